import AffineKit
import Testing

extension ZoomableContentTests {
  /// A wrapper that does not start at the origin and content bounds that do not either: wrapper
  /// (100, 50, 300, 200); content bounds (20, 10, 150, 100), so the anchor is at (95, 60) in
  /// content coordinates and a content point q sits at `center + s·(q − (95, 60))`.
  @Suite("Offset wrapper and content bounds")
  struct OffsetOrigins {
    static let wrapper = Rect(x: 100, y: 50, width: 300, height: 200)

    static func state(center: Point, scale: Double) -> ZoomableContent {
      var content = ViewGeometry()
      content.bounds = Rect(x: 20, y: 10, width: 150, height: 100)
      content.center = center
      content.transform = AffineTransform(scaleX: scale, y: scale)
      return ZoomableContent(content: content, wrapper: wrapper)
    }

    @Test func `settle closes a left gap against a wrapper that starts at x = 100`() throws {
      // zoom 2: frame (center − (150, 100), 300 × 200); centre (260, 150) leaves a 10-point gap.
      var s = Self.state(center: Point(x: 260, y: 150), scale: 2)
      #expect(s.contentFrame == Rect(x: 110, y: 50, width: 300, height: 200))
      let result = s.settle()
      let animation = try #require(result)
      #expect(s.contentFrame == Rect(x: 100, y: 50, width: 300, height: 200))
      #expect(s.content.center == Point(x: 250, y: 150))
      #expect(animation.frame(at: 0) == Rect(x: 110, y: 50, width: 300, height: 200))
    }

    @Test func `settle centres small content in the offset wrapper`() {
      var s = Self.state(center: Point(x: 0, y: 0), scale: 0.6)
      s.limits = .viewer
      s.settle()
      // 90 × 60 centred in (100, 50, 300, 200): origin (250 − 45, 150 − 30).
      #expect(
        isClose(s.contentFrame, Rect(x: 205, y: 120, width: 90, height: 60), tolerance: 1e-12))
    }

    @Test func `the visible rect is in the content's bounds coordinates, not from zero`() {
      // zoom 4, centre (250, 150): the wrapper's corner (100, 50) is content point
      // (95 + (100 − 250)/4, 60 + (50 − 150)/4) = (57.5, 35); 300 × 200 / 4 = 75 × 50.
      let s = Self.state(center: Point(x: 250, y: 150), scale: 4)
      #expect(s.visibleContentRect == Rect(x: 57.5, y: 35, width: 75, height: 50))
    }

    @Test func `the whole content visible gives the content bounds, origin included`() {
      let s = Self.state(center: Point(x: 250, y: 150), scale: 2)
      #expect(s.visibleContentRect == Rect(x: 20, y: 10, width: 150, height: 100))
    }

