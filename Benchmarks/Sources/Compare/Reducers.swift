// The engine's events in the comparison: one operation per event kind, each a step on a stored
// state as a user's code does it, against the C reference of the same step (reference.c, which
// holds the engine's state field for field in Swift's layout). There is no separate naive formula
// for an engine step: the C step is the floor.
//
// To follow a change of the engine's events, edit only this file (and the C steps it calls):
// `ReducerInputs` (the states and event payloads), `reducerEvents` (one entry per event kind: its
// name, the Swift step, the C step) and, for a new state layout, `cZoom` and `zoomLayoutsMatch`.

import AffineKit
import CReference

/// The engine's states and one event payload of each kind per element.
struct ReducerInputs {
  var states: [ZoomableContent] = []
  var scales: [Double] = []
  var focalPoints: [Point] = []
  var translations: [Point] = []

  init(_ g: inout SplitMix64, count: Int) {
    for _ in 0..<count {
      var s = ZoomableContent(
        wrapper: Rect(x: 0, y: 0, width: 390, height: 390),
        contentSize: Size(width: g.uniform(300, 2000), height: g.uniform(300, 2000)))
      let zoom = g.uniform(0.6, 3)
      s.content.transform = AffineTransform(scaleX: zoom, y: zoom)
      s.content.center = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      states.append(s)
      scales.append(g.uniform(0.9, 1.1))
      focalPoints.append(Point(x: g.uniform(-1000, 1000), y: g.uniform(-1000, 1000)))
      translations.append(Point(x: g.uniform(-20, 20), y: g.uniform(-20, 20)))
    }
  }
}

/// One event kind of the engine: a pass of the Swift step over every element (each step mutates
/// a stored state in place, as a user's code does) and the C pass. Each pass is written out as a
/// loop, so the step inlines into it as into a user's code (a closure per element would not).
struct ReducerEvent {
  var name: String
  /// Whether the step's result flag (settle's "moved") is compared with C's.
  var comparesFlag = false
  var swiftPass: () -> Void
  var cPass: () -> Void
}

/// The state buffers every event steps: input states, output slots and result flags, for Swift
/// and for C.
struct ReducerBuffers {
  let n: Int
  let zs: UnsafeMutablePointer<ZoomableContent>
  let outZ: UnsafeMutablePointer<ZoomableContent>
  let outB: UnsafeMutablePointer<Bool>
  let czs: UnsafeMutablePointer<ak_zoom>
  let coutZ: UnsafeMutablePointer<ak_zoom>
  let coutB: UnsafeMutablePointer<Bool>

  init(_ states: [ZoomableContent]) {
    n = states.count
    zs = buffer(states)
    outZ = buffer(states)
    outB = buffer(Array(repeating: false, count: n))
    czs = buffer(states.map(cZoom))
    coutZ = buffer(states.map(cZoom))
    coutB = buffer(Array(repeating: false, count: n))
  }
}

/// One entry per event kind of the engine.
func reducerEvents(_ inp: ReducerInputs, _ b: ReducerBuffers) -> [ReducerEvent] {
  let n = b.n
  let (zs, outZ, outB, czs, coutZ, coutB) = (b.zs, b.outZ, b.outB, b.czs, b.coutZ, b.coutB)
  let ks = buffer(inp.scales)
  let fs = buffer(inp.focalPoints)
  let cfs = buffer(inp.focalPoints.map(cPoint))
  let ds = buffer(inp.translations)
  let cds = buffer(inp.translations.map(cPoint))
  return [
    ReducerEvent(
      name: "pinch step",
      swiftPass: {
        for i in 0..<n {
          outZ[i] = zs[i]
          var k = ks[i]
          _ = outZ[i].pinch(scale: &k, focalPoint: fs[i], phase: .changed)
        }
      },
      cPass: { ak_c_pinch(czs, ks, cfs, coutZ, n) }),
    ReducerEvent(
      name: "pan step",
      swiftPass: {
        for i in 0..<n {
          outZ[i] = zs[i]
          var t = ds[i]
          _ = outZ[i].pan(translation: &t, phase: .changed)
        }
      },
      cPass: { ak_c_pan(czs, cds, coutZ, n) }),
    ReducerEvent(
      name: "settle", comparesFlag: true,
      swiftPass: {
        for i in 0..<n {
          outZ[i] = zs[i]
          if case .some = outZ[i].settle() { outB[i] = true } else { outB[i] = false }
        }
      },
      cPass: { ak_c_settle(czs, coutZ, coutB, n) }),
  ]
}

