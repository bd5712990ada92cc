// The crop box's editing in the comparison: a handle drag's step (free and locked, under any
// angle, quarter turn and mirror, some past the crop area's edge so the image pulls back), its
// end (the recentre), a ratio preset and a sample of the recentre's animation, each held to an
// absolute instruction budget (Benchmarks/engine-budgets.tsv) and checked first against rules
// computed here from the public geometry, independently of the engine's solver.
//
// To follow a change of these events, edit this file: `BoxInputs` (the states and payloads) and
// `boxOperations` (one entry per row); a new row needs a line in engine-budgets.tsv.

import AffineKit
import CReference

/// The engines and payloads of the box-editing rows.
struct BoxInputs {
  /// Engines made from a crop area, turned, mirrored, straightened and zoomed, at rest, with a
  /// handle drag begun; the drag's next cumulative translation.
  var dragging: [CropEngine] = []
  var handles: [CropHandle] = []
  var translations: [Point] = []
  /// The same engines after that step: the end recentres them.
  var dragged: [CropEngine] = []
  /// Engines at rest, and a ratio preset for each.
  var resting: [CropEngine] = []
  var ratios: [CropRatio] = []
  /// Recentre animations and times inside them.
  var recentres: [CropAnimation] = []
  var recentreTimes: [Double] = []

  init(_ g: inout SplitMix64, count: Int) {
    let area = Rect(x: 16, y: 100, width: 358, height: 600)
    let presets: [CropRatio?] = [
      nil, .square, CropRatio(width: 4, height: 3), CropRatio(width: 16, height: 9),
    ]
    for i in 0..<count {
      let pixels = Size(width: g.uniform(600, 6000), height: g.uniform(600, 6000))
      guard
        var e = try? CropEngine(
          image: .upright(pixels), cropArea: area, lockedRatio: presets[i % presets.count])
      else { fatalError("a valid configuration") }
      _ = e.applyLater(.turn(quarterTurns: i % 4))
      if i % 3 == 0 { _ = e.applyLater(.flip(.horizontal)) }
      if i % 2 == 1 { _ = e.applyLater(.straighten(angle: g.uniform(-0.6, 0.6))) }
      let c = Point(x: e.cropBox.midX, y: e.cropBox.midY)
      _ = e.applyLater(.pinch(.began, scale: g.uniform(1, 3), centroid: c))
      _ = e.applyLater(.pinch(.ended, scale: 1, centroid: c))
      _ = e.applyLater(.straighten(angle: e.angle))
      resting.append(e)
      ratios.append(presets[1 + i % 3]!)

      let handle = CropHandle.allCases[Int(g.uniform(0, 8)) % 8]
      let first = Point(x: g.uniform(-40, 40), y: g.uniform(-40, 40))
      _ = e.applyLater(.handleDrag(handle, .began, translation: first, values: .cumulative))
      dragging.append(e)
      handles.append(handle)
      // Every fourth drags far outward: past the crop area's edge, so the image pulls back.
      let reach = i % 4 == 0 ? 300.0 : 60.0
      let t = Point(
        x: first.x + Double(handle.horizontal) * g.uniform(0, reach) + g.uniform(-10, 10),
        y: first.y + Double(handle.vertical) * g.uniform(0, reach) + g.uniform(-10, 10))
      translations.append(t)
      _ = e.applyLater(.handleDrag(handle, .changed, translation: t, values: .cumulative))
      dragged.append(e)
      _ = e.applyLater(.handleDrag(handle, .ended, translation: t, values: .cumulative))
      if let r = e.runningAnimation, case .box = r.kind {
        recentres.append(r)
        recentreTimes.append(0.8 + g.uniform(0, 0.3))
      }
    }
    // A drag that ends with the box already recentred starts none: the recentres seen are
    // repeated to the count.
    guard !recentres.isEmpty else { fatalError("no recentre") }
    for i in recentres.count..<count {
      recentres.append(recentres[i % recentres.count])
      recentreTimes.append(recentreTimes[i % recentreTimes.count])
    }
  }
}

/// Whether the crop box lies inside the image as drawn, to 1e-9 of the image's size: each corner
/// mapped back through the image view's similarity lands within its bounds.
func boxProblem(_ e: CropEngine) -> String? {
  let g = e.geometry
  let t = g.transform
  let scale2 = t.a * t.a + t.b * t.b
  let box = e.cropBox
  for p in [
    Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
    Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY),
  ] {
    let dx = p.x - g.center.x
    let dy = p.y - g.center.y
    let u = ((t.a * dx + t.b * dy) / scale2) / g.bounds.width
    let v = ((t.c * dx + t.d * dy) / scale2) / g.bounds.height
    if u.magnitude > 0.5 + 1e-9 || v.magnitude > 0.5 + 1e-9 {
      return "box corner \(p) outside the image (\(u), \(v) of its size from its centre)"
    }
  }
  let a = e.cropArea
  if box.minX < a.minX || box.maxX > a.maxX || box.minY < a.minY || box.maxY > a.maxY {
    return "box \(box) outside the crop area \(a)"
  }
  return nil
}

