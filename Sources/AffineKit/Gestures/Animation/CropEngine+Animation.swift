// The running animation: what to draw at a time, whether it still moves, and what an event that
// arrives while it moves starts from. Every event carries its time (apply(_:at:)); the engine
// keeps the animation the last event started (a settle, the box's, a turn), so no adapter decides
// when to catch the image.

extension CropEngine {
  /// What the engine draws at `time`, in seconds on the caller's clock: the running animation's
  /// sample then, or the committed state (the placement, no transform, no velocity) when no
  /// animation runs at that time.
  @inlinable
  func drawn(at time: Double) -> CropAnimation.Sample {
    guard let animation = animation, animation.isRunning(atClock: time) else {
      return CropAnimation.Sample(
        cropBox: cropBox, fittedSize: fittedSize, center: center, zoom: zoom,
        angle: placement.frame.angle, orientation: placement.frame.orientation)
    }
    return animation.sample(at: time - animation.startTime)
  }

  /// The image view's geometry to draw at `time`, in seconds on the caller's clock: the running
  /// animation's geometry then (``CropAnimation/Sample/geometry``), or ``geometry`` when no
  /// animation runs at that time.
  ///
  ///     engine.apply(.pan(.ended, translation: .zero, velocity: Point(x: 800, y: 0)), at: 3)
  ///     imageView.setGeometry(engine.geometry(at: link.targetTimestamp))  // each frame
  ///
  /// Edge cases:
  /// - A time before the animation started gives its start; at or after its end, ``geometry``.
  /// - NaN gives ``geometry``: no animation runs at NaN (``isAnimating(at:)`` is `false`).
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func geometry(at time: Double) -> ViewGeometry {
    guard let animation = animation, animation.isRunning(atClock: time) else {
      return geometry
    }
    return animation.sample(at: time - animation.startTime).geometry
  }

  /// The image's frame as drawn at `time`, in seconds on the caller's clock: ``contentFrame`` as
  /// the running animation draws it, the bounding box of the image view's bounds under
  /// ``projectiveTransform(at:)`` about ``geometry(at:)``'s centre (so a ``perspective`` is
  /// included, as in ``contentFrame``, where ``CropAnimation/Sample/frame`` is the affine
  /// geometry's frame), or ``contentFrame`` when no animation runs at that time.
  ///
  /// Edge cases: as ``geometry(at:)``'s (NaN gives ``contentFrame``); a frame drawn just before
  /// an animation's end is the frame at rest to rounding.
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func contentFrame(at time: Double) -> Rect {
    guard isAnimating(at: time) else { return contentFrame }
    let g = geometry(at: time)
    let w = g.bounds.size.width
    let h = g.bounds.size.height
    return Rect(x: -w / 2, y: -h / 2, width: w, height: h)
      .projected(by: projectiveTransform(at: time))
      .offsetBy(dx: g.center.x, dy: g.center.y)
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
  /// coordinates: the running animation's box then (a recentre or a ratio change moves it), or
  /// ``cropBox``. Draw it under ``cropBoxTransform(at:)``, which turns it during a quarter turn's
  /// animation (this is then the box after the turn).
  ///
  /// Edge cases: as ``geometry(at:)``'s (NaN gives ``cropBox``).
  ///
  /// - Parameter time: Seconds on the clock the events' times are on.
  @inlinable
  public func cropBox(at time: Double) -> Rect { drawn(at: time).cropBox }

  /// The transform to draw ``cropBox(at:)`` with at `time`, in seconds on the caller's clock, in
  /// the view's coordinates (it maps a point of the view to where it is drawn): the running
  /// animation's ``CropAnimation/Sample/transform``, which turns and scales the box with the
  /// image during a quarter turn, or the identity. Draw the box's border, grid and handles under
  /// it, and cut the dimming's hole with it (the dimming itself still covers the whole view).
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
    drawn(at: time).transform
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
    animation?.isRunning(atClock: time) ?? false
  }

