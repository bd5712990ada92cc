// Layer-tree costs at 10⁵ nodes (package-benchmark): conversion grows with the depth only, a hit
// test with the nodes it visits, an edit with the parent's child count, and no edit copies the
// tree (mallocCountTotal stays at the children array's own growth, not 10⁵ allocations).
//
// Registered by calling `layerTreeEditBenchmarks()` from the `benchmarks` closure in
// Scenarios.swift. Each pair differs in one variable only: the same depth in a small and a
// 10⁵-node tree, depth 2 against depth 20, a hit found after few nodes or after many, an edit
// under a parent with 10 children or with 10 000.

import AffineKit
import Benchmark

/// The tree and the nodes the benchmarks use. Edits run in place on `tree` (a class holds it so
/// the benchmark closures mutate one uniquely referenced value instead of copying it).
final class LayerTreeFixture: @unchecked Sendable {
  var tree: LayerTree
  let root: LayerTree.NodeID
  /// Two nodes at depth 1 below the root.
  let shallow: [LayerTree.NodeID]
  /// Two nodes at depth 20 below the root, on different branches.
  let deep: [LayerTree.NodeID]
  /// A parent with 10 children and one with up to 10 000; the front-most child of each.
  let smallParent: LayerTree.NodeID
  let smallChild: LayerTree.NodeID
  let largeParent: LayerTree.NodeID
  let largeChild: LayerTree.NodeID

  /// Builds a tree of `count` nodes (at least about 1 200): a root with 100 branches of 10
  /// panels, two 18-node chains under panels of different branches (depth 20), a parent with 10
  /// children, a parent with up to 10 000, and leaves under the panels up to `count`.
  init(count: Int) {
    func layer(_ i: Int) -> LayerGeometry {
      var layer = LayerGeometry(
        frame: Rect(x: Double(i % 97), y: Double(i % 89), width: 40, height: 30))
      if i % 7 == 0 { layer.transform = AffineTransform(rotationAngle: 0.1) }
      return layer
    }
    var tree = LayerTree(identity: 0x7EE)
    let root = tree.addRoot(LayerGeometry(frame: Rect(x: 0, y: 0, width: 1000, height: 1000)))
    var branches: [LayerTree.NodeID] = []
    var panels: [LayerTree.NodeID] = []
    for b in 0..<100 {
      let branch = tree.add(layer(b), to: root)!
      branches.append(branch)
      for p in 0..<10 { panels.append(tree.add(layer(b * 10 + p), to: branch)!) }
    }
    var deep: [LayerTree.NodeID] = []
    for chain in 0..<2 {
      var node = panels[chain * 500]
      for d in 0..<18 { node = tree.add(layer(d), to: node)! }
      deep.append(node)
    }
    let smallParent = tree.add(layer(1), to: root)!
    var smallChild = smallParent
    for i in 0..<10 { smallChild = tree.add(layer(i), to: smallParent)! }
    let largeParent = tree.add(layer(2), to: root)!
    var largeChild = largeParent
    for i in 0..<max(1, min(10_000, count - tree.count - 1)) {
      largeChild = tree.add(layer(i), to: largeParent)!
    }
    var i = 0
    while tree.count < count {
      _ = tree.add(layer(i), to: panels[i % panels.count])
      i += 1
    }
    self.tree = tree
    self.root = root
    self.shallow = [branches[3], branches[97]]
    self.deep = deep
    self.smallParent = smallParent
    self.smallChild = smallChild
    self.largeParent = largeParent
    self.largeChild = largeChild
  }
}

func layerTreeEditBenchmarks() {
  let big = LayerTreeFixture(count: 100_000)
  let small = LayerTreeFixture(count: 1_200)
  let points: [Point] = (0..<64).map { (i: Int) -> Point in
    let x = Double(i * 13 % 1000)
    let y = Double(i * 29 % 1000)
    return Point(x: x, y: y)
  }

  // Conversion: the same depth (20 and 20, across branches) in 1 200 and 10⁵ nodes costs the
  // same; depth 2 costs less.
  for (name, fixture) in [("1k", small), ("100k", big)] {
    Benchmark("LayerTree\(name).ConvertDepth20") { benchmark in
      for _ in benchmark.scaledIterations {
        for p in points {
          blackHole(fixture.tree.convert(p, from: fixture.deep[0], to: fixture.deep[1]))
        }
      }
    }
  }
  Benchmark("LayerTree100k.ConvertDepth1") { benchmark in
    for _ in benchmark.scaledIterations {
      for p in points {
        blackHole(big.tree.convert(p, from: big.shallow[0], to: big.shallow[1]))
      }
    }
  }

  // Hit test: from the 10-child parent (11 nodes visited) and from the root (every node).
  Benchmark("LayerTree100k.HitTestSmallSubtree") { benchmark in
    for _ in benchmark.scaledIterations {
      for p in points { blackHole(big.tree.hitTest(p, in: big.smallParent)) }
    }
  }
  // Layers do not clip unless they mask, so a hit test from the root of this tree visits every
  // node (milliseconds each): 4 points, not 64.
  Benchmark("LayerTree100k.HitTestFromRoot") { benchmark in
    for _ in benchmark.scaledIterations {
      for p in points.prefix(4) { blackHole(big.tree.hitTest(p, in: big.root)) }
    }
  }

  // Edits, in place: bring to front and send to back under 10 and under 10 000 siblings, a move
  // between two parents and back, and adding then removing a 10-node subtree.
  for (name, parentChild) in [("10", big.smallChild), ("10000", big.largeChild)] {
    Benchmark("LayerTree100k.ReorderAmong\(name)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(big.tree.sendToBack(parentChild))
        blackHole(big.tree.bringToFront(parentChild))
      }
    }
  }
  Benchmark("LayerTree100k.MoveBetweenParents") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(big.tree.insert(big.smallChild, at: 0, in: big.shallow[0]))
      blackHole(big.tree.insert(big.smallChild, at: 9, in: big.smallParent))
    }
  }
  Benchmark("LayerTree100k.AddAndRemoveSubtree") { benchmark in
    for _ in benchmark.scaledIterations {
      let top = big.tree.add(LayerGeometry(), to: big.shallow[1])!
      var node = top
      for _ in 0..<9 { node = big.tree.add(LayerGeometry(), to: node)! }
      blackHole(big.tree.removeFromParent(top))
    }
  }
}