/// The operations of the box-editing rows.
func boxOperations(_ inp: BoxInputs) -> [Operation] {
  let n = inp.dragging.count
  let out = buffer(inp.dragging)
  let kinds = buffer(Array(repeating: UInt8(0), count: n))
  let dragging = buffer(inp.dragging)
  let dragged = buffer(inp.dragged)
  let resting = buffer(inp.resting)
  let hs = buffer(inp.handles)
  let ts = buffer(inp.translations)
  let rs = buffer(inp.ratios)

  func operation(
    _ name: String, swift: @escaping () -> Void, check: @escaping (Int) -> String?
  ) -> Operation {
    engineOperation(name, n: n, out: out, kinds: kinds, swift: swift, check: check)
  }

  var ops = [
    operation(
      "handle drag event",
      swift: {
        for i in 0..<n {
          copyEngine(dragging, to: out, i)
          kinds[i] = kind(
            out[i].apply(
              .handleDrag(hs[i], .changed, translation: ts[i], values: .cumulative), at: eventTime))
        }
      },
      check: { i in
        if kinds[i] == ResultCode.rejected { return "rejected" }
        return boxProblem(out[i])
      }),
    operation(
      "handle drag end",
      swift: {
        for i in 0..<n {
          copyEngine(dragged, to: out, i)
          kinds[i] = kind(
            out[i].apply(
              .handleDrag(hs[i], .ended, translation: ts[i], values: .cumulative), at: eventTime))
        }
      },
      check: { i in
        // The box: the largest of its shape centred in the area; the crop's pixels unchanged.
        let before = dragged[i]
        let after = out[i]
        let a = after.cropArea
        let box = after.cropBox
        let w = before.cropBox.width
        let h = before.cropBox.height
        let s = Swift.min(a.width / w, a.height / h)
        let tol = 1e-9 * Swift.max(a.width, a.height)
        if (box.width - s * w).magnitude > tol || (box.height - s * h).magnitude > tol
          || (box.midX - a.midX).magnitude > tol || (box.midY - a.midY).magnitude > tol
        {
          return "recentred to \(box), expected \(s * w) × \(s * h) centred in \(a)"
        }
        let p = before.imagePixelSize
        let r0 = before.cropRect
        let r1 = after.cropRect
        let pixelTol = 1e-9 * Swift.max(p.width, p.height)
        if (r0.minX - r1.minX).magnitude > pixelTol || (r0.maxX - r1.maxX).magnitude > pixelTol
          || (r0.minY - r1.minY).magnitude > pixelTol || (r0.maxY - r1.maxY).magnitude > pixelTol
        {
          return "crop \(r1) after the recentre, \(r0) before"
        }
        return boxProblem(after)
      }),
    operation(
      "ratio event",
      swift: {
        for i in 0..<n {
          copyEngine(resting, to: out, i)
          kinds[i] = kind(out[i].apply(.ratio(.exactly(rs[i])), at: eventTime))
        }
      },
      check: { i in
        if kinds[i] == ResultCode.rejected { return "rejected" }
        let expected = CropOutput.largestCropBox(in: out[i].cropArea, ratio: rs[i])
        if out[i].cropBox != expected { return "box \(out[i].cropBox), expected \(expected)" }
        return out[i].isCovered ? boxProblem(out[i]) : "not covered"
      }),
    operation(
      "quarter turn of an editable box",
      swift: {
        for i in 0..<n {
          copyEngine(resting, to: out, i)
          kinds[i] = kind(out[i].apply(.turn(quarterTurns: 1), at: eventTime))
        }
      },
      check: { i in
        // Animated, the box turned (its sides swapped, at its largest in the area), the same
        // pixels, and the animation ending at the state.
        if kinds[i] != ResultCode.animated { return "not animated: \(kinds[i])" }
        guard let turn = out[i].runningAnimation, case .turn = turn.kind else {
          return "no turn animation"
        }
        let end = turn.sample(at: turn.duration)
        if end.geometry != out[i].geometry || end.cropBox != out[i].cropBox {
          return "the turn's animation does not end at the state"
        }
        let before = resting[i].cropBox
        let box = out[i].cropBox
        let a = out[i].cropArea
        let s = Swift.min(a.width / before.height, a.height / before.width)
        let tol = 1e-9 * Swift.max(a.width, a.height)
        if (box.width - s * before.height).magnitude > tol
          || (box.height - s * before.width).magnitude > tol
        {
          return "turned box \(box), expected \(s * before.height) × \(s * before.width)"
        }
        return out[i].isCovered ? boxProblem(out[i]) : "not covered"
      }),
  ]

  let a = buffer(inp.recentres)
  let times = buffer(inp.recentreTimes)
  let samples = buffer(Array(repeating: inp.recentres[0].sample(at: 0), count: n))
  ops.append(
    Operation(
      name: "sample a recentre",
      implementations: [
        Implementation(
          name: "AffineKit",
          pass: {
            for i in 0..<n { samples[i] = a[i].sample(at: times[i]) }
            ak_sink(samples)
          })
      ], elementsPerPass: n,
      check: {
        firstProblem(n) { i in
          let s = samples[i]
          let finite =
            s.center.x.isFinite && s.center.y.isFinite && s.zoom.isFinite
            && s.cropBox.width.isFinite && s.fittedSize.width.isFinite
          if !finite { return "a non-finite sample: \(s)" }
          guard case .box(let box) = a[i].kind else { return "not a box animation" }
          let end = a[i].sample(at: a[i].duration)
          return end.cropBox == box.endBox && end.fittedSize == box.endFittedSize
            && end.center == box.endCenter && end.zoom == box.endZoom
            ? nil : "the sample at the end is not the end"
        }
      }))
  return ops
}
