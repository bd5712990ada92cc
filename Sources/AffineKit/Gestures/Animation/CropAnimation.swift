/// The animation an engine runs after an event that returned ``CropEventResult/animated``: the one
/// running animation of every kind (``CropEngine/runningAnimation``), sampled for what to draw.
///
/// The engine commits an event's end state at once and keeps this to draw the way there: the image
/// settling (eased, a release spring or a fling), the crop box moving with the image (a recentre
/// after a handle drag, a ratio change), or a quarter turn of an editable box. ``sample(at:)``
/// gives everything drawn at a time: the image view's geometry, the crop box and the transform
/// the whole picture is drawn under. Its times are seconds since ``startTime`` (elapsed time); the
/// engine draws it on the caller's clock (``CropEngine/geometry(at:)``,
/// ``CropEngine/cropBox(at:)``, ``CropEngine/cropBoxTransform(at:)`` sample it at
/// `time − startTime`) and catches the image where a sample draws it when an event arrives. Nothing here runs a timer: drive it from a display link or
/// `requestAnimationFrame`.
///
///     engine.apply(.pan(.ended, translation: .zero, velocity: Point(x: 800, y: 0)), at: 3)
///     let animation = engine.runningAnimation!      // a fling, started at 3
///     animation.sample(at: 0.1).geometry            // the image view 0.1 s in
///     animation.sample(at: animation.duration)      // the engine's state, at rest
///
/// Only the engine makes one, from a kind (each kind's file wraps it, with its duration); ``kind``
/// says which motion it is, with its parameters.
///
/// Edge cases:
/// - A time at or before 0, or NaN, gives the start; at or after ``duration`` (or +∞) the end,
///   which is the engine's committed state.
public struct CropAnimation: Hashable, Sendable {
  /// What an animation moves, and how, with its parameters.
  ///
  /// A new kind is a case here, its branch in ``CropAnimation/sample(at:)``, and, in the kind's
  /// own file, the initializer that wraps it as the running animation with its duration.
  public enum Kind: Hashable, Sendable {
    /// The image settles in a fixed crop box: eased, a release spring or a fling
    /// (``SettleAnimation/motion``).
    case settle(SettleAnimation)
    /// The crop box moves with the image: the recentre after a handle drag, or a ratio change.
    case box(BoxAnimation)
    /// A quarter turn of an editable crop box: the picture (image and box) turns and scales as a
    /// whole from where it was drawn to where the turn put it.
    case turn(TurnAnimation)
  }

  /// Which motion this is, with its parameters.
  public let kind: Kind
  /// When the animation started, in seconds on the caller's clock: the time of the event that
  /// started it. An event earlier than this is rejected with ``CropEventRejection/invalidTime``.
  @inlinable public var startTime: Double { start }
  /// ``startTime``'s storage, stamped by the post-step of the event that started the animation.
  @usableFromInline var start: Double
  /// How long it runs from ``startTime``, in seconds (a box animation's delay included): at and
  /// after `startTime + duration` it draws the engine's committed state.
  public let duration: Double

  /// Whether the animation has ended `time` seconds after ``startTime``: `time ≥ duration`
  /// (`false` for NaN). From then on it draws the engine's committed state.
  ///
  /// - Parameter time: Seconds since the animation started.
  @inlinable
  public func isFinished(at time: Double) -> Bool { time >= duration }

  /// Whether the animation still moves at `time`, in seconds on the caller's clock (`false` for
  /// NaN): ``CropEngine/isAnimating(at:)``.
  @inlinable
  func isRunning(atClock time: Double) -> Bool { time - start < duration }

  /// What the animation draws `time` seconds after ``startTime``: elapsed time, not the caller's
  /// clock (for a clock time `t`, pass `t − startTime`, as ``CropEngine/geometry(at:)`` does).
  ///
  /// Edge cases: as the type's (the start at or before 0 and for NaN, the end from ``duration``).
  ///
  /// - Parameter time: Seconds since the animation started.
  @inlinable
  public func sample(at time: Double) -> Sample {
    switch kind {
    case .settle(let settle): return settle.sample(at: time)
    case .box(let box): return box.sample(at: time)
    case .turn(let turn): return turn.sample(at: time)
    }
  }

