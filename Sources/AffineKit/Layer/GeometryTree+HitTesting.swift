extension GeometryTree {
  /// Returns the front-most node that contains a point, or `nil`: UIKit's rule
  /// (`UIView.hitTest(_:with:)`) in a ``ViewTree``, Core Animation's (`CALayer.hitTest(_:)`) in a
  /// ``LayerTree``.
  ///
  /// One walk serves both; each node's ``NodeGeometry/hitTestBehavior`` is where the rules
  /// differ. Starting at `node`: a ``HitTestBehavior/skipped`` node (a hidden layer; a hidden,
  /// non-interactive or nearly transparent view) is skipped with its subtree; a
  /// ``HitTestBehavior/clippedToBounds`` node (every other view, a layer that masks to bounds)
  /// finds nothing outside its own bounds; otherwise the children are tried front-most (last)
  /// first, with the point mapped through each one's inverse map, so a rotated node is hit inside
  /// its rotated shape only and a sublayer sticking out of an unmasked layer is still found; if no
  /// child is hit, the node is hit when its bounds contain the point.
  ///
  /// Edge cases:
  /// - `node` not in the tree (from another tree, or removed): `nil`.
  /// - A NaN point hits nothing.
  /// - A child whose transform is singular (`inverse == nil`, e.g. scale 0) has zero area: it and
  ///   its subtree are skipped (`inverted()` would hand back the singular map and hit everywhere).
  ///
  /// - Parameters:
  ///   - point: The point, in `node`'s bounds coordinate space.
  ///   - node: The node to start from (usually the root, like a window).
  /// - Complexity: O(the nodes visited), whatever the size of the tree; no allocation. The walk
  ///   recurses once per level, so its stack grows with the depth below `node`.
  @inlinable
  public func hitTest(_ point: Point, in node: NodeID) -> NodeID? {
    guard contains(node) else { return nil }
    return hitTestWalk(point, node.rawValue).map { NodeID(rawValue: $0, tree: identity) }
  }

  /// The walk behind ``hitTest(_:in:)``, from the node at `index` with `point` in its space.
  @inlinable
  func hitTestWalk(_ point: Point, _ index: Int) -> Int? {
    let node = entries[index].geometry
    let behavior = node.hitTestBehavior
    if behavior == .skipped { return nil }
    let inside = node.bounds.contains(point)
    if behavior == .clippedToBounds && !inside { return nil }
    // Front-most (last) child first. A `while` over indices, not `for … in reversed()`: the
    // iterator allocates in unoptimized builds.
    var i = entries[index].children.count
    while i > 0 {
      i -= 1
      let child = entries[index].children[i]
      // A singular node has zero area and cannot be hit (inverted() would return the singular
      // map unchanged and hit everywhere).
      guard let inverse = entries[child].geometry.transformToParent.inverse else { continue }
      if let hit = hitTestWalk(point.applying(inverse), child) { return hit }
    }
    return inside ? index : nil
  }
}