/// The operations for the engine's events, each against its C step.
func reducerOperations(_ inp: ReducerInputs) -> [Operation] {
  let b = ReducerBuffers(inp.states)
  let n = b.n
  return reducerEvents(inp, b).map { event in
    let flag = event.comparesFlag
    let swiftPass = event.swiftPass
    let cPass = event.cPass
    return Operation(
      name: event.name,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            swiftPass()
            ak_sink(b.outZ)
            ak_sink(b.outB)
          },
          results: {
            (0..<n).flatMap { numbers(b.outZ[$0]) }
              + (flag ? (0..<n).map { b.outB[$0] ? 1.0 : 0 } : [])
          }),
        Implementation(
          name: "C",
          pass: {
            cPass()
            ak_sink(b.coutZ)
            ak_sink(b.coutB)
          },
          results: {
            (0..<n).flatMap { numbers(b.coutZ[$0]) }
              + (flag ? (0..<n).map { b.coutB[$0] ? 1.0 : 0 } : [])
          }),
      ], elementsPerPass: n)
  }
}

func numbers(_ z: ZoomableContent) -> [Double] {
  let t = z.content.transform
  return [z.content.center.x, z.content.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty]
}
func numbers(_ z: ak_zoom) -> [Double] { [z.center.x, z.center.y] + numbers(z.t) }

func cZoom(_ z: ZoomableContent) -> ak_zoom {
  let mode: UInt8
  switch z.overscroll {
  case .free: mode = 0
  case .clamped: mode = 1
  case .rubberBand: mode = 2
  }
  return ak_zoom(
    bounds: cRect(z.content.bounds), center: cPoint(z.content.center),
    anchor: cPoint(z.content.anchorPoint), t: cTransform(z.content.transform),
    hidden: z.content.isHidden, masksToBounds: z.content.clipsToBounds,
    interactive: z.content.isUserInteractionEnabled, alpha: z.content.alpha,
    wrapper: cRect(z.wrapper), minZoom: z.limits.minimumZoom, maxZoom: z.limits.maximumZoom,
    restMin: z.limits.restingMinimumZoom, restMax: z.limits.restingMaximumZoom, overscroll: mode,
    trackedCentroid: cPoint(z.tracking?.centroid ?? .zero),
    trackedTouchCount: z.tracking?.touchCount ?? 0, isTracking: z.tracking != nil,
    isHoldingContent: z.isHoldingContent)
}

/// Whether the C state has ZoomableContent's layout (same stride and field offsets), so that a C
/// step and a Swift step copy the same bytes in and out.
func zoomLayoutsMatch() -> Bool {
  typealias S = MemoryLayout<ZoomableContent>
  typealias C = MemoryLayout<ak_zoom>
  typealias L = MemoryLayout<LayerGeometry>
  return S.stride == C.stride && S.offset(of: \.wrapper) == C.offset(of: \.wrapper)
    && L.offset(of: \.bounds) == C.offset(of: \.bounds)
    && L.offset(of: \.position) == C.offset(of: \.center)
    && L.offset(of: \.anchorPoint) == C.offset(of: \.anchor)
    && L.offset(of: \.transform) == C.offset(of: \.t)
    && L.offset(of: \.isHidden) == C.offset(of: \.hidden)
    && MemoryLayout<ViewGeometry>.offset(of: \.layer) == 0
    && S.offset(of: \.limits) == C.offset(of: \.minZoom)
    && S.offset(of: \.overscroll) == C.offset(of: \.overscroll)
    && S.offset(of: \.tracking) == C.offset(of: \.trackedCentroid)
    && S.offset(of: \.isHoldingContent) == C.offset(of: \.isHoldingContent)
    && MemoryLayout<ViewGeometry>.offset(of: \.alpha) == C.offset(of: \.alpha)
}
