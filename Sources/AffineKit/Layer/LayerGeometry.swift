/// The geometry of a Core Animation layer: `bounds`, `position`, `anchorPoint` and an affine
/// `transform`, related exactly as `CALayer` relates them, plus the two flags its hit test reads.
///
/// Spaces: ``bounds`` is in the layer's own coordinate space (its sublayers are positioned in it);
/// ``position`` and ``frame`` are in the superlayer's coordinate space. All lengths are points,
/// y grows downward.
///
/// The one map everything follows from: a point `p` in the layer's own space lands in the
/// superlayer at
///
///     p' = position + L·(p − A) + t
///
/// where `A = bounds.origin + anchorPoint ⊙ bounds.size` is the anchor in bounds space, `L` the
/// linear part of ``transform`` and `t` its translation. So the transform is applied about the
/// anchor point, the anchor lands on `position + t`, and `bounds.origin` does not move the layer
/// but shifts its sublayers by `-bounds.origin`.
///
///     var layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 50),
///                               position: Point(x: 130, y: 145))
///     layer.frame                                   // (80.0, 120.0, 100.0, 50.0)
///     layer.transform = AffineTransform(scaleX: 2, y: 2)
///     layer.frame                                   // (30.0, 95.0, 200.0, 100.0), as UIKit prints
///
/// Edge cases:
/// - A singular transform (scale 0) never traps: ``frame`` is the degenerate bounding box and
///   ``transformFromSuperlayer`` follows `AffineTransform.inverted()` (it returns the singular map
///   unchanged, as CoreGraphics does).
/// - NaN and infinities in any field propagate into every derived value.
public struct LayerGeometry: Hashable, Sendable {
  /// The layer's bounds, in its own coordinate space. The size is the layer's untransformed size;
  /// the origin is the own-space coordinate of the bounds' top-left corner (shifting it moves the
  /// sublayers, not the layer).
  ///
  /// Assigning keeps ``position``, so a size change grows or shrinks the layer about its anchor.
  ///
  /// Edge cases: stored as given. A negative size is kept (``frame`` and hit tests standardize
  /// it; `==` compares it componentwise); null or NaN bounds propagate into ``frame`` and the
  /// maps, and contain no point.
  public var bounds: Rect

  /// Where the anchor point sits in the superlayer's coordinate space, in points, before the
  /// transform's translation is added.
  ///
  /// Assigning moves the layer rigidly.
  ///
  /// Edge cases: stored as given; NaN or infinities propagate into ``frame`` and the maps.
  public var position: Point

  /// The point the layer is positioned by and transformed about, in unit coordinates of the bounds:
  /// `(0, 0)` is the top-left corner, `(1, 1)` the bottom-right, `(0.5, 0.5)` (the default) the
  /// centre.
  ///
  /// Plain assignment keeps ``position``, so the layer moves (as on a device, and as the post "CALayer의 anchorPoint 톺아보기" shows). Use
  /// ``setAnchorPointPreservingFrame(_:)`` to change it without moving the layer.
  ///
  /// Edge cases: not clamped to 0...1 (values outside put the anchor outside the bounds, as Core
  /// Animation allows); NaN propagates into ``frame`` and the maps.
  public var anchorPoint: Point

  /// The affine transform applied about the anchor point; its translation is in points of the
  /// superlayer's space.
  ///
  /// Edge cases: any transform is accepted. A singular one makes ``frame`` degenerate and the
  /// layer unhittable in a ``GeometryTree``; NaN entries propagate.
  public var transform: AffineTransform

  /// Whether the layer is hidden; a hidden layer and its sublayers are never hit.
  ///
  /// Edge cases: none; it does not change any geometry.
  public var isHidden: Bool

  /// Whether the layer clips its sublayers to its bounds. For hit testing (the Core Animation rule)
  /// a point outside a masking layer's bounds finds neither it nor its sublayers.
  ///
  /// Edge cases: with empty or null bounds a masking layer finds nothing.
  public var masksToBounds: Bool

