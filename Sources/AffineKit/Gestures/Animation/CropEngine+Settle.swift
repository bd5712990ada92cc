// The settle: the image comes to rest when the last gesture ends (or a key, a double tap, a zoom
// to a rectangle, a layout change, a turn or a restore lands), and this is how it gets there: the
// committed settle step (where it rests is the placement's rule, Placement.settle, over the image's
// frame) and the release: a fling, a spring from the finger's speed, or the eased settle.

extension CropEngine {
  // MARK: The animation the settle starts

  /// Keeps `animation`, which the event started (``finished(_:_:from:at:)`` stamps its start
  /// time), and returns ``CropEventResult/animated``.
  @inlinable
  mutating func started(_ animation: SettleAnimation) -> CropEventResult {
    keep(animation)
    return .animated
  }

  /// Keeps `animation`, which the event started; ``finished(_:_:from:at:)`` stamps its start.
  @inlinable
  mutating func keep(_ animation: SettleAnimation) {
    self.animation = CropAnimation(animation)
  }

  // MARK: The settle step

  /// Settles, keeping the animation from the placement before (``keep(_:)``); returns whether
  /// there is one (`false` when nothing moved).
  ///
  /// The settled placement is always committable: the resting zoom is within the limits of a
  /// committable state's zoom, and the clamped centre lies between a finite centre and the crop
  /// box's finite centre... except when the image's half size at the resting zoom overflows, which
  /// `isCommittable` catches; then the placement stays and nothing moves.
  @inlinable
  mutating func settleAnimated() -> Bool {
    let before = placement
    guard settleCommitted(from: before) == .moved else { return false }
    keep(settleAnimation(from: before))
    return true
  }

  /// The settle step, committed: ``SettleStep/overflow`` (the placement left as it is) when the
  /// settled placement is not committable, ``SettleStep/unmoved`` when it is `before` (whose bits
  /// are kept: the clamp may have turned a −0 into +0), else ``SettleStep/moved``.
  @inlinable
  mutating func settleCommitted(from before: Placement) -> SettleStep {
    var settled = placement
    settled.settle(configuration)
    guard settled.isCommittable else { return .overflow }
    placement = settled
    return putBackIfUnmoved(before) ? .unmoved : .moved
  }

  /// Whether the placement is `before` by value; if so, `before`'s bits are put back (a clamp may
  /// have turned a −0 into +0, and an event that moves nothing leaves the state bit-identical).
  @inlinable
  mutating func putBackIfUnmoved(_ before: Placement) -> Bool {
    guard placement.isAt(before) else { return false }
    placement = before
    return true
  }

  /// The settle animation from the placement `before` (centre, zoom) to the current one, at the
  /// current fit, angle and orientation (a settle changes neither).
  @inlinable
  func settleAnimation(from before: Placement) -> SettleAnimation {
    SettleAnimation(
      cropBox: cropBox, fittedSize: fittedSize, startCenter: before.center,
      startZoom: before.zoom, endCenter: center, endZoom: zoom, angle: placement.frame.angle,
      orientation: placement.frame.orientation)
  }

  /// The end of an event that puts the image somewhere new and cancels every gesture (reset,
  /// restore): settles without an animation and commits; returns the result when there is nothing
  /// more to say (an overflow, or nothing changed at all, the placement's bits put back), or `nil`
  /// when the image moved or a gesture was cancelled, with every gesture, a run of turns and a
  /// kept animation forgotten.
  @inlinable
  mutating func settleCancellingGestures(from before: Placement) -> CropEventResult? {
    placement.settle(configuration)
    guard placement.isCommittable else { return .rejected(.overflow) }
    // (A box or a shape that changed is a change, even with the image where it was.)
    if placement.showsSameCrop(as: before) {
      placement = before
      if case .idle = interaction { return .unchanged }
    }
    interaction = .idle
    animation = nil
    return nil
  }

  // MARK: How it gets there: the release

