// The input devices in the comparison: the wheel and the trackpad (`.scroll` that zooms or pans,
// `.scrollEnded`), the keyboard (`.key`), the one-finger quick zoom, the double tap's cycle and a
// pinch under the zoom's rubber band, each an event applied to a stored engine through
// `CropEngine.apply(_:at:)`, held to an absolute instruction budget (Benchmarks/engine-budgets.tsv)
// and checked first against the independent models of Models.swift.
//
// To follow a change of the input events, edit this file: `InputInputs` (the states and event
// payloads) and `inputOperations` (one entry per row); a new row needs a line in
// engine-budgets.tsv.

import AffineKit
import CReference

/// The engines and event payloads of the input-device rows.
struct InputInputs {
  /// Engines in the middle of a run of scrolls that zoom (the default plain scroll).
  var wheelZooming: [CropEngine] = []
  /// Their scrolls: a mouse wheel in lines (±3) or pixels (±50–120), a trackpad's two-finger
  /// scroll (±30 px on each axis), or a trackpad pinch (±10 px, `isPinch`).
  var zoomDeltas: [Point] = []
  var zoomUnits: [ScrollUnit] = []
  var zoomPinches: [Bool] = []
  /// The pointer, in the view.
  var pointers: [Point] = []
  /// The zooming engines after their scroll: the end settles them.
  var scrolled: [CropEngine] = []
  /// Engines in the middle of a run of scrolls that pan (``PlainScroll/pans``).
  var wheelPanning: [CropEngine] = []
  /// Their scrolls: a trackpad's (±40 px on each axis), a wheel's lines (±3) or a page (±1).
  var panDeltas: [Point] = []
  var panUnits: [ScrollUnit] = []
  /// Engines at rest with nothing running (no gesture active): the keyboard's.
  var resting: [CropEngine] = []
  var zoomKeys: [CropKey] = []
  var arrowKeys: [CropKey] = []
  /// Engines in the middle of a quick zoom, and the finger's next location (moved ±25 pt in y).
  var quickZooming: [CropEngine] = []
  var quickLocations: [Point] = []
  /// Engines at rest with a double-tap cycle of two to four levels, and taps in the crop box.
  var cycling: [CropEngine] = []
  var taps: [Point] = []
  /// Engines in the middle of a pinch under the zoom's rubber band, most near a band, and the
  /// pinch's next step.
  var banded: [CropEngine] = []
  var bandScales: [Double] = []
  var bandCentroids: [Point] = []

