// The running animation: what to draw at a time, whether it still moves, and what an event that
// arrives while it moves starts from. Every event carries its time (apply(_:at:)); the engine
// keeps the animation the last settle started, so no adapter decides when to catch the image.

extension CropEngine {
  /// The image view's geometry to draw at `time`, in seconds on the caller's clock: the running
  /// animation's geometry then, or ``geometry`` when no animation runs at that time.
  ///
  ///     engine.apply(.pan(.ended, translation: .zero, velocity: Point(x: 800, y: 0)), at: 3)
  ///     imageView.setGeometry(engine.geometry(at: link.targetTimestamp))  // each frame
  ///
  /// Edge cases:
  /// - A time before the animation started gives its start; at or after its end, ``geometry``.
  /// - NaN gives ``geometry``: no animation runs at NaN (``isAnimating(at:)`` is `false`). A
  ///   ``SettleAnimation`` asked on its own gives its start for NaN.
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func geometry(at time: Double) -> ViewGeometry {
    guard let times = tracker.animationTimes, times.isRunning(at: time) else { return geometry }
    switch tracker.animation {
    case .settle(let animation): return animation.geometry(at: time - times.start)
    case .box(let animation): return animation.geometry(at: time - times.start)
    case .turn(let animation): return animation.geometry(at: time - times.start)
    case nil: return geometry
    }
  }

  /// The image view's full transform to draw at `time`, in seconds on the caller's clock: the
  /// ``perspective``'s projection for the drawn image's size, then ``geometry(at:)``'s
  /// `transform`, as ``projectiveTransform`` is at rest (no animation changes the perspective).
  /// Set it as the image layer's `transform` (a `CATransform3D`), with ``geometry(at:)``'s bounds
  /// and centre. With no perspective it is that geometry's transform, embedded.
  ///
  /// Edge cases: as ``geometry(at:)``'s.
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func projectiveTransform(at time: Double) -> ProjectiveTransform {
    let g = geometry(at: time)
    return perspective.projectiveTransform(then: g.transform, fitted: g.bounds.size)
  }

  /// The crop box to draw at `time`, in seconds on the caller's clock, in the view's
  /// coordinates: the running ``BoxAnimation``'s box then (a recentre or a ratio change), or
  /// ``cropBox``. Draw it under ``cropBoxTransform(at:)``, which turns it during a quarter turn's
  /// animation (this is then the box after the turn).
  ///
  /// Edge cases: as ``geometry(at:)``'s (NaN gives ``cropBox``).
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func cropBox(at time: Double) -> Rect {
    guard let times = tracker.animationTimes, times.isRunning(at: time),
      case .box(let animation) = tracker.animation
    else { return cropBox }
    return animation.cropBox(at: time - times.start)
  }

  /// The transform to draw ``cropBox(at:)`` with at `time`, in seconds on the caller's clock, in
  /// the view's coordinates (it maps a point of the view to where it is drawn): the running
  /// ``TurnAnimation``'s similarity, which turns and scales the box with the image during a
  /// quarter turn, or the identity. Draw the box's border, grid and handles under it, and cut the
  /// dimming's hole with it (the dimming itself still covers the whole view).
  ///
  ///     let box = engine.cropBox(at: t), s = engine.cropBoxTransform(at: t)
  ///     boxView.bounds = CGRect(x: 0, y: 0, width: box.width, height: box.height)
  ///     boxView.center = CGPoint(Point(x: box.midX, y: box.midY).applying(s))
  ///     boxView.transform = CGAffineTransform(a: s.a, b: s.b, c: s.c, d: s.d, tx: 0, ty: 0)
  ///
  /// Edge cases: as ``geometry(at:)``'s (NaN gives the identity).
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func cropBoxTransform(at time: Double) -> AffineTransform {
    guard let times = tracker.animationTimes, times.isRunning(at: time),
      case .turn(let animation) = tracker.animation
    else { return .identity }
    return animation.transform(at: time - times.start)
  }

