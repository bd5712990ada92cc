/// The outcome of an edit of a ``GeometryTree``: applied, or refused with the reason.
///
/// A refused edit leaves the tree bit-identical (`==` to the tree before the call).
///
///     var tree = ViewTree()
///     let root = tree.addRoot(ViewGeometry())
///     let child = tree.add(ViewGeometry(), to: root)!
///     tree.insert(root, at: 0, in: child)   // .refused(.parentInsideNode): a cycle
public enum TreeEditResult: Hashable, Sendable {
  /// The edit was made.
  case applied

  /// The edit was refused for the given reason; the tree is unchanged.
  case refused(TreeEditRefusal)
}

/// Why an edit of a ``GeometryTree`` was refused.
public enum TreeEditRefusal: Hashable, Sendable {
  /// The node to move or remove is not in the tree: an identifier from another tree, of a
  /// removed node, or one the tree never issued.
  case nodeNotInTree

  /// The parent named by the edit is not in the tree (for the same reasons).
  case parentNotInTree

  /// The node is a root: it has no parent, so it has no siblings to be reordered among.
  case nodeIsRoot

  /// A child index is outside the parent's children (for an insertion, outside `0...count`,
  /// where `count` does not include the node being moved).
  case indexOutOfRange

  /// The new parent is the node itself or one of its descendants: the edit would make a cycle.
  case parentInsideNode
}
