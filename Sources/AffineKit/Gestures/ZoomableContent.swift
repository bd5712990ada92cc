/// The state of a zoomable, pannable content view inside a wrapper: the value the gesture reducers
/// transform, one event at a time.
///
/// The content is a ``ViewGeometry`` with bounds `(0, 0, w0, h0)` (any origin), a centred anchor,
/// and a transform that is a uniform scale `s` (the zoom). It sits in the wrapper's coordinate
/// space: its ``ViewGeometry/center`` and ``contentFrame`` are in the same space as ``wrapper``
/// (usually the wrapper view's bounds, `(0, 0, W, H)`), and so are pan translations, focal points
/// and touch locations. The frame is derived, never written: reducers change only `center` and
/// `transform`, as seed 000 does.
///
///     var state = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
///     var scale = 0.9
///     state.pinch(scale: &scale, phase: .changed)   // scale is reset to 1
///     state.contentFrame                            // (15.0, 15.0, 270.0, 270.0)
///
/// The state is valid when the content size is finite and positive, the centre finite, the
/// transform exactly a finite, positive, uniform scale with no translation, the anchor centred and
/// the wrapper finite with a non-zero width and height (a negative width or height is read
/// standardized, as CoreGraphics reads such a rectangle). Reducers leave an invalid state
/// bit-identical, and commit an event only when the state it produces has a finite centre, a
/// finite positive zoom and a finite frame size (so a finite but huge increment whose result
/// overflows is rejected the same way).
public struct ZoomableContent: Hashable, Sendable {
  /// The content view's geometry, in the wrapper's coordinate space.
  public var content: ViewGeometry
  /// The wrapper's rectangle, in the same coordinate space as the content's center and frame.
  public var wrapper: Rect
  /// The zoom limits.
  public var limits: ZoomLimits
  /// What a pan may do past the wrapper's edges during a gesture.
  public var overscroll: Overscroll
  /// What the simultaneous pinch-and-pan reducer remembers between events: the previous centroid
  /// (in wrapper coordinates) and touch count; `nil` between gestures.
  public var tracking: Tracking?
  /// Whether a touch drag (``touchBegan(at:)``) is holding the content.
  public var isHoldingContent: Bool

  /// The centroid and touch count of the previous simultaneous pinch-and-pan event.
  public struct Tracking: Hashable, Sendable {
    /// The previous centroid of the touches, in wrapper coordinates.
    public var centroid: Point
    /// The previous number of touches.
    public var touchCount: Int

    /// Creates a tracking record.
    ///
    /// - Parameters:
    ///   - centroid: The centroid, in wrapper coordinates.
    ///   - touchCount: The number of touches.
    @inlinable
    public init(centroid: Point, touchCount: Int) {
      self.centroid = centroid
      self.touchCount = touchCount
    }
  }

  /// Creates a state from a content geometry and a wrapper, as given: nothing is normalized.
  ///
  /// Edge cases:
  /// - An invalid geometry or wrapper (see ``isValid``) is stored as given; every reducer then
  ///   leaves the state bit-identical and ``visibleContentRect`` is ``Rect/null``.
  ///
  /// - Parameters:
  ///   - content: The content view's geometry (see the type's validity rules).
  ///   - wrapper: The wrapper rectangle, in the content's superview space.
  ///   - limits: The zoom limits. Defaults to ``ZoomLimits/crop``.
  ///   - overscroll: The pan overscroll mode. Defaults to ``Overscroll/free``.
  @inlinable
  public init(
    content: ViewGeometry, wrapper: Rect, limits: ZoomLimits = .crop, overscroll: Overscroll = .free
  ) {
    self.content = content
    self.wrapper = wrapper
    self.limits = limits
    self.overscroll = overscroll
    self.tracking = nil
    self.isHoldingContent = false
  }

