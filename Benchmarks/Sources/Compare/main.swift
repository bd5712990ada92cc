// Per-operation comparison of AffineKit with the naive C floor (CoreGraphics' plain formulas),
// the same-math C (AffineKit's arithmetic in C), Foundation on Linux and memcpy, on two input
// sets of transforms (UI and random); and the crop engine's events and animation samples, which
// have no C counterpart (their instruction counts have absolute budgets).
//
//   Compare                      ratio table (Markdown) for every operation, then the batch table
//   Compare --ops-only | --batch-only
//   Compare --callgrind [--op NAME] [--impl NAME] [--passes N]
//                                every (or the named) implementation of every (or the named)
//                                operation, its measured passes wrapped in CALLGRIND_ZERO_STATS /
//                                CALLGRIND_DUMP_STATS_AT("operation|implementation")
//   Compare --list               operation and implementation names
//
// Every implementation's results are checked before any timing or counting (`--no-verify` skips
// it): against the C references, and an engine row's against its independent model (Models.swift);
// a mismatch prints the first differing element and exits with status 1.

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

// MARK: Inputs

/// The transforms an operation is measured on.
enum InputSet: String, CaseIterable {
  /// Transforms UI code makes, in equal shares: the identity, pure scales (sometimes mirrored),
  /// rotations by any angle (`init(rotationAngle:)`), scale-rotate-translate compositions, and
  /// quarter turns (half of them from `init(rotationAngle: k·π/2)`, whose zero entries are only
  /// near zero, half with exact entries, as image-orientation code writes them).
  case ui = "UI"
  /// General matrices: every entry uniform in ±4, translations in ±500.
  case random = "random"
}

/// Inputs from a fixed generator state: points, transforms of one input set, rects (signs, negative sizes, 1 in 32
/// null), layers.
struct Inputs {
  var points: [Point] = []
  var transforms: [AffineTransform] = []
  var transforms2: [AffineTransform] = []
  var rects: [Rect] = []
  var rects2: [Rect] = []
  var layers: [LayerGeometry] = []
  var parents: [LayerGeometry] = []

  init(rngState: UInt64, set: InputSet) {
    var g = SplitMix64(state: rngState)
    func uiTransform(_ i: Int) -> AffineTransform {
      switch i % 5 {
      case 0:
        return .identity
      case 1:
        let s = g.uniform(0.25, 4)
        let mirror = g.next() % 4 == 0 ? -1.0 : 1.0
        return g.next() % 2 == 0
          ? AffineTransform(scaleX: mirror * s, y: s)
          : AffineTransform(scaleX: mirror * s, y: g.uniform(0.25, 4))
      case 2:
        return AffineTransform(rotationAngle: g.uniform(-.pi, .pi))
      case 3:
        let s = g.uniform(0.25, 4)
        return AffineTransform(scaleX: s, y: s)
          .concatenating(AffineTransform(rotationAngle: g.uniform(-.pi, .pi)))
          .concatenating(
            AffineTransform(translationX: g.uniform(-500, 500), y: g.uniform(-500, 500)))
      default:
        let k = Double(g.next() % 3 + 1)
        if g.next() % 2 == 0 { return AffineTransform(rotationAngle: k * .pi / 2) }
        let quarter = [
          AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
          AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0),
          AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0),
        ][Int(k) - 1]
        return quarter.concatenating(
          AffineTransform(translationX: g.uniform(0, 1000), y: g.uniform(0, 1000)))
      }
    }
    func transform(_ i: Int) -> AffineTransform {
      switch set {
      case .ui:
        return uiTransform(i)
      case .random:
        return AffineTransform(
          a: g.uniform(-4, 4), b: g.uniform(-4, 4), c: g.uniform(-4, 4), d: g.uniform(-4, 4),
          tx: g.uniform(-500, 500), ty: g.uniform(-500, 500))
      }
    }
    func rect(_ i: Int) -> Rect {
      if i % 32 == 7 { return .null }
      return Rect(
        x: g.uniform(-1000, 1000), y: g.uniform(-1000, 1000), width: g.uniform(-300, 600),
        height: g.uniform(-300, 600))
    }
    func layer(_ i: Int) -> LayerGeometry {
      LayerGeometry(
        bounds: Rect(
          x: g.uniform(-50, 50), y: g.uniform(-50, 50), width: g.uniform(1, 500),
          height: g.uniform(1, 500)),
        position: Point(x: g.uniform(-500, 500), y: g.uniform(-500, 500)),
        anchorPoint: Point(x: g.uniform(0, 1), y: g.uniform(0, 1)),
        transform: transform(i))
    }
    for i in 0..<elements {
      points.append(Point(x: g.uniform(-1000, 1000), y: g.uniform(-1000, 1000)))
      transforms.append(transform(i))
      transforms2.append(transform(i &+ 2))
      rects.append(rect(i))
      rects2.append(rect(i &+ 13))
      layers.append(layer(i &+ 1))
      parents.append(layer(i &+ 3))
    }
  }
}

