// The libFuzzer entry point: decodes the input into geometry values and gesture event sequences,
// calls the whole public API, and traps (fatalError) when an invariant fails. AddressSanitizer and
// Swift's own overflow and bounds checks catch the crashes; the checks below catch wrong answers.
// Build and run: scripts/fuzz SECONDS. Findings: Docs/Robustness.md, each pinned by a test with
// literal inputs.
//
// The libFuzzer interface (`LLVMFuzzerTestOneInput(const uint8_t *, size_t)` returning 0) is from
// https://llvm.org/docs/LibFuzzer.html; Swift exports it with `@_cdecl`, as
// https://github.com/swiftlang/swift/blob/main/docs/libFuzzerIntegration.md shows.

import AffineKit

import struct Foundation.Data
import class Foundation.JSONDecoder
import class Foundation.JSONEncoder
import func Foundation.fflush
import func Foundation.getenv

/// Whether to print every engine event, its time and its result (`AFFINEKIT_FUZZ_TRACE=1
/// scripts/fuzz replay FILE`): how a finding's event sequence is read back for its test.
let tracesEvents = getenv("AFFINEKIT_FUZZ_TRACE") != nil

/// libFuzzer's entry point: runs one input. The first byte picks the area (primitives, layers and
/// trees, the crop engine, Codable); the rest is decoded by ``ByteReader``.
///
/// Edge cases: every input decodes (reading past the end yields zeros); a failed invariant traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var reader = ByteReader(Array(UnsafeBufferPointer(start: data, count: count)))
  switch reader.byte() % 4 {
  case 0: fuzzPrimitives(&reader)
  case 1: fuzzLayers(&reader)
  case 2: fuzzEngine(&reader)
  default: fuzzCodable(&reader)
  }
  return 0
}

// MARK: Invariants

/// Checks an invariant: on failure, prints the message and traps.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if condition { return }
  fatalError("AffineKit fuzz invariant failed: \(message())")
}

// MARK: Primitives

