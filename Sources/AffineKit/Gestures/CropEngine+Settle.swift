// The settle: where the image comes to rest when the last gesture ends (or a key, a double tap,
// a zoom to a rectangle, a layout change, a turn or a restore lands), and how it gets there. The
// resting zoom range, the allowed centres (in the view's axes, or in the image's axes with a
// rotation), the committed settle step, and the release: a fling, a spring from the finger's
// speed, or the eased settle.

extension CropEngine {
  // MARK: Where the image rests

  /// The allowed range of the centre on one axis at zoom `s`: `[lo, hi]` when the image is at least
  /// as long as the crop box, or the single centred position when it is shorter.
  @inlinable
  @inline(always)
  static func centerRange(
    length: Double, zoom s: Double, boxMin: Double, boxLength: Double
  ) -> (lo: Double, hi: Double) {
    let scaled = s * length
    if scaled < boxLength {
      let centred = boxMin + boxLength * 0.5
      return (centred, centred)
    }
    // Left edge at or before boxMin ⇔ centre ≤ boxMin + half; right edge at or after boxMax ⇔
    // centre ≥ boxMax − half. Clamping the centre (not the edge) keeps the rule exactly idempotent.
    let half = scaled * 0.5
    let hi = boxMin + half
    let lo = Swift.min((boxMin + boxLength) - half, hi)
    return (lo, hi)
  }

  /// The allowed centre ranges on both axes at the current zoom.
  @inlinable
  @inline(always)
  var allowedCenterRanges: (x: (lo: Double, hi: Double), y: (lo: Double, hi: Double)) {
    (
      Self.centerRange(
        length: fittedSize.width, zoom: zoom, boxMin: cropBox.origin.x,
        boxLength: cropBox.size.width),
      Self.centerRange(
        length: fittedSize.height, zoom: zoom, boxMin: cropBox.origin.y,
        boxLength: cropBox.size.height)
    )
  }

  /// Clamps the centre into the allowed range on each axis at the current zoom.
  @inlinable
  mutating func clampCenter() {
    if !isUnrotated {
      clampRotatedCenter()
      return
    }
    clampUnrotatedCenter()
  }

  /// ``clampCenter()`` for an unrotated engine (the caller has checked ``isUnrotated``).
  @inlinable
  mutating func clampUnrotatedCenter() {
    let ranges = allowedCenterRanges
    placement.center = Point(
      x: Swift.min(Swift.max(center.x, ranges.x.lo), ranges.x.hi),
      y: Swift.min(Swift.max(center.y, ranges.y.lo), ranges.y.hi))
  }

  /// The settle step: clamps the zoom into the resting range about the image's centre, then the
  /// centre into the allowed range. Idempotent, and pure in (placement, crop box, limits).
  @inlinable
  mutating func settleGeometry() {
    if !isUnrotated {
      settleRotatedGeometry()
      return
    }
    let rest = configuration.limits.clampedToRest(zoom)
    if rest != zoom { zoom(to: rest, about: center) }
    clampUnrotatedCenter()
  }

  /// Settles, keeping the animation from the placement before (``keep(_:)``); returns whether
  /// there is one (`false` when nothing moved).
  ///
  /// The settled placement is always committable: the resting zoom is within the limits of a
  /// committable state's zoom, and the clamped centre lies between a finite centre and the crop
  /// box's finite centre... except when the image's half size at the resting zoom overflows, which
  /// `placement.isCommittable` catches; then the placement is restored and nothing moves.
  @inlinable
  mutating func settleAnimated() -> Bool { settleAnimatedInline() }

  /// ``settleAnimated()``, always inlined: the end of a gesture without a velocity.
  @inlinable
  @inline(__always)
  mutating func settleAnimatedInline() -> Bool {
    let before = placement
    guard settleCommitted(from: before) == .moved else { return false }
    keep(settleAnimation(from: before))
    return true
  }

