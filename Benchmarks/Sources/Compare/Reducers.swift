// The engine's events in the comparison: one operation per event kind, each an event applied to a
// stored state through `CropEngine.apply(_:)`, as a user's code does it, against the C reference of
// the same contract (engine.c: the engine's state field for field in Swift's layout, validation,
// the step, commit or restore, gesture memory, the result and the settle animation). There is no
// separate naive formula for an engine event: the C step is the floor.
//
// To follow a change of the engine's events, edit only this file (and the C steps it calls):
// `ReducerInputs` (the states and event payloads), `reducerEvents` (one entry per event kind: its
// name, the Swift step, the C step) and, for a new state layout, `engineLayoutMatches` (and
// `ak_engine` in CEngine.h).

import AffineKit
import CReference

/// The engine's states and one event payload of each kind per element.
struct ReducerInputs {
  /// States in the middle of a pinch that follows its centroid (two touches).
  var pinching: [CropEngine] = []
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

  init(_ g: inout SplitMix64, count: Int) {
    let modes: [Overscroll] = [.free, .free, .clamped, .rubberBand]
    for i in 0..<count {
      let zoom = g.uniform(0.6, 3)
      let box = Rect(x: g.uniform(0, 50), y: g.uniform(0, 200), width: 300, height: 300)
      let center = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      let pixels = Size(width: g.uniform(300, 6000), height: g.uniform(300, 6000))
      guard
        var e = try? CropEngine(
          imagePixelSize: pixels, cropBox: box, overscroll: modes[i % modes.count], zoom: zoom,
          center: center)
      else { fatalError("a valid configuration") }
      var p = e
      _ = p.apply(
        .pinch(.began, scale: 1, centroid: Point(x: g.uniform(0, 390), y: g.uniform(0, 600))))
      pinching.append(p)
      _ = e.apply(.pan(.began, translation: .zero))
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
          imagePixelSize: pixels, cropBox: box, overscroll: modes[i % modes.count],
          zoom: g.uniform(1, 3), center: center, maximumAngle: limit)
      else { fatalError("a valid configuration") }
      _ = r.apply(.pan(.began, translation: .zero))
      _ = r.apply(.pan(.ended, translation: .zero))
      if i % 2 == 1 { _ = r.apply(.straighten(angle: g.uniform(-0.3, 0.3))) }
      settled.append(r)
      angles.append(g.uniform(-0.3, 0.3))
      _ = r.apply(
        .rotation(
          .began, angle: g.uniform(-0.1, 0.1),
          centroid: Point(x: g.uniform(0, 390), y: g.uniform(0, 600))))
      rotating.append(r)
      turns.append(g.uniform(-0.05, 0.05))
    }
  }
}

/// The C state with the same bytes as a Swift engine (the layouts match: `engineLayoutMatches`).
func cEngine(_ e: CropEngine) -> ak_engine {
  var c = ak_engine()
  withUnsafeBytes(of: e) { bytes in
    withUnsafeMutableBytes(of: &c) {
      $0.copyMemory(
        from: UnsafeRawBufferPointer(rebasing: bytes[0..<MemoryLayout<CropEngine>.size]))
    }
  }
  return c
}