    @Test func `the crop is measured from the bounds origin, in image pixels`() {
      // 600 × 400 image on 150 × 100 bounds: 4 pixels a point; (57.5 − 20, 35 − 10) · 4.
      let s = Self.state(center: Point(x: 250, y: 150), scale: 4)
      #expect(
        s.cropRect(imagePixelSize: Size(width: 600, height: 400))
          == Rect(x: 150, y: 100, width: 300, height: 200))
    }

    @Test func `zoom(to:) puts a content rect of the offset bounds in the offset wrapper`() {
      // s' = min(300/75, 200/50) = 4; the rect's centre (57.5, 35) goes to the wrapper's centre
      // (250, 150): center = (250 − 4·(57.5 − 95), 150 − 4·(35 − 60)) = (400, 250).
      var s = Self.state(center: Point(x: 250, y: 150), scale: 2)
      s.zoom(to: Rect(x: 20, y: 10, width: 75, height: 50))
      #expect(s.content.center == Point(x: 400, y: 250))
      #expect(s.contentFrame == Rect(x: 100, y: 50, width: 600, height: 400))
      #expect(s.visibleContentRect == Rect(x: 20, y: 10, width: 75, height: 50))
    }
  }

  @Suite("Non-square content")
  struct NonSquare {
    struct Case: Sendable, CustomTestStringConvertible {
      var name: String
      var limits: ZoomLimits
      var pinch: Double
      var frame: Rect
      var visible: Rect
      var crop: Rect
      var testDescription: String { name }
    }

    /// 400 × 300 content centred in a 300 × 300 wrapper, pinched about its centre and released;
    /// an 800 × 600 image fills it (2 pixels a point).
    @Test(arguments: [
      Case(
        name: "crop limits: back to 1, the middle 300 × 300", limits: .crop, pinch: 0.75,
        frame: Rect(x: -50, y: 0, width: 400, height: 300),
        visible: Rect(x: 50, y: 0, width: 300, height: 300),
        crop: Rect(x: 100, y: 0, width: 600, height: 600)),
      Case(
        name: "viewer limits: rests at 0.75, width covers, height centred", limits: .viewer,
        pinch: 0.75, frame: Rect(x: 0, y: 37.5, width: 300, height: 225),
        visible: Rect(x: 0, y: 0, width: 400, height: 300),
        crop: Rect(x: 0, y: 0, width: 800, height: 600)),
      Case(
        name: "crop limits at 2: the middle 150 × 150", limits: .crop, pinch: 2,
        frame: Rect(x: -250, y: -150, width: 800, height: 600),
        visible: Rect(x: 125, y: 75, width: 150, height: 150),
        crop: Rect(x: 250, y: 150, width: 300, height: 300)),
    ])
    func `400 x 300 content in a 300 x 300 wrapper crops each axis on its own`(c: Case) {
      var s = ZoomableContent(
        wrapper: Rect(x: 0, y: 0, width: 300, height: 300),
        contentSize: Size(width: 400, height: 300), limits: c.limits)
      var k = c.pinch
      s.pinch(scale: &k, phase: .ended)
      #expect(s.contentFrame == c.frame)
      #expect(s.visibleContentRect == c.visible)
      #expect(s.cropRect(imagePixelSize: Size(width: 800, height: 600)) == c.crop)
    }
  }

  @Suite("Validity and zoomScale")
  struct Validity {
    @Test func `a wrapper with a negative size is valid and read standardized`() {
      var negative = ZoomableContent(wrapper: Rect(x: 300, y: 300, width: -300, height: -300))
      #expect(negative.isValid)
      #expect(negative.content.bounds == Rect(x: 0, y: 0, width: 300, height: 300))
      var k = 0.81
      negative.pinch(scale: &k, phase: .ended)
      #expect(negative.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(negative.visibleContentRect == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test(arguments: [
      Rect(x: 0, y: 0, width: 0, height: 300), Rect(x: 0, y: 0, width: 300, height: -0.0),
      Rect(x: 0, y: 0, width: .infinity, height: 300), Rect.null,
    ])
    func `a wrapper with a zero or non-finite size is invalid`(wrapper: Rect) {
      var s = ZoomableContentTests.seed
      s.wrapper = wrapper
      #expect(!s.isValid)
    }

    @Test func `zoomScale does not overflow for entries above 1.3e154`() {
      var s = ZoomableContentTests.seed
      // 3·2^600 and 4·2^600: squaring either overflows; the answer is 5·2^600 exactly.
      s.content.transform = AffineTransform(
        a: 0x1p600 * 3, b: 0x1p600 * 4, c: 0, d: 0, tx: 0, ty: 0)
      #expect(s.zoomScale == 0x1p600 * 5)
    }

    @Test func `the zoomScale doc example: (3e200, 4e200) gives 5e200`() {
      var s = ZoomableContentTests.seed
      s.content.transform = AffineTransform(a: 3e200, b: 4e200, c: 0, d: 0, tx: 0, ty: 0)
      #expect(isClose(s.zoomScale / 5e200, 1, tolerance: 1e-15))
    }

    @Test(
      arguments: zip(
        [(Double.infinity, 1.0), (1, -.infinity), (.nan, 1), (1, .nan), (0, 0), (-2, 0)],
        [Double.infinity, .infinity, .nan, .nan, 0, 2]))
    func `zoomScale of non-finite and zero entries`(entries: (Double, Double), expected: Double) {
      var s = ZoomableContentTests.seed
      s.content.transform = AffineTransform(
        a: entries.0, b: entries.1, c: 0, d: 0, tx: 0, ty: 0)
      #expect(s.zoomScale.bitPattern == expected.bitPattern || s.zoomScale == expected)
      #expect(s.zoomScale.isNaN == expected.isNaN)
    }
  }

  @Suite("Doc-comment examples")
  struct DocExamples {
    @Test func `pan: panning zoom-2 content by (200, 0) with .ended gives (0, -150, 600, 600)`() {
      // The example in pan(translation:phase:)'s documentation, literally.
      var state = ZoomableContentTests.state(
        frame: Rect(x: -150, y: -150, width: 600, height: 600), scale: 2)
      var translation = Point(x: 200, y: 0)
      state.pan(translation: &translation, phase: .ended)  // at zoom 2 in a 300 × 300 wrapper
      #expect(state.contentFrame == Rect(x: 0, y: -150, width: 600, height: 600))
      #expect(translation == .zero)
    }
  }
}