// MARK: Operations

/// Implementation names. The naive C is the floor the targets are stated against; the same-math
/// C is AffineKit's own arithmetic in C, which AffineKit must match bit for bit.
let naiveC = "naive C"
let sameMathC = "same-math C"

/// Every operation that takes a transform, on one input set.
func transformOperations(_ inp: Inputs, set: InputSet) -> [Operation] {
  let n = elements
  let tag = " [\(set.rawValue)]"
  // AffineKit inputs and outputs.
  let pts = buffer(inp.points)
  let tfs = buffer(inp.transforms)
  let tfs2 = buffer(inp.transforms2)
  let rs = buffer(inp.rects)
  let ls = buffer(inp.layers)
  let ps = buffer(inp.parents)
  let outP = buffer(Array(repeating: Point.zero, count: n))
  let outT = buffer(Array(repeating: AffineTransform.identity, count: n))
  let outR = buffer(Array(repeating: Rect.zero, count: n))
  let outD = buffer(Array(repeating: 0.0, count: n))
  // C inputs and outputs (converted field by field; no layout assumptions), one set of outputs
  // for each C implementation.
  let cpts = buffer(inp.points.map(cPoint))
  let ctfs = buffer(inp.transforms.map(cTransform))
  let ctfs2 = buffer(inp.transforms2.map(cTransform))
  let crs = buffer(inp.rects.map(cRect))
  let cls = buffer(inp.layers.map(cLayer))
  let cps = buffer(inp.parents.map(cLayer))
  let coutP = buffer(Array(repeating: ak_point(), count: n))
  let coutT = buffer(Array(repeating: ak_transform(), count: n))
  let coutR = buffer(Array(repeating: ak_rect(), count: n))
  let coutD = buffer(Array(repeating: 0.0, count: n))
  let noutT = buffer(Array(repeating: ak_transform(), count: n))
  let noutR = buffer(Array(repeating: ak_rect(), count: n))
  let noutD = buffer(Array(repeating: 0.0, count: n))
  // Foundation.
  let f = FoundationReference(
    points: inp.points.map { ($0.x, $0.y) }, transforms: inp.transforms.map(numbers),
    transforms2: inp.transforms2.map(numbers), rects: inp.rects.map(numbers),
    rects2: inp.rects.map(numbers))

  func results<T>(_ p: UnsafeMutablePointer<T>, _ f: (T) -> [Double]) -> [Double] {
    (0..<n).flatMap { f(p[$0]) }
  }
  let cPointResults = { results(coutP, numbers) }
  let cTransformResults = { results(coutT, numbers) }

  var ops: [Operation] = []
  ops.append(
    Operation(
      name: "Point.applying" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outP[i] = pts[i].applying(tfs[i]) }
            ak_sink(outP)
          }, results: { results(outP, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_c_point_applying(cpts, ctfs, coutP, n) },
          results: cPointResults),
        Implementation(
          name: "Foundation", pass: f.pointApplying, results: { f.pointResults },
          expected: cPointResults),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "AffineTransform.concatenating" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outT[i] = tfs[i].concatenating(tfs2[i]) }
            ak_sink(outT)
          }, results: { results(outT, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_c_concatenating(ctfs, ctfs2, coutT, n) },
          results: cTransformResults),
        Implementation(
          name: "Foundation", pass: f.concatenating, results: { f.transformResults },
          expected: cTransformResults),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "AffineTransform.determinant" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outD[i] = tfs[i].determinant }
            ak_sink(outD)
          }, results: { results(outD) { [$0] } }),
        Implementation(
          name: naiveC, pass: { ak_naive_determinant(ctfs, noutD, n) },
          results: { results(noutD) { [$0] } }),
        Implementation(
          name: sameMathC, pass: { ak_c_determinant(ctfs, coutD, n) },
          results: { results(coutD) { [$0] } }),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "AffineTransform.inverted" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outT[i] = tfs[i].inverted() }
            ak_sink(outT)
          }, results: { results(outT, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_naive_inverted(ctfs, noutT, n) },
          results: { results(noutT, numbers) }),
        Implementation(
          name: sameMathC, pass: { ak_c_inverted(ctfs, coutT, n) }, results: cTransformResults),
        Implementation(
          name: "Foundation", pass: f.inverted, results: { f.transformResults },
          expected: cTransformResults),
      ],
      // Foundation inverts through a reciprocal of the determinant (multiply by 1/det), which
      // differs from dividing by det in the last bits: relative 1e-12 of max(1, |expected|).
      tolerance: ["Foundation": 1e-12], elementsPerPass: n))
  ops.append(
    Operation(
      name: "Rect.applying" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outR[i] = rs[i].applying(tfs[i]) }
            ak_sink(outR)
          }, results: { results(outR, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_naive_rect_applying(crs, ctfs, noutR, n) },
          results: { results(noutR, numbers) }),
        Implementation(
          name: sameMathC, pass: { ak_c_rect_applying(crs, ctfs, coutR, n) },
          results: { results(coutR, numbers) }),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "LayerGeometry.frame" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outR[i] = ls[i].frame }
            ak_sink(outR)
          }, results: { results(outR, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_naive_frame(cls, noutR, n) },
          results: { results(noutR, numbers) }),
        Implementation(
          name: sameMathC, pass: { ak_c_frame(cls, coutR, n) },
          results: { results(coutR, numbers) }),
      ], elementsPerPass: n))
  ops.append(
    Operation(
      name: "two-level point conversion" + tag,
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n {
              outP[i] = ps[i].convertToSuperlayer(ls[i].convertToSuperlayer(pts[i]))
            }
            ak_sink(outP)
          }, results: { results(outP, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_c_convert2(cpts, cls, cps, coutP, n) },
          results: cPointResults),
      ], elementsPerPass: n))
  return ops
}

