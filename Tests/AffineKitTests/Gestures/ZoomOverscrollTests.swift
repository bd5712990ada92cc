import AffineKit
import Testing

/// The zoom's rubber band (``ZoomLimits/zoomOverscroll``). Unless a test says otherwise, a 300 × 300
/// image fills a 300 × 300 crop box at the origin, and pinches are about its centre (150, 150).
/// Expected zooms by hand: `lo·exp(−f(u))` below the resting minimum `lo`, `hi·exp(f(u))` above
/// the resting maximum `hi`, with `f(u) = c·d·u / (d + c·u)`, `c = 0.55` and `u` the virtual
/// overshoot in `ln(zoom)`.
@Suite("ZoomOverscroll")
struct ZoomOverscrollTests {
  static let box = Rect(x: 0, y: 0, width: 300, height: 300)
  static let softCrop = ZoomLimits(maximumZoom: .infinity, zoomOverscroll: .rubberBand)
  /// A floor band from 1 down to 0.5 and a ceiling band from 4 up to 8.
  static let softBoth = ZoomLimits(
    minimumZoom: 0.5, maximumZoom: 8, restingMinimumZoom: 1, restingMaximumZoom: 4,
    zoomOverscroll: .rubberBand)

  static func engine(
    zoom: Double = 1, limits: ZoomLimits, center: Point? = nil,
    fit: FitMode = .fill
  ) -> CropEngine {
    do {
      return try CropEngine(
        image: .upright(Size(width: 300, height: 300)), cropBox: box,
        configuration: CropConfiguration(fit: fit, limits: limits), zoom: zoom, center: center)
    } catch {
      fatalError("the test's configuration is invalid: \(error)")
    }
  }

  @Test func `limits are hard by default`() {
    #expect(ZoomLimits.crop.zoomOverscroll == .hard)
    #expect(ZoomLimits.viewer.zoomOverscroll == .hard)
    #expect(ZoomLimits(minimumZoom: 0.2, maximumZoom: 3).zoomOverscroll == .hard)
  }

  @Test func `the mode is stored as given`() {
    #expect(ZoomLimits(zoomOverscroll: .rubberBand).zoomOverscroll == .rubberBand)
  }

  @Test func `normalizing the limits keeps the mode`() {
    let limits = ZoomLimits(minimumZoom: .nan, maximumZoom: -1, zoomOverscroll: .rubberBand)
    #expect(limits == ZoomLimits(minimumZoom: 0.6, zoomOverscroll: .rubberBand))
  }

  @Test func `output-width limits keep the mode`() throws {
    let limits = try CropOutput.zoomLimits(
      imagePixelSize: Size(width: 4000, height: 3000), cropBox: Self.box,
      minimumOutputWidth: 512, maximumOutputWidth: 2048, narrowing: Self.softCrop)
    #expect(limits.zoomOverscroll == .rubberBand)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var limits: ZoomLimits
    var start: Double
    var k: Double
    var zoom: Double
    var testDescription: String { name }
  }

  @Test(arguments: [
    // u = ln 10, d = ln(1/0.6): 0.55·d·u / (d + 0.55·u) = 0.36401…, zoom e^−0.36401.
    Case(
      name: "0.1 below the crop floor band", limits: softCrop, start: 1, k: 0.1,
      zoom: 0.6948901610156686),
    Case(
      name: "1/16 below the crop floor band", limits: softCrop, start: 1, k: 0.0625,
      zoom: 0.6820547135407864),
    // u = ln 25, d = ln 2 above the resting maximum 4.
    Case(
      name: "100 above the ceiling band", limits: softBoth, start: 1, k: 100,
      zoom: 6.582503900011369),
    Case(name: "1.5 inside the resting range", limits: softCrop, start: 1, k: 1.5, zoom: 1.5),
    Case(
      name: "no room below the resting minimum: the floor is hard",
      limits: ZoomLimits(restingMinimumZoom: 0.6, zoomOverscroll: .rubberBand), start: 1, k: 0.1,
      zoom: 0.6),
    Case(name: "no ceiling: zooms in freely", limits: softCrop, start: 1, k: 100, zoom: 100),
    Case(
      name: "no room above the resting maximum: the ceiling is hard",
      limits: ZoomLimits(maximumZoom: 4, zoomOverscroll: .rubberBand), start: 1, k: 100, zoom: 4),
    Case(
      name: "from inside the floor band back into the range",
      limits: softCrop, start: 0.6948901610156686, k: 20, zoom: 2),
  ])
  func `a pinch past the resting range follows the band in ln zoom`(c: Case) {
    var e = Self.engine(zoom: c.start, limits: c.limits)
    e.apply(.pinch(.began, scale: c.k))
    #expect(isClose(e.zoom, c.zoom, tolerance: 1e-12))
  }

