/// The settle of the image in a fixed crop box: the ``CropAnimation/Kind/settle(_:)`` kind of
/// ``CropAnimation``, from the state an event left to the engine's settled state. Only the engine
/// makes one; sample it through its ``CropAnimation`` (``CropAnimation/sample(at:)``).
///
/// It animates the engine's placement, the image's centre and zoom (and the angle, after a
/// rotation released with a velocity), with the crop box and the image's size at zoom 1 fixed.
/// Three motions (``motion``):
///
/// - ``SettleMotion/eased``: no velocity. Centre and zoom are interpolated linearly in the eased
///   progress `e = curve.value(at: t/duration)`, as UIKit interpolates `center` and `transform`
///   (0.3 s ease-in-out by default).
/// - ``SettleMotion/spring(response:)``: the release at the finger's speed. A critically damped
///   spring with `ω = 2π/response` on the centre's x and y, on `ln(zoom)` and on the angle:
///   `x(t) = x₁ + (x₀ − x₁ + (v₀ + ω(x₀ − x₁))·t)·e^(−ωt)`. It starts at the state and velocity
///   of the release, crosses its target at most once, and not at all when the velocity points
///   away from the target or is slower than `ω·distance` toward it.
/// - ``SettleMotion/fling(decelerationRate:response:)``: UIScrollView's deceleration. Per centre
///   axis, `x(t) = x₀ + D·(1 − e^(−λt))` with the projection `D = (v₀/1000)·r/(1 − r)` and
///   `λ = 1000·(1 − r)/r`, so the travel is Apple's projection exactly and the start velocity is
///   exactly `v₀`. An axis whose projection leaves the resting range decelerates until it reaches
///   the range's edge, then continues as the spring toward that edge, starting at the velocity the
///   decay has there (no jump), and comes back to rest on the edge.
///
/// The spring and the decay never reach their target in finite time: the animation ends at
/// ``duration``, the first time after which every component stays within a thousandth of a
/// point of its target (for the zoom and the angle: the image's corners move less than that), and
/// the samples at and after it are the end exactly.
///
///     // a 300 × 300 photo released at zoom 0.81 in a 300 × 300 crop box, settling to 1
///     engine.runningAnimation!.sample(at: 0.075).frame.origin.x   // 24.818885…
///
/// Edge cases:
/// - A time at or before 0, or NaN, gives the start; at or after ``duration`` (or +∞) the end.
public struct SettleAnimation: Hashable, Sendable {
  /// The crop box, the same at both ends, in the view's coordinates (``CropEngine/cropBox``).
  public let cropBox: Rect
  /// The image's size in points at zoom 1 (``CropEngine/fittedSize``): the bounds of every frame.
  public let fittedSize: Size
  /// The image's centre when the animation starts (the gesture's last state), in the view's
  /// coordinates.
  public let startCenter: Point
  /// The zoom when the animation starts.
  public let startZoom: Double
  /// The image's centre when it ends (the settled state), in the view's coordinates.
  public let endCenter: Point
  /// The zoom when it ends.
  public let endZoom: Double
  /// The duration, in seconds: 0.3 by default for an eased settle, UIKit's usual
  /// `UIView.animate` duration for this; for a spring or a fling, the time it takes to come
  /// within a thousandth of a point of its end.
  public let duration: Double
  /// The timing curve of an eased settle: ease-in-ease-out by default (`.curveEaseInOut`).
  public let curve: TimingCurve
  /// The straighten angle, in radians, at the end (``CropEngine/angle``): a settle never changes
  /// the angle, so it is also the start's angle (after a rotation released with a velocity, the
  /// angle swings by ``angleVelocity`` and comes back to it).
  public let angle: Double
  /// The quarter turns and mirror, the same at both ends (``CropEngine/orientation``).
  public let orientation: CropOrientation
  /// The centre's velocity when the animation starts, in points per second, in the view's
  /// coordinates. Zero for an eased settle.
  public let velocity: Point
  /// The zoom's velocity when the animation starts, in `ln(zoom)` per second (0.5: growing by
  /// 50 % per second at that instant). Zero for an eased settle.
  public let zoomVelocity: Double
  /// The angle's velocity when the animation starts, in radians per second. Zero for an eased
  /// settle.
  public let angleVelocity: Double
  /// How the animation moves: eased, a spring, or a fling.
  public let motion: SettleMotion
  /// Per centre axis of a fling, how the axis moves (``FlingAxis``): x in the low 2 bits, y in
  /// the next 2.
  @usableFromInline let flingAxes: UInt8

