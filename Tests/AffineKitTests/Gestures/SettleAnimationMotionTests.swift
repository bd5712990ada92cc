import AffineKit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The motion model: the fling, the release spring, sampling and interrupting an animation.
@Suite("SettleAnimation motion")
struct SettleAnimationMotionTests {
  /// A 3000 × 3000 photo filling a 300 × 300 box at the origin, at zoom 10 (the image is 3000 ×
  /// 3000 points, so the centre may rest anywhere in -1200...1500 on each axis), centred.
  static func roomy(motion: CropMotion = .normal) throws -> CropEngine {
    try CropEngine(
      image: .upright(Size(width: 3000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(motion: motion), zoom: 10)
  }

  /// Pans by nothing and releases at `velocity`.
  static func fling(_ engine: inout CropEngine, _ velocity: Point) -> (
    result: CropEventResult, animation: RunningSettle?
  ) {
    engine.apply(.pan(.began, translation: .zero))
    let result = engine.apply(.pan(.ended, translation: .zero, velocity: velocity))
    return (result, result.startsAnimation ? engine.runningSettle : nil)
  }

  // MARK: Fling

  struct Projection: Sendable, CustomTestStringConvertible {
    var rate: Double
    var velocity: Double
    var travel: Double
    var testDescription: String { "\(velocity) pt/s at \(rate) travels \(travel) pt" }
  }

  /// UIScrollView's projection `(v/1000)·r/(1 − r)`: Apple's numbers.
  @Test(arguments: [
    Projection(rate: 0.998, velocity: 1000, travel: 499),
    Projection(rate: 0.99, velocity: 1000, travel: 99),
    Projection(rate: 0.998, velocity: -500, travel: -249.5),
    Projection(rate: 0.99, velocity: 2000, travel: 198),
  ])
  func `a fling travels UIScrollView's projection`(_ c: Projection) throws {
    var e = try Self.roomy(motion: CropMotion(decelerationRate: c.rate))
    let animation = try #require(Self.fling(&e, Point(x: c.velocity, y: 0)).animation)
    #expect(animation.motion == .fling(decelerationRate: c.rate, response: 0.3))
    #expect(isClose(e.center.x, 150 + c.travel, tolerance: 1e-9))
    #expect(e.center.y == 150)
    #expect(animation.endCenter == e.center)
  }

  @Test func `a fling starts at the release velocity and position`() throws {
    var e = try Self.roomy()
    let animation = try #require(Self.fling(&e, Point(x: 1000, y: -600)).animation)
    let s = animation.sample(at: 0)
    #expect(s.center == Point(x: 150, y: 150))
    #expect(s.velocity == Point(x: 1000, y: -600))
    // The numeric derivative in the first millisecond agrees with the velocity.
    let h = 1e-6
    let p = animation.sample(at: h).center
    #expect(isClose((p.x - 150) / h, 1000, tolerance: 1e-2))
    #expect(isClose((p.y - 150) / h, -600, tolerance: 1e-2))
  }

  @Test func `a fling below the minimum speed does not move the content`() throws {
    var e = try Self.roomy()
    let result = Self.fling(&e, Point(x: 30, y: 39.99))  // 49.99 pt/s: the minimum is 50
    #expect(result.result == .unchanged)
    #expect(e.center == Point(x: 150, y: 150))
  }

  @Test func `a runaway release is clipped to the maximum speed, keeping its direction`() throws {
    var clipped = try Self.roomy()
    var reference = try Self.roomy()
    let a = try #require(Self.fling(&clipped, Point(x: 1e300, y: 0)).animation)
    let b = try #require(Self.fling(&reference, Point(x: 8000, y: 0)).animation)
    #expect(clipped.center == reference.center)
    #expect(a.animation == b.animation)
    for i in 0...100 {
      let s = a.sample(at: Double(i) * a.duration / 100)
      #expect(s.center.x.isFinite && s.velocity.x.isFinite)
    }
  }

  @Test func `a fling toward an edge decelerates into it with no jump and ends settled on it`()
    throws
  {
    var e = try Self.roomy()
    let animation = try #require(Self.fling(&e, Point(x: 8000, y: 0)).animation)
    // The projection 150 + 3992 is past the edge at 1500: the content rests on the edge.
    #expect(e.center == Point(x: 1500, y: 150))
    #expect(animation.sample(at: animation.duration).center == Point(x: 1500, y: 150))
    #expect(animation.geometry(at: animation.duration) == e.geometry)
    // Find when it reaches the edge by bisection on the samples.
    var low = 0.0
    var high = animation.duration
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if animation.sample(at: mid).center.x < 1500 { low = mid } else { high = mid }
    }
    let delta = 1e-7
    let before = animation.sample(at: low - delta)
    let after = animation.sample(at: high + delta)
    // It arrives fast (about two thirds of 8000 pt/s) and the velocity does not jump there.
    #expect(before.velocity.x > 5000)
    #expect(isClose(before.velocity.x, after.velocity.x, tolerance: before.velocity.x * 1e-3))
    // It overshoots the edge once and comes back to rest on it.
    var furthest = 0.0
    var steps = 0
    while Double(steps) * 0.001 < animation.duration {
      furthest = max(furthest, animation.sample(at: Double(steps) * 0.001).center.x)
      steps += 1
    }
    #expect(furthest > 1500)
    let late = animation.sample(at: animation.duration * (1 - 1e-9))
    #expect(abs(late.center.x - 1500) <= 1e-3)
  }

  /// `roomy()` with ``Overscroll/clamped``, its centre at `x` (the resting range is -1200...1500).
  static func clamped(at x: Double) throws -> CropEngine {
    try CropEngine(
      image: .upright(Size(width: 3000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(overscroll: .clamped), zoom: 10, center: Point(x: x, y: 150))
  }

  @Test func `with clamped overscroll a fling brakes onto the edge instead of bouncing`() throws {
    var e = try Self.clamped(at: 1400)
    // 1000 pt/s projects 499 pt, past the edge 100 pt away: the decay at 1000/100 per second.
    let a = try #require(Self.fling(&e, Point(x: 1000, y: 0)).animation)
    #expect(e.center == Point(x: 1500, y: 150))
    let s = a.sample(at: 0.1)
    // 1400 + 100·(1 − e^(−1)) and 1000·e^(−1).
    #expect(isClose(s.center.x, 1463.2120558828558, tolerance: 1e-9))
    #expect(isClose(s.velocity.x, 367.87944117144235, tolerance: 1e-9))
    #expect(a.sample(at: 0).velocity.x == 1000)
    #expect(a.sample(at: a.duration).center.x == 1500)
  }

  @Test func `with clamped overscroll a fling never passes the edge, over seeded releases`() throws
  {
    var rng = SplitMix64(seed: 0xb4a_e)
    var braked = 0
    for _ in 0..<200 {
      var e = try Self.clamped(at: Double.random(in: -1200...1500, using: &rng))
      let v = Point(
        x: Double.random(in: -8000...8000, using: &rng),
        y: Double.random(in: -3000...3000, using: &rng))
      guard let a = Self.fling(&e, v).animation else { continue }
      if e.center.x == 1500 || e.center.x == -1200 { braked += 1 }
      var previous = a.sample(at: 0)
      for i in 1...400 {
        let s = a.sample(at: Double(i) * a.duration / 400)
        #expect(s.center.x >= -1200 && s.center.x <= 1500)
        #expect(s.center.y >= -1200 && s.center.y <= 1500)
        // Monotonic toward the target, the velocity never reversing: no bounce.
        #expect(s.velocity.x * v.x >= 0 && s.velocity.x.magnitude <= previous.velocity.x.magnitude)
        previous = s
      }
      #expect(a.sample(at: a.duration).center == e.center)
    }
    #expect(braked > 50)
  }

  @Test func `with clamped overscroll a fling outward from the edge does not move`() throws {
    var e = try Self.clamped(at: 1500)
    #expect(Self.fling(&e, Point(x: 1000, y: 0)).result == .unchanged)
    #expect(e.center == Point(x: 1500, y: 150))
  }

  @Test func `a release past the edge springs back to it at the release velocity`() throws {
    var e = try CropEngine(
      image: .upright(Size(width: 600, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
    // The 600 × 300 image rests with its centre in 0...300 horizontally; pan it 100 past.
    e.apply(.pan(.began, translation: .zero))
    e.apply(.pan(.changed, translation: Point(x: 250, y: 0)))
    let result = e.apply(.pan(.ended, translation: .zero, velocity: Point(x: -900, y: 0)))
    let animation = try #require(result.startsAnimation ? e.runningSettle : nil)
    #expect(animation.motion == .fling(decelerationRate: 0.998, response: 0.3))
    #expect(animation.startCenter == Point(x: 400, y: 150))
    #expect(e.center == Point(x: 300, y: 150))
    #expect(animation.sample(at: 0).velocity == Point(x: -900, y: 0))
    #expect(animation.sample(at: animation.duration).center == Point(x: 300, y: 150))
  }

  // MARK: Release spring

  /// The release spring on the x axis only, from `x0` at `v0` toward `x1`: a 300 × 300 photo
  /// filling a 300 × 300 box centred on `(x1, 0)` (the only place it may rest), released from
  /// `(x0, 0)`, with flings off (so every release is the spring) and no speed limit below
  /// 20,000 pt/s. The box's centre is `(x1 − 150) + 150`, which rounding can move from `x1`: the
  /// target is returned with the animation.
  static func spring(_ x0: Double, _ v0: Double, _ x1: Double) -> (
    animation: RunningSettle, target: Double
  ) {
    var e = try! CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: x1 - 150, y: -150, width: 300, height: 300),
      configuration: CropConfiguration(
        motion: CropMotion(minimumFlingSpeed: .infinity, maximumFlingSpeed: 20000)),
      center: Point(x: x0, y: 0))
    e.apply(.pan(.began, translation: .zero), at: 0)
    e.apply(.pan(.ended, translation: .zero, velocity: Point(x: v0, y: 0)), at: 0)
    let animation = e.runningSettle!
    #expect(animation.motion == .spring(response: 0.3))
    return (animation, (x1 - 150) + 150)
  }

  @Test func `the spring's samples start at the release, end exactly at the target`() {
    var rng = SplitMix64(seed: 0x5971_9a)
    for _ in 0..<500 {
      let x0 = Double.random(in: -500...500, using: &rng)
      let x1 = Double.random(in: -500...500, using: &rng)
      let v0 = Double.random(in: -5000...5000, using: &rng)
      let (a, target) = Self.spring(x0, v0, x1)
      #expect(a.sample(at: 0).center.x == x0)
      #expect(a.sample(at: 0).velocity.x == v0)
      #expect(a.sample(at: a.duration).center.x == target)
      #expect(a.sample(at: a.duration).velocity == .zero)
      // The difference quotient is off by at most |x''(0)|·h/2, with x''(0) = −2ω·v0 − ω²·(x0 − x1)
      // for a critically damped spring.
      let h = 1e-7
      let omega = 2 * Double.pi / 0.3
      let curvature = 2 * omega * abs(v0) + omega * omega * abs(x0 - x1)
      #expect(
        isClose(
          (a.sample(at: h).center.x - x0) / h, v0, tolerance: curvature * h / 2 * 1.01 + 1e-4))
      // Within a thousandth of a point just before the end, and finite everywhere.
      #expect(abs(a.sample(at: a.duration * (1 - 1e-12)).center.x - target) <= 1e-3)
      for i in 0...50 {
        let s = a.sample(at: Double(i) * a.duration / 50)
        #expect(s.center.x.isFinite && s.velocity.x.isFinite && s.zoom == 1)
      }
    }
  }

  @Test
  func
    `a critically damped spring crosses its target at most once, and only when released toward it faster than ω times the distance`()
  {
    let omega = 2 * Double.pi / 0.3
    var rng = SplitMix64(seed: 0x0c_2055)
    for _ in 0..<300 {
      let x0 = Double.random(in: -300...300, using: &rng)
      let v0 = Double.random(in: -8000...8000, using: &rng)
      let d0 = x0  // the target is 0
      let b = v0 + omega * d0
      if abs(b) < 1e-3 * (abs(v0) + omega * abs(d0)) { continue }  // too close to the boundary
      let (a, _) = Self.spring(x0, v0, 0)
      var crossings = 0
      var previous = x0
      for i in 1...4000 {
        let x = a.sample(at: Double(i) * a.duration / 4000).center.x
        if x != 0 && previous != 0 && (x < 0) != (previous < 0) { crossings += 1 }
        if x != 0 { previous = x }
      }
      // Toward the target (v0·d0 < 0) faster than ω·|d0| ⇔ v0 + ω·d0 has the sign of −d0; the
      // displacement (d0 + b·t)·e^(−ωt) is then zero once, at t = −d0/b, which the animation
      // shows when it comes before its end (after it, the overshoot is below a thousandth of a
      // point and the animation has already ended on the target).
      let overshoots = d0 != 0 && (b < 0) != (d0 < 0)
      let shown = overshoots && -d0 / b < a.duration * 0.999
      #expect(crossings <= 1)
      if !overshoots { #expect(crossings == 0, "x0 \(x0) v0 \(v0)") }
      if shown { #expect(crossings == 1, "x0 \(x0) v0 \(v0)") }
    }
  }

  @Test func `a settle with no velocity is today's 0.3 s ease-in-out, bit for bit`() throws {
    var rng = SplitMix64(seed: 0xea5e)
    for _ in 0..<200 {
      var e = try CropEngine(
        image: .upright(Size(width: 1200, height: 800)),
        cropBox: Rect(x: 20, y: 40, width: 300, height: 300))
      let k = Double.random(in: 0.6...0.95, using: &rng)
      let t = Point(
        x: Double.random(in: -200...200, using: &rng), y: Double.random(in: -200...200, using: &rng)
      )
      e.apply(.pinch(.began, scale: k))
      e.apply(.pan(.began, translation: t))
      e.apply(.pinch(.ended, scale: 1))
      let a = try #require(
        e.animation(applying: .pan(.ended, translation: .zero)) as RunningSettle?)
      #expect(a.motion == .eased)
      #expect(a.duration == 0.3)
      let time = Double.random(in: 0...0.3, using: &rng)
      let eased = TimingCurve.easeInOut.value(at: time / 0.3)
      let s = a.sample(at: time)
      #expect(s.center.x == a.startCenter.x + (a.endCenter.x - a.startCenter.x) * eased)
      #expect(s.center.y == a.startCenter.y + (a.endCenter.y - a.startCenter.y) * eased)
      #expect(s.zoom == a.startZoom + (a.endZoom - a.startZoom) * eased)
      #expect(a.geometry(at: time).center == s.center)
      #expect(a.geometry(at: time).transform.a == s.zoom)
    }
  }

  @Test
  func
    `a pinch released with a scale velocity springs in ln(zoom) and never passes the hard floor`()
    throws
  {
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
    e.apply(.pinch(.began, scale: 0.9))
    e.apply(.pinch(.changed, scale: 0.9))
    let result = e.apply(.pinch(.ended, scale: 1, velocity: -8))
    let a = try #require(result.startsAnimation ? e.runningSettle : nil)
    #expect(a.motion == .spring(response: 0.3))
    #expect(a.startZoom == 0.81)
    #expect(a.zoomVelocity < 0)
    #expect(e.zoom == 1)
    var lowest = 1.0
    for i in 0...2000 {
      let s = a.sample(at: Double(i) * a.duration / 2000)
      lowest = min(lowest, s.zoom)
      #expect(s.zoom >= 0.6 && s.zoom.isFinite)
    }
    // It kept going down for a moment before coming back.
    #expect(lowest < 0.81)
    #expect(a.sample(at: a.duration).zoom == 1)
  }

  @Test func `a rotation released with a velocity swings and comes back, within the angle limit`()
    throws
  {
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(limits: .viewer, maximumAngle: .pi / 4))
    e.apply(.rotation(.began, angle: 0.7))
    let a = try #require(
      e.animation(applying: .rotation(.ended, angle: 0, velocity: 50)) as RunningSettle?)
    #expect(e.angle == 0.7)
    #expect(a.angleVelocity > 0)
    var highest = 0.0
    for i in 0...2000 {
      let s = a.sample(at: Double(i) * a.duration / 2000)
      highest = max(highest, s.angle)
      #expect(abs(s.angle) <= .pi / 4)
    }
    #expect(highest > 0.7)
    #expect(a.sample(at: a.duration).angle == 0.7)
  }

  // MARK: Sampling edge cases

  @Test func `sampling at a negative, NaN or infinite time gives the start, the start, the end`()
    throws
  {
    var e = try Self.roomy()
    let a = try #require(Self.fling(&e, Point(x: 3000, y: 0)).animation)
    #expect(a.sample(at: -1).center == a.startCenter)
    #expect(a.sample(at: .nan).center == a.startCenter)
    #expect(a.sample(at: -.infinity).center == a.startCenter)
    #expect(a.sample(at: .infinity).center == a.endCenter)
    #expect(a.sample(at: .infinity).velocity == .zero)
    #expect(a.isFinished(at: .infinity))
    #expect(!a.isFinished(at: .nan))
    #expect(!a.isFinished(at: 0))
  }

  // MARK: Interrupt

  @Test func `the engine draws its running animation at any time, and the placement after it`()
    throws
  {
    var e = try Self.roomy()
    #expect(!e.isAnimating(at: 0))
    #expect(e.geometry(at: 0) == e.geometry)
    e.apply(.pan(.began, translation: .zero), at: 7)
    let a = try #require(
      e.animation(
        applying: .pan(.ended, translation: .zero, velocity: Point(x: 2000, y: 1000)), at: 7.5)
        as RunningSettle?)
    #expect(e.runningAnimation?.startTime == 7.5)
    #expect(e.isAnimating(at: 7.625))
    #expect(e.geometry(at: 7.625) == a.geometry(at: 0.125))
    #expect(!e.isAnimating(at: 7.5 + a.duration))
    #expect(e.geometry(at: 7.5 + a.duration) == e.geometry)
  }

  @Test func `before its running animation the engine draws the start, and at NaN the placement`()
    throws
  {
    var e = try Self.roomy()
    e.apply(.pan(.began, translation: .zero), at: 7)
    let a = try #require(
      e.animation(
        applying: .pan(.ended, translation: .zero, velocity: Point(x: 2000, y: 1000)), at: 7.5)
        as RunningSettle?)
    #expect(e.isAnimating(at: 7))
    #expect(e.geometry(at: 7) == a.start)
    // NaN is no time at all: nothing animates then, so what is drawn is the placement.
    #expect(!e.isAnimating(at: .nan))
    #expect(e.geometry(at: .nan) == e.geometry)
    #expect(e.geometry(at: .nan) != a.start)
  }