  /// The settle step, committed: ``SettleStep/overflow`` when the settled placement is not
  /// committable (`before` is restored), ``SettleStep/unmoved`` when it is `before` (whose bits
  /// are put back: the clamp may have turned a −0 into +0), else ``SettleStep/moved``.
  @inlinable
  @inline(__always)
  mutating func settleCommitted(from before: Placement) -> SettleStep {
    settleGeometry()
    guard commit(orRestore: before) else { return .overflow }
    return putBackIfUnmoved(before) ? .unmoved : .moved
  }

  /// Whether the placement is `before` by value; if so, `before`'s bits are put back (a clamp may
  /// have turned a −0 into +0, and an event that moves nothing leaves the state bit-identical).
  @inlinable
  @inline(__always)
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
      fittedSize: fittedSize, startCenter: before.center, startZoom: before.zoom, endCenter: center,
      endZoom: zoom, angle: placement.angle, orientation: placement.orientation)
  }

  /// The resting zoom range with the current rotation. When the box must be covered, the resting
  /// minimum is `restingMinimumZoom × coverZoom(θ) / coverZoom(0)` (the same zoom relative to the
  /// covering one as without a rotation) and at least the covering zoom, within `maximumZoom`.
  @inlinable
  var rotatedRestingRange: (lo: Double, hi: Double) {
    var lo = configuration.limits.restingMinimumZoom
    var hi = configuration.limits.restingMaximumZoom
    if configuration.coversCropBox {
      let box = cropBox.size
      let cover = Self.coverZoom(Self.extents(linear, box: box), fitted: fittedSize)
      let flat =
        placement.orientation.swapsAxes
        ? (x: box.height, y: box.width) : (x: box.width, y: box.height)
      let cover0 = Self.coverZoom(flat, fitted: fittedSize)
      lo = Swift.min(Swift.max(lo * (cover / cover0), cover), configuration.limits.maximumZoom)
      hi = Swift.max(hi, lo)
    }
    return (lo, hi)
  }

  /// The settle step with a rotation: the zoom into the resting range about the image's centre,
  /// then the crop box's centre into the covering range in the image's axes.
  @inlinable
  @inline(never)
  mutating func settleRotatedGeometry() {
    let range = rotatedRestingRange
    let rest = Swift.min(Swift.max(zoom, range.lo), range.hi)
    if rest != zoom { placement.zoom = rest }
    clampRotatedCenter()
  }

  /// Clamps the crop box's centre, in the image's axes, into `|u_x| ≤ (s·w − E_x)/2` and
  /// `|u_y| ≤ (s·h − E_y)/2`, centring an axis on which the image is shorter than the box.
  ///
  /// The centre moves as `c = B − L·u`, which rounds, so the step works to a margin `m` of a few
  /// ulps of the numbers involved (`64·ε·(|B_x| + |B_y| + |u_x| + |u_y|)`, view points): a centre
  /// within `max(b, 0) + m` of the image's axes on both axes (`b` the bound above) is left
  /// bit-identical; otherwise both axes are clamped into `b − m` (or centred when that is not
  /// positive), so that the rounding of `c` cannot put them back outside. The step is idempotent
  /// bit for bit, and the box is covered to within `m`.
  @inlinable
  @inline(never)
  mutating func clampRotatedCenter() {
    clampRotatedCenter(linear, box: Point(x: cropBox.midX, y: cropBox.midY))
  }

  /// The settle step's rounding margin, `64·ε·(|B_x| + |B_y| + |u_x| + |u_y|)` points, with the sum
  /// held at the largest finite number when it overflows: an image centre near ±1e308 (a double
  /// tap far outside the view, zoomed about it) must not get an infinite margin, which would call
  /// any placement covered and leave the crop not finite; and at least `64 ×` the smallest
  /// subnormal, 3.2e-322 points.
  @inlinable
  @inline(always)
  static func roundingMargin(_ b: Point, _ u: (x: Double, y: Double)) -> Double {
    let sum = b.x.magnitude + b.y.magnitude + u.x.magnitude + u.y.magnitude
    // At least 64 steps of the subnormal grid: with a crop box and a placement near the smallest
    // numbers (a box 5e-324 wide) the relative margin underflows to 0 while `c = B − L·u` still
    // rounds to that grid, and the settle would not be idempotent (found by the fuzzer).
    return Swift.max(
      64 * Double.ulpOfOne * (sum < .infinity ? sum : .greatestFiniteMagnitude),
      64 * Double.leastNonzeroMagnitude)
  }

  /// ``clampRotatedCenter()`` with `l` (``linear``) and the crop box's centre `b` already
  /// computed, inlined where a step calls it on its common path (straighten); the settle keeps the
  /// out-of-line call.
  @inlinable
  @inline(always)
  mutating func clampRotatedCenter(_ l: Linear, box b: Point) {
    let e = Self.extents(l, box: cropBox.size)
    let u = boxCentreInImageAxes(l, box: b)
    let bx = (zoom * fittedSize.width - e.x) * 0.5
    let by = (zoom * fittedSize.height - e.y) * 0.5
    let margin = Self.roundingMargin(b, u)
    if u.x.magnitude <= Swift.max(bx, 0) + margin && u.y.magnitude <= Swift.max(by, 0) + margin {
      return
    }
    func clamp(_ v: Double, _ b: Double) -> Double {
      let inner = b - margin
      return inner > 0 ? Swift.min(Swift.max(v, -inner), inner) : 0
    }
    placeBoxCentre(at: (clamp(u.x, bx), clamp(u.y, by)), l, box: b)
  }

  /// The end of an event that puts the image somewhere new and cancels every gesture (reset,
  /// restore): settles without an animation and commits; returns the result when there is nothing
  /// more to say (an overflow, or nothing changed at all, the placement's bits put back), or `nil`
  /// when the image moved or a gesture was cancelled, with every gesture, a run of turns and a
  /// kept animation forgotten.
  @inlinable
  mutating func settleCancellingGestures(from before: Placement) -> CropEventResult? {
    settleGeometry()
    guard commit(orRestore: before) else { return .rejected(.overflow) }
    if placement.isAt(before) {
      placement = before
      if tracker.active == 0 && tracker.turnBase == nil { return .unchanged }
    }
    tracker = GestureTracker()
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
  mutating func settleAnimated(release: Release) -> Bool {
    // The end without a velocity inlines into the step, as it did before the release.
    if release.isZero { return settleAnimatedInline() }
    return settleAnimated(moving: release)
  }

  /// ``settleAnimated(release:)`` for a release with a velocity.
  @inlinable
  mutating func settleAnimated(moving release: Release) -> Bool {
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
    guard commit(orRestore: before) else { return false }
    let zoomVelocity = clippedZoomVelocity(release.zoomVelocity, from: before.zoom)
    let angleVelocity = clippedAngleVelocity(release.angleVelocity)
    if v.x == 0 && v.y == 0 && zoomVelocity == 0 && angleVelocity == 0 {
      if putBackIfUnmoved(before) { return false }
      keep(settleAnimation(from: before))
      return true
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
      return false
    }
    keep(animation)
    return true
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

  /// Settles and returns the animation from `before` (the placement before the event) to the
  /// settled placement, or ``CropEventResult/unchanged`` when they are the same.
  @inlinable
  @inline(always)
  mutating func settled(from before: Placement) -> CropEventResult {
    switch settleCommitted(from: before) {
    case .overflow: return .rejected(.overflow)
    case .unmoved: return .unchanged
    case .moved:
      if tracker.turnBase != nil { tracker.turnBase = nil }
      return started(settleAnimation(from: before))
    }
  }
}

/// What the committed settle step did (``CropEngine/settleCommitted(from:)``).
@usableFromInline
enum SettleStep: Sendable {
  /// The settled placement is not committable: the placement before is restored.
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
