import AffineKit
import Testing

/// An independent model of a tree's structure: what each edit should do, written without the
/// tree's code, so a tree rebuilt from it is the reference after every edit.
private struct Model<Node: NodeGeometry> {
  var geometry: [Int: Node] = [:]
  var parent: [Int: Int] = [:]
  var children: [Int: [Int]] = [:]
  /// Roots in the order they were added.
  var roots: [Int] = []

  func isLive(_ id: Int) -> Bool { geometry[id] != nil }

  func isInside(_ candidate: Int, _ node: Int) -> Bool {
    var current: Int? = candidate
    while let c = current {
      if c == node { return true }
      current = parent[c]
    }
    return false
  }

  mutating func detach(_ node: Int) {
    if let p = parent[node] {
      children[p]!.removeAll { $0 == node }
      parent[node] = nil
    } else {
      roots.removeAll { $0 == node }
    }
  }

  mutating func remove(_ node: Int) {
    for child in children[node] ?? [] { remove(child) }
    geometry[node] = nil
    parent[node] = nil
    children[node] = nil
    roots.removeAll { $0 == node }
  }

  /// The tree with this structure, built from scratch, and the map from model ids to its ids.
  func rebuilt() -> (GeometryTree<Node>, [Int: GeometryTree<Node>.NodeID]) {
    var tree = GeometryTree<Node>(identity: 0xB1D)
    var ids: [Int: GeometryTree<Node>.NodeID] = [:]
    func add(_ node: Int, under parent: GeometryTree<Node>.NodeID) {
      ids[node] = tree.add(geometry[node]!, to: parent)!
      for child in children[node]! { add(child, under: ids[node]!) }
    }
    for root in roots {
      ids[root] = tree.addRoot(geometry[root]!)
      for child in children[root]! { add(child, under: ids[root]!) }
    }
    return (tree, ids)
  }
}