  /// Whether an animation the engine started still moves the image at `time`, in seconds on the
  /// caller's clock: a display link runs while this is `true` and draws ``geometry(at:)``.
  ///
  /// Edge cases:
  /// - NaN gives `false`.
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func isAnimating(at time: Double) -> Bool {
    tracker.animationTimes?.isRunning(at: time) ?? false
  }

  /// When the kept animation started (``runningAnimation``'s, ``runningBoxAnimation``'s or
  /// ``runningTurnAnimation``'s `startTime`), in seconds on the caller's clock, or `nil` when the
  /// engine keeps none. An event earlier than this is rejected with
  /// ``CropEventRejection/invalidTime``, the state bit-identical: a host whose events can arrive
  /// out of order compares with it.
  @inlinable
  public var animationStartTime: Double? { tracker.animationTimes?.start }

  /// The animation the last settle started and the time it started, in seconds on the caller's
  /// clock, or `nil` when there is none or an event has moved the image since. Its times count
  /// from `startTime`; it may have ended (then the placement is its end).
  @inlinable
  public var runningAnimation: (animation: SettleAnimation, startTime: Double)? {
    guard let times = tracker.animationTimes, case .settle(let animation) = tracker.animation
    else { return nil }
    return (animation, times.start)
  }

  /// The animation that moves the crop box with the image (the recentre a handle drag's end
  /// started, or a ratio change) and the time it started, in seconds on the caller's clock, or
  /// `nil` when there is none or an event has moved the image since. It may have ended (then the placement and the
  /// box are its end). Never set together with ``runningAnimation``.
  @inlinable
  public var runningBoxAnimation: (animation: BoxAnimation, startTime: Double)? {
    guard let times = tracker.animationTimes, case .box(let animation) = tracker.animation
    else { return nil }
    return (animation, times.start)
  }

  /// The animation of the last quarter turn of an editable box and the time it started, in
  /// seconds on the caller's clock, or `nil` when there is none or an event has moved the image
  /// since. It may have ended (then the placement and the box are its end). Never set together
  /// with ``runningAnimation`` or ``runningBoxAnimation``.
  @inlinable
  public var runningTurnAnimation: (animation: TurnAnimation, startTime: Double)? {
    guard let times = tracker.animationTimes, case .turn(let animation) = tracker.animation
    else { return nil }
    return (animation, times.start)
  }

  /// The step of an event that arrives while the kept animation moves the image (on the copy
  /// ``apply(_:at:)`` runs it on): the event starts from the placement the animation draws at
  /// `time` (a new touch catches the image where it is on screen), and the animation stops there
  /// unless the event starts another. A layout change retargets a settle instead. No gesture is
  /// active while an animation runs (a gesture's first event catches the image).
  @usableFromInline
  mutating func catching(_ event: CropEvent, at time: Double) -> CropEventResult {
    guard let times = tracker.animationTimes, let animation = tracker.animation else {
      return step(event)
    }
    let result: CropEventResult
    switch animation {
    case .settle(let settle):
      let sample = settle.sample(at: time - times.start)
      take(sample)
      guard placement.isCommittable else { return .rejected(.overflow) }
      if case .layout(let box) = event {
        result = retarget(to: box, moving: sample)
      } else {
        result = step(event)
      }
    case .box(let box):
      result = catching(event, box: box.sample(at: time - times.start))
    case .turn:
      // A turned picture is no placement: the placement is already the turn's end, and the event
      // applies to it (the picture jumps there; another turn animates on from there).
      result = step(event)
    }
    if result.rejection != nil { return result }
    // The image is no longer where the animation was going: it moved, even if the event did not,
    // and the animation it was running is forgotten (or replaced by the one the event started).
    if !result.startsAnimation { forgetAnimation() }
    return result == .unchanged ? .moved : result
  }

  /// Takes the placement of an animation's sample (a valid placement: the animation runs between
  /// valid placements within the gesture limits).
  @inlinable
  mutating func take(_ sample: SettleSample) {
    placement.center = sample.center
    // The zoom springs in ln(zoom): exp(log(z)) can round an ulp past a limit the spring starts
    // at, so the state takes the sample clamped into the gesture limits.
    placement.zoom = configuration.limits.clampedToGesture(sample.zoom)
    if sample.angle != placement.frame.angle { takeSampledAngle(sample.angle) }
  }