  /// Creates a layer geometry.
  ///
  /// - Parameters:
  ///   - bounds: The bounds, in the layer's own space. Defaults to `.zero`.
  ///   - position: The anchor's position in the superlayer's space. Defaults to `.zero`.
  ///   - anchorPoint: The anchor in unit coordinates of the bounds. Defaults to `(0.5, 0.5)`.
  ///   - transform: The transform applied about the anchor. Defaults to `.identity`.
  ///   - isHidden: Whether the layer is hidden. Defaults to `false`.
  ///   - masksToBounds: Whether the layer clips its sublayers. Defaults to `false`.
  @inlinable
  public init(
    bounds: Rect = .zero, position: Point = .zero, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    transform: AffineTransform = .identity, isHidden: Bool = false, masksToBounds: Bool = false
  ) {
    self.bounds = bounds
    self.position = position
    self.anchorPoint = anchorPoint
    self.transform = transform
    self.isHidden = isHidden
    self.masksToBounds = masksToBounds
  }

  /// Creates a layer with the given frame, an identity transform and a centred anchor: bounds
  /// `(0, 0, width, height)` of the standardized frame and position at the frame's centre.
  ///
  /// - Parameter frame: The frame, in the superlayer's space.
  @inlinable
  public init(frame: Rect) {
    self.init()
    self.frame = frame
  }

  /// The anchor point in the layer's own (bounds) coordinate space, in points:
  /// `bounds.origin + anchorPoint ⊙ bounds.size`.
  ///
  ///     LayerGeometry(bounds: Rect(x: 10, y: 0, width: 100, height: 50)).anchorInBounds
  ///     // (60.0, 25.0)
  ///
  /// Edge cases:
  /// - A negative bounds size is used as stored (not standardized), as Core Animation does.
  /// - Null bounds (`+∞` origin) or NaN fields give non-finite coordinates.
  @inlinable
  public var anchorInBounds: Point {
    Point(
      x: bounds.origin.x + anchorPoint.x * bounds.size.width,
      y: bounds.origin.y + anchorPoint.y * bounds.size.height)
  }

  /// The map from the layer's own space to its superlayer's: `p' = position + L·(p − A) + t`.
  ///
  /// Equivalent to `AffineTransform(translationX: -A.x, y: -A.y).concatenating(transform)`
  /// `.concatenating(AffineTransform(translationX: position.x, y: position.y))`, with
  /// `A` = ``anchorInBounds``.
  ///
  /// Edge cases:
  /// - Non-finite fields give non-finite entries.
  @inlinable
  public var transformToSuperlayer: AffineTransform {
    let anchor = anchorInBounds
    let t = transform
    // position + L·(p − A) + t  =  L·p + (position + t − L·A)
    return AffineTransform(
      a: t.a, b: t.b, c: t.c, d: t.d,
      tx: position.x + (t.tx - (t.a * anchor.x + t.c * anchor.y)),
      ty: position.y + (t.ty - (t.b * anchor.x + t.d * anchor.y)))
  }

  /// The map from the superlayer's space to the layer's own: ``transformToSuperlayer`` inverted.
  ///
  /// Edge cases:
  /// - A singular ``transform`` makes the map singular; then this is the singular map itself,
  ///   unchanged, following `AffineTransform.inverted()` (CoreGraphics' rule). The conversion is
  ///   meaningless there; check `transform.determinant != 0` when it matters.
  @inlinable
  public var transformFromSuperlayer: AffineTransform {
    transformToSuperlayer.inverted()
  }

  /// Converts a point from the layer's own space to its superlayer's.
  ///
  /// Edge cases:
  /// - Defined for every transform, singular included (no inverse is needed); non-finite fields
  ///   or points propagate.
  ///
  /// - Parameter point: A point in the layer's bounds coordinate space.
  /// - Returns: The same point in the superlayer's coordinate space.
  @inlinable
  public func convertToSuperlayer(_ point: Point) -> Point {
    point.applying(transformToSuperlayer)
  }