func fuzzPrimitives(_ reader: inout ByteReader) {
  let r1 = reader.rect()
  let r2 = reader.rect()
  let p = reader.point()
  let s = reader.size()
  let t = reader.transform()
  let u = reader.transform()
  let dx = reader.double()
  let dy = reader.double()
  let angle = reader.double()
  let edge = reader.edge()

  // Call everything; the results feed a sink so nothing is optimized away.
  var sink = Hasher()
  for r in [r1, r2] {
    sink.combine(r.minX)
    sink.combine(r.midX)
    sink.combine(r.maxX)
    sink.combine(r.minY)
    sink.combine(r.midY)
    sink.combine(r.maxY)
    sink.combine(r.width)
    sink.combine(r.height)
    sink.combine(r.isNull)
    sink.combine(r.isEmpty)
    sink.combine(r.isInfinite)
    sink.combine(r.standardized)
    sink.combine(r.integral)
    sink.combine(r.insetBy(dx: dx, dy: dy))
    sink.combine(r.offsetBy(dx: dx, dy: dy))
    sink.combine(r.contains(p))
    sink.combine(r.applying(t))
    let parts = r.divided(atDistance: dx, from: edge)
    sink.combine(parts.slice)
    sink.combine(parts.remainder)
    _ = r.description
  }
  sink.combine(r1.union(r2))
  sink.combine(r1.intersection(r2))
  sink.combine(r1.intersects(r2))
  sink.combine(r1.contains(r2))
  sink.combine(p.applying(t))
  sink.combine(s.applying(t))
  sink.combine(t.concatenating(u))
  sink.combine(t.translatedBy(x: dx, y: dy))
  sink.combine(t.scaledBy(x: dx, y: dy))
  sink.combine(t.rotated(by: angle))
  sink.combine(AffineTransform(rotationAngle: angle))
  sink.combine(t.inverted())
  sink.combine(t.determinant)
  sink.combine(t.isIdentity)
  let decomposition = t.decomposed()
  sink.combine(AffineTransform(decomposition))
  sink.combine(TimingCurve.easeInOut.value(at: dx))
  sink.combine(
    TimingCurve(controlPoint1: p, controlPoint2: Point(x: dy, y: angle)).value(at: dx))
  _ = t.description + p.description + s.description + edge.description

  // The projective transform: every call on fuzzed entries (ByteReader reads the special values
  // too), and the rules that hold for any matrix.
  let pt = ProjectiveTransform(
    m11: reader.double(), m12: reader.double(), m14: reader.double(), m21: reader.double(),
    m22: reader.double(), m24: reader.double(), m41: reader.double(), m42: reader.double(),
    m44: reader.double())
  let determinant = pt.determinant
  let inverse = pt.inverse
  check(
    (inverse == nil) == (determinant == 0),
    "a projective inverse exists exactly when the determinant is not 0: \(pt), det \(determinant)")
  sink.combine(pt.inverted())
  sink.combine(pt.concatenating(ProjectiveTransform(u)))
  sink.combine(pt.isAffine)
  sink.combine(pt.affine)
  sink.combine(p.projected(by: pt))
  sink.combine(r1.projected(by: pt))
  sink.combine(
    ProjectiveTransform(
      mapping: (reader.point(), reader.point(), reader.point(), reader.point()),
      to: (reader.point(), reader.point(), reader.point(), reader.point())))
  _ = pt.description
  // An affine transform embeds exactly: the same determinant, point and rect.
  let embedded = ProjectiveTransform(t)
  check(
    embedded.determinant.bitPattern == t.determinant.bitPattern
      || (embedded.determinant.isNaN && t.determinant.isNaN),
    "the embedded affine \(t) has determinant \(embedded.determinant), not \(t.determinant)")
  if let q = p.projected(by: embedded) {
    let a = p.applying(t)
    check(
      (q.x == a.x || (q.x.isNaN && a.x.isNaN)) && (q.y == a.y || (q.y.isNaN && a.y.isNaN)),
      "\(p) projected by the embedded \(t) is \(q), applied \(a)")
  }
  _ = sink.finalize()

  // Rect == implies equal hashes (Hashable's contract), for every pair the fuzzer makes.
  for (a, b) in [(r1, r2), (r1, r1.standardized), (r2, r2.standardized), (r1, r1.integral)] {
    check(!(a == b) || a.hashValue == b.hashValue, "\(a) == \(b) but their hashes differ")
  }

  // union and intersection are commutative for finite rectangles and the null rectangle (NaN has
  // no order, and ∞ − ∞ in a width is NaN, so with non-finite fields CoreGraphics' results are
  // order-dependent or NaN, which `==` never equates; no rule is documented for them).
  if isFiniteOrNull(r1), isFiniteOrNull(r2) {
    check(
      r1.union(r2) == r2.union(r1),
      "union not commutative: \(r1) ∪ \(r2) = \(r1.union(r2)), reversed \(r2.union(r1))")
    check(
      r1.intersection(r2) == r2.intersection(r1),
      "intersection not commutative: \(r1) ∩ \(r2) = \(r1.intersection(r2)), reversed "
        + "\(r2.intersection(r1))")
    check(
      r1.intersects(r2) == r2.intersects(r1), "intersects not symmetric: \(r1), \(r2)")
  }

  // Inverse round trip for a well-conditioned transform: entries at most 1e3 (largest at least
  // 1e-3), translation at most 1e6, κ = M²/|det| ≤ 1e4, |p| ≤ 1e6. Mapping p forward and back
  // loses about c·ε·κ·(|p| + |t|/M) with c a small constant (each of the two maps rounds its
  // products and sums, the inverse's entries carry a few ulps, and L⁻¹ magnifies by M/|det|);
  // the tolerance 1e-12·κ·(|p| + |t|/M + 1) allows c up to ~4500 (ε = 2.2e-16).
  let m = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
  let det = t.a * t.d - t.b * t.c
  if allFinite(t), m >= 1e-3, m <= 1e3, abs(t.tx) <= 1e6, abs(t.ty) <= 1e6, det != 0,
    m * m / abs(det) <= 1e4, p.x.isFinite, p.y.isFinite, abs(p.x) <= 1e6, abs(p.y) <= 1e6
  {
    let kappa = m * m / abs(det)
    let back = p.applying(t).applying(t.inverted())
    let tolerance = 1e-12 * kappa * (max(abs(p.x), abs(p.y)) + max(abs(t.tx), abs(t.ty)) / m + 1)
    check(
      abs(back.x - p.x) <= tolerance && abs(back.y - p.y) <= tolerance,
      "inverse round trip of \(p) through \(t) gave \(back) (tolerance \(tolerance))")
  }
}

func isFiniteOrNull(_ r: Rect) -> Bool {
  r.isNull
    || (r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite
      && r.size.height.isFinite)
}

func allFinite(_ t: AffineTransform) -> Bool {
  t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
}

// MARK: Layer model and geometry trees

