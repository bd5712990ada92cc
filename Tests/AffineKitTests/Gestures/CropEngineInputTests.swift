import AffineKit
import Testing

/// The input devices beside touch: the wheel and the trackpad, the keyboard and accessibility
/// actions, the double-tap cycle and the one-finger quick zoom. Unless a test says otherwise, a
/// 300 × 300 image fills a 300 × 300 crop box at the origin: at zoom `z` centred on the box its
/// frame is `(150 − 150z, 150 − 150z, 300z, 300z)`.
@Suite("CropEngine: input devices")
struct CropEngineInputTests {
  static let box = Rect(x: 0, y: 0, width: 300, height: 300)

  /// The engine, with the given placement and configuration (valid by construction). Its default
  /// limits have no ceiling: the input laws zoom far past one.
  static func engine(
    zoom: Double = 1, center: Point? = nil, limits: ZoomLimits = .noCeiling,
    overscroll: Overscroll = .free, input: CropInputOptions = CropInputOptions(),
    fit: FitMode = .fill
  ) -> CropEngine {
    do {
      return try CropEngine(
        image: .upright(Size(width: 300, height: 300)), cropBox: box,
        configuration: CropConfiguration(
          fit: fit, limits: limits, overscroll: overscroll, input: input), zoom: zoom,
        center: center)
    } catch {
      fatalError("the test's configuration is invalid: \(error)")
    }
  }

  /// Limits wide enough that no clamp acts in the laws.
  static let unclamped = ZoomLimits(minimumZoom: 1e-6, maximumZoom: 1e6, restingMinimumZoom: 1e-6)
  static let pans = CropInputOptions(plainScroll: .pans)

  /// A seeded engine with a random natural content size, zoom and centre, and a random focal point.
  struct LawCase: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var contentSize: Size
    var zoom: Double
    var center: Point
    var focus: Point
    var a, b: Double
    var testDescription: String { "seed \(seed): zoom \(zoom) at \(center), \(a) and \(b)" }

