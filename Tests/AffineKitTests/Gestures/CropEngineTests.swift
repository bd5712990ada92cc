import AffineKit
import Testing

/// Step-by-step scripts through the one entry point: start from a literal state, apply events,
/// compare with literals.
@Suite("CropEngine")
struct CropEngineTests {
  /// The profile-photo screen: a 300 × 300 crop box at the origin with a 300 × 300-pixel image
  /// filling it at zoom 1 (one pixel a point).
  static let box = Rect(x: 0, y: 0, width: 300, height: 300)
  static let square = Size(width: 300, height: 300)

  /// The profile-photo screen at rest.
  static var profile: CropEngine { engine() }

  /// The profile-photo screen with the image at `zoom`, its frame at `frame` (centre = its middle).
  static func engine(
    zoom: Double = 1, frame: Rect? = nil, limits: ZoomLimits = .crop,
    overscroll: Overscroll = .free
  ) -> CropEngine {
    try! CropEngine(
      image: .upright(square), cropBox: box,
      configuration: CropConfiguration(limits: limits, overscroll: overscroll), zoom: zoom,
      center: frame.map { Point(x: $0.midX, y: $0.midY) })
  }

  /// Settles the engine the way a screen does: a gesture that begins and ends without moving.
  @discardableResult
  static func settle(_ e: inout CropEngine) -> (
    result: CropEventResult, animation: RunningSettle?
  ) {
    e.apply(.pan(.began, translation: .zero))
    let result = e.apply(.pan(.ended, translation: .zero))
    return (result, result.startsAnimation ? e.runningSettle : nil)
  }

  @Suite("init(image:cropBox:configuration:zoom:center:)")
  struct Init {
    @Test func `a new engine fills the crop box at zoom 1, centred`() throws {
      let e = CropEngineTests.profile
      #expect(e.zoom == 1)
      #expect(e.center == Point(x: 150, y: 150))
      #expect(e.fittedSize == Size(width: 300, height: 300))
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(!e.isInteracting)
    }

    @Test
    func `a 4000 x 3000 photo fills a 300 x 300 box in a 390 x 844 view from its pixel size alone`()
      throws
    {
      // The box is centred in a 390 × 844 view: x = (390 − 300)/2, y = (844 − 300)/2.
      let e = try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
      // Fill: max(300/4000, 300/3000) = 0.1, so the photo is 400 × 300 points at zoom 1.
      #expect(e.fittedSize == Size(width: 400, height: 300))
      #expect(e.contentFrame == Rect(x: -5, y: 272, width: 400, height: 300))
      // The box shows x 50…350 of 400 points and all 300 rows: pixels ×10.
      #expect(e.cropRect == Rect(x: 500, y: 0, width: 3000, height: 3000))
    }