func fuzzLayers(_ reader: inout ByteReader) {
  var sink = Hasher()
  var layer = reader.layer()
  let p = reader.point()
  let r = reader.rect()
  sink.combine(layer.frame)
  sink.combine(layer.anchorInBounds)
  sink.combine(layer.transformToSuperlayer)
  sink.combine(layer.transformFromSuperlayer)
  sink.combine(layer.convertToSuperlayer(p))
  sink.combine(layer.convertFromSuperlayer(p))
  sink.combine(layer.convertToSuperlayer(r))
  sink.combine(layer.convertFromSuperlayer(r))
  sink.combine(layer.contains(p))
  layer.setAnchorPointPreservingFrame(reader.point())
  layer.frame = reader.rect()
  sink.combine(layer)
  sink.combine(LayerGeometry(frame: r))

  var view = reader.view()
  sink.combine(view.frame)
  sink.combine(view.bounds)
  sink.combine(view.center)
  sink.combine(view.transform)
  sink.combine(view.anchorPoint)
  sink.combine(view.convertToSuperview(p))
  sink.combine(view.convertFromSuperview(p))
  sink.combine(view.convertToSuperview(r))
  sink.combine(view.convertFromSuperview(r))
  sink.combine(view.point(inside: p))
  view.setAnchorPointPreservingFrame(reader.point())
  view.frame = reader.rect()
  view.bounds = reader.rect()
  view.center = reader.point()
  view.transform = reader.transform()
  sink.combine(view)

  // A view tree and a layer tree of up to 8 nodes with fuzz-chosen parents (sometimes a parent
  // that does not exist), then conversions and hit tests between fuzz-chosen nodes.
  // Fixed identities keep a run reproducible (`init()` draws a random one).
  var views = ViewTree(identity: 1)
  var layers = LayerTree(identity: 2)
  let nodeCount = Int(reader.byte() % 9)
  for index in 0..<nodeCount {
    let parentByte = Int(reader.byte())
    if index == 0 || parentByte % 5 == 0 {
      _ = views.addRoot(reader.view())
      _ = layers.addRoot(reader.layer())
    } else {
      let parent = ViewTree.NodeID(
        rawValue: parentByte % (index + 1) - (parentByte & 1), tree: views.identity)
      let parentLayer = LayerTree.NodeID(rawValue: parent.rawValue, tree: layers.identity)
      _ = views.add(reader.view(), to: parent)
      _ = layers.add(reader.layer(), to: parentLayer)
    }
  }
  for _ in 0..<4 {
    let a = Int(reader.byte() % 10) - 1
    let b = Int(reader.byte() % 10) - 1
    let q = reader.point()
    let rect = reader.rect()
    // Now and then an identifier from another tree, which every lookup must reject.
    let foreign = UInt64(reader.byte() % 8 == 0 ? 1 : 0)
    let va = ViewTree.NodeID(rawValue: a, tree: views.identity &+ foreign)
    let vb = ViewTree.NodeID(rawValue: b, tree: views.identity)
    sink.combine(views.contains(va))
    sink.combine(views[va])
    sink.combine(views.parent(of: va))
    sink.combine(views.children(of: va))
    sink.combine(views.transform(from: va, to: vb))
    sink.combine(views.convert(q, from: va, to: vb))
    sink.combine(views.convert(rect, from: va, to: vb))
    sink.combine(views.hitTest(q, in: va))
    let la = LayerTree.NodeID(rawValue: a, tree: layers.identity)
    let lb = LayerTree.NodeID(rawValue: b, tree: layers.identity &+ foreign)
    sink.combine(layers.transform(from: la, to: lb))
    sink.combine(layers.convert(q, from: la, to: lb))
    sink.combine(layers.convert(rect, from: la, to: lb))
    sink.combine(layers.hitTest(q, in: la))
    // A hit test answers a node of the tree, and one inside the queried subtree.
    if let hit = views.hitTest(q, in: va) {
      check(views.contains(hit), "hitTest answered \(hit.rawValue), not in the tree")
      var node: ViewTree.NodeID? = hit
      while let current = node, current != va { node = views.parent(of: current) }
      check(node == va, "hitTest in \(va.rawValue) answered \(hit.rawValue) outside its subtree")
    }
  }
  sink.combine(views.count)
  sink.combine(layers)
  _ = sink.finalize()
}

// MARK: The crop engine

/// The placement's bits: `==` treats −0 and 0 as equal and NaN as unequal to itself, so "left
/// unchanged" is checked on the bit patterns.
func bits(_ e: CropEngine) -> [UInt64] {
  [
    e.zoom, e.center.x, e.center.y, e.cropBox.origin.x, e.cropBox.origin.y, e.cropBox.size.width,
    e.cropBox.size.height, e.fittedSize.width, e.fittedSize.height,
  ].map(\.bitPattern)
}

func isFinite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
func isFinite(_ r: Rect) -> Bool {
  r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
}

extension ByteReader {
  mutating func event() -> CropEvent {
    switch byte() % 20 {
    case 0, 1:
      return .pinch(
        phase(), scale: double(), centroid: bool() ? point() : nil,
        touchCount: Int(Int8(bitPattern: byte())), values: values(),
        velocity: bool() ? double() : 0)
    case 2, 3:
      return .pan(
        phase(), translation: point(), velocity: bool() ? point() : .zero, values: values())
    case 4: return .touchDrag(phase(), location: point())
    case 5: return .doubleTap(at: point())
    case 6: return .zoomTo(imageRect: rect())
    case 7:
      if bool() {
        return .configure(
          CropConfiguration(
            fit: fit(), limits: limits(), overscroll: overscroll(),
            maximumAngle: bool() ? double() : nil))
      }
      return .restore(
        SavedCrop(
          center: point(), zoomRelativeToCover: double(), angle: double(),
          orientation: CropOrientation(quarterTurns: Int(byte() % 4), isMirrored: bool()),
          aspect: bool()
            ? CropRatio(width: Int(byte()), height: Int(byte())).map { .locked($0) }
            : bool() ? .free(widthOverHeight: double()) : nil,
          perspective: bool()
            ? Perspective(
              horizontal: Double(Int8(bitPattern: byte())) / 300,
              vertical: Double(Int8(bitPattern: byte())) / 300) ?? .none : .none,
          shape: shape()))
    case 8:
      let unit = [ScrollUnit.pixels, .lines, .pages][Int(byte() % 3)]
      return .scroll(delta: point(), unit: unit, isPinch: bool(), at: point())
    case 9: return .scrollEnded
    case 10:
      return .key([CropKey.zoomIn, .zoomOut, .left, .right, .up, .down][Int(byte() % 6)])
    case 11: return .quickZoom(phase(), location: point())
    case 12:
      return .rotation(
        phase(), angle: double(), centroid: bool() ? point() : nil, values: values(),
        velocity: bool() ? double() : 0)
    case 13:
      return .layout(cropBox: bool() ? rect() : Rect(x: 0, y: 0, width: 300, height: 300))
    case 14:
      return .handleDrag(
        CropHandle.allCases[Int(byte() % 8)], phase(), translation: point(), values: values())
    case 15:
      let preset: CropRatioPreset =
        bool()
        ? CropRatio(width: Int(byte()), height: Int(byte())).map { .exactly($0) } ?? .free
        : bool() ? .original : .free
      return .ratio(preset, locked: bool())
    case 16:
      return .layoutCropArea(bool() ? rect() : Rect(x: 0, y: 0, width: 390, height: 600))
    case 17:
      // Mostly slider values (±0.64 rad, past the ±π/6 range too), sometimes any double.
      func angle(_ r: inout ByteReader) -> Double {
        r.bool() ? r.double() : Double(Int8(bitPattern: r.byte())) / 200
      }
      return .perspective(horizontal: angle(&self), vertical: angle(&self))
    case 18:
      return .handleStep(CropHandle.allCases[Int(byte() % 8)], outward: bool())
    default:
      return .cropShape(shape())
    }
  }

