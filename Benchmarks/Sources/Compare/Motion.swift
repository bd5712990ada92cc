// The motion model in the comparison: `CropAnimation.sample(at:)` for each motion of a settle, the pan's end
// with a velocity (a fling, a release spring) and a touch that catches a fling, each held to an absolute
// instruction budget (Benchmarks/engine-budgets.tsv) and checked first against the animation's
// documented ends and the settle's closed form (Models.swift).
//
// To follow a change of the motion model, edit this file: `MotionInputs` (the animations, times,
// states and velocities) and `motionOperations` (one entry per row); a new row needs a line in
// engine-budgets.tsv.

import AffineKit
import CReference

#if canImport(Glibc)
  import Glibc
#endif

/// The animations, times, states and velocities of the motion rows.
struct MotionInputs {
  /// Eased settles (0.3 s ease-in-out) with random placements.
  var eased: [CropAnimation] = []
  /// Release springs that move the centre and the zoom.
  var springs: [CropAnimation] = []
  /// Flings in which at least one centre axis decays into the edge of its resting range (or, with
  /// clamped overscroll, brakes onto it).
  var flings: [CropAnimation] = []
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
  /// That animation.
  var flingAnimations: [CropAnimation] = []
  /// A time in (0, duration) of each one's animation.
  /// When each fling started, on the events' clock.
  var flingStarts: [Double] = []
  /// When a touch catches each fling, seconds after it started.
  var touchTimes: [Double] = []

  init(_ g: inout SplitMix64, count: Int) {
    let modes: [Overscroll] = [.free, .free, .clamped, .rubberBand]
    func engine(zoom: Double, _ i: Int) -> CropEngine {
      let box = Rect(x: g.uniform(0, 50), y: g.uniform(0, 200), width: 300, height: 300)
      let center = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      let pixels = Size(width: g.uniform(300, 6000), height: g.uniform(300, 6000))
      guard
        let e = try? CropEngine(
          image: .upright(pixels), cropBox: box,
          configuration: CropConfiguration(overscroll: modes[i % modes.count]), zoom: zoom,
          center: center)
      else { fatalError("a valid configuration") }
      return e
    }
    func direction(_ speed: Double) -> Point {
      let a = g.uniform(-Double.pi, Double.pi)
      return Point(x: speed * cos(a), y: speed * sin(a))
    }
    /// The animation a pan's end at `velocity` (or a pinch's at `zoomVelocity`) starts from an
    /// engine released away from rest, or `nil` when it starts none or another motion.
    func released(_ motion: SettleMotion, velocity: Point, zoomVelocity: Double, _ i: Int)
      -> CropAnimation?
    {
      var e = engine(zoom: g.uniform(0.6, 3), i)
      _ = e.applyLater(.pinch(.began, scale: 1))
      _ = e.applyLater(.pan(.began, translation: .zero))
      _ = e.applyLater(.pan(.ended, translation: .zero, velocity: velocity))
      _ = e.applyLater(.pinch(.ended, scale: 1, velocity: zoomVelocity))
      let a = e.runningAnimation
      guard let settle = settle(a) else { return nil }
      switch (motion, settle.motion) {
      case (.eased, .eased), (.spring, .spring): return a
      default: return nil
      }
    }
    while eased.count < count {
      guard let a = released(.eased, velocity: .zero, zoomVelocity: 0, eased.count) else {
        continue
      }
      eased.append(a)
      easedTimes.append(g.uniform(0, 0.3))
    }
    while springs.count < count {
      guard
        let a = released(
          .spring(response: 0.3), velocity: direction(g.uniform(5, 45)),
          zoomVelocity: g.uniform(-2, 2), springs.count)
      else { continue }
      springs.append(a)
      springTimes.append(g.uniform(0, a.duration))
    }
    for i in 0..<count {

      // A roomy engine: settled at a resting zoom, then a pan begins.
      var r = engine(zoom: g.uniform(1.5, 3), i)
      _ = r.applyLater(.pan(.began, translation: .zero))
      _ = r.applyLater(.pan(.ended, translation: .zero))
      _ = r.applyLater(.straighten(angle: r.angle))
      _ = r.applyLater(.pan(.began, translation: .zero))
      roomy.append(r)
      // A direction that moves the image (a clamped engine on an edge does not fling outward).
      var v = direction(g.uniform(200, 4000))
      var f = r
      var result = f.applyLater(.pan(.ended, translation: .zero, velocity: v))
      while !result.startsAnimation {
        v = direction(g.uniform(200, 4000))
        f = r
        result = f.applyLater(.pan(.ended, translation: .zero, velocity: v))
      }
      flingVelocities.append(v)
      guard result == .animated, let animation = f.runningAnimation, settle(animation) != nil
      else { fatalError("a fling") }
      flung.append(f)
      flingAnimations.append(animation)
      flingStarts.append(animation.startTime)
      touchTimes.append(g.uniform(0, animation.duration))

      var p = engine(zoom: g.uniform(0.6, 3), i)
      _ = p.applyLater(.pan(.began, translation: .zero))
      panning.append(p)
      springVelocities.append(direction(g.uniform(5, 45)))
    }
    // Flings with an axis that decays into an edge: fast flings from roomy engines until there
    // are enough.
    while flings.count < count {
      var r = engine(zoom: g.uniform(1.5, 3), flings.count)
      _ = r.applyLater(.pan(.began, translation: .zero))
      _ = r.applyLater(.pan(.ended, translation: .zero))
      _ = r.applyLater(.pan(.began, translation: .zero))
      let v = direction(g.uniform(1000, 6000))
      guard r.applyLater(.pan(.ended, translation: .zero, velocity: v)) == .animated,
        let a = r.runningAnimation, let s = settle(a), case .fling = s.motion
      else { continue }
      guard sendsAnAxisIntoAnEdge(s) else { continue }
      flings.append(a)
      flingTimes.append(g.uniform(0, a.duration))
    }
  }
}