  /// Settles at the end of the last active gesture, starting at the release velocity: returns the
  /// animation from the placement before (kept, ``keep(_:)``); `false` when nothing
  /// moves (nor would show moving: a velocity so small that every component stays within the
  /// tolerance of the placement from the start returns no animation either).
  ///
  /// - With no velocity, exactly ``settleAnimated()``: the eased settle.
  /// - A pan released at least ``CropMotion/minimumFlingSpeed`` (clipped to
  ///   ``CropMotion/maximumFlingSpeed``) with the zoom at rest flings: the target is the settled
  ///   placement of the projection `c + D`, and each centre axis decays into it (or into the
  ///   range's edge, then springs back to the edge), per view axis when there is no straighten angle
  ///   (quarter turns and mirrors keep the view's axes). With an angle the resting range is not an
  ///   axis-aligned box in the view, so both axes decay when the projection is at rest, or spring
  ///   from the release to the settled projection when it is not
  ///   (``ImageFrame/flung(_:by:zoom:fitted:box:overscroll:)``).
  /// - Otherwise the release spring from the current placement to the settled one, from the
  ///   finger's speed. With the zoom at rest, a centre axis that does not move keeps no velocity
  ///   (below the fling speed, the content stops where the finger left it on that axis).
  /// - The zoom's and the angle's velocities are clipped so that the spring never takes the zoom
  ///   past the gesture limits nor the angle past ``CropConfiguration/maximumAngle`` (every sample is a valid
  ///   state).
  @inlinable
  mutating func settleAnimated(release: Release) -> Bool {
    if release.isZero { return settleAnimated() }
    return settleAnimated(moving: release)
  }

  /// ``settleAnimated(release:)`` for a release with a velocity.
  @inlinable
  mutating func settleAnimated(moving release: Release) -> Bool {
    let before = placement
    // The settled placement, computed aside and kept only when it animates.
    var p = placement
    var v = release.velocity
    // The speed, scaled so that a huge component (1e300) does not overflow its square; a speed
    // above the maximum keeps its direction (the unit vector, from the scaled components, so that
    // even (±1.8e308, ±1.8e308) clips to the maximum rather than to nothing).
    let largest = Swift.max(v.x.magnitude, v.y.magnitude)
    let unit = largest == 0 ? Point.zero : Point(x: v.x / largest, y: v.y / largest)
    let norm = (unit.x * unit.x + unit.y * unit.y).squareRoot()
    let speed = largest * norm
    if speed > configuration.motion.maximumFlingSpeed {
      // The direction first, then the length: exact for an axis-aligned release.
      v = Point(
        x: unit.x / norm * configuration.motion.maximumFlingSpeed,
        y: unit.y / norm * configuration.motion.maximumFlingSpeed)
    }
    let atRestZoom = configuration.limits.clampedToRest(p.zoom) == p.zoom
    let flings = speed >= configuration.motion.minimumFlingSpeed && speed > 0 && atRestZoom
    var axes: (x: FlingAxis, y: FlingAxis) = (.spring, .spring)
    let lambda = SettleAnimation.decayRate(configuration.motion.decelerationRate)
    if flings {
      // The zoom is at rest in the limits, which with an angle may still rise to cover the box.
      p.settleZoom(configuration)
      let target = p.frame.flung(
        p.center, by: Point(x: v.x / lambda, y: v.y / lambda), zoom: p.zoom, fitted: p.fittedSize,
        box: p.cropBox, p.cropShape, overscroll: configuration.overscroll)
      // Braking onto an edge it is already on, an axis does not move and keeps no velocity.
      if target.axes.x == .brakeIntoEdge && target.center.x == p.center.x { v.x = 0 }
      if target.axes.y == .brakeIntoEdge && target.center.y == p.center.y { v.y = 0 }
      p.center = target.center
      axes = target.axes
    } else {
      p.settle(configuration)
      // With the zoom at rest, an axis that does not settle keeps no velocity: below the fling
      // speed the content stops where the finger left it. A zoom that springs back into its
      // resting range moves the whole image, so every axis springs from the finger's speed.
      if atRestZoom {
        if p.center.x == before.center.x { v.x = 0 }
        if p.center.y == before.center.y { v.y = 0 }
      }
    }
    guard p.isCommittable else { return false }
    let zoomVelocity = clippedZoomVelocity(release.zoomVelocity, from: before.zoom, to: p.zoom)
    let angleVelocity = clippedAngleVelocity(release.angleVelocity)
    if v.x == 0 && v.y == 0 && zoomVelocity == 0 && angleVelocity == 0 {
      if p.isAt(before) { return false }
      placement = p
      keep(settleAnimation(from: before))
      return true
    }
    let animation =
      flings
      ? SettleAnimation(
        flingFrom: before.center, zoom: before.zoom, to: p.center, zoom: p.zoom, velocity: v,
        zoomVelocity: zoomVelocity, angleVelocity: angleVelocity, axes: axes, cropBox: cropBox,
        fittedSize: fittedSize, angle: placement.frame.angle,
        orientation: placement.frame.orientation,
        decelerationRate: configuration.motion.decelerationRate,
        response: configuration.motion.springResponse)
      : SettleAnimation(
        springFrom: before.center, zoom: before.zoom, to: p.center, zoom: p.zoom, velocity: v,
        zoomVelocity: zoomVelocity, angleVelocity: angleVelocity, cropBox: cropBox,
        fittedSize: fittedSize, angle: placement.frame.angle,
        orientation: placement.frame.orientation, response: configuration.motion.springResponse)
    // Duration 0: the placement did not move and every component stays within the tolerance of
    // it from the start (a velocity too small to show). No animation, and the placement keeps its
    // bits (the settle's clamp may have turned a −0 into +0).
    if animation.duration == 0 { return false }
    placement = p
    keep(animation)
    return true
  }