    func engine(
      limits: ZoomLimits = CropEngineInputTests.unclamped, overscroll: Overscroll = .free,
      input: CropInputOptions = CropInputOptions()
    ) -> CropEngine {
      CropEngineInputTests.engine(
        zoom: zoom, center: center, limits: limits, overscroll: overscroll, input: input,
        fit: .natural(contentSize))
    }
  }

  static let lawCases: [LawCase] = Law.seeds.flatMap { seed in
    var rng = SplitMix64(seed: seed)
    return (0..<8).map { _ in
      LawCase(
        seed: seed,
        contentSize: Size(
          width: Double.random(in: 50...600, using: &rng),
          height: Double.random(in: 50...600, using: &rng)),
        zoom: Double.random(in: 0.5...8, using: &rng),
        center: Point(
          x: Double.random(in: -500...800, using: &rng),
          y: Double.random(in: -500...800, using: &rng)),
        focus: Point(
          x: Double.random(in: 0...300, using: &rng), y: Double.random(in: 0...300, using: &rng)),
        a: Double.random(in: -300...300, using: &rng), b: Double.random(in: -300...300, using: &rng)
      )
    }
  }

  /// Whether two zooms agree to `ulps` units in the last place of the first (relative).
  static func zoomsAgree(_ x: Double, _ y: Double, ulps: Double) -> Bool {
    isClose(x, y, tolerance: ulps * x.ulp)
  }

  // MARK: Scroll

  @Suite("apply(.scroll) and apply(.scrollEnded)")
  struct Scroll {
    struct ZoomCase: Sendable, CustomTestStringConvertible, Codable {
      var deltaY: Double
      var unit: String
      var isPinch: Bool
      var zoom: Double
      var testDescription: String {
        "Δy \(deltaY) \(unit)\(isPinch ? ", trackpad pinch" : "") gives zoom \(zoom)"
      }
      var scrollUnit: ScrollUnit {
        switch unit {
        case "lines": .lines
        case "pages": .pages
        default: .pixels
        }
      }
    }

    @Test(arguments: [
      ZoomCase(deltaY: -500, unit: "pixels", isPinch: false, zoom: 2),
      ZoomCase(deltaY: 500, unit: "pixels", isPinch: false, zoom: 0.5),
      ZoomCase(deltaY: -250, unit: "pixels", isPinch: false, zoom: 2.0.squareRoot()),
      ZoomCase(deltaY: -20, unit: "lines", isPinch: false, zoom: 2),
      ZoomCase(deltaY: 3, unit: "lines", isPinch: false, zoom: 0.9012504626108302),
      ZoomCase(deltaY: -1, unit: "pages", isPinch: false, zoom: 2),
      ZoomCase(deltaY: 2, unit: "pages", isPinch: false, zoom: 0.25),
      ZoomCase(deltaY: -50, unit: "pixels", isPinch: true, zoom: 2),
      ZoomCase(deltaY: -2, unit: "lines", isPinch: true, zoom: 2),
    ])
    func `a scroll multiplies the zoom by 2 to the minus delta y times d3's factor`(c: ZoomCase) {
      var e = CropEngineInputTests.engine(limits: ZoomLimits(minimumZoom: 0.1))
      e.apply(
        .scroll(
          delta: Point(x: 0, y: c.deltaY), unit: c.scrollUnit, isPinch: c.isPinch,
          at: Point(x: 150, y: 150)))
      #expect(CropEngineInputTests.zoomsAgree(e.zoom, c.zoom, ulps: 4))
    }

    @Test func `a wheel scroll of -500 pixels doubles the zoom about the pointer`() {
      var e = CropEngineInputTests.engine()
      let result = e.apply(.scroll(delta: Point(x: 0, y: -500), at: Point(x: 75, y: 75)))
      #expect(result == .moved)
      // Zoom 2 about (75, 75): centre 75 + 2·(150 − 75) = 225.
      #expect(
        isClose(e.contentFrame, Rect(x: -75, y: -75, width: 600, height: 600), tolerance: 1e-12))
    }

    @Test func `a horizontal delta does not zoom, as in d3-zoom which reads deltaY only`() {
      var e = CropEngineInputTests.engine()
      let before = e
      #expect(e.apply(.scroll(delta: Point(x: -500, y: 0), at: Point(x: 75, y: 75))) == .unchanged)
      #expect(bitIdentical(numbers(e), numbers(before)))
    }

    struct PanCase: Sendable, CustomTestStringConvertible {
      var delta: Point
      var unit: ScrollUnit
      var center: Point
      var testDescription: String { "\(delta) in \(unit) moves the centre to \(center)" }
    }

    @Test(arguments: [
      PanCase(delta: Point(x: 10, y: -20), unit: .pixels, center: Point(x: 140, y: 170)),
      PanCase(delta: Point(x: 1, y: 2), unit: .lines, center: Point(x: 134, y: 118)),
      PanCase(delta: Point(x: 0, y: 1), unit: .pages, center: Point(x: 150, y: -150)),
      PanCase(delta: Point(x: -0.5, y: 0), unit: .pages, center: Point(x: 300, y: 150)),
    ])
    func `a plain scroll pans by minus the delta in points, 16 per line, a crop box per page`(
      c: PanCase
    ) {
      var e = CropEngineInputTests.engine(zoom: 2, input: CropEngineInputTests.pans)
      #expect(e.apply(.scroll(delta: c.delta, unit: c.unit, at: Point(x: 10, y: 10))) == .moved)
      #expect(e.center == c.center)
      #expect(e.zoom == 2)
    }

    @Test func `a plain scroll that pans goes through the overscroll mode`() {
      var e = CropEngineInputTests.engine(
        zoom: 2, overscroll: .clamped, input: CropEngineInputTests.pans)
      // The centre's allowed range at zoom 2 is 0...300 on each axis.
      e.apply(.scroll(delta: Point(x: -400, y: 0), at: Point(x: 10, y: 10)))
      #expect(e.center == Point(x: 300, y: 150))
    }

    @Test func `a trackpad pinch zooms even when plain scrolls pan`() {
      var e = CropEngineInputTests.engine(input: CropEngineInputTests.pans)
      e.apply(.scroll(delta: Point(x: 0, y: -50), isPinch: true, at: Point(x: 75, y: 75)))
      #expect(
        isClose(e.contentFrame, Rect(x: -75, y: -75, width: 600, height: 600), tolerance: 1e-12))
    }

    @Test func `a scroll is a gesture that settles with an animation when it ends`() throws {
      var e = CropEngineInputTests.engine()
      e.apply(.scroll(delta: Point(x: 0, y: 250), at: Point(x: 0, y: 0)))
      #expect(e.isInteracting)
      let released = e.geometry
      let animation = try #require(e.animation(applying: .scrollEnded) as RunningSettle?)
      #expect(!e.isInteracting)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(animation.start == released)
      #expect(animation.end == e.geometry)
    }

    @Test func `the end of a scroll during a pinch ends the scroll without settling`() {
      var e = CropEngineInputTests.engine()
      e.apply(.pinch(.began, scale: 0.8))
      e.apply(.scroll(delta: Point(x: 0, y: 100), at: Point(x: 0, y: 0)))
      let before = e
      #expect(e.apply(.scrollEnded) == .unchanged)
      #expect(bitIdentical(numbers(e), numbers(before)))
      #expect(e.isInteracting)
    }

    @Test func `the end of a scroll that is not active is rejected and changes nothing`() {
      var e = CropEngineInputTests.engine()
      let before = e
      #expect(e.apply(.scrollEnded) == .rejected(.gestureNotActive))
      #expect(bitIdentical(e, before))
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
      var name: String
      var event: CropEvent
      var rejection: CropEventRejection
      var input: CropInputOptions = CropInputOptions()
      var testDescription: String { name }
    }

    @Test(arguments: [
      BadCase(
        name: "NaN delta", event: .scroll(delta: Point(x: 0, y: .nan), at: .zero),
        rejection: .invalidDelta),
      BadCase(
        name: "infinite horizontal delta",
        event: .scroll(delta: Point(x: .infinity, y: 1), at: .zero), rejection: .invalidDelta),
      BadCase(
        name: "minus infinite delta in pan mode",
        event: .scroll(delta: Point(x: 0, y: -.infinity), at: .zero), rejection: .invalidDelta,
        input: CropEngineInputTests.pans),
      BadCase(
        name: "NaN location", event: .scroll(delta: Point(x: 0, y: 1), at: Point(x: .nan, y: 0)),
        rejection: .invalidLocation),
      BadCase(
        name: "infinite location in pan mode",
        event: .scroll(delta: Point(x: 0, y: 1), at: Point(x: 0, y: .infinity)),
        rejection: .invalidLocation, input: CropEngineInputTests.pans),
      BadCase(
        name: "a delta of -1e6 pixels, whose zoom factor overflows",
        event: .scroll(delta: Point(x: 0, y: -1e6), at: .zero), rejection: .overflow),
      BadCase(
        name: "a delta of 1e6 pixels, whose zoom factor underflows to 0",
        event: .scroll(delta: Point(x: 0, y: 1e6), at: .zero), rejection: .overflow),
      BadCase(
        name: "a trackpad pinch of -1e5 pixels",
        event: .scroll(delta: Point(x: 0, y: -1e5), isPinch: true, at: .zero),
        rejection: .overflow),
      BadCase(
        name: "a pan of 1e308 pages",
        event: .scroll(delta: Point(x: 1e308, y: 0), unit: .pages, at: .zero),
        rejection: .overflow, input: CropEngineInputTests.pans),
    ])
    func `bad or overflowing scroll input is rejected and leaves the state bit-identical`(
      c: BadCase
    ) {
      var e = CropEngineInputTests.engine(zoom: 2, input: c.input)
      let before = e
      #expect(e.apply(c.event) == .rejected(c.rejection))
      #expect(bitIdentical(e, before))
    }

    @Test func `a zoom whose frame overflows is rejected and leaves the state bit-identical`() {
      var e = CropEngineInputTests.engine(zoom: 1e300)
      let before = e
      // 2^1000 · 1e300 overflows.
      #expect(
        e.apply(.scroll(delta: Point(x: 0, y: -500_000), at: .zero)) == .rejected(.overflow))
      #expect(bitIdentical(e, before))
    }

    // MARK: Laws

    @Test(arguments: CropEngineInputTests.lawCases)
    func `scrolling by a then b zooms as scrolling by a plus b`(c: LawCase) {
      var twice = c.engine()
      var once = twice
      twice.apply(.scroll(delta: Point(x: 0, y: c.a), at: c.focus))
      twice.apply(.scroll(delta: Point(x: 0, y: c.b), at: c.focus))
      once.apply(.scroll(delta: Point(x: 0, y: c.a + c.b), at: c.focus))
      // Each factor is exp to within an ulp of |x| ≤ 1.2: eight ulps of the zoom, and the centre
      // to 1e-9 points.
      #expect(CropEngineInputTests.zoomsAgree(twice.zoom, once.zoom, ulps: 8))
      #expect(isClose(twice.center, once.center, tolerance: 1e-9))
    }

    @Test(arguments: CropEngineInputTests.lawCases)
    func `scrolling by a then minus a zooms back to the start`(c: LawCase) {
      let start = c.engine()
      var e = start
      e.apply(.scroll(delta: Point(x: 0, y: c.a), unit: .lines, at: c.focus))
      e.apply(.scroll(delta: Point(x: 0, y: -c.a), unit: .lines, at: c.focus))
      // |Δy·f·ln 2| ≤ 10.4: the two factors' product is 1 to within about 16 ulps.
      #expect(CropEngineInputTests.zoomsAgree(e.zoom, start.zoom, ulps: 16))
      #expect(isClose(e.center, start.center, tolerance: 1e-9))
    }

    @Test(arguments: CropEngineInputTests.lawCases)
    func `panning scrolls by a then b move as one scroll by a plus b`(c: LawCase) {
      var twice = c.engine(input: CropEngineInputTests.pans)
      var once = twice
      twice.apply(.scroll(delta: Point(x: c.a, y: c.b), at: c.focus))
      twice.apply(.scroll(delta: Point(x: c.b, y: c.a), at: c.focus))
      once.apply(.scroll(delta: Point(x: c.a + c.b, y: c.b + c.a), at: c.focus))
      #expect(isClose(twice.center, once.center, tolerance: 1e-12))
      #expect(twice.zoom == once.zoom)
    }

    @Test(arguments: CropEngineInputTests.lawCases)
    func `a panning scroll by a then minus a returns to the start`(c: LawCase) {
      let start = c.engine(input: CropEngineInputTests.pans)
      var e = start
      e.apply(.scroll(delta: Point(x: c.a, y: c.b), at: c.focus))
      e.apply(.scroll(delta: Point(x: -c.a, y: -c.b), at: c.focus))
      #expect(isClose(e.center, start.center, tolerance: 1e-12))
    }
  }

  // MARK: Keyboard

  @Suite("apply(.key)")
  struct Key {
    @Test func `zoom in multiplies the zoom by the square root of 2 about the crop box's centre`()
      throws
    {
      var e = CropEngineInputTests.engine(zoom: 2, center: Point(x: 100, y: 200))
      let before = e.geometry
      let animation = try #require(e.animation(applying: .key(.zoomIn)) as RunningSettle?)
      #expect(e.zoom == 2 * 2.0.squareRoot())
      // c' = 150 + √2·(c − 150): (150 − 50√2, 150 + 50√2).
      #expect(
        isClose(
          e.center, Point(x: 79.28932188134524, y: 220.71067811865476), tolerance: 1e-12))
      #expect(animation.start == before)
      #expect(animation.end == e.geometry)
    }

    @Test func `zoom out at the resting minimum changes nothing`() {
      var e = CropEngineInputTests.engine()
      let before = e
      #expect(e.apply(.key(.zoomOut)) == .unchanged)
      #expect(bitIdentical(e, before))
    }

    @Test func `zoom out lands on the resting minimum, not below it`() {
      var e = CropEngineInputTests.engine(zoom: 1.2)
      e.apply(.key(.zoomOut))
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `the keyboard's zoom factor is configurable`() {
      var e = CropEngineInputTests.engine(input: CropInputOptions(keyboardZoomFactor: 1.5))
      e.apply(.key(.zoomIn))
      #expect(e.zoom == 1.5)
    }

    @Test(
      arguments: zip(
        [CropKey.left, .right, .up, .down],
        [
          Point(x: 120, y: 150), Point(x: 180, y: 150), Point(x: 150, y: 120),
          Point(x: 150, y: 180),
        ]))
    func `an arrow moves the image a tenth of the crop box that way, then settles`(
      key: CropKey, center: Point
    ) throws {
      var e = CropEngineInputTests.engine(zoom: 2)
      #expect(try #require(e.animation(applying: .key(key)) as RunningSettle?).end == e.geometry)
      #expect(e.center == center)
    }

    @Test func `an arrow that the settle undoes changes nothing`() {
      var e = CropEngineInputTests.engine()
      let before = e
      #expect(e.apply(.key(.right)) == .unchanged)
      #expect(bitIdentical(e, before))
    }

    @Test func `an arrow goes through the overscroll mode, then settles`() {
      var e = CropEngineInputTests.engine(
        zoom: 2, center: Point(x: 295, y: 150), overscroll: .clamped)
      e.apply(.key(.right))
      #expect(e.center == Point(x: 300, y: 150))
    }

    @Test func `reset animates back to the start with the settle a key step returns`() {
      var e = CropEngineInputTests.engine(zoom: 3, center: Point(x: 40, y: 260))
      let start = e.geometry
      e.apply(.pinch(.began, scale: 1.5))
      let pinched = e.geometry
      guard let animation = e.animation(applying: .reset) else {
        Issue.record("reset did not animate")
        return
      }
      #expect(animation.start == pinched)
      #expect(animation.start != start)
      #expect(animation.end == e.geometry)
      #expect(animation.motion == .eased)
      #expect(animation.duration == 0.3)
      #expect(e.zoom == 1)
      #expect(e.center == Point(x: 150, y: 150))
      #expect(!e.isInteracting)
    }

    @Test func `during a gesture a key steps through the gesture limits and does not settle`()
      throws
    {
      var e = CropEngineInputTests.engine()
      e.apply(.pinch(.began, scale: 1))
      #expect(e.apply(.key(.zoomOut)) == .moved)
      // Below the resting minimum, within the gesture floor of 0.6: kept until the gesture ends.
      #expect(e.zoom == 1 / 2.0.squareRoot())
      #expect(e.isInteracting)
      let animation = try #require(
        e.animation(applying: .pinch(.ended, scale: 1)) as RunningSettle?)
      #expect(animation.end == e.geometry)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func `during a gesture an arrow pans without settling`() {
      var e = CropEngineInputTests.engine()
      e.apply(.pan(.began, translation: .zero))
      #expect(e.apply(.key(.down)) == .moved)
      #expect(e.center == Point(x: 150, y: 180))
    }

    @Test func `a key step whose frame overflows is rejected and leaves the state bit-identical`() {
      var e = CropEngineInputTests.engine(
        zoom: 1e300, fit: .natural(Size(width: 1.5e8, height: 1)))
      let before = e
      #expect(e.apply(.key(.zoomIn)) == .rejected(.overflow))
      #expect(bitIdentical(e, before))
    }
  }

  // MARK: Double tap

  @Suite("apply(.doubleTap) with a cycle")
  struct DoubleTap {
    @Test func `the default double tap is the toggle`() {
      #expect(CropInputOptions().doubleTap == .toggle)
      #expect(DoubleTapCycle.toggle.count == 0)
    }

    struct CycleCase: Sendable, CustomTestStringConvertible {
      var name: String
      var cycle: DoubleTapCycle
      var limits: ZoomLimits
      var start: Double
      var zooms: [Double]
      var testDescription: String { name }
    }

    @Test(arguments: [
      CycleCase(
        name: "1, 2, 4 from 1", cycle: DoubleTapCycle(1, 2, 4), limits: .crop, start: 1,
        zooms: [2, 4, 1, 2]),
      CycleCase(
        name: "1, 2, 4 from 3 advances to the first level above", cycle: DoubleTapCycle(1, 2, 4),
        limits: .crop, start: 3, zooms: [4, 1]),
      CycleCase(
        name: "levels clamped into the resting range", cycle: DoubleTapCycle(0.5, 2, 4),
        limits: ZoomLimits(maximumZoom: 3), start: 1, zooms: [2, 3, 1, 2]),
      CycleCase(
        name: "a zoom a hair above a level counts as at it",
        cycle: DoubleTapCycle(1, 2, 4, 8), limits: .crop, start: 2 + 2e-12, zooms: [4, 8, 1]),
      CycleCase(
        name: "a zoom a hair below a level counts as at it",
        cycle: DoubleTapCycle(1, 2, 4, 8), limits: .crop, start: 2 - 2e-12, zooms: [4]),
      CycleCase(
        name: "one level always goes there", cycle: DoubleTapCycle(3), limits: .crop, start: 1,
        zooms: [3, 3]),
    ])
    func `a cycle advances to the first level above the zoom and wraps to the first`(
      c: CycleCase
    ) {
      var e = CropEngineInputTests.engine(
        zoom: c.start, limits: c.limits, input: CropInputOptions(doubleTap: c.cycle))
      var zooms: [Double] = []
      for _ in c.zooms {
        e.apply(.doubleTap(at: Point(x: 150, y: 150)))
        zooms.append(e.zoom)
      }
      #expect(zooms == c.zooms)
    }

    @Test func `a cycle's tap zooms about the tap, then settles with an animation`() throws {
      var e = CropEngineInputTests.engine(input: CropInputOptions(doubleTap: DoubleTapCycle(1, 2)))
      let animation = try #require(
        e.animation(applying: .doubleTap(at: Point(x: 75, y: 75))) as RunningSettle?)
      #expect(e.contentFrame == Rect(x: -75, y: -75, width: 600, height: 600))
      #expect(animation.end == e.geometry)
    }

    @Test func `a cycle of 1, 2 and 4 has three levels, the second 2`() {
      let cycle = DoubleTapCycle(1, 2, 4)
      #expect(cycle.count == 3)
      #expect(cycle.level(at: 1) == 2)
    }

    @Test func `nil levels are skipped`() {
      let cycle = DoubleTapCycle(1, nil, 3)
      #expect(cycle == DoubleTapCycle(1, 3))
      #expect(cycle.count == 2)
      #expect(
        [cycle.level(at: -1), cycle.level(at: 0), cycle.level(at: 1), cycle.level(at: 2)] == [
          nil, 1, 3, nil,
        ])
    }

    @Test(arguments: [
      DoubleTapCycle(.nan), DoubleTapCycle(0, 1), DoubleTapCycle(-1), DoubleTapCycle(1, .infinity),
      DoubleTapCycle(2, 1), DoubleTapCycle(1, 1), DoubleTapCycle(1, 2, 4, 3),
    ])
    func `a cycle with a level not finite and positive or not increasing is refused`(
      cycle: DoubleTapCycle
    ) {
      #expect(throws: CropConfigurationError.invalidInputOptions) {
        try CropEngine(
          image: .upright(Size(width: 300, height: 300)), cropBox: CropEngineInputTests.box,
          configuration: CropConfiguration(input: CropInputOptions(doubleTap: cycle)))
      }
    }
  }

  // MARK: Quick zoom

  @Suite("apply(.quickZoom)")
  struct QuickZoom {
    /// `100·ln 2`: a drag of this many points multiplies the zoom by 2 with `d = 100`.
    static let doubling = 69.31471805599453

    @Test func `dragging down by d times ln 2 doubles the zoom about the began location`() {
      var e = CropEngineInputTests.engine()
      #expect(e.apply(.quickZoom(.began, location: Point(x: 75, y: 75))) == .unchanged)
      #expect(
        e.apply(.quickZoom(.changed, location: Point(x: 75, y: 75 + Self.doubling))) == .moved)
      #expect(
        isClose(e.contentFrame, Rect(x: -75, y: -75, width: 600, height: 600), tolerance: 1e-12))
    }

    @Test func `the focal point stays the began location whatever the finger's x`() {
      var e = CropEngineInputTests.engine()
      e.apply(.quickZoom(.began, location: Point(x: 75, y: 75)))
      e.apply(.quickZoom(.changed, location: Point(x: 280, y: 75 + Self.doubling)))
      #expect(
        isClose(e.contentFrame, Rect(x: -75, y: -75, width: 600, height: 600), tolerance: 1e-12))
    }

    @Test func `dragging up zooms out`() {
      var e = CropEngineInputTests.engine(limits: ZoomLimits(minimumZoom: 0.1))
      e.apply(.quickZoom(.began, location: Point(x: 150, y: 150)))
      e.apply(.quickZoom(.changed, location: Point(x: 150, y: 150 - Self.doubling)))
      #expect(
        isClose(e.contentFrame, Rect(x: 75, y: 75, width: 150, height: 150), tolerance: 1e-12))
    }

    @Test func `the distance is configurable`() {
      var e = CropEngineInputTests.engine(input: CropInputOptions(quickZoomDistance: 50))
      e.apply(.quickZoom(.began, location: Point(x: 150, y: 150)))
      e.apply(.quickZoom(.changed, location: Point(x: 150, y: 150 + Self.doubling / 2)))
      #expect(CropEngineInputTests.zoomsAgree(e.zoom, 2, ulps: 4))
    }

    @Test func `a changed event of a quick zoom that is not active begins it without moving`() {
      var e = CropEngineInputTests.engine()
      let before = e
      #expect(e.apply(.quickZoom(.changed, location: Point(x: 10, y: 20))) == .unchanged)
      #expect(bitIdentical(numbers(e), numbers(before)))
      #expect(e.isInteracting)
    }

    @Test func `the end applies the last move, then settles with an animation`() throws {
      var e = CropEngineInputTests.engine()
      e.apply(.quickZoom(.began, location: Point(x: 40, y: 40)))
      e.apply(.quickZoom(.changed, location: Point(x: 40, y: 20)))
      let animation = try #require(
        e.animation(applying: .quickZoom(.ended, location: Point(x: 40, y: 0))) as RunningSettle?)
      #expect(!e.isInteracting)
      #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
      #expect(animation.end == e.geometry)
    }

    @Test func `an end of a quick zoom that is not active is rejected and changes nothing`() {
      var e = CropEngineInputTests.engine()
      let before = e
      #expect(e.apply(.quickZoom(.ended, location: .zero)) == .rejected(.gestureNotActive))
      #expect(bitIdentical(e, before))
    }

    @Test(arguments: [
      Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: .nan),
    ])
    func `a non-finite location is rejected and leaves the state bit-identical`(p: Point) {
      var e = CropEngineInputTests.engine(zoom: 2)
      e.apply(.quickZoom(.began, location: Point(x: 10, y: 10)))
      let before = e
      #expect(e.apply(.quickZoom(.changed, location: p)) == .rejected(.invalidLocation))
      #expect(bitIdentical(e, before))
    }

    @Test func `a drag whose zoom factor overflows is rejected and leaves the state bit-identical`()
    {
      var e = CropEngineInputTests.engine(zoom: 2)
      e.apply(.quickZoom(.began, location: Point(x: 10, y: 10)))
      let before = e
      #expect(e.apply(.quickZoom(.changed, location: Point(x: 10, y: 1e6))) == .rejected(.overflow))
      #expect(bitIdentical(e, before))
    }

    @Test(arguments: CropEngineInputTests.lawCases)
    func `two drags zoom as one drag of their sum`(c: LawCase) {
      var twice = c.engine()
      var once = twice
      let y0 = c.focus.y
      twice.apply(.quickZoom(.began, location: c.focus))
      twice.apply(.quickZoom(.changed, location: Point(x: c.focus.x, y: y0 + c.a)))
      twice.apply(.quickZoom(.changed, location: Point(x: c.focus.x, y: y0 + c.a + c.b)))
      once.apply(.quickZoom(.began, location: c.focus))
      once.apply(.quickZoom(.changed, location: Point(x: c.focus.x, y: y0 + c.a + c.b)))
      // |Δy/d| ≤ 6 for each factor: the product agrees to 16 ulps of the zoom.
      #expect(CropEngineInputTests.zoomsAgree(twice.zoom, once.zoom, ulps: 16))
      #expect(isClose(twice.center, once.center, tolerance: 1e-9))
    }
  }
}