  /// Creates a state whose content exactly fills the wrapper at zoom 1 (the seed's image view),
  /// or has the given size, centred in the wrapper: bounds `(0, 0, w0, h0)`, centre at the
  /// wrapper's midpoint, identity transform.
  ///
  /// Edge cases:
  /// - A wrapper with a negative width or height: the content size defaults to the standardized
  ///   (positive) size, and the centre is the midpoint either way.
  /// - A zero, negative or non-finite `contentSize`, or an empty or non-finite wrapper: stored as
  ///   given; the state is not ``isValid`` and the reducers leave it unchanged.
  ///
  /// - Parameters:
  ///   - wrapper: The wrapper rectangle.
  ///   - contentSize: The content's size at zoom 1, in points. Defaults to the wrapper's size.
  ///   - limits: The zoom limits. Defaults to ``ZoomLimits/crop``.
  ///   - overscroll: The pan overscroll mode. Defaults to ``Overscroll/free``.
  @inlinable
  public init(
    wrapper: Rect, contentSize: Size? = nil, limits: ZoomLimits = .crop,
    overscroll: Overscroll = .free
  ) {
    let size = contentSize ?? wrapper.standardized.size
    var content = ViewGeometry()
    content.bounds = Rect(origin: .zero, size: size)
    content.center = Point(x: wrapper.midX, y: wrapper.midY)
    self.init(content: content, wrapper: wrapper, limits: limits, overscroll: overscroll)
  }

  /// The zoom: the content transform's scale, `√(a² + b²)` (unitless; never `a` alone).
  ///
  /// Computed as `hypot` is, scaled by the larger magnitude, so it does not overflow for entries
  /// above `~1.3e154` (where `a²` alone would be infinite) nor underflow for tiny ones.
  ///
  ///     // transform (a: 3e200, b: 4e200, …)
  ///     state.zoomScale   // 5e200
  ///
  /// Edge cases:
  /// - `b == 0` (every valid state): `|a|`, exactly.
  /// - `a` or `b` infinite: +∞; otherwise `a` or `b` NaN: NaN.
  @inlinable
  public var zoomScale: Double {
    let t = content.transform
    let a = t.a.magnitude
    let b = t.b.magnitude
    if b == 0 { return a }
    if a == 0 { return b }
    if a.isInfinite || b.isInfinite { return .infinity }
    if a.isNaN || b.isNaN { return .nan }
    let m = Swift.max(a, b)
    let x = a / m
    let y = b / m
    return m * (x * x + y * y).squareRoot()
  }

  /// The content's frame in wrapper coordinates, derived from its center, bounds and zoom.
  @inlinable
  public var contentFrame: Rect { content.frame }

  /// Whether the state satisfies the validity rules in the type's documentation.
  @inlinable
  public var isValid: Bool {
    let t = content.transform
    let size = content.bounds.size
    return Self.isFinitePositive(size.width) && Self.isFinitePositive(size.height)
      && Self.isFinite(content.center.x) && Self.isFinite(content.center.y)
      && Self.isFinitePositive(t.a) && t.d == t.a && t.b == 0 && t.c == 0 && t.tx == 0 && t.ty == 0
      && content.anchorPoint == Point(x: 0.5, y: 0.5)
      && Self.isFinite(wrapper.origin.x) && Self.isFinite(wrapper.origin.y)
      && Self.isFinite(wrapper.size.width) && Self.isFinite(wrapper.size.height)
      && wrapper.size.width != 0 && wrapper.size.height != 0
  }

  /// `x.isFinite`, spelled as one floating-point comparison (`|x| < ∞`, false for NaN): the
  /// validity checks run at the start of every reducer step, and `isFinite` compiles to several
  /// integer instructions on the bit pattern (Docs/Performance.md).
  @inlinable
  static func isFinite(_ x: Double) -> Bool { x.magnitude < .infinity }

  /// `x.isFinite && x > 0` as two floating-point comparisons (`0 < x < ∞`, false for NaN).
  @inlinable
  static func isFinitePositive(_ x: Double) -> Bool { 0 < x && x < .infinity }

  // MARK: Primitive steps (no validation; callers validate)

  /// Whether the state an event produced can be kept: its centre, scale and scaled size are finite
  /// and the scale positive. A finite increment can still overflow (a huge pinch, a far focal
  /// point, a huge pan, a tiny `zoom(to:)` rectangle).
  @inlinable
  var isCommittable: Bool {
    let c = content.center
    let s = content.transform.a
    let size = content.bounds.size
    return Self.isFinite(c.x) && Self.isFinite(c.y) && Self.isFinitePositive(s)
      && Self.isFinite(s * size.width) && Self.isFinite(s * size.height)
  }