  /// An eased settle (``SettleMotion/eased``, no velocity) in `cropBox`, storing the values as
  /// given.
  @inlinable
  init(
    cropBox: Rect, fittedSize: Size, startCenter: Point, startZoom: Double, endCenter: Point,
    endZoom: Double, angle: Double, orientation: CropOrientation, duration: Double = 0.3,
    curve: TimingCurve = .easeInOut
  ) {
    self.init(
      cropBox: cropBox, fittedSize: fittedSize, startCenter: startCenter, startZoom: startZoom,
      endCenter: endCenter, endZoom: endZoom, angle: angle, orientation: orientation,
      duration: duration, curve: curve, velocity: .zero, zoomVelocity: 0, angleVelocity: 0,
      motion: .eased, flingAxes: 0)
  }

  /// A release spring (``SettleMotion/spring(response:)``) in `cropBox`: a critically damped
  /// spring on the centre, on `ln(zoom)` and on the angle, from the start state and velocity to
  /// the end state, with its ``duration`` computed. The engine builds springs from valid states,
  /// clipped velocities and a validated, positive `response`.
  @inlinable
  init(
    springFrom startCenter: Point, zoom startZoom: Double, to endCenter: Point,
    zoom endZoom: Double, velocity: Point, zoomVelocity: Double, angleVelocity: Double,
    cropBox: Rect, fittedSize: Size, angle: Double, orientation: CropOrientation,
    response: Double
  ) {
    self.init(
      movingFrom: startCenter, zoom: startZoom, to: endCenter, zoom: endZoom, velocity: velocity,
      zoomVelocity: zoomVelocity, angleVelocity: angleVelocity, cropBox: cropBox,
      fittedSize: fittedSize, angle: angle, orientation: orientation,
      motion: .spring(response: response), flingAxes: 0)
  }

  /// A fling in `cropBox`: `axes` says how each centre axis moves.
  @inlinable
  init(
    flingFrom startCenter: Point, zoom startZoom: Double, to endCenter: Point,
    zoom endZoom: Double, velocity: Point, zoomVelocity: Double, angleVelocity: Double,
    axes: (x: FlingAxis, y: FlingAxis), cropBox: Rect, fittedSize: Size, angle: Double,
    orientation: CropOrientation, decelerationRate: Double, response: Double
  ) {
    self.init(
      movingFrom: startCenter, zoom: startZoom, to: endCenter, zoom: endZoom, velocity: velocity,
      zoomVelocity: zoomVelocity, angleVelocity: angleVelocity, cropBox: cropBox,
      fittedSize: fittedSize, angle: angle, orientation: orientation,
      motion: .fling(decelerationRate: decelerationRate, response: response),
      flingAxes: axes.x.rawValue | axes.y.rawValue << 2)
  }

  /// A spring or a fling: the start velocities, the motion and the fling's axes stored, then the
  /// duration computed.
  @inlinable
  init(
    movingFrom startCenter: Point, zoom startZoom: Double, to endCenter: Point,
    zoom endZoom: Double, velocity: Point, zoomVelocity: Double, angleVelocity: Double,
    cropBox: Rect, fittedSize: Size, angle: Double, orientation: CropOrientation,
    motion: SettleMotion, flingAxes: UInt8
  ) {
    let moving = SettleAnimation(
      cropBox: cropBox, fittedSize: fittedSize, startCenter: startCenter, startZoom: startZoom,
      endCenter: endCenter, endZoom: endZoom, angle: angle, orientation: orientation, duration: 0,
      curve: .easeInOut, velocity: velocity, zoomVelocity: zoomVelocity,
      angleVelocity: angleVelocity, motion: motion, flingAxes: flingAxes)
    self.init(
      cropBox: cropBox, fittedSize: fittedSize, startCenter: startCenter, startZoom: startZoom,
      endCenter: endCenter, endZoom: endZoom, angle: angle, orientation: orientation,
      duration: moving.computedDuration(), curve: .easeInOut, velocity: velocity,
      zoomVelocity: zoomVelocity, angleVelocity: angleVelocity, motion: motion,
      flingAxes: flingAxes)
  }

