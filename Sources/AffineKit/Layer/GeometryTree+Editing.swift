extension GeometryTree {
  /// Removes a node and everything below it from the tree, as `removeFromSuperview()` does, and
  /// returns ``TreeEditResult/applied``; removing a root removes its whole tree.
  ///
  /// The identifiers of the removed nodes are never issued again: from now on the tree answers
  /// them with `nil` (lookups, conversions, hit tests) or a refusal (edits).
  ///
  ///     var tree = ViewTree()
  ///     let root = tree.addRoot(ViewGeometry())
  ///     let child = tree.add(ViewGeometry(), to: root)!
  ///     tree.removeFromParent(child)   // .applied
  ///     tree[child]                    // nil
  ///
  /// Edge cases:
  /// - A node not in the tree (another tree's, already removed, never issued):
  ///   ``TreeEditRefusal/nodeNotInTree``, tree unchanged.
  ///
  /// - Parameter node: The node to remove with its subtree.
  /// - Complexity: O(the parent's child count + the number of nodes removed); no allocation.
  @inlinable
  @discardableResult
  public mutating func removeFromParent(_ node: NodeID) -> TreeEditResult {
    guard contains(node) else { return .refused(.nodeNotInTree) }
    let top = node.rawValue
    if let parent = entries[top].parent { detach(top, from: parent) }
    // Depth-first without a stack: pop a child off the current node and descend into it; when a
    // node has no children left, mark it removed and climb to its parent. Popping also releases
    // each removed node's children array.
    var current = top
    while true {
      if let child = entries[current].children.popLast() {
        current = child
        continue
      }
      let up = entries[current].parent
      entries[current].parent = nil
      entries[current].isRemoved = true
      liveCount -= 1
      if current == top { break }
      // A node below `top` always has a parent (it was reached from it).
      current = up ?? top
    }
    return .applied
  }

  /// Moves a node, with its subtree, to index `index` among the children of `parent`, as
  /// `insertSubview(_:at:)` and `insertSublayer(_:at:)` do: afterwards
  /// `children(of: parent)[index] == node`. The node may come from anywhere in the tree (another
  /// parent, the same parent, or a root); its geometry is kept as it is, so it is now read in the
  /// new parent's bounds space.
  ///
  ///     var tree = ViewTree()
  ///     let root = tree.addRoot(ViewGeometry())
  ///     let a = tree.add(ViewGeometry(), to: root)!
  ///     let b = tree.add(ViewGeometry(), to: root)!
  ///     tree.insert(b, at: 0, in: root)   // .applied
  ///     tree.children(of: root)           // [b, a]
  ///
  /// Edge cases:
  /// - `node` not in the tree: ``TreeEditRefusal/nodeNotInTree``; `parent` not in the tree:
  ///   ``TreeEditRefusal/parentNotInTree``.
  /// - `parent` is `node` or below it: ``TreeEditRefusal/parentInsideNode`` (a cycle).
  /// - `index` outside `0...n`, with `n` the number of `parent`'s children other than `node`:
  ///   ``TreeEditRefusal/indexOutOfRange``.
  /// - Every refusal leaves the tree unchanged.
  ///
  /// - Parameters:
  ///   - node: The node to move.
  ///   - index: Its index among `parent`'s children afterwards; 0 is back-most.
  ///   - parent: The new parent.
  /// - Complexity: O(depth of `parent` + the child counts of the old and new parents); no copy of
  ///   the tree, and no allocation unless `parent`'s children array must grow.
  @inlinable
  @discardableResult
  public mutating func insert(_ node: NodeID, at index: Int, in parent: NodeID) -> TreeEditResult {
    guard contains(node) else { return .refused(.nodeNotInTree) }
    guard contains(parent) else { return .refused(.parentNotInTree) }
    // A cycle exactly when `node` is `parent` or one of its ancestors.
    var ancestor: Int? = parent.rawValue
    while let a = ancestor {
      if a == node.rawValue { return .refused(.parentInsideNode) }
      ancestor = entries[a].parent
    }
    let oldParent = entries[node.rawValue].parent
    let siblings = entries[parent.rawValue].children.count - (oldParent == parent.rawValue ? 1 : 0)
    guard index >= 0 && index <= siblings else { return .refused(.indexOutOfRange) }
    if let oldParent { detach(node.rawValue, from: oldParent) }
    place(node.rawValue, at: index, in: parent.rawValue)
    entries[node.rawValue].parent = parent.rawValue
    return .applied
  }

  /// Moves a node to the front of its siblings (the end of its parent's children), as
  /// `bringSubviewToFront(_:)` does.
  ///
  /// Edge cases:
  /// - A node not in the tree: ``TreeEditRefusal/nodeNotInTree``; a root:
  ///   ``TreeEditRefusal/nodeIsRoot``; the tree is unchanged.
  /// - A node already in front: ``TreeEditResult/applied``, nothing moves.
  ///
  /// - Parameter node: The node to bring to the front.
  /// - Complexity: O(the parent's child count); no allocation.
  @inlinable
  @discardableResult
  public mutating func bringToFront(_ node: NodeID) -> TreeEditResult {
    guard contains(node) else { return .refused(.nodeNotInTree) }
    guard let parent = entries[node.rawValue].parent else { return .refused(.nodeIsRoot) }
    detach(node.rawValue, from: parent)
    entries[parent].children.append(node.rawValue)
    return .applied
  }

  /// Moves a node to the back of its siblings (the start of its parent's children), as
  /// `sendSubviewToBack(_:)` does.
  ///
  /// Edge cases:
  /// - A node not in the tree: ``TreeEditRefusal/nodeNotInTree``; a root:
  ///   ``TreeEditRefusal/nodeIsRoot``; the tree is unchanged.
  /// - A node already at the back: ``TreeEditResult/applied``, nothing moves.
  ///
  /// - Parameter node: The node to send to the back.
  /// - Complexity: O(the parent's child count); no allocation.
  @inlinable
  @discardableResult
  public mutating func sendToBack(_ node: NodeID) -> TreeEditResult {
    guard contains(node) else { return .refused(.nodeNotInTree) }
    guard let parent = entries[node.rawValue].parent else { return .refused(.nodeIsRoot) }
    detach(node.rawValue, from: parent)
    place(node.rawValue, at: 0, in: parent)
    return .applied
  }

  /// Exchanges the children of `parent` at two indices, as `exchangeSubview(at:withSubviewAt:)`
  /// does.
  ///
  /// Edge cases:
  /// - `parent` not in the tree: ``TreeEditRefusal/parentNotInTree``; an index outside
  ///   `0..<children(of: parent).count`: ``TreeEditRefusal/indexOutOfRange``; the tree is
  ///   unchanged.
  /// - Equal indices: ``TreeEditResult/applied``, nothing moves.
  ///
  /// - Parameters:
  ///   - index1: The index of one child; 0 is back-most.
  ///   - index2: The index of the other.
  ///   - parent: Their parent.
  /// - Complexity: O(1); no allocation.
  @inlinable
  @discardableResult
  public mutating func exchangeChild(
    at index1: Int, withChildAt index2: Int, in parent: NodeID
  ) -> TreeEditResult {
    guard contains(parent) else { return .refused(.parentNotInTree) }
    let count = entries[parent.rawValue].children.count
    guard index1 >= 0 && index1 < count && index2 >= 0 && index2 < count else {
      return .refused(.indexOutOfRange)
    }
    entries[parent.rawValue].children.withUnsafeMutableBufferPointer { children in
      let first = children[index1]
      children[index1] = children[index2]
      children[index2] = first
    }
    return .applied
  }

  /// Inserts `child` at `index` (in `0...count`) among `parent`'s children, shifting the ones
  /// after it. Written as an append and a shift in a buffer because `Array.insert(_:at:)`,
  /// `swapAt` and element writes through `entries[parent].children[i]` allocate in unoptimized
  /// builds.
  @inlinable
  mutating func place(_ child: Int, at index: Int, in parent: Int) {
    entries[parent].children.append(child)
    entries[parent].children.withUnsafeMutableBufferPointer { children in
      var i = children.count - 1
      while i > index {
        children[i] = children[i - 1]
        i -= 1
      }
      children[index] = child
    }
  }

  /// Removes `child` from `parent`'s children (it must be one), keeping the others in order. The
  /// child's own `parent` field is left for the caller to set.
  @inlinable
  mutating func detach(_ child: Int, from parent: Int) {
    // A `while` over indices, not `firstIndex(of:)`: it stays allocation-free in debug builds.
    var i = entries[parent].children.count
    while i > 0 {
      i -= 1
      if entries[parent].children[i] == child {
        entries[parent].children.remove(at: i)
        return
      }
    }
  }
}