  init(_ g: inout SplitMix64, count: Int) {
    let modes: [Overscroll] = [.free, .free, .clamped, .rubberBand]
    let limits: [ZoomLimits] = [.crop, .viewer, ZoomLimits(maximumZoom: 4)]
    func engine(
      zoom: Double, _ i: Int, limits: ZoomLimits, input: CropInputOptions = CropInputOptions()
    ) -> CropEngine {
      let box = Rect(x: g.uniform(0, 50), y: g.uniform(0, 200), width: 300, height: 300)
      let center = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      let pixels = Size(width: g.uniform(300, 6000), height: g.uniform(300, 6000))
      guard
        let e = try? CropEngine(
          image: .upright(pixels), cropBox: box,
          configuration: CropConfiguration(
            limits: limits, overscroll: modes[i % modes.count], input: input), zoom: zoom,
          center: center)
      else { fatalError("a valid configuration") }
      return e
    }
    func sign() -> Double { g.uniform(0, 1) < 0.5 ? -1 : 1 }
    func pointer() -> Point { Point(x: g.uniform(0, 390), y: g.uniform(0, 600)) }
    /// Settled (a pan that begins and ends), with the settle's animation stopped.
    func atRest(_ e: CropEngine) -> CropEngine {
      var e = e
      _ = e.applyLater(.pan(.began, translation: .zero))
      _ = e.applyLater(.pan(.ended, translation: .zero))
      _ = e.applyLater(.straighten(angle: e.angle))
      return e
    }
    for i in 0..<count {
      // The wheel that zooms.
      var z = engine(zoom: g.uniform(0.6, 3), i, limits: limits[i % limits.count])
      let p = pointer()
      _ = z.applyLater(.scroll(delta: .zero, at: p))
      wheelZooming.append(z)
      let delta: Point
      let unit: ScrollUnit
      switch i % 4 {
      case 0: (delta, unit) = (Point(x: 0, y: 3 * sign()), .lines)
      case 1: (delta, unit) = (Point(x: 0, y: g.uniform(50, 120) * sign()), .pixels)
      case 2: (delta, unit) = (Point(x: g.uniform(-30, 30), y: g.uniform(-30, 30)), .pixels)
      default: (delta, unit) = (Point(x: 0, y: g.uniform(-10, 10)), .pixels)
      }
      let location = Point(x: p.x + g.uniform(-5, 5), y: p.y + g.uniform(-5, 5))
      zoomDeltas.append(delta)
      zoomUnits.append(unit)
      zoomPinches.append(i % 4 == 3)
      pointers.append(location)
      _ = z.applyLater(.scroll(delta: delta, unit: unit, isPinch: i % 4 == 3, at: location))
      scrolled.append(z)

      // The wheel that pans.
      var w = engine(
        zoom: g.uniform(0.6, 3), i, limits: limits[i % limits.count],
        input: CropInputOptions(plainScroll: .pans))
      _ = w.applyLater(.scroll(delta: .zero, at: pointer()))
      wheelPanning.append(w)
      switch i % 8 {
      case 6:
        panDeltas.append(Point(x: 0, y: 3 * sign()))
        panUnits.append(.lines)
      case 7:
        panDeltas.append(Point(x: 0, y: sign()))
        panUnits.append(.pages)
      default:
        panDeltas.append(Point(x: g.uniform(-40, 40), y: g.uniform(-40, 40)))
        panUnits.append(.pixels)
      }

      // The keyboard.
      resting.append(atRest(engine(zoom: g.uniform(1, 3), i, limits: limits[i % limits.count])))
      zoomKeys.append(g.uniform(0, 1) < 0.5 ? .zoomIn : .zoomOut)
      let arrows: [CropKey] = [.left, .right, .up, .down]
      arrowKeys.append(arrows[Int(g.uniform(0, 4)) % 4])

      // The quick zoom: a double tap, then the finger drags.
      var q = engine(zoom: g.uniform(0.6, 3), i, limits: limits[i % limits.count])
      let start = pointer()
      _ = q.applyLater(.quickZoom(.began, location: start))
      quickZooming.append(q)
      quickLocations.append(Point(x: start.x + g.uniform(-3, 3), y: start.y + g.uniform(-25, 25)))

      // The double tap's cycle.
      let cycles = [DoubleTapCycle(1, 2, 4), DoubleTapCycle(1, 3), DoubleTapCycle(1, 1.5, 2.5, 5)]
      let c = atRest(
        engine(
          zoom: g.uniform(1, 4), i, limits: limits[i % limits.count],
          input: CropInputOptions(doubleTap: cycles[i % cycles.count])))
      cycling.append(c)
      taps.append(
        Point(
          x: c.cropBox.origin.x + g.uniform(0, 300), y: c.cropBox.origin.y + g.uniform(0, 300)))

      // The pinch under the zoom's rubber band: a floor band (the crop limits' 0.6 below 1), and
      // every other engine a ceiling band too (4 to 5); zooms near the floor, near the ceiling or
      // between.
      let band =
        i % 2 == 0
        ? ZoomLimits(zoomOverscroll: .rubberBand)
        : ZoomLimits(maximumZoom: 5, restingMaximumZoom: 4, zoomOverscroll: .rubberBand)
      let zoom: Double
      switch (i / 2) % 3 {
      case 0: zoom = g.uniform(0.62, 1.1)
      case 1: zoom = g.uniform(3.6, 4.95)
      default: zoom = g.uniform(1, 3.5)
      }
      var b = engine(zoom: zoom, i, limits: band)
      _ = b.applyLater(.pinch(.began, scale: 1, centroid: pointer()))
      banded.append(b)
      bandScales.append(g.uniform(0.9, 1.1))
      bandCentroids.append(pointer())
    }
  }
}