  /// Every stored value as given.
  @inlinable
  init(
    cropBox: Rect, fittedSize: Size, startCenter: Point, startZoom: Double, endCenter: Point,
    endZoom: Double, angle: Double, orientation: CropOrientation, duration: Double,
    curve: TimingCurve, velocity: Point, zoomVelocity: Double, angleVelocity: Double,
    motion: SettleMotion, flingAxes: UInt8
  ) {
    self.cropBox = cropBox
    self.fittedSize = fittedSize
    self.startCenter = startCenter
    self.startZoom = startZoom
    self.endCenter = endCenter
    self.endZoom = endZoom
    self.angle = angle
    self.orientation = orientation
    self.duration = duration
    self.curve = curve
    self.velocity = velocity
    self.zoomVelocity = zoomVelocity
    self.angleVelocity = angleVelocity
    self.motion = motion
    self.flingAxes = flingAxes
  }

  /// What the animation draws `time` seconds after it started: ``state(at:)``'s placement in
  /// ``cropBox``, with its velocities.
  @inlinable
  func sample(at time: Double) -> CropAnimation.Sample {
    let s = state(at: time)
    return CropAnimation.Sample(
      cropBox: cropBox, fittedSize: fittedSize, center: s.center, zoom: s.zoom, angle: s.angle,
      orientation: orientation, velocity: s.velocity, zoomVelocity: s.zoomVelocity,
      angleVelocity: s.angleVelocity)
  }

  /// Returns the placement and its velocity `time` seconds after the animation starts.
  ///
  /// Edge cases:
  /// - `time` at or before 0, or NaN, gives the start with the start velocities; at or after
  ///   ``duration`` (or +∞), the end with zero velocities.
  ///
  /// - Parameter time: Seconds since the animation started.
  @inlinable
  func state(at time: Double) -> SettleSample {
    if !(time > 0) {
      return SettleSample(
        center: startCenter, zoom: startZoom, angle: angle, velocity: velocity,
        zoomVelocity: zoomVelocity, angleVelocity: angleVelocity)
    }
    if !(time < duration) {
      return SettleSample(
        center: endCenter, zoom: endZoom, angle: angle, velocity: .zero, zoomVelocity: 0,
        angleVelocity: 0)
    }
    if case .eased = motion { return easedSample(at: time) }
    return movingSample(at: time)
  }

  /// ``sample(at:)`` of the eased motion, `0 < time < duration`.
  @inlinable
  func easedSample(at time: Double) -> SettleSample {
    let p = time / duration
    let (e, slope) = curve.valueAndSlope(at: p)
    let rate = slope / duration
    let (center, zoom) = eased(e)
    return SettleSample(
      center: center, zoom: zoom, angle: angle,
      velocity: Point(
        x: Self.finiteVelocity((endCenter.x - startCenter.x) * rate),
        y: Self.finiteVelocity((endCenter.y - startCenter.y) * rate)),
      zoomVelocity: (endZoom - startZoom) * rate / zoom, angleVelocity: 0)
  }

  /// The eased settle's centre and zoom at the eased progress `e` (UIKit's linear interpolation
  /// of the start and end in it).
  @inlinable
  func eased(_ e: Double) -> (center: Point, zoom: Double) {
    (
      Point(x: Self.mix(startCenter.x, endCenter.x, e), y: Self.mix(startCenter.y, endCenter.y, e)),
      Self.mix(startZoom, endZoom, e)
    )
  }