  /// A crop shape: mostly the three kinds with a small radius, sometimes any double as the
  /// radius (negative, NaN, huge).
  mutating func shape() -> CropShape {
    switch byte() % 4 {
    case 0: return .rectangle
    case 1: return .ellipse
    case 2: return .roundedRectangle(cornerRadius: Double(byte()))
    default: return .roundedRectangle(cornerRadius: double())
    }
  }
}

/// The detent crossing a dial's event must report, from whether its values were exactly 0 before
/// and after (per axis of a perspective; entering wins), with the detent on; `nil` for other events.
func expectedDetentCrossing(by event: CropEvent, from before: CropEngine, to after: CropEngine)
  -> CropDetentCrossing?
{
  guard after.configuration.input.detentBand > 0 else { return nil }
  let atZero: [(before: Bool, after: Bool)]
  switch event {
  case .straighten:
    atZero = [(before.angle == 0, after.angle == 0)]
  case .perspective:
    atZero = [
      (before.perspective.horizontal == 0, after.perspective.horizontal == 0),
      (before.perspective.vertical == 0, after.perspective.vertical == 0),
    ]
  default:
    return nil
  }
  if atZero.contains(where: { !$0.before && $0.after }) { return .entered }
  if atZero.contains(where: { $0.before && !$0.after }) { return .left }
  return nil
}

/// Whether an event's own payload is bad (so it must be rejected whatever the state).
func hasBadPayload(_ event: CropEvent) -> Bool {
  switch event {
  case .pinch(_, let k, let centroid, let touches, _, let velocity):
    return !(k.isFinite && k > 0) || !(centroid.map(isFinite) ?? true) || touches < 0
      || !velocity.isFinite
  case .pan(_, let t, let v, _): return !isFinite(t) || !isFinite(v)
  case .touchDrag(_, let location), .doubleTap(let location): return !isFinite(location)
  case .zoomTo(imageRect: let r):
    let s = r.standardized
    return !isFinite(s) || s.size.width == 0 || s.size.height == 0
  case .layout(let box):
    let s = box.standardized
    return !isFinite(s) || s.size.width == 0 || s.size.height == 0
  case .layoutCropArea(let area):
    return !isFinite(area) || !(area.size.width > 0) || !(area.size.height > 0)
  case .handleDrag(_, _, let t, _): return !isFinite(t)
  case .ratio, .revert, .handleStep: return false
  case .cropShape(let shape):
    if case .roundedRectangle(let r) = shape { return !(r >= 0 && r < .infinity) }
    return false
  case .scroll(let delta, _, _, let location): return !isFinite(delta) || !isFinite(location)
  case .quickZoom(_, let location): return !isFinite(location)
  case .scrollEnded, .key: return false
  case .rotation(_, let angle, let centroid, _, let velocity):
    return !angle.isFinite || !(centroid.map(isFinite) ?? true) || !velocity.isFinite
  case .perspective(let h, let v): return !h.isFinite || !v.isFinite
  case .straighten, .turn, .flip, .reset, .restore, .configure: return false
  }
}

/// The engine's running animation when it is a settle, or `nil`.
func settleAnimation(of e: CropEngine) -> SettleAnimation? {
  if case .settle(let settle)? = e.runningAnimation?.kind { return settle }
  return nil
}

/// Whether the placement is at rest: a settle (a gesture that begins and ends without moving)
/// changes nothing.
func isSettled(_ e: CropEngine) -> Bool {
  var probe = e
  guard !probe.isInteracting else { return false }
  // Once any animation has ended.
  let later = (probe.runningAnimation?.startTime ?? 0) + 1e6
  _ = probe.apply(.pan(.began, translation: .zero), at: later)
  return probe.apply(.pan(.ended, translation: .zero), at: later) == .unchanged
}