/// The operations of the input devices.
func inputOperations(_ inp: InputInputs) -> [Operation] {
  let n = inp.wheelZooming.count
  let out = buffer(inp.wheelZooming)
  let kinds = buffer(Array(repeating: UInt8(0), count: n))

  // The states.
  let zooming = buffer(inp.wheelZooming)
  let scrolled = buffer(inp.scrolled)
  let panning = buffer(inp.wheelPanning)
  let resting = buffer(inp.resting)
  let quick = buffer(inp.quickZooming)
  let cycling = buffer(inp.cycling)
  let banded = buffer(inp.banded)
  // The payloads.
  let zd = buffer(inp.zoomDeltas)
  let zu = buffer(inp.zoomUnits)
  let zp = buffer(inp.zoomPinches)
  let loc = buffer(inp.pointers)
  let pd = buffer(inp.panDeltas)
  let pu = buffer(inp.panUnits)
  let np = buffer(Array(repeating: false, count: n))
  let zk = buffer(inp.zoomKeys)
  let ak = buffer(inp.arrowKeys)
  let ql = buffer(inp.quickLocations)
  let tp = buffer(inp.taps)
  let bs = buffer(inp.bandScales)
  let bc = buffer(inp.bandCentroids)

  /// The checks every event passes, for element `i` stepped from `from[i]`.
  func eventProblem(from: UnsafeMutablePointer<CropEngine>, _ i: Int) -> String? {
    Compare.eventProblem(
      before: from[i], after: out[i], kind: kinds[i])
  }
  /// The checks of an event that settles: those, and the engine at rest afterwards.
  func settleProblem(from: UnsafeMutablePointer<CropEngine>, _ i: Int) -> String? {
    eventProblem(from: from, i) ?? restProblem(out[i])
  }

  func operation(
    _ name: String, swift: @escaping () -> Void, check: @escaping (Int) -> String?
  ) -> Operation {
    engineOperation(name, n: n, out: out, kinds: kinds, swift: swift, check: check)
  }

  // Each pass is written out as a loop, so the step inlines into it as into a user's code; an
  // event that returns an animation keeps it.
  return [
    operation(
      "scroll zoom event",
      swift: {
        for i in 0..<n {
          copyEngine(zooming, to: out, i)
          kinds[i] = kind(
            out[i].apply(
              .scroll(delta: zd[i], unit: zu[i], isPinch: zp[i], at: loc[i]), at: eventTime))
        }
      },
      check: { i in eventProblem(from: zooming, i) }),
    operation(
      "scroll pan event",
      swift: {
        for i in 0..<n {
          copyEngine(panning, to: out, i)
          kinds[i] = kind(
            out[i].apply(
              .scroll(delta: pd[i], unit: pu[i], isPinch: np[i], at: loc[i]), at: eventTime))
        }
      },
      check: { i in eventProblem(from: panning, i) }),
    operation(
      "scroll end",
      swift: {
        for i in 0..<n {
          copyEngine(scrolled, to: out, i)
          let r = out[i].apply(.scrollEnded, at: eventTime)
          kinds[i] = kind(r)
        }
      },
      check: { i in
        let settled = settledPlacement(scrolled[i])
        if !Placement(out[i]).matches(settled) {
          return "settled at \(Placement(out[i])), expected \(settled)"
        }
        return eventProblem(from: scrolled, i)
      }),
    operation(
      "key zoom event",
      swift: {
        for i in 0..<n {
          copyEngine(resting, to: out, i)
          let r = out[i].apply(.key(zk[i]), at: eventTime)
          kinds[i] = kind(r)
        }
      },
      check: { i in settleProblem(from: resting, i) }),
    operation(
      "key pan event",
      swift: {
        for i in 0..<n {
          copyEngine(resting, to: out, i)
          let r = out[i].apply(.key(ak[i]), at: eventTime)
          kinds[i] = kind(r)
        }
      },
      check: { i in settleProblem(from: resting, i) }),
    operation(
      "quick zoom event",
      swift: {
        for i in 0..<n {
          copyEngine(quick, to: out, i)
          kinds[i] = kind(out[i].apply(.quickZoom(.changed, location: ql[i]), at: eventTime))
        }
      },
      check: { i in eventProblem(from: quick, i) }),
    operation(
      "double tap cycle",
      swift: {
        for i in 0..<n {
          copyEngine(cycling, to: out, i)
          let r = out[i].apply(.doubleTap(at: tp[i]), at: eventTime)
          kinds[i] = kind(r)
        }
      },
      check: { i in settleProblem(from: cycling, i) }),
    operation(
      "banded pinch event",
      swift: {
        for i in 0..<n {
          copyEngine(banded, to: out, i)
          kinds[i] = kind(
            out[i].apply(.pinch(.changed, scale: bs[i], centroid: bc[i]), at: eventTime))
        }
      },
      check: { i in eventProblem(from: banded, i) }),
  ]
}
