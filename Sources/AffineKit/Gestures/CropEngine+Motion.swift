extension CropEngine {
  // MARK: Release

  /// Settles at the end of the last active gesture, starting at the release velocity: returns the
  /// animation from the placement before, or `nil` when nothing
  /// moves (nor would show moving: a velocity so small that every component stays within the
  /// tolerance of the placement from the start returns no animation either).
  ///
  /// - With no velocity, exactly ``settleAnimated()``: the eased settle.
  /// - A pan released at least ``CropMotion/minimumFlingSpeed`` (clipped to
  ///   ``CropMotion/maximumFlingSpeed``) with the zoom at rest flings: the target is the settled
  ///   placement of the projection `c + D`, and each centre axis decays into it (or into the
  ///   range's edge, then springs back to the edge). With a rotation the resting range is not an
  ///   axis-aligned box in the view, so both axes decay when the projection is at rest, or spring
  ///   from the release to the settled projection when it is not.
  /// - Otherwise the release spring from the current placement to the settled one, from the
  ///   finger's speed. With the zoom at rest, a centre axis that does not move keeps no velocity
  ///   (below the fling speed, the content stops where the finger left it on that axis).
  /// - The zoom's and the angle's velocities are clipped so that the spring never takes the zoom
  ///   past the gesture limits nor the angle past ``CropConfiguration/maximumAngle`` (every sample is a valid
  ///   state).
  @inlinable
  @inline(__always)
  mutating func settleAnimated(release: Release) -> SettleAnimation? {
    // The end without a velocity inlines into the step, as it did before the release.
    if release.isZero { return settleAnimatedInline() }
    return settleAnimated(moving: release)
  }

  /// ``settleAnimated(release:)`` for a release with a velocity.
  @inlinable
  mutating func settleAnimated(moving release: Release) -> SettleAnimation? {
    let before = placement
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
    let atRestZoom = configuration.limits.clampedToRest(zoom) == zoom
    let flings = speed >= configuration.motion.minimumFlingSpeed && speed > 0 && atRestZoom
    var axes: (x: FlingAxis, y: FlingAxis) = (.spring, .spring)
    let lambda = SettleAnimation.decayRate(configuration.motion.decelerationRate)
    if flings {
      let projection = Point(x: v.x / lambda, y: v.y / lambda)
      if isUnrotated {
        let ranges = allowedCenterRanges
        func axis(_ x0: Double, _ d: Double, _ r: (lo: Double, hi: Double)) -> (
          Double, FlingAxis
        ) {
          if x0 < r.lo || x0 > r.hi { return (Swift.min(Swift.max(x0, r.lo), r.hi), .spring) }
          if d == 0 { return (x0, .decay) }
          let p = x0 + d
          let x1 = Swift.min(Swift.max(p, r.lo), r.hi)
          if x1 == p { return (x1, .decay) }
          // Clamped: the content never passes the edge, so it brakes onto it instead of bouncing;
          // already on the edge, that axis does not move (and keeps no velocity, below).
          return (x1, configuration.overscroll == .clamped ? .brakeIntoEdge : .decayIntoEdge)
        }
        let (x1, mx) = axis(center.x, projection.x, ranges.x)
        let (y1, my) = axis(center.y, projection.y, ranges.y)
        if mx == .brakeIntoEdge && x1 == center.x { v.x = 0 }
        if my == .brakeIntoEdge && y1 == center.y { v.y = 0 }
        placement.center = Point(x: x1, y: y1)
        axes = (mx, my)
      } else {
        let projected = Point(x: center.x + projection.x, y: center.y + projection.y)
        placement.center = projected
        settleGeometry()
        axes = center == projected ? (.decay, .decay) : (.spring, .spring)
      }
    } else {
      settleGeometry()
      // With the zoom at rest, an axis that does not settle keeps no velocity: below the fling
      // speed the content stops where the finger left it. A zoom that springs back into its
      // resting range moves the whole image, so every axis springs from the finger's speed.
      if atRestZoom {
        if center.x == before.center.x { v.x = 0 }
        if center.y == before.center.y { v.y = 0 }
      }
    }
    guard commit(orRestore: before) else { return nil }
    let zoomVelocity = clippedZoomVelocity(release.zoomVelocity, from: before.zoom)
    let angleVelocity = clippedAngleVelocity(release.angleVelocity)
    if v.x == 0 && v.y == 0 && zoomVelocity == 0 && angleVelocity == 0 {
      return putBackIfUnmoved(before) ? nil : settleAnimation(from: before)
    }
    let animation =
      flings
      ? SettleAnimation(
        flingFrom: before.center, zoom: before.zoom, to: center, zoom: zoom, velocity: v,
        zoomVelocity: zoomVelocity, angleVelocity: angleVelocity, axes: axes,
        fittedSize: fittedSize, angle: placement.angle, orientation: placement.orientation,
        decelerationRate: configuration.motion.decelerationRate,
        response: configuration.motion.springResponse)
      : SettleAnimation(
        springFrom: before.center, zoom: before.zoom, to: center, zoom: zoom, velocity: v,
        zoomVelocity: zoomVelocity, angleVelocity: angleVelocity, fittedSize: fittedSize,
        angle: placement.angle, orientation: placement.orientation,
        response: configuration.motion.springResponse)
    // Duration 0: the placement did not move and every component stays within the tolerance of
    // it from the start (a velocity too small to show). No animation, and the placement keeps its
    // bits (the settle's clamp may have turned a −0 into +0).
    if animation.duration == 0 {
      placement = before
      return nil
    }
    return animation
  }

  /// The zoom's release velocity in `ln(zoom)` per second, clipped so that the spring from
  /// `startZoom` to the current (settled) zoom stays within the gesture limits.
  ///
  /// A critically damped spring's displacement `d(t) = (d₀ + b·t)·e^(−ωt)`, `b = v₀ + ω·d₀`, has
  /// one extreme after the start, at `t* = v₀/(ω·b)` when that is positive, of
  /// `d* = (d₀ + v₀/ω)·e^(−v₀/b)`; otherwise it only shrinks from `d₀`. When `d*` would pass a limit
  /// (in `ln(zoom)`, less a relative 1e-9 for rounding), the velocity is scaled down by bisection to
  /// the largest fraction whose extreme stays within (a zero velocity always does). Before that it
  /// is clipped to ±``CropMotion/maximumZoomVelocity``.
  @inlinable
  @inline(__always)
  func clippedZoomVelocity(_ release: Double, from startZoom: Double) -> Double {
    if release == 0 { return 0 }
    // First the absolute clip (a recognizer's runaway sample, a velocity divided by a tiny scale,
    // ±∞), so that a limit at infinity still bounds the swing.
    let most = CropMotion.maximumZoomVelocity
    let velocity = Swift.min(Swift.max(release, -most), most)
    let omega = 2 * Double.pi / configuration.motion.springResponse
    let target = Exponential.log(zoom)
    let d0 = Exponential.log(startZoom) - target
    let low = (Exponential.log(configuration.limits.minimumZoom) - target) * (1 - 1e-9)
    let high =
      configuration.limits.maximumZoom < .infinity
      ? (Exponential.log(configuration.limits.maximumZoom) - target) * (1 - 1e-9) : .infinity
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
  /// keeps the angle within ``CropConfiguration/maximumAngle`` (a quarter turn without one) and, when the box must
  /// be covered (``CropConfiguration/coversCropBox``), at angles the box can be covered at within `maximumZoom`:
  /// sixteen angles along the swing are checked, and the velocity is scaled down by bisection until
  /// they all are.
  @inlinable
  @inline(__always)
  mutating func clippedAngleVelocity(_ velocity: Double) -> Double {
    if velocity == 0 { return 0 }
    return clippedNonzeroAngleVelocity(velocity)
  }

  // Mutating (it changes nothing) so that the engine is passed by reference, not copied.
  @inlinable
  @inline(never)
  mutating func clippedNonzeroAngleVelocity(_ velocity: Double) -> Double {
    let omega = 2 * Double.pi / configuration.motion.springResponse
    let e = 2.718281828459045
    let room = configuration.maximumAngle.map { $0 - placement.angle.magnitude } ?? Double.pi / 4
    let bound = omega * e * room
    if !(bound > 0) { return 0 }
    let clipped = Swift.min(Swift.max(velocity, -bound), bound)
    guard configuration.coversCropBox else { return clipped }
    func swingIsCoverable(_ v: Double) -> Bool {
      let swing = v / (omega * e)
      for i in 1...16 {
        let (sine, cosine) = Trigonometry.sinCos(placement.angle + swing * Double(i) / 16)
        let l = Self.linear(sin: sine, cos: cosine, orientation: placement.orientation)
        if !isCoverable(l, fitted: fittedSize) { return false }
      }
      return true
    }
    return Self.largestAccepted(clipped, halvings: 32, swingIsCoverable)
  }

  /// `velocity` when `accepts` takes it; otherwise `velocity` scaled by the largest fraction in
  /// `[0, 1]` that `accepts` takes, found by bisection in `halvings` steps (0 is assumed accepted:
  /// a release with no velocity stays where the settle goes).
  @inlinable
  @inline(__always)
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

  // MARK: Interrupt

  /// The interrupt event: continues from the state the running animation draws at `time`.
  @inlinable
  @inline(__always)
  mutating func interrupt(at time: Double) -> CropEventResult {
    if time.isNaN { return .rejected(.invalidTime) }
    guard let animation = tracker.animation else { return .unchanged }
    // The animation must still end where the engine is: an event that moved the image since
    // (which clears it) or a different rotation means it no longer runs.
    guard animation.endCenter == center, animation.endZoom == zoom,
      animation.angle == placement.angle, animation.orientation == placement.orientation,
      animation.fittedSize == fittedSize, !animation.isFinished(at: time)
    else {
      tracker.animation = nil
      return .unchanged
    }
    let sample = animation.sample(at: time)
    let before = placement
    placement.center = sample.center
    // The zoom springs in ln(zoom): exp(log(z)) can round an ulp past a limit the spring starts
    // at, so the state takes the sample clamped into the gesture limits.
    placement.zoom = configuration.limits.clampedToGesture(sample.zoom)
    guard commit(orRestore: before) else { return .rejected(.overflow) }
    if sample.angle != placement.angle { takeSampledAngle(sample.angle) }
    tracker.animation = nil
    if tracker.turnBase != nil { tracker.turnBase = nil }
    return .moved
  }
}

extension CropEngine {
  /// Sets the angle an interrupted swing drew, unless the box could not be covered at it (the
  /// release clips the swing to coverable angles, so that is a rounding case between the angles it
  /// checked): then the angle stays the released one. Out of line: only a rotation's release swings.
  @inlinable
  @inline(never)
  mutating func takeSampledAngle(_ angle: Double) {
    let (sine, cosine) = Trigonometry.sinCos(angle)
    let l = Self.linear(sin: sine, cos: cosine, orientation: placement.orientation)
    if isCoverable(l, fitted: fittedSize) { setAngle(angle) }
  }
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
