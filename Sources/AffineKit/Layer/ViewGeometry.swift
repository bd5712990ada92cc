/// The geometry of a UIKit view: `frame`, `bounds`, `center`, `transform` and `anchorPoint`, plus
/// the flags UIKit's hit test reads. It is the UIKit face of ``LayerGeometry``, exactly as a
/// `UIView` is backed by its `CALayer`.
///
/// ``center`` **is** the layer's `position`: the point, in the superview's coordinate space, where
/// the anchor point sits. It equals the frame's midpoint only while the anchor is centred. Because
/// the transform is applied about the anchor, scaling or translating a view changes its ``frame``
/// but not its ``bounds`` or ``center`` (as UIKit prints in the post "frame과 bounds를 observe할
/// 때 차이는?").
///
///     var view = ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))
///     view.bounds   // (0.0, 0.0, 100.0, 50.0)
///     view.center   // (130.0, 145.0)
///     view.transform = AffineTransform(translationX: 10, y: 0)
///     view.frame    // (90.0, 120.0, 100.0, 50.0); bounds and center unchanged
///
/// Edge cases: as ``LayerGeometry``. A singular transform never traps; NaN propagates.
public struct ViewGeometry: Hashable, Sendable {
  /// The backing layer's geometry. Every geometric property of the view reads and writes it.
  ///
  /// Edge cases: as ``LayerGeometry``; it also stores ``isHidden`` and ``clipsToBounds``.
  public var layer: LayerGeometry

  /// Whether the view is hidden; UIKit's hit test skips hidden views and their subviews.
  ///
  /// Forwards to the layer's `isHidden` (one source of truth, as `UIView.isHidden` forwards to
  /// its `CALayer`).
  ///
  /// Edge cases: none; setting it sets `layer.isHidden`, and setting `layer.isHidden` changes it.
  public var isHidden: Bool {
    @inlinable get { layer.isHidden }
    @inlinable set { layer.isHidden = newValue }
  }

  /// Whether the view receives touches; UIKit's hit test skips views (and their subviews) that do
  /// not.
  ///
  /// Edge cases: none; it does not change any geometry.
  public var isUserInteractionEnabled: Bool

  /// The view's opacity, from 0 (transparent) to 1. UIKit's hit test skips views whose alpha is
  /// below 0.01. Stored as given; not clamped.
  ///
  /// Edge cases: NaN is treated as invisible by the hit test (it is not `>= 0.01`); values above
  /// 1 are kept.
  public var alpha: Double

  /// Whether the view clips its subviews' drawing to its bounds. It does not change hit testing:
  /// in UIKit a point outside a view's bounds never hits it or its subviews, clipped or not.
  ///
  /// Forwards to the layer's `masksToBounds` (one source of truth, as `UIView.clipsToBounds`
  /// forwards to `CALayer.masksToBounds`).
  ///
  /// Edge cases: none; setting it sets `layer.masksToBounds`, and the reverse.
  public var clipsToBounds: Bool {
    @inlinable get { layer.masksToBounds }
    @inlinable set { layer.masksToBounds = newValue }
  }

  /// Creates a view geometry from a layer geometry and the view's flags.
  ///
  /// Edge cases:
  /// - `isHidden` and `clipsToBounds` are stored in the layer; `nil` (the default) keeps the
  ///   layer's `isHidden` and `masksToBounds`, a value overrides them.
  /// - `alpha` is stored as given (NaN or out of range too); the hit test treats anything not
  ///   `>= 0.01` as invisible.
  ///
  /// - Parameters:
  ///   - layer: The backing layer's geometry.
  ///   - isHidden: Overrides `layer.isHidden` when not `nil`.
  ///   - isUserInteractionEnabled: Defaults to `true`.
  ///   - alpha: Defaults to 1.
  ///   - clipsToBounds: Overrides `layer.masksToBounds` when not `nil`.
  @inlinable
  public init(
    layer: LayerGeometry = LayerGeometry(), isHidden: Bool? = nil,
    isUserInteractionEnabled: Bool = true, alpha: Double = 1, clipsToBounds: Bool? = nil
  ) {
    self.layer = layer
    self.isUserInteractionEnabled = isUserInteractionEnabled
    self.alpha = alpha
    if let isHidden { self.layer.isHidden = isHidden }
    if let clipsToBounds { self.layer.masksToBounds = clipsToBounds }
  }

  /// Creates a view as `UIView(frame:)` does: bounds `(0, 0, width, height)`, center at the frame's
  /// midpoint, identity transform, centred anchor, visible and interactive.
  ///
  ///     ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50)).center  // (130.0, 145.0)
  ///
  /// Edge cases:
  /// - A negative-size frame is standardized first.
  /// - A null or non-finite frame propagates into `bounds.size` and ``center``; nothing traps.
  ///
  /// - Parameter frame: The frame, in the superview's coordinate space.
  @inlinable
  public init(frame: Rect) {
    self.init(layer: LayerGeometry(frame: frame))
  }

