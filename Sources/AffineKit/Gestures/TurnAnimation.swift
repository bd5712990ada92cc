/// A quarter turn of an editable crop box, animated: the box and the image turn and scale together
/// as one picture, from where they were drawn to where the turn put them (Photos' and
/// TOCropViewController's rotate button). The engine commits the turn at once, keeps this
/// animation (``CropEngine/runningTurnAnimation``) and draws it on the caller's clock: the image
/// with ``CropEngine/geometry(at:)``, the box as ``CropEngine/cropBox(at:)`` (the end box) drawn
/// under ``CropEngine/cropBoxTransform(at:)``. Points are in the view's coordinates; times in
/// seconds since the animation started.
///
/// The animation is a similarity of the view, `S(t)`, that maps the picture after the turn (the
/// box ``endBox``, the image at ``endGeometry``) onto where it is drawn at `t`:
/// `S(t)(p) = P(e) + s(e)·R(θ(e))·(p − C)`, with `e` the eased progress, `C` the end box's centre,
/// `P(e) = P₀ + e·(C − P₀)`, `s(e) = s₀ + e·(1 − s₀)` and `θ(e) = (1 − e)·θ₀`. At the start it maps
/// the turned picture onto the one before the turn (``startAngle`` is −π/2 for a turn of +π/2 on
/// screen, ``startScale`` the box's size before over after, ``startPivot`` where the box's centre
/// was); at the end it is the identity. Every frame is the end picture turned and scaled as a
/// whole, so the box shows the same pixels at every time, never an empty corner.
///
/// Edge cases:
/// - A time at or before 0 (or NaN) gives the start; at or after ``duration`` (or +∞) the end
///   exactly: the identity and ``endGeometry``.
public struct TurnAnimation: Hashable, Sendable {
  /// The crop box after the turn, in the view's coordinates.
  public let endBox: Rect
  /// The image view's geometry after the turn.
  public let endGeometry: ViewGeometry
  /// The picture's rotation at the start, in radians (`θ₀`): a multiple of π/2, the opposite of
  /// the turn as drawn on screen; turns caught during the animation add up.
  public let startAngle: Double
  /// The picture's scale at the start, unitless (`s₀`): the box's size before the turn over its
  /// size after.
  public let startScale: Double
  /// Where the end box's centre is drawn at the start (`P₀`), in the view's coordinates.
  public let startPivot: Point
  /// How long it runs, in seconds: 0.3 by default, as a settle.
  public let duration: Double
  /// The timing curve, ease-in-out by default.
  public let curve: TimingCurve

  /// Creates a turn's animation from its end and its start.
  ///
  /// - Parameters:
  ///   - endBox: The crop box after the turn, in the view's coordinates.
  ///   - endGeometry: The image view's geometry after the turn.
  ///   - startAngle: The picture's rotation at the start, in radians.
  ///   - startScale: The picture's scale at the start, unitless and positive.
  ///   - startPivot: Where the end box's centre is drawn at the start.
  ///   - duration: Seconds. Defaults to 0.3.
  ///   - curve: Defaults to ease-in-out.
  @inlinable
  public init(
    endBox: Rect, endGeometry: ViewGeometry, startAngle: Double, startScale: Double,
    startPivot: Point, duration: Double = 0.3, curve: TimingCurve = .easeInOut
  ) {
    self.endBox = endBox
    self.endGeometry = endGeometry
    self.startAngle = startAngle
    self.startScale = startScale
    self.startPivot = startPivot
    self.duration = duration
    self.curve = curve
  }

  /// Whether the animation has ended at `time`, in seconds since it started.
  @inlinable
  public func isFinished(at time: Double) -> Bool { time >= duration }

  /// The eased progress at `time`: 0 at or before the start (and for NaN), 1 at or after the end.
  @inlinable
  func progress(at time: Double) -> Double {
    if !(time > 0) { return 0 }
    if !(time < duration) { return 1 }
    return curve.value(at: time / duration)
  }