  /// ``sample(at:)`` of the spring and the fling, `0 < time < duration`.
  @inlinable
  func movingSample(at time: Double) -> SettleSample {
    switch motion {
    case .eased:
      return easedSample(at: time)
    case .spring(let response):
      let omega = 2 * Double.pi / response
      let decay = Exponential.exp(-omega * time)
      let x = Self.spring(startCenter.x, velocity.x, endCenter.x, omega, time, decay)
      let y = Self.spring(startCenter.y, velocity.y, endCenter.y, omega, time, decay)
      return springSample(x: x, y: y, omega: omega, time: time, decay: decay)
    case .fling(let rate, let response):
      let omega = 2 * Double.pi / response
      let lambda = Self.decayRate(rate)
      let decay = Exponential.exp(-omega * time)
      let x = Self.flingAxis(
        FlingAxis(rawValue: flingAxes & 3) ?? .spring, startCenter.x, velocity.x, endCenter.x,
        lambda: lambda, omega: omega, time: time, springDecay: decay)
      let y = Self.flingAxis(
        FlingAxis(rawValue: (flingAxes >> 2) & 3) ?? .spring, startCenter.y, velocity.y,
        endCenter.y, lambda: lambda, omega: omega, time: time, springDecay: decay)
      return springSample(x: x, y: y, omega: omega, time: time, decay: decay)
    }
  }

  /// A sample with the centre given and the zoom and the angle on the spring.
  @inlinable
  func springSample(
    x: (Double, Double), y: (Double, Double), omega: Double, time: Double, decay: Double
  ) -> SettleSample {
    var zoom = endZoom
    var zoomRate = 0.0
    if startZoom != endZoom || zoomVelocity != 0 {
      let l1 = Exponential.log(endZoom)
      let l = Self.spring(Exponential.log(startZoom), zoomVelocity, l1, omega, time, decay)
      // Held at the largest finite zoom: the engine clips the swing below it, but a spring that
      // ends there can round an ulp past it in ln(zoom).
      zoom = Swift.min(Exponential.exp(l.0), .greatestFiniteMagnitude)
      zoomRate = l.1
    }
    let turn =
      angleVelocity == 0
      ? (angle, 0.0) : Self.spring(angle, angleVelocity, angle, omega, time, decay)
    return SettleSample(
      center: Point(x: x.0, y: y.0), zoom: zoom, angle: turn.0, velocity: Point(x: x.1, y: y.1),
      zoomVelocity: zoomRate, angleVelocity: turn.1)
  }

  /// A critically damped spring from `x0` at velocity `v0` toward `x1`, at `time`, with
  /// `decay = e^(−ω·time)`: the position and the velocity.
  @inlinable
  static func spring(
    _ x0: Double, _ v0: Double, _ x1: Double, _ omega: Double, _ time: Double, _ decay: Double
  ) -> (Double, Double) {
    let d0 = x0 - x1
    if d0 == 0 && v0 == 0 { return (x1, 0) }
    // The usual form, where no step can overflow; the far form for a start near ±1e308.
    if !(d0.magnitude < 1e290) { return farSpring(d0, v0, x1, omega, time, decay) }
    let b = v0 + omega * d0
    return (x1 + (d0 + b * time) * decay, (v0 - omega * b * time) * decay)
  }

