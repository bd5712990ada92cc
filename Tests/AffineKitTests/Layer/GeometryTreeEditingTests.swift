import AffineKit
import AllocationCounter
import Testing

/// A root with three children a, b, c (back to front), `a` with one child, and a second root.
struct Family {
  var tree = ViewTree(identity: 7)
  let root: ViewTree.NodeID
  let a: ViewTree.NodeID
  let b: ViewTree.NodeID
  let c: ViewTree.NodeID
  let grandchild: ViewTree.NodeID
  let island: ViewTree.NodeID

  init() {
    root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    a = tree.add(ViewGeometry(frame: Rect(x: 0, y: 0, width: 200, height: 200)), to: root)!
    b = tree.add(ViewGeometry(frame: Rect(x: 100, y: 0, width: 200, height: 200)), to: root)!
    c = tree.add(ViewGeometry(frame: Rect(x: 200, y: 0, width: 200, height: 200)), to: root)!
    grandchild = tree.add(ViewGeometry(frame: Rect(x: 10, y: 10, width: 20, height: 20)), to: a)!
    island = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 50, height: 50)))
  }
}

extension GeometryTreeTests {
  @Suite("removeFromParent(_:)")
  struct RemoveFromParent {
    @Test func `removes the node and its subtree, and the siblings keep their order`() {
      var f = Family()
      #expect(f.tree.removeFromParent(f.a) == .applied)
      #expect(f.tree.children(of: f.root) == [f.b, f.c])
      #expect(f.tree.count == 4)
      #expect(!f.tree.contains(f.a) && !f.tree.contains(f.grandchild))
    }

    @Test func `a removed identifier is answered with nil everywhere`() {
      var f = Family()
      f.tree.removeFromParent(f.a)
      #expect(f.tree[f.grandchild] == nil)
      #expect(f.tree.parent(of: f.grandchild) == nil)
      #expect(f.tree.children(of: f.a).isEmpty)
      #expect(f.tree.convert(Point(x: 1, y: 1), from: f.grandchild, to: f.root) == nil)
      #expect(f.tree.transform(from: f.root, to: f.a) == nil)
      #expect(f.tree.hitTest(Point(x: 1, y: 1), in: f.a) == nil)
      #expect(f.tree.add(ViewGeometry(), to: f.a) == nil)
    }

    @Test func `writing through a removed identifier changes nothing`() {
      var f = Family()
      f.tree.removeFromParent(f.a)
      let before = f.tree
      f.tree[f.a] = ViewGeometry(frame: Rect(x: 1, y: 2, width: 3, height: 4))
      #expect(f.tree == before)
    }

    @Test func `identifiers of removed nodes are never issued again`() {
      var f = Family()
      f.tree.removeFromParent(f.c)
      let fresh = f.tree.add(ViewGeometry(), to: f.root)!
      #expect(fresh != f.c)
      #expect(fresh.rawValue == 6)
      #expect(!f.tree.contains(f.c))
      #expect(f.tree.children(of: f.root) == [f.a, f.b, fresh])
    }

    @Test func `removing a root removes its whole tree and leaves the other roots`() {
      var f = Family()
      #expect(f.tree.removeFromParent(f.root) == .applied)
      #expect(f.tree.count == 1)
      #expect(f.tree.contains(f.island))
      #expect(!f.tree.contains(f.b))
    }

    @Test func `the hit test no longer finds a removed node`() {
      var f = Family()
      #expect(f.tree.hitTest(Point(x: 250, y: 50), in: f.root) == f.c)
      f.tree.removeFromParent(f.c)
      #expect(f.tree.hitTest(Point(x: 250, y: 50), in: f.root) == f.b)
    }

