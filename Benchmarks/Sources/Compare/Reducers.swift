// The engine's events in the comparison: one operation per event kind, each an event applied to a
// stored state through `CropEngine.apply(_:at:)`, as a user's code does it. An engine event has no C
// floor: its instruction count is held to an absolute budget (Benchmarks/engine-budgets.tsv), and
// before counting, its results are checked against the independent models of Models.swift.
//
// To follow a change of the engine's events, edit this file: `ReducerInputs` (the states and event
// payloads) and `reducerEvents` (one entry per event kind: its name, its pass and its check). A new
// row needs a line in engine-budgets.tsv, or the gate fails.

import AffineKit
import CReference

/// The engine's states and one event payload of each kind per element.
struct ReducerInputs {
  /// States in the middle of a pinch that follows its centroid (two touches).
  var pinching: [CropEngine] = []
  /// The centroid each of those pinches began at.
  var pinchStarts: [Point] = []
  /// States in the middle of a one-finger pan, often off the allowed range (the end settles).
  var panning: [CropEngine] = []
  /// States in the middle of a rotation gesture (straightened a little, every other one with an
  /// angle limit).
  var rotating: [CropEngine] = []
  /// Settled states (half of them already straightened, half with an angle limit of 0.2 rad).
  var settled: [CropEngine] = []
  var scales: [Double] = []
  var centroids: [Point] = []
  var translations: [Point] = []
  /// The rotation steps' increments, radians.
  var turns: [Double] = []
  /// The straighten angles, radians, in ±0.3.
  var angles: [Double] = []
  /// States in the middle of a one-finger pan under a perspective (tilted up to ±0.4 rad on each
  /// axis, half of them straightened too): the end settles over the photo's quadrilateral.
  var tiltedPanning: [CropEngine] = []
  /// Perspective slider steps for the settled states, radians: `(horizontal, vertical)`.
  var tilts: [(Double, Double)] = []

  init(_ g: inout SplitMix64, count: Int) {
    let modes: [Overscroll] = [.free, .free, .clamped, .rubberBand]
    for i in 0..<count {
      let zoom = g.uniform(0.6, 3)
      let box = Rect(x: g.uniform(0, 50), y: g.uniform(0, 200), width: 300, height: 300)
      let center = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      let pixels = Size(width: g.uniform(300, 6000), height: g.uniform(300, 6000))
      guard
        var e = try? CropEngine(
          image: .upright(pixels), cropBox: box,
          configuration: CropConfiguration(overscroll: modes[i % modes.count]), zoom: zoom,
          center: center)
      else { fatalError("a valid configuration") }
      var p = e
      let start = Point(x: g.uniform(0, 390), y: g.uniform(0, 600))
      _ = p.applyLater(.pinch(.began, scale: 1, centroid: start))
      pinching.append(p)
      pinchStarts.append(start)
      _ = e.applyLater(.pan(.began, translation: .zero))
      panning.append(e)
      scales.append(g.uniform(0.9, 1.1))
      centroids.append(Point(x: g.uniform(0, 390), y: g.uniform(0, 600)))
      translations.append(Point(x: g.uniform(-20, 20), y: g.uniform(-20, 20)))
    }
    // After the pinch and pan inputs, so that theirs stay as they were.
    for i in 0..<count {
      let box = Rect(x: g.uniform(0, 50), y: g.uniform(0, 200), width: 300, height: 300)
      let center = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      let pixels = Size(width: g.uniform(300, 6000), height: g.uniform(300, 6000))
      let limit: Double? = i % 4 < 2 ? 0.2 : nil
      guard
        var r = try? CropEngine(
          image: .upright(pixels), cropBox: box,
          configuration: CropConfiguration(overscroll: modes[i % modes.count], maximumAngle: limit),
          zoom: g.uniform(1, 3), center: center)
      else { fatalError("a valid configuration") }
      _ = r.applyLater(.pan(.began, translation: .zero))
      _ = r.applyLater(.pan(.ended, translation: .zero))
      if i % 2 == 1 { _ = r.applyLater(.straighten(angle: g.uniform(-0.3, 0.3))) }
      settled.append(r)
      angles.append(g.uniform(-0.3, 0.3))
      _ = r.applyLater(
        .rotation(
          .began, angle: g.uniform(-0.1, 0.1),
          centroid: Point(x: g.uniform(0, 390), y: g.uniform(0, 600))))
      rotating.append(r)
      turns.append(g.uniform(-0.05, 0.05))
    }
    // After the others, so that theirs stay as they were.
    for i in 0..<count {
      var t = settled[i]
      _ = t.applyLater(
        .perspective(horizontal: g.uniform(-0.4, 0.4), vertical: g.uniform(-0.4, 0.4)))
      _ = t.applyLater(
        .pan(.began, translation: Point(x: g.uniform(-80, 80), y: g.uniform(-80, 80))))
      tiltedPanning.append(t)
      tilts.append((g.uniform(-0.4, 0.4), g.uniform(-0.4, 0.4)))
    }
  }
}