  @Test func `inside the resting range a pinch is bit-identical to a hard pinch`() {
    var soft = Self.engine(zoom: 1.25, limits: Self.softBoth)
    var hard = Self.engine(
      zoom: 1.25,
      limits: ZoomLimits(
        minimumZoom: 0.5, maximumZoom: 8, restingMinimumZoom: 1, restingMaximumZoom: 4))
    soft.apply(.pinch(.began, scale: 2.5, centroid: Point(x: 70, y: 230)))
    hard.apply(.pinch(.began, scale: 2.5, centroid: Point(x: 70, y: 230)))
    #expect(bitIdentical(numbers(soft), numbers(hard)))
  }

  @Test func `at the hard floor itself a pinch-in moves one to one and a pinch-out stays`() {
    var e = Self.engine(zoom: 0.6, limits: Self.softCrop)
    let before = e
    #expect(e.apply(.pinch(.began, scale: 0.5)) == .unchanged)
    #expect(bitIdentical(numbers(e), numbers(before)))
    e.apply(.pinch(.changed, scale: 1.25))
    #expect(e.zoom == 0.75)
  }

  @Test func `release settles to the resting range as with hard limits`() throws {
    var e = Self.engine(limits: Self.softCrop)
    e.apply(.pinch(.began, scale: 0.1))
    let released = e.geometry
    let animation = try #require(
      e.animation(applying: .pinch(.ended, scale: 1)) as RunningSettle?)
    #expect(animation.start == released)
    #expect(e.contentFrame == Rect(x: 0, y: 0, width: 300, height: 300))
  }

  @Test func `a wheel scroll goes through the same band`() {
    var e = Self.engine(limits: Self.softCrop)
    // 2^(−2000·0.002) = 1/16.
    e.apply(.scroll(delta: Point(x: 0, y: 2000), at: Point(x: 150, y: 150)))
    #expect(isClose(e.zoom, 0.6820547135407864, tolerance: 1e-12))
  }

  @Test func `a quick zoom goes through the same band`() {
    var e = Self.engine(limits: Self.softCrop)
    e.apply(.quickZoom(.began, location: Point(x: 150, y: 300)))
    // exp(−400·ln 2 / 100) = 1/16.
    e.apply(.quickZoom(.changed, location: Point(x: 150, y: 300 - 277.25887222397812)))
    #expect(isClose(e.zoom, 0.6820547135407864, tolerance: 1e-12))
  }

  // MARK: Laws

  struct LawCase: Sendable, CustomTestStringConvertible {
    var seed: UInt64
    var zoom: Double
    var k1, k2: Double
    var focus: Point
    var testDescription: String { "seed \(seed): zoom \(zoom), k \(k1) \(k2) about \(focus)" }
  }

  /// A factor in `1/20...20`: up or down, equally likely.
  static func factor(_ rng: inout SplitMix64) -> Double {
    let k = Double.random(in: 1...20, using: &rng)
    return Bool.random(using: &rng) ? k : 1 / k
  }

  static let lawCases: [LawCase] = Law.seeds.flatMap { seed in
    var rng = SplitMix64(seed: seed)
    return (0..<8).map { _ in
      LawCase(
        seed: seed, zoom: Double.random(in: 0.55...7.5, using: &rng),
        k1: factor(&rng), k2: factor(&rng),
        focus: Point(
          x: Double.random(in: 0...300, using: &rng), y: Double.random(in: 0...300, using: &rng)))
    }
  }

  @Test(arguments: lawCases)
  func `pinch by k1 then k2 equals one pinch by k1 times k2 through the band`(c: LawCase) {
    // |ln k| ≤ 3: a virtual overshoot of at most about 8 in ln(zoom), where the band's inverse
    // amplifies rounding by c·u²/d ≈ 50, far below the tolerance.
    let (k1, k2) = (c.k1, c.k2)
    var twice = Self.engine(zoom: c.zoom, limits: Self.softBoth)
    var once = twice
    twice.apply(.pinch(.began, scale: k1, centroid: c.focus))
    twice.apply(.pinch(.changed, scale: k2, centroid: c.focus))
    once.apply(.pinch(.began, scale: k1 * k2, centroid: c.focus))
    #expect(isClose(twice.zoom, once.zoom, tolerance: 1e-12 * once.zoom))
    #expect(isClose(twice.center, once.center, tolerance: 1e-9))
  }

  @Test(arguments: Law.seeds)
  func `the displayed zoom never reaches the hard floor or ceiling`(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var e = Self.engine(limits: Self.softBoth)
    var zooms: [Double] = []
    e.apply(.pinch(.began, scale: 1))
    for _ in 0..<200 {
      // Mostly one way, so the virtual overshoot grows far past the band.
      let k = Double.random(in: 0...1, using: &rng) < 0.8 ? 0.1 : 5
      e.apply(.pinch(.changed, scale: seed % 2 == 0 ? k : 1 / k))
      zooms.append(e.zoom)
    }
    #expect(zooms.allSatisfy { $0 > 0.5 && $0 < 8 })
  }
}