  /// The view's frame in its superview's coordinate space: the bounding box of its transformed
  /// bounds. See `LayerGeometry.frame` for the getter's formula and the setter's rule under a
  /// transform.
  ///
  /// Edge cases: as `LayerGeometry.frame` (singular transform: a degenerate getter result and a
  /// setter that only moves the view; the round-trip rounding bound stated there).
  public var frame: Rect {
    @inlinable get { layer.frame }
    @inlinable set { layer.frame = newValue }
  }

  /// The view's bounds, in its own coordinate space. Assigning keeps ``center``, so a size change
  /// grows or shrinks the view about its anchor; the origin shifts the subviews by `-origin`.
  ///
  /// Edge cases: stored as given (negative sizes included); as `LayerGeometry.bounds`.
  public var bounds: Rect {
    @inlinable get { layer.bounds }
    @inlinable set { layer.bounds = newValue }
  }

  /// The view's center: the layer's `position`, in the superview's coordinate space. Assigning
  /// moves the view rigidly.
  ///
  /// Edge cases: stored as given; NaN propagates into ``frame``.
  public var center: Point {
    @inlinable get { layer.position }
    @inlinable set { layer.position = newValue }
  }

  /// The transform applied about the anchor point (the layer's affine transform).
  ///
  /// Edge cases: any transform is accepted; a singular one makes the view unhittable in a
  /// ``GeometryTree`` and its ``frame`` degenerate.
  public var transform: AffineTransform {
    @inlinable get { layer.transform }
    @inlinable set { layer.transform = newValue }
  }

  /// The anchor point in unit coordinates of the bounds, `(0.5, 0.5)` by default. Assigning keeps
  /// ``center``, so the view moves (iOS 16's `UIView.anchorPoint` forwards to the layer).
  ///
  /// Edge cases: not clamped; NaN propagates.
  public var anchorPoint: Point {
    @inlinable get { layer.anchorPoint }
    @inlinable set { layer.anchorPoint = newValue }
  }

  /// Sets the anchor point without moving the view; see
  /// `LayerGeometry.setAnchorPointPreservingFrame(_:)`.
  ///
  /// Edge cases: as the layer's (works under a singular transform; NaN propagates).
  ///
  /// - Parameter newAnchor: The new anchor point, in unit coordinates of the bounds.
  @inlinable
  public mutating func setAnchorPointPreservingFrame(_ newAnchor: Point) {
    layer.setAnchorPointPreservingFrame(newAnchor)
  }

  /// The map from the view's own space to its superview's (the layer's
  /// `transformToSuperlayer`).
  ///
  /// Edge cases: non-finite fields give non-finite entries.
  @inlinable
  public var transformToSuperview: AffineTransform { layer.transformToSuperlayer }

  /// The map from the superview's space to the view's own (the layer's
  /// `transformFromSuperlayer`).
  ///
  /// Edge cases: for a singular transform, the singular map itself, unchanged, by
  /// `CGAffineTransformInvert`'s rule ("returned unchanged").
  @inlinable
  public var transformFromSuperview: AffineTransform { layer.transformFromSuperlayer }

  /// Converts a point from the view's own space to its superview's.
  ///
  /// Edge cases: defined under any transform; non-finite values propagate.
  ///
  /// - Parameter point: A point in the view's bounds coordinate space.
  @inlinable
  public func convertToSuperview(_ point: Point) -> Point { layer.convertToSuperlayer(point) }

  /// Converts a point from the superview's space to the view's own.
  ///
  /// Edge cases: a singular transform is applied unchanged (`CGAffineTransformInvert`'s rule).
  ///
  /// - Parameter point: A point in the superview's coordinate space.
  @inlinable
  public func convertFromSuperview(_ point: Point) -> Point { layer.convertFromSuperlayer(point) }

  /// Converts a rectangle from the view's own space to its superview's: the bounding box of its
  /// converted corners.
  ///
  /// Edge cases: as `Rect.applying(_:)` (null stays null, infinite stays infinite).
  ///
  /// - Parameter rect: A rectangle in the view's bounds coordinate space.
  @inlinable
  public func convertToSuperview(_ rect: Rect) -> Rect { layer.convertToSuperlayer(rect) }

  /// Converts a rectangle from the superview's space to the view's own: the bounding box of its
  /// converted corners.
  ///
  /// Edge cases: as `Rect.applying(_:)`; a singular transform is applied unchanged.
  ///
  /// - Parameter rect: A rectangle in the superview's coordinate space.
  @inlinable
  public func convertFromSuperview(_ rect: Rect) -> Rect { layer.convertFromSuperlayer(rect) }

  /// Returns whether a point in the view's own space is inside its bounds, as
  /// `UIView.point(inside:with:)`: min edges in, max edges out.
  ///
  /// Edge cases: empty or null bounds and NaN points: `false`; negative sizes are standardized.
  ///
  /// - Parameter point: A point in the view's bounds coordinate space.
  @inlinable
  public func point(inside point: Point) -> Bool { layer.bounds.contains(point) }
}