  @Test func `an event while an animation runs starts from exactly the state drawn at its time`()
    throws
  {
    var e = try Self.roomy()
    let a = try #require(Self.fling(&e, Point(x: 2000, y: 1000)).animation)
    let start = try #require(e.runningAnimation).startTime
    // A time on the caller's clock; the animation's own time is measured from its start.
    let time = start + 0.1
    let drawn = a.geometry(at: time - start)
    let sample = a.sample(at: time - start)
    #expect(e.apply(.pan(.began, translation: .zero), at: time) == .moved)
    #expect(e.center == sample.center)
    #expect(e.zoom == sample.zoom)
    #expect(e.geometry == drawn)
    // The animation is over: nothing moves at a later time.
    #expect(!e.isAnimating(at: start + 0.2))
    #expect(e.geometry(at: start + 0.2) == drawn)
  }

  @Test func `an event after the animation's end starts from its end`() throws {
    var e = try Self.roomy()
    let a = try #require(Self.fling(&e, Point(x: 2000, y: 0)).animation)
    let start = try #require(e.runningAnimation).startTime
    let settled = e
    #expect(e.apply(.pan(.began, translation: .zero), at: start + a.duration) == .unchanged)
    #expect(e.center == settled.center)
    #expect(e.runningAnimation == nil)
  }

