// The motion model in the comparison: `SettleAnimation.sample(at:)` for each motion, the pan's end
// with a velocity (a fling, a release spring) and `.interrupt(at:)`, each against the C reference
// of the same math (engine.c: the release, the sampling and the interrupt step for step, with
// AffineKit's exp and log ported to C as AffineKit computes them, so the results agree bit for
// bit).
//
// To follow a change of the motion model, edit this file (and the C it calls): `MotionInputs` (the
// animations, times, states and velocities) and `motionOperations` (one entry per row).

import AffineKit
import CReference

#if canImport(Glibc)
  import Glibc
#endif

/// The animations, times, states and velocities of the motion rows.
struct MotionInputs {
  /// Eased settles (0.3 s ease-in-out) with random placements.
  var eased: [SettleAnimation] = []
  /// Release springs that move the centre and the zoom.
  var springs: [SettleAnimation] = []
  /// Flings in which at least one centre axis decays into the edge of its resting range (or, with
  /// clamped overscroll, brakes onto it).
  var flings: [SettleAnimation] = []
  /// A time in (0, duration) for each animation of each set, seconds.
  var easedTimes: [Double] = []
  var springTimes: [Double] = []
  var flingTimes: [Double] = []
  /// Engines at rest with room to move, in the middle of a pan.
  var roomy: [CropEngine] = []
  /// Their release velocities, 200–4000 pt/s in any direction (so they fling).
  var flingVelocities: [Point] = []
  /// Engines in the middle of a pan, often off the allowed range or below the resting zoom.
  var panning: [CropEngine] = []
  /// Their release velocities, below the fling speed (so they spring).
  var springVelocities: [Point] = []
  /// The roomy engines after their fling: each has its running animation.
  var flung: [CropEngine] = []
  /// A time in (0, duration) of each one's animation.
  var interruptTimes: [Double] = []

  init(_ g: inout SplitMix64, count: Int) {
    let modes: [Overscroll] = [.free, .free, .clamped, .rubberBand]
    func engine(zoom: Double, _ i: Int) -> CropEngine {
      let box = Rect(x: g.uniform(0, 50), y: g.uniform(0, 200), width: 300, height: 300)
      let center = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      let pixels = Size(width: g.uniform(300, 6000), height: g.uniform(300, 6000))
      guard
        let e = try? CropEngine(
          imagePixelSize: pixels, cropBox: box, overscroll: modes[i % modes.count], zoom: zoom,
          center: center)
      else { fatalError("a valid configuration") }
      return e
    }
    func direction(_ speed: Double) -> Point {
      let a = g.uniform(-Double.pi, Double.pi)
      return Point(x: speed * cos(a), y: speed * sin(a))
    }
    for i in 0..<count {
      let fitted = Size(width: g.uniform(200, 900), height: g.uniform(200, 900))
      let start = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      let end = Point(x: g.uniform(0, 400), y: g.uniform(0, 400))
      eased.append(
        SettleAnimation(
          fittedSize: fitted, startCenter: start, startZoom: g.uniform(0.6, 3), endCenter: end,
          endZoom: g.uniform(1, 3)))
      easedTimes.append(g.uniform(0, 0.3))
      let spring = SettleAnimation(
        springFrom: start, zoom: g.uniform(0.6, 3), to: end, zoom: g.uniform(1, 3),
        velocity: direction(g.uniform(0, 3000)), zoomVelocity: g.uniform(-2, 2),
        fittedSize: fitted)
      springs.append(spring)
      springTimes.append(g.uniform(0, spring.duration))

      // A roomy engine: settled at a resting zoom, then a pan begins.
      var r = engine(zoom: g.uniform(1.5, 3), i)
      _ = r.apply(.pan(.began, translation: .zero))
      _ = r.apply(.pan(.ended, translation: .zero))
      _ = r.apply(.interrupt(at: .infinity))
      _ = r.apply(.pan(.began, translation: .zero))
      roomy.append(r)
      // A direction that moves the image (a clamped engine on an edge does not fling outward).
      var v = direction(g.uniform(200, 4000))
      var f = r
      var result = f.apply(.pan(.ended, translation: .zero, velocity: v))
      while result.animation == nil {
        v = direction(g.uniform(200, 4000))
        f = r
        result = f.apply(.pan(.ended, translation: .zero, velocity: v))
      }
      flingVelocities.append(v)
      guard case .animated(let animation) = result else { fatalError("a fling") }
      flung.append(f)
      interruptTimes.append(g.uniform(0, animation.duration))

      var p = engine(zoom: g.uniform(0.6, 3), i)
      _ = p.apply(.pan(.began, translation: .zero))
      panning.append(p)
      springVelocities.append(direction(g.uniform(5, 45)))
    }
    // Flings with an axis that decays into an edge: fast flings from roomy engines until there
    // are enough.
    while flings.count < count {
      var r = engine(zoom: g.uniform(1.5, 3), flings.count)
      _ = r.apply(.pan(.began, translation: .zero))
      _ = r.apply(.pan(.ended, translation: .zero))
      _ = r.apply(.pan(.began, translation: .zero))
      let v = direction(g.uniform(1000, 6000))
      guard case .animated(let a) = r.apply(.pan(.ended, translation: .zero, velocity: v)),
        case .fling = a.motion
      else { continue }
      let axes = cSettle(a).flingAxes
      // Into an edge: the bounce (2), or with clamped overscroll the brake onto it (3).
      guard axes & 3 >= 2 || axes >> 2 >= 2 else { continue }
      flings.append(a)
      flingTimes.append(g.uniform(0, a.duration))
    }
  }
}

