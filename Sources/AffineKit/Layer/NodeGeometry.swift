/// The geometry of one node of a ``GeometryTree``: what the tree needs to convert coordinates
/// between nodes and to hit-test them. ``LayerGeometry`` and ``ViewGeometry`` conform.
///
/// A hit test walks every kind of node the same way (``GeometryTree/hitTest(_:in:)``); the node
/// supplies its map to the parent, its bounds and its ``HitTestBehavior``, which is where UIKit's
/// rule for views and Core Animation's rule for layers differ.
public protocol NodeGeometry: Hashable, Sendable {
  /// The map from the node's own (bounds) space to its parent's, in points.
  var transformToParent: AffineTransform { get }

  /// The node's own coordinate space: a point is inside the node when `bounds.contains(point)`
  /// (min edges in, max edges out), in points.
  var bounds: Rect { get }

  /// How a hit test treats the node and its subtree.
  var hitTestBehavior: HitTestBehavior { get }
}

/// How a hit test treats one node of a ``GeometryTree`` and the nodes below it: the one place
/// where UIKit's rule for views and Core Animation's rule for layers differ.
///
/// Whatever the behaviour, a node that is not skipped is itself hit only inside its own
/// ``NodeGeometry/bounds``, and its children are tried front-most (last) first, each through its
/// inverse map.
public enum HitTestBehavior: Hashable, Sendable {
  /// Neither the node nor anything below it can be hit: a hidden layer; a view that is hidden,
  /// not interactive, or nearly transparent.
  case skipped

  /// A point outside the node's bounds hits neither the node nor anything below it: every view
  /// that is not skipped (UIKit, clipped or not), and a layer that masks to its bounds.
  case clippedToBounds

  /// A point outside the node's bounds can still hit a child that sticks out of it: a layer that
  /// does not mask to its bounds (Core Animation).
  case unclipped
}

extension LayerGeometry: NodeGeometry {
  /// The map to the superlayer's space: ``transformToSuperlayer``.
  @inlinable
  public var transformToParent: AffineTransform { transformToSuperlayer }

  /// Core Animation's rule (`CALayer.hitTest(_:)`): ``HitTestBehavior/skipped`` when hidden,
  /// ``HitTestBehavior/clippedToBounds`` when the layer masks to its bounds, otherwise
  /// ``HitTestBehavior/unclipped``, so a sublayer sticking out of its parent is still found.
  @inlinable
  public var hitTestBehavior: HitTestBehavior {
    if isHidden { return .skipped }
    return masksToBounds ? .clippedToBounds : .unclipped
  }
}

extension ViewGeometry: NodeGeometry {
  /// The map to the superview's space: ``transformToSuperview``.
  @inlinable
  public var transformToParent: AffineTransform { transformToSuperview }

  /// UIKit's rule (`UIView.hitTest(_:with:)`): ``HitTestBehavior/skipped`` when the view is
  /// hidden, not interactive, or has an alpha below 0.01; otherwise
  /// ``HitTestBehavior/clippedToBounds``, whatever ``clipsToBounds`` says.
  ///
  /// Edge cases: a NaN alpha is skipped (it is not `>= 0.01`).
  @inlinable
  public var hitTestBehavior: HitTestBehavior {
    if isHidden || !isUserInteractionEnabled || !(alpha >= 0.01) { return .skipped }
    return .clippedToBounds
  }
}