  /// The similarity `S(t)` at `time`, in seconds since the animation started: it maps a point of
  /// the view after the turn to where it is drawn then (the identity at the end). Draw the crop
  /// box, its grid and its handles under it.
  ///
  /// - Parameter time: Seconds since the animation started.
  @inlinable
  public func transform(at time: Double) -> AffineTransform {
    let e = progress(at: time)
    if e == 1 { return .identity }
    let mix = SettleAnimation.mix
    let (sin, cos) = Trigonometry.sinCos((1 - e) * startAngle)
    let s = mix(startScale, 1, e)
    let c = CropEngine.centre(of: endBox)
    let p = Point(x: mix(startPivot.x, c.x, e), y: mix(startPivot.y, c.y, e))
    let a = s * cos
    let b = s * sin
    // p' = P + s·R(θ)·(p − C), in CoreGraphics' row-vector form.
    return AffineTransform(
      a: a, b: b, c: -b, d: a, tx: p.x - (a * c.x - b * c.y), ty: p.y - (b * c.x + a * c.y))
  }

  /// The image view's geometry at `time`, in seconds since the animation started: ``endGeometry``
  /// under ``transform(at:)`` (its position moved by it, its transform followed by its linear
  /// part).
  ///
  /// - Parameter time: Seconds since the animation started.
  @inlinable
  public func geometry(at time: Double) -> ViewGeometry {
    let s = transform(at: time)
    if s == .identity { return endGeometry }
    var g = endGeometry
    g.layer.position = g.layer.position.applying(s)
    g.layer.transform = g.layer.transform.concatenating(
      AffineTransform(a: s.a, b: s.b, c: s.c, d: s.d, tx: 0, ty: 0))
    return g
  }

  /// This animation started from the picture `caught` draws at `elapsed` rather than from the
  /// picture at rest: a turn caught during another turn's animation, whose end is this one's
  /// start. The rotations add up (`θ₀` plus the caught one), so turns in a row keep turning the
  /// same way on screen.
  @inlinable
  func starting(under caught: TurnAnimation, at elapsed: Double) -> TurnAnimation {
    let e = caught.progress(at: elapsed)
    let s = caught.transform(at: elapsed)
    return TurnAnimation(
      endBox: endBox, endGeometry: endGeometry, startAngle: startAngle + (1 - e) * caught.startAngle,
      startScale: startScale * SettleAnimation.mix(caught.startScale, 1, e),
      startPivot: startPivot.applying(s), duration: duration, curve: curve)
  }

  /// The turn's animation from the picture before the turn to the picture after it: `before` is
  /// the image's geometry before the turn, `after` after it, `box` the box after it. `nil` when
  /// the two do not differ by a turn and a scale (a mirror changed).
  @inlinable
  static func turning(from before: ViewGeometry, to after: ViewGeometry, box: Rect)
    -> TurnAnimation?
  {
    // The turn maps the picture after onto the picture before: T(p) = c₀ + L·(p − c₁), with
    // L = M₁⁻¹·κ·M₀ in row-vector form (M the image view's transforms about their positions, κ
    // the ratio of the image view's bounds, the image's size at zoom 1, before over after): s·R(φ),
    // φ a multiple of π/2 up to rounding, taken exactly.
    guard after.layer.transform.determinant != 0 else { return nil }
    let inverse = after.layer.transform.inverted()
    let k = before.layer.bounds.size.width / after.layer.bounds.size.width
    let l = inverse.concatenating(
      AffineTransform(scaleX: k, y: k).concatenating(before.layer.transform))
    let det = l.a * l.d - l.b * l.c
    guard det > 0, det < .infinity else { return nil }
    let quarter = Double.pi / 2
    let phi: Double
    if l.a.magnitude >= l.b.magnitude {
      phi = l.a > 0 ? 0 : 2 * quarter
    } else {
      phi = l.b > 0 ? quarter : -quarter
    }
    let c = CropEngine.centre(of: box)
    let c0 = before.layer.position
    let c1 = after.layer.position
    let pivot = Point(
      x: c0.x + (l.a * (c.x - c1.x) + l.c * (c.y - c1.y)),
      y: c0.y + (l.b * (c.x - c1.x) + l.d * (c.y - c1.y)))
    return TurnAnimation(
      endBox: box, endGeometry: after, startAngle: phi, startScale: det.squareRoot(),
      startPivot: pivot)
  }
}