    @Test func `a node not in the tree is refused and the tree is unchanged`() {
      var f = Family()
      f.tree.removeFromParent(f.grandchild)
      let before = f.tree
      var other = ViewTree(identity: 8)
      let foreign = other.addRoot(ViewGeometry())
      #expect(f.tree.removeFromParent(f.grandchild) == .refused(.nodeNotInTree))
      #expect(f.tree.removeFromParent(foreign) == .refused(.nodeNotInTree))
      #expect(
        f.tree.removeFromParent(ViewTree.NodeID(rawValue: 99, tree: 7)) == .refused(.nodeNotInTree))
      #expect(f.tree == before)
    }
  }

  @Suite("insert(_:at:in:)")
  struct Insert {
    @Test func `the documented examples: a move to index 0, and a cycle refused`() {
      var tree = ViewTree()
      let root = tree.addRoot(ViewGeometry())
      let a = tree.add(ViewGeometry(), to: root)!
      let b = tree.add(ViewGeometry(), to: root)!
      #expect(tree.insert(b, at: 0, in: root) == .applied)
      #expect(tree.children(of: root) == [b, a])
      #expect(tree.insert(root, at: 0, in: a) == .refused(.parentInsideNode))
    }

    @Test func `moves a node with its subtree to another parent at the index`() {
      var f = Family()
      #expect(f.tree.insert(f.a, at: 0, in: f.c) == .applied)
      #expect(f.tree.children(of: f.root) == [f.b, f.c])
      #expect(f.tree.children(of: f.c) == [f.a])
      #expect(f.tree.parent(of: f.a) == f.c)
      #expect(f.tree.parent(of: f.grandchild) == f.a)
    }

    @Test func `the moved node keeps its geometry, now read in the new parent's space`() {
      var f = Family()
      // grandchild's (0, 0) is a's (10, 10), which is root (10, 10); under c it is root (210, 10).
      #expect(
        f.tree.convert(Point(x: 0, y: 0), from: f.grandchild, to: f.root) == Point(x: 10, y: 10))
      f.tree.insert(f.a, at: 0, in: f.c)
      #expect(
        f.tree.convert(Point(x: 0, y: 0), from: f.grandchild, to: f.root) == Point(x: 210, y: 10))
    }

    @Test(arguments: zip([0, 1, 2], [[1, 0, 2], [0, 1, 2], [0, 2, 1]]))
    func `within the same parent the index is the node's place afterwards`(
      index: Int, order: [Int]
    ) {
      var f = Family()
      let kids = [f.a, f.b, f.c]
      #expect(f.tree.insert(f.b, at: index, in: f.root) == .applied)
      #expect(f.tree.children(of: f.root) == order.map { kids[$0] })
    }

    @Test func `a root can be moved under a parent, and the index may be the child count`() {
      var f = Family()
      #expect(f.tree.insert(f.island, at: 3, in: f.root) == .applied)
      #expect(f.tree.children(of: f.root) == [f.a, f.b, f.c, f.island])
      #expect(f.tree.parent(of: f.island) == f.root)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
      var name: String
      var edit: @Sendable (inout ViewTree, Family) -> TreeEditResult
      var expected: TreeEditRefusal
      var testDescription: String { name }
    }

    @Test(arguments: [
      Refusal(
        name: "under itself", edit: { $0.insert($1.a, at: 0, in: $1.a) },
        expected: .parentInsideNode),
      Refusal(
        name: "under its child", edit: { $0.insert($1.a, at: 0, in: $1.grandchild) },
        expected: .parentInsideNode),
      Refusal(
        name: "a root under its grandchild", edit: { $0.insert($1.root, at: 0, in: $1.grandchild) },
        expected: .parentInsideNode),
      Refusal(
        name: "index -1", edit: { $0.insert($1.island, at: -1, in: $1.root) },
        expected: .indexOutOfRange),
      Refusal(
        name: "index past the end", edit: { $0.insert($1.island, at: 4, in: $1.root) },
        expected: .indexOutOfRange),
      Refusal(
        name: "same parent, index = count", edit: { $0.insert($1.a, at: 3, in: $1.root) },
        expected: .indexOutOfRange),
      Refusal(
        name: "foreign node",
        edit: { $0.insert(ViewTree.NodeID(rawValue: 1, tree: 8), at: 0, in: $1.root) },
        expected: .nodeNotInTree),
      Refusal(
        name: "never issued node",
        edit: { $0.insert(ViewTree.NodeID(rawValue: 6, tree: 7), at: 0, in: $1.root) },
        expected: .nodeNotInTree),
      Refusal(
        name: "foreign parent",
        edit: { $0.insert($1.a, at: 0, in: ViewTree.NodeID(rawValue: 0, tree: 8)) },
        expected: .parentNotInTree),
      Refusal(
        name: "negative parent index",
        edit: { $0.insert($1.a, at: 0, in: ViewTree.NodeID(rawValue: -1, tree: 7)) },
        expected: .parentNotInTree),
    ])
    func `a cycle, a bad index or a node not in the tree is refused, the tree unchanged`(
      r: Refusal
    ) {
      var f = Family()
      let before = f.tree
      #expect(r.edit(&f.tree, f) == .refused(r.expected))
      #expect(f.tree == before)
    }

    @Test func `a removed node or parent is refused`() {
      var f = Family()
      f.tree.removeFromParent(f.a)
      let before = f.tree
      #expect(f.tree.insert(f.grandchild, at: 0, in: f.b) == .refused(.nodeNotInTree))
      #expect(f.tree.insert(f.b, at: 0, in: f.a) == .refused(.parentNotInTree))
      #expect(f.tree == before)
    }
  }

  @Suite("bringToFront(_:) and sendToBack(_:)")
  struct Reordering {
    @Test func `bringing a node to the front makes it the last child and the hit`() {
      var f = Family()
      #expect(f.tree.hitTest(Point(x: 150, y: 50), in: f.root) == f.b)
      #expect(f.tree.bringToFront(f.a) == .applied)
      #expect(f.tree.children(of: f.root) == [f.b, f.c, f.a])
      #expect(f.tree.hitTest(Point(x: 150, y: 50), in: f.root) == f.a)
    }

    @Test func `sending a node to the back makes it the first child`() {
      var f = Family()
      #expect(f.tree.sendToBack(f.c) == .applied)
      #expect(f.tree.children(of: f.root) == [f.c, f.a, f.b])
      #expect(f.tree.hitTest(Point(x: 250, y: 50), in: f.root) == f.b)
    }

    @Test func `a node already in place is applied and nothing moves`() {
      var f = Family()
      let before = f.tree
      #expect(f.tree.bringToFront(f.c) == .applied)
      #expect(f.tree.sendToBack(f.a) == .applied)
      #expect(f.tree == before)
    }

    @Test func `a root or a node not in the tree is refused, the tree unchanged`() {
      var f = Family()
      f.tree.removeFromParent(f.grandchild)
      let before = f.tree
      #expect(f.tree.bringToFront(f.root) == .refused(.nodeIsRoot))
      #expect(f.tree.sendToBack(f.island) == .refused(.nodeIsRoot))
      #expect(f.tree.bringToFront(f.grandchild) == .refused(.nodeNotInTree))
      #expect(f.tree.sendToBack(ViewTree.NodeID(rawValue: 1, tree: 8)) == .refused(.nodeNotInTree))
      #expect(f.tree == before)
    }
  }

  @Suite("exchangeChild(at:withChildAt:in:)")
  struct Exchange {
    @Test func `exchanges two children and leaves the others`() {
      var f = Family()
      #expect(f.tree.exchangeChild(at: 0, withChildAt: 2, in: f.root) == .applied)
      #expect(f.tree.children(of: f.root) == [f.c, f.b, f.a])
    }

    @Test(arguments: [(-1, 0), (0, 3), (3, 3), (Int.min, Int.max)])
    func `an index out of range is refused, the tree unchanged`(i: Int, j: Int) {
      var f = Family()
      let before = f.tree
      #expect(f.tree.exchangeChild(at: i, withChildAt: j, in: f.root) == .refused(.indexOutOfRange))
      #expect(f.tree == before)
    }

    @Test func `a parent not in the tree is refused`() {
      var f = Family()
      f.tree.removeFromParent(f.a)
      let before = f.tree
      #expect(f.tree.exchangeChild(at: 0, withChildAt: 0, in: f.a) == .refused(.parentNotInTree))
      #expect(f.tree == before)
    }
  }

  @Suite("Editing in place")
  struct InPlace {
    /// A 10 001-node tree: a root with 100 children, each with 99 children.
    static func wide() -> (ViewTree, ViewTree.NodeID, [ViewTree.NodeID]) {
      var tree = ViewTree(identity: 1)
      let root = tree.addRoot(ViewGeometry(frame: Rect(x: 0, y: 0, width: 1000, height: 1000)))
      var branches: [ViewTree.NodeID] = []
      for i in 0..<100 {
        let branch = tree.add(
          ViewGeometry(frame: Rect(x: Double(i), y: 0, width: 10, height: 10)), to: root)!
        branches.append(branch)
        for j in 0..<99 {
          _ = tree.add(
            ViewGeometry(frame: Rect(x: Double(j), y: 1, width: 1, height: 1)), to: branch)
        }
      }
      return (tree, root, branches)
    }

    @Test func `reordering and moving nodes of a uniquely referenced tree allocates nothing`() {
      guard affinekit_allocation_counting_available() != 0 else { return }
      var (tree, root, branches) = Self.wide()
      let leaf = tree.children(of: branches[3]).last!
      // Warm up: each children array that receives a node grows once.
      tree.insert(leaf, at: 0, in: branches[7])
      tree.insert(leaf, at: 99, in: branches[3])
      let before = affinekit_allocation_count()
      for _ in 0..<100 {
        tree.bringToFront(branches[0])
        tree.sendToBack(branches[99])
        tree.exchangeChild(at: 1, withChildAt: 98, in: root)
        tree.insert(leaf, at: 0, in: branches[7])
        tree.insert(leaf, at: 99, in: branches[3])
      }
      #expect(affinekit_allocation_count() - before == 0)
      #expect(tree.count == 10_001)
    }

    @Test func `removing a subtree allocates nothing`() {
      guard affinekit_allocation_counting_available() != 0 else { return }
      var (tree, _, branches) = Self.wide()
      tree.removeFromParent(branches[99])  // warm-up: first use of the code path
      let before = affinekit_allocation_count()
      // A `while` over indices: a `for … in` iterator allocates in unoptimized builds.
      var i = 0
      while i < 50 {
        tree.removeFromParent(branches[i])
        i += 1
      }
      #expect(affinekit_allocation_count() - before == 0)
      #expect(tree.count == 4_901)
    }
  }
}