  /// Converts a point from the superlayer's space to the layer's own.
  ///
  /// Edge cases:
  /// - Singular transform: the singular map is applied unchanged, CoreGraphics' rule for
  ///   `CGAffineTransformInvert` (its header: "If `t` has zero determinant, then `t` is returned
  ///   unchanged"), so the result is not a true preimage; see ``transformFromSuperlayer``.
  ///
  /// - Parameter point: A point in the superlayer's coordinate space.
  /// - Returns: The same point in the layer's bounds coordinate space.
  @inlinable
  public func convertFromSuperlayer(_ point: Point) -> Point {
    point.applying(transformFromSuperlayer)
  }

  /// Converts a rectangle from the layer's own space to its superlayer's: the bounding box of its
  /// four converted corners.
  ///
  /// Edge cases: as `Rect.applying(_:)` (null stays null, infinite stays infinite).
  ///
  /// - Parameter rect: A rectangle in the layer's bounds coordinate space.
  /// - Returns: Its bounding box in the superlayer's coordinate space.
  @inlinable
  public func convertToSuperlayer(_ rect: Rect) -> Rect {
    rect.applying(transformToSuperlayer)
  }

  /// Converts a rectangle from the superlayer's space to the layer's own: the bounding box of its
  /// four converted corners.
  ///
  /// Edge cases: as `Rect.applying(_:)`; singular transform: the singular map is applied
  /// unchanged (CoreGraphics' `CGAffineTransformInvert` rule, see ``transformFromSuperlayer``).
  ///
  /// - Parameter rect: A rectangle in the superlayer's coordinate space.
  /// - Returns: Its bounding box in the layer's bounds coordinate space.
  @inlinable
  public func convertFromSuperlayer(_ rect: Rect) -> Rect {
    rect.applying(transformFromSuperlayer)
  }

  /// Returns whether a point in the layer's own space is inside its bounds, as
  /// `CALayer.contains(_:)`: min edges in, max edges out, empty bounds contain nothing.
  ///
  /// Edge cases:
  /// - Negative bounds sizes are standardized (`Rect.contains(_:)`); null bounds or a NaN point:
  ///   `false`.
  ///
  /// - Parameter point: A point in the layer's bounds coordinate space.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    bounds.contains(point)
  }
}

extension LayerGeometry {
  /// Whether two layer geometries are the same: `bounds` compared componentwise (origin and size
  /// exactly, so `(0, 0, -10, 10)` and `(-10, 0, 10, 10)` differ, unlike `Rect`'s CoreGraphics
  /// equality), and every other property with its own `==`.
  ///
  /// Edge cases:
  /// - A NaN anywhere makes the layers unequal (Double's `==`); `-0.0` equals `0.0`.
  @inlinable
  public static func == (lhs: LayerGeometry, rhs: LayerGeometry) -> Bool {
    lhs.bounds.origin == rhs.bounds.origin && lhs.bounds.size == rhs.bounds.size
      && lhs.position == rhs.position && lhs.anchorPoint == rhs.anchorPoint
      && lhs.transform == rhs.transform && lhs.isHidden == rhs.isHidden
      && lhs.masksToBounds == rhs.masksToBounds
  }

  /// Hashes the same components `==` compares (bounds' origin and size componentwise).
  ///
  /// Edge cases: as the components' own hashing (`-0.0` and `0.0` hash alike).
  ///
  /// - Parameter hasher: The hasher to feed.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(bounds.origin)
    hasher.combine(bounds.size)
    hasher.combine(position)
    hasher.combine(anchorPoint)
    hasher.combine(transform)
    hasher.combine(isHidden)
    hasher.combine(masksToBounds)
  }
}
