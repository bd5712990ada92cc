extension CropEngine {
  /// Applies one event that happened at `time`: the engine's single entry point.
  ///
  /// `time` is in seconds on the caller's clock (the recognizer's or the display link's, e.g.
  /// `CACurrentMediaTime()`): the engine uses it only to start the animations it returns and to
  /// catch the image where a running animation draws it. An event that arrives while an animation
  /// runs first takes the placement that animation draws at `time` (a new touch catches the image
  /// where it is on screen), then applies; a layout change retargets the animation instead (the
  /// image goes on moving, from where it is, at its speed, in the new box); a double tap or a
  /// zoom to a rectangle during a gesture waits for the gesture's end and replaces its settle.
  ///
  /// - Pinch: `s' = clamp(s·k, minimumZoom, maximumZoom)` about the focal point `p` (the centroid, or
  ///   the image's centre when there is none): `c' = p + (s'/s)·(c − p)`, so the image point under
  ///   the fingers stays there. With ``ZoomOverscroll/hard`` limits (the default) the floor is
  ///   hard: a pinch-in stops exactly there, and a pinch-out works at once; with
  ///   ``ZoomOverscroll/rubberBand`` the zoom is banded in `ln(zoom)` between the resting and the
  ///   hard limits and never reaches the hard one. With a centroid, the content first moves by the
  ///   centroid's change since the previous event of the same gesture (not on
  ///   ``GesturePhase/began`` and not when the touch count changed: the centroid jumps then, so it
  ///   is re-baselined).
  /// - Pan and touch drag: `c' = c + t` in the view's coordinates, then the
  ///   ``CropConfiguration/overscroll`` mode.
  /// - End or cancel of the last active gesture: the event's value is applied, then the image
  ///   settles (``CropEventResult/animated``): the zoom is clamped into the resting range about
  ///   the image's centre, then per axis the image moves back by exactly the gap on a crossed edge
  ///   of the crop box, or is centred on the box when it is smaller.
  ///   A release with a velocity (a pan's, a pinch's scale velocity, a rotation's angular
  ///   velocity) animates there with the release spring, and a fast pan flings first
  ///   (``CropMotion``, ``SettleAnimation``).
  /// - Scroll: zooms by `2^(−Δy·f)` about the pointer (or pans by `−delta`), a gesture that
  ///   settles at ``CropEvent/scrollEnded``; key: one zoom or pan step, settled; quick zoom: zooms
  ///   by `exp(Δy/d)` about where it began, a gesture.
  /// - Double tap, zoom to a rectangle: animated, settled.
  /// - Layout: the new crop box keeps the crop, then settles, without an animation.
  /// - Rotation: turns about the centroid, `c' = p + R(Δ)·(c − p)`, a gesture like a pinch.
  /// - Straighten: sets ``angle``, keeping the image point under the crop box's centre, and zooms
  ///   just enough to keep the box covered.
  /// - Turn, flip: exact quarter turns and mirrors about the crop box's centre, then a settle
  ///   without an animation; with box editing the box turns too, and a quarter turn is animated
  ///   (``TurnAnimation``); reset: back to a new engine's placement.
  ///
  /// With a straighten angle, settle works in the image's axes: the zoom rises to the covering
  /// zoom when the box must be covered (``CropConfiguration/coversCropBox``), and the box's centre
  /// is clamped into the covering range. With ``angle`` 0, quarter turns and mirrors keep the
  /// view's axes and every rule works per view axis, exactly; with no turn or mirror either, every
  /// event computes exactly what it computes without rotation support.
  ///
  ///     // a 300 × 300 image filling a 300 × 300 box at the origin
  ///     engine.apply(.pinch(.began, scale: 0.9), at: 10)     // .moved
  ///     engine.apply(.pinch(.changed, scale: 0.9), at: 10.1) // .moved
  ///     engine.contentFrame                          // (28.5, 28.5, 243.0, 243.0), to rounding
  ///     engine.apply(.pinch(.ended, scale: 1), at: 10.2)     // .animated: 0.3 s ease-in-out
  ///     engine.contentFrame                          // (0.0, 0.0, 300.0, 300.0)
  ///     engine.isAnimating(at: 10.35)                // true: geometry(at:) draws it
  ///
  /// Edge cases (``CropEventResult/rejected(_:animates:)``, the state bit-identical):
  /// - A time that is NaN or infinite, or earlier than the start of the running animation
  ///   (``CropEventRejection/invalidTime``); such an event is rejected whole, an end included.
  /// - A scale that is NaN, infinite, zero or negative; a non-finite centroid, translation,
  ///   velocity or location; a negative touch count (0 is what UIKit reports when the last finger
  ///   has lifted, at `.ended`); a null, empty or non-finite rectangle; an invalid crop box.
  /// - A cumulative scale whose increment is not finite and positive.
  /// - An end or cancel of a gesture that is not active.
  /// - Finite input whose result is not finite (``CropEventRejection/overflow``).
  /// - A non-finite angle (``CropEventRejection/invalidAngle``), or an angle whose covering zoom is
  ///   above `maximumZoom` when the box must be covered (``CropEventRejection/angleNotCoverable``).
  /// - Except: a bad payload in an end or cancel of an active gesture still ends it, and settles
  ///   when it was the last one (the settle is in the rejection).
  ///
  /// - Parameters:
  ///   - event: What happened.
  ///   - time: When it happened, in seconds on the caller's clock.
  /// - Returns: Whether the event was rejected (and why), changed nothing, moved the image, or
  ///   moved it with an animation to run.
  @inlinable
  @discardableResult
  public mutating func apply(_ event: CropEvent, at time: Double) -> CropEventResult {
    guard Self.isFinite(time) else { return .rejected(.invalidTime) }
    if let start = animation?.startTime, time < start { return .rejected(.invalidTime) }
    // The event runs on a copy, which becomes the state only when the event is accepted: a
    // rejected event leaves the state bit-identical by construction.
    var next = self
    var result: CropEventResult
    if isAnimating(at: time) {
      // An event that leaves what the animation draws as it is where the animation ends (the same
      // value sent again, an unlock during the box's animation) applies there: the animation goes
      // on.
      if let beside = besideAnimation(event) {
        self = beside
        return .unchanged
      }
      result = next.catching(event, at: time)
    } else {
      result = next.step(event)
    }
    if let reason = result.rejection { return rejected(event, reason, at: time) }
    result = next.finished(event, result, from: self, at: time)
    self = next
    return result
  }

  /// The state `event` leaves where the running animation ends (the placement is its end), when
  /// it changes nothing there but the box's lock: it changes nothing the animation draws (the same
  /// value sent again, an unlock), so it applies there and the animation goes on. `nil` when the
  /// event must catch the animation.
  @inlinable
  func besideAnimation(_ event: CropEvent) -> CropEngine? {
    var probe = self
    // The animation goes on: an event that drops it (a revert that cancels a run of turns) catches
    // it instead. (Matched rather than compared with `nil`: in a build that inlines little, the
    // WebAssembly module's, the comparison is a generic call that copies the whole animation.)
    guard probe.step(event) == .unchanged, case .some = probe.animation else { return nil }
    var lockAside = probe
    lockAside.lockedRatio = lockedRatio
    return lockAside.interaction.isActive == interaction.isActive && lockAside.hasSameCrop(as: self)
      ? probe : nil
  }

  /// The post-step: what every accepted event needs afterwards, written once. `before` is the
  /// state before the event, the receiver the state the event's step left.
  ///
  /// - The rest rule: when nothing holds the image (no gesture) and the event started no
  ///   animation, the image is at rest; an event that moved it, or let go of it, and left it
  ///   elsewhere (one that caught a running animation, a revert that cancelled a gesture, the first
  ///   such event of an engine made away from rest) settles it, with the eased settle. An event
  ///   that changes nothing changes nothing.
  /// - The animation: one the event started begins at `time`; any other is forgotten (the event
  ///   moved the image, which stops it, or came after its end, where the placement is), so an
  ///   engine at rest equals one that never animated.
  /// - A run of quarter turns and flips ends with any other event that changed the crop
  ///   (``hasSameCrop(as:)``): a layout of the same crop area leaves it going. (A gesture or a
  ///   handle drag ends it as it begins: the interaction is one of them at a time.)
  /// - A dial's event that moved the image across the detent at 0 says so
  ///   (``CropEventResult/detent(_:animates:)``).
  @inlinable
  mutating func finished(
    _ event: CropEvent, _ stepped: CropEventResult, from before: CropEngine, at time: Double
  ) -> CropEventResult {
    var result = stepped
    if !interaction.isActive && !result.startsAnimation
      && (result != .unchanged || before.interaction.isActive) && settleAnimated()
    {
      result = .animated
    }
    if result.startsAnimation {
      animation?.start = time
    } else {
      forgetAnimation()
    }
    if case .turns = interaction, !event.continuesTurns, !hasSameCrop(as: before) {
      interaction = .idle
    }
    if result.imageMoved, let crossing = detentCrossing(of: event, from: before.placement.frame) {
      result = .detent(crossing, animates: result.startsAnimation)
    }
    return result
  }

  /// How `event`, a dial's, moved its dial across the detent since `before` (the frame before
  /// the event), or `nil`: a straighten's angle, or a perspective's tilts (entering wins when one
  /// axis enters as the other leaves). Always `nil` with the detent off.
  @inlinable
  func detentCrossing(of event: CropEvent, from before: ImageFrame) -> CropDetentCrossing? {
    guard configuration.input.detentBand > 0 else { return nil }
    let after = placement.frame
    let was: (Bool, Bool)
    let now: (Bool, Bool)
    switch event {
    case .straighten:
      was = (before.angle == 0, true)
      now = (after.angle == 0, true)
    case .perspective:
      was = (before.perspective.horizontal == 0, before.perspective.vertical == 0)
      now = (after.perspective.horizontal == 0, after.perspective.vertical == 0)
    default:
      return nil
    }
    if (now.0 && !was.0) || (now.1 && !was.1) { return .entered }
    if (was.0 && !now.0) || (was.1 && !now.1) { return .left }
    return nil
  }

  /// A rejected event: the state is untouched, except that an end or cancel of an active gesture
  /// still ends it (and settles when it was the last one; a handle drag's recentres). An event at
  /// a bad time is rejected whole.
  @inlinable
  mutating func rejected(_ event: CropEvent, _ reason: CropEventRejection, at time: Double)
    -> CropEventResult
  {
    guard reason != .invalidTime, let gesture = event.endedGesture, interaction.isActive(gesture)
    else { return .rejected(reason) }
    var animates = false
    if gesture == .handle {
      interaction = .idle
      animates = recentre(from: placement, after: configuration.boxEditing?.recentreDelay ?? 0)
    } else {
      var gestures = interaction.gestures
      gestures.end(gesture)
      interaction.set(gestures)
      if gestures.isEmpty {
        // The bad end passes no velocity on, drops a zoom that waited for it, and the settle
        // starts from rest.
        if gestures.pendingRecentre {
          animates = recentreThatWaited(movedFrom: placement, zoom: nil) == .animated
        } else {
          animates = settleAnimated()
        }
      }
    }
    if animates { animation?.start = time }
    return .rejected(reason, animates: animates)
  }

  /// Whether `other` shows and keeps the same crop: the same placement, crop area, lock and
  /// configuration. What the user is doing and the running animation are not compared: the
  /// post-step and ``besideAnimation(_:)`` ask about those themselves.
  @inlinable
  func hasSameCrop(as other: CropEngine) -> Bool {
    placement == other.placement && cropArea == other.cropArea && lockedRatio == other.lockedRatio
      && configuration == other.configuration
  }

  /// Forgets the kept animation.
  @inlinable
  mutating func forgetAnimation() { animation = nil }

  /// Dispatches an event to its step.
  @inlinable
  mutating func step(_ event: CropEvent) -> CropEventResult {
    if interaction.isActive(.handle), let result = duringHandleDrag(event) { return result }
    switch event {
    case .pinch(let phase, let scale, let centroid, let touchCount, let values, let velocity):
      return pinch(
        phase, scale: scale, centroid: centroid, touchCount: touchCount, values: values,
        velocity: velocity)
    case .pan(let phase, let translation, let velocity, let values):
      return pan(phase, translation: translation, velocity: velocity, values: values)
    case .touchDrag(let phase, let location):
      return touchDrag(phase, location: location)
    case .doubleTap(let location):
      return doubleTap(at: location)
    case .zoomTo(let rect):
      return zoom(toImageRect: rect)
    case .layout(let cropBox):
      return layout(boxInArea: cropBox)
    case .layoutCropArea(let area):
      return layout(cropArea: area)
    case .handleDrag(let handle, let phase, let translation, let values):
      return handleDrag(handle, phase, translation: translation, values: values)
    case .ratio(let preset, let locked):
      return ratio(preset, locked: locked)
    case .cropShape(let shape):
      return setCropShape(shape)
    case .revert(let snapshot):
      return revert(snapshot)
    case .handleStep(let handle, let outward):
      return stepHandle(handle, outward: outward)
    case .rotation(let phase, let angle, let centroid, let values, let velocity):
      return rotation(phase, angle: angle, centroid: centroid, values: values, velocity: velocity)
    case .straighten(let angle):
      return straighten(to: angle)
    case .perspective(let horizontal, let vertical):
      return setPerspective(horizontal: horizontal, vertical: vertical)
    case .turn(let quarterTurns):
      return reorient(CropOrientation.identity.turned(by: quarterTurns))
    case .flip(let axis):
      return reorient(CropOrientation.identity.flipped(axis))
    case .reset:
      return reset()
    case .restore(let saved):
      return restore(saved)
    case .configure(let configuration):
      return configure(configuration)
    case .scroll(let delta, let unit, let isPinch, let location):
      return scroll(delta: delta, unit: unit, isPinch: isPinch, at: location)
    case .scrollEnded:
      return scrollEnded()
    case .key(let key):
      return self.key(key)
    case .quickZoom(let phase, let location):
      return quickZoom(phase, location: location)
    }
  }

  // MARK: Pinch

  /// The pinch event.
  @inlinable
  mutating func pinch(
    _ phase: GesturePhase, scale: Double, centroid: Point?, touchCount: Int, values: GestureValues,
    velocity: Double
  ) -> CropEventResult {
    var gestures = interaction.gestures
    let baseline = gestures.pinch
    let wasActive = baseline != nil
    if phase.isEnd && !wasActive { return .rejected(.gestureNotActive) }
    // A began, or a gesture not yet active, starts from the identity (scale 1, no centroid).
    let continuing = wasActive && phase != .began
    var rejection: CropEventRejection? = nil
    var k = scale
    if !Self.isFinitePositive(scale) {
      rejection = .invalidScale
    } else if let p = centroid, !Self.isFinite(p) {
      rejection = .invalidCentroid
    } else if touchCount < 0 {
      rejection = .invalidTouchCount
    } else if !Self.isFinite(velocity) {
      rejection = .invalidVelocity
    } else if values == .cumulative {
      k = scale / (continuing ? baseline?.scale ?? 1 : 1)
      if !Self.isFinitePositive(k) { rejection = .invalidScale }
    }
    if let rejection { return .rejected(rejection) }
    let before = placement
    if continuing, let p = centroid, let previous = baseline?.centroid,
      baseline?.touchCount == touchCount
    {
      placement.pan(by: Point(x: p.x - previous.x, y: p.y - previous.y), configuration.overscroll)
    }
    placement.pinch(by: k, about: centroid ?? center, configuration)
    guard placement.isCommittable else { return .rejected(.overflow) }
    gestures.pinch = PinchBaseline(
      centroid: centroid, touchCount: touchCount,
      scale: values == .cumulative ? scale : baseline?.scale ?? 1)
    // The recognizer's velocity is d(scale)/dt of its own scale: in ln(zoom) per second, divided
    // by that scale (the total for cumulative values, the step, near 1, for incremental ones).
    return finish(
      .pinch, phase: phase, movedFrom: before, &gestures,
      release: Release(zoomVelocity: velocity / scale))
  }

  // MARK: Pan

  /// The pan event.
  @inlinable
  mutating func pan(
    _ phase: GesturePhase, translation: Point, velocity: Point, values: GestureValues
  ) -> CropEventResult {
    var gestures = interaction.gestures
    let active = gestures.pan != nil
    if phase.isEnd && !active { return .rejected(.gestureNotActive) }
    let continuing = active && phase != .began
    var rejection: CropEventRejection? = nil
    if !Self.isFinite(translation) {
      rejection = .invalidTranslation
    } else if !Self.isFinite(velocity) {
      rejection = .invalidVelocity
    }
    if let rejection { return .rejected(rejection) }
    var t = translation
    if values == .cumulative {
      let previous = continuing ? gestures.pan ?? .zero : .zero
      t = Point(x: translation.x - previous.x, y: translation.y - previous.y)
      if !Self.isFinite(t) { return .rejected(.overflow) }
    }
    let before = placement
    // A pinch in progress that follows its centroid already moves the content with the fingers:
    // the pan's translation is the same movement, so it is not applied twice.
    if !gestures.pinchFollowsCentroid {
      placement.pan(by: t, configuration.overscroll)
      guard placement.isCommittable else { return .rejected(.overflow) }
    }
    gestures.pan = values == .cumulative ? translation : gestures.pan ?? .zero
    return finish(
      .pan, phase: phase, movedFrom: before, &gestures, release: Release(velocity: velocity))
  }

  // MARK: Touch drag

  /// The touch-drag event.
  @inlinable
  mutating func touchDrag(_ phase: GesturePhase, location: Point) -> CropEventResult {
    var gestures = interaction.gestures
    if phase.isEnd && gestures.touch == nil { return .rejected(.gestureNotActive) }
    guard Self.isFinite(location) else {
      return .rejected(.invalidLocation)
    }
    guard phase != .began, let touch = gestures.touch else {
      // The only hit test: a touch that lands outside the image never holds it, even if the image
      // later moves under the finger (and a fast finger that outruns the image keeps dragging it).
      gestures.touch = TouchBaseline(
        location: location,
        holds: placement.frame.holds(location, center: center, zoom: zoom, fitted: fittedSize))
      interaction.set(gestures)
      return .unchanged
    }
    let before = placement
    // As a pan: a pinch that follows its centroid already carries the finger's movement.
    if touch.holds && !gestures.pinchFollowsCentroid {
      let previous = touch.location
      placement.pan(
        by: Point(x: location.x - previous.x, y: location.y - previous.y), configuration.overscroll)
      guard placement.isCommittable else { return .rejected(.overflow) }
    }
    gestures.touch?.location = location
    return finish(.touch, phase: phase, movedFrom: before, &gestures)
  }

  // MARK: Coordination

  /// Makes `gestures` (the gestures in progress, with `gesture`'s new baseline) the interaction for
  /// a non-end phase, or ends `gesture` for an end phase and settles when no gesture is left;
  /// returns the result of an accepted event that may have moved the image from `before`. Where a
  /// gesture's event writes the interaction (a touch's first event, which moves nothing, writes
  /// its baseline with ``Interaction/set(_:)`` itself).
  @inlinable
  mutating func finish(
    _ gesture: Gesture, phase: GesturePhase, movedFrom before: Placement,
    _ gestures: inout Gestures, release: Release = .zero
  ) -> CropEventResult {
    if !phase.isEnd {
      if gesture == .scroll { gestures.isScrolling = true }
      let moved = !placement.isAt(before)
      // A gesture that moves the image after the pan ended: not one lift, the velocity is stale.
      if moved { gestures.panRelease = nil }
      interaction.set(gestures)
      return moved ? .moved : .unchanged
    }
    gestures.end(gesture)
    if gestures.isEmpty {
      interaction = .idle
      if gestures.pendingRecentre {
        return recentreThatWaited(movedFrom: before, zoom: gestures.pendingZoom)
      }
      if let zoom = gestures.pendingZoom { return zoomThatWaited(zoom, movedFrom: before) }
      var combined = release
      if let kept = gestures.panRelease, combined.velocity == .zero { combined.velocity = kept }
      if settleAnimated(release: combined) { return .animated }
    } else {
      // A pinch or rotation is still active: one lift of two fingers, whose recognizers end one
      // after the other in no set order. The pan's velocity is kept for the settle at the last end.
      if gesture == .pan && release.velocity != .zero { gestures.panRelease = release.velocity }
      interaction.set(gestures)
    }
    return placement.isAt(before) ? .unchanged : .moved
  }

  // MARK: Rotation

  /// The rotation event.
  @inlinable
  mutating func rotation(
    _ phase: GesturePhase, angle: Double, centroid: Point?, values: GestureValues,
    velocity: Double
  ) -> CropEventResult {
    var gestures = interaction.gestures
    let previous = gestures.rotation
    let wasActive = previous != nil
    if phase.isEnd && !wasActive { return .rejected(.gestureNotActive) }
    let continuing = wasActive && phase != .began
    var rejection: CropEventRejection? = nil
    var delta = angle
    if !Self.isFinite(angle) {
      rejection = .invalidAngle
    } else if let p = centroid, !Self.isFinite(p) {
      rejection = .invalidCentroid
    } else if !Self.isFinite(velocity) {
      rejection = .invalidVelocity
    } else if values == .cumulative {
      delta = angle - (continuing ? previous ?? 0 : 0)
      if !Self.isFinite(delta) { rejection = .invalidAngle }
    }
    if let rejection { return .rejected(rejection) }
    let before = placement
    let target = configuration.clampedAngle(placement.frame.angle + delta)
    if delta != 0 && target != placement.frame.angle && Self.isFinite(target) {
      let (sinT, cosT) = Trigonometry.sinCos(target)
      guard
        placement.isCoverable(
          ImageFrame(
            angle: target, sin: sinT, cos: cosT, orientation: placement.frame.orientation,
            perspective: placement.frame.perspective),
          fitted: fittedSize, configuration)
      else { return .rejected(.angleNotCoverable) }
      // c' = p + R(Δ)·(c − p) with Δ the change of angle actually made.
      let (sinD, cosD) = Trigonometry.sinCos(target - placement.frame.angle)
      let p = centroid ?? placement.boxCentre
      let dx = center.x - p.x
      let dy = center.y - p.y
      placement.center = Point(x: p.x + (cosD * dx - sinD * dy), y: p.y + (sinD * dx + cosD * dy))
      placement.frame.setAngle(target, sin: sinT, cos: cosT)
      guard placement.isCommittable else { return .rejected(.overflow) }
    }
    gestures.rotation = values == .cumulative ? angle : previous ?? 0
    return finish(
      .rotation, phase: phase, movedFrom: before, &gestures,
      release: Release(angleVelocity: velocity))
  }
}