  /// Sets the angle a caught swing drew, unless the box could not be covered at it (the
  /// release clips the swing to coverable angles, so that is a rounding case between the angles it
  /// checked): then the angle stays the released one. Out of line: only a rotation's release swings.
  @inlinable
  @inline(never)
  mutating func takeSampledAngle(_ angle: Double) {
    let frame = ImageFrame(
      angle: angle, orientation: placement.frame.orientation,
      perspective: placement.frame.perspective)
    if isCoverable(frame, fitted: fittedSize) { placement.frame = frame }
  }

  /// The layout event during an animation: the placement the animation draws now goes into the
  /// new box as ``layout(cropBox:)`` puts a placement there (the crop kept), and the image goes on
  /// from there at the animation's velocity, carried into the new box, with a new release (a
  /// fling or a spring to the new box's resting placement).
  @usableFromInline
  mutating func retarget(to box: Rect, moving sample: SettleSample) -> CropEventResult {
    let before = placement
    let l = placement.frame.matrix
    switch layout(cropBox: box, settling: false) {
    case .rejected(let reason, _): return .rejected(reason)
    case .unchanged, .moved, .animated: break
    }
    // The velocity in the image's axes scales with the fit, as the offset of the box's centre
    // does: v' = L·(r ⊙ Lᵀ·v) with r the new fitted size over the old, per axis.
    let rx = fittedSize.width / before.fittedSize.width
    let ry = fittedSize.height / before.fittedSize.height
    let u = ImageFrame.imageAxes(sample.velocity, l)
    var velocity = ImageFrame.viewAxes(Point(x: rx * u.x, y: ry * u.y), l)
    // A box so much larger that the carried velocity overflows: the image goes on from rest
    // (found by the fuzzer).
    if !Self.isFinite(velocity) { velocity = .zero }
    let release = Release(
      velocity: velocity, zoomVelocity: sample.zoomVelocity, angleVelocity: sample.angleVelocity)
    if settleAnimated(release: release) { return .animated }
    return .moved
  }

  /// ``catching(_:at:)`` while a ``BoxAnimation`` moves the box and the image: the event starts
  /// from the box and the placement it draws.
  @usableFromInline
  mutating func catching(_ event: CropEvent, box sample: BoxSample) -> CropEventResult {
    placement.cropBox = Self.contained(sample.cropBox, in: cropArea)
    placement.fittedSize = sample.fittedSize
    placement.center = sample.center
    placement.zoom = configuration.limits.clampedToGesture(sample.zoom)
    guard placement.isCommittable else { return .rejected(.overflow) }
    // The box animation stops here: the event starts from what it drew, and may start another.
    forgetAnimation()
    let caught = placement
    let result = step(event)
    if result.rejection != nil || Self.placesBox(event) { return result }
    if tracker.active != 0 {
      // A gesture that caught the box on its way: the box recentres when the last gesture ends.
      tracker.pendingRecentre = true
      return result
    }
    // A one-shot event (a key, a double tap, a straighten...): the box recentres at once, moving
    // on from where it was drawn (from where the event left it when the event turned the image,
    // which a box animation does not); an animation the event started is folded into the
    // recentre's, which ends where the event's would have, recentred.
    return recentreAtOnce(from: placement.frame == caught.frame ? caught : placement, after: result)
  }

  /// Whether `event` puts the crop box somewhere itself, so that a recentre it interrupts does
  /// not resume after it: a handle drag starts a drag of its own (whose end recentres), the
  /// others place the box at rest or where the caller says (a ratio of `nil` only unlocks).
  @inlinable
  static func placesBox(_ event: CropEvent) -> Bool {
    switch event {
    case .handleDrag, .handleStep, .layout, .layoutCropArea, .reset, .revert: return true
    case .ratio(let ratio): return ratio != nil
    default: return false
    }
  }
}
