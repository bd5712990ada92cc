import AffineKit
import Testing

/// The frame round trip's bound (LayerGeometry+Frame.swift): each origin coordinate within one ulp
/// of the larger of |position| and |F.origin|, each size within one ulp of F's.
private func originClose(_ got: Double, _ want: Double, position: Double) -> Bool {
  Swift.abs(got - want) <= Swift.max(Swift.abs(position), Swift.abs(want)).ulp
}

private func sizeClose(_ got: Double, _ want: Double) -> Bool {
  Swift.abs(got - want) <= want.ulp
}

@Suite("Layer model audit fixes (issues 2 and 3)")
struct LayerAuditTests {
  @Suite("frame setter round trip")
  struct FrameRoundTrip {
    static let frames = [
      Rect(x: 10, y: 10, width: 100, height: 100),
      Rect(x: 51.5, y: 27.7, width: 147.5, height: 146.6),
      Rect(x: -0.1, y: 0.3, width: 0.7, height: 33.3),
    ]

    static let transforms: [(String, AffineTransform)] = [
      ("identity", .identity),
      ("scale 1.5", AffineTransform(scaleX: 1.5, y: 1.5)),
      ("scale 3", AffineTransform(scaleX: 3, y: 3)),
      ("scale 10 by 0.1", AffineTransform(scaleX: 10, y: 0.1)),
      ("mirror x", AffineTransform(scaleX: -1, y: 1)),
      ("mirror y, scale 3", AffineTransform(scaleX: 2, y: -3)),
      ("exact 90°", AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
      ("exact 180°", AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
      ("exact 270°, scale 3", AffineTransform(a: 0, b: -3, c: 3, d: 0, tx: 0, ty: 0)),
      ("translate (7.3, -2.1)", AffineTransform(translationX: 7.3, y: -2.1)),
    ]

    @Test(
      "reading the frame back gives F to within the documented bound",
      arguments: frames, transforms)
    func roundTrip(frame: Rect, named: (String, AffineTransform)) {
      var layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 5, height: 5))
      layer.transform = named.1
      layer.frame = frame
      let back = layer.frame
      #expect(originClose(back.origin.x, frame.origin.x, position: layer.position.x), "\(named.0)")
      #expect(originClose(back.origin.y, frame.origin.y, position: layer.position.y), "\(named.0)")
      #expect(sizeClose(back.size.width, frame.size.width), "\(named.0)")
      #expect(sizeClose(back.size.height, frame.size.height), "\(named.0)")
    }

    @Test(
      "with entries ±1 and dyadic values the round trip is exact",
      arguments: [
        AffineTransform.identity, AffineTransform(scaleX: -1, y: 1),
        AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
        AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0.5, ty: 0),
      ])
    func exactRoundTrip(t: AffineTransform) {
      var layer = LayerGeometry()
      layer.transform = t
      layer.frame = Rect(x: 51.5, y: 27.25, width: 147.5, height: 146.75)
      #expect(layer.frame.origin == Point(x: 51.5, y: 27.25))
      #expect(layer.frame.size == Size(width: 147.5, height: 146.75))
    }

    @Test
    func
      `the audit's case: (51.5, 27.7, 147.5, 146.6) keeps x and size exactly, y within 1 ulp of 101`()
    {
      let view = ViewGeometry(frame: Rect(x: 51.5, y: 27.7, width: 147.5, height: 146.6))
      #expect(view.frame.origin.x == 51.5)
      #expect(view.frame.size == Size(width: 147.5, height: 146.6))
      #expect(view.center == Point(x: 125.25, y: 27.7 + 73.3))
      #expect(Swift.abs(view.frame.origin.y - 27.7) <= (101.0).ulp)
    }