/// The rectangle operations, which take no transform (the same in both input sets).
func rectOperations(_ inp: Inputs) -> [Operation] {
  let n = elements
  let pts = buffer(inp.points)
  let rs = buffer(inp.rects)
  let rs2 = buffer(inp.rects2)
  let outR = buffer(Array(repeating: Rect.zero, count: n))
  let outB = buffer(Array(repeating: false, count: n))
  let cpts = buffer(inp.points.map(cPoint))
  let crs = buffer(inp.rects.map(cRect))
  let crs2 = buffer(inp.rects2.map(cRect))
  let coutR = buffer(Array(repeating: ak_rect(), count: n))
  let noutR = buffer(Array(repeating: ak_rect(), count: n))
  let coutB = buffer(Array(repeating: false, count: n))
  let f = FoundationReference(
    points: inp.points.map { ($0.x, $0.y) }, transforms: inp.transforms.map(numbers),
    transforms2: inp.transforms2.map(numbers), rects: inp.rects.map(numbers),
    rects2: inp.rects2.map(numbers))
  func results<T>(_ p: UnsafeMutablePointer<T>, _ f: (T) -> [Double]) -> [Double] {
    (0..<n).flatMap { f(p[$0]) }
  }
  let cRectStandard = { results(coutR, standardNumbers) }
  let cBoolResults = { results(coutB) { [$0 ? 1.0 : 0] } }
  // swift-corelibs-foundation standardizes first and derives width and height from edges
  // computed in another order, so they can differ from AffineKit's in the last bit (seen:
  // 458.6039546248178 vs 458.6039546248177): relative 1e-12 of max(1, |expected|).
  let foundationRectTolerance = ["Foundation": 1e-12]
  return [
    Operation(
      name: "Rect.union",
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outR[i] = rs[i].union(rs2[i]) }
            ak_sink(outR)
          }, results: { results(outR, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_naive_union(crs, crs2, noutR, n) },
          results: { results(noutR, numbers) }),
        Implementation(
          name: sameMathC, pass: { ak_c_union(crs, crs2, coutR, n) },
          results: { results(coutR, numbers) }),
        Implementation(
          name: "Foundation", pass: f.union, results: { f.rectResults }, expected: cRectStandard),
      ], tolerance: foundationRectTolerance, elementsPerPass: n),
    Operation(
      name: "Rect.intersection",
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outR[i] = rs[i].intersection(rs2[i]) }
            ak_sink(outR)
          }, results: { results(outR, numbers) }),
        Implementation(
          name: naiveC, pass: { ak_naive_intersection(crs, crs2, noutR, n) },
          results: { results(noutR, numbers) }),
        Implementation(
          name: sameMathC, pass: { ak_c_intersection(crs, crs2, coutR, n) },
          results: { results(coutR, numbers) }),
        Implementation(
          name: "Foundation", pass: f.intersection, results: { f.rectResults },
          expected: cRectStandard),
      ], tolerance: foundationRectTolerance, elementsPerPass: n),
    Operation(
      name: "Rect.contains(Point)",
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { outB[i] = rs[i].contains(pts[i]) }
            ak_sink(outB)
          }, results: { results(outB) { [$0 ? 1.0 : 0] } }),
        Implementation(
          name: naiveC, pass: { ak_c_contains(crs, cpts, coutB, n) }, results: cBoolResults),
        Implementation(
          name: "Foundation", pass: f.contains, results: { f.boolResults },
          expected: cBoolResults),
      ], elementsPerPass: n),
  ]
}

