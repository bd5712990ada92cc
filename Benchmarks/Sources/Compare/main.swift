// Per-operation comparison of AffineKit with plain C (-O2), Foundation on Linux and memcpy.
//
//   Compare                      ratio table (Markdown) for every operation, then the batch table
//   Compare --ops-only | --batch-only
//   Compare --op NAME --impl NAME --callgrind   one implementation of one operation, its measured
//                                passes wrapped in CALLGRIND_ZERO_STATS / CALLGRIND_DUMP_STATS_AT
//   Compare --list               operation and implementation names
//
// Every implementation's results are checked against the C reference before any timing; a
// mismatch prints the first differing element and exits with status 1.

import AffineKit
import CReference

#if canImport(Glibc)
  import Glibc
#endif

let elements = 1024
let arguments = CommandLine.arguments

func argument(_ flag: String) -> String? {
  guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
  return arguments[i + 1]
}

struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// Uniform in lo..<hi.
  mutating func uniform(_ lo: Double, _ hi: Double) -> Double {
    lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
  }
}

func buffer<T>(_ xs: [T]) -> UnsafeMutablePointer<T> {
  let p = UnsafeMutablePointer<T>.allocate(capacity: xs.count)
  p.initialize(from: xs, count: xs.count)
  return p
}

func cPoint(_ p: Point) -> ak_point { ak_point(x: p.x, y: p.y) }
func cRect(_ r: Rect) -> ak_rect {
  ak_rect(x: r.origin.x, y: r.origin.y, w: r.size.width, h: r.size.height)
}
func cTransform(_ t: AffineTransform) -> ak_transform {
  ak_transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
}
func cLayer(_ l: LayerGeometry) -> ak_layer {
  ak_layer(
    bounds: cRect(l.bounds), position: cPoint(l.position), anchor: cPoint(l.anchorPoint),
    t: cTransform(l.transform))
}
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