  /// The animation the last event that animated started (a settle, a recentre or ratio change
  /// of the box, or a quarter turn), or `nil` when there is none or an event has moved the image
  /// since. It may have ended (then the engine's state is its end). An event earlier than its
  /// ``CropAnimation/startTime`` is rejected with ``CropEventRejection/invalidTime``, the state
  /// bit-identical: a host whose events can arrive out of order compares with it.
  @inlinable
  public var runningAnimation: CropAnimation? { animation }

  /// The step of an event that arrives while the kept animation moves the image (on the copy
  /// ``apply(_:at:)`` runs it on): the event starts from what the animation draws at `time` (a
  /// new touch catches the image where it is on screen; a turn's picture is no placement, so the
  /// event starts from the turn's end; a handle drag or step on a box not yet of its locked ratio
  /// starts from the animation's end, the ratio's box, since the handles keep the lock), and the
  /// animation stops there unless the event starts another. A layout change carries a settle into
  /// the new box; an event that catches the box on its way and does not place it leaves the box to
  /// recentre.
  @usableFromInline
  mutating func catching(_ event: CropEvent, at time: Double) -> CropEventResult {
    guard let animation else { return step(event) }
    var sample = animation.sample(at: time - animation.startTime)
    // A handle drag or step keeps a locked ratio: one that catches the box on its way to a new
    // ratio starts from the box of that ratio, where the animation was going.
    if event.movesHandle, let r = lockedRatio, !r.isShape(of: sample.cropBox.size) {
      sample = animation.sample(at: animation.duration)
    }
    take(sample)
    guard placement.isCommittable else { return .rejected(.overflow) }
    // The image is no longer where the animation was going: the animation stops here, and the
    // event may start another.
    forgetAnimation()
    let caught = placement
    var result: CropEventResult
    if case .layout(let box) = event, animation.carriesIntoLayout {
      result = retarget(to: box, moving: sample)
    } else {
      result = step(event)
    }
    if result.isRejected { return result }
    if animation.movesBox && !event.placesBox {
      result = resumingRecentre(after: result, caught: caught)
    }
    // It moved, even if the event did not.
    return result == .unchanged ? .moved : result
  }

  /// Takes the placement an animation's sample draws (a valid placement: every animation runs
  /// between valid placements within the gesture limits; a turn's sample is its end).
  @inlinable
  mutating func take(_ sample: CropAnimation.Sample) {
    placement.cropBox = Self.contained(sample.cropBox, in: cropArea)
    placement.fittedSize = sample.fittedSize
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
    if placement.isCoverable(frame, fitted: fittedSize, configuration) { placement.frame = frame }
  }

  /// The layout event during an animation: the placement the animation draws now goes into the
  /// new box as ``layout(cropBox:)`` puts a placement there (the crop kept), and the image goes on
  /// from there at the animation's velocity, carried into the new box, with a new release (a
  /// fling or a spring to the new box's resting placement).
  @usableFromInline
  mutating func retarget(to box: Rect, moving sample: CropAnimation.Sample) -> CropEventResult {
    let before = placement
    let l = placement.frame.matrix
    switch layout(boxInArea: box, settling: false) {
    case .rejected(let reason, _): return .rejected(reason)
    case .unchanged, .deferred, .moved, .animated, .detent: break
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

  /// After an event that caught a box animation on its way (and did not place the box itself):
  /// a gesture leaves the box to recentre when the last gesture ends; a one-shot event (a key, a
  /// double tap, a straighten...) recentres it at once, moving on from where it was drawn (from
  /// where the event left it when the event turned the image, which a box animation does not); an
  /// animation the event started is folded into the recentre's, which ends where the event's
  /// would have, recentred.
  @usableFromInline
  mutating func resumingRecentre(after result: CropEventResult, caught: Placement)
    -> CropEventResult
  {
    if case .gestures(var gestures) = interaction {
      gestures.pendingRecentre = true
      interaction.set(gestures)
      return result
    }
    return recentreAtOnce(from: placement.frame == caught.frame ? caught : placement, after: result)
  }
}