func fuzzEngine(_ reader: inout ByteReader) {
  let c = reader.engineConfiguration()
  // An EXIF orientation for 1…8; 0 (and 9…255) an upright image.
  let imageOrientation = ImageOrientation(exifValue: Int(reader.byte() % 16)) ?? .up
  var engine: CropEngine
  let fromArea = reader.byte() % 4 == 0
  do throws(CropConfigurationError) {
    // Every fourth engine is made from a crop area with box editing, so handle drags act.
    if fromArea {
      engine = try CropEngine(
        image: .stored(c.pixels, orientation: imageOrientation), cropArea: c.box,
        lockedRatio: reader.bool()
          ? CropRatio(width: Int(reader.byte()), height: Int(reader.byte())) : nil,
        configuration: CropConfiguration(
          limits: c.limits, overscroll: c.overscroll,
          boxEditing: CropBoxEditing(
            aspectRange: reader.bool() ? CropAspectRange(minimum: 0.8, maximum: 1.91) : nil)))
    } else {
      engine = try CropEngine(
        image: .stored(c.pixels, orientation: imageOrientation), cropBox: c.box,
        configuration: CropConfiguration(
          fit: c.fit, limits: c.limits, overscroll: c.overscroll,
          input: CropInputOptions(
            plainScroll: reader.bool() ? .zooms : .pans,
            doubleTap: reader.bool() ? .toggle : DoubleTapCycle(1, 2, 4),
            detentBand: reader.bool() ? .pi / 360 : 0)), zoom: c.zoom,
        center: c.center)
    }
  } catch {
    // A refusal names a reason that holds for the inputs.
    switch error {
    case .invalidImagePixelSize:
      check(
        !(c.pixels.width.isFinite && c.pixels.width > 0 && c.pixels.height.isFinite
          && c.pixels.height > 0), "a valid pixel size refused: \(c.pixels)")
    case .invalidCropBox:
      check(!fromArea, "a crop area's derived box refused as invalid: \(c.box)")
      let s = c.box.standardized
      check(
        !isFinite(s) || s.size.width == 0 || s.size.height == 0
          || !(s.maxX.isFinite && s.maxY.isFinite), "a valid crop box refused: \(c.box)")
    case .negativeCropBoxSize:
      check(
        c.box.size.width < 0 || c.box.size.height < 0,
        "a crop box refused as negative: \(c.box)")
    case .cropAreaTooSmall:
      // A negative size is refused, as a crop box's is; so is one below the 42-point minimum.
      let b = c.box
      check(
        !isFinite(b) || !(b.size.width >= 42) || !(b.size.height >= 42)
          || !(b.maxX.isFinite && b.maxY.isFinite), "a valid crop area refused: \(c.box)")
    default: break
    }
    return
  }
  if tracesEvents {
    print("engine: \(c.pixels) \(imageOrientation) box or area \(c.box) from area \(fromArea)")
    print("  aspect \(engine.aspect) limits \(c.limits) overscroll \(c.overscroll)")
    print("  fit \(engine.configuration.fit) input \(engine.configuration.input)")
    print("  zoom \(engine.zoom) center \(engine.center)")
  }
  var sink = Hasher()
  var steps = 0
  var history = CropHistory(engine, depth: 8)
  // The events' clock: usually a few hundredths of a second to a second later each time (so that
  // events land during animations and after them), sometimes the same time, sometimes a bad one.
  var clock = 0.0
  // An engine made with an explicit zoom and centre (or limits its first placement is outside)
  // starts where it is told, not at rest, until an event moves it or lets go of it.
  var hasMoved = false
  while !reader.isAtEnd, steps < 64 {
    steps += 1
    var event = reader.event()
    // Sometimes an undo or a redo instead: the history's step, reverted to.
    if reader.byte() % 8 == 0, let step = reader.bool() ? history.undo() : history.redo() {
      event = .revert(step)
    }
    // Sometimes a group opens or closes (a slider's press or release).
    switch reader.byte() % 16 {
    case 0: history.beginGrouping()
    case 1: history.endGrouping()
    default: break
    }
    let time: Double
    switch reader.byte() % 16 {
    case 0: time = [Double.nan, .infinity, -.infinity, clock - 1][Int(reader.byte() % 4)]
    case 1: time = clock
    default:
      clock += Double(reader.byte()) / 200
      time = clock
    }
    let badTime =
      !time.isFinite
      || time < (engine.runningAnimation?.startTime ?? -.greatestFiniteMagnitude)
    let before = engine
    let result = engine.apply(event, at: time)
    if tracesEvents {
      print("\(time): \(event) → \(result)")
      fflush(nil)
    }
    if result.startsAnimation, let animation = engine.runningAnimation {
      // Every animation, of every kind: finite at every time, and ending at the state exactly.
      for t in [0, 0.37 * animation.duration, -1, .nan, .infinity] {
        let sample = animation.sample(at: t)
        let s = sample.transform
        check(
          s.a.isFinite && s.b.isFinite && s.c.isFinite && s.d.isFinite && s.tx.isFinite
            && s.ty.isFinite && isFinite(sample.cropBox),
          "a non-finite transform \(s) or box at \(t) after \(event)")
        sink.combine(sample.geometry)
      }
      let end = animation.sample(at: animation.duration)
      check(
        end.geometry == engine.geometry && end.cropBox == engine.cropBox
          && end.transform == .identity,
        "the animation does not end at the state after \(event)")
    }
    sink.combine(result)
    history.record(engine, after: event)
    // The history's position is a step, it keeps at most its depth (one more while a group is
    // open), and at rest its current step is the engine's state.
    check(
      history.steps.indices.contains(history.position)
        && history.steps.count <= history.depth + 1 + (history.isGrouping ? 1 : 0),
      "the history's position \(history.position) of \(history.steps.count) steps after \(event)")
    if !engine.isInteracting {
      check(
        history.current == engine.snapshot,
        "the history's current step is not the state at rest after \(event)")
    }
    if case .revert(let step) = event, result.rejection == nil, step.cropArea == engine.cropArea {
      // A revert into the same crop area puts the step back exactly; a step that is not at rest
      // in the engine's configuration (the first state of an engine made away from rest, a step
      // recorded before a configure) then settles from exactly there (the rest rule).
      let settle = settleAnimation(of: engine)
      check(
        engine.snapshot == step
          || (settle?.startCenter == step.center && settle?.startZoom == step.zoom),
        "a revert to \(step) gave \(engine.snapshot)")
    }
    // The crop box stays inside the crop area, and an editable box at rest inside the image.
    let editBox = engine.cropBox
    let editArea = engine.cropArea
    check(
      editBox.minX >= editArea.minX && editBox.maxX <= editArea.maxX
        && editBox.minY >= editArea.minY && editBox.maxY <= editArea.maxY,
      "the box \(editBox) left the crop area \(editArea) after \(event)")
    if badTime {
      check(result == .rejected(.invalidTime), "\(event) at a bad time \(time) gave \(result)")
    }

    // Every state is valid: a finite, positive zoom and a finite frame (all four edges).
    let f = engine.contentFrame
    check(
      engine.zoom.isFinite && engine.zoom > 0 && isFinite(f) && f.maxX.isFinite && f.maxY.isFinite,
      "\(event) left a non-finite state: \(before) → \(engine)")
    // The crop is finite, or null when the image is entirely off the box.
    let crop = engine.cropRect
    check(crop.isNull || isFinite(crop), "a non-finite crop \(crop) for \(engine)")
    sink.combine(crop)
    // The same crop in the stored grid: as finite, the same size up to a swap.
    let stored = engine.storedCropRect
    check(
      stored.isNull == crop.isNull && (stored.isNull || isFinite(stored)),
      "the stored crop \(stored) of \(crop) with \(imageOrientation)")
    sink.combine(engine.storedCropRegion)
    // What a touch grabs: nothing for a point or a size that is not valid; otherwise a handle only
    // within half the size of the box as drawn, the photo only inside it.
    let touch = reader.point()
    let touchSize = reader.bool() ? 44 : reader.double()
    let touchTime = reader.bool() ? time : reader.double()
    let target = engine.touchTarget(at: touch, time: touchTime, size: touchSize)
    if !(touch.x.isFinite && touch.y.isFinite && touchSize >= 0 && touchSize.isFinite) {
      check(target == .nothing, "a touch at \(touch) with size \(touchSize) grabs \(target)")
    } else if engine.cropBoxTransform(at: touchTime).isIdentity {
      let drawn = engine.cropBox(at: touchTime)
      // Closed rectangles, a zone's border included: the box reaching `r` farther on every side.
      func holds(_ p: Point, reaching r: Double) -> Bool {
        let x1 = drawn.origin.x + drawn.size.width
        let y1 = drawn.origin.y + drawn.size.height
        return drawn.origin.x - r <= p.x && p.x <= x1 + r && drawn.origin.y - r <= p.y
          && p.y <= y1 + r
      }
      switch target {
      case .photo:
        check(holds(touch, reaching: 0), "a touch at \(touch) grabs the photo outside \(drawn)")
      case .handle:
        check(
          engine.configuration.boxEditing != nil && holds(touch, reaching: touchSize * 0.5),
          "a touch at \(touch) (size \(touchSize)) grabs \(target) beyond the zones of \(drawn)")
      case .nothing: break
      }
    }

    // The saved crop's box, rebuilt in an area, is finite and fits in it (or there is none).
    let area = reader.rect()
    if let box = engine.savedCrop.cropBox(centeredIn: area) {
      let a = area.standardized
      check(
        isFinite(box) && box.size.width >= 0 && box.size.height >= 0
          && box.size.width <= a.size.width && box.size.height <= a.size.height,
        "the saved crop's box \(box) does not fit in \(area)")
    }

    switch result {
    case .rejected(_, let animates):
      if animates {
        // A bad end of the last gesture (or of a handle drag) still ends it and settles (or
        // recentres).
        let end = engine.runningAnimation.map { $0.sample(at: $0.duration) }
        check(
          end?.geometry == engine.geometry && end?.cropBox == engine.cropBox,
          "a rejected end's animation is not the state reached")
        check(!engine.isInteracting, "a rejected final end left a gesture active")
      } else {
        check(
          bits(engine) == bits(before),
          "a rejected \(event) changed the placement: \(bits(before)) → \(bits(engine))")
      }
    case .unchanged:
      check(
        engine.zoom.bitPattern == before.zoom.bitPattern && engine.center == before.center,
        "\(event) reported unchanged but moved: \(before) → \(engine)")
      check(!hasBadPayload(event), "\(event) with a bad payload was accepted")
    case .deferred:
      // A double tap or a zoom to a rectangle waiting for the gestures in progress.
      check(
        bits(engine) == bits(before) && engine.isInteracting,
        "\(event) reported deferred but moved, or with no gesture held: \(before) → \(engine)")
      check(!hasBadPayload(event), "\(event) with a bad payload was accepted")
    case .moved, .animated:
      check(!hasBadPayload(event), "\(event) with a bad payload was accepted")
      check(
        expectedDetentCrossing(by: event, from: before, to: engine) == nil,
        "\(event) crossed the detent without saying so: \(before.angle) → \(engine.angle), "
          + "\(before.perspective) → \(engine.perspective)")
    case .detent(let crossing, _):
      check(!hasBadPayload(event), "\(event) with a bad payload was accepted")
      check(
        expectedDetentCrossing(by: event, from: before, to: engine) == crossing,
        "\(event) reported \(crossing) with the dial at \(before.angle) → \(engine.angle), "
          + "\(before.perspective) → \(engine.perspective)")
    }

    // A free box's handle drag that begins at rest inside the aspect range stays inside it (one
    // from a box outside it, laid out or caught in an animation, may only move toward it).
    if !result.isRejected, case .handleDrag(_, .began, _, _) = event, !before.isAnimating(at: time),
      let range = engine.configuration.boxEditing?.aspectRange, engine.aspect.lockedRatio == nil
    {
      let inRange = { (e: CropEngine) -> Bool in
        let a = e.cropBox.size.width / e.cropBox.size.height
        return a >= range.minimum * (1 - 1e-9) && a <= range.maximum * (1 + 1e-9)
      }
      check(
        !inRange(before) || inRange(engine),
        "\(event) took the box out of the aspect range: \(before.cropBox) → \(engine.cropBox)")
    }

    // A dial within the detent lands on 0 exactly.
    let band = engine.configuration.input.detentBand
    if !result.isRejected, case .straighten(let angle) = event, abs(angle) <= band {
      check(engine.angle == 0, "\(event) within the detent left the angle at \(engine.angle)")
    }

    // The rest rule: whenever nothing animates and no gesture holds the photo, it is at rest.
    if result.imageMoved || (before.isInteracting && !engine.isInteracting) { hasMoved = true }
    if hasMoved && !engine.isInteracting && !engine.isAnimating(at: time) && !badTime {
      check(
        isSettled(engine), "\(event) at \(time) left the photo still but not at rest: \(engine)")
    }

    // The zoom stays within the gesture limits it started within.
    let limits = engine.configuration.limits
    if before.zoom >= limits.minimumZoom && before.zoom <= limits.maximumZoom {
      check(
        engine.zoom >= limits.minimumZoom && engine.zoom <= limits.maximumZoom,
        "\(event) left the gesture limits: \(before.zoom) → \(engine.zoom), \(limits)")
    }

    // After a settle: the resting range holds, the settle is idempotent, and a cropper covers its box.
    if result.startsAnimation, let running = engine.runningAnimation,
      let animation = settleAnimation(of: engine)
    {
      sink.combine(running.sample(at: 0.15).frame)
      // Every sample is finite, and within the gesture limits when the start was.
      check(
        animation.duration.isFinite && animation.duration >= 0,
        "an animation with duration \(animation.duration) after \(event)")
      let startWithin =
        animation.startZoom >= limits.minimumZoom
        && animation.startZoom <= limits.maximumZoom
      for t in [0, 0.37 * animation.duration, 0.91 * animation.duration, -1, .nan, .infinity] {
        let sample = running.sample(at: t)
        check(
          isFinite(sample.center) && sample.zoom.isFinite && sample.zoom > 0
            && sample.angle.isFinite && isFinite(sample.velocity),
          "a non-finite sample at \(t) of \(animation) after \(event)")
        if startWithin {
          // To a relative 1e-12: the zoom springs in ln(zoom), and exp(log(z)) rounds (the
          // engine clamps a sample it takes, at an interrupt, into the limits exactly).
          check(
            sample.zoom >= limits.minimumZoom * (1 - 1e-12)
              && sample.zoom <= limits.maximumZoom * (1 + 1e-12),
            "a sample at \(t) leaves the gesture limits: \(sample.zoom), \(limits)")
        }
      }
      check(
        running.sample(at: animation.duration).center == engine.center,
        "the animation's last sample is not the state reached after \(event)")
      if !engine.isInteracting {
        check(isSettled(engine), "settle after \(event) was not idempotent: \(engine)")
        let z = engine.zoom
        if engine.angle != 0 || !engine.orientation.isIdentity || !engine.perspective.isNone {
          // With a rotation, covering the box takes precedence over the resting maximum (the
          // covering zoom may be above it), within the gesture limits; the box is covered.
          check(
            z >= limits.minimumZoom && z <= limits.maximumZoom,
            "\(event) settled a turned image outside the gesture limits: zoom \(z), \(limits)")
          if engine.configuration.coversCropBox && engine.coverZoom <= limits.maximumZoom {
            check(engine.isCovered, "a settled turned cropper leaves its box uncovered: \(engine)")
            if !engine.perspective.isNone { checkRegionOnImage(engine, after: event) }
          }
        } else {
          check(
            z >= limits.restingMinimumZoom && z <= limits.restingMaximumZoom,
            "\(event) settled outside the resting range: zoom \(z), \(limits)")
        }
        if engine.configuration.fit == .fill && limits.restingMinimumZoom >= 1 && engine.angle == 0
          && engine.orientation.isIdentity && engine.perspective.isNone
        {
          let box = engine.cropBox
          let slack = 1e-9 * max(1, box.maxX.magnitude, box.maxY.magnitude, f.width, f.height)
          check(
            f.minX <= box.minX + slack && f.maxX >= box.maxX - slack && f.minY <= box.minY + slack
              && f.maxY >= box.maxY - slack, "a settled cropper leaves its box uncovered: \(engine)"
          )
        }
      }
    }
  }
  sink.combine(engine)
  _ = sink.finalize()
}