  /// ``spring(_:_:_:_:_:_:)`` for a displacement `d0` so large that `ω·d0` could overflow: the same
  /// spring with the bounded factors `(1 + ωt)·e^(−ωt)` and `ω²t·e^(−ωt)` applied to `d0` last,
  /// and a velocity that would not be finite held at ±`Double.greatestFiniteMagnitude`. Out of
  /// line: only an image a near-overflowing distance away gets here.
  @inlinable
  @inline(never)
  static func farSpring(
    _ d0: Double, _ v0: Double, _ x1: Double, _ omega: Double, _ time: Double, _ decay: Double
  ) -> (Double, Double) {
    let position = x1 + d0 * ((1 + omega * time) * decay) + v0 * (time * decay)
    let velocity = v0 * ((1 - omega * time) * decay) - d0 * (omega * omega * time * decay)
    func finite(_ x: Double) -> Double {
      x.magnitude < .infinity ? x : (x > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
    }
    return (finite(position), finite(velocity))
  }

  /// `a + (b − a)·e`, UIKit's linear interpolation in the eased progress; when `b − a` overflows
  /// (ends near ±1e308 on either side), `a·(1 − e) + b·e`, whose terms stay finite.
  @inlinable
  static func mix(_ a: Double, _ b: Double, _ e: Double) -> Double {
    let d = b - a
    return d.magnitude < .infinity ? a + d * e : a * (1 - e) + b * e
  }

  /// A velocity held at ±`Double.greatestFiniteMagnitude` when it overflows (a settle of a
  /// near-overflowing distance in 0.3 s).
  @inlinable
  static func finiteVelocity(_ v: Double) -> Double {
    v.magnitude < .infinity ? v : (v > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
  }

  /// One centre axis of a fling at `time`: the position and the velocity.
  @inlinable
  static func flingAxis(
    _ mode: FlingAxis, _ x0: Double, _ v0: Double, _ x1: Double, lambda: Double,
    omega: Double, time: Double, springDecay: Double
  ) -> (Double, Double) {
    switch mode {
    case .spring:
      return spring(x0, v0, x1, omega, time, springDecay)
    case .decay:
      if v0 == 0 { return (x1, 0) }
      let e = Exponential.exp(-lambda * time)
      return (x0 + (v0 / lambda) * (1 - e), v0 * e)
    case .decayIntoEdge:
      // The decay reaches the edge x1 when e^(−λt) = q = 1 − (x1 − x0)/D, at t_s = −ln(q)/λ,
      // with the velocity v0·q; then the spring from x1 at that velocity back to x1.
      let projection = v0 / lambda
      let q = edgeFraction(x0, x1, projection)
      let switchTime = -Exponential.log(q) / lambda
      if time < switchTime {
        let e = Exponential.exp(-lambda * time)
        return (x0 + projection * (1 - e), v0 * e)
      }
      let tau = time - switchTime
      let e = Exponential.exp(-omega * tau)
      let vs = v0 * q
      return (x1 + vs * tau * e, vs * (1 - omega * tau) * e)
    case .brakeIntoEdge:
      // The decay with the rate v0/D, D = x1 − x0 (same sign as v0): its travel is D exactly.
      let d = x1 - x0
      if d == 0 { return (x1, 0) }
      let e = Exponential.exp(-(v0 / d) * time)
      return (x0 + d * (1 - e), v0 * e)
    }
  }

  /// The fraction of the velocity left when a decay from `x0` with the projection `d` reaches the
  /// edge `x1`: `q = 1 − (x1 − x0)/d`, at least 1e-9 (an edge at the projection itself, up to
  /// rounding, would make it zero or negative).
  @inlinable
  static func edgeFraction(_ x0: Double, _ x1: Double, _ d: Double) -> Double {
    Swift.max(1 - (x1 - x0) / d, 1e-9)
  }

  /// The decay rate `λ = 1000·(1 − r)/r` per second for a velocity kept at `r` per millisecond:
  /// the exponential whose travel is Apple's projection `(v/1000)·r/(1 − r)` and whose start
  /// velocity is `v`.
  @inlinable
  static func decayRate(_ r: Double) -> Double { 1000 * (1 - r) / r }

  /// How long until every component stays within a thousandth of a point of its end (the zoom
  /// and the angle measured by how far they move the image's corners).
  @inlinable
  func computedDuration() -> Double {
    let tolerance = 1e-3
    let response: Double
    var lambda = 0.0
    switch motion {
    case .eased: return duration
    case .spring(let r): response = r
    case .fling(let rate, let r):
      response = r
      lambda = Self.decayRate(rate)
    }
    let omega = 2 * Double.pi / response
    // The image's corners move by up to R·Δ for a change Δ of ln(zoom) or of the angle, R the
    // half diagonal at the larger zoom.
    // (Scaled, so that a huge image does not overflow the squares; and at least 1e-15, below which
    // a change of ln(zoom) or of the angle is rounding, so that an image too large for its radius
    // to be finite still gets a finite duration.)
    let side = Swift.max(fittedSize.width, fittedSize.height)
    let radius =
      side > 0
      ? 0.5 * Swift.max(startZoom, endZoom) * side
        * ((fittedSize.width / side) * (fittedSize.width / side)
        + (fittedSize.height / side) * (fittedSize.height / side)).squareRoot() : 0
    let angular = radius > 0 ? Swift.max(tolerance / radius, 1e-15) : tolerance
    var longest = 0.0
    func spring(_ d0: Double, _ v0: Double, _ epsilon: Double) -> Double {
      Self.springSettlingTime(d0, v0, omega: omega, epsilon: epsilon)
    }
    for axis in 0..<2 {
      let x0 = axis == 0 ? startCenter.x : startCenter.y
      let v0 = axis == 0 ? velocity.x : velocity.y
      let x1 = axis == 0 ? endCenter.x : endCenter.y
      let mode: FlingAxis =
        lambda == 0 ? .spring : FlingAxis(rawValue: (flingAxes >> (2 * UInt8(axis))) & 3) ?? .spring
      let t: Double
      switch mode {
      case .spring: t = spring(x0 - x1, v0, tolerance)
      case .decay:
        let travel = (v0 / lambda).magnitude
        // (With a relative margin of 1e-4, as the spring's, so that rounding never leaves it above
        // the tolerance just before the end.)
        t = travel > tolerance ? Exponential.log(travel / tolerance) / lambda * (1 + 1e-4) : 0
      case .decayIntoEdge:
        let q = Self.edgeFraction(x0, x1, v0 / lambda)
        t = -Exponential.log(q) / lambda + spring(0, v0 * q, tolerance)
      case .brakeIntoEdge:
        let travel = (x1 - x0).magnitude
        t =
          travel > tolerance
          ? Exponential.log(travel / tolerance) / (v0 / (x1 - x0)) * (1 + 1e-4) : 0
      }
      longest = Swift.max(longest, t)
    }
    if startZoom != endZoom || zoomVelocity != 0 {
      let d0 = Exponential.log(startZoom) - Exponential.log(endZoom)
      longest = Swift.max(longest, spring(d0, zoomVelocity, angular))
    }
    if angleVelocity != 0 { longest = Swift.max(longest, spring(0, angleVelocity, angular)) }
    // A move within the tolerance still takes a moment, so that the sample at `duration` is the
    // end (at time 0 it is the start): a millisecond.
    if !(longest > 0) && (startCenter != endCenter || startZoom != endZoom) { return 1e-3 }
    return longest
  }

  /// The time after which a critically damped spring from displacement `d0` at velocity `v0`
  /// stays within `epsilon` of its target: the smallest `t` with `(|d0| + |v0 + ω·d0|·t)·e^(−ωt)
  /// ≤ epsilon` past the bound's peak, solved for `u = ωt` by the fixed point
  /// `u = ln((|d0| + c·u)/ε)` (a contraction for `u ≥ 1`), `c = |v0 + ω·d0|/ω`.
  @inlinable
  static func springSettlingTime(
    _ d0: Double, _ v0: Double, omega: Double, epsilon: Double
  ) -> Double {
    let a = d0.magnitude
    if !(a < 1e290 && v0.magnitude < 1e290) {
      return farSpringSettlingTime(d0, v0, omega: omega, epsilon: epsilon)
    }
    let c = (v0 + omega * d0).magnitude / omega
    // (a + c·u)·e^(−u) ≤ a + c/e for every u ≥ 0.
    if a + c <= epsilon { return 0 }
    var u = Swift.max(1, Exponential.log((a + c) / epsilon))
    for _ in 0..<8 {
      u = Swift.max(1, Exponential.log((a + c * u) / epsilon))
    }
    // The fixed point is approached from below, so the bound may still be a hair above ε: Newton
    // steps on ln(bound) − ln(ε), concave in u, land at or past its root. A relative margin of
    // 1e-4 then puts the bound about 0.1 % under ε, so that the samples just before the end are
    // within it too, whatever the rounding.
    for _ in 0..<4 {
      let bound = (a + c * u) * Exponential.exp(-u)
      if bound <= epsilon { break }
      let slope = Swift.max(1 - c / (a + c * u), 1e-3)
      u += Exponential.log(bound / epsilon) / slope
    }
    return u * (1 + 1e-4) / omega
  }

  /// ``springSettlingTime(_:_:omega:epsilon:)`` for a displacement or velocity near ±1e308: the
  /// same bound with `a`, `c` and `ε` all divided by 2^600 (exactly) and compared in logarithms, so
  /// that neither `a + c·u` nor its ratio to `ε` overflows. A non-finite input gives NaN.
  @inlinable
  @inline(never)
  static func farSpringSettlingTime(
    _ d0: Double, _ v0: Double, omega: Double, epsilon: Double
  ) -> Double {
    let a = d0.magnitude * 0x1p-600
    let c = (v0 / omega + d0).magnitude * 0x1p-600
    let lnEpsilon = Exponential.log(epsilon * 0x1p-600)
    var u = Swift.max(1, Exponential.log(a + c) - lnEpsilon)
    for _ in 0..<8 {
      u = Swift.max(1, Exponential.log(a + c * u) - lnEpsilon)
    }
    for _ in 0..<4 {
      let lnBound = Exponential.log(a + c * u) - u
      if lnBound <= lnEpsilon { break }
      let slope = Swift.max(1 - c / (a + c * u), 1e-3)
      u += (lnBound - lnEpsilon) / slope
    }
    return u * (1 + 1e-4) / omega
  }
}

extension CropAnimation {
  /// The running animation of `settle`, its start time stamped by the post-step of the event
  /// that started it.
  @inlinable
  init(_ settle: SettleAnimation) {
    kind = .settle(settle)
    start = 0
    duration = settle.duration
  }
}

/// How a ``SettleAnimation`` moves.
public enum SettleMotion: Hashable, Sendable {
  /// Centre and zoom interpolated in ``SettleAnimation/curve``'s eased progress over
  /// ``SettleAnimation/duration``, from rest to rest: the settle without a velocity.
  case eased
  /// A critically damped spring with `ω = 2π/response` (`response` in seconds) on the centre, on
  /// `ln(zoom)` and on the angle: the release at the finger's speed.
  case spring(response: Double)
  /// UIScrollView's deceleration with the velocity kept at `decelerationRate` per millisecond on
  /// each centre axis, into the spring with `response` (seconds) at an edge of the resting range;
  /// the zoom and the angle move on the spring.
  case fling(decelerationRate: Double, response: Double)
}

/// How one centre axis of a fling moves.
@usableFromInline
enum FlingAxis: UInt8, Sendable {
  /// The spring from the start (the axis started outside its resting range, or the fling is
  /// off on it).
  case spring = 0
  /// The decay to the projection, which lies in the resting range.
  case decay = 1
  /// The decay until the edge of the resting range, then the spring back to the edge.
  case decayIntoEdge = 2
  /// With ``Overscroll/clamped``, a projection past the edge: the exponential decay that starts
  /// at the release velocity and comes to rest exactly on the edge, `x0 + D·(1 − e^(−v₀t/D))`
  /// with `D` the distance to the edge (never past it, the velocity continuous).
  case brakeIntoEdge = 3
}

/// The state a ``SettleAnimation`` is in at a time, and its velocity.
@usableFromInline
struct SettleSample: Hashable, Sendable {
  /// The image's centre, in the view's coordinates.
  @usableFromInline var center: Point
  /// The zoom.
  @usableFromInline var zoom: Double
  /// The straighten angle, in radians.
  @usableFromInline var angle: Double
  /// The centre's velocity, in points per second.
  @usableFromInline var velocity: Point
  /// The zoom's velocity, in `ln(zoom)` per second.
  @usableFromInline var zoomVelocity: Double
  /// The angle's velocity, in radians per second.
  @usableFromInline var angleVelocity: Double

  /// A state from its values.
  @inlinable
  init(
    center: Point, zoom: Double, angle: Double, velocity: Point, zoomVelocity: Double,
    angleVelocity: Double
  ) {
    self.center = center
    self.zoom = zoom
    self.angle = angle
    self.velocity = velocity
    self.zoomVelocity = zoomVelocity
    self.angleVelocity = angleVelocity
  }
}
