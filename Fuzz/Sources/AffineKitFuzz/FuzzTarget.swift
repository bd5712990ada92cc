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

/// libFuzzer's entry point: runs one input. The first byte picks the area (primitives, layers and
/// trees, reducers, Codable); the rest is decoded by ``ByteReader``.
///
/// Edge cases: every input decodes (reading past the end yields zeros); a failed invariant traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var reader = ByteReader(Array(UnsafeBufferPointer(start: data, count: count)))
  switch reader.byte() % 4 {
  case 0: fuzzPrimitives(&reader)
  case 1: fuzzLayers(&reader)
  case 2: fuzzReducers(&reader)
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

// MARK: Reducers

/// Every stored bit of a state: `==` treats −0 and 0 as equal and NaN as unequal to itself, so
/// "left unchanged" is checked on the bit patterns.
func bits(_ z: ZoomableContent, zeroSign: Bool = true) -> [UInt64] {
  let l = z.content.layer
  var out: [UInt64] = [
    l.bounds.origin.x, l.bounds.origin.y, l.bounds.size.width, l.bounds.size.height,
    l.position.x, l.position.y, l.anchorPoint.x, l.anchorPoint.y,
    l.transform.a, l.transform.b, l.transform.c, l.transform.d, l.transform.tx, l.transform.ty,
    z.content.alpha,
    z.wrapper.origin.x, z.wrapper.origin.y, z.wrapper.size.width, z.wrapper.size.height,
    z.limits.minimumZoom, z.limits.maximumZoom, z.limits.restingMinimumZoom,
    z.limits.restingMaximumZoom,
  ].map { zeroSign || $0 != 0 ? $0.bitPattern : 0 }
  out.append(
    (l.isHidden ? 1 : 0) | (l.masksToBounds ? 2 : 0) | (z.content.isHidden ? 4 : 0)
      | (z.content.isUserInteractionEnabled ? 8 : 0) | (z.content.clipsToBounds ? 16 : 0)
      | (z.isHoldingContent ? 32 : 0))
  switch z.overscroll {
  case .free: out.append(0)
  case .clamped: out.append(1)
  case .rubberBand: out.append(2)
  }
  if let tracking = z.tracking {
    out += [1, tracking.centroid.x.bitPattern, tracking.centroid.y.bitPattern]
    out.append(UInt64(bitPattern: Int64(tracking.touchCount)))
  } else {
    out.append(0)
  }
  return out
}

func isFinite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }

enum Event {
  case pinch(scale: Double, focalPoint: Point?, phase: GesturePhase)
  case pan(translation: Point, phase: GesturePhase)
  case pinchAndPan(scale: Double, centroid: Point, touchCount: Int, phase: GesturePhase)
  case touchBegan(Point)
  case touchMoved(from: Point, to: Point)
  case touchEnded
  case settle
  case doubleTap(Point)
  case zoomTo(Rect)
  case zeroPan
}

extension ByteReader {
  mutating func event() -> Event {
    switch byte() % 10 {
    case 0: return .pinch(scale: double(), focalPoint: bool() ? point() : nil, phase: phase())
    case 1: return .pan(translation: point(), phase: phase())
    case 2:
      return .pinchAndPan(
        scale: double(), centroid: point(), touchCount: Int(Int8(bitPattern: byte())),
        phase: phase())
    case 3: return .touchBegan(point())
    case 4: return .touchMoved(from: point(), to: point())
    case 5: return .touchEnded
    case 6: return .settle
    case 7: return .doubleTap(point())
    case 8: return .zoomTo(rect())
    default: return .zeroPan
    }
  }
}