/// Whether `ak_engine` has CropEngine's layout, on engines in the middle of a pinch and of a pan
/// with each overscroll mode and fit: the same size and stride, and every public field read back
/// from the copied bytes where the C declaration puts them.
func engineLayoutsMatch() -> Bool {
  var samples: [CropEngine] = []
  for (i, fit) in [FitMode.fill, .fit, .natural(Size(width: 7, height: 9))].enumerated() {
    for overscroll in [Overscroll.free, .clamped, .rubberBand] {
      guard
        var e = try? CropEngine(
          imagePixelSize: Size(width: 4000, height: 3000),
          cropBox: Rect(x: 1, y: 2, width: 300, height: 200 + Double(i)), fit: fit,
          limits: ZoomLimits(maximumZoom: 9), overscroll: overscroll, zoom: 1.5)
      else { return false }
      _ = e.apply(.pinch(.began, scale: 1.25, centroid: Point(x: 11, y: 12), touchCount: 3))
      samples.append(e)
      _ = e.apply(.pan(.began, translation: Point(x: 5, y: 6)))
      samples.append(e)
    }
  }
  // A straightened, turned and mirrored engine with an angle limit: the rotation's fields too.
  guard
    var r = try? CropEngine(
      imagePixelSize: Size(width: 4000, height: 3000),
      cropBox: Rect(x: 1, y: 2, width: 300, height: 200), maximumAngle: 0.5)
  else { return false }
  _ = r.apply(.straighten(angle: 0.1))
  _ = r.apply(.turn(quarterTurns: 1))
  _ = r.apply(.flip(.horizontal))
  samples.append(r)
  // Other motion and input options, and a running animation (a pan's end that settles).
  guard
    var m = try? CropEngine(
      imagePixelSize: Size(width: 4000, height: 3000),
      cropBox: Rect(x: 1, y: 2, width: 300, height: 200), zoom: 1.25,
      motion: CropMotion(
        decelerationRate: 0.99, minimumFlingSpeed: 20, maximumFlingSpeed: 900,
        springResponse: 0.4),
      input: CropInputOptions(
        plainScroll: .pans, keyboardZoomFactor: 1.5, keyboardPanFraction: 0.2,
        quickZoomDistance: 80))
  else { return false }
  _ = m.apply(.pan(.began, translation: .zero))
  _ = m.apply(.pan(.changed, translation: Point(x: 40, y: -30)))
  guard case .animated(let animation) = m.apply(.pan(.ended, translation: .zero)) else {
    return false
  }
  let c = cEngine(m)
  return samples.allSatisfy { engineLayoutMatches($0) && cEngine($0).running.duration == 0 }
    && engineLayoutMatches(m) && settleMatches(c.running, animation)
    && c.decelerationRate == 0.99 && c.minimumFlingSpeed == 20 && c.maximumFlingSpeed == 900
    && c.springResponse == 0.4 && c.plainScroll == 1 && c.keyboardZoomFactor == 1.5
    && c.keyboardPanFraction == 0.2 && c.quickZoomDistance == 80
    && settleLayoutsMatch()
}

/// The C animation with the same bytes as a Swift one (the layouts match: `settleLayoutsMatch`).
func cSettle(_ a: SettleAnimation) -> ak_settle {
  var c = ak_settle()
  withUnsafeBytes(of: a) { bytes in
    withUnsafeMutableBytes(of: &c) {
      $0.copyMemory(
        from: UnsafeRawBufferPointer(rebasing: bytes[0..<MemoryLayout<SettleAnimation>.size]))
    }
  }
  return c
}

/// Whether `ak_settle` has SettleAnimation's layout, on an eased settle, a spring and a fling with
/// a rotation: the same size and stride, and every public field read back where C puts it.
func settleLayoutsMatch() -> Bool {
  let fitted = Size(width: 300, height: 200)
  var spring = SettleAnimation(
    springFrom: Point(x: 1, y: 2), zoom: 1.5, to: Point(x: 3, y: 4), zoom: 1.25,
    velocity: Point(x: 50, y: -60), zoomVelocity: 0.5, angleVelocity: 0.25, fittedSize: fitted,
    angle: 0.125, orientation: CropOrientation.identity.turned(by: 1).flipped(.horizontal),
    response: 0.4)
  spring.curve = TimingCurve(
    controlPoint1: Point(x: 0.1, y: 0.2), controlPoint2: Point(x: 0.3, y: 0.4))
  let eased = SettleAnimation(
    fittedSize: fitted, startCenter: Point(x: 5, y: 6), startZoom: 2, endCenter: Point(x: 7, y: 8),
    endZoom: 3, duration: 0.5)
  let samples = [spring, eased]
  return MemoryLayout<SettleAnimation>.size <= MemoryLayout<ak_settle>.size
    && MemoryLayout<SettleAnimation>.stride == MemoryLayout<ak_settle>.stride
    && MemoryLayout<SettleAnimation?>.size == MemoryLayout<SettleAnimation>.size
    && samples.allSatisfy { settleMatches(cSettle($0), $0) }
    && cSettle(spring).motionTag == 0 && cSettle(spring).motion.0 == 0.4
    && cSettle(eased).motionTag == 2
}

/// Whether a C animation has a Swift one's public fields.
func settleMatches(_ c: ak_settle, _ a: SettleAnimation) -> Bool {
  let motion: Bool
  switch a.motion {
  case .eased: motion = c.motionTag == 2
  case .spring(let response): motion = c.motionTag == 0 && c.motion.0 == response
  case .fling(let rate, let response):
    motion = c.motionTag == 1 && c.motion.0 == rate && c.motion.1 == response
  }
  return motion && c.fitted.w == a.fittedSize.width && c.fitted.h == a.fittedSize.height
    && c.startCenter.x == a.startCenter.x && c.startCenter.y == a.startCenter.y
    && c.startZoom == a.startZoom && c.endCenter.x == a.endCenter.x
    && c.endCenter.y == a.endCenter.y && c.endZoom == a.endZoom && c.duration == a.duration
    && c.x1 == a.curve.controlPoint1.x && c.y1 == a.curve.controlPoint1.y
    && c.x2 == a.curve.controlPoint2.x && c.y2 == a.curve.controlPoint2.y && c.angle == a.angle
    && c.orientation
      == UInt8(a.orientation.quarterTurns) | (a.orientation.isMirrored ? 4 : 0)
    && c.velocity.x == a.velocity.x && c.velocity.y == a.velocity.y
    && c.zoomVelocity == a.zoomVelocity && c.angleVelocity == a.angleVelocity
}