/// A sample's numbers, in SettleSample's order.
func numbers(_ s: SettleSample) -> [Double] {
  [
    s.center.x, s.center.y, s.zoom, s.angle, s.velocity.x, s.velocity.y, s.zoomVelocity,
    s.angleVelocity,
  ]
}

func numbers(_ s: ak_sample) -> [Double] {
  [
    s.center.x, s.center.y, s.zoom, s.angle, s.velocity.x, s.velocity.y, s.zoomVelocity,
    s.angleVelocity,
  ]
}

/// An animation's numbers: every field, the fling's axes included.
func numbers(_ c: ak_settle) -> [Double] {
  [
    c.fitted.w, c.fitted.h, c.startCenter.x, c.startCenter.y, c.startZoom, c.endCenter.x,
    c.endCenter.y, c.endZoom, c.duration, c.angle, Double(c.orientation), c.velocity.x,
    c.velocity.y, c.zoomVelocity, c.angleVelocity, c.motion.0, c.motion.1, Double(c.motionTag),
    Double(c.flingAxes),
  ]
}

/// Whether AffineKit's exp and log, as ported to C, are within one ulp of glibc's over seeded
/// arguments (a harness check of the port; AffineKit's own results are compared bit for bit
/// through the samples, which go through them).
func exponentialPortIsSane() -> Bool {
  var g = SplitMix64(state: 0xE4B0)
  func ulps(_ a: Double, _ b: Double) -> Double {
    a == b ? 0 : (a - b).magnitude / b.ulp
  }
  for _ in 0..<100_000 {
    let x = g.uniform(-700, 700)
    let y =
      Double(sign: .plus, exponent: Int(g.uniform(-1000, 1000)), significand: 1)
      * g.uniform(1, 2)
    if ulps(ak_c_exp(x), exp(x)) > 1 || ulps(ak_c_log(y), log(y)) > 1 { return false }
  }
  return ak_c_exp(0) == 1 && ak_c_log(1) == 0 && ak_c_exp(-.infinity) == 0
    && ak_c_log(0) == -.infinity && ak_c_exp(1000) == .infinity && ak_c_log(-1).isNaN
}