/// One event kind of the engine: a pass over every element (each step mutates a stored state in
/// place, as a user's code does), written out as a loop so that the step inlines into it as into a
/// user's code (a closure per element would not), and the check of one element's outcome after a
/// pass (nil when it holds).
struct ReducerEvent {
  var name: String
  var pass: () -> Void
  var check: (Int) -> String?
}

/// Copies engine `i` of `from` into slot `i` of `to` with one `memcpy` of the state's bytes (the
/// engine is a plain value, so its bytes are all of it): the harness's copy-in, the same for every
/// event and cheaper than a field-by-field copy.
@inline(__always)
func copyEngine(
  _ from: UnsafeMutablePointer<CropEngine>, to: UnsafeMutablePointer<CropEngine>, _ i: Int
) {
  UnsafeMutableRawPointer(to + i).copyMemory(
    from: UnsafeRawPointer(from + i), byteCount: MemoryLayout<CropEngine>.size)
}

/// The result's case as a byte (`ResultCode`), stored per element so that the result is used.
@inline(__always)
func kind(_ r: CropEventResult) -> UInt8 {
  switch r {
  case .unchanged: return 0
  case .moved: return 1
  case .animated: return 2
  case .rejected: return 3
  case .deferred: return 4
  case .detent: return 5
  }
}

/// The buffers every event uses: input states, output slots, result codes and the animations
/// returned.
struct ReducerBuffers {
  let n: Int
  let pinching, panning, rotating, settled, tiltedPanning, out: UnsafeMutablePointer<CropEngine>
  let kinds: UnsafeMutablePointer<UInt8>

  init(_ inp: ReducerInputs) {
    n = inp.pinching.count
    pinching = buffer(inp.pinching)
    panning = buffer(inp.panning)
    rotating = buffer(inp.rotating)
    settled = buffer(inp.settled)
    tiltedPanning = buffer(inp.tiltedPanning)
    out = buffer(inp.panning)
    kinds = buffer(Array(repeating: 0, count: n))
  }

  /// The checks every event passes (`eventProblem`), for element `i` stepped from `from[i]`.
  func eventProblem(from: UnsafeMutablePointer<CropEngine>, _ i: Int) -> String? {
    Compare.eventProblem(
      before: from[i], after: out[i], kind: kinds[i])
  }
}