    @Test(
      arguments: [
        (0.1, Point(x: -900, y: 40)), (0.7, Point(x: 300, y: -500)), (3.0, Point(x: 2000, y: 2000)),
        (1.0, Point(x: 0, y: 0)),
      ] as [(Double, Point)])
    func `the 4000 x 3000 photo never rests uncovered, however it was pinched and panned`(
      scale: Double, pan: Point
    ) throws {
      var e = try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
      e.apply(.pinch(.began, scale: scale, centroid: Point(x: 100, y: 300)))
      e.apply(.pan(.began, translation: pan))
      e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 100, y: 300)))
      e.apply(.pan(.ended, translation: .zero))
      let f = e.contentFrame
      #expect(e.zoom >= 1)
      #expect(f.minX <= 45 && f.maxX >= 345 && f.minY <= 272 && f.maxY >= 572)
      // The crop is then a square of the photo's pixels, inside the photo.
      let crop = e.cropRect
      #expect(isClose(crop.size.width, crop.size.height, tolerance: 1e-9))
      #expect(crop.minX >= 0 && crop.maxX <= 4000 && crop.minY >= 0 && crop.maxY <= 3000)
    }

    @Test func `the geometry to draw is the fitted bounds, the centre and a uniform scale`() throws
    {
      let e = try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 45, y: 272, width: 300, height: 300), zoom: 2)
      let g = e.geometry
      #expect(g.bounds == Rect(x: 0, y: 0, width: 400, height: 300))
      #expect(g.center == Point(x: 195, y: 422))
      #expect(g.transform == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
      #expect(g.anchorPoint == Point(x: 0.5, y: 0.5))
      #expect(g.frame == Rect(x: -205, y: 122, width: 800, height: 600))
      #expect(g.frame == e.contentFrame)
    }

    struct FitCase: Sendable, CustomTestStringConvertible {
      var name: String
      var pixels: Size
      var box: Rect
      var fit: FitMode
      var fitted: Size
      var testDescription: String { name }
    }

    static let fitCases: [FitCase] = [
      FitCase(
        name: "fill, landscape photo, square box", pixels: Size(width: 4000, height: 3000),
        box: Rect(x: 0, y: 0, width: 300, height: 300), fit: .fill,
        fitted: Size(width: 400, height: 300)),
      FitCase(
        name: "fit, landscape photo, square box", pixels: Size(width: 4000, height: 3000),
        box: Rect(x: 0, y: 0, width: 300, height: 300), fit: .fit,
        fitted: Size(width: 300, height: 225)),
      FitCase(
        name: "fill, portrait photo, wide box", pixels: Size(width: 1000, height: 2000),
        box: Rect(x: 10, y: 10, width: 400, height: 100), fit: .fill,
        fitted: Size(width: 400, height: 800)),
      FitCase(
        name: "fit, portrait photo, wide box", pixels: Size(width: 1000, height: 2000),
        box: Rect(x: 10, y: 10, width: 400, height: 100), fit: .fit,
        fitted: Size(width: 50, height: 100)),
      FitCase(
        name: "natural size, whatever the box", pixels: Size(width: 1000, height: 2000),
        box: Rect(x: 10, y: 10, width: 400, height: 100),
        fit: .natural(Size(width: 123, height: 45)), fitted: Size(width: 123, height: 45)),
    ]

    @Test(arguments: fitCases)
    func `zoom 1 is the image fitted to the crop box by the fit mode`(c: FitCase) throws {
      let e = try CropEngine(
        image: .upright(c.pixels), cropBox: c.box, configuration: CropConfiguration(fit: c.fit))
      #expect(e.fittedSize == c.fitted)
      #expect(e.zoom == 1)
      #expect(e.center == Point(x: c.box.midX, y: c.box.midY))
    }

    @Test(arguments: [
      Rect(x: 0.1, y: 0, width: 300, height: 300), Rect(x: 0.1, y: 0.7, width: 300, height: 300),
      Rect(x: 45.3, y: 272.1, width: 300, height: 300),
      Rect(x: 1e-3, y: 1e5 + 0.1, width: 300, height: 300),
    ])
    func `a new engine is at rest bit for bit: an empty gesture changes nothing`(box: Rect) throws {
      let e = try CropEngine(image: .upright(Size(width: 300, height: 300)), cropBox: box)
      var probe = e
      probe.apply(.pan(.began, translation: .zero))
      #expect(probe.apply(.pan(.ended, translation: .zero)) == .unchanged)
      #expect(bitIdentical(probe, e))
    }

    @Test func `a new engine is centred at origin plus half the size, as the settle centres`()
      throws
    {
      // (0.1 + 300.1) / 2 is 150.10000000000002; 0.1 + 150 is 150.1.
      let e = try CropEngine(
        image: .upright(Size(width: 300, height: 300)),
        cropBox: Rect(x: 0.1, y: 0, width: 300, height: 300))
      #expect(e.center == Point(x: 150.1, y: 150))
      var turned = e
      turned.apply(.turn(quarterTurns: 1))
      turned.apply(.turn(quarterTurns: 1))
      turned.apply(.turn(quarterTurns: 1))
      turned.apply(.turn(quarterTurns: 1))
      #expect(bitIdentical(turned, e))
    }

    @Test func `a fill with a non-terminating factor covers the box exactly on its limiting axis`()
      throws
    {
      // 300/7 is not representable: the limiting axis gets the box's width exactly.
      let e = try CropEngine(
        image: .upright(Size(width: 7, height: 9)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(e.fittedSize.width == 300)
      #expect(e.fittedSize.height >= 300)
      #expect(e.contentFrame.minX == 0 && e.contentFrame.maxX == 300)
    }

    @Test func `an initial zoom and centre place the image as given`() {
      let e = CropEngineTests.engine(
        zoom: 2, frame: Rect(x: -150, y: -100, width: 600, height: 600))
      #expect(e.contentFrame == Rect(x: -150, y: -100, width: 600, height: 600))
      #expect(e.zoom == 2)
    }
  }

  @Suite("The session from a pinch-to-zoom profile-photo tutorial")
  struct ProfileSession {
    @Test func `pinching 0.9 twice gives (28.5, 28.5, 243, 243) at zoom 0.81`() {
      var e = CropEngineTests.profile
      #expect(e.apply(.pinch(.began, scale: 0.9)) == .moved)
      #expect(e.apply(.pinch(.changed, scale: 0.9)) == .moved)
      #expect(e.zoom == 0.81)
      // 0.9 · 0.9 · 300 is 243.00000000000003 in binary floating point.
      #expect(
        isClose(e.contentFrame, Rect(x: 28.5, y: 28.5, width: 243, height: 243), tolerance: 1e-12))
    }

    @Test func `releasing settles to (0, 0, 300, 300) with a 0.3 s ease-in-out animation`() throws {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 0.9))
      e.apply(.pinch(.changed, scale: 0.9))
      #expect(e.apply(.pinch(.ended, scale: 1)) == .animated)
      let animation = try #require(e.runningSettle)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(e.zoom == 1)
      #expect(animation.duration == 0.3)
      #expect(animation.curve == .easeInOut)
      #expect(animation.end == e.geometry)
      #expect(!e.isInteracting)
    }

    @Test(arguments: zip([0.075, 0.15, 0.225], [24.818885, 14.25, 3.681115]))
    func
      `the settle animation at 25, 50 and 75 percent of 0.3 s has x = 24.818885, 14.25, 3.681115`(
        time: Double, x: Double
      ) throws
    {
      var e = CropEngineTests.engine(
        zoom: 0.81, frame: Rect(x: 28.5, y: 28.5, width: 243, height: 243))
      let animation = try #require(CropEngineTests.settle(&e).animation)
      #expect(isClose(animation.frame(at: time).origin.x, x, tolerance: 1e-6))
      #expect(isClose(animation.frame(at: time).origin.y, x, tolerance: 1e-6))
    }

    @Test func `the animation starts at the released frame and ends at the settled one`() throws {
      var e = CropEngineTests.engine(
        zoom: 0.81, frame: Rect(x: 28.5, y: 28.5, width: 243, height: 243))
      let animation = try #require(CropEngineTests.settle(&e).animation)
      #expect(
        isClose(
          animation.frame(at: 0), Rect(x: 28.5, y: 28.5, width: 243, height: 243), tolerance: 1e-12)
      )
      #expect(animation.frame(at: 0.3) == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(animation.frame(at: .nan) == animation.frame(at: 0))
    }
  }

  @Suite("apply(.pinch)")
  struct Pinch {
    @Test func `one pinch of 0.9 without a centroid gives (15, 15, 270, 270)`() {
      var e = CropEngineTests.profile
      #expect(e.apply(.pinch(.began, scale: 0.9)) == .moved)
      #expect(e.contentFrame == Rect(x: 15, y: 15, width: 270, height: 270))
    }

    @Test func `one pinch of 0.1 from rest stops exactly at the 0.6 floor: (60, 60, 180, 180)`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.changed, scale: 0.1))
      #expect(e.zoom == 0.6)
      #expect(e.contentFrame == Rect(x: 60, y: 60, width: 180, height: 180))
    }

    @Test
    func `a pinch of 2 without a centroid scales about the centre: (-150, -150, 600, 600)`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.changed, scale: 2))
      #expect(e.contentFrame == Rect(x: -150, y: -150, width: 600, height: 600))
      #expect(e.center == Point(x: 150, y: 150))
    }

    @Test func `a pinch about a centroid keeps the image point under the fingers`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 2, centroid: Point(x: 0, y: 0)))
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 600, height: 600))
      e.apply(.pinch(.began, scale: 0.5, centroid: Point(x: 100, y: 200)))
      #expect(e.contentFrame == Rect(x: 50, y: 100, width: 300, height: 300))
    }

    @Test func `at the floor a further pinch-in changes nothing and a pinch-out works at once`() {
      var e = CropEngineTests.engine(zoom: 0.6, frame: Rect(x: 60, y: 60, width: 180, height: 180))
      e.apply(.pinch(.began, scale: 1))
      let atFloor = e
      #expect(e.apply(.pinch(.changed, scale: 0.5)) == .unchanged)
      #expect(e == atFloor)
      #expect(e.apply(.pinch(.changed, scale: 1.5)) == .moved)
      #expect(isClose(e.zoom, 0.9, tolerance: 1e-15))
    }

    @Test func `the maximum zoom is a hard ceiling`() {
      var e = CropEngineTests.engine(limits: ZoomLimits(maximumZoom: 3))
      e.apply(.pinch(.changed, scale: 10))
      #expect(e.zoom == 3)
      #expect(e.contentFrame == Rect(x: -300, y: -300, width: 900, height: 900))
    }

    @Test func `a cancelled pinch settles exactly like an ended one`() {
      var ended = CropEngineTests.engine(
        zoom: 0.6, frame: Rect(x: 60, y: 60, width: 180, height: 180))
      ended.apply(.pinch(.began, scale: 1))
      var cancelled = ended
      let a = ended.apply(.pinch(.ended, scale: 1))
      let b = cancelled.apply(.pinch(.cancelled, scale: 1))
      #expect(ended == cancelled)
      #expect(a == b)
      #expect(ended.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `with clamped overscroll a pinch-out keeps the image over the crop box`() {
      var e = CropEngineTests.engine(overscroll: .clamped)
      e.apply(.pinch(.began, scale: 2, centroid: Point(x: 300, y: 300)))
      // About (300, 300) the frame would be (-300, -300, 600, 600); clamped, its edge stays at 300.
      #expect(e.contentFrame == Rect(x: -300, y: -300, width: 600, height: 600))
      e.apply(.pinch(.began, scale: 0.75, centroid: Point(x: 0, y: 0)))
      #expect(e.contentFrame == Rect(x: -150, y: -150, width: 450, height: 450))
    }

    @Test func `the image point under the previous centroid ends under the current one`() {
      var e = CropEngineTests.profile
      #expect(e.apply(.pinch(.began, scale: 1, centroid: Point(x: 100, y: 100))) == .unchanged)
      #expect(e.isInteracting)
      e.apply(.pinch(.changed, scale: 2, centroid: Point(x: 120, y: 90)))
      // Image point (100, 100) → (120, 90) and the zoom doubles: frame origin 120 − 2·100.
      #expect(e.contentFrame == Rect(x: -80, y: -110, width: 600, height: 600))
    }

    @Test func `following the centroid equals pinching about the previous one, then panning`() {
      var together = CropEngineTests.profile
      together.apply(.pinch(.began, scale: 1, centroid: Point(x: 64, y: 32)))
      together.apply(.pinch(.changed, scale: 1.5, centroid: Point(x: 96, y: 48)))
      var separate = CropEngineTests.profile
      separate.apply(.pinch(.began, scale: 1.5, centroid: Point(x: 64, y: 32)))
      separate.apply(.pinch(.ended, scale: 1, centroid: Point(x: 64, y: 32)))
      separate.apply(.pan(.began, translation: Point(x: 32, y: 16)))
      #expect(together.geometry == separate.geometry)
    }

    @Test
    func `when the touch count changes the centroid is re-baselined and the image does not jump`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 1, centroid: Point(x: 100, y: 100), touchCount: 2))
      e.apply(.pinch(.changed, scale: 1, centroid: Point(x: 180, y: 40), touchCount: 1))
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      e.apply(.pinch(.changed, scale: 1, centroid: Point(x: 190, y: 40), touchCount: 1))
      #expect(e.contentFrame == Rect(x: 10, y: 0, width: 300, height: 300))
    }

    @Test func `ending forgets the centroid: the next pinch starts from its own`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 1, centroid: Point(x: 100, y: 100)))
      e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 100, y: 150)))
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(!e.isInteracting)
      // A changed event after the end begins a new gesture: its centroid is a new baseline.
      #expect(e.apply(.pinch(.changed, scale: 1, centroid: Point(x: 10, y: 10))) == .unchanged)
    }

    /// A two-finger gesture reported both ways. Reset after every event (UIKit's usual handler),
    /// the recognizer reports the increments 1.25, 2, 0.5, 1.5; left alone (SwiftUI's
    /// `MagnifyGesture`), the totals 1.25, 2.5, 1.25, 1.875. The centroid moves (100, 120) →
    /// (116, 112) → (112, 114) → (114, 120). All values are dyadic, so both are exact: s = 15/8 and
    /// the centre (831/4, 705/4), by hand from `c' = c + Δp`, then `c'' = p + k'·(c' − p)`.
    @Test
    func `incremental and cumulative pinch values give the same literal geometry`() {
      let centroids = [
        Point(x: 100, y: 120), Point(x: 116, y: 112), Point(x: 112, y: 114), Point(x: 114, y: 120),
      ]
      let phases: [GesturePhase] = [.began, .changed, .changed, .changed]
      var incremental = CropEngineTests.profile
      for (i, k) in [1.25, 2, 0.5, 1.5].enumerated() {
        incremental.apply(.pinch(phases[i], scale: k, centroid: centroids[i]))
      }
      var cumulative = CropEngineTests.profile
      for (i, k) in [1.25, 2.5, 1.25, 1.875].enumerated() {
        cumulative.apply(.pinch(phases[i], scale: k, centroid: centroids[i], values: .cumulative))
      }
      let expected = Rect(x: -73.5, y: -105, width: 562.5, height: 562.5)
      #expect(incremental.contentFrame == expected)
      #expect(cumulative.contentFrame == expected)
    }
  }

  @Suite("apply(.pan)")
  struct Pan {
    @Test func `panning 2x content by (200, 0) and releasing gives (0, -150, 600, 600)`() {
      var e = CropEngineTests.engine(
        zoom: 2, frame: Rect(x: -150, y: -150, width: 600, height: 600))
      #expect(e.apply(.pan(.began, translation: Point(x: 200, y: 0))) == .moved)
      #expect(e.contentFrame == Rect(x: 50, y: -150, width: 600, height: 600))
      #expect(e.animation(applying: .pan(.ended, translation: .zero)) != nil)
      #expect(e.contentFrame == Rect(x: 0, y: -150, width: 600, height: 600))
    }

    @Test func `a pure vertical drag of -40 at zoom 1 settles back to (0, 0, 300, 300)`() {
      var e = CropEngineTests.profile
      e.apply(.pan(.began, translation: Point(x: 0, y: -40)))
      #expect(e.contentFrame == Rect(x: 0, y: -40, width: 300, height: 300))
      e.apply(.pan(.ended, translation: .zero))
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `the translation is in view points, so 2x content follows the finger one to one`() {
      var e = CropEngineTests.engine(
        zoom: 2, frame: Rect(x: -150, y: -150, width: 600, height: 600))
      e.apply(.pan(.began, translation: Point(x: 10, y: 20)))
      #expect(e.contentFrame == Rect(x: -140, y: -130, width: 600, height: 600))
    }

    @Test func `cumulative translations become increments`() {
      var e = CropEngineTests.engine(
        zoom: 2, frame: Rect(x: -150, y: -150, width: 600, height: 600))
      e.apply(.pan(.began, translation: Point(x: 10, y: 5), values: .cumulative))
      e.apply(.pan(.changed, translation: Point(x: 25, y: -5), values: .cumulative))
      #expect(e.contentFrame == Rect(x: -125, y: -155, width: 600, height: 600))
    }

    @Test func `clamped overscroll stops the content at the crop box's edge`() {
      var e = CropEngineTests.engine(
        zoom: 2, frame: Rect(x: -150, y: -150, width: 600, height: 600), overscroll: .clamped)
      e.apply(.pan(.began, translation: Point(x: 500, y: -20)))
      #expect(e.contentFrame == Rect(x: 0, y: -170, width: 600, height: 600))
    }

    @Test func `rubber band follows at 55 percent at the edge and never a full box past it`() {
      var e = CropEngineTests.engine(overscroll: .rubberBand)
      e.apply(.pan(.began, translation: Point(x: 100, y: 0)))
      // f(100) with d = 300, c = 0.55: 0.55·300·100 / (300 + 55) = 46.478873…
      #expect(isClose(e.contentFrame.origin.x, 46.478873239436616, tolerance: 1e-12))
      e.apply(.pan(.changed, translation: Point(x: 1e9, y: 0)))
      #expect(e.contentFrame.origin.x < 300)
    }

    /// `(a, b, tolerance)`: the documented bound is 1e-9 up to a virtual overshoot of about 200·d
    /// between the pans and 1e-6 up to about 7000·d (d = 300 here).
    @Test(arguments: [
      (30.0, 70.0, 1e-9), (100, 50, 1e-9), (-40, 300, 1e-9), (250, -400, 1e-9),
      (30_000, -29_950, 1e-9), (60_000, -59_950, 1e-9), (1e6, -999_950, 1e-6),
      (2.1e6, -2_099_950, 1e-6),
    ])
    func `rubber band is stateless: pan(a) then pan(b) equals pan(a + b)`(
      a: Double, b: Double, tolerance: Double
    ) {
      var twice = CropEngineTests.engine(overscroll: .rubberBand)
      var once = twice
      twice.apply(.pan(.began, translation: Point(x: a, y: -a)))
      twice.apply(.pan(.changed, translation: Point(x: b, y: -b)))
      once.apply(.pan(.began, translation: Point(x: a + b, y: -(a + b))))
      #expect(isClose(twice.center, once.center, tolerance: tolerance))
    }

    @Test
    func `past the rubber band's asymptote the content moves 1:1 back and never further out`() {
      // Placed 400 past the edge (d = 300), as a free pan or a change of mode leaves it.
      var e = CropEngineTests.engine(
        frame: Rect(x: 400, y: -400, width: 300, height: 300), overscroll: .rubberBand)
      e.apply(.pan(.began, translation: Point(x: 50, y: -50)))
      #expect(e.contentFrame == Rect(x: 400, y: -400, width: 300, height: 300))
      e.apply(.pan(.changed, translation: Point(x: -100, y: 100)))
      #expect(e.contentFrame == Rect(x: 300, y: -300, width: 300, height: 300))
    }

    @Test func `a rubber-band pan from just inside the asymptote stays inside the band`() {
      var e = CropEngineTests.engine(
        frame: Rect(x: 299, y: 0, width: 300, height: 300), overscroll: .rubberBand)
      e.apply(.pan(.began, translation: Point(x: 1e12, y: 0)))
      #expect(e.contentFrame.origin.x > 299 && e.contentFrame.origin.x < 300)
    }

    @Test func `small content settles centred, never pinned to a corner`() {
      var e = CropEngineTests.engine(
        zoom: 0.6, frame: Rect(x: 200, y: 10, width: 180, height: 180), limits: .viewer)
      #expect(CropEngineTests.settle(&e).animation != nil)
      #expect(e.contentFrame == Rect(x: 60, y: 60, width: 180, height: 180))
    }

    @Test func `a gap on one edge of zoomed content is closed without losing the zoom`() {
      var e = CropEngineTests.engine(zoom: 2, frame: Rect(x: 20, y: -100, width: 600, height: 600))
      CropEngineTests.settle(&e)
      #expect(e.zoom == 2)
      #expect(e.contentFrame == Rect(x: 0, y: -100, width: 600, height: 600))
    }

    @Test func `a gap on the right and bottom edges is closed too`() {
      var e = CropEngineTests.engine(
        zoom: 2, frame: Rect(x: -400, y: -350, width: 600, height: 600))
      CropEngineTests.settle(&e)
      #expect(e.contentFrame == Rect(x: -300, y: -300, width: 600, height: 600))
    }
  }

  @Suite("Recognizer coordination")
  struct Coordination {
    @Test func `the engine settles once, when the last of two overlapping gestures ends`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 0.8, centroid: Point(x: 150, y: 150)))
      e.apply(.pan(.began, translation: .zero))
      // The pinch ends first: the pan still holds the content, so nothing settles yet.
      #expect(e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 150, y: 150))) == .unchanged)
      #expect(e.zoom == 0.8)
      #expect(e.isInteracting)
      let result = e.apply(.pan(.ended, translation: .zero))
      #expect(result == .animated)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(!e.isInteracting)
    }

    @Test func `a pan does not move the content while a pinch follows its centroid`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 1, centroid: Point(x: 100, y: 100)))
      #expect(e.apply(.pan(.began, translation: Point(x: 30, y: 0))) == .unchanged)
      // The centroid carries the same movement once.
      #expect(e.apply(.pinch(.changed, scale: 1, centroid: Point(x: 130, y: 100))) == .moved)
      #expect(e.contentFrame == Rect(x: 30, y: 0, width: 300, height: 300))
      // After the pinch ends, the pan moves the content again.
      e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 130, y: 100)))
      e.apply(.pan(.changed, translation: Point(x: 5, y: 0)))
      #expect(e.contentFrame == Rect(x: 35, y: 0, width: 300, height: 300))
    }

    @Test func `a pan moves the content during a pinch that has no centroid`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 2))
      e.apply(.pan(.began, translation: Point(x: 10, y: 0)))
      #expect(e.contentFrame == Rect(x: -140, y: -150, width: 600, height: 600))
    }

    @Test(arguments: [
      (CropEventResult.unchanged, false), (.deferred, false), (.moved, false), (.animated, false),
      (.rejected(.overflow), true), (.rejected(.gestureNotActive, animates: true), true),
    ])
    func `a result is rejected exactly when it has a rejection`(
      _ result: CropEventResult, rejected: Bool
    ) {
      #expect(result.isRejected == rejected)
      #expect((result.rejection != nil) == rejected)
    }

    @Test func `a final end whose payload is rejected still ends the gesture and settles`() throws {
      var e = CropEngineTests.profile
      e.apply(.pan(.began, translation: Point(x: 0, y: -40)))
      let result = e.apply(.pan(.ended, translation: Point(x: .nan, y: 0)))
      #expect(result == .rejected(.invalidTranslation, animates: true))
      #expect(result.rejection == .invalidTranslation)
      #expect(result.isRejected)
      #expect(result.imageMoved)
      #expect(result.startsAnimation)
      #expect(e.runningAnimation?.end == e.geometry)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(!e.isInteracting)
    }

    @Test func `a rejected end that is not the last one ends its gesture without settling`() {
      var e = CropEngineTests.profile
      e.apply(.pan(.began, translation: Point(x: 0, y: -40)))
      e.apply(.pinch(.began, scale: 1))
      let before = e.contentFrame
      #expect(e.apply(.pinch(.ended, scale: .nan)) == .rejected(.invalidScale))
      #expect(e.contentFrame == before)
      #expect(e.isInteracting)
      #expect(e.apply(.pinch(.ended, scale: 1)) == .rejected(.gestureNotActive))
    }

    @Test func `a pinch that ends with no touches left, as UIKit reports it, is accepted`() {
      var e = CropEngineTests.profile
      let p = Point(x: 150, y: 150)
      e.apply(.pinch(.began, scale: 1, centroid: p, touchCount: 2, values: .cumulative))
      e.apply(.pinch(.changed, scale: 0.8, centroid: p, touchCount: 2, values: .cumulative))
      let r = e.apply(.pinch(.ended, scale: 0.8, centroid: p, touchCount: 0, values: .cumulative))
      #expect(r.rejection == nil)
      #expect(r == .animated)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `a touch drag does not move the image while a pinch follows its centroid`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 1, centroid: Point(x: 150, y: 150)))
      e.apply(.touchDrag(.began, location: Point(x: 100, y: 150)))
      #expect(e.apply(.touchDrag(.changed, location: Point(x: 110, y: 150))) == .unchanged)
      e.apply(.pinch(.changed, scale: 1, centroid: Point(x: 160, y: 150)))
      #expect(e.contentFrame == Rect(x: 10, y: 0, width: 300, height: 300))
    }

    @Test func `a changed event begins a gesture that is not active, as SwiftUI reports it`() {
      var e = CropEngineTests.profile
      #expect(
        e.apply(.pan(.changed, translation: Point(x: 0, y: 20), values: .cumulative)) == .moved)
      #expect(e.isInteracting)
      e.apply(.pan(.changed, translation: Point(x: 0, y: 50), values: .cumulative))
      #expect(e.contentFrame == Rect(x: 0, y: 50, width: 300, height: 300))
      #expect(
        e.apply(.pan(.ended, translation: Point(x: 0, y: 50), values: .cumulative)).imageMoved)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `an end for a gesture that never began is rejected and changes nothing`() {
      var e = CropEngineTests.engine(zoom: 2)
      let before = e
      #expect(e.apply(.pinch(.ended, scale: 1)) == .rejected(.gestureNotActive))
      #expect(e.apply(.pan(.cancelled, translation: .zero)) == .rejected(.gestureNotActive))
      #expect(
        e.apply(.touchDrag(.ended, location: Point(x: 1, y: 1))) == .rejected(.gestureNotActive))
      #expect(bitIdentical(e, before))
    }
  }

  @Suite("apply(.touchDrag)")
  struct TouchDrag {
    /// A touch-drag tutorial's screen: a 100 × 100 view at (50, 50) in a 400 × 400 area.
    static func area() -> CropEngine {
      try! CropEngine(
        image: .upright(Size(width: 100, height: 100)),
        cropBox: Rect(x: 0, y: 0, width: 400, height: 400),
        configuration: CropConfiguration(fit: .natural(Size(width: 100, height: 100))),
        center: Point(x: 100, y: 100))
    }

    @Test
    func
      `a touch drag from (60, 60) to (80, 90) moves content (50, 50, 100, 100) to (70, 80, 100, 100)`()
    {
      var e = Self.area()
      #expect(e.contentFrame == Rect(x: 50, y: 50, width: 100, height: 100))
      #expect(e.apply(.touchDrag(.began, location: Point(x: 60, y: 60))) == .unchanged)
      #expect(e.apply(.touchDrag(.changed, location: Point(x: 80, y: 90))) == .moved)
      #expect(e.contentFrame == Rect(x: 70, y: 80, width: 100, height: 100))
    }

    @Test(
      arguments: zip(
        [Point(x: 50, y: 50), Point(x: 149, y: 149), Point(x: 150, y: 60), Point(x: 60, y: 150)],
        [true, true, false, false]))
    func `the hit test when the touch begins excludes the max edges`(location: Point, held: Bool) {
      var e = Self.area()
      e.apply(.touchDrag(.began, location: location))
      let moved = Point(x: location.x + 10, y: location.y)
      e.apply(.touchDrag(.changed, location: moved))
      #expect(e.contentFrame.origin.x == (held ? 60 : 50))
    }

    @Test func `moving is not re-checked: a finger that outruns the content keeps dragging it`() {
      var e = Self.area()
      e.apply(.touchDrag(.began, location: Point(x: 140, y: 140)))
      e.apply(.touchDrag(.changed, location: Point(x: 300, y: 140)))
      #expect(e.contentFrame == Rect(x: 210, y: 50, width: 100, height: 100))
    }

    @Test func `a touch that began outside the content does not move it`() {
      var e = Self.area()
      e.apply(.touchDrag(.began, location: Point(x: 10, y: 10)))
      #expect(e.apply(.touchDrag(.changed, location: Point(x: 60, y: 60))) == .unchanged)
      #expect(e.contentFrame == Rect(x: 50, y: 50, width: 100, height: 100))
    }

    /// A touch drag is a gesture like a pan: releasing it settles (small content comes back to the
    /// centre of the area), where the earlier touch-drag API left the content where it was and
    /// made the caller settle.
    @Test func `ending the touch applies its last move, releases the content and settles it`() {
      var e = Self.area()
      e.apply(.touchDrag(.began, location: Point(x: 60, y: 60)))
      let animation = e.animation(applying: .touchDrag(.ended, location: Point(x: 80, y: 90)))
      #expect(animation?.start.frame == Rect(x: 70, y: 80, width: 100, height: 100))
      #expect(e.contentFrame == Rect(x: 150, y: 150, width: 100, height: 100))
      #expect(!e.isInteracting)
    }
  }

  @Suite("apply(.doubleTap) and apply(.zoomTo)")
  struct ZoomTo {
    struct TapCase: Sendable, CustomTestStringConvertible {
      var name: String
      var limits: ZoomLimits
      var afterTaps: (Rect, Rect, Rect)
      var testDescription: String { name }
    }

    /// Three taps at the centre (150, 150) of the 300 × 300 image, starting at zoom 1.
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
        name: "maximum 0.9, starting at it",
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
      // The engine starts inside the gesture limits: at zoom 1, or at the maximum when it is lower.
      var e = CropEngineTests.engine(
        zoom: Swift.min(1, c.limits.maximumZoom), limits: c.limits)
      let tap = Point(x: 150, y: 150)
      e.apply(.doubleTap(at: tap))
      #expect(isClose(e.contentFrame, c.afterTaps.0, tolerance: 1e-12))
      e.apply(.doubleTap(at: tap))
      #expect(isClose(e.contentFrame, c.afterTaps.1, tolerance: 1e-12))
      e.apply(.doubleTap(at: tap))
      #expect(isClose(e.contentFrame, c.afterTaps.2, tolerance: 1e-12))
    }

    @Test func `with equal resting bounds a double tap at rest changes nothing`() {
      var e = CropEngineTests.engine(limits: ZoomLimits(minimumZoom: 1, maximumZoom: 1))
      let before = e
      #expect(e.apply(.doubleTap(at: Point(x: 20, y: 20))) == .unchanged)
      #expect(bitIdentical(e, before))
    }

    @Test func `zoom to the rectangle already shown changes nothing`() {
      var e = CropEngineTests.profile
      let before = e
      #expect(e.apply(.zoomTo(imageRect: Rect(x: 0, y: 0, width: 300, height: 300))) == .unchanged)
      #expect(bitIdentical(e, before))
    }

    @Test func `a double tap at rest zooms to twice the resting minimum about the tap`() throws {
      var e = CropEngineTests.profile
      let animation = try #require(
        e.animation(applying: .doubleTap(at: Point(x: 75, y: 75))) as RunningSettle?)
      #expect(e.contentFrame == Rect(x: -75, y: -75, width: 600, height: 600))
      #expect(animation.start == CropEngineTests.profile.geometry)
      #expect(animation.end == e.geometry)
    }

    @Test func `a second double tap zooms back to the resting minimum and settles`() {
      var e = CropEngineTests.profile
      e.apply(.doubleTap(at: Point(x: 75, y: 75)))
      e.apply(.doubleTap(at: Point(x: 250, y: 20)))
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `zoom to a rectangle of image pixels shows it as large as fits, then settles`() {
      var e = CropEngineTests.profile
      e.apply(.zoomTo(imageRect: Rect(x: 0, y: 0, width: 150, height: 150)))
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 600, height: 600))
      e.apply(.zoomTo(imageRect: Rect(x: 100, y: 100, width: 100, height: 50)))
      // s = min(300/100, 300/50) = 3; the rect's centre (150, 125) goes to the box's centre:
      // frame origin = 150 − 3·(150, 125) = (−300, −225).
      #expect(e.zoom == 3)
      #expect(e.contentFrame == Rect(x: -300, y: -225, width: 900, height: 900))
    }

    @Test func `zoom to a rectangle measures it in image pixels, not in points`() throws {
      // 4000 × 3000 pixels at 0.1 points a pixel: a 1000 × 1000-pixel rect is 100 × 100 points.
      var e = try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
      e.apply(.zoomTo(imageRect: Rect(x: 1000, y: 1000, width: 1000, height: 1000)))
      #expect(e.zoom == 3)
      #expect(e.cropRect == Rect(x: 1000, y: 1000, width: 1000, height: 1000))
    }

    @Test(arguments: [Rect.null, .zero, Rect(x: .nan, y: 0, width: 10, height: 10)])
    func `zoom to an empty, null or non-finite rectangle is rejected`(rect: Rect) {
      var e = CropEngineTests.profile
      #expect(e.apply(.zoomTo(imageRect: rect)) == .rejected(.invalidRect))
      #expect(bitIdentical(e, CropEngineTests.profile))
    }
  }

  @Suite("cropRect")
  struct Crop {
    @Test func `the crop for a 1200 x 1200 image is the box in image pixels`() throws {
      let e = try CropEngine(
        image: .upright(Size(width: 1200, height: 1200)), cropBox: CropEngineTests.box, zoom: 2)
      #expect(e.cropRect == Rect(x: 300, y: 300, width: 600, height: 600))
    }

    @Test func `at rest at zoom 1 the crop of a square image in a square box is the whole image`() {
      #expect(CropEngineTests.profile.cropRect == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test
    func `a pinch to 2 about the box's centre crops the middle quarter of a 4000 x 3000 photo`()
      throws
    {
      var e = try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
      e.apply(.pinch(.began, scale: 2, centroid: Point(x: 195, y: 422)))
      e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 195, y: 422)))
      // 150 × 150 points of the 400 × 300 fitted photo, centred: x 125…275, y 75…225; ×10.
      #expect(e.cropRect == Rect(x: 1250, y: 750, width: 1500, height: 1500))
    }

    @Test func `a natural size maps each axis by its own pixel scale`() throws {
      // A 300 × 300-point content holding 800 × 400 pixels (8/3 and 4/3 pixels a point) at zoom 2,
      // frame (0, −300, 600, 600): the box shows x 0…150 and y 150…300 of the content.
      let e = try CropEngine(
        image: .upright(Size(width: 800, height: 400)), cropBox: CropEngineTests.box,
        configuration: CropConfiguration(fit: .natural(Size(width: 300, height: 300))), zoom: 2,
        center: Point(x: 300, y: 0))
      #expect(e.cropRect == Rect(x: 0, y: 200, width: 400, height: 200))
    }

    @Test func `the visible rect is the box in the image view's bounds coordinates`() {
      let e = CropEngineTests.engine(
        zoom: 2, frame: Rect(x: -150, y: -150, width: 600, height: 600))
      #expect(e.visibleRect == Rect(x: 75, y: 75, width: 150, height: 150))
    }

    @Test func `with the whole image in the box the visible rect is the image's bounds`() {
      let e = CropEngineTests.engine(
        zoom: 0.6, frame: Rect(x: 60, y: 60, width: 180, height: 180))
      #expect(e.visibleRect == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(e.visibleRect == e.geometry.bounds)
    }

    @Test func `the visible rect of an offset box is measured from the image's top-left`() {
      // Box (100, 50, 300, 300), image frame (-50, -150, 600, 600) at zoom 2: x (100 + 50)/2.
      let e = try! CropEngine(
        image: .upright(CropEngineTests.square),
        cropBox: Rect(x: 100, y: 50, width: 300, height: 300), zoom: 2,
        center: Point(x: 250, y: 150))
      #expect(e.visibleRect == Rect(x: 75, y: 100, width: 150, height: 150))
    }

    @Test
    func `a box that misses the image is null even when a subnormal zoom overflows its extent`()
      throws
    {
      // At a subnormal zoom (2^-1030) the box's width is +inf image points and its left edge −inf: the box lies
      // left of the image (its right edge, 300 − 1e305, is far left too).
      let e = try CropEngine(
        image: .upright(Size(width: 300, height: 300)),
        cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
        configuration: CropConfiguration(
          limits: ZoomLimits(minimumZoom: 0x1p-1030, restingMinimumZoom: 0x1p-1030)),
        zoom: 0x1p-1030, center: Point(x: 1e305, y: 150))
      #expect(e.cropRect.isNull)
      #expect(e.visibleRect.isNull)
    }

    @Test func `an image entirely outside the box gives the null rect`() {
      let e = CropEngineTests.engine(frame: Rect(x: 400, y: 0, width: 300, height: 300))
      #expect(e.cropRect.isNull)
    }

    @Test func `the crop of an image partly outside the box is the covered part only`() {
      let e = CropEngineTests.engine(frame: Rect(x: 100, y: -50, width: 300, height: 300))
      #expect(e.cropRect == Rect(x: 0, y: 50, width: 200, height: 250))
    }

    @Test
    func `a zoom so small that the box's extent in the image overflows crops the whole image`()
      throws
    {
      // 257 / 2.2e-308 is +inf points of the fitted image: the crop is clipped to the image.
      let tiny = Double.leastNormalMagnitude
      let e = try CropEngine(
        image: .upright(Size(width: 1, height: 62721)),
        cropBox: Rect(x: 51, y: 0, width: 257, height: 1),
        configuration: CropConfiguration(
          limits: ZoomLimits(minimumZoom: tiny, restingMinimumZoom: tiny)), zoom: tiny)
      #expect(e.cropRect == Rect(x: 0, y: 0, width: 1, height: 62721))
    }

    @Test func `the crop stays finite for an image with a 1e308-pixel side`() throws {
      let e = try CropEngine(
        image: .upright(Size(width: 1, height: 1e308)),
        cropBox: Rect(x: 0, y: 0, width: 0.5, height: 300),
        configuration: CropConfiguration(fit: .fit))
      let crop = e.cropRect
      #expect(crop.origin.x.isFinite && crop.origin.y.isFinite)
      #expect(crop.size.width.isFinite && crop.size.height.isFinite)
      #expect(crop.size.height == 1e308)
    }
  }

  @Suite("apply(.configure)")
  struct Configure {
    /// The 4000 × 3000 photo filling a 300 × 300 box in a 390 × 844 view.
    static func photo() -> CropEngine {
      try! CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
    }

    @Test func `a new fit keeps the photo's size on screen and the crop`() {
      var e = Self.photo()
      #expect(e.apply(.configure(CropConfiguration(fit: .fit))) == .moved)
      // Fit: 300 × 225 points at zoom 1, so the same 400 × 300 points are zoom 4/3.
      #expect(e.fittedSize == Size(width: 300, height: 225))
      #expect(e.zoom == 400.0 / 300.0)
      #expect(e.contentFrame == Rect(x: -5, y: 272, width: 400, height: 300))
      #expect(e.cropRect == Rect(x: 500, y: 0, width: 3000, height: 3000))
      #expect(e.configuration.fit == .fit)
    }

    @Test func `the same configuration again changes nothing`() {
      var e = Self.photo()
      e.apply(.pinch(.began, scale: 1.5, centroid: Point(x: 100, y: 400)))
      e.apply(.pinch(.ended, scale: 1))
      let before = e
      #expect(e.apply(.configure(e.configuration)) == .unchanged)
      #expect(bitIdentical(e, before))
    }

    @Test func `a lower zoom ceiling brings the zoom down about the crop box's centre`() {
      var e = Self.photo()
      e.apply(.pinch(.began, scale: 3, centroid: Point(x: 195, y: 422)))
      e.apply(.pinch(.ended, scale: 1))
      #expect(e.zoom == 3)
      e.apply(.configure(CropConfiguration(limits: ZoomLimits(maximumZoom: 2))))
      #expect(e.zoom == 2)
      #expect(e.center == Point(x: 195, y: 422))
      #expect(e.configuration.limits.maximumZoom == 2)
    }

    @Test func `a smaller angle limit clamps the angle and keeps the box covered`() {
      var e = Self.photo()
      e.apply(.straighten(angle: 0.3))
      e.apply(.configure(CropConfiguration(maximumAngle: 0.1)))
      #expect(e.angle == 0.1)
      #expect(e.isCovered)
      #expect(e.apply(.straighten(angle: 0.3)) == .unchanged)
    }

    @Test func `gestures in progress go on, and their end settles into the new limits`() {
      var e = Self.photo()
      e.apply(.pinch(.began, scale: 3, centroid: Point(x: 195, y: 422)))
      e.apply(
        .configure(CropConfiguration(limits: ZoomLimits(maximumZoom: 4, restingMaximumZoom: 2))))
      #expect(e.isInteracting)
      #expect(e.zoom == 3)
      let animation = e.animation(applying: .pinch(.ended, scale: 1))
      #expect(animation?.endZoom == 2)
      #expect(e.zoom == 2)
    }

    static let invalid: [(CropConfiguration, CropConfigurationError)] = [
      (CropConfiguration(maximumAngle: -1), .invalidAngleLimit),
      (CropConfiguration(maximumAngle: .nan), .invalidAngleLimit),
      (CropConfiguration(fit: .natural(Size(width: 0, height: 10))), .invalidNaturalSize),
      (CropConfiguration(motion: CropMotion(decelerationRate: 1)), .invalidMotion),
      (CropConfiguration(input: CropInputOptions(keyboardZoomFactor: .nan)), .invalidInputOptions),
    ]

    @Test(arguments: invalid)
    func `an invalid configuration is rejected with the reason, the state bit-identical`(
      configuration: CropConfiguration, reason: CropConfigurationError
    ) {
      var e = Self.photo()
      e.apply(.straighten(angle: 0.1))
      let before = e
      #expect(e.apply(.configure(configuration)) == .rejected(.invalidConfiguration(reason)))
      #expect(bitIdentical(e, before))
    }

    @Test func `a ceiling below the straightened angle's covering zoom is refused`() {
      var e = Self.photo()
      e.apply(.straighten(angle: 0.5))
      let before = e
      #expect(
        e.apply(.configure(CropConfiguration(limits: ZoomLimits(maximumZoom: 1.1))))
          == .rejected(.angleNotCoverable))
      #expect(bitIdentical(e, before))
    }
  }

  @Suite("apply(.layout)")
  struct Layout {
    /// A photo zoomed and panned behind a square box, then the box changes.
    static func zoomedPhoto() throws -> CropEngine {
      var e = try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
      e.apply(.pinch(.began, scale: 2.5, centroid: Point(x: 120, y: 350)))
      e.apply(.pinch(.changed, scale: 1.1, centroid: Point(x: 110, y: 380)))
      e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 110, y: 380)))
      return e
    }

    @Test(arguments: [
      Rect(x: 45, y: 272, width: 300, height: 300), Rect(x: 0, y: 0, width: 600, height: 600),
      Rect(x: 222, y: 40, width: 150, height: 150),
      Rect(x: 10.5, y: 7.25, width: 777.7, height: 777.7),
    ])
    func `a new crop box of the same aspect ratio keeps the same pixel crop`(box: Rect) throws {
      var e = try Self.zoomedPhoto()
      let crop = e.cropRect
      let zoom = e.zoom
      e.apply(.layout(cropBox: box))
      #expect(e.cropBox == box)
      #expect(e.zoom == zoom)
      let tolerance = 1e-9 * 4000
      #expect(isClose(e.cropRect, crop, tolerance: tolerance))
    }

    @Test func `a rotated device keeps the image point under the box's centre and settles`() throws
    {
      var e = try CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: Rect(x: 45, y: 272, width: 300, height: 300), zoom: 2)
      // Portrait 300 × 300 box → landscape 600 × 300 box in an 844 × 390 view.
      let result = e.apply(.layout(cropBox: Rect(x: 122, y: 45, width: 600, height: 300)))
      #expect(result == .moved)
      // Fill of 4000 × 3000 in 600 × 300: factor 0.15, 600 × 450 points; zoom 2: 1200 × 900.
      #expect(e.fittedSize == Size(width: 600, height: 450))
      #expect(e.zoom == 2)
      // The centre pixel (2000, 1500) stays under the box's centre (422, 195).
      #expect(e.center == Point(x: 422, y: 195))
      #expect(e.cropRect == Rect(x: 1000, y: 1000, width: 2000, height: 1000))
    }

    @Test func `gestures go on through a layout change, and the last one's end settles`() {
      var e = CropEngineTests.profile
      e.apply(.pan(.began, translation: Point(x: 0, y: -40)))
      // The same box: nothing moves and nothing settles while the finger holds the image.
      #expect(e.apply(.layout(cropBox: CropEngineTests.box)) == .unchanged)
      #expect(e.isInteracting)
      #expect(e.contentFrame == Rect(x: 0, y: -40, width: 300, height: 300))
      #expect(e.animation(applying: .pan(.ended, translation: .zero)) != nil)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `cumulative values keep their baselines through a layout change`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 1, values: .cumulative))
      e.apply(.pinch(.changed, scale: 1.5, values: .cumulative))
      e.apply(.pan(.began, translation: Point(x: 100, y: 0), values: .cumulative))
      e.apply(.layout(cropBox: CropEngineTests.box))
      // The fingers did not move: the same totals change nothing.
      #expect(e.apply(.pinch(.changed, scale: 1.5, values: .cumulative)) == .unchanged)
      #expect(
        e.apply(.pan(.changed, translation: Point(x: 100, y: 0), values: .cumulative)) == .unchanged
      )
      #expect(e.zoom == 1.5)
    }

    @Test
    func `a pinch's centroid is re-baselined after a layout change, so the image does not jump`() {
      var e = CropEngineTests.profile
      e.apply(.pinch(.began, scale: 1, centroid: Point(x: 100, y: 100)))
      e.apply(.layout(cropBox: CropEngineTests.box))
      // The view moved 30 points under the fingers: the centroid reads 30 more, the image stays.
      #expect(e.apply(.pinch(.changed, scale: 1, centroid: Point(x: 130, y: 100))) == .unchanged)
      e.apply(.pinch(.changed, scale: 1, centroid: Point(x: 140, y: 100)))
      #expect(e.contentFrame == Rect(x: 10, y: 0, width: 300, height: 300))
    }

    @Test(arguments: [
      Rect.null, .zero, Rect(x: 0, y: 0, width: 0, height: 10),
      Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
    ])
    func `an invalid crop box is rejected with its reason and changes nothing`(box: Rect) {
      var e = CropEngineTests.engine(zoom: 2)
      let before = e
      #expect(e.apply(.layout(cropBox: box)) == .rejected(.invalidCropBox(.invalidCropBox)))
      #expect(bitIdentical(e, before))
    }
  }

  @Suite("An offset crop box")
  struct OffsetBox {
    /// A 300 × 300 box at (100, 50) in a larger view, a 300 × 300-pixel image at zoom 2.
    static func zoomed(frame: Rect) -> CropEngine {
      try! CropEngine(
        image: .upright(CropEngineTests.square),
        cropBox: Rect(x: 100, y: 50, width: 300, height: 300), zoom: 2,
        center: Point(x: frame.midX, y: frame.midY))
    }

    @Test func `settle closes a left gap against a box that starts at x = 100`() {
      var e = Self.zoomed(frame: Rect(x: 120, y: -100, width: 600, height: 600))
      CropEngineTests.settle(&e)
      #expect(e.contentFrame == Rect(x: 100, y: -100, width: 600, height: 600))
    }

    @Test func `settle centres small content in the offset box`() throws {
      var e = try CropEngine(
        image: .upright(CropEngineTests.square),
        cropBox: Rect(x: 100, y: 50, width: 300, height: 300),
        configuration: CropConfiguration(limits: .viewer), zoom: 0.6, center: Point(x: 0, y: 0))
      CropEngineTests.settle(&e)
      #expect(e.contentFrame == Rect(x: 160, y: 110, width: 180, height: 180))
    }

    @Test func `the crop is measured from the box, in image pixels`() {
      let e = Self.zoomed(frame: Rect(x: -50, y: -150, width: 600, height: 600))
      // Box x 100…400 is image points (100 + 50)/2 … (400 + 50)/2 = 75 … 225.
      #expect(e.cropRect == Rect(x: 75, y: 100, width: 150, height: 150))
    }

    @Test func `zoom to a rectangle puts it in the offset box`() {
      var e = Self.zoomed(frame: Rect(x: -50, y: -150, width: 600, height: 600))
      e.apply(.zoomTo(imageRect: Rect(x: 0, y: 0, width: 150, height: 150)))
      #expect(e.contentFrame == Rect(x: 100, y: 50, width: 600, height: 600))
    }
  }
}