extension CropEngineInputTests {
  /// Seeded random streams that mix the input-device events with pinches, pans and double taps,
  /// with hostile values (NaN, infinities, huge and subnormal deltas and locations) among them, on
  /// random configurations (limits hard or soft, plain scrolls zooming or panning, a toggle or a
  /// cycle).
  @Suite("Input streams")
  struct Streams {
    /// The gestures a stream's events begin and end.
    enum Kind: Hashable { case pinch, pan, scroll, quickZoom }

    /// One random configuration and its events.
    struct Stream: Sendable, CustomTestStringConvertible {
      var seed: UInt64
      var start: CropEngine
      var events: [CropEvent]
      var testDescription: String { "input stream \(seed)" }

      init(seed: UInt64) {
        self.seed = seed
        var g = Hostile(seed: 0x1_4E57 &+ seed &* 0x9E37_79B9)
        let low = g.uniform(0.1...1)
        let limits = ZoomLimits(
          minimumZoom: low, maximumZoom: g.below(3) == 0 ? .infinity : low * g.uniform(1.01...40),
          restingMinimumZoom: g.uniform(0.1...2),
          restingMaximumZoom: g.below(2) == 0 ? nil : g.uniform(0.5...20),
          zoomOverscroll: g.below(2) == 0 ? .hard : .rubberBand)
        let input = CropInputOptions(
          plainScroll: g.below(2) == 0 ? .zooms : .pans,
          keyboardZoomFactor: g.uniform(1.05...3), keyboardPanFraction: g.uniform(0.01...0.5),
          quickZoomDistance: g.uniform(20...300),
          doubleTap: g.below(2) == 0 ? .toggle : DoubleTapCycle(0.8, 1.5, 3, 6))
        let box = Rect(
          x: g.uniform(-100...100), y: g.uniform(-100...100), width: g.uniform(50...800),
          height: g.uniform(50...800))
        let zoom = g.uniform(limits.minimumZoom...Swift.min(limits.maximumZoom, 10))
        do {
          start = try CropEngine(
            image: .upright(Size(width: g.uniform(1...6000), height: g.uniform(1...6000))),
            cropBox: box,
            configuration: CropConfiguration(
              fit: g.below(2) == 0 ? .fill : .fit, limits: limits,
              overscroll: [Overscroll.free, .clamped, .rubberBand][g.below(3)], input: input),
            zoom: zoom,
            center: Point(
              x: box.midX + g.uniform(-1...1) * box.width,
              y: box.midY + g.uniform(-1...1) * box.height))
        } catch {
          fatalError("the stream's configuration is invalid: \(error)")
        }
        events = (0..<150).map { _ in Self.event(&g, box: box) }
      }

