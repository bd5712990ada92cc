import AffineKit
import Testing

/// Step-by-step scripts: start from a literal state, apply one event, compare with a literal.
@Suite("ZoomableContent")
struct ZoomableContentTests {
  /// Seed 000's screen: a 300 × 300 wrapper with a 300 × 300 image filling it.
  static let seed = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))

  static func state(frame: Rect, scale: Double, limits: ZoomLimits = .crop) -> ZoomableContent {
    var s = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300), limits: limits)
    s.content.transform = AffineTransform(scaleX: scale, y: scale)
    s.content.center = Point(x: frame.midX, y: frame.midY)
    return s
  }

  @Test func `a new state fills the wrapper at zoom 1 and is valid`() {
    let s = Self.seed
    #expect(s.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(s.zoomScale == 1)
    #expect(s.isValid)
    #expect(s.content.bounds == Rect(x: 0, y: 0, width: 300, height: 300))
  }

  @Test func `the zoom scale is the square root of a squared plus b squared, not a alone`() {
    var s = Self.seed
    s.content.transform = AffineTransform(a: 0, b: 2, c: -2, d: 0, tx: 0, ty: 0)
    #expect(s.zoomScale == 2)
    #expect(!s.isValid)  // a rotated content is not a zoom state the reducers accept
  }

  @Suite("Seed 000 scenario")
  struct SeedScenario {
    @Test func `pinching 0.9 twice gives (28.5, 28.5, 243, 243) at zoom 0.81`() {
      var s = ZoomableContentTests.seed
      var scale = 0.9
      s.pinch(scale: &scale, phase: .began)
      #expect(scale == 1)
      scale = 0.9
      s.pinch(scale: &scale, phase: .changed)
      #expect(s.zoomScale == 0.81)
      // 0.9 · 0.9 · 300 is 243.00000000000003 in binary floating point.
      #expect(
        isClose(s.contentFrame, Rect(x: 28.5, y: 28.5, width: 243, height: 243), tolerance: 1e-12))
    }

    @Test func `releasing settles to (0, 0, 300, 300) with a 0.3 s ease-in-out animation`() throws {
      var s = ZoomableContentTests.seed
      var scale = 0.9
      s.pinch(scale: &scale, phase: .changed)
      scale = 0.9
      s.pinch(scale: &scale, phase: .changed)
      scale = 1
      let result = s.pinch(scale: &scale, phase: .ended)
      let animation = try #require(result)
      #expect(s.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(s.zoomScale == 1)
      #expect(animation.duration == 0.3)
      #expect(animation.curve == .easeInOut)
      #expect(animation.end == s.content)
    }

    @Test(
      arguments: zip([0.075, 0.15, 0.225], [24.818885, 14.25, 3.681115]))
    func
      `the settle animation at 25, 50 and 75 percent of 0.3 s has x = 24.818885, 14.25, 3.681115`(
        time: Double, x: Double
      ) throws
    {
      var s = ZoomableContentTests.state(
        frame: Rect(x: 28.5, y: 28.5, width: 243, height: 243), scale: 0.81)
      let result = s.settle()
      let animation = try #require(result)
      #expect(isClose(animation.frame(at: time).origin.x, x, tolerance: 1e-6))
      #expect(isClose(animation.frame(at: time).origin.y, x, tolerance: 1e-6))
    }

    @Test func `the animation starts at the released frame and ends at the settled one`() throws {
      var s = ZoomableContentTests.state(
        frame: Rect(x: 28.5, y: 28.5, width: 243, height: 243), scale: 0.81)
      let result = s.settle()
      let animation = try #require(result)
      #expect(
        isClose(
          animation.frame(at: 0), Rect(x: 28.5, y: 28.5, width: 243, height: 243), tolerance: 1e-12)
      )
      #expect(animation.frame(at: 0.3) == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(animation.frame(at: .nan) == animation.frame(at: 0))
    }
  }

  @Suite("pinch(scale:focalPoint:phase:)")
  struct Pinch {
    @Test func `one pinch of 0.1 from rest stops exactly at the 0.6 floor: (60, 60, 180, 180)`() {
      var s = ZoomableContentTests.seed
      var scale = 0.1
      s.pinch(scale: &scale, phase: .changed)
      #expect(s.zoomScale == 0.6)
      #expect(s.contentFrame == Rect(x: 60, y: 60, width: 180, height: 180))
    }

    @Test
    func `a pinch of 2 without a focal point scales about the centre: (-150, -150, 600, 600)`() {
      var s = ZoomableContentTests.seed
      var scale = 2.0
      s.pinch(scale: &scale, phase: .changed)
      #expect(s.contentFrame == Rect(x: -150, y: -150, width: 600, height: 600))
      #expect(s.content.center == Point(x: 150, y: 150))
    }

    @Test func `a pinch about a focal point keeps the content point under the fingers`() {
      var s = ZoomableContentTests.seed
      var scale = 2.0
      s.pinch(scale: &scale, focalPoint: Point(x: 0, y: 0), phase: .changed)
      #expect(s.contentFrame == Rect(x: 0, y: 0, width: 600, height: 600))
      scale = 0.5
      s.pinch(scale: &scale, focalPoint: Point(x: 100, y: 200), phase: .changed)
      #expect(s.contentFrame == Rect(x: 50, y: 100, width: 300, height: 300))
    }

    @Test func `at the floor a further pinch-in changes nothing and a pinch-out works at once`() {
      var s = ZoomableContentTests.state(
        frame: Rect(x: 60, y: 60, width: 180, height: 180), scale: 0.6)
      let atFloor = s
      var scale = 0.5
      s.pinch(scale: &scale, phase: .changed)
      #expect(s == atFloor)
      scale = 1.5
      s.pinch(scale: &scale, phase: .changed)
      #expect(isClose(s.zoomScale, 0.9, tolerance: 1e-15))
    }

    @Test func `the maximum zoom is a hard ceiling`() {
      var s = ZoomableContentTests.seed
      s.limits = ZoomLimits(maximumZoom: 3)
      var scale = 10.0
      s.pinch(scale: &scale, phase: .changed)
      #expect(s.zoomScale == 3)
      #expect(s.contentFrame == Rect(x: -300, y: -300, width: 900, height: 900))
    }

    @Test func `a cancelled pinch settles exactly like an ended one`() {
      var ended = ZoomableContentTests.state(
        frame: Rect(x: 60, y: 60, width: 180, height: 180), scale: 0.6)
      var cancelled = ended
      var scale = 1.0
      let a = ended.pinch(scale: &scale, phase: .ended)
      scale = 1.0
      let b = cancelled.pinch(scale: &scale, phase: .cancelled)
      #expect(ended == cancelled)
      #expect(a == b)
      #expect(ended.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `with clamped overscroll a pinch-out keeps the content over the wrapper`() {
      var s = ZoomableContentTests.seed
      s.overscroll = .clamped
      var scale = 2.0
      s.pinch(scale: &scale, focalPoint: Point(x: 300, y: 300), phase: .changed)
      // about (300, 300) the frame would be (-300, -300, 600, 600); clamped, its edge stays at 300.
      #expect(s.contentFrame == Rect(x: -300, y: -300, width: 600, height: 600))
      scale = 0.75
      s.pinch(scale: &scale, focalPoint: Point(x: 0, y: 0), phase: .changed)
      #expect(s.contentFrame == Rect(x: -150, y: -150, width: 450, height: 450))
    }
  }

  @Suite("pan(translation:phase:)")
  struct Pan {
    @Test func `panning 2x content by (200, 0) and releasing gives (0, -150, 600, 600)`() {
      var s = ZoomableContentTests.state(
        frame: Rect(x: -150, y: -150, width: 600, height: 600), scale: 2)
      var translation = Point(x: 200, y: 0)
      s.pan(translation: &translation, phase: .changed)
      #expect(translation == .zero)
      #expect(s.contentFrame == Rect(x: 50, y: -150, width: 600, height: 600))
      s.pan(translation: &translation, phase: .ended)
      #expect(s.contentFrame == Rect(x: 0, y: -150, width: 600, height: 600))
    }

    @Test func `a pure vertical drag of -40 at zoom 1 settles back to (0, 0, 300, 300)`() {
      var s = ZoomableContentTests.seed
      var translation = Point(x: 0, y: -40)
      s.pan(translation: &translation, phase: .changed)
      #expect(s.contentFrame == Rect(x: 0, y: -40, width: 300, height: 300))
      s.pan(translation: &translation, phase: .ended)
      #expect(s.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `the translation is in wrapper points, so 2x content follows the finger one to one`()
    {
      var s = ZoomableContentTests.state(
        frame: Rect(x: -150, y: -150, width: 600, height: 600), scale: 2)
      var translation = Point(x: 10, y: 20)
      s.pan(translation: &translation, phase: .changed)
      #expect(s.contentFrame == Rect(x: -140, y: -130, width: 600, height: 600))
    }

    @Test func `clamped overscroll stops the content at the wrapper's edge`() {
      var s = ZoomableContentTests.state(
        frame: Rect(x: -150, y: -150, width: 600, height: 600), scale: 2)
      s.overscroll = .clamped
      var translation = Point(x: 500, y: -20)
      s.pan(translation: &translation, phase: .changed)
      #expect(s.contentFrame == Rect(x: 0, y: -170, width: 600, height: 600))
    }

    @Test func `rubber band follows at 55 percent at the edge and never a full wrapper past it`() {
      var s = ZoomableContentTests.seed
      s.overscroll = .rubberBand
      var translation = Point(x: 100, y: 0)
      s.pan(translation: &translation, phase: .changed)
      // f(100) with d = 300, c = 0.55: 0.55·300·100 / (300 + 55) = 46.478873…
      #expect(isClose(s.contentFrame.origin.x, 46.478873239436616, tolerance: 1e-12))
      translation = Point(x: 1e9, y: 0)
      s.pan(translation: &translation, phase: .changed)
      #expect(s.contentFrame.origin.x < 300)
    }

    /// `(a, b, tolerance)`: the documented bound is 1e-9 up to a virtual overshoot of about 200·d
    /// between the pans and 1e-6 up to about 7000·d (d = 300 here); 1e6 was past the old
    /// 0.999·d cap (about 1816·d), where the law failed by hundreds of points.
    @Test(arguments: [
      (30.0, 70.0, 1e-9), (100, 50, 1e-9), (-40, 300, 1e-9), (250, -400, 1e-9),
      (30_000, -29_950, 1e-9), (60_000, -59_950, 1e-9), (1e6, -999_950, 1e-6),
      (2.1e6, -2_099_950, 1e-6),
    ])
    func `rubber band is stateless: pan(a) then pan(b) equals pan(a + b)`(
      a: Double, b: Double, tolerance: Double
    ) {
      var twice = ZoomableContentTests.seed
      twice.overscroll = .rubberBand
      var once = twice
      var t = Point(x: a, y: -a)
      twice.pan(translation: &t, phase: .changed)
      t = Point(x: b, y: -b)
      twice.pan(translation: &t, phase: .changed)
      t = Point(x: a + b, y: -(a + b))
      once.pan(translation: &t, phase: .changed)
      #expect(isClose(twice.content.center, once.content.center, tolerance: tolerance))
    }

    @Test
    func `past the rubber band's asymptote the content moves 1:1 back and never further out`() {
      var s = ZoomableContentTests.seed
      var translation = Point(x: 400, y: -400)
      s.pan(translation: &translation, phase: .changed)  // free: 400 past the edge, d = 300
      s.overscroll = .rubberBand
      translation = Point(x: 50, y: -50)
      s.pan(translation: &translation, phase: .changed)
      #expect(s.contentFrame == Rect(x: 400, y: -400, width: 300, height: 300))
      translation = Point(x: -100, y: 100)
      s.pan(translation: &translation, phase: .changed)
      #expect(s.contentFrame == Rect(x: 300, y: -300, width: 300, height: 300))
    }

    @Test func `a rubber-band pan from just inside the asymptote stays inside the band`() {
      var s = ZoomableContentTests.seed
      var translation = Point(x: 299, y: 0)
      s.pan(translation: &translation, phase: .changed)  // free: 299 past the edge
      s.overscroll = .rubberBand
      translation = Point(x: 1e12, y: 0)
      s.pan(translation: &translation, phase: .changed)
      #expect(s.contentFrame.origin.x > 299 && s.contentFrame.origin.x < 300)
    }

    @Test func `small content settles centred, never pinned to a corner`() {
      var s = ZoomableContentTests.state(
        frame: Rect(x: 200, y: 10, width: 180, height: 180), scale: 0.6, limits: .viewer)
      let animation = s.settle()
      #expect(animation != nil)
      #expect(s.contentFrame == Rect(x: 60, y: 60, width: 180, height: 180))
    }

    @Test func `a gap on one edge of zoomed content is closed without losing the zoom`() {
      var s = ZoomableContentTests.state(
        frame: Rect(x: 20, y: -100, width: 600, height: 600), scale: 2)
      s.settle()
      #expect(s.zoomScale == 2)
      #expect(s.contentFrame == Rect(x: 0, y: -100, width: 600, height: 600))
    }

    @Test func `a gap on the right and bottom edges is closed too`() {
      var s = ZoomableContentTests.state(
        frame: Rect(x: -400, y: -350, width: 600, height: 600), scale: 2)
      s.settle()
      #expect(s.contentFrame == Rect(x: -300, y: -300, width: 600, height: 600))
    }
  }

  @Suite("pinchAndPan(scale:centroid:touchCount:phase:)")
  struct PinchAndPan {
    @Test func `the content point under the previous centroid ends under the current one`() {
      var s = ZoomableContentTests.seed
      var scale = 1.0
      s.pinchAndPan(scale: &scale, centroid: Point(x: 100, y: 100), touchCount: 2, phase: .began)
      #expect(
        s
          == {
            var t = ZoomableContentTests.seed;
            t.tracking = .init(centroid: Point(x: 100, y: 100), touchCount: 2); return t
          }())
      scale = 2
      s.pinchAndPan(scale: &scale, centroid: Point(x: 120, y: 90), touchCount: 2, phase: .changed)
      // content point (100, 100) → (120, 90) and the zoom doubles: frame origin 120 - 2·100.
      #expect(s.contentFrame == Rect(x: -80, y: -110, width: 600, height: 600))
    }

    @Test func `equals pinching about the previous centroid, then panning by its change`() {
      var together = ZoomableContentTests.seed
      var scale = 1.0
      together.pinchAndPan(
        scale: &scale, centroid: Point(x: 64, y: 32), touchCount: 2, phase: .began)
      scale = 1.5
      together.pinchAndPan(
        scale: &scale, centroid: Point(x: 96, y: 48), touchCount: 2, phase: .changed)
      var separate = ZoomableContentTests.seed
      scale = 1.5
      separate.pinch(scale: &scale, focalPoint: Point(x: 64, y: 32), phase: .changed)
      var t = Point(x: 32, y: 16)
      separate.pan(translation: &t, phase: .changed)
      #expect(together.content == separate.content)
    }

    @Test
    func `when the touch count changes the centroid is re-baselined and the content does not jump`()
    {
      var s = ZoomableContentTests.seed
      var scale = 1.0
      s.pinchAndPan(scale: &scale, centroid: Point(x: 100, y: 100), touchCount: 2, phase: .began)
      scale = 1
      s.pinchAndPan(scale: &scale, centroid: Point(x: 180, y: 40), touchCount: 1, phase: .changed)
      #expect(s.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(s.tracking == ZoomableContent.Tracking(centroid: Point(x: 180, y: 40), touchCount: 1))
      scale = 1
      s.pinchAndPan(scale: &scale, centroid: Point(x: 190, y: 40), touchCount: 1, phase: .changed)
      #expect(s.contentFrame == Rect(x: 10, y: 0, width: 300, height: 300))
    }

    @Test func `ending clears the tracking and settles`() {
      var s = ZoomableContentTests.seed
      var scale = 1.0
      s.pinchAndPan(scale: &scale, centroid: Point(x: 100, y: 100), touchCount: 2, phase: .began)
      scale = 1
      s.pinchAndPan(scale: &scale, centroid: Point(x: 100, y: 150), touchCount: 2, phase: .ended)
      #expect(s.tracking == nil)
      #expect(s.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }
  }

  @Suite("Touch drag (seed 004)")
  struct TouchDrag {
    static func seed004() -> ZoomableContent {
      var s = ZoomableContent(
        wrapper: Rect(x: 0, y: 0, width: 400, height: 400),
        contentSize: Size(width: 100, height: 100))
      s.content.center = Point(x: 100, y: 100)
      return s
    }

    @Test
    func
      `a touch drag from (60, 60) to (80, 90) moves content (50, 50, 100, 100) to (70, 80, 100, 100)`()
    {
      var s = Self.seed004()
      #expect(s.contentFrame == Rect(x: 50, y: 50, width: 100, height: 100))
      let held = s.touchBegan(at: Point(x: 60, y: 60))
      #expect(held)
      s.touchMoved(from: Point(x: 60, y: 60), to: Point(x: 80, y: 90))
      #expect(s.contentFrame == Rect(x: 70, y: 80, width: 100, height: 100))
    }

    @Test(
      arguments: zip(
        [
          Point(x: 50, y: 50), Point(x: 149, y: 149), Point(x: 150, y: 60), Point(x: 60, y: 150),
          Point(x: .nan, y: 60),
        ],
        [true, true, false, false, false]))
    func `the hit test when the touch begins excludes the max edges`(location: Point, held: Bool) {
      var s = Self.seed004()
      let result = s.touchBegan(at: location)
      #expect(result == held)
      #expect(s.isHoldingContent == held)
    }

    @Test func `moving is not re-checked: a finger that outruns the content keeps dragging it`() {
      var s = Self.seed004()
      s.touchBegan(at: Point(x: 140, y: 140))
      s.touchMoved(from: Point(x: 140, y: 140), to: Point(x: 300, y: 140))
      #expect(s.contentFrame == Rect(x: 210, y: 50, width: 100, height: 100))
    }

    @Test func `a touch that began outside the content does not move it`() {
      var s = Self.seed004()
      s.touchBegan(at: Point(x: 10, y: 10))
      let before = s
      s.touchMoved(from: Point(x: 10, y: 10), to: Point(x: 60, y: 60))
      #expect(s == before)
    }

    @Test func `ending the touch releases the content where it is`() {
      var s = Self.seed004()
      s.touchBegan(at: Point(x: 60, y: 60))
      s.touchMoved(from: Point(x: 60, y: 60), to: Point(x: 80, y: 90))
      s.touchEnded()
      #expect(!s.isHoldingContent)
      #expect(s.contentFrame == Rect(x: 70, y: 80, width: 100, height: 100))
    }
  }

  @Suite("doubleTap(at:) and zoom(to:)")
  struct ZoomTo {
    struct TapCase: Sendable, CustomTestStringConvertible {
      var name: String
      var limits: ZoomLimits
      var afterTaps: (Rect, Rect, Rect)
      var testDescription: String { name }
    }

    /// Three taps at the centre (150, 150) of the seed's 300 × 300 content, starting at zoom 1.
    /// Frames by hand: zoom z about the centre gives (150 − 150z, 150 − 150z, 300z, 300z).
    static let tapCases: [TapCase] = [
      TapCase(
        name: "crop: 1 and 2", limits: .crop,
        afterTaps: (
          Rect(x: -150, y: -150, width: 600, height: 600),
          Rect(x: 0, y: 0, width: 300, height: 300),
          Rect(x: -150, y: -150, width: 600, height: 600)
        )),
      TapCase(
        name: "maximum 1.5, below 2 × the resting minimum", limits: ZoomLimits(maximumZoom: 1.5),
        afterTaps: (
          Rect(x: -75, y: -75, width: 450, height: 450), Rect(x: 0, y: 0, width: 300, height: 300),
          Rect(x: -75, y: -75, width: 450, height: 450)
        )),
      TapCase(
        name: "resting maximum 1.5 under a maximum of 4",
        limits: ZoomLimits(maximumZoom: 4, restingMaximumZoom: 1.5),
        afterTaps: (
          Rect(x: -75, y: -75, width: 450, height: 450), Rect(x: 0, y: 0, width: 300, height: 300),
          Rect(x: -75, y: -75, width: 450, height: 450)
        )),
      TapCase(
        name: "maximum equal to the minimum", limits: ZoomLimits(minimumZoom: 1, maximumZoom: 1),
        afterTaps: (
          Rect(x: 0, y: 0, width: 300, height: 300), Rect(x: 0, y: 0, width: 300, height: 300),
          Rect(x: 0, y: 0, width: 300, height: 300)
        )),
      TapCase(
        name: "viewer: 0.6 and 1.2", limits: .viewer,
        afterTaps: (
          Rect(x: -30, y: -30, width: 360, height: 360),
          Rect(x: 60, y: 60, width: 180, height: 180),
          Rect(x: -30, y: -30, width: 360, height: 360)
        )),
      TapCase(
        name: "resting range 1.5 to 2.5",
        limits: ZoomLimits(maximumZoom: 4, restingMinimumZoom: 1.5, restingMaximumZoom: 2.5),
        afterTaps: (
          Rect(x: -225, y: -225, width: 750, height: 750),
          Rect(x: -75, y: -75, width: 450, height: 450),
          Rect(x: -225, y: -225, width: 750, height: 750)
        )),
      TapCase(
        name: "maximum 0.9, starting above it",
        limits: ZoomLimits(maximumZoom: 0.9, restingMinimumZoom: 0.6),
        afterTaps: (
          Rect(x: 60, y: 60, width: 180, height: 180), Rect(x: 15, y: 15, width: 270, height: 270),
          Rect(x: 60, y: 60, width: 180, height: 180)
        )),
    ]

    @Test(arguments: tapCases)
    func `double taps toggle between the resting minimum and min(2 x it, resting maximum)`(
      c: TapCase
    ) {
      var s = ZoomableContentTests.seed
      s.limits = c.limits
      let tap = Point(x: 150, y: 150)
      s.doubleTap(at: tap)
      #expect(isClose(s.contentFrame, c.afterTaps.0, tolerance: 1e-12))
      s.doubleTap(at: tap)
      #expect(isClose(s.contentFrame, c.afterTaps.1, tolerance: 1e-12))
      s.doubleTap(at: tap)
      #expect(isClose(s.contentFrame, c.afterTaps.2, tolerance: 1e-12))
    }

    @Test func `with equal resting bounds a double tap at rest returns no animation`() {
      var s = ZoomableContentTests.seed
      s.limits = ZoomLimits(minimumZoom: 1, maximumZoom: 1)
      #expect(s.doubleTap(at: Point(x: 20, y: 20)) == nil)
      #expect(
        s
          == {
            var t = ZoomableContentTests.seed; t.limits = s.limits; return t
          }())
    }

    // Whether a step moved is decided by the centre and transform, the only fields it writes:
    // `content == before` is false for a NaN alpha, which no step reads.
    @Test(arguments: ["alpha", "bounds origin x", "bounds origin y"])
    func
      `a double tap that moves nothing returns no animation, even with a NaN field no step reads`(
        field: String
      )
    {
      var s = ZoomableContentTests.seed
      s.limits = ZoomLimits(minimumZoom: 1, maximumZoom: 1)
      switch field {
      case "alpha": s.content.alpha = .nan
      case "bounds origin x": s.content.bounds.origin.x = .nan
      default: s.content.bounds.origin.y = .nan
      }
      let before = s
      #expect(s.doubleTap(at: Point(x: 20, y: 20)) == nil)
      #expect(bitIdentical(s, before))
    }

    @Test func `zoom(to:) the rect already shown returns no animation, even with a NaN alpha`() {
      var s = ZoomableContentTests.seed
      s.content.alpha = .nan
      let before = s
      #expect(s.zoom(to: Rect(x: 0, y: 0, width: 300, height: 300)) == nil)
      #expect(bitIdentical(s, before))
    }

    @Test func `a double tap at rest zooms to twice the resting minimum about the tap`() throws {
      var s = ZoomableContentTests.seed
      let result = s.doubleTap(at: Point(x: 75, y: 75))
      let animation = try #require(result)
      #expect(s.contentFrame == Rect(x: -75, y: -75, width: 600, height: 600))
      #expect(animation.start == ZoomableContentTests.seed.content)
    }

    @Test func `a second double tap zooms back to the resting minimum and settles`() {
      var s = ZoomableContentTests.seed
      s.doubleTap(at: Point(x: 75, y: 75))
      s.doubleTap(at: Point(x: 250, y: 20))
      #expect(s.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `zoom(to:) shows a content rect as large as fits, then settles`() {
      var s = ZoomableContentTests.seed
      s.zoom(to: Rect(x: 0, y: 0, width: 150, height: 150))
      #expect(s.contentFrame == Rect(x: 0, y: 0, width: 600, height: 600))
      s.zoom(to: Rect(x: 100, y: 100, width: 100, height: 50))
      // s = min(300/100, 300/50) = 3; the rect's centre (150, 125) goes to the wrapper's centre:
      // frame origin = 150 - 3·(150, 125) = (-300, -225).
      #expect(s.zoomScale == 3)
      #expect(s.contentFrame == Rect(x: -300, y: -225, width: 900, height: 900))
    }

    @Test(arguments: [Rect.null, .zero, Rect(x: .nan, y: 0, width: 10, height: 10)])
    func `zoom(to:) ignores empty, null and non-finite rects`(rect: Rect) {
      var s = ZoomableContentTests.seed
      let animation = s.zoom(to: rect)
      #expect(animation == nil)
      #expect(s == ZoomableContentTests.seed)
    }
  }

  @Suite("Visible rect and crop")
  struct Crop {
    @Test func `the visible content rect is the wrapper in content coordinates`() {
      let s = ZoomableContentTests.state(
        frame: Rect(x: -150, y: -150, width: 600, height: 600), scale: 2)
      #expect(s.visibleContentRect == Rect(x: 75, y: 75, width: 150, height: 150))
    }

    @Test func `the crop for a 1200 x 1200 image is the visible rect in pixels`() {
      let s = ZoomableContentTests.state(
        frame: Rect(x: -150, y: -150, width: 600, height: 600), scale: 2)
      #expect(
        s.cropRect(imagePixelSize: Size(width: 1200, height: 1200))
          == Rect(x: 300, y: 300, width: 600, height: 600))
    }

    @Test func `at rest the crop is the whole image`() {
      #expect(
        ZoomableContentTests.seed.cropRect(imagePixelSize: Size(width: 1200, height: 1200))
          == Rect(x: 0, y: 0, width: 1200, height: 1200))
    }

    @Test func `a non-square image maps each axis by its own pixel scale`() {
      let s = ZoomableContentTests.state(
        frame: Rect(x: 0, y: -300, width: 600, height: 600), scale: 2)
      // Visible: x from 0 to 150, y from 150 to 300 of the 300 × 300 content; pixels ×8/3 and ×4/3.
      #expect(s.visibleContentRect == Rect(x: 0, y: 150, width: 150, height: 150))
      #expect(
        s.cropRect(imagePixelSize: Size(width: 800, height: 400))
          == Rect(x: 0, y: 200, width: 400, height: 200))
    }

    @Test func `content off the wrapper or a bad pixel size gives the null rect`() {
      let away = ZoomableContentTests.state(
        frame: Rect(x: 400, y: 0, width: 300, height: 300), scale: 1)
      #expect(away.visibleContentRect.isNull)
      #expect(ZoomableContentTests.seed.cropRect(imagePixelSize: Size(width: 0, height: 10)).isNull)
      #expect(
        ZoomableContentTests.seed.cropRect(imagePixelSize: Size(width: .nan, height: 10)).isNull)
    }
  }

  @Suite("CumulativeGestureValues")
  struct Cumulative {
    @Test func `cumulative recognizer values become increments`() {
      var c = CumulativeGestureValues()
      let k1 = c.scaleIncrement(cumulative: 1.25, phase: .began)
      let k2 = c.scaleIncrement(cumulative: 2.5, phase: .changed)
      let t1 = c.translationIncrement(cumulative: Point(x: 10, y: 5), phase: .began)
      let t2 = c.translationIncrement(cumulative: Point(x: 25, y: -5), phase: .changed)
      #expect(k1 == 1.25 && k2 == 2)
      #expect(t1 == Point(x: 10, y: 5) && t2 == Point(x: 15, y: -10))
    }

    /// Seed 001's two approaches to one gesture: a recognizer reset to identity after every event
    /// reports the increments 1.25, 2, 0.5, 1.5 and (8, 4), (16, -8), (-4, 2), (2, 6); one left
    /// alone reports the totals 1.25, 2.5, 1.25, 1.875 and (8, 4), (24, -4), (20, -2), (22, 4).
    /// All values are dyadic, so both scripts are exact and must give the literal frame.
    @Test
    func `reset-to-identity and cumulative recognizers give the same literal geometry`() {
      let focus = Point(x: 100, y: 120)
      func step(_ s: inout ZoomableContent, _ k: Double, _ t: Point, _ phase: GesturePhase) {
        var scale = k
        s.pinch(scale: &scale, focalPoint: focus, phase: phase)
        var translation = t
        s.pan(translation: &translation, phase: phase)
      }
      var reset = ZoomableContentTests.seed
      step(&reset, 1.25, Point(x: 8, y: 4), .began)
      step(&reset, 2, Point(x: 16, y: -8), .changed)
      step(&reset, 0.5, Point(x: -4, y: 2), .changed)
      step(&reset, 1.5, Point(x: 2, y: 6), .changed)

      var cumulative = ZoomableContentTests.seed
      var c = CumulativeGestureValues()
      func total(_ k: Double, _ t: Point, _ phase: GesturePhase) {
        step(
          &cumulative, c.scaleIncrement(cumulative: k, phase: phase),
          c.translationIncrement(cumulative: t, phase: phase), phase)
      }
      total(1.25, Point(x: 8, y: 4), .began)
      total(2.5, Point(x: 24, y: -4), .changed)
      total(1.25, Point(x: 20, y: -2), .changed)
      total(1.875, Point(x: 22, y: 4), .changed)

      // s = 1.875; centre (855/4, 741/4), by hand from c' = p + k'·(c − p), then c' + t.
      let expected = Rect(x: -67.5, y: -96, width: 562.5, height: 562.5)
      #expect(reset.contentFrame == expected)
      #expect(cumulative.contentFrame == expected)
      #expect(reset.content == cumulative.content)
    }
  }
}