/// Whether a fling from an unrotated engine at rest sends a centre axis into an edge of its resting
/// range (the decay into the edge, or with clamped overscroll the brake onto it), read from the
/// public fields: such an axis ends short of its free projection `x0 + v/λ`, λ = 1000·(1 − r)/r,
/// or, flung against the edge it rests on, keeps no velocity (the seeded directions never give an
/// exact 0 otherwise).
func sendsAnAxisIntoAnEdge(_ a: SettleAnimation) -> Bool {
  guard case .fling(let rate, _) = a.motion else { return false }
  let lambda = 1000 * (1 - rate) / rate
  func intoEdge(_ x0: Double, _ v: Double, _ x1: Double) -> Bool {
    v == 0 || x1 != x0 + v / lambda
  }
  return intoEdge(a.startCenter.x, a.velocity.x, a.endCenter.x)
    || intoEdge(a.startCenter.y, a.velocity.y, a.endCenter.y)
}

/// The operations of the motion model.
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
    let ts = buffer(times)
    let out = buffer(Array(repeating: animations[0].sample(at: 0), count: n))
    ops.append(
      Operation(
        name: name,
        implementations: [
          Implementation(
            name: "AffineKit",
            pass: {
              for i in 0..<n { out[i] = a[i].sample(at: ts[i]) }
              ak_sink(out)
            })
        ], elementsPerPass: n,
        check: {
          firstProblem(n) { i in
            isFinite(out[i]) ? animationProblem(a[i]) : "a non-finite sample: \(out[i])"
          }
        }))
  }

  // The pan's end with a velocity: one row for the fling, one for the spring.
  let out = buffer(inp.roomy)
  let kinds = buffer(Array(repeating: UInt8(0), count: n))
  for (name, states, velocities) in [
    ("end with fling", inp.roomy, inp.flingVelocities),
    ("end with spring", inp.panning, inp.springVelocities),
  ] {
    let from = buffer(states)
    let vs = buffer(velocities)
    let flings = name == "end with fling"
    ops.append(
      Operation(
        name: name,
        implementations: [
          Implementation(
            name: "AffineKit",
            pass: {
              for i in 0..<n {
                copyEngine(from, to: out, i)
                let r = out[i].apply(
                  .pan(.ended, translation: .zero, velocity: vs[i]), at: eventTime)
                kinds[i] = kind(r)
              }
              ak_sink(out)
              ak_sink(kinds)
            })
        ], elementsPerPass: n,
        check: {
          // Every roomy engine flings; either way the engine ends at rest.
          firstProblem(n) { i in
            if flings {
              guard kinds[i] == ResultCode.animated,
                case .fling = settle(out[i].runningAnimation)?.motion
              else {
                return "no fling"
              }
            }
            return eventProblem(
              before: from[i], after: out[i], kind: kinds[i])
              ?? restProblem(out[i])
          }
        }))
  }

  // A touch (a pan's began) while a fling runs: the engine continues from the state the fling
  // draws at the touch's time, then begins the pan.
  let flung = buffer(inp.flung)
  let flingAnimations = inp.flingAnimations
  let touchAt = buffer(zip(inp.flingStarts, inp.touchTimes).map { $0 + $1 })
  let starts = inp.flingStarts
  ops.append(
    Operation(
      name: "touch during a fling",
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n {
              copyEngine(flung, to: out, i)
              kinds[i] = kind(out[i].apply(.pan(.began, translation: .zero), at: touchAt[i]))
            }
            ak_sink(out)
            ak_sink(kinds)
          })
      ], elementsPerPass: n,
      check: {
        firstProblem(n) { i in
          let s = flingAnimations[i].sample(at: touchAt[i] - starts[i])
          let drawn = Placement(center: s.center, zoom: s.zoom)
          if !Placement(out[i]).matches(drawn) {
            return "continues from \(Placement(out[i])), the fling draws \(drawn)"
          }
          return eventProblem(
            before: flung[i], after: out[i], kind: kinds[i])
        }
      }))
  return ops
}
