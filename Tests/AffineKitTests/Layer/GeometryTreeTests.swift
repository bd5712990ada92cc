import AffineKit
import Testing

@Suite("GeometryTree")
struct GeometryTreeTests {
  @Suite("Building")
  struct Building {
    @Test func `nodes keep their identifiers and children keep their order, last front-most`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)))
      let a = tree.add(ViewGeometry(), to: root)
      let b = tree.add(ViewGeometry(), to: root)
      #expect(tree.count == 3)
      #expect(tree.children(of: root) == [a, b].compactMap { $0 })
      #expect(tree.parent(of: b!) == root)
      #expect(tree.parent(of: root) == nil)
    }

    @Test func `adding under a missing parent returns nil and changes nothing`() {
      var tree = ViewTree()
      _ = tree.addRoot(ViewGeometry())
      let before = tree
      #expect(
        tree.add(ViewGeometry(), to: ViewTree.NodeID(rawValue: 7, tree: tree.identity)) == nil)
      #expect(tree == before)
    }

    @Test func `the subscript reads and writes a node's geometry, and ignores missing nodes`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
      tree[root]?.center.x += 10
      #expect(tree[root]?.frame == Rect(x: 10, y: 0, width: 10, height: 10))
      let missing = ViewTree.NodeID(rawValue: 3, tree: tree.identity)
      let before = tree
      tree[missing] = ViewGeometry()
      tree[root] = nil
      #expect(tree == before)
      #expect(tree[missing] == nil)
      #expect(tree.children(of: missing).isEmpty)
    }

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

  /// root (0, 0, 400, 400) › middle frame (100, 50, 200, 200) scaled 2 about its centre ›
  /// leaf frame (10, 20, 40, 30) rotated a quarter turn exactly, and a sibling branch.
  struct Scene {
    var tree = ViewTree()
    let root: ViewTree.NodeID
    let middle: ViewTree.NodeID
    let leaf: ViewTree.NodeID
    let other: ViewTree.NodeID

    init() {
      root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      var middleView = ViewGeometry(frame: Rect(x: 100, y: 50, width: 200, height: 200))
      middleView.transform = AffineTransform(scaleX: 2, y: 2)
      middle = tree.add(middleView, to: root)!
      var leafView = ViewGeometry(frame: Rect(x: 10, y: 20, width: 40, height: 30))
      leafView.transform = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
      leaf = tree.add(leafView, to: middle)!
      other = tree.add(ViewGeometry(frame: Rect(x: 300, y: 300, width: 50, height: 50)), to: root)!
    }
  }

  @Suite("convert(_:from:to:)")
  struct Converting {
    @Test func `a subview of a scaled view is scaled with it (two levels)`() {
      let s = Scene()
      // middle's own (0, 0) is its frame's top-left: centre (200, 150) - 2·(100, 100) = (0, -50).
      #expect(s.tree.convert(Point(x: 0, y: 0), from: s.middle, to: s.root) == Point(x: 0, y: -50))
      #expect(
        s.tree.convert(Point(x: 10, y: 20), from: s.middle, to: s.root) == Point(x: 20, y: -10))
    }

    @Test func `conversion three levels deep goes up through every ancestor`() {
      let s = Scene()
      // leaf: centre (30, 35) in middle's space, anchor (20, 15), quarter turn:
      // leaf (0, 0) → middle (30 + 15, 35 - 20) = (45, 15) → root (0 + 90, -50 + 30) = (90, -20).
      #expect(s.tree.convert(Point(x: 0, y: 0), from: s.leaf, to: s.root) == Point(x: 90, y: -20))
      #expect(s.tree.convert(Point(x: 90, y: -20), from: s.root, to: s.leaf) == Point(x: 0, y: 0))
    }

    @Test func `conversion across branches goes up to the common ancestor and down again`() {
      let s = Scene()
      // other's (0, 0) is root (300, 300); in leaf space: middle (150, 175) → leaf (160, -105)
      let p = s.tree.convert(Point(x: 0, y: 0), from: s.other, to: s.leaf)
      #expect(p == Point(x: 160, y: -105))
      #expect(
        s.tree.convert(Point(x: 160, y: -105), from: s.leaf, to: s.other) == Point(x: 0, y: 0))
    }

    @Test func `a node converts to itself by the identity`() {
      let s = Scene()
      #expect(s.tree.transform(from: s.leaf, to: s.leaf) == .identity)
    }

    @Test func `a rect converts to the bounding box of its converted corners`() {
      let s = Scene()
      let r = s.tree.convert(Rect(x: 0, y: 0, width: 40, height: 30), from: s.leaf, to: s.root)
      // The leaf's bounds turn a quarter and double: 60 wide, 80 high, right edge at x = 90.
      #expect(r == Rect(x: 30, y: -20, width: 60, height: 80))
    }

    @Test func `a parent's bounds origin shifts its children`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      let parent = tree.add(
        ViewGeometry(frame: Rect(x: 0, y: 0, width: 300, height: 300)), to: root)!
      let child = tree.add(
        ViewGeometry(frame: Rect(x: 0, y: 0, width: 50, height: 50)), to: parent)!
      tree[parent]?.bounds.origin = Point(x: -200, y: 0)
      #expect(tree.convert(Point(x: 0, y: 0), from: child, to: root) == Point(x: 200, y: 0))
      #expect(tree[parent]?.frame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `nodes not in the tree or with no common ancestor convert to nil`() {
      var s = Scene()
      let island = s.tree.addRoot(ViewGeometry())
      let missing = ViewTree.NodeID(rawValue: 99, tree: s.tree.identity)
      #expect(s.tree.convert(Point(x: 1, y: 1), from: s.leaf, to: island) == nil)
      #expect(s.tree.convert(Point(x: 1, y: 1), from: missing, to: s.root) == nil)
      #expect(s.tree.convert(Rect.zero, from: s.root, to: missing) == nil)
      #expect(
        s.tree.transform(from: ViewTree.NodeID(rawValue: -1, tree: s.tree.identity), to: s.root)
          == nil)
    }

    @Test func `a node of a different tree converts to nil`() {
      let s = Scene()
      let other = Scene()
      #expect(other.root.rawValue == s.root.rawValue)
      #expect(s.tree.convert(Point(x: 1, y: 1), from: other.leaf, to: s.root) == nil)
      #expect(s.tree.convert(Rect.zero, from: s.root, to: other.root) == nil)
    }

    @Test func `a singular ancestor does not trap: conversion down follows inverted()`() {
      var s = Scene()
      s.tree[s.middle]?.transform = AffineTransform(scaleX: 0, y: 2)
      // Up: leaf (5, 5) -> middle (40, 20) -> root (200, 150 + 2·(20 − 100)).
      #expect(s.tree.convert(Point(x: 5, y: 5), from: s.leaf, to: s.root) == Point(x: 200, y: -10))
      // Down: middle's singular map (0, 0, 0, 2, 200, −50) is used unchanged, giving (200, −40),
      // then the leaf's inverse quarter turn: (−40 − 15, −(200 − 45)).
      #expect(
        s.tree.convert(Point(x: 5, y: 5), from: s.root, to: s.leaf) == Point(x: -55, y: -155))
    }

    @Test func `a subview of the scaled view1 keeps its own numbers but is drawn twice as large`() {
      var tree = ViewTree()
      let window = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 414, height: 896)))
      var view1 = ViewGeometryTests.view1
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

    @Test func `a bounds origin of (-200, 0) draws the subview 200 points further right`() {
      var tree = ViewTree()
      let window = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 414, height: 896)))
      var view1 = ViewGeometryTests.view1
      view1.bounds = Rect(x: -200, y: 0, width: 100, height: 50)
      let v1 = tree.add(view1, to: window)!
      let v2 = tree.add(ViewGeometry(frame: Rect(x: 10, y: 10, width: 50, height: 30)), to: v1)!
      #expect("\(tree[v2]!.frame)" == "(10.0, 10.0, 50.0, 30.0)")
      #expect("\(tree[v2]!.center)" == "(35.0, 25.0)")
      #expect(tree[v1]!.frame == Rect(x: 80, y: 120, width: 100, height: 50))
      let onScreen = tree.convert(Rect(x: 0, y: 0, width: 50, height: 30), from: v2, to: window)
      #expect(onScreen == Rect(x: 290, y: 130, width: 50, height: 30))  // 90 without the offset
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

  @Suite("hitTest(_:in:) for views (UIKit's rule)")
  struct ViewHitTesting {
    @Test func `the front-most subview containing the point wins`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 300, height: 300)))
      let back = tree.add(ViewGeometry(frame: Rect(x: 0, y: 0, width: 200, height: 200)), to: root)!
      let front = tree.add(
        ViewGeometry(frame: Rect(x: 100, y: 100, width: 200, height: 200)), to: root)!
      #expect(tree.hitTest(Point(x: 150, y: 150), in: root) == front)
      #expect(tree.hitTest(Point(x: 50, y: 50), in: root) == back)
      #expect(tree.hitTest(Point(x: 250, y: 50), in: root) == root)
      #expect(tree.hitTest(Point(x: 300, y: 300), in: root) == nil)
    }

    @Test
    func `a view rotated by 45 degrees is hit inside its rotated shape, not its bounding box`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      var diamond = ViewGeometry(frame: Rect(x: 100, y: 100, width: 100, height: 100))
      diamond.transform = AffineTransform(rotationAngle: .pi / 4)
      let id = tree.add(diamond, to: root)!
      #expect(tree.hitTest(Point(x: 150, y: 150), in: root) == id)  // centre
      // The top tip lies outside the unrotated square but inside the diamond.
      #expect(tree.hitTest(Point(x: 150, y: 85), in: root) == id)
      // A corner of the diamond's bounding box lies outside the diamond.
      #expect(tree.hitTest(Point(x: 95, y: 95), in: root) == root)
    }

    @Test func `a point outside a view's bounds never hits its subviews, clipped or not`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      let parent = tree.add(
        ViewGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: root)!
      let sticking = tree.add(
        ViewGeometry(frame: Rect(x: 50, y: 50, width: 200, height: 200)), to: parent)!
      #expect(tree.hitTest(Point(x: 75, y: 75), in: root) == sticking)
      #expect(tree.hitTest(Point(x: 150, y: 150), in: root) == root)
    }

    struct Flags: Sendable, CustomTestStringConvertible {
      var name: String
      var view: ViewGeometry
      var testDescription: String { name }
    }

    @Test(arguments: [
      Flags(
        name: "hidden",
        view: ViewGeometry(
          layer: LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)), isHidden: true)),
      Flags(
        name: "not interactive",
        view: ViewGeometry(
          layer: LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)),
          isUserInteractionEnabled: false)),
      Flags(
        name: "alpha 0.009",
        view: ViewGeometry(
          layer: LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)), alpha: 0.009)),
      Flags(
        name: "alpha NaN",
        view: ViewGeometry(
          layer: LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)), alpha: .nan)),
    ])
    func `hidden, non-interactive and nearly transparent views are skipped with their subviews`(
      f: Flags
    ) {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      let skipped = tree.add(f.view, to: root)!
      _ = tree.add(ViewGeometry(frame: Rect(x: 0, y: 0, width: 50, height: 50)), to: skipped)
      #expect(tree.hitTest(Point(x: 10, y: 10), in: root) == root)
    }

    @Test func `an alpha of exactly 0.01 is still hit`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      let faint = tree.add(
        ViewGeometry(
          layer: LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)), alpha: 0.01),
        to: root)!
      #expect(tree.hitTest(Point(x: 10, y: 10), in: root) == faint)
    }

    /// The image view of the post "[Swift]Tuch 이해하기(touch로 이미지 끌어오기)", which is dragged
    /// only when the touch begins inside it.
    @Test
    func `max edges are outside: an image view at (50, 50, 100, 100) is not hit at (150, 150)`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      let image = tree.add(
        ViewGeometry(frame: Rect(x: 50, y: 50, width: 100, height: 100)), to: root)!
      #expect(tree.hitTest(Point(x: 50, y: 50), in: root) == image)
      #expect(tree.hitTest(Point(x: 149.5, y: 149.5), in: root) == image)
      #expect(tree.hitTest(Point(x: 150, y: 150), in: root) == root)
    }

    @Test func `a missing start node or a NaN point hits nothing`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      #expect(
        tree.hitTest(Point(x: 1, y: 1), in: ViewTree.NodeID(rawValue: 5, tree: tree.identity))
          == nil)
      #expect(tree.hitTest(Point(x: .nan, y: 1), in: root) == nil)
    }

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
  }

  @Suite("hitTest(_:in:) for layers (Core Animation's rule)")
  struct LayerHitTesting {
    @Test func `a sublayer sticking out of an unmasked parent is still found`() {
      var tree = LayerTree()
      let root = tree.addRoot(LayerGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      let parent = tree.add(
        LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: root)!
      let sticking = tree.add(
        LayerGeometry(frame: Rect(x: 50, y: 50, width: 200, height: 200)), to: parent)!
      #expect(tree.hitTest(Point(x: 150, y: 150), in: root) == sticking)
      #expect(tree.hitTest(Point(x: 20, y: 20), in: root) == parent)
    }

    @Test func `a parent that masks to bounds hides what sticks out`() {
      var tree = LayerTree()
      let root = tree.addRoot(LayerGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      var masking = LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      masking.masksToBounds = true
      let parent = tree.add(masking, to: root)!
      let child = tree.add(
        LayerGeometry(frame: Rect(x: 50, y: 50, width: 200, height: 200)), to: parent)!
      #expect(tree.hitTest(Point(x: 150, y: 150), in: root) == root)
      #expect(tree.hitTest(Point(x: 75, y: 75), in: root) == child)
    }

    @Test func `a hidden layer and its sublayers are never hit`() {
      var tree = LayerTree()
      let root = tree.addRoot(LayerGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      var hidden = LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      hidden.isHidden = true
      let parent = tree.add(hidden, to: root)!
      _ = tree.add(LayerGeometry(frame: Rect(x: 0, y: 0, width: 50, height: 50)), to: parent)
      #expect(tree.hitTest(Point(x: 10, y: 10), in: root) == root)
    }

    @Test func `a point outside every layer hits nothing`() {
      var tree = LayerTree()
      let root = tree.addRoot(LayerGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      #expect(tree.hitTest(Point(x: 500, y: 10), in: root) == nil)
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
}