      static func location(_ g: inout Hostile, box: Rect) -> Point {
        if g.below(12) == 0 { return g.point() }
        return Point(
          x: box.minX + g.uniform(-0.2...1.2) * box.width,
          y: box.minY + g.uniform(-0.2...1.2) * box.height)
      }

      static func phase(_ g: inout Hostile) -> GesturePhase {
        [GesturePhase.began, .changed, .changed, .changed, .ended, .cancelled][g.below(6)]
      }

      static func event(_ g: inout Hostile, box: Rect) -> CropEvent {
        switch g.below(16) {
        case 0..<4:
          let delta =
            g.below(8) == 0
            ? g.point() : Point(x: g.uniform(-60...60), y: g.uniform(-300...300))
          return .scroll(
            delta: delta, unit: [ScrollUnit.pixels, .lines, .pages][g.below(3)],
            isPinch: g.below(3) == 0, at: location(&g, box: box))
        case 4: return .scrollEnded
        case 5, 6:
          let key = g.below(7)
          return key == 6
            ? .reset : .key([CropKey.zoomIn, .zoomOut, .left, .right, .up, .down][key])
        case 7..<10: return .quickZoom(phase(&g), location: location(&g, box: box))
        case 10: return .doubleTap(at: location(&g, box: box))
        case 11, 12:
          return .pinch(
            phase(&g), scale: g.below(10) == 0 ? g.any() : g.uniform(0.3...3),
            centroid: location(&g, box: box))
        default:
          return .pan(phase(&g), translation: Point(x: g.uniform(-200...200), y: g.any()))
        }
      }
    }