  /// A bad event time, relative to the running animation's start.
  enum BadTime: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case nan = "NaN"
    case infinity = "+infinity"
    case minusInfinity = "-infinity"
    case beforeTheStart = "a millisecond before the animation started"
    var testDescription: String { rawValue }
    func time(after start: Double) -> Double {
      switch self {
      case .nan: return .nan
      case .infinity: return .infinity
      case .minusInfinity: return -.infinity
      case .beforeTheStart: return start - 0.001
      }
    }
  }

  @Test(arguments: BadTime.allCases)
  func `an event at a bad time is rejected with the state bit-identical`(_ bad: BadTime) throws {
    var e = try Self.roomy()
    _ = Self.fling(&e, Point(x: 2000, y: 0))
    let start = try #require(e.runningAnimation).startTime
    let before = e
    let time = bad.time(after: start)
    #expect(e.apply(.pan(.began, translation: .zero), at: time) == .rejected(.invalidTime))
    #expect(e.apply(.doubleTap(at: Point(x: 10, y: 10)), at: time) == .rejected(.invalidTime))
    #expect(bitIdentical(e, before))
  }

  @Test
  func
    `the running animation's start time is its event's, whatever it moves, and an event before it is rejected`()
    throws
  {
    var e = try Self.roomy()
    #expect(e.runningAnimation == nil)
    e.apply(.pan(.began, translation: .zero), at: 2)
    let fling = e.apply(.pan(.ended, translation: .zero, velocity: Point(x: 2000, y: 0)), at: 2)
    #expect(
      fling == .animated && e.runningAnimation?.settle != nil && e.runningAnimation?.startTime == 2)
    var box = try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropArea: Rect(x: 16, y: 100, width: 358, height: 600),
      configuration: CropConfiguration(boxEditing: CropBoxEditing()))
    #expect(box.apply(.ratio(.square), at: 3) == .animated)
    #expect(box.runningAnimation?.box != nil && box.runningAnimation?.startTime == 3)
    #expect(box.apply(.turn(quarterTurns: 1), at: 5) == .animated)
    #expect(box.runningAnimation?.turn != nil && box.runningAnimation?.startTime == 5)
    let before = box
    #expect(box.apply(.reset, at: 4.999) == .rejected(.invalidTime))
    #expect(bitIdentical(box, before))
    #expect(box.apply(.reset, at: 5).rejection == nil)
  }

  @Test func `an end at a bad time is rejected whole: its gesture stays active`() throws {
    var e = try Self.roomy()
    e.apply(.pinch(.began, scale: 1.5), at: 1)
    let before = e
    #expect(e.apply(.pinch(.ended, scale: 1), at: .nan) == .rejected(.invalidTime))
    #expect(bitIdentical(e, before))
    #expect(e.isInteracting)
  }

  @Test func `an event that moves the image stops the running animation`() throws {
    var e = try Self.roomy()
    _ = Self.fling(&e, Point(x: 2000, y: 0))
    let start = try #require(e.runningAnimation).startTime
    e.apply(.pinch(.began, scale: 1.1), at: start + 0.05)
    #expect(!e.isAnimating(at: start + 0.1))
    #expect(e.geometry(at: start + 0.1) == e.geometry)
  }

  @Test func `a layout change during a fling retargets it: the image goes on from where it is`()
    throws
  {
    var e = try Self.roomy()
    let a = try #require(Self.fling(&e, Point(x: 1500, y: 0)).animation)
    let start = try #require(e.runningAnimation).startTime
    let time = start + 0.125
    let caught = a.sample(at: time - start)
    // The box doubles about the origin: r = 2, and c' = B' − 2·(B − c).
    let result = e.apply(.layout(cropBox: Rect(x: 0, y: 0, width: 600, height: 600)), at: time)
    let b = try #require(result.startsAnimation ? e.runningSettle : nil)
    #expect(e.isAnimating(at: time + 0.1))
    #expect(b.startCenter.x == 300 - 2 * (150 - caught.center.x))
    #expect(b.startCenter.y == 300 - 2 * (150 - caught.center.y))
    #expect(b.startZoom == caught.zoom)
    #expect(b.velocity == Point(x: 2 * caught.velocity.x, y: 2 * caught.velocity.y))
    #expect(e.runningAnimation?.startTime == time)
  }

  @Test
  func `a layout that carries a fling's velocity past the largest Double gives a finite animation`()
    throws
  {
    // The box grows by 6.7e304: the fling's velocity carried into it is past the largest Double.
    // (The fuzzer's case, a 1.8e308-point-wide image, replays from its artifact.)
    var e = try CropEngine(
      image: .upright(Size(width: 3000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300), zoom: 2)
    e.apply(.pan(.began, translation: .zero), at: 1)
    #expect(
      e.apply(.pan(.ended, translation: .zero, velocity: Point(x: 8000, y: 0)), at: 1) == .animated)
    let result = e.apply(.layout(cropBox: Rect(x: 0, y: 0, width: 2e307, height: 2e307)), at: 1.05)
    #expect(result.rejection == nil)
    let velocity = e.runningSettle?.velocity ?? .zero
    #expect(velocity.x.isFinite && velocity.y.isFinite)
    #expect(e.geometry(at: 1.1).center.x.isFinite)
  }

  @Test func `a pinch released near the largest zoom a Double holds springs within it`() throws {
    // A tiny natural size, so a zoom of 1.7e308 has a finite frame, and no zoom ceiling: the
    // release at the largest zoom velocity would swing ln(zoom) past ln(1.8e308) (found by the
    // fuzzer, after a layout during an animation).
    var e = try CropEngine(
      image: .upright(Size(width: 3000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(
        fit: .natural(Size(width: 1e-300, height: 1e-300)), limits: .noCeiling),
      zoom: 1e308)
    #expect(e.apply(.pinch(.began, scale: 1.7), at: 1) == .moved)
    #expect(e.apply(.pinch(.ended, scale: 1, velocity: 50), at: 1.2) == .animated)
    let a = try #require(e.runningSettle)
    #expect(a.zoomVelocity > 0)
    for i in 0...400 {
      let zoom = a.sample(at: Double(i) * a.duration / 400).zoom
      #expect(zoom <= .greatestFiniteMagnitude, "at \(Double(i) * a.duration / 400) s")
    }
  }

  @Test
  func `a rotation released at the largest velocity under a huge angle limit swings finitely`()
    throws
  {
    // With a limit of 1e300 radians the room to swing was 1e300, the velocity bound infinite, and
    // the spring's samples infinite (found by the fuzzer). The swing is at most a whole turn.
    var e = try CropEngine(
      image: .upright(Size(width: 3000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(fit: .fit, maximumAngle: 1e300))
    e.apply(.rotation(.began, angle: 0.1), at: 1)
    #expect(
      e.apply(.rotation(.ended, angle: 0, velocity: .greatestFiniteMagnitude), at: 1.1)
        == .animated)
    let a = try #require(e.runningSettle)
    // The bound ω·e·2π, ω = 2π/0.3: the swing v/(ω·e) is a whole turn.
    #expect(isClose(a.angleVelocity, 357.7115506341416, tolerance: 1e-9))
    for i in 0...400 {
      let s = a.sample(at: Double(i) * a.duration / 400)
      #expect(s.angle.isFinite && s.angleVelocity.isFinite)
      #expect(abs(s.angle - 0.1) <= 2 * Double.pi + 1e-9)
    }
  }

  @Test func `a double tap during a fling zooms from where the image is drawn`() throws {
    var e = try Self.roomy()
    let a = try #require(Self.fling(&e, Point(x: 1500, y: 0)).animation)
    let start = try #require(e.runningAnimation).startTime
    let time = start + 0.125
    let drawn = a.sample(at: time - start)
    let tap = try #require(
      e.animation(applying: .doubleTap(at: Point(x: 150, y: 150)), at: time) as RunningSettle?)
    #expect(tap.startCenter == drawn.center)
    #expect(tap.startZoom == drawn.zoom)
    #expect(tap.motion == .eased)
  }

  @Test func `a double tap while a finger holds the image is deferred to the gesture's end`()
    throws
  {
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
    e.apply(.pan(.began, translation: .zero), at: 1)
    let held = e
    #expect(e.apply(.doubleTap(at: Point(x: 100, y: 100)), at: 1.1) == .deferred)
    #expect(e.zoom == held.zoom && e.center == held.center)
    #expect(e.isInteracting)
    // The end zooms to twice the resting minimum about the tap instead of settling.
    let animation = try #require(
      e.animation(applying: .pan(.ended, translation: .zero), at: 1.2) as RunningSettle?)
    #expect(animation.endZoom == 2)
    #expect(e.zoom == 2)
    #expect(e.center == Point(x: 200, y: 200))
  }

  @Test func `a waiting double tap that zooms nowhere still reports the ending pan's move`()
    throws
  {
    // Found by the fuzzer: the tap's cycle has one level, the zoom the image is at, so the tap and
    // the settle move nothing; the end's result must still say that the pan moved the image.
    var e = try CropEngine(
      image: .upright(Size(width: 600, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(input: CropInputOptions(doubleTap: DoubleTapCycle(1))))
    e.apply(.pan(.began, translation: .zero, values: .cumulative), at: 1)
    #expect(e.apply(.doubleTap(at: Point(x: 100, y: 100)), at: 1) == .deferred)
    let result = e.apply(.pan(.ended, translation: Point(x: 5, y: 0), values: .cumulative), at: 2)
    #expect(result == .moved)
    #expect(e.center == Point(x: 155, y: 150))
  }

  @Test func `a zoom to a rectangle while a finger holds the image waits for the gesture's end`()
    throws
  {
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
    e.apply(.pinch(.began, scale: 1.2), at: 1)
    let held = e
    let rect = Rect(x: 0, y: 0, width: 150, height: 150)
    #expect(e.apply(.zoomTo(imageRect: rect), at: 1.1) == .deferred)
    #expect(e.zoom == held.zoom && e.center == held.center)
    e.apply(.pinch(.ended, scale: 1), at: 1.2)
    // The top-left quarter fills the box: zoom 2, centre (300, 300).
    #expect(e.zoom == 2)
    #expect(e.center == Point(x: 300, y: 300))
  }

  // MARK: Two fingers lifting

  /// The order in which a two-finger lift's recognizers end.
  enum LiftOrder: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case panFirst = "the pan ends first"
    case pinchFirst = "the pinch ends first"
    var testDescription: String { rawValue }
  }

  @Test(arguments: LiftOrder.allCases)
  func `a two-finger lift flings at the pan's velocity whichever recognizer ends first`(
    _ order: LiftOrder
  ) throws {
    var e = try Self.roomy()
    e.apply(.pinch(.began, scale: 1))
    e.apply(.pan(.began, translation: .zero))
    let v = Point(x: 1000, y: -600)
    let result: CropEventResult
    switch order {
    case .panFirst:
      // The pinch is still active: nothing settles yet, and the pan's velocity is kept.
      #expect(e.apply(.pan(.ended, translation: .zero, velocity: v)) == .unchanged)
      result = e.apply(.pinch(.ended, scale: 1))
    case .pinchFirst:
      #expect(e.apply(.pinch(.ended, scale: 1)) == .unchanged)
      result = e.apply(.pan(.ended, translation: .zero, velocity: v))
    }
    let animation = try #require(result.startsAnimation ? e.runningSettle : nil)
    #expect(animation.motion == .fling(decelerationRate: 0.998, response: 0.3))
    #expect(animation.velocity == v)
    // UIScrollView's projection: 1000 pt/s travels 499 pt at 0.998, -600 pt/s -299.4 pt.
    #expect(isClose(e.center.x, 150 + 499, tolerance: 1e-9))
    #expect(isClose(e.center.y, 150 - 299.4, tolerance: 1e-9))
  }

  @Test
  func `a fast pan released with the zoom below its resting range springs from the finger's speed`()
    throws
  {
    var e = try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
    e.apply(.pinch(.began, scale: 1))
    e.apply(.pinch(.changed, scale: 0.9))
    e.apply(.pan(.began, translation: .zero))
    e.apply(.pinch(.ended, scale: 1))
    let animation = try #require(
      e.animation(applying: .pan(.ended, translation: .zero, velocity: Point(x: 1000, y: 0)))
        as RunningSettle?)
    #expect(animation.motion == .spring(response: 0.3))
    #expect(animation.velocity == Point(x: 1000, y: 0))
    #expect(animation.startZoom == 0.9 && animation.endZoom == 1)
  }

  @Test func `a pan's kept velocity is dropped once another gesture moves the image`() throws {
    var e = try Self.roomy()
    e.apply(.pinch(.began, scale: 1))
    e.apply(.pan(.began, translation: .zero))
    e.apply(.pan(.ended, translation: .zero, velocity: Point(x: 1000, y: 0)))
    // The pinch goes on after the pan's end: the fingers did not lift together.
    #expect(e.apply(.pinch(.changed, scale: 0.9)) == .moved)
    // Zoom 9 rests (the resting zoom is 1 or more), so nothing settles or flings.
    #expect(e.apply(.pinch(.ended, scale: 1)) == .unchanged)
    #expect(e.zoom == 9)
    #expect(e.center == Point(x: 150, y: 150))
  }

  @Test func `a pinch's velocity is not kept when it ends before the pan`() throws {
    var e = try Self.roomy()
    e.apply(.pinch(.began, scale: 1))
    e.apply(.pan(.began, translation: .zero))
    // One finger lifts and the other pans on: the pinch's scale velocity would be stale.
    #expect(e.apply(.pinch(.ended, scale: 1, velocity: 2)) == .unchanged)
    #expect(e.apply(.pan(.ended, translation: .zero)) == .unchanged)
    #expect(e.zoom == 10)
  }

  @Test func `a bad last end settles from rest and drops the pan's kept velocity`() throws {
    var e = try Self.roomy()
    e.apply(.pinch(.began, scale: 1))
    e.apply(.pan(.began, translation: .zero))
    e.apply(.pan(.ended, translation: .zero, velocity: Point(x: 1000, y: 0)))
    // The pinch's end is rejected; it still ends the gesture, and nothing needs to settle.
    #expect(e.apply(.pinch(.ended, scale: 1, velocity: .nan)) == .rejected(.invalidVelocity))
    #expect(e.center == Point(x: 150, y: 150))
    // The kept velocity is gone: the next gesture's end, with none of its own, does not fling.
    e.apply(.pinch(.began, scale: 1))
    #expect(e.apply(.pinch(.ended, scale: 1)) == .unchanged)
    #expect(e.center == Point(x: 150, y: 150))
  }

  @Test func `an event that moves the image stops the animation, even coming back to its end`()
    throws
  {
    var e = try Self.roomy()
    _ = Self.fling(&e, Point(x: 2000, y: 0))
    let start = try #require(e.runningAnimation).startTime
    let t = start + 0.05
    e.apply(.pan(.began, translation: .zero), at: t)
    let caught = e.center
    #expect(e.apply(.pan(.changed, translation: Point(x: 10, y: 0)), at: t) == .moved)
    #expect(e.apply(.pan(.changed, translation: Point(x: -10, y: 0)), at: t) == .moved)
    #expect(e.apply(.pan(.ended, translation: .zero), at: t) == .unchanged)
    // Back where the finger caught it, and the animation it stopped does not run on.
    #expect(e.center == caught)
    #expect(!e.isAnimating(at: start + 0.1))
    #expect(e.geometry(at: start + 0.1) == e.geometry)
  }

  /// How a running animation is stopped.
  enum Stop: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case caughtWhileRunning = "a touch that catches it while it runs"
    case touchedAfterTheEnd = "a touch after its end"
    case movedByAGesture = "a pan that moves the image"
    case restoredElsewhere = "restoring a saved crop elsewhere"
    var testDescription: String { rawValue }
  }

  @Test(arguments: Stop.allCases)
  func `an engine whose animation was stopped equals one that never had one`(_ stop: Stop) throws {
    var e = try Self.roomy()
    _ = Self.fling(&e, Point(x: 2000, y: 1000))
    switch stop {
    case .caughtWhileRunning:
      let start = try #require(e.runningAnimation).startTime
      #expect(e.apply(.pan(.began, translation: .zero), at: start + 0.1) == .moved)
      #expect(e.apply(.pan(.ended, translation: .zero), at: start + 0.1) == .unchanged)
    case .touchedAfterTheEnd:
      e.apply(.pan(.began, translation: .zero))
      #expect(e.apply(.pan(.ended, translation: .zero)) == .unchanged)
    case .movedByAGesture:
      e.apply(.pan(.began, translation: .zero))
      #expect(e.apply(.pan(.changed, translation: Point(x: 10, y: 0))) == .moved)
      e.apply(.pan(.ended, translation: .zero))
    case .restoredElsewhere:
      let start = try Self.roomy()
      #expect(e.apply(.restore(start.savedCrop)) == .moved)
      #expect(e.center == start.center)
    }
    let fresh = try CropEngine(
      image: .upright(Size(width: 3000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300), zoom: e.zoom, center: e.center)
    #expect(e == fresh)
    #expect(e.hashValue == fresh.hashValue)
  }

  @Test func `a release too slow to show is no animation, and keeps the placement's bits`() throws {
    // The box centred on the origin: the centre rests at (-0, 0) and settling would make it +0.
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: -150, y: -150, width: 300, height: 300), center: Point(x: -0.0, y: 0))
    e.apply(.pinch(.began, scale: 1))
    // 1e-5 per second in ln(zoom): the spring stays within its tolerance from the start.
    #expect(e.apply(.pinch(.ended, scale: 1, velocity: 1e-5)) == .unchanged)
    #expect(e.center.x == 0 && e.center.x.sign == .minus)
    #expect(e.zoom == 1)
    // A release fast enough to show still springs.
    e.apply(.pinch(.began, scale: 1))
    #expect(e.animation(applying: .pinch(.ended, scale: 1, velocity: 0.5))?.zoomVelocity == 0.5)
  }

  @Test
  func `an event at any time during a release starts from the drawn state, a valid placement`()
    throws
  {
    var rng = SplitMix64(seed: 0x1e_77)
    for _ in 0..<300 {
      var e = try CropEngine(
        image: .upright(Size(width: 2400, height: 1600)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(maximumAngle: .pi / 4))
      // A pinch, a pan and a rotation, released with random velocities.
      e.apply(.pinch(.began, scale: Double.random(in: 0.6...3, using: &rng)))
      e.apply(.rotation(.began, angle: Double.random(in: -0.3...0.3, using: &rng)))
      e.apply(
        .pan(
          .began,
          translation: Point(
            x: Double.random(in: -300...300, using: &rng),
            y: Double.random(in: -300...300, using: &rng))))
      e.apply(.rotation(.ended, angle: 0, velocity: Double.random(in: -20...20, using: &rng)))
      e.apply(.pinch(.ended, scale: 1, velocity: Double.random(in: -20...20, using: &rng)))
      let v = Point(
        x: Double.random(in: -9000...9000, using: &rng),
        y: Double.random(in: -9000...9000, using: &rng))
      guard let a = e.animation(applying: .pan(.ended, translation: .zero, velocity: v)) else {
        continue
      }
      let start = try #require(e.runningAnimation).startTime
      let time = start + Double.random(in: 0...(a.duration * 1.2), using: &rng)
      let drawn = a.geometry(at: time - start)
      let result = e.apply(.pan(.began, translation: .zero), at: time)
      if a.isFinished(at: time - start) {
        #expect(result == .unchanged)
        #expect(e.geometry == a.end)
      } else {
        #expect(result == .moved)
        #expect(e.geometry == drawn)
      }
      #expect(
        e.zoom >= e.configuration.limits.minimumZoom && e.zoom <= e.configuration.limits.maximumZoom
      )
      #expect(abs(e.angle) <= .pi / 4)
      #expect(e.contentFrame.origin.x.isFinite && e.contentFrame.size.width.isFinite)
    }
  }

  @Test
  func
    `every sample of a release is a valid state: zoom within the gesture limits, angle within its limit`()
    throws
  {
    var zoomSprings = 0
    var angleSprings = 0
    var rng = SplitMix64(seed: 0x7a11d)
    for _ in 0..<300 {
      let limits = ZoomLimits(
        minimumZoom: Double.random(in: 0.3...0.9, using: &rng),
        maximumZoom: Double.random(in: 2...6, using: &rng),
        restingMinimumZoom: 1, restingMaximumZoom: Double.random(in: 1.5...2, using: &rng))
      let maximumAngle = Double.random(in: 0.1...0.8, using: &rng)
      var e = try CropEngine(
        image: .upright(Size(width: 1200, height: 900)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(limits: limits, maximumAngle: maximumAngle))
      e.apply(.pinch(.began, scale: Double.random(in: 0.2...8, using: &rng)))
      e.apply(.rotation(.began, angle: Double.random(in: -1...1, using: &rng)))
      // The gesture that ends last carries the release: the pinch or the rotation, in turn.
      let pinchVelocity = Double.random(in: -100...100, using: &rng)
      let rotationVelocity = Double.random(in: -100...100, using: &rng)
      let result: CropEventResult
      if rng.next() % 2 == 0 {
        e.apply(.rotation(.ended, angle: 0))
        result = e.apply(.pinch(.ended, scale: 1, velocity: pinchVelocity))
      } else {
        e.apply(.pinch(.ended, scale: 1))
        result = e.apply(.rotation(.ended, angle: 0, velocity: rotationVelocity))
      }
      guard result.startsAnimation, let a = e.runningSettle else { continue }
      if a.zoomVelocity != 0 { zoomSprings += 1 }
      if a.angleVelocity != 0 { angleSprings += 1 }
      for i in 0...400 {
        let s = a.sample(at: Double(i) * a.duration / 400)
        #expect(s.zoom >= limits.minimumZoom && s.zoom <= limits.maximumZoom)
        #expect(abs(s.angle) <= maximumAngle)
        #expect(s.center.x.isFinite && s.center.y.isFinite && s.velocity.x.isFinite)
      }
    }
    // Both springs were exercised, and clipped where the limits are near.
    #expect(zoomSprings > 50 && angleSprings > 50)
  }

  @Test(arguments: [100, 1e3, 5e4, 1e300, -1e300, .greatestFiniteMagnitude])
  func
    `a pinch released at any finite scale velocity springs with finite samples within the limits`(
      velocity: Double
    ) throws
  {
    // No maximum zoom (the default): the zoom's velocity is clipped to 8 per second in ln(zoom)
    // before the spring's own clip, so an absurd velocity cannot take a sample to ∞ or 0.
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
    e.apply(.pinch(.began, scale: 1.5))
    let a = try #require(
      e.animation(applying: .pinch(.ended, scale: 1, velocity: velocity)) as RunningSettle?)
    #expect(abs(a.zoomVelocity) <= CropMotion.maximumZoomVelocity)
    #expect(a.duration.isFinite && a.duration > 0)
    #expect(a.isFinished(at: a.duration))
    for i in 0...400 {
      let s = a.sample(at: Double(i) * a.duration / 400)
      #expect(s.zoom.isFinite && s.zoom >= 0.6 && s.center.x.isFinite)
    }
  }

  @Test func `a cumulative pinch whose velocity over its scale overflows is clipped, not infinite`()
    throws
  {
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(limits: .viewer))
    e.apply(.pinch(.began, scale: 0.7, values: .cumulative))
    let a = try #require(
      e.animation(applying: .pinch(.ended, scale: 1e-300, values: .cumulative, velocity: 10))
        as RunningSettle?)
    #expect(a.zoomVelocity == CropMotion.maximumZoomVelocity || a.zoomVelocity == 0)
    #expect(a.duration.isFinite)
    #expect(a.sample(at: 0.1).zoom.isFinite)
  }

  @Test func `a rotation release never swings to an angle the box cannot be covered at`() throws {
    // With a maximum zoom of 1.2, a 300 × 300 box over a 300 × 300 image is coverable only up to
    // cos θ + sin θ ≤ 1.2 (θ ≤ 0.2013 rad): the swing past the released 0.2 is clipped to it.
    var rng = SplitMix64(seed: 0xc0_7e4)
    for _ in 0..<60 {
      var e = try CropEngine(
        image: .upright(Size(width: 300, height: 300)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(limits: ZoomLimits(maximumZoom: 1.2)))
      let released = Double.random(in: -0.2...0.2, using: &rng)
      e.apply(.rotation(.began, angle: released))
      let velocity = Double.random(in: -40...40, using: &rng)
      guard let a = e.animation(applying: .rotation(.ended, angle: 0, velocity: velocity)) else {
        continue
      }
      for i in 0...200 {
        let angle = a.sample(at: Double(i) * a.duration / 200).angle
        #expect(cos(angle) + sin(abs(angle)) <= 1.2 + 1e-12, "angle \(angle)")
      }
      // Caught at the swing's peak, then settled: the box is covered.
      // The angle's swing peaks at t = 1/ω = 0.3 s / 2π.
      let peak = try #require(e.runningAnimation).startTime + 0.3 / (2 * Double.pi)
      e.apply(.pan(.began, translation: .zero), at: peak)
      e.apply(.pan(.ended, translation: .zero), at: peak)
      #expect(e.isCovered)
    }
  }

  @Test func `a release at the largest speed on both axes flings along the diagonal`() throws {
    var e = try Self.roomy()
    let big = Double.greatestFiniteMagnitude
    let a = try #require(Self.fling(&e, Point(x: big, y: big)).animation)
    #expect(isClose(a.velocity.x, 8000 / 2.0.squareRoot(), tolerance: 1e-9))
    #expect(a.velocity.x == a.velocity.y)
  }

  @Test func `an animation of a huge image still has a finite duration`() throws {
    var e = try CropEngine(
      image: .upright(Size(width: 300, height: 300)),
      cropBox: Rect(x: 0, y: 0, width: 1e160, height: 1e160))
    e.apply(.pinch(.began, scale: 0.8))
    let a = try #require(
      e.animation(applying: .pinch(.ended, scale: 1, velocity: 0.5)) as RunningSettle?)
    #expect(a.duration.isFinite)
    #expect(a.isFinished(at: a.duration))
  }

  @Test func `after its duration every spring stays within a thousandth of a point of its end`() {
    var rng = SplitMix64(seed: 0xd0_4e)
    for _ in 0..<5000 {
      let x0 = Double.random(in: -800...800, using: &rng)
      let v0 = Double.random(in: -9000...9000, using: &rng)
      let (a, _) = Self.spring(x0, v0, 0)
      for f in [1 - 1e-12, 1 - 1e-9, 1 - 1e-6] {
        #expect(abs(a.sample(at: a.duration * f).center.x) <= 1e-3, "x0 \(x0) v0 \(v0)")
      }
    }
  }

  @Test func `a fling into an edge has no velocity jump there, over seeded releases`() throws {
    var rng = SplitMix64(seed: 0xed_9e)
    var checked = 0
    for _ in 0..<200 {
      var e = try Self.roomy(
        motion: CropMotion(decelerationRate: Double.random(in: 0.99...0.999, using: &rng)))
      let v = Point(
        x: Double.random(in: 3000...8000, using: &rng) * (rng.next() % 2 == 0 ? 1 : -1),
        y: Double.random(in: -300...300, using: &rng))
      e.apply(.pan(.began, translation: .zero))
      e.apply(
        .pan(.changed, translation: Point(x: Double.random(in: -1000...1000, using: &rng), y: 0)))
      guard let a = e.animation(applying: .pan(.ended, translation: .zero, velocity: v)) else {
        continue
      }
      let edge = e.center.x  // -1200 or 1500 when the projection passed an edge
      guard edge == 1500 || edge == -1200 else { continue }
      let sign: Double = edge > a.startCenter.x ? 1 : -1
      var low = 0.0
      var high = a.duration
      for _ in 0..<200 {
        let mid = (low + high) / 2
        if sign * (a.sample(at: mid).center.x - edge) < 0 { low = mid } else { high = mid }
      }
      let before = a.sample(at: low - 1e-7).velocity.x
      let after = a.sample(at: high + 1e-7).velocity.x
      #expect(abs(before - after) <= 1e-3 * abs(before) + 1e-6, "\(before) vs \(after)")
      #expect(a.sample(at: a.duration).center.x == edge)
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test(arguments: [1e300, 7.19e307, 1.5e308, -1.7e308])
  func `an animation from near ±1e308 has finite samples, velocities and duration`(
    start: Double
  ) throws {
    // A settle of such a distance in 0.3 s, or a spring from it, overflows the plain formulas
    // (ω·d₀, (b − a)·rate): the samples use bounded forms there, and velocities that are not
    // representable are held at ±Double.greatestFiniteMagnitude.
    func released(at center: Point, zoom: Double, velocity: Point) -> RunningSettle? {
      guard
        var e = try? CropEngine(
          image: .upright(Size(width: 300, height: 300)),
          cropBox: Rect(x: 0, y: 0, width: 300, height: 300), zoom: zoom, center: center)
      else { return nil }
      e.apply(.pan(.began, translation: .zero), at: 0)
      e.apply(.pan(.ended, translation: .zero, velocity: velocity), at: 0)
      return e.runningSettle
    }
    let eased = try #require(
      released(at: Point(x: 4e299, y: start), zoom: 0.6, velocity: .zero))
    let spring = try #require(
      released(at: Point(x: start, y: 150), zoom: 1, velocity: Point(x: 8000, y: 0)))
    #expect(eased.motion == .eased && spring.velocity.x == 8000)
    #expect(spring.duration.isFinite && spring.duration > 0)
    for a in [eased, spring] {
      for i in 0...100 {
        let s = a.sample(at: Double(i) * a.duration / 100)
        #expect(s.center.x.isFinite && s.center.y.isFinite)
        #expect(s.velocity.x.isFinite && s.velocity.y.isFinite)
      }
      #expect(a.sample(at: a.duration).center == Point(x: 150, y: 150))
    }
  }

  @Test
  func `a spring that moves less than the tolerance still ends on its end, a millisecond later`() {
    let (a, _) = Self.spring(150.0001, 1e-9, 150)
    #expect(a.duration == 1e-3)
    #expect(a.sample(at: 0).center.x == 150.0001)
    #expect(a.sample(at: a.duration).center.x == 150)
  }

  @Test
  func `an eased settle between centres near opposite ends of the Doubles has finite samples`()
    throws
  {
    // b − a overflows here: the interpolation takes a·(1 − e) + b·e instead. Found by the fuzzer.
    // A 266 × 6 photo filling a box whose centre is the most negative Double, released at zoom 2
    // from 3.49e307.
    var e = try CropEngine(
      image: .upright(Size(width: 266, height: 6)),
      cropBox: Rect(x: -Double.greatestFiniteMagnitude, y: -3, width: 266, height: 6), zoom: 2,
      center: Point(x: 3.49e307, y: 0))
    e.apply(.pan(.began, translation: .zero), at: 0)
    e.apply(.pan(.ended, translation: .zero), at: 0)
    let a = try #require(e.runningSettle)
    #expect(a.motion == .eased && a.endCenter.x < -1.79e308)
    for i in 0...30 {
      let s = a.sample(at: Double(i) * 0.01)
      #expect(s.center.x.isFinite && s.velocity.x.isFinite)
      #expect(a.geometry(at: Double(i) * 0.01).center.x.isFinite)
    }
  }

  // MARK: Configuration

  @Test(arguments: [0, 1, -0.5, 1.5, .nan, .infinity])
  func `a deceleration rate outside (0, 1) is refused`(_ rate: Double) {
    #expect(throws: CropConfigurationError.invalidMotion) {
      try CropEngine(
        image: .upright(Size(width: 300, height: 300)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(motion: CropMotion(decelerationRate: rate)))
    }
  }

  @Test func `the laws of a release hold over seeded streams`() throws {
    var rng = SplitMix64(seed: 0xf11_9)
    for _ in 0..<400 {
      let rate = Double.random(in: 0.95...0.9995, using: &rng)
      var e = try CropEngine(
        image: .upright(
          Size(
            width: Double.random(in: 300...4000, using: &rng),
            height: Double.random(in: 300...4000, using: &rng))),
        cropBox: Rect(x: 10, y: 20, width: 300, height: 200),
        configuration: CropConfiguration(motion: CropMotion(decelerationRate: rate)),
        zoom: Double.random(in: 1...4, using: &rng))
      e.apply(.pan(.began, translation: .zero))
      e.apply(
        .pan(
          .changed,
          translation: Point(
            x: Double.random(in: -400...400, using: &rng),
            y: Double.random(in: -400...400, using: &rng))))
      let v = Point(
        x: Double.random(in: -9000...9000, using: &rng),
        y: Double.random(in: -9000...9000, using: &rng))
      let start = (e.center, e.zoom)
      guard let a = e.animation(applying: .pan(.ended, translation: .zero, velocity: v)) else {
        continue
      }
      #expect(a.sample(at: 0).center == start.0)
      #expect(a.sample(at: a.duration).center == e.center)
      #expect(a.sample(at: a.duration).zoom == e.zoom)
      // The end is at rest: another release without velocity does not move it.
      var again = e
      again.apply(.pan(.began, translation: .zero))
      #expect(again.apply(.pan(.ended, translation: .zero)) == .unchanged)
      // Every sample is finite, and the velocity is the derivative of the position.
      for i in 1..<40 {
        let t = Double(i) * a.duration / 40
        let s = a.sample(at: t)
        let h = 1e-7
        let next = a.sample(at: t + h)
        #expect(s.center.x.isFinite && s.center.y.isFinite && s.zoom > 0)
        let scale = 1 + abs(s.velocity.x) + abs(s.velocity.y)
        #expect(abs((next.center.x - s.center.x) / h - s.velocity.x) <= 1e-3 * scale + 1)
        #expect(abs((next.center.y - s.center.y) / h - s.velocity.y) <= 1e-3 * scale + 1)
      }
      // The last sample before the end is within a thousandth of a point of it.
      let late = a.sample(at: a.duration * (1 - 1e-12))
      #expect(
        abs(late.center.x - e.center.x) <= 1e-3 && abs(late.center.y - e.center.y) <= 1e-3,
        "\(late.center) \(e.center) \(a.motion) \(a.duration)")
    }
  }
}