/// Every operation: the transform operations on each input set, the rectangle operations, one
/// event of each kind of the engine, and the motion model's sampling and events.
func makeOperations() -> [Operation] {
  var ops: [Operation] = []
  for set in InputSet.allCases {
    ops += transformOperations(Inputs(rngState: 0xAFF1_4E0B, set: set), set: set)
    ops += projectiveOperations(set: set)
  }
  ops += rectOperations(Inputs(rngState: 0xAFF1_4E0B, set: .random))
  var g = SplitMix64(state: 0xAFF1_4E0C)
  ops += reducerOperations(ReducerInputs(&g, count: elements))
  ops += motionOperations(MotionInputs(&g, count: elements))
  ops += inputOperations(InputInputs(&g, count: elements))
  ops += boxOperations(BoxInputs(&g, count: elements))
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

/// The implementation AffineKit must match bit for bit: the same-math C where there is one, else
/// the naive C (the same formula).
func exactReference(_ op: Operation) -> Implementation? {
  op.implementations.first { $0.name == sameMathC }
    ?? op.implementations.first { $0.name == naiveC }
}

/// Checks every implementation against the exact reference: AffineKit bit for bit (NaN matching
/// NaN), Foundation within its stated tolerance, and the naive C within 1e-6 of max(1, |x|) (it
/// rounds differently by design; this only catches a harness fault). An engine row runs one pass
/// and its check (its independent model).
func verify(_ ops: [Operation]) -> Bool {
  var verified = true
  for op in ops {
    if let check = op.check {
      op.implementations[0].pass()
      if let problem = check() {
        verified = false
        print("MISMATCH: \(op.name) AffineKit differs from its model at \(problem)")
      }
    }
    guard let reference = exactReference(op) else { continue }
    reference.pass()
    let expectedC = reference.results()
    for impl in op.implementations where impl.name != reference.name {
      impl.pass()
      let expected = impl.expected?() ?? expectedC
      let tolerance = op.tolerance[impl.name] ?? (impl.name == naiveC ? 1e-6 : 0)
      let got = impl.results()
      let (ok, at) = agree(got, expected, tolerance: tolerance)
      if !ok {
        verified = false
        let detail =
          at >= 0
          ? "\(got[at]) vs \(expected[at])" : "count \(got.count) vs \(expected.count)"
        print(
          "MISMATCH: \(op.name) \(impl.name) differs from \(reference.name) at number \(at): \(detail) (tolerance \(tolerance))"
        )
      }
    }
  }
  return verified
}

func run() -> Int32 {
  let ops = makeOperations()

  if arguments.contains("--list") {
    for op in ops { print("\(op.name): \(op.implementations.map(\.name).joined(separator: ", "))") }
    print("batch: AffineKit, C, memcpy (use --batch-only)")
    return 0
  }

  // Verification against the C references and the engine's models, before any timing or counting.
  if !arguments.contains("--no-verify") && !verify(ops) { return 1 }

  if arguments.contains("--callgrind") {
    // Every (operation, implementation) pair, or those matching --op / --impl exactly: one warm-up
    // pass, then the measured passes between CALLGRIND_ZERO_STATS and a dump labelled
    // "operation|implementation".
    let passes = Int(argument("--passes") ?? "") ?? 20
    let opName = argument("--op")
    let implName = argument("--impl")
    var measured = 0
    for op in ops where opName == nil || op.name == opName {
      for impl in op.implementations where implName == nil || impl.name == implName {
        impl.pass()
        ak_callgrind_start()
        for _ in 0..<passes { impl.pass() }
        ak_callgrind_stop("\(op.name)|\(impl.name)")
        measured += 1
      }
    }
    print("passes=\(passes) elements=\(elements) measured=\(measured)")
    return measured > 0 ? 0 : 2
  }

  let quick = arguments.contains("--quick")
  if !arguments.contains("--batch-only") {
    let repetitions = Int(argument("--repetitions") ?? "") ?? (quick ? 5 : 31)
    if repetitions == 0 { return 0 }  // verification only
    print(
      "### Per operation: median ns per operation over \(elements) inputs, \(repetitions) interleaved repetitions\n"
    )
    print(
      "| operation | AffineKit ns | naive C ns | same-math C ns | Foundation ns | AffineKit/naive C | AffineKit/same-math C | Foundation/AffineKit |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for op in ops {
      let m = measure(op, repetitions: repetitions, passesPerSample: 200)
      let a = m["AffineKit"]
      let c = m[naiveC]
      let s = m[sameMathC]
      let f = m["Foundation"]
      func ratio(_ x: Double?, _ y: Double?) -> String {
        format(x.flatMap { x in y.map { x / $0 } })
      }
      print(
        "| \(op.name) | \(format(a)) | \(format(c)) | \(format(s)) | \(format(f)) | \(ratio(a, c)) | \(ratio(a, s)) | \(ratio(f, a)) |"
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