  /// The zoom's release velocity in `ln(zoom)` per second, clipped so that the spring from
  /// `startZoom` to `targetZoom` (the settled zoom) stays within the gesture limits (and, without a
  /// ceiling, within the largest finite zoom).
  ///
  /// A critically damped spring's displacement `d(t) = (d₀ + b·t)·e^(−ωt)`, `b = v₀ + ω·d₀`, has
  /// one extreme after the start, at `t* = v₀/(ω·b)` when that is positive, of
  /// `d* = (d₀ + v₀/ω)·e^(−v₀/b)`; otherwise it only shrinks from `d₀`. When `d*` would pass a limit
  /// (in `ln(zoom)`, less a relative 1e-9 for rounding), the velocity is scaled down by bisection to
  /// the largest fraction whose extreme stays within (a zero velocity always does). Before that it
  /// is clipped to ±``CropMotion/maximumZoomVelocity``.
  @inlinable
  func clippedZoomVelocity(_ release: Double, from startZoom: Double, to targetZoom: Double)
    -> Double
  {
    if release == 0 { return 0 }
    // First the absolute clip (a recognizer's runaway sample, a velocity divided by a tiny scale,
    // ±∞), so that a limit at infinity still bounds the swing.
    let most = CropMotion.maximumZoomVelocity
    let velocity = Swift.min(Swift.max(release, -most), most)
    let omega = 2 * Double.pi / configuration.motion.springResponse
    let target = Exponential.log(targetZoom)
    let d0 = Exponential.log(startZoom) - target
    let low = (Exponential.log(configuration.limits.minimumZoom) - target) * (1 - 1e-9)
    // Without a ceiling, the largest zoom a Double holds: a swing past it would be infinite.
    let ceiling = Swift.min(configuration.limits.maximumZoom, .greatestFiniteMagnitude)
    let high = (Exponential.log(ceiling) - target) * (1 - 1e-9)
    func withinLimits(_ v: Double) -> Bool {
      let b = v + omega * d0
      if b == 0 { return true }
      let peakTime = v / (omega * b)
      if !(peakTime > 0) { return true }
      let extreme = (d0 + v / omega) * Exponential.exp(-v / b)
      return extreme >= low && extreme <= high
    }
    return Self.largestAccepted(velocity, halvings: 48, withinLimits)
  }