func fuzzReducers(_ reader: inout ByteReader) {
  var state = reader.zoomable()
  var sink = Hasher()
  var steps = 0
  while !reader.isAtEnd, steps < 64 {
    steps += 1
    let event = reader.event()
    let before = state
    let beforeBits = bits(before)
    let valid = before.isValid
    var animation: SettleAnimation?
    /// The inputs are rejected by the reducer's documented edge cases: state must be unchanged.
    var rejected = !valid
    /// The event settles at the end (resting limits apply afterwards).
    var settles = false

    switch event {
    case .pinch(let k, let focal, let phase):
      var scale = k
      animation = state.pinch(scale: &scale, focalPoint: focal, phase: phase)
      check(scale.bitPattern == (1.0).bitPattern, "pinch did not reset scale to 1: \(scale)")
      rejected = rejected || !(k.isFinite && k > 0) || !(focal.map(isFinite) ?? true)
      settles = phase == .ended || phase == .cancelled
    case .pan(let t, let phase):
      var translation = t
      animation = state.pan(translation: &translation, phase: phase)
      check(
        translation.x.bitPattern == 0 && translation.y.bitPattern == 0,
        "pan did not reset translation to zero: \(translation)")
      rejected = rejected || !isFinite(t)
      settles = phase == .ended || phase == .cancelled
    case .pinchAndPan(let k, let centroid, let touchCount, let phase):
      var scale = k
      animation = state.pinchAndPan(
        scale: &scale, centroid: centroid, touchCount: touchCount, phase: phase)
      check(scale.bitPattern == (1.0).bitPattern, "pinchAndPan did not reset scale to 1")
      rejected = rejected || !(k.isFinite && k > 0) || !isFinite(centroid) || touchCount < 1
      settles = phase == .ended || phase == .cancelled
    case .touchBegan(let location):
      let held = state.touchBegan(at: location)
      // An accepted touch reports whether it now holds the content; an ignored one (non-finite
      // location or invalid state) returns false and leaves the state, hold included, as it was.
      check(
        isFinite(location) && before.isValid ? held == state.isHoldingContent : !held,
        "touchBegan's result differs from isHoldingContent")
      if !isFinite(location) {
        // A rejected input leaves the state bit-identical.
        check(bits(state) == beforeBits, "touchBegan(at: \(location)) changed the state")
        continue
      }
      if !valid {
        var expected = before
        expected.isHoldingContent = false
        check(bits(state) == bits(expected), "touchBegan on an invalid state changed its geometry")
        continue
      }
      check(!held || before.contentFrame.contains(location), "held a touch outside the frame")
    case .touchMoved(let from, let to):
      state.touchMoved(from: from, to: to)
      rejected = rejected || !before.isHoldingContent || !isFinite(from) || !isFinite(to)
    case .touchEnded:
      state.touchEnded()
      var expected = before
      expected.isHoldingContent = false
      check(bits(state) == bits(expected), "touchEnded changed more than isHoldingContent")
      continue
    case .settle:
      animation = state.settle()
      settles = true
    case .doubleTap(let location):
      animation = state.doubleTap(at: location)
      rejected = rejected || !isFinite(location)
      settles = true
    case .zoomTo(let rect):
      animation = state.zoom(to: rect)
      let r = rect.standardized
      rejected =
        rejected || r.isEmpty || !(r.origin.x.isFinite && r.origin.y.isFinite)
        || !(r.size.width.isFinite && r.size.height.isFinite)
      settles = true
    case .zeroPan:
      // A zero pan is the identity: `c + 0` (free), a clamp of an in-range centre (not checked:
      // a raw state may start outside the range), and the rubber band's stateless `band∘unband`.
      // Compared up to the sign of zero: IEEE 754 makes −0 + 0 = +0, so a free zero pan turns a
      // centre coordinate of −0 into +0 (the same value; noted in Docs/Robustness.md).
      var translation = Point.zero
      state.pan(translation: &translation, phase: .changed)
      if before.overscroll != .clamped {
        check(
          bits(state, zeroSign: false) == bits(before, zeroSign: false),
          "a zero pan in \(before.overscroll) mode changed \(before) to \(state)")
      }
      continue
    }

    if let animation { sink.combine(animation.frame(at: 0.15)) }

    if rejected {
      check(bits(state) == beforeBits, "a rejected \(event) changed the state \(before)")
      check(animation == nil, "a rejected \(event) returned an animation")
      continue
    }

    // From a valid state: still valid (finite), within the limits it started within.
    check(state.isValid, "\(event) made a valid state invalid: \(before) → \(state)")
    let limits = state.limits
    // In a valid state the transform is exactly (s, 0, 0, s, 0, 0), so the zoom is `a`.
    let s0 = before.content.transform.a
    let s1 = state.content.transform.a
    check(state.zoomScale == s1, "zoomScale \(state.zoomScale) of a valid state with zoom \(s1)")
    if s0 >= limits.minimumZoom && s0 <= limits.maximumZoom {
      check(
        s1 >= limits.minimumZoom && s1 <= limits.maximumZoom,
        "\(event) left the gesture limits: zoom \(s0) → \(s1), limits \(limits)")
    }
    // A step whose result (or whose settle target) is not finite is rejected whole and leaves
    // the state bit-identical (the overflow policy): then it has not settled, and a state
    // that started outside the resting range (e.g. limits so large that the resting geometry
    // overflows) stays there. Only a step that changed the state must rest inside the range.
    // Likewise a step can apply and its settle be rejected when the resting geometry overflows:
    // then a fresh settle() cannot move the state either, and there is nothing to check.
    var probe = state
    _ = probe.settle()
    if settles && bits(state) != beforeBits && bits(probe) != bits(state) {
      check(
        s1 >= limits.restingMinimumZoom && s1 <= limits.restingMaximumZoom,
        "\(event) settled outside the resting limits: zoom \(s1), limits \(limits)")
      // Settle is idempotent: a second settle changes nothing and returns nil.
      var again = state
      let second = again.settle()
      check(
        second == nil && bits(again) == bits(state),
        "settle after \(event) was not idempotent: \(state) → \(again)")
    }
  }
  // Whatever the sequence left, settling a valid state twice is the same as once.
  if state.isValid {
    state.settle()
    if state.isValid {
      var again = state
      let second = again.settle()
      check(
        second == nil && bits(again) == bits(state),
        "settle not idempotent: \(state) → \(again), animation \(String(describing: second))")
    }
  }
  sink.combine(state)
  sink.combine(state.visibleContentRect)
  sink.combine(state.cropRect(imagePixelSize: reader.size()))
  _ = sink.finalize()
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