/// Under a perspective, the covering rule checked another way: the crop region's corners (the
/// box's corners taken back through the perspective into the image's pixels, not the linear
/// program's half-planes) lie on the image, to 1e-9 of its size plus the rounding of the positions
/// they are computed from: a box corner minus the image's centre loses 16 ulps of their
/// coordinates, in pixels (a box 1e30 points wide at y = 5e153, which the fuzzer makes, has
/// corners the floating point cannot tell apart). With a crop shape other than the rectangle the
/// corners may be off the image: 32 points of the shape's outline are checked instead, mapped
/// from the output (the crop box's size) by the region's projective transform.
func checkRegionOnImage(_ engine: CropEngine, after event: CropEvent) {
  let r = engine.cropRegion
  let size = engine.imagePixelSize
  let b = engine.cropBox
  let c = engine.center
  let positions =
    b.minX.magnitude + b.maxX.magnitude + b.minY.magnitude + b.maxY.magnitude
    + c.x.magnitude + c.y.magnitude
  let pixelsPerPoint =
    max(size.width, size.height)
    / (engine.zoom * min(engine.fittedSize.width, engine.fittedSize.height))
  // A sum of positions that overflows counts as the largest finite number: infinity times a
  // pixels-per-point that underflows to 0 (a 5e-324-pixel image) would make the slack NaN.
  let slack =
    1e-9 * max(size.width, size.height) + 16 * Double.ulpOfOne
    * min(positions, .greatestFiniteMagnitude) * pixelsPerPoint
  for p in outlinePixels(r, box: b.size, shape: engine.cropShape) {
    check(
      p.x >= -slack && p.x <= size.width + slack && p.y >= -slack && p.y <= size.height + slack,
      "a settled perspective leaves the crop shape's point \(p) off the image after \(event): \(engine)"
    )
  }
}