    @Test func `scale 3 with (10, 10, 100, 100) divides by 3: bounds (100 / 3) square`() {
      var layer = LayerGeometry()
      layer.transform = AffineTransform(scaleX: 3, y: 3)
      layer.frame = Rect(x: 10, y: 10, width: 100, height: 100)
      #expect(layer.bounds.size == Size(width: 100.0 / 3.0, height: 100.0 / 3.0))
      #expect(layer.position == Point(x: 60, y: 60))
    }
  }

  @Suite("hit testing skips singular nodes")
  struct SingularHitTest {
    @Test func `a view scaled to zero is never hit, nor its subviews`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      var flat = ViewGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      flat.transform = AffineTransform(scaleX: 0, y: 0)
      let node = tree.add(flat, to: root)!
      _ = tree.add(ViewGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: node)
      #expect(tree.hitTest(Point(x: 300, y: 300), in: root) == root)
      #expect(tree.hitTest(Point(x: 50, y: 50), in: root) == root)
    }

    @Test func `a layer scaled to zero in one axis is never hit, nor its sublayers`() {
      var tree = LayerTree()
      let root = tree.addRoot(LayerGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      var flat = LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      flat.transform = AffineTransform(scaleX: 0, y: 1)
      let node = tree.add(flat, to: root)!
      _ = tree.add(LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: node)
      #expect(tree.hitTest(Point(x: 300, y: 300), in: root) == root)
      #expect(tree.hitTest(Point(x: 50, y: 50), in: root) == root)
    }

    @Test func `a layer rotated by an exact 90° is hit inside its rotated shape only`() {
      var tree = LayerTree()
      let root = tree.addRoot(LayerGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      var turned = LayerGeometry(frame: Rect(x: 100, y: 100, width: 100, height: 50))
      turned.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
      let node = tree.add(turned, to: root)!
      // Rotated about (150, 125): x in [125, 175), y in [75, 175).
      #expect(tree.hitTest(Point(x: 150, y: 80), in: root) == node)
      #expect(tree.hitTest(Point(x: 110, y: 110), in: root) == root)
    }
  }

  @Suite("node identifiers carry their tree")
  struct ForeignIDs {
    @Test func `an identifier from another tree is rejected everywhere`() {
      var mine = ViewTree()
      let root = mine.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
      var theirs = ViewTree()
      let foreign = theirs.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
      #expect(foreign.rawValue == root.rawValue)
      #expect(!mine.contains(foreign))
      #expect(mine[foreign] == nil)
      #expect(mine.parent(of: foreign) == nil)
      #expect(mine.convert(Point(x: 1, y: 1), from: foreign, to: root) == nil)
      #expect(mine.transform(from: root, to: foreign) == nil)
      #expect(mine.hitTest(Point(x: 1, y: 1), in: foreign) == nil)
      let before = mine
      #expect(mine.add(ViewGeometry(), to: foreign) == nil)
      #expect(mine == before)
    }

    @Test func `a copy keeps its identity, so identifiers stay valid in it`() {
      var tree = LayerTree(identity: 42)
      let root = tree.addRoot(LayerGeometry())
      let copy = tree
      #expect(root.tree == 42)
      #expect(copy.contains(root))
      #expect(!LayerTree(identity: 43).contains(root))
    }
  }

  @Suite("one source of truth and exact equality")
  struct Equality {
    @Test func `isHidden and clipsToBounds forward to the layer both ways`() {
      var view = ViewGeometry()
      view.isHidden = true
      view.clipsToBounds = true
      #expect(view.layer.isHidden && view.layer.masksToBounds)
      view.layer.isHidden = false
      view.layer.masksToBounds = false
      #expect(!view.isHidden && !view.clipsToBounds)
      let fromLayer = ViewGeometry(layer: LayerGeometry(isHidden: true, masksToBounds: true))
      #expect(fromLayer.isHidden && fromLayer.clipsToBounds)
      let overridden = ViewGeometry(
        layer: LayerGeometry(isHidden: true), isHidden: false, clipsToBounds: true)
      #expect(!overridden.layer.isHidden && overridden.layer.masksToBounds)
    }

    @Test(
      "layers whose bounds differ componentwise are unequal, though Rect's == equates them",
      arguments: [
        (Rect(x: 0, y: 0, width: -10, height: 10), Rect(x: -10, y: 0, width: 10, height: 10)),
        (Rect(x: 0, y: 5, width: 10, height: -5), Rect(x: 0, y: 0, width: 10, height: 5)),
      ])
    func boundsEquality(lhs: Rect, rhs: Rect) {
      #expect(lhs == rhs)
      #expect(LayerGeometry(bounds: lhs) != LayerGeometry(bounds: rhs))
      #expect(
        ViewGeometry(layer: LayerGeometry(bounds: lhs))
          != ViewGeometry(layer: LayerGeometry(bounds: rhs)))
      #expect(LayerGeometry(bounds: lhs) == LayerGeometry(bounds: lhs))
      #expect(LayerGeometry(bounds: lhs).hashValue == LayerGeometry(bounds: lhs).hashValue)
    }

    @Test func `a NaN field makes a layer unequal to itself; -0 equals 0`() {
      let nan = LayerGeometry(position: Point(x: .nan, y: 0))
      #expect(nan != nan)
      #expect(
        LayerGeometry(bounds: Rect(x: -0.0, y: 0, width: 1, height: 1))
          == LayerGeometry(bounds: Rect(x: 0, y: 0, width: 1, height: 1)))
    }
  }

  @Suite("NaN in a layer's fields propagates and never traps")
  struct LayerNaN {
    @Test func `NaN in bounds, anchor or transform makes the frame NaN`() {
      var a = LayerGeometry(bounds: Rect(x: 0, y: 0, width: .nan, height: 10))
      #expect(a.frame.size.width.isNaN)
      a = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
      a.anchorPoint = Point(x: .nan, y: 0.5)
      #expect(a.frame.origin.x.isNaN)
      #expect(a.convertToSuperlayer(Point(x: 1, y: 1)).x.isNaN)
      var b = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 10, height: 10))
      b.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      #expect(b.frame.origin.x.isNaN && b.frame.size.width.isNaN)
      #expect(b.frame.size.height == 10)
    }
  }

  @Suite("seed 003")
  struct Seed003 {
    @Test func `UIView() has zero bounds, frame and center`() {
      let view = ViewGeometry()
      #expect(
        view.bounds.origin == Point(x: 0, y: 0) && view.bounds.size == Size(width: 0, height: 0))
      #expect(
        view.frame.origin == Point(x: 0, y: 0) && view.frame.size == Size(width: 0, height: 0))
      #expect(view.center == Point(x: 0, y: 0))
    }

    @Test func `translating view1 by 10 keeps bounds (0, 0, 100, 50)`() {
      var view1 = ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))
      view1.transform = AffineTransform(translationX: 10, y: 0)
      #expect(view1.bounds.origin == Point(x: 0, y: 0))
      #expect(view1.bounds.size == Size(width: 100, height: 50))
      #expect(view1.frame.origin == Point(x: 90, y: 120))
    }

    @Test func `with view1's bounds origin at (-200, 0), view2 keeps bounds (0, 0, 50, 30)`() {
      var view1 = ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))
      view1.bounds = Rect(x: -200, y: 0, width: 100, height: 50)
      let view2 = ViewGeometry(frame: Rect(x: 10, y: 10, width: 50, height: 30))
      #expect(view2.bounds.origin == Point(x: 0, y: 0))
      #expect(view2.bounds.size == Size(width: 50, height: 30))
      #expect(view2.center == Point(x: 35, y: 25))
      var tree = ViewTree()
      let v1 = tree.addRoot(view1)
      let v2 = tree.add(view2, to: v1)!
      // 200 points further right: view2's (0, 0) is at view1's (10, 10), which is 210 from
      // view1's bounds origin (-200).
      #expect(tree.convert(Point(x: 0, y: 0), from: v2, to: v1) == Point(x: 10, y: 10))
      #expect(view1.convertToSuperview(Point(x: 10, y: 10)) == Point(x: 290, y: 130))
    }
  }
}