/// The event streams that README's UIKit adapter and Docs/Gestures.md's SwiftUI adapter send for a
/// two-finger gesture, replayed through the engine: one finger pans, a second lands and the two
/// pinch to 1.5, one lifts, the other drags far left and lifts. Each stream's steps are computed by
/// hand; both settle once, at the same place.
@Suite("CropEngine adapters")
struct CropEngineAdapterTests {
  /// UIKit: a pinch and a pan recognizer that recognize simultaneously; each handler sends
  /// `GesturePhase(recognizer.state)` and the recognizer's values: the totals since the gesture
  /// began (README's adapter), or the values since the handler last reset the recognizer.
  @Test(arguments: [GestureValues.cumulative, .incremental])
  func `the UIKit adapter's two-recognizer stream settles once, at (-150, -75, 450, 450)`(
    values: GestureValues
  ) {
    let cumulative = values == .cumulative
    // (increment, total) of each recognizer value.
    func pan(_ phase: GesturePhase, _ step: Double, _ total: Double) -> CropEvent {
      .pan(phase, translation: Point(x: cumulative ? total : step, y: 0), values: values)
    }
    func pinch(
      _ phase: GesturePhase, _ step: Double, _ total: Double, _ x: Double, _ touches: Int
    ) -> CropEvent {
      .pinch(
        phase, scale: cumulative ? total : step, centroid: Point(x: x, y: 150),
        touchCount: touches, values: values)
    }
    var e = CropEngineTests.profile
    let stream: [(CropEvent, String)] = [
      (pan(.began, 10, 10), "moved"),
      (pan(.changed, 10, 20), "moved"),
      // A second finger: the pinch recognizer begins at the fingers' centroid.
      (pinch(.began, 1, 1, 200, 2), "unchanged"),
      // The pan recognizer reports the centroid's movement too: the pinch already carries it.
      (pan(.changed, 5, 25), "unchanged"),
      // Pan by (5, 0) to (175, 150), then zoom 1.5 about (205, 150): 205 + 1.5·(175 − 205) = 160.
      (pinch(.changed, 1.5, 1.5, 205, 2), "moved"),
      // A finger lifts: the centroid jumps to the remaining finger and is re-baselined.
      (pinch(.changed, 1, 1.5, 230, 1), "unchanged"),
      // The last finger of the pinch lifts: UIKit reports no touches at the end.
      (pinch(.ended, 1, 1.5, 230, 0), "unchanged"),
      // One finger again: the pan moves the image to 60, past the left edge.
      (pan(.changed, -100, -75), "moved"),
      // The last recognizer ends: settle into the allowed range 75…225 at zoom 1.5.
      (pan(.ended, 0, -75), "animated"),
    ]
    for (event, expected) in stream {
      #expect(Self.kind(e.apply(event)) == expected, "\(event)")
    }
    #expect(e.zoom == 1.5)
    #expect(e.contentFrame == Rect(x: -150, y: -75, width: 450, height: 450))
    #expect(!e.isInteracting)
  }