/// The image pixels of the crop shape's outline: the region's corners for the rectangle; for
/// another shape, 8 points on each corner's arc (directions from Pythagorean triples, so no
/// trigonometry), mapped from an output of the box's size by the region's projective transform
/// (none when it has no transform).
func outlinePixels(_ r: CropRegion, box: Size, shape: CropShape) -> [Point] {
  if shape == .rectangle { return [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft] }
  guard let t = r.projectiveTransform(outputSize: box) else { return [] }
  let radii = r.cornerRadii(outputSize: box)
  let directions: [(Double, Double)] = [
    (1, 0), (15.0 / 17, 8.0 / 17), (12.0 / 13, 5.0 / 13), (4.0 / 5, 3.0 / 5),
    (3.0 / 5, 4.0 / 5), (5.0 / 13, 12.0 / 13), (8.0 / 17, 15.0 / 17), (0, 1),
  ]
  var points: [Point] = []
  for (sx, sy) in [(1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)] {
    let cx = box.width * 0.5 + sx * (box.width * 0.5 - radii.width)
    let cy = box.height * 0.5 + sy * (box.height * 0.5 - radii.height)
    for (u, v) in directions {
      let q = Point(x: cx + sx * radii.width * u, y: cy + sy * radii.height * v)
      if let p = q.projected(by: t) { points.append(p) }
    }
  }
  return points
}