/// Applies `edits` random edits (valid and invalid) to a tree and to the model, and after each
/// one checks the result, the structure, and conversions and hit tests against a rebuilt tree.
private func checkRandomEdits<Node: NodeGeometry>(
  seed: UInt64, edits: Int, makeGeometry: (inout SplitMix64) -> Node
) {
  typealias ID = GeometryTree<Node>.NodeID
  var rng = SplitMix64(seed: seed)
  var tree = GeometryTree<Node>(identity: seed)
  var model = Model<Node>()
  var issued = 0
  var applied = [0, 0, 0, 0, 0, 0]
  var largest = 0

  func addRoot(_ rng: inout SplitMix64) {
    let g = makeGeometry(&rng)
    let id = tree.addRoot(g)
    #expect(id.rawValue == issued)
    model.geometry[issued] = g
    model.children[issued] = []
    model.roots.append(issued)
    issued += 1
  }
  addRoot(&rng)

  for step in 0..<edits {
    // Mostly a node in the tree; sometimes a removed one, one never issued, or one from another
    // tree.
    func anyID(_ rng: inout SplitMix64) -> ID {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0: return ID(rawValue: issued, tree: seed)
      case 1: return ID(rawValue: 0, tree: seed &+ 1)
      case 2, 3, 4: return ID(rawValue: Int.random(in: 0..<issued, using: &rng), tree: seed)
      default:
        let live = model.geometry.keys.sorted()
        guard let node = live.randomElement(using: &rng) else { return ID(rawValue: 0, tree: seed) }
        return ID(rawValue: node, tree: seed)
      }
    }
    func known(_ id: ID) -> Bool { id.tree == seed && model.isLive(id.rawValue) }

    let before = tree
    let result: TreeEditResult
    let expected: TreeEditResult
    // Adds 30 %, removals 6 %, moves 20 %, reorders 14 % each way, exchanges 8 %, geometry 8 %.
    let roll = Int.random(in: 0..<100, using: &rng)
    let kind = [(30, 0), (36, 1), (56, 2), (70, 3), (84, 4), (92, 5), (100, 6)].first {
      roll < $0.0
    }!.1
    switch kind {
    case 0:
      if Int.random(in: 0..<8, using: &rng) == 0 || model.roots.isEmpty {
        addRoot(&rng)
        continue
      }
      let parent = anyID(&rng)
      let g = makeGeometry(&rng)
      let added = tree.add(g, to: parent)
      if known(parent) {
        #expect(added == ID(rawValue: issued, tree: seed))
        model.geometry[issued] = g
        model.children[issued] = []
        model.parent[issued] = parent.rawValue
        model.children[parent.rawValue]!.append(issued)
        issued += 1
      } else {
        #expect(added == nil && tree == before)
      }
      continue
    case 1:
      let node = anyID(&rng)
      result = tree.removeFromParent(node)
      if known(node) {
        expected = .applied
        model.detach(node.rawValue)
        model.remove(node.rawValue)
      } else {
        expected = .refused(.nodeNotInTree)
      }
    case 2:
      let node = anyID(&rng)
      let parent = anyID(&rng)
      let count = known(parent) ? model.children[parent.rawValue]!.count : 0
      let index = Int.random(in: -1...(count + 1), using: &rng)
      result = tree.insert(node, at: index, in: parent)
      if !known(node) {
        expected = .refused(.nodeNotInTree)
      } else if !known(parent) {
        expected = .refused(.parentNotInTree)
      } else if model.isInside(parent.rawValue, node.rawValue) {
        expected = .refused(.parentInsideNode)
      } else {
        let others = count - (model.parent[node.rawValue] == parent.rawValue ? 1 : 0)
        if index < 0 || index > others {
          expected = .refused(.indexOutOfRange)
        } else {
          expected = .applied
          model.detach(node.rawValue)
          model.children[parent.rawValue]!.insert(node.rawValue, at: index)
          model.parent[node.rawValue] = parent.rawValue
        }
      }
    case 3, 4:
      let node = anyID(&rng)
      result = kind == 3 ? tree.bringToFront(node) : tree.sendToBack(node)
      if !known(node) {
        expected = .refused(.nodeNotInTree)
      } else if let parent = model.parent[node.rawValue] {
        expected = .applied
        model.children[parent]!.removeAll { $0 == node.rawValue }
        if kind == 3 {
          model.children[parent]!.append(node.rawValue)
        } else {
          model.children[parent]!.insert(node.rawValue, at: 0)
        }
      } else {
        expected = .refused(.nodeIsRoot)
      }
    case 5:
      // Mostly a parent with children, so that some exchanges apply.
      let parents = model.children.filter { !$0.value.isEmpty }.keys.sorted()
      let parent =
        Int.random(in: 0..<4, using: &rng) == 0 || parents.isEmpty
        ? anyID(&rng) : ID(rawValue: parents.randomElement(using: &rng)!, tree: seed)
      let count = known(parent) ? model.children[parent.rawValue]!.count : 0
      // Mostly valid indices; sometimes -1 or the count.
      func index(_ rng: inout SplitMix64) -> Int {
        Int.random(in: 0..<5, using: &rng) == 0 || count == 0
          ? (Bool.random(using: &rng) ? -1 : count) : Int.random(in: 0..<count, using: &rng)
      }
      let i = index(&rng)
      let j = index(&rng)
      result = tree.exchangeChild(at: i, withChildAt: j, in: parent)
      if !known(parent) {
        expected = .refused(.parentNotInTree)
      } else if i < 0 || i >= count || j < 0 || j >= count {
        expected = .refused(.indexOutOfRange)
      } else {
        expected = .applied
        model.children[parent.rawValue]!.swapAt(i, j)
      }
    default:
      let node = anyID(&rng)
      let g = makeGeometry(&rng)
      tree[node] = g
      if known(node) { model.geometry[node.rawValue] = g } else { #expect(tree == before) }
      continue
    }
    #expect(result == expected, "step \(step)")
    if result != .applied { #expect(tree == before, "step \(step)") } else { applied[kind] += 1 }
    largest = max(largest, tree.count)

    // Structure: the same nodes, parents and children, in order.
    let (reference, ids) = model.rebuilt()
    #expect(tree.count == model.geometry.count && reference.count == tree.count)
    for node in model.geometry.keys {
      let id = ID(rawValue: node, tree: seed)
      #expect(tree.parent(of: id)?.rawValue == model.parent[node], "step \(step)")
      #expect(tree.children(of: id).map(\.rawValue) == model.children[node]!, "step \(step)")
    }
    // Conversions and hit tests: those of the tree rebuilt from scratch, bit for bit.
    let live = model.geometry.keys.sorted()
    for _ in 0..<(live.isEmpty ? 0 : 12) {
      let a = live.randomElement(using: &rng)!
      let b = live.randomElement(using: &rng)!
      let got = tree.transform(from: ID(rawValue: a, tree: seed), to: ID(rawValue: b, tree: seed))
      let want = reference.transform(from: ids[a]!, to: ids[b]!)
      #expect(got == want, "step \(step): \(a) to \(b)")
    }
    for root in model.roots {
      for _ in 0..<6 {
        let p = Point(
          x: Double(Int.random(in: -20...220, using: &rng)),
          y: Double(Int.random(in: -20...220, using: &rng)))
        let got = tree.hitTest(p, in: ID(rawValue: root, tree: seed))
        let want = reference.hitTest(p, in: ids[root]!)
        let mapped = got.map { ids[$0.rawValue]! }
        #expect(mapped == want, "step \(step): hit at \(p)")
      }
    }
  }
  // The sequence exercised every kind of edit on a tree of some size.
  #expect(applied[1...5].allSatisfy { $0 >= 5 } && largest >= 15, "\(applied), \(largest)")
}

/// A transform UI code makes: the identity, a scale, a quarter turn or a small rotation.
private func uiTransform(_ rng: inout SplitMix64) -> AffineTransform {
  switch Int.random(in: 0..<5, using: &rng) {
  case 0: return AffineTransform(scaleX: 2, y: 0.5)
  case 1: return AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
  case 2: return AffineTransform(rotationAngle: 0.3).translatedBy(x: 3, y: -5)
  default: return .identity
  }
}

private func frame(_ rng: inout SplitMix64) -> Rect {
  Rect(
    x: Double(Int.random(in: -20...150, using: &rng)),
    y: Double(Int.random(in: -20...150, using: &rng)),
    width: Double(Int.random(in: 1...120, using: &rng)),
    height: Double(Int.random(in: 1...120, using: &rng)))
}

extension GeometryTreeTests {
  @Suite("Editing laws")
  struct EditingLaws {
    @Test(arguments: [0xED17 as UInt64, 0x5EED_0001, 0x7EE_7EE])
    func `after every edit of a view tree, conversions and hit tests equal a rebuilt tree's`(
      seed: UInt64
    ) {
      checkRandomEdits(seed: seed, edits: 400) { rng -> ViewGeometry in
        var view = ViewGeometry(frame: frame(&rng))
        view.transform = uiTransform(&rng)
        view.isHidden = Int.random(in: 0..<10, using: &rng) == 0
        return view
      }
    }

    @Test(arguments: [0xA7E2 as UInt64, 0x1A7E_0002])
    func `after every edit of a layer tree, conversions and hit tests equal a rebuilt tree's`(
      seed: UInt64
    ) {
      checkRandomEdits(seed: seed, edits: 400) { rng -> LayerGeometry in
        var layer = LayerGeometry(frame: frame(&rng))
        layer.transform = uiTransform(&rng)
        layer.masksToBounds = Bool.random(using: &rng)
        return layer
      }
    }
  }
}
