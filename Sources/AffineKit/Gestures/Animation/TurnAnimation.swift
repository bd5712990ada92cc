/// A quarter turn of an editable crop box, animated: the box and the image turn and scale together
/// as one picture, from where they were drawn to where the turn put them (Photos' and
/// TOCropViewController's rotate button): the ``CropAnimation/Kind/turn(_:)`` kind of
/// ``CropAnimation``. The engine commits the turn at once and draws this on the caller's clock:
/// the image with ``CropEngine/geometry(at:)``, the box as ``CropEngine/cropBox(at:)`` (the end
/// box) drawn under ``CropEngine/cropBoxTransform(at:)``. Only the engine makes one. Points are in
/// the view's coordinates; times in seconds since the animation started.
///
/// The animation is a similarity of the view, `S(t)`, that maps the picture after the turn (the
/// box ``endBox``, the image at ``endCenter`` and ``endZoom``) onto where it is drawn at `t`:
/// `S(t)(p) = P(e) + s(e)·R(θ(e))·(p − C)`, with `e` the eased progress, `C` the end box's centre,
/// `P(e) = P₀ + e·(C − P₀)`, `s(e) = s₀ + e·(1 − s₀)` and `θ(e) = (1 − e)·θ₀`. At the start it maps
/// the image after the turn onto the image before it (``startAngle`` is −π/2 for a turn of +π/2
/// on screen, ``startScale`` the image's size on screen before over after, ``startPivot`` where
/// the end box's centre is in the picture before the turn); at the end it is the identity. Every
/// frame is the end picture turned and scaled as a whole, so the box shows the same pixels at
/// every time, never an empty corner. The turn keeps the crop of an engine at rest, so the box is
/// then drawn where it was at the start too; a turn that first settles a caught image (or whose
/// ``FitMode/natural(_:)`` fit changes the crop, or whose turned box an aspect range fits,
/// ``CropAspectRange``) starts the box from the settled or fitted picture: the image is drawn where
/// it was, the box at its new shape.
///
/// Edge cases:
/// - A time at or before 0 (or NaN) gives the start; at or after ``duration`` (or +∞) the end
///   exactly: the identity and the placement after the turn.
public struct TurnAnimation: Hashable, Sendable {
  /// The crop box after the turn, in the view's coordinates.
  public let endBox: Rect
  /// The image's size in points at zoom 1 after the turn (the image view's bounds).
  public let endFittedSize: Size
  /// The image's centre after the turn, in the view's coordinates (the image view's position).
  public let endCenter: Point
  /// The zoom after the turn, unitless: 1 is the image at ``endFittedSize``.
  public let endZoom: Double
  /// The straighten angle, in radians, the same before and after the turn.
  public let angle: Double
  /// The quarter turns and mirror after the turn.
  public let endOrientation: CropOrientation
  /// The picture's rotation at the start, in radians (`θ₀`): the opposite of the turn as drawn
  /// on screen, −π/2 for a quarter turn of +π/2 (+x toward +y), π for a half turn.
  public let startAngle: Double
  /// The picture's scale at the start, unitless (`s₀`): the image's size on screen before the
  /// turn over its size after.
  public let startScale: Double
  /// Where the end box's centre is drawn at the start (`P₀`), in the view's coordinates.
  public let startPivot: Point
  /// How long it runs, in seconds: 0.3 by default, as a settle.
  public let duration: Double
  /// The timing curve, ease-in-out by default.
  public let curve: TimingCurve

  /// A turn's animation from its end and its start, storing the values as given.
  @inlinable
  init(
    endBox: Rect, endFittedSize: Size, endCenter: Point, endZoom: Double, angle: Double,
    endOrientation: CropOrientation, startAngle: Double, startScale: Double, startPivot: Point,
    duration: Double = 0.3, curve: TimingCurve = .easeInOut
  ) {
    self.endBox = endBox
    self.endFittedSize = endFittedSize
    self.endCenter = endCenter
    self.endZoom = endZoom
    self.angle = angle
    self.endOrientation = endOrientation
    self.startAngle = startAngle
    self.startScale = startScale
    self.startPivot = startPivot
    self.duration = duration
    self.curve = curve
  }

  /// The eased progress at `time`: 0 at or before the start (and for NaN), 1 at or after the end.
  @inlinable
  func progress(at time: Double) -> Double {
    if !(time > 0) { return 0 }
    if !(time < duration) { return 1 }
    return curve.value(at: time / duration)
  }

  /// What the animation draws `time` seconds after it started: the placement after the turn,
  /// under the similarity `S(t)`, which maps a point of the view after the turn to where it is
  /// drawn then (the identity at the end).
  @inlinable
  @inline(never)
  func sample(at time: Double) -> CropAnimation.Sample {
    CropAnimation.Sample(
      cropBox: endBox, fittedSize: endFittedSize, center: endCenter, zoom: endZoom, angle: angle,
      orientation: endOrientation, transform: transform(at: time))
  }

  /// The similarity `S(t)` at `time`, in seconds since the animation started.
  @inlinable
  func transform(at time: Double) -> AffineTransform {
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

  /// The turn's animation from the image placed at `before` to the image placed at `after`, after a turn of `quarterTurns` on screen (positive turns
  /// +x toward +y). The turn maps the picture after onto the picture before:
  /// `T(p) = c₀ + s₀·R(φ)·(p − c₁)`, with `c` the image's centres, `φ = −quarterTurns·π/2` and `s₀`
  /// the image's size on screen before over after.
  @inlinable
  @inline(never)
  static func turning(
    from before: Placement, to after: Placement, quarterTurns: Int
  ) -> TurnAnimation {
    // φ = −quarterTurns·π/2, with its sine and cosine exact.
    let phi: Double
    let sin: Double
    let cos: Double
    switch quarterTurns & 3 {
    case 1: (phi, sin, cos) = (-Double.pi / 2, -1, 0)
    case 2: (phi, sin, cos) = (Double.pi, 0, -1)
    case 3: (phi, sin, cos) = (Double.pi / 2, 1, 0)
    default: (phi, sin, cos) = (0, 0, 1)
    }
    let s0 = (before.zoom * before.fittedSize.width) / (after.zoom * after.fittedSize.width)
    let c = CropEngine.centre(of: after.cropBox)
    let v = Point(x: c.x - after.center.x, y: c.y - after.center.y)
    let pivot = Point(
      x: before.center.x + s0 * (cos * v.x - sin * v.y),
      y: before.center.y + s0 * (sin * v.x + cos * v.y))
    return TurnAnimation(
      endBox: after.cropBox, endFittedSize: after.fittedSize, endCenter: after.center,
      endZoom: after.zoom, angle: after.frame.angle, endOrientation: after.frame.orientation,
      startAngle: phi, startScale: s0, startPivot: pivot)
  }
}

extension CropAnimation {
  /// The running animation of `turn`, its start time stamped by the post-step of the event
  /// that started it.
  @inlinable
  init(_ turn: TurnAnimation) {
    kind = .turn(turn)
    start = 0
    duration = turn.duration
  }
}