// MARK: Codable

func fuzzCodable(_ reader: inout ByteReader) {
  let data = Data(reader.bytes[min(reader.index, reader.bytes.count)...])
  let decoder = JSONDecoder()
  let encoder = JSONEncoder()
  roundTrip(Point.self, data, decoder, encoder)
  roundTrip(Size.self, data, decoder, encoder)
  roundTrip(Rect.self, data, decoder, encoder)
  roundTrip(AffineTransform.self, data, decoder, encoder)
  roundTrip(RectEdge.self, data, decoder, encoder)
  roundTrip([Rect].self, data, decoder, encoder)
  roundTrip(SavedCrop.self, data, decoder, encoder)
  roundTrip(ProjectiveTransform.self, data, decoder, encoder)
}

/// Decoding arbitrary bytes either throws or gives a value that encodes and decodes back to an
/// equal value (JSON has no NaN or infinity, so every decoded number is finite).
func roundTrip<T: Codable & Equatable>(
  _ type: T.Type, _ data: Data, _ decoder: JSONDecoder, _ encoder: JSONEncoder
) {
  guard let value = try? decoder.decode(type, from: data) else { return }
  guard let encoded = try? encoder.encode(value) else {
    fatalError("AffineKit fuzz invariant failed: a decoded \(type) does not encode: \(value)")
  }
  guard let again = try? decoder.decode(type, from: encoded) else {
    fatalError("AffineKit fuzz invariant failed: re-encoded \(type) does not decode")
  }
  check(again == value, "\(type) JSON round trip: \(value) → \(again)")
}