  /// Whether a layout change that catches this animation carries its motion into the new box
  /// (a settle goes on at its velocity there) rather than applying to the state it drew.
  @inlinable
  var carriesIntoLayout: Bool {
    if case .settle = kind { return true }
    return false
  }

  /// Whether this animation moves the crop box, so that an event that catches it and does not
  /// place the box itself leaves a box to recentre.
  @inlinable
  var movesBox: Bool {
    if case .box = kind { return true }
    return false
  }

  /// What an animation draws at a time: the placement (the crop box, the image's size at zoom 1,
  /// its centre, zoom, angle and orientation), the transform the whole picture is drawn under, and
  /// the velocity the image carries on. Points are in the view's coordinates.
  public struct Sample: Hashable, Sendable {
    /// The crop box, before ``transform``, in the view's coordinates.
    public var cropBox: Rect
    /// The image's size in points at zoom 1: the image view's bounds.
    public var fittedSize: Size
    /// The image's centre, before ``transform``, in the view's coordinates.
    public var center: Point
    /// The zoom, unitless: 1 is the image at ``fittedSize``.
    public var zoom: Double
    /// The straighten angle, in radians.
    public var angle: Double
    /// The quarter turns and mirror.
    public var orientation: CropOrientation
    /// The similarity of the view the picture (the image and the crop box) is drawn under: the
    /// identity, except during a quarter turn's animation, where the placement is the turn's end
    /// and this turns and scales it to where it is drawn.
    public var transform: AffineTransform
    /// The velocity of a settle's image centre, in points per second: a release's starts at the
    /// finger's speed, an eased settle's follows its timing curve, and both are zero at the end.
    /// A layout change that catches a settle carries it into the new box. Always zero for a box
    /// animation and a turn, which hand no velocity on (an event that catches one starts from
    /// rest), though the picture moves.
    public var velocity: Point
    /// A settle's zoom velocity, in `ln(zoom)` per second, as ``velocity`` (zero for the other
    /// kinds).
    public var zoomVelocity: Double
    /// A settle's angle velocity, in radians per second, as ``velocity`` (zero for the other
    /// kinds).
    public var angleVelocity: Double

    /// A sample of the placement's values, drawn under `transform`, with the given velocities.
    @inlinable
    init(
      cropBox: Rect, fittedSize: Size, center: Point, zoom: Double, angle: Double,
      orientation: CropOrientation, transform: AffineTransform = .identity,
      velocity: Point = .zero, zoomVelocity: Double = 0, angleVelocity: Double = 0
    ) {
      self.cropBox = cropBox
      self.fittedSize = fittedSize
      self.center = center
      self.zoom = zoom
      self.angle = angle
      self.orientation = orientation
      self.transform = transform
      self.velocity = velocity
      self.zoomVelocity = zoomVelocity
      self.angleVelocity = angleVelocity
    }

    /// The image view's geometry to draw: bounds `(0, 0, fittedSize)`, a centred anchor, the
    /// centre and the zoom times the rotation as its transform, all under ``transform``.
    @inlinable
    public var geometry: ViewGeometry {
      let m = ImageFrame.transform(zoom: zoom, angle: angle, orientation: orientation)
      let s = transform
      if s == .identity {
        return CropEngine.geometry(fittedSize: fittedSize, center: center, transform: m)
      }
      // The placement's transform followed by the similarity's linear part, in row-vector form.
      return CropEngine.geometry(
        fittedSize: fittedSize, center: center.applying(s),
        transform: AffineTransform(
          a: m.a * s.a + m.b * s.c, b: m.a * s.b + m.b * s.d, c: m.c * s.a + m.d * s.c,
          d: m.c * s.b + m.d * s.d, tx: 0, ty: 0))
    }

    /// The frame of ``geometry``, in the view's coordinates: `geometry.frame`. Under a
    /// perspective the image is drawn through the projection too, and its frame as drawn is the
    /// engine's ``CropEngine/contentFrame(at:)``.
    @inlinable
    public var frame: Rect { geometry.frame }
  }
}
