import AffineKit
import Testing

/// Laws of the reducers over seeded samples (tolerance 1e-9 absolute unless stated).
@Suite("Gesture laws")
struct GestureLawTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var state: ZoomableContent
    var k1, k2: Double
    var focus: Point
    var testDescription: String {
      "zoom \(state.zoomScale) at \(state.content.center), k \(k1) \(k2) about \(focus)"
    }
  }

  static let cases: [Case] = {
    var rng = SplitMix64(seed: 0x6E57)
    return (0..<100).map { _ in
      var s = ZoomableContent(
        wrapper: Rect(x: 0, y: 0, width: 300, height: 200),
        contentSize: Size(
          width: Double.random(in: 50...600, using: &rng),
          height: Double.random(in: 50...600, using: &rng)),
        limits: ZoomLimits(maximumZoom: 8))
      let zoom = Double.random(in: 0.6...8, using: &rng)
      s.content.transform = AffineTransform(scaleX: zoom, y: zoom)
      s.content.center = Point(
        x: Double.random(in: -500...800, using: &rng), y: Double.random(in: -500...800, using: &rng)
      )
      return Case(
        state: s, k1: Double.random(in: 0.2...3, using: &rng),
        k2: Double.random(in: 0.2...3, using: &rng),
        focus: Point(
          x: Double.random(in: 0...300, using: &rng), y: Double.random(in: 0...200, using: &rng)))
    }
  }()

  /// Where a wrapper point sits in the content's own space.
  static func contentPoint(_ p: Point, in s: ZoomableContent) -> Point {
    s.content.convertFromSuperview(p)
  }

  @Test(arguments: cases)
  func `an unclamped pinch keeps the content point under the focal point`(c: Case) {
    var s = c.state
    s.limits = ZoomLimits(minimumZoom: 1e-6, maximumZoom: 1e6)
    let before = Self.contentPoint(c.focus, in: s)
    var k = c.k1
    s.pinch(scale: &k, focalPoint: c.focus, phase: .changed)
    #expect(isClose(Self.contentPoint(c.focus, in: s), before, tolerance: 1e-9))
  }

  @Test(arguments: cases)
  func `pinch by k1 then k2 equals one pinch by k1 times k2 about the same point`(c: Case) {
    var twice = c.state
    twice.limits = ZoomLimits(minimumZoom: 1e-6, maximumZoom: 1e6)
    var once = twice
    var k = c.k1
    twice.pinch(scale: &k, focalPoint: c.focus, phase: .changed)
    k = c.k2
    twice.pinch(scale: &k, focalPoint: c.focus, phase: .changed)
    k = c.k1 * c.k2
    once.pinch(scale: &k, focalPoint: c.focus, phase: .changed)
    #expect(isClose(twice.zoomScale, once.zoomScale, tolerance: 1e-12))
    #expect(isClose(twice.content.center, once.content.center, tolerance: 1e-9))
  }

  @Test func `1000 pinches of 1.01 then 1000 of 1 over 1.01 return to the start within 1e-9`() {
    var s = ZoomableContent(
      wrapper: Rect(x: 0, y: 0, width: 300, height: 300), limits: ZoomLimits(maximumZoom: 1e9))
    let start = s
    let focus = Point(x: 70, y: 210)
    for k in Array(repeating: 1.01, count: 1000) + Array(repeating: 1 / 1.01, count: 1000) {
      var scale = k
      s.pinch(scale: &scale, focalPoint: focus, phase: .changed)
    }
    #expect(isClose(s.zoomScale, 1, tolerance: 1e-9))
    #expect(isClose(s.content.center, start.content.center, tolerance: 1e-9))
  }

  @Test(arguments: cases)
  func `the zoom never leaves the gesture limits over a long random gesture`(c: Case) {
    var s = c.state
    var rng = SplitMix64(seed: UInt64(bitPattern: Int64(c.k1 * 1e9)))
    var scales: [Double] = []
    for _ in 0..<200 {
      var k = Double.random(in: 0.3...3, using: &rng)
      s.pinch(scale: &k, focalPoint: c.focus, phase: .changed)
      var t = Point(
        x: Double.random(in: -80...80, using: &rng), y: Double.random(in: -80...80, using: &rng))
      s.pan(translation: &t, phase: .changed)
      scales.append(s.zoomScale)
    }
    #expect(scales.allSatisfy { $0 >= 0.6 && $0 <= 8 })
    #expect(s.isValid)
  }

  @Test(arguments: cases)
  func `settle is idempotent: a second settle changes nothing and returns no animation`(c: Case) {
    var s = c.state
    s.settle()
    let settled = s
    let again = s.settle()
    #expect(again == nil)
    #expect(s == settled)
  }

  static let restingLimits = [
    ZoomLimits(maximumZoom: 8), ZoomLimits(maximumZoom: 8, restingMinimumZoom: 0.6),
  ]

  @Test(arguments: cases, restingLimits)
  func `a settled content rests in the resting range, covering or centred on each axis`(
    c: Case, limits: ZoomLimits
  ) {
    var s = c.state
    s.limits = limits
    s.settle()
    let f = s.contentFrame
    let w = s.wrapper
    #expect(s.zoomScale >= limits.restingMinimumZoom && s.zoomScale <= limits.restingMaximumZoom)
    if f.width >= w.width {
      #expect(f.minX <= w.minX + 1e-9 && f.maxX >= w.maxX - 1e-9)
    } else {
      #expect(isClose(f.midX, w.midX, tolerance: 1e-9))
    }
    if f.height >= w.height {
      #expect(f.minY <= w.minY + 1e-9 && f.maxY >= w.maxY - 1e-9)
    } else {
      #expect(isClose(f.midY, w.midY, tolerance: 1e-9))
    }
  }

  @Test(arguments: cases)
  func `cancel equals end for a pinch`(c: Case) {
    var ended = c.state
    var cancelled = c.state
    var k = c.k1
    let a = ended.pinch(scale: &k, focalPoint: c.focus, phase: .ended)
    k = c.k1
    let b = cancelled.pinch(scale: &k, focalPoint: c.focus, phase: .cancelled)
    #expect(ended == cancelled && a == b)
  }

  @Test(arguments: cases, [Overscroll.free, .clamped, .rubberBand])
  func `cancel equals end for a pan`(c: Case, overscroll: Overscroll) {
    var ended = c.state
    ended.overscroll = overscroll
    var cancelled = ended
    var t = Point(x: c.focus.x - 150, y: c.focus.y - 100)
    let a = ended.pan(translation: &t, phase: .ended)
    t = Point(x: c.focus.x - 150, y: c.focus.y - 100)
    let b = cancelled.pan(translation: &t, phase: .cancelled)
    #expect(ended == cancelled && a == b)
  }

  @Test(arguments: cases)
  func `cancel equals end for a simultaneous pinch and pan`(c: Case) {
    var ended = c.state
    ended.tracking = ZoomableContent.Tracking(centroid: Point(x: 150, y: 100), touchCount: 2)
    var cancelled = ended
    var k = c.k1
    let a = ended.pinchAndPan(scale: &k, centroid: c.focus, touchCount: 2, phase: .ended)
    k = c.k1
    let b = cancelled.pinchAndPan(scale: &k, centroid: c.focus, touchCount: 2, phase: .cancelled)
    #expect(ended == cancelled && a == b)
    #expect(ended.tracking == nil)
  }

  @Test(arguments: cases, [Overscroll.free, .clamped, .rubberBand])
  func `identity events change nothing bit for bit, in every overscroll mode`(
    c: Case, overscroll: Overscroll
  ) {
    var s = c.state
    s.overscroll = overscroll
    s.tracking = ZoomableContent.Tracking(centroid: c.focus, touchCount: 2)
    s.isHoldingContent = true
    let before = s
    var k = 1.0
    s.pinch(scale: &k, focalPoint: c.focus, phase: .changed)
    var t = Point.zero
    s.pan(translation: &t, phase: .changed)
    k = 1
    s.pinchAndPan(scale: &k, centroid: c.focus, touchCount: 2, phase: .changed)
    s.touchMoved(from: c.focus, to: c.focus)
    #expect(bitIdentical(s, before))
  }

  @Test(arguments: cases, [Overscroll.free, .clamped, .rubberBand])
  func `a pan along one axis leaves the other axis bit-identical`(
    c: Case, overscroll: Overscroll
  ) {
    var s = c.state
    s.overscroll = overscroll
    var t = Point(x: c.k1 * 10, y: 0)
    s.pan(translation: &t, phase: .changed)
    #expect(s.content.center.y.bitPattern == c.state.content.center.y.bitPattern)
  }

  // -0 + 0 is +0: an axis with a zero component must not be added to at all.
  @Test(arguments: [Overscroll.free, .clamped, .rubberBand])
  func `a pan along x keeps a -0 centre y as -0, in every overscroll mode`(overscroll: Overscroll) {
    var s = ZoomableContent(
      wrapper: Rect(x: -150, y: -150, width: 300, height: 300), overscroll: overscroll)
    s.content.center = Point(x: 0, y: -0.0)
    var t = Point(x: 12, y: 0)
    s.pan(translation: &t, phase: .changed)
    #expect(s.content.center.y.bitPattern == (-0.0).bitPattern)
  }
}