  /// The angle's release velocity in radians per second, clipped so that the spring's swing
  /// (exactly `v₀/(ω·e)`, at `t = 1/ω`, since the angle springs back to where it was released)
  /// keeps the angle within ``CropConfiguration/maximumAngle`` (π/4 without one, never more than
  /// a whole turn) and, when the box must
  /// be covered (``CropConfiguration/coversCropBox``), at angles the box can be covered at within `maximumZoom`:
  /// sixteen angles along the swing are checked, and the velocity is scaled down by bisection until
  /// they all are.
  @inlinable
  func clippedAngleVelocity(_ velocity: Double) -> Double {
    if velocity == 0 { return 0 }
    return clippedNonzeroAngleVelocity(velocity)
  }

  @inlinable
  @inline(never)
  func clippedNonzeroAngleVelocity(_ velocity: Double) -> Double {
    let omega = 2 * Double.pi / configuration.motion.springResponse
    let e = 2.718281828459045
    // At most a whole turn: a limit near the largest Double would make the bound, and the swing,
    // infinite (found by the fuzzer).
    let room = Swift.min(
      configuration.maximumAngle.map { $0 - placement.frame.angle.magnitude } ?? Double.pi / 4,
      2 * Double.pi)
    let bound = omega * e * room
    if !(bound > 0) { return 0 }
    let clipped = Swift.min(Swift.max(velocity, -bound), bound)
    guard configuration.coversCropBox else { return clipped }
    func swingIsCoverable(_ v: Double) -> Bool {
      let swing = v / (omega * e)
      for i in 1...16 {
        let frame = ImageFrame(
          angle: placement.frame.angle + swing * Double(i) / 16,
          orientation: placement.frame.orientation, perspective: placement.frame.perspective)
        if !placement.isCoverable(frame, fitted: fittedSize, configuration) { return false }
      }
      return true
    }
    return Self.largestAccepted(clipped, halvings: 32, swingIsCoverable)
  }

  /// `velocity` when `accepts` takes it; otherwise `velocity` scaled by the largest fraction in
  /// `[0, 1]` that `accepts` takes, found by bisection in `halvings` steps (0 is assumed accepted:
  /// a release with no velocity stays where the settle goes).
  @inlinable
  static func largestAccepted(
    _ velocity: Double, halvings: Int, _ accepts: (Double) -> Bool
  ) -> Double {
    if accepts(velocity) { return velocity }
    var inside = 0.0
    var outside = 1.0
    for _ in 0..<halvings {
      let middle = (inside + outside) * 0.5
      if accepts(velocity * middle) { inside = middle } else { outside = middle }
    }
    return velocity * inside
  }

  /// Settles and returns the animation from `before` (the placement before the event) to the
  /// settled placement, or ``CropEventResult/unchanged`` when they are the same.
  @inlinable
  mutating func settled(from before: Placement) -> CropEventResult {
    switch settleCommitted(from: before) {
    case .overflow: return .rejected(.overflow)
    case .unmoved: return .unchanged
    case .moved:
      return started(settleAnimation(from: before))
    }
  }
}

/// What the committed settle step did (``CropEngine/settleCommitted(from:)``).
@usableFromInline
enum SettleStep: Sendable {
  /// The settled placement is not committable: the placement is left as it is.
  case overflow
  /// The placement did not move.
  case unmoved
  /// The placement moved.
  case moved
}

/// The velocities an ending gesture reports, for the release.
@usableFromInline
struct Release: Sendable {
  /// The centre's velocity, in points per second.
  @usableFromInline var velocity: Point
  /// The zoom's velocity, in `ln(zoom)` per second.
  @usableFromInline var zoomVelocity: Double
  /// The angle's velocity, in radians per second.
  @usableFromInline var angleVelocity: Double

  @inlinable
  init(velocity: Point = .zero, zoomVelocity: Double = 0, angleVelocity: Double = 0) {
    self.velocity = velocity
    self.zoomVelocity = zoomVelocity
    self.angleVelocity = angleVelocity
  }

  /// No velocity.
  @inlinable
  static var zero: Release { Release() }

  /// Whether every velocity is zero.
  @inlinable
  var isZero: Bool {
    velocity.x == 0 && velocity.y == 0 && zoomVelocity == 0 && angleVelocity == 0
  }
}
