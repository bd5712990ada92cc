import AffineKit
import Testing

/// Inputs the libFuzzer target (Fuzz/, `scripts/fuzz`) found to break an invariant, written as
/// literals. See Docs/Robustness.md for the runs and each finding.
///
/// Every finding is fixed; each test pins its fix. (While the fuzzer was written these bugs were
/// still open, and its `AFFINEKIT_FUZZ_TOLERATE_KNOWN=1` flag skipped the same violations.)
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// A 10537 × 10537 content at zoom 1, centred at the origin of CoreGraphics' infinite rectangle
  /// as the wrapper, with the rubber band: the fuzzer's first non-finite state.
  static let hugeWrapper = ZoomableContent(
    wrapper: .infinite, contentSize: Size(width: 10537, height: 10537), limits: .viewer,
    overscroll: .rubberBand)

  // Fixed bug (pinned here): "huge pinch k / far focal / huge pan can overflow to non-finite". The rubber band's
  // `unband`/`band` of an overshoot near 1.8e308 overflows; the state must stay finite.
  @Test
  func `a huge pan in a huge wrapper leaves a valid state valid and finite`() {
    var state = Self.hugeWrapper
    #expect(state.isValid)
    var translation = Point(x: 10537, y: -1.7976931348623157e308)
    state.pan(translation: &translation, phase: .ended)
    #expect(state.isValid)
    #expect(state.content.center.x.isFinite && state.content.center.y.isFinite)
  }

  // Fuzz finding (fixed): about a focal point at 1e308, doubling the zoom moves the centre to
  // p + 2·(c − p), and 2·(c − p) overflows. A step whose result is not finite is rejected, so the
  // state stays bit-identical (the bad-input policy of issue 4) rather than zooming.
  @Test
  func `a pinch about a far focal point whose result overflows leaves the state unchanged`() {
    var state = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
    let before = state
    var scale = 2.0
    state.pinch(scale: &scale, focalPoint: Point(x: 1e308, y: 150), phase: .changed)
    #expect(state.isValid)
    #expect(bitIdentical(state, before))
    #expect(scale == 1)
  }

  // Fixed bug (pinned here): "zoom(to:) with a tiny rect writes non-finite state". 300 / 5e-324 (the smallest subnormal) is +∞, and the
  // default resting maximum (+∞) lets it through.
  @Test
  func `zoom to a subnormal rectangle leaves a valid state valid and finite`() {
    var state = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
    state.zoom(to: Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude))
    #expect(state.isValid)
    #expect(state.content.transform.a.isFinite)
  }

  // Fixed bug (pinned here): "touchBegan(at: NaN) clears isHoldingContent". A rejected input must leave the
  // state bit-identical, so a held content stays held.
  @Test
  func `a non-finite touch location leaves a held content held`() {
    var state = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
    let held = state.touchBegan(at: Point(x: 150, y: 150))
    #expect(held)
    let before = state
    state.touchBegan(at: Point(x: .nan, y: 150))
    #expect(state.isHoldingContent)
    #expect(bitIdentical(state, before))
  }

  // Fixed bug (pinned here): "rubber-band zero pan not bit-identical". Past the edge the rubber band maps the
  // displayed overshoot back to the virtual one and forward again; a zero pan must not move it.
  @Test(arguments: [100.0, 37.3, 250.0, 1e6])
  func `a zero pan in rubber-band mode leaves an overshooting content where it is`(
    overshoot: Double
  ) {
    var state = ZoomableContent(
      wrapper: Rect(x: 0, y: 0, width: 300, height: 300), overscroll: .rubberBand)
    var translation = Point(x: overshoot, y: -overshoot)
    state.pan(translation: &translation, phase: .changed)
    let before = state
    var zero = Point.zero
    state.pan(translation: &zero, phase: .changed)
    #expect(bitIdentical(state, before))
  }

  // Found by the fuzzer (fixed since; this pins the fix): `zoomScale` is the naive `√(a² + b²)`, so for a valid zoom
  // below about 1.5e-154 the square underflows and it reads 0 (a valid state's zoom is exactly
  // `a`). See Docs/Robustness.md.
  // Above about 1.34e154 the square overflows instead, and it reads +∞.
  @Test(arguments: [1e-200, 1e-160, Double.leastNonzeroMagnitude, 1e200, .greatestFiniteMagnitude])
  func `zoomScale of a valid state with a tiny or huge zoom is that zoom`(zoom: Double) {
    var state = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
    state.content.transform = AffineTransform(scaleX: zoom, y: zoom)
    #expect(state.isValid)
    #expect(state.zoomScale == zoom)
  }

  /// The fuzzer's first report of the same underflow: limits pinned at the smallest subnormal,
  /// then `zoom(to:)` of CoreGraphics' infinite rectangle. The zoom itself is right (`a` is at the
  /// limits); only `zoomScale` misreads it.
  @Test
  func `zoom to the infinite rectangle with subnormal limits rests at those limits`() {
    let tiny = Double.leastNonzeroMagnitude
    var state = ZoomableContent(
      wrapper: Rect(x: 0, y: 0, width: 300, height: 300),
      limits: ZoomLimits(minimumZoom: tiny, maximumZoom: tiny))
    state.zoom(to: .infinite)
    #expect(state.isValid)
    #expect(state.content.transform.a == tiny)
    let second = state.settle()
    #expect(second == nil)
  }

  // Found by the fuzzer (fixed since; this pins the fix): with a subnormal wrapper side `d`, the rubber band's
  // `unband` caps the overshoot at `0.999·d`, which rounds back to `d`, then divides by `d − d`:
  // 0/0 is NaN. The wrapper is valid (finite, nonzero), so the state must stay valid. Fix belongs in
  // ZoomableContent+Pan.swift (Docs/Robustness.md, finding 3).
  @Test(arguments: [1.0, 0.0, -1.0])
  func `a rubber-band pan in a wrapper with a subnormal side keeps the state valid`(dy: Double) {
    var state = ZoomableContent(
      wrapper: Rect(x: 0, y: 0, width: 300, height: .leastNonzeroMagnitude),
      contentSize: Size(width: 300, height: 300), overscroll: .rubberBand)
    state.content.center = Point(x: 150, y: 400)
    #expect(state.isValid)
    var translation = Point(x: 0, y: dy)
    state.pan(translation: &translation, phase: .changed)
    #expect(state.isValid)
  }

  // Found by the fuzzer (fixed since; this pins the fix): `isValid` does not look at the content's bounds origin or
  // alpha, and settle reports "nothing moved" by `content == before`, which is false when either
  // is NaN. So a state at rest returns an animation from every settle. Fix belongs in
  // ZoomableContent.swift / +Settle.swift (Docs/Robustness.md, finding 4).
  @Test(arguments: [
    Point(x: .nan, y: 0), Point(x: 0, y: .nan),
  ])
  func `settling a resting state with a NaN bounds origin returns no animation`(origin: Point) {
    var state = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
    state.content.bounds.origin = origin
    #expect(state.isValid)
    let before = state
    let animation = state.settle()
    #expect(bitIdentical(state, before))
    #expect(animation == nil)
  }

  // The same finding through alpha, which no reducer reads.
  @Test
  func `settling a resting state with a NaN alpha returns no animation`() {
    var state = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
    state.content.alpha = .nan
    let before = state
    let animation = state.settle()
    #expect(bitIdentical(state, before))
    #expect(animation == nil)
  }

  // Found by the fuzzer (fixed since; this pins the fix): ZoomLimits accepts any finite positive zoom, and a double
  // tap's target `2 × restingMinimumZoom` overflows to +∞ when that is the largest double; the
  // default +∞ maximum lets it through, so the zoom becomes +∞. Fix belongs in ZoomLimits.swift or
  // ZoomableContent+ZoomTo.swift (Docs/Robustness.md, finding 8).
  @Test
  func `a double tap with the largest resting minimum zoom keeps the state valid`() {
    var state = ZoomableContent(
      wrapper: Rect(x: 0, y: 0, width: 300, height: 300),
      limits: ZoomLimits(
        minimumZoom: .greatestFiniteMagnitude, restingMinimumZoom: .greatestFiniteMagnitude))
    #expect(state.isValid)
    state.doubleTap(at: Point(x: 150, y: 150))
    #expect(state.isValid)
  }

  // The same finding through a pinch: the limits pin the zoom at the largest double, and moving
  // the centre about a focal point 150 points away multiplies 150 by it.
  @Test
  func `a pinch clamped to the largest zoom keeps the state valid`() {
    let largest = Double.greatestFiniteMagnitude
    var state = ZoomableContent(
      wrapper: Rect(x: 0, y: 0, width: 300, height: 300),
      limits: ZoomLimits(minimumZoom: largest, maximumZoom: largest))
    var scale = 2.0
    state.pinch(scale: &scale, focalPoint: Point(x: 0, y: 0), phase: .changed)
    #expect(state.isValid)
  }
}