/// Whether one engine's bytes read back as the same fields through `ak_engine`.
func engineLayoutMatches(_ e: CropEngine) -> Bool {
  let c = cEngine(e)
  return MemoryLayout<CropEngine>.size <= MemoryLayout<ak_engine>.size
    && MemoryLayout<CropEngine>.stride == MemoryLayout<ak_engine>.stride
    && c.pixels.w == e.imagePixelSize.width && c.pixels.h == e.imagePixelSize.height
    && c.minZoom == e.limits.minimumZoom && c.restMax == e.limits.restingMaximumZoom
    && c.box.x == e.cropBox.origin.x && c.box.h == e.cropBox.size.height
    && c.zoom == e.zoom && c.center.x == e.center.x && c.center.y == e.center.y
    && c.fitted.w == e.fittedSize.width && c.fitted.h == e.fittedSize.height
    && c.maxZoom == e.limits.maximumZoom && c.restMin == e.limits.restingMinimumZoom
    && c.overscroll
      == { () -> UInt8 in
        switch e.overscroll {
        case .free: return 0
        case .clamped: return 1
        case .rubberBand: return 2
        }
      }()
    && (c.fitTag == 0) == { if case .natural = e.fit { return true } else { return false } }()
    && (c.active != 0) == e.isInteracting
    && ak_c_engine_fills([c]) == (e.fit == .fill)
    && c.angle == e.angle && c.maximumAngleIsNil == (e.maximumAngle == nil ? 1 : 0)
    && c.orientation
      == UInt8(e.orientation.quarterTurns) | (e.orientation.isMirrored ? 4 : 0)
}

/// One event kind of the engine: a pass of the Swift step over every element (each step mutates a
/// stored state in place, as a user's code does) and the C pass. Each pass is written out as a
/// loop, so the step inlines into it as into a user's code (a closure per element would not).
struct ReducerEvent {
  var name: String
  var swiftPass: () -> Void
  var cPass: () -> Void
}

/// Copies engine `i` of `from` into slot `i` of `to` as C's struct assignment does (one `memcpy` of
/// the state's bytes: the engine is a plain value, so its bytes are all of it), so that both sides
/// pay the same for the harness's copy-in and the benchmark compares only the event.
@inline(__always)
func copyEngine(
  _ from: UnsafeMutablePointer<CropEngine>, to: UnsafeMutablePointer<CropEngine>, _ i: Int
) {
  UnsafeMutableRawPointer(to + i).copyMemory(
    from: UnsafeRawPointer(from + i), byteCount: MemoryLayout<CropEngine>.size)
}

/// The result kind as CEngine.h numbers it.
@inline(__always)
func kind(_ r: CropEventResult) -> UInt8 {
  switch r {
  case .unchanged: return 0
  case .moved: return 1
  case .animated: return 2
  case .rejected: return 3
  }
}

/// The buffers every event uses: input states, output slots, result kinds and settle animations,
/// for Swift and for C.
struct ReducerBuffers {
  let n: Int
  let pinching, panning, rotating, settled, out: UnsafeMutablePointer<CropEngine>
  let kinds: UnsafeMutablePointer<UInt8>
  let settles: UnsafeMutablePointer<SettleAnimation>
  let cPinching, cPanning, cRotating, cSettled, cOut: UnsafeMutablePointer<ak_engine>
  let cKinds: UnsafeMutablePointer<UInt8>
  let cSettles: UnsafeMutablePointer<ak_settle>

  init(_ inp: ReducerInputs) {
    n = inp.pinching.count
    pinching = buffer(inp.pinching)
    panning = buffer(inp.panning)
    rotating = buffer(inp.rotating)
    settled = buffer(inp.settled)
    out = buffer(inp.panning)
    kinds = buffer(Array(repeating: 0, count: n))
    settles = buffer(
      Array(
        repeating: SettleAnimation(
          fittedSize: .zero, startCenter: .zero, startZoom: 1, endCenter: .zero, endZoom: 1),
        count: n))
    cPinching = buffer(inp.pinching.map(cEngine))
    cPanning = buffer(inp.panning.map(cEngine))
    cRotating = buffer(inp.rotating.map(cEngine))
    cSettled = buffer(inp.settled.map(cEngine))
    cOut = buffer(inp.panning.map(cEngine))
    cKinds = buffer(Array(repeating: 0, count: n))
    cSettles = buffer(Array(repeating: ak_settle(), count: n))
  }
}