func numbers(_ p: Point) -> [Double] { [p.x, p.y] }
func numbers(_ p: ak_point) -> [Double] { [p.x, p.y] }
func numbers(_ r: Rect) -> [Double] { [r.origin.x, r.origin.y, r.size.width, r.size.height] }
func numbers(_ r: ak_rect) -> [Double] { [r.x, r.y, r.w, r.h] }
/// (minX, minY, width, height), null as (inf, inf, 0, 0): the form Foundation is compared in.
func standardNumbers(_ r: ak_rect) -> [Double] {
  if r.x == .infinity || r.y == .infinity { return [.infinity, .infinity, 0, 0] }
  return [r.x + Swift.min(r.w, 0), r.y + Swift.min(r.h, 0), r.w.magnitude, r.h.magnitude]
}
func numbers(_ t: AffineTransform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
func numbers(_ t: ak_transform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
func numbers(_ z: ZoomableContent) -> [Double] {
  let t = z.content.transform
  return [z.content.center.x, z.content.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty]
}
func numbers(_ z: ak_zoom) -> [Double] { [z.center.x, z.center.y] + numbers(z.t) }

// MARK: Inputs (fixed seed, varied: signs, negative sizes, nulls, axis-aligned and singular cases)

struct Inputs {
  var points: [Point] = []
  var transforms: [AffineTransform] = []
  var transforms2: [AffineTransform] = []
  var rects: [Rect] = []
  var rects2: [Rect] = []
  var layers: [LayerGeometry] = []
  var parents: [LayerGeometry] = []
  var states: [ZoomableContent] = []
  var scales: [Double] = []
  var translations: [Point] = []

  init(seed: UInt64) {
    var g = SplitMix64(state: seed)
    func transform(_ i: Int) -> AffineTransform {
      if i % 8 == 3 {  // axis-aligned: Rect.applying's fast path
        return AffineTransform(
          a: g.uniform(-4, 4), b: 0, c: 0, d: g.uniform(-4, 4), tx: g.uniform(-500, 500),
          ty: g.uniform(-500, 500))
      }
      if i % 64 == 5 {  // singular
        let a = g.uniform(-4, 4)
        let b = g.uniform(-4, 4)
        return AffineTransform(a: a, b: b, c: 2 * a, d: 2 * b, tx: 1, ty: 2)
      }
      return AffineTransform(
        a: g.uniform(-4, 4), b: g.uniform(-4, 4), c: g.uniform(-4, 4), d: g.uniform(-4, 4),
        tx: g.uniform(-500, 500), ty: g.uniform(-500, 500))
    }
    func rect(_ i: Int) -> Rect {
      if i % 32 == 7 { return .null }
      return Rect(
        x: g.uniform(-1000, 1000), y: g.uniform(-1000, 1000), width: g.uniform(-300, 600),
        height: g.uniform(-300, 600))
    }
    func layer() -> LayerGeometry {
      LayerGeometry(
        bounds: Rect(
          x: g.uniform(-50, 50), y: g.uniform(-50, 50), width: g.uniform(1, 500),
          height: g.uniform(1, 500)),
        position: Point(x: g.uniform(-500, 500), y: g.uniform(-500, 500)),
        anchorPoint: Point(x: g.uniform(0, 1), y: g.uniform(0, 1)),
        transform: transform(Int(g.next() % 64)))
    }
    for i in 0..<elements {
      points.append(Point(x: g.uniform(-1000, 1000), y: g.uniform(-1000, 1000)))
      transforms.append(transform(i))
      transforms2.append(transform(i &+ 1))
      rects.append(rect(i))
      rects2.append(rect(i &+ 13))
      layers.append(layer())
      parents.append(layer())
      var s = ZoomableContent(
        wrapper: Rect(x: 0, y: 0, width: 390, height: 390),
        contentSize: Size(width: g.uniform(300, 2000), height: g.uniform(300, 2000)))
      let zoom = g.uniform(0.6, 3)
      s.content.transform = AffineTransform(scaleX: zoom, y: zoom)
      s.content.center = Point(x: g.uniform(-400, 800), y: g.uniform(-400, 800))
      states.append(s)
      scales.append(g.uniform(0.9, 1.1))
      translations.append(Point(x: g.uniform(-20, 20), y: g.uniform(-20, 20)))
    }
  }
}

// MARK: Operations

func makeOperations(_ inp: Inputs) -> [Operation] {
  let n = elements
  // AffineKit inputs and outputs.
  let pts = buffer(inp.points)
  let tfs = buffer(inp.transforms)
  let tfs2 = buffer(inp.transforms2)
  let rs = buffer(inp.rects)
  let rs2 = buffer(inp.rects2)
  let ls = buffer(inp.layers)
  let ps = buffer(inp.parents)
  let zs = buffer(inp.states)
  let ks = buffer(inp.scales)
  let ds = buffer(inp.translations)
  let outP = buffer(Array(repeating: Point.zero, count: n))
  let outT = buffer(Array(repeating: AffineTransform.identity, count: n))
  let outR = buffer(Array(repeating: Rect.zero, count: n))
  let outB = buffer(Array(repeating: false, count: n))
  let outZ = buffer(inp.states)
  // C inputs and outputs (converted field by field; no layout assumptions).
  let cpts = buffer(inp.points.map(cPoint))
  let ctfs = buffer(inp.transforms.map(cTransform))
  let ctfs2 = buffer(inp.transforms2.map(cTransform))
  let crs = buffer(inp.rects.map(cRect))
  let crs2 = buffer(inp.rects2.map(cRect))
  let cls = buffer(inp.layers.map(cLayer))
  let cps = buffer(inp.parents.map(cLayer))
  let czs = buffer(inp.states.map(cZoom))
  let cks = buffer(inp.scales)
  let cds = buffer(inp.translations.map(cPoint))
  let coutP = buffer(Array(repeating: ak_point(), count: n))
  let coutT = buffer(Array(repeating: ak_transform(), count: n))
  let coutR = buffer(Array(repeating: ak_rect(), count: n))
  let coutB = buffer(Array(repeating: false, count: n))
  let coutZ = buffer(inp.states.map(cZoom))
  // Foundation.
  let f = FoundationReference(
    points: inp.points.map { ($0.x, $0.y) }, transforms: inp.transforms.map(numbers),
    transforms2: inp.transforms2.map(numbers), rects: inp.rects.map(numbers),
    rects2: inp.rects2.map(numbers))

  func results<T>(_ p: UnsafeMutablePointer<T>, _ f: (T) -> [Double]) -> [Double] {
    (0..<n).flatMap { f(p[$0]) }
  }
  let cPointResults = { results(coutP, numbers) }
  let cTransformResults = { results(coutT, numbers) }
  let cRectResults = { results(coutR, numbers) }
  let cRectStandard = { results(coutR, standardNumbers) }
  let cBoolResults = { results(coutB) { [$0 ? 1.0 : 0] } }

  func ak(_ pass: @escaping () -> Void, _ r: @escaping () -> [Double]) -> Implementation {
    Implementation(name: "AffineKit", pass: pass, results: r)
  }
  func c(_ pass: @escaping () -> Void, _ r: @escaping () -> [Double]) -> Implementation {
    Implementation(name: "C", pass: pass, results: r)
  }
  func fd(
    _ pass: @escaping () -> Void, _ r: @escaping () -> [Double], _ e: @escaping () -> [Double]
  )
    -> Implementation
  {
    Implementation(name: "Foundation", pass: pass, results: r, expected: e)
  }

  var ops: [Operation] = []
  ops.append(
    Operation(
      name: "Point.applying",
      implementations: [
        ak(
          {
            for i in 0..<n { outP[i] = pts[i].applying(tfs[i]) }
            ak_sink(outP)
          }, { results(outP, numbers) }),
        c({ ak_c_point_applying(cpts, ctfs, coutP, n) }, cPointResults),
        fd(f.pointApplying, { f.pointResults }, cPointResults),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "AffineTransform.concatenating",
      implementations: [
        ak(
          {
            for i in 0..<n { outT[i] = tfs[i].concatenating(tfs2[i]) }
            ak_sink(outT)
          }, { results(outT, numbers) }),
        c({ ak_c_concatenating(ctfs, ctfs2, coutT, n) }, cTransformResults),
        fd(f.concatenating, { f.transformResults }, cTransformResults),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "AffineTransform.inverted",
      implementations: [
        ak(
          {
            for i in 0..<n { outT[i] = tfs[i].inverted() }
            ak_sink(outT)
          }, { results(outT, numbers) }),
        c({ ak_c_inverted(ctfs, coutT, n) }, cTransformResults),
        fd(f.inverted, { f.transformResults }, cTransformResults),
      ],
      // Foundation inverts through a reciprocal of the determinant (multiply by 1/det), which
      // differs from dividing by det in the last bits: relative 1e-12 of max(1, |expected|).
      tolerance: ["Foundation": 1e-12], elementsPerPass: n))
  ops.append(
    Operation(
      name: "Rect.applying",
      implementations: [
        ak(
          {
            for i in 0..<n { outR[i] = rs[i].applying(tfs[i]) }
            ak_sink(outR)
          }, { results(outR, numbers) }),
        c({ ak_c_rect_applying(crs, ctfs, coutR, n) }, cRectResults),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "Rect.union",
      implementations: [
        ak(
          {
            for i in 0..<n { outR[i] = rs[i].union(rs2[i]) }
            ak_sink(outR)
          }, { results(outR, numbers) }),
        c({ ak_c_union(crs, crs2, coutR, n) }, cRectResults),
        fd(f.union, { f.rectResults }, cRectStandard),
      ],
      // swift-corelibs-foundation standardizes first and derives width and height from edges
      // computed in another order, so they can differ from AffineKit's in the last bit (seen:
      // 458.6039546248178 vs 458.6039546248177): relative 1e-12 of max(1, |expected|).
      tolerance: ["Foundation": 1e-12], elementsPerPass: n))
  ops.append(
    Operation(
      name: "Rect.intersection",
      implementations: [
        ak(
          {
            for i in 0..<n { outR[i] = rs[i].intersection(rs2[i]) }
            ak_sink(outR)
          }, { results(outR, numbers) }),
        c({ ak_c_intersection(crs, crs2, coutR, n) }, cRectResults),
        fd(f.intersection, { f.rectResults }, cRectStandard),
      ],
      // swift-corelibs-foundation standardizes first and derives width and height from edges
      // computed in another order, so they can differ from AffineKit's in the last bit (seen:
      // 458.6039546248178 vs 458.6039546248177): relative 1e-12 of max(1, |expected|).
      tolerance: ["Foundation": 1e-12], elementsPerPass: n))
  ops.append(
    Operation(
      name: "Rect.contains(Point)",
      implementations: [
        ak(
          {
            for i in 0..<n { outB[i] = rs[i].contains(pts[i]) }
            ak_sink(outB)
          }, { results(outB) { [$0 ? 1.0 : 0] } }),
        c({ ak_c_contains(crs, cpts, coutB, n) }, cBoolResults),
        fd(f.contains, { f.boolResults }, cBoolResults),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "LayerGeometry.frame",
      implementations: [
        ak(
          {
            for i in 0..<n { outR[i] = ls[i].frame }
            ak_sink(outR)
          }, { results(outR, numbers) }),
        c({ ak_c_frame(cls, coutR, n) }, cRectResults),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "two-level point conversion",
      implementations: [
        ak(
          {
            for i in 0..<n {
              outP[i] = ps[i].convertToSuperlayer(ls[i].convertToSuperlayer(pts[i]))
            }
            ak_sink(outP)
          }, { results(outP, numbers) }),
        c({ ak_c_convert2(cpts, cls, cps, coutP, n) }, cPointResults),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "pinch step",
      implementations: [
        ak(
          {
            for i in 0..<n {
              // As a user's code does: the step mutates a stored state in place.
              outZ[i] = zs[i]
              var k = ks[i]
              outZ[i].pinch(scale: &k, focalPoint: pts[i], phase: .changed)
            }
            ak_sink(outZ)
          }, { results(outZ, numbers) }),
        c({ ak_c_pinch(czs, cks, cpts, coutZ, n) }, { results(coutZ, numbers) }),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "pan step",
      implementations: [
        ak(
          {
            for i in 0..<n {
              outZ[i] = zs[i]
              var t = ds[i]
              outZ[i].pan(translation: &t, phase: .changed)
            }
            ak_sink(outZ)
          }, { results(outZ, numbers) }),
        c({ ak_c_pan(czs, cds, coutZ, n) }, { results(coutZ, numbers) }),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "settle",
      implementations: [
        ak(
          {
            for i in 0..<n {
              outZ[i] = zs[i]
              if case .some = outZ[i].settle() { outB[i] = true } else { outB[i] = false }
            }
            ak_sink(outZ)
            ak_sink(outB)
          }, { results(outZ, numbers) + results(outB) { [$0 ? 1.0 : 0] } }),
        c(
          { ak_c_settle(czs, coutZ, coutB, n) },
          { results(coutZ, numbers) + results(coutB) { [$0 ? 1.0 : 0] } }),
      ], elementsPerPass: n))
  return ops
}

// MARK: Batch

@inline(never)
func affineKitBatch(_ t: AffineTransform, _ points: UnsafeMutableBufferPointer<Point>) {
  t.apply(to: points)
}

func runBatch(sizes: [Int], repetitions: Int) -> Bool {
  // A rotation by 0.5 rad with a small translation: magnitudes stay bounded over repeated passes
  // (no overflow to infinity, no subnormals), so every pass costs the same.
  let t = AffineTransform(
    a: 0.8775825618903728, b: 0.479425538604203, c: -0.479425538604203, d: 0.8775825618903728,
    tx: 0.25, ty: -0.5)
  var ct = cTransform(t)
  print(
    "\n### Batch: `AffineTransform.apply(to:)` in place vs C loop vs memcpy of the same bytes\n")
  print(
    "| points | bytes | AffineKit ns/point | C ns/point | memcpy ns/point | AffineKit/memcpy | AffineKit/C |"
  )
  print("|---:|---:|---:|---:|---:|---:|---:|")
  var ok = true
  for count in sizes {
    var g = SplitMix64(state: 42)
    let src = UnsafeMutableBufferPointer<Point>.allocate(capacity: count)
    for i in 0..<count { src[i] = Point(x: g.uniform(-1000, 1000), y: g.uniform(-1000, 1000)) }
    let akBuf = UnsafeMutableBufferPointer<Point>.allocate(capacity: count)
    _ = akBuf.initialize(fromContentsOf: src)
    let cBuf = UnsafeMutablePointer<ak_point>.allocate(capacity: count)
    for i in 0..<count { cBuf[i] = cPoint(src[i]) }
    let dst = UnsafeMutablePointer<ak_point>.allocate(capacity: count)
    let srcRaw = UnsafeMutableRawPointer(src.baseAddress!).assumingMemoryBound(to: ak_point.self)
    // Verify: one pass of each, bit for bit.
    affineKitBatch(t, akBuf)
    ak_c_apply_batch(&ct, cBuf, count)
    for i in 0..<count where akBuf[i].x != cBuf[i].x || akBuf[i].y != cBuf[i].y {
      print("MISMATCH batch at \(i) of \(count): \(akBuf[i]) vs C (\(cBuf[i].x), \(cBuf[i].y))")
      ok = false
      break
    }
    // Each sample touches at least ~64 MiB, so small sizes repeat.
    let passes = Swift.max(1, (4 << 20) / count)
    var samples: [String: [Double]] = [:]
    for _ in 0..<repetitions {
      var start = nowNanoseconds()
      for _ in 0..<passes { affineKitBatch(t, akBuf) }
      ak_sink(akBuf.baseAddress)
      samples["AffineKit", default: []].append(Double(nowNanoseconds() - start))
      start = nowNanoseconds()
      for _ in 0..<passes { ak_c_apply_batch(&ct, cBuf, count) }
      ak_sink(cBuf)
      samples["C", default: []].append(Double(nowNanoseconds() - start))
      start = nowNanoseconds()
      for _ in 0..<passes { ak_c_memcpy_points(dst, srcRaw, count) }
      ak_sink(dst)
      samples["memcpy", default: []].append(Double(nowNanoseconds() - start))
    }
    let per = Double(passes * count)
    let a = median(samples["AffineKit"]!) / per
    let c = median(samples["C"]!) / per
    let m = median(samples["memcpy"]!) / per
    print(
      "| \(count) | \(count * 16) | \(format(a, digits: 3)) | \(format(c, digits: 3)) | \(format(m, digits: 3)) | \(format(a / m)) | \(format(a / c)) |"
    )
    src.deallocate()
    akBuf.deallocate()
    cBuf.deallocate()
    dst.deallocate()
  }
  return ok
}

// MARK: Main

func run() -> Int32 {
  let inputs = Inputs(seed: 0xAFF1_4E0B)
  let ops = makeOperations(inputs)

  if arguments.contains("--list") {
    for op in ops { print("\(op.name): \(op.implementations.map(\.name).joined(separator: ", "))") }
    print("batch: AffineKit, C, memcpy (use --batch-only)")
    return 0
  }

  // Verification against the C reference, before any timing.
  var verified = true
  if !zoomLayoutsMatch() {
    print("MISMATCH: ak_zoom does not have ZoomableContent's layout (CReference.h)")
    verified = false
  }
  for op in ops {
    let reference = op.implementations[1]
    reference.pass()
    let expectedC = reference.results()
    for impl in op.implementations where impl.name != "C" {
      impl.pass()
      let expected = impl.expected?() ?? expectedC
      let tolerance = op.tolerance[impl.name] ?? 0
      let got = impl.results()
      let (ok, at) = agree(got, expected, tolerance: tolerance)
      if !ok {
        verified = false
        let detail =
          at >= 0 ? "\(got[at]) vs C \(expected[at])" : "count \(got.count) vs C \(expected.count)"
        print(
          "MISMATCH: \(op.name) \(impl.name) differs from C at number \(at): \(detail) (tolerance \(tolerance))"
        )
      }
    }
  }
  if !verified { return 1 }

  if arguments.contains("--callgrind") {
    guard let opName = argument("--op"), let implName = argument("--impl"),
      let op = ops.first(where: { $0.name == opName }),
      let impl = op.implementations.first(where: { $0.name == implName })
    else {
      print("usage: Compare --callgrind --op NAME --impl NAME (see --list)")
      return 2
    }
    let passes = Int(argument("--passes") ?? "") ?? 100
    impl.pass()
    ak_callgrind_start()
    for _ in 0..<passes { impl.pass() }
    ak_callgrind_stop("measured")
    print("passes=\(passes) elements=\(op.elementsPerPass)")
    return 0
  }

  let quick = arguments.contains("--quick")
  if !arguments.contains("--batch-only") {
    let repetitions = Int(argument("--repetitions") ?? "") ?? (quick ? 5 : 31)
    print(
      "### Per operation: median ns per operation over \(elements) varied inputs, \(repetitions) interleaved repetitions\n"
    )
    print(
      "| operation | AffineKit ns | C ns | Foundation ns | AffineKit/C | Foundation/AffineKit |")
    print("|---|---:|---:|---:|---:|---:|")
    for op in ops {
      let m = measure(op, repetitions: repetitions, passesPerSample: 200)
      let a = m["AffineKit"]
      let c = m["C"]
      let f = m["Foundation"]
      print(
        "| \(op.name) | \(format(a)) | \(format(c)) | \(format(f)) | \(format(a.flatMap { a in c.map { a / $0 } })) | \(format(f.flatMap { f in a.map { f / $0 } })) |"
      )
    }
  }
  if !arguments.contains("--ops-only") {
    let sizes =
      quick ? [1 << 10, 100_000, 1 << 20] : [1 << 10, 100_000, 1 << 20, 10_000_000, 1 << 24]
    if !runBatch(sizes: sizes, repetitions: quick ? 3 : 7) { return 1 }
  }
  return 0
}

exit(run())