  /// SwiftUI: a `MagnifyGesture` and a `DragGesture` attached with `simultaneousGesture`, each
  /// sending its own cumulative values: the magnification as a pinch about the gesture's
  /// `startLocation` (SwiftUI reports no live centroid), the drag's translation as a pan; each
  /// `onEnded` sends its last values as the end.
  @Test func `the SwiftUI adapter's cumulative stream settles once, at (-150, -75, 450, 450)`() {
    var e = CropEngineTests.profile
    let start = Point(x: 195, y: 150)
    func drag(_ phase: GesturePhase, _ x: Double) -> CropEvent {
      .pan(phase, translation: Point(x: x, y: 0), values: .cumulative)
    }
    func magnify(_ phase: GesturePhase, _ m: Double) -> CropEvent {
      .pinch(phase, scale: m, centroid: start, values: .cumulative)
    }
    let stream: [(CropEvent, String)] = [
      (drag(.changed, 10), "moved"),
      (drag(.changed, 20), "moved"),
      // A second finger: the magnification begins at 1 where the pinch started.
      (magnify(.changed, 1), "unchanged"),
      // While the pinch is active its anchor holds the image: the drag is not applied twice.
      (drag(.changed, 25), "unchanged"),
      // Zoom 1.5 about (195, 150): 195 + 1.5·(170 − 195) = 157.5.
      (magnify(.changed, 1.5), "moved"),
      (drag(.changed, -75), "unchanged"),
      // The pinch ends with its last value (no change); the drag still holds the image.
      (magnify(.ended, 1.5), "unchanged"),
      // The drag goes on from its baseline, −75: another −100, to 57.5.
      (drag(.changed, -175), "moved"),
      // The last gesture ends: settle into the allowed range 75…225 at zoom 1.5.
      (drag(.ended, -175), "animated"),
    ]
    for (event, expected) in stream {
      #expect(Self.kind(e.apply(event)) == expected, "\(event)")
    }
    #expect(e.zoom == 1.5)
    #expect(e.contentFrame == Rect(x: -150, y: -75, width: 450, height: 450))
    #expect(!e.isInteracting)
  }

  /// The result's kind as a word, so a stream's expectations read as a list.
  static func kind(_ result: CropEventResult) -> String {
    switch result {
    case .unchanged: return "unchanged"
    case .deferred: return "deferred"
    case .moved: return "moved"
    case .animated: return "animated"
    case .rejected: return "rejected"
    case .detent(let crossing, _): return crossing == .entered ? "entered detent" : "left detent"
    }
  }
}