/// The operations of the motion model, each against its C reference.
func motionOperations(_ inp: MotionInputs) -> [Operation] {
  let n = inp.eased.count
  var ops: [Operation] = []
  // Sampling: one row per motion.
  for (name, animations, times) in [
    ("sample an eased settle", inp.eased, inp.easedTimes),
    ("sample a spring", inp.springs, inp.springTimes),
    ("sample a fling into an edge", inp.flings, inp.flingTimes),
  ] {
    let a = buffer(animations)
    let ca = buffer(animations.map(cSettle))
    let ts = buffer(times)
    let out = buffer(Array(repeating: animations[0].sample(at: 0), count: n))
    let cout = buffer(Array(repeating: ak_sample(), count: n))
    ops.append(
      Operation(
        name: name,
        implementations: [
          Implementation(
            name: "AffineKit",
            pass: {
              for i in 0..<n { out[i] = a[i].sample(at: ts[i]) }
              ak_sink(out)
            }, results: { (0..<n).flatMap { numbers(out[$0]) } }),
          Implementation(
            name: "C",
            pass: {
              ak_c_settle_sample(ca, ts, cout, n)
              ak_sink(cout)
            }, results: { (0..<n).flatMap { numbers(cout[$0]) } }),
        ], elementsPerPass: n))
  }

  // The pan's end with a velocity: one row for the fling, one for the spring.
  let placeholder = SettleAnimation(
    fittedSize: .zero, startCenter: .zero, startZoom: 1, endCenter: .zero, endZoom: 1)
  let out = buffer(inp.roomy)
  let kinds = buffer(Array(repeating: UInt8(0), count: n))
  let settles = buffer(Array(repeating: placeholder, count: n))
  let cOut = buffer(inp.roomy.map(cEngine))
  let cKinds = buffer(Array(repeating: UInt8(0), count: n))
  let cSettles = buffer(Array(repeating: ak_settle(), count: n))
  /// The engine, the result kind, the running animation and the animation returned.
  func engineResults(_ e: ak_engine, _ kind: UInt8, _ settle: ak_settle?) -> [Double] {
    [e.center.x, e.center.y, e.zoom, e.angle, Double(kind), e.panRelease.x, e.panRelease.y]
      + numbers(e.running)
      + (kind == 2 ? settle.map(numbers) ?? [] : [])
  }
  for (name, states, velocities) in [
    ("end with fling", inp.roomy, inp.flingVelocities),
    ("end with spring", inp.panning, inp.springVelocities),
  ] {
    let from = buffer(states)
    let cFrom = buffer(states.map(cEngine))
    let vs = buffer(velocities)
    let cvs = buffer(velocities.map(cPoint))
    ops.append(
      Operation(
        name: name,
        implementations: [
          Implementation(
            name: "AffineKit",
            pass: {
              for i in 0..<n {
                copyEngine(from, to: out, i)
                let r = out[i].apply(.pan(.ended, translation: .zero, velocity: vs[i]))
                kinds[i] = kind(r)
                if case .animated(let animation) = r { settles[i] = animation }
              }
              ak_sink(out)
              ak_sink(kinds)
              ak_sink(settles)
            },
            results: {
              (0..<n).flatMap { engineResults(cEngine(out[$0]), kinds[$0], cSettle(settles[$0])) }
            }),
          Implementation(
            name: "C",
            pass: {
              ak_c_engine_release(cFrom, cvs, cOut, cSettles, cKinds, n)
              ak_sink(cOut)
              ak_sink(cKinds)
              ak_sink(cSettles)
            },
            results: { (0..<n).flatMap { engineResults(cOut[$0], cKinds[$0], cSettles[$0]) } }),
        ], elementsPerPass: n))
  }

  // The interrupt of a running fling.
  let flung = buffer(inp.flung)
  let cFlung = buffer(inp.flung.map(cEngine))
  let ts = buffer(inp.interruptTimes)
  ops.append(
    Operation(
      name: "interrupt event",
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n {
              copyEngine(flung, to: out, i)
              kinds[i] = kind(out[i].apply(.interrupt(at: ts[i])))
            }
            ak_sink(out)
            ak_sink(kinds)
          }, results: { (0..<n).flatMap { engineResults(cEngine(out[$0]), kinds[$0], nil) } }),
        Implementation(
          name: "C",
          pass: {
            ak_c_engine_interrupt(cFlung, ts, cOut, cKinds, n)
            ak_sink(cOut)
            ak_sink(cKinds)
          }, results: { (0..<n).flatMap { engineResults(cOut[$0], cKinds[$0], nil) } }),
      ], elementsPerPass: n))
  return ops
}