  /// Keeps the centre an event produced if the state ``isCommittable``, or puts `center` back and
  /// returns `false`. For steps that write only the centre (pans), so the restored state is bit
  /// for bit the one before the event. Saving the one field a step writes, not the whole state,
  /// keeps a state-sized copy out of every step (Docs/Performance.md).
  @inlinable
  mutating func commit(orRestoreCenter center: Point) -> Bool {
    if isCommittable { return true }
    content.center = center
    return false
  }

  /// Keeps the centre and transform an event produced if the state ``isCommittable``, or puts
  /// both back and returns `false`. Reducer steps write nothing else before they commit (tracking
  /// is written after), so the restored state is bit for bit the one before the event.
  @inlinable
  mutating func commit(orRestoreCenter center: Point, transform: AffineTransform) -> Bool {
    if isCommittable { return true }
    content.center = center
    content.transform = transform
    return false
  }

  /// The animation from the content as it was before an event (the current content with the
  /// centre and transform it had, the only fields an event writes) to the current content, or
  /// `nil` when neither moved. Comparing only those two fields means a NaN in a field no event
  /// writes (an `alpha`, a bounds origin) cannot make a resting state "move".
  @inlinable
  func settleAnimation(fromCenter center: Point, transform: AffineTransform) -> SettleAnimation? {
    if content.center == center && content.transform == transform { return nil }
    var start = content
    start.center = center
    start.transform = transform
    return SettleAnimation(start: start, end: content)
  }

  /// Sets the zoom to `newScale` about `focus` (wrapper coordinates): `c' = p + (s'/s)·(c − p)`.
  @inlinable
  mutating func zoom(to newScale: Double, about focus: Point) {
    let k = newScale / content.transform.a
    let c = content.center
    content.center = Point(x: focus.x + k * (c.x - focus.x), y: focus.y + k * (c.y - focus.y))
    content.transform = AffineTransform(scaleX: newScale, y: newScale)
  }

  /// The allowed range of the centre on one axis at scale `s`: `[lo, hi]` when the content is at
  /// least as large as the wrapper, or the single centred position when it is smaller.
  @inlinable
  static func centerRange(
    contentLength: Double, scale: Double, wrapperMin: Double, wrapperLength: Double
  ) -> (lo: Double, hi: Double) {
    let half = scale * contentLength * 0.5
    let length = scale * contentLength
    if length < wrapperLength {
      let centred = wrapperMin + wrapperLength * 0.5
      return (centred, centred)
    }
    // Edges: left edge at or before wrapperMin ⇔ centre ≤ wrapperMin + half; right edge at or
    // after wrapperMax ⇔ centre ≥ wrapperMax − half. Clamping the centre (not the edge) keeps the
    // rule exactly idempotent.
    let hi = wrapperMin + half
    let lo = Swift.min((wrapperMin + wrapperLength) - half, hi)
    return (lo, hi)
  }

  /// The allowed centre ranges on both axes at the current zoom.
  @inlinable
  var allowedCenterRanges: (x: (lo: Double, hi: Double), y: (lo: Double, hi: Double)) {
    let s = content.transform.a
    let w = wrapper.standardized
    let size = content.bounds.size
    return (
      ZoomableContent.centerRange(
        contentLength: size.width, scale: s, wrapperMin: w.origin.x, wrapperLength: w.size.width),
      ZoomableContent.centerRange(
        contentLength: size.height, scale: s, wrapperMin: w.origin.y, wrapperLength: w.size.height)
    )
  }

  /// Clamps the centre into the allowed range on each axis at the current zoom.
  @inlinable
  mutating func clampCenter() {
    let ranges = allowedCenterRanges
    let c = content.center
    content.center = Point(
      x: Swift.min(Swift.max(c.x, ranges.x.lo), ranges.x.hi),
      y: Swift.min(Swift.max(c.y, ranges.y.lo), ranges.y.hi))
  }
}