/// One entry per event kind of the engine.
func reducerEvents(_ inp: ReducerInputs, _ b: ReducerBuffers) -> [ReducerEvent] {
  let n = b.n
  let ks = buffer(inp.scales)
  let ps = buffer(inp.centroids)
  let cps = buffer(inp.centroids.map(cPoint))
  let ds = buffer(inp.translations)
  let cds = buffer(inp.translations.map(cPoint))
  let ts = buffer(inp.turns)
  let ans = buffer(inp.angles)
  return [
    ReducerEvent(
      name: "pinch event",
      swiftPass: {
        for i in 0..<n {
          copyEngine(b.pinching, to: b.out, i)
          b.kinds[i] = kind(b.out[i].apply(.pinch(.changed, scale: ks[i], centroid: ps[i])))
        }
      },
      cPass: { ak_c_engine_pinch(b.cPinching, ks, cps, b.cOut, b.cKinds, n) }),
    ReducerEvent(
      name: "pan event",
      swiftPass: {
        for i in 0..<n {
          copyEngine(b.panning, to: b.out, i)
          b.kinds[i] = kind(b.out[i].apply(.pan(.changed, translation: ds[i])))
        }
      },
      cPass: { ak_c_engine_pan(b.cPanning, cds, b.cOut, b.cKinds, n) }),
    ReducerEvent(
      name: "end with settle",
      swiftPass: {
        for i in 0..<n {
          copyEngine(b.panning, to: b.out, i)
          let r = b.out[i].apply(.pan(.ended, translation: .zero))
          b.kinds[i] = kind(r)
          // As C does: the animation is kept when there is one.
          if case .animated(let animation) = r { b.settles[i] = animation }
        }
      },
      cPass: { ak_c_engine_end(b.cPanning, b.cOut, b.cSettles, b.cKinds, n) }),
    ReducerEvent(
      name: "rotation event",
      swiftPass: {
        for i in 0..<n {
          copyEngine(b.rotating, to: b.out, i)
          b.kinds[i] = kind(b.out[i].apply(.rotation(.changed, angle: ts[i], centroid: ps[i])))
        }
      },
      cPass: { ak_c_engine_rotation(b.cRotating, ts, cps, b.cOut, b.cKinds, n) }),
    ReducerEvent(
      name: "straighten event",
      swiftPass: {
        for i in 0..<n {
          copyEngine(b.settled, to: b.out, i)
          b.kinds[i] = kind(b.out[i].apply(.straighten(angle: ans[i])))
        }
      },
      cPass: { ak_c_engine_straighten(b.cSettled, ans, b.cOut, b.cKinds, n) }),
  ]
}

/// The operations for the engine's events, each against its C step.
func reducerOperations(_ inp: ReducerInputs) -> [Operation] {
  let b = ReducerBuffers(inp)
  let n = b.n
  return reducerEvents(inp, b).map { event in
    let swiftPass = event.swiftPass
    let cPass = event.cPass
    return Operation(
      name: event.name,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            swiftPass()
            ak_sink(b.out)
            ak_sink(b.kinds)
            ak_sink(b.settles)
          },
          results: {
            (0..<n).flatMap { i -> [Double] in
              let e = b.out[i]
              let s: SettleAnimation? = b.kinds[i] == 2 ? b.settles[i] : nil
              // The running animation the event left (internal: read through the C layout).
              let run = cEngine(e).running
              return [e.center.x, e.center.y, e.zoom, e.angle, Double(b.kinds[i])]
                + [run.duration == 0 ? 0 : 1, cEngine(e).panRelease.x, cEngine(e).panRelease.y]
                + numbers(run)
                + (s.map {
                  [$0.startCenter.x, $0.startCenter.y, $0.endCenter.x, $0.endCenter.y, $0.endZoom]
                } ?? [])
            }
          }),
        Implementation(
          name: "C",
          pass: {
            cPass()
            ak_sink(b.cOut)
            ak_sink(b.cKinds)
            ak_sink(b.cSettles)
          },
          results: {
            (0..<n).flatMap { i -> [Double] in
              let e = b.cOut[i]
              let s = b.cSettles[i]
              let run = e.running
              return [e.center.x, e.center.y, e.zoom, e.angle, Double(b.cKinds[i])]
                + [run.duration == 0 ? 0 : 1, e.panRelease.x, e.panRelease.y]
                + numbers(run)
                + (b.cKinds[i] == 2
                  ? [s.startCenter.x, s.startCenter.y, s.endCenter.x, s.endCenter.y, s.endZoom]
                  : [])
            }
          }),
      ], elementsPerPass: n)
  }
}