/// One entry per event kind of the engine.
func reducerEvents(_ inp: ReducerInputs, _ b: ReducerBuffers) -> [ReducerEvent] {
  let n = b.n
  let ks = buffer(inp.scales)
  let ps = buffer(inp.centroids)
  let ds = buffer(inp.translations)
  let ts = buffer(inp.turns)
  let ans = buffer(inp.angles)
  let hs = buffer(inp.tilts.map(\.0))
  let vs = buffer(inp.tilts.map(\.1))
  let starts = inp.pinchStarts
  return [
    ReducerEvent(
      name: "pinch event",
      pass: {
        for i in 0..<n {
          copyEngine(b.pinching, to: b.out, i)
          b.kinds[i] = kind(
            b.out[i].apply(.pinch(.changed, scale: ks[i], centroid: ps[i]), at: eventTime))
        }
      },
      check: { i in
        // The zoom is multiplied by the factor, clamped into the gesture limits; with free
        // overscroll the image point that was under the previous centroid q is under the new one
        // p: c' − p = k'·(c − q), k' the zoom's actual factor.
        let e = b.pinching[i]
        let after = b.out[i]
        let zoom = Swift.min(
          Swift.max(e.zoom * ks[i], e.configuration.limits.minimumZoom),
          e.configuration.limits.maximumZoom)
        if !isClose(after.zoom, zoom) { return "zoom \(after.zoom), expected \(zoom)" }
        if e.configuration.overscroll == .free {
          let k = after.zoom / e.zoom
          let p = ps[i]
          let q = starts[i]
          let c = Point(x: p.x + k * (e.center.x - q.x), y: p.y + k * (e.center.y - q.y))
          if !isClose(after.center, c) { return "centre \(after.center), expected \(c)" }
        }
        return b.eventProblem(from: b.pinching, i)
      }),
    ReducerEvent(
      name: "pan event",
      pass: {
        for i in 0..<n {
          copyEngine(b.panning, to: b.out, i)
          b.kinds[i] = kind(b.out[i].apply(.pan(.changed, translation: ds[i]), at: eventTime))
        }
      },
      check: { i in
        // With free overscroll, c' = c + t exactly.
        let e = b.panning[i]
        let c = Point(x: e.center.x + ds[i].x, y: e.center.y + ds[i].y)
        if e.configuration.overscroll == .free && b.out[i].center != c {
          return "centre \(b.out[i].center), expected \(c) exactly"
        }
        return b.eventProblem(from: b.panning, i)
      }),
    ReducerEvent(
      name: "end with settle",
      pass: {
        for i in 0..<n {
          copyEngine(b.panning, to: b.out, i)
          let r = b.out[i].apply(.pan(.ended, translation: .zero), at: eventTime)
          b.kinds[i] = kind(r)
          // The animation is kept when there is one.
        }
      },
      check: { i in
        let settled = settledPlacement(b.panning[i])
        if !Placement(b.out[i]).matches(settled) {
          return "settled at \(Placement(b.out[i])), expected \(settled)"
        }
        return b.eventProblem(from: b.panning, i)
      }),
    ReducerEvent(
      name: "rotation event",
      pass: {
        for i in 0..<n {
          copyEngine(b.rotating, to: b.out, i)
          b.kinds[i] = kind(
            b.out[i].apply(.rotation(.changed, angle: ts[i], centroid: ps[i]), at: eventTime))
        }
      },
      check: { i in b.eventProblem(from: b.rotating, i) }),
    ReducerEvent(
      name: "straighten event",
      pass: {
        for i in 0..<n {
          copyEngine(b.settled, to: b.out, i)
          b.kinds[i] = kind(b.out[i].apply(.straighten(angle: ans[i]), at: eventTime))
        }
      },
      check: { i in
        // The angle is the one asked for (0 within the detent), clamped into ±maximumAngle.
        let configuration = b.settled[i].configuration
        let limit = configuration.maximumAngle ?? .infinity
        let asked = ans[i].magnitude <= configuration.input.detentBand ? 0 : ans[i]
        let angle = Swift.min(Swift.max(asked, -limit), limit)
        if !isClose(b.out[i].angle, angle) { return "angle \(b.out[i].angle), expected \(angle)" }
        return b.eventProblem(from: b.settled, i)
      }),
    ReducerEvent(
      name: "perspective event",
      pass: {
        for i in 0..<n {
          copyEngine(b.settled, to: b.out, i)
          b.kinds[i] = kind(
            b.out[i].apply(.perspective(horizontal: hs[i], vertical: vs[i]), at: eventTime))
        }
      },
      check: { i in
        let e = b.out[i]
        // Each tilt as asked, 0 within the detent.
        let band = b.settled[i].configuration.input.detentBand
        let (h, v) = (hs[i].magnitude <= band ? 0 : hs[i], vs[i].magnitude <= band ? 0 : vs[i])
        if e.perspective.horizontal != h || e.perspective.vertical != v {
          return "perspective \(e.perspective), expected (\(h), \(v))"
        }
        return b.eventProblem(from: b.settled, i) ?? regionProblem(e)
      }),
    ReducerEvent(
      name: "end with settle under a perspective",
      pass: {
        for i in 0..<n {
          copyEngine(b.tiltedPanning, to: b.out, i)
          b.kinds[i] = kind(b.out[i].apply(.pan(.ended, translation: .zero), at: eventTime))
        }
      },
      check: { i in b.eventProblem(from: b.tiltedPanning, i) ?? regionProblem(b.out[i]) }),
  ]
}

/// Under a perspective, the box covered as the crop region sees it: its corners (the box's corners
/// taken back through the projection into the image's pixels, not the engine's covering rule) lie
/// on the image, to 1e-9 of its size.
func regionProblem(_ e: CropEngine) -> String? {
  let r = e.cropRegion
  let size = e.imagePixelSize
  let slack = 1e-9 * Swift.max(size.width, size.height)
  for p in [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft]
  where
    !(p.x >= -slack && p.x <= size.width + slack && p.y >= -slack
    && p.y <= size.height + slack)
  {
    return "the crop corner \(p) is off the \(size) image"
  }
  return nil
}

/// The operations for the engine's events.
func reducerOperations(_ inp: ReducerInputs) -> [Operation] {
  let b = ReducerBuffers(inp)
  return reducerEvents(inp, b).map { event in
    engineOperation(
      event.name, n: b.n, out: b.out, kinds: b.kinds, swift: event.pass, check: event.check)
  }
}