    static let streams = (0..<48).map { Stream(seed: UInt64($0)) }

    /// The gesture an event begins, continues or ends, and whether it ends it.
    static func gesture(_ event: CropEvent) -> (kind: Kind, ends: Bool)? {
      switch event {
      case .pinch(let phase, _, _, _, _, _): return (.pinch, phase.isEnd)
      case .pan(let phase, _, _, _): return (.pan, phase.isEnd)
      case .quickZoom(let phase, _): return (.quickZoom, phase.isEnd)
      case .scroll: return (.scroll, false)
      case .scrollEnded: return (.scroll, true)
      default: return nil
      }
    }

    /// Whether the engine is at rest: a pan that begins and ends without moving changes nothing.
    static func isSettled(_ e: CropEngine) -> Bool {
      var probe = e
      probe.apply(.pan(.began, translation: .zero))
      return probe.apply(.pan(.ended, translation: .zero)) == .unchanged
    }

    /// Every rule of one step, or the first one broken.
    static func brokenRule(
      _ event: CropEvent, _ result: CropEventResult, before: CropEngine, after: CropEngine,
      activeBefore: Set<Kind>, activeAfter: Set<Kind>
    ) -> String? {
      let f = after.contentFrame
      if !([after.zoom, after.center.x, after.center.y, f.minX, f.maxX, f.minY, f.maxY]
        .allSatisfy(\.isFinite) && after.zoom > 0)
      {
        return "the state is not finite"
      }
      if !(after.zoom >= after.configuration.limits.minimumZoom
        && after.zoom <= after.configuration.limits.maximumZoom)
      {
        return "the zoom left the gesture limits"
      }
      if after.isInteracting != !activeAfter.isEmpty { return "the active gestures disagree" }
      let endsActive = gesture(event).map { $0.ends && activeBefore.contains($0.kind) } ?? false
      if result.rejection != nil && !endsActive && !bitIdentical(after, before) {
        return "a rejected event changed the engine"
      }
      if result == .unchanged && !bitIdentical(numbers(after), numbers(before)) {
        return "an unchanged result moved the image"
      }
      if result.startsAnimation, after.runningAnimation?.end != after.geometry {
        return "the animation does not end at the state"
      }
      let settles: Bool
      switch event {
      case .key: settles = activeBefore.isEmpty
      // A double tap during a gesture waits for its end; otherwise it lands at rest.
      case .doubleTap: settles = activeBefore.isEmpty && result.rejection == nil
      case .reset: settles = result.rejection == nil
      default: settles = endsActive && activeAfter.isEmpty
      }
      if settles && !isSettled(after) { return "a settling event left the image unsettled" }
      return nil
    }

    @Test(arguments: streams)
    func `every step keeps the state valid, rejects bit-identically and settles when it should`(
      stream: Stream
    ) {
      var e = stream.start
      var active: Set<Kind> = []
      var broken: [String] = []
      for (index, event) in stream.events.enumerated() {
        let before = e
        let activeBefore = active
        let result = e.apply(event)
        if case .reset = event { active = [] }
        if let (kind, ends) = Self.gesture(event) {
          if ends {
            active.remove(kind)
          } else if result.rejection == nil {
            active.insert(kind)
          }
        }
        if let rule = Self.brokenRule(
          event, result, before: before, after: e, activeBefore: activeBefore,
          activeAfter: active)
        {
          broken.append("step \(index), \(event) → \(result): \(rule)")
        }
      }
      #expect(broken.isEmpty, "\(broken.prefix(3))")
    }
  }
}
