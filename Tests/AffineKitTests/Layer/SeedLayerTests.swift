import AffineKit
import Testing

/// Every number seeds 002 and 003 print (real UIKit output), reproduced exactly.
@Suite("Seeds 002 and 003")
struct SeedLayerTests {
  @Suite("Seed 002: anchorPoint and position")
  struct Seed002 {
    /// `blueLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)`.
    static let blueLayer = LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))

    @Test func `setting the frame (0, 0, 100, 100) puts the position at (50, 50)`() {
      #expect(Self.blueLayer.position == Point(x: 50, y: 50))
      #expect(Self.blueLayer.anchorPoint == Point(x: 0.5, y: 0.5))
    }

    @Test(
      arguments: zip(
        [Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: 1, y: 1)],
        [
          Rect(x: 50, y: 50, width: 100, height: 100), Rect(x: 50, y: -50, width: 100, height: 100),
          Rect(x: -50, y: 50, width: 100, height: 100),
          Rect(x: -50, y: -50, width: 100, height: 100),
        ]))
    func `assigning an anchor point keeps the position (50, 50), so the layer moves`(
      anchor: Point, frame: Rect
    ) {
      var layer = Self.blueLayer
      layer.anchorPoint = anchor
      #expect(layer.position == Point(x: 50, y: 50))
      #expect(layer.frame == frame)
    }

    @Test
    func
      `setting the position to (0, 0) with anchor (0, 0) puts the layer back at (0, 0, 100, 100)`()
    {
      var layer = Self.blueLayer
      layer.position = Point(x: 0, y: 0)
      layer.anchorPoint = Point(x: 0, y: 0)
      #expect(layer.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func `a scale of 1.5 then grows the layer from its top-left anchor`() {
      var layer = Self.blueLayer
      layer.position = Point(x: 0, y: 0)
      layer.anchorPoint = Point(x: 0, y: 0)
      layer.transform = AffineTransform(scaleX: 1.5, y: 1.5)
      #expect(layer.frame == Rect(x: 0, y: 0, width: 150, height: 150))
    }

    @Test
    func
      `the seed's setAnchorPoint helper and setAnchorPointPreservingFrame agree without a transform`()
    {
      // The helper: position += (new - old) ⊙ bounds.size, for anchor (0.5, 1.0).
      var layer = Self.blueLayer
      layer.setAnchorPointPreservingFrame(Point(x: 0.5, y: 1))
      #expect(layer.position == Point(x: 50, y: 100))
      #expect(layer.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test
    func
      `under a scale the seed's helper would move the layer; setAnchorPointPreservingFrame does not`()
    {
      var layer = Self.blueLayer
      layer.transform = AffineTransform(scaleX: 1.5, y: 1.5)
      let frame = layer.frame  // (-25, -25, 150, 150)
      #expect(frame == Rect(x: -25, y: -25, width: 150, height: 150))
      layer.setAnchorPointPreservingFrame(Point(x: 0.5, y: 1))
      #expect(layer.frame == frame)
      // The helper's position (50, 100) would give frame (-25, -50, 150, 150); ours is (50, 125).
      #expect(layer.position == Point(x: 50, y: 125))
    }
  }

  @Suite("Seed 003: frame, bounds and center")
  struct Seed003 {
    /// `UIView(frame: CGRect(x: 80, y: 120, width: 100, height: 50))`.
    static let view1 = ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))

    @Test func `view1 prints frame (80, 120, 100, 50), bounds (0, 0, 100, 50), center (130, 145)`()
    {
      #expect("\(Self.view1.frame)" == "(80.0, 120.0, 100.0, 50.0)")
      #expect("\(Self.view1.bounds)" == "(0.0, 0.0, 100.0, 50.0)")
      #expect("\(Self.view1.center)" == "(130.0, 145.0)")
    }

    @Test
    func
      `after a scale of 2 view1 prints frame (30, 95, 200, 100) with the same bounds and center`()
    {
      var view1 = Self.view1
      view1.transform = AffineTransform(scaleX: 2, y: 2)
      #expect("\(view1.frame)" == "(30.0, 95.0, 200.0, 100.0)")
      #expect("\(view1.bounds)" == "(0.0, 0.0, 100.0, 50.0)")
      #expect("\(view1.center)" == "(130.0, 145.0)")
    }

    @Test
    func
      `after a translation of 10 view1 prints frame (90, 120, 100, 50) with the same bounds and center`()
    {
      var view1 = Self.view1
      view1.transform = AffineTransform(translationX: 10, y: 0)
      #expect("\(view1.frame)" == "(90.0, 120.0, 100.0, 50.0)")
      #expect("\(view1.center)" == "(130.0, 145.0)")
    }

    @Test func `a subview of the scaled view1 keeps its own numbers but is drawn twice as large`() {
      var tree = ViewTree()
      let window = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 414, height: 896)))
      var view1 = Self.view1
      view1.transform = AffineTransform(scaleX: 2, y: 2)
      let v1 = tree.add(view1, to: window)!
      let v2 = tree.add(ViewGeometry(frame: Rect(x: 10, y: 10, width: 50, height: 30)), to: v1)!
      #expect("\(tree[v2]!.frame)" == "(10.0, 10.0, 50.0, 30.0)")
      #expect("\(tree[v2]!.bounds)" == "(0.0, 0.0, 50.0, 30.0)")
      #expect("\(tree[v2]!.center)" == "(35.0, 25.0)")
      // On screen: 130 + 2·(10 − 50), 145 + 2·(10 − 25), twice the size.
      let onScreen = tree.convert(Rect(x: 0, y: 0, width: 50, height: 30), from: v2, to: window)
      #expect(onScreen == Rect(x: 50, y: 115, width: 100, height: 60))
    }

    @Test
    func `bounds (0, 0, 50, 25) gives frame (105, 132.5, 50, 25) and keeps center (130, 145)`() {
      var view1 = Self.view1
      view1.bounds = Rect(x: 0, y: 0, width: 50, height: 25)
      #expect("\(view1.frame)" == "(105.0, 132.5, 50.0, 25.0)")
      #expect("\(view1.bounds)" == "(0.0, 0.0, 50.0, 25.0)")
      #expect("\(view1.center)" == "(130.0, 145.0)")
    }

    @Test func `a bounds origin of (-200, 0) draws the subview 200 points further right`() {
      var tree = ViewTree()
      let window = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 414, height: 896)))
      var view1 = Self.view1
      view1.bounds = Rect(x: -200, y: 0, width: 100, height: 50)
      let v1 = tree.add(view1, to: window)!
      let v2 = tree.add(ViewGeometry(frame: Rect(x: 10, y: 10, width: 50, height: 30)), to: v1)!
      #expect("\(tree[v2]!.frame)" == "(10.0, 10.0, 50.0, 30.0)")
      #expect("\(tree[v2]!.center)" == "(35.0, 25.0)")
      #expect(tree[v1]!.frame == Rect(x: 80, y: 120, width: 100, height: 50))
      let onScreen = tree.convert(Rect(x: 0, y: 0, width: 50, height: 30), from: v2, to: window)
      #expect(onScreen == Rect(x: 290, y: 130, width: 50, height: 30))  // 90 without the offset
    }

    @Test func `the observed frame: view.bounds inset by 20 is (20, 20, 374, 856)`() {
      let bounds = Rect(x: 0, y: 0, width: 414, height: 896)
      let test = ViewGeometry(frame: bounds.insetBy(dx: 20, dy: 20))
      #expect("\(test.frame)" == "(20.0, 20.0, 374.0, 856.0)")
    }

    @Test func `the storyboard's bounds and center describe the same frames`() {
      var view = ViewGeometry()
      view.bounds = Rect(x: 0, y: 0, width: 215, height: 100)
      view.center = Point(x: 187.5, y: 130)
      #expect(view.frame == Rect(x: 80, y: 80, width: 215, height: 100))
      view.bounds = Rect(x: 0, y: 0, width: 254, height: 100)
      view.center = Point(x: 207, y: 174)
      #expect(view.frame == Rect(x: 80, y: 124, width: 254, height: 100))
    }

    /// testView laid out by frame, then translated by (50, 20).
    static func translatedTestView() -> ViewGeometry {
      var testView = ViewGeometry()
      testView.frame = Rect(x: 80, y: 124, width: 254, height: 100)
      testView.transform = AffineTransform(translationX: 50, y: 20)
      return testView
    }

    @Test func `translating testView moves its frame but keeps the child centred in its bounds`() {
      let testView = Self.translatedTestView()
      #expect(testView.frame == Rect(x: 130, y: 144, width: 254, height: 100))
      #expect(testView.center == Point(x: 207, y: 174))
      let child = Rect(
        x: testView.bounds.midX - 50, y: testView.bounds.midY - 25, width: 100, height: 50)
      #expect(child == Rect(x: 77, y: 25, width: 100, height: 50))
    }

    @Test func `a sibling laid out from testView's frame follows the translation`() {
      let testView = Self.translatedTestView()
      let sibling = ViewGeometry(
        frame: Rect(x: testView.frame.minX, y: testView.frame.maxY + 30, width: 100, height: 60))
      #expect(sibling.frame == Rect(x: 130, y: 274, width: 100, height: 60))
    }

    @Test func `a sibling laid out with bounds and center stays where the storyboard put it`() {
      let testView = Self.translatedTestView()
      var sibling = ViewGeometry()
      sibling.bounds = Rect(x: 0, y: 0, width: 100, height: 60)
      sibling.center = Point(x: testView.center.x - 77, y: testView.center.y + 110)
      #expect(sibling.center == Point(x: 130, y: 284))
      #expect(sibling.frame == Rect(x: 80, y: 254, width: 100, height: 60))
    }
  }
}
