import AffineKit
import Testing

/// A free box's aspect range (``CropBoxEditing/aspectRange``): every drag keeps the box's width
/// over its height within it, as exact half-planes of the drag, and a box outside it is fitted into
/// it. The photo is 4000 × 3000 pixels in a 358 × 600 crop area at (16, 100); the range is
/// Instagram's feed, 4:5 to 1.91:1. Expected values are worked out by hand.
@Suite("CropEngine aspect range")
struct CropAspectRangeTests {
  static let pixels = Size(width: 4000, height: 3000)
  static let area = Rect(x: 16, y: 100, width: 358, height: 600)
  static let feed = CropAspectRange(minimum: 0.8, maximum: 1.91)

  static func editor(
    pixels: Size = pixels, range: CropAspectRange? = feed, ratio: CropRatio? = nil
  ) -> CropEngine {
    try! CropEngine(
      image: .upright(pixels), cropArea: area, lockedRatio: ratio,
      configuration: CropConfiguration(boxEditing: CropBoxEditing(aspectRange: range)))
  }

  static func aspect(_ e: CropEngine) -> Double { e.cropBox.width / e.cropBox.height }

  @Test func `the range clamps a shape to its nearest bound`() {
    #expect(Self.feed.clamped(16.0 / 9) == 16.0 / 9)
    #expect(Self.feed.clamped(3) == 1.91)
    #expect(Self.feed.clamped(0.5) == 0.8)
  }

  @Test func `a free box starts as the photo's shape taken into the range`() {
    // A 4:1 panorama: 1.91 at the area's full width, 358 / 1.91 high, centred.
    let e = Self.editor(pixels: Size(width: 4000, height: 1000))
    let height = 358 / 1.91
    #expect(e.cropBox.width == 358)
    #expect(isClose(e.cropBox.height, height, tolerance: 1e-9))
    #expect(isClose(e.cropBox.minY, 100 + (600 - height) / 2, tolerance: 1e-9))
    // A photo inside the range starts as without one.
    #expect(Self.editor().cropBox == Self.editor(range: nil).cropBox)
  }

  @Test func `an edge drag that would leave the range stops at it`() {
    // The 4:3 box (16, 265.75, 358, 268.5). Its top edge down by 150 would leave 358 × 118.5
    // (3.02); the range stops it at 358 / 1.91 high, the bottom edge and the width kept.
    var e = Self.editor()
    let photo = e.geometry
    e.apply(.handleDrag(.top, .began, translation: Point(x: 0, y: 150)), at: 0)
    #expect(e.cropBox.width == 358 && e.cropBox.minX == 16)
    #expect(isClose(e.cropBox.maxY, 534.25, tolerance: 1e-9))
    #expect(isClose(e.cropBox.height, 358 / 1.91, tolerance: 1e-9))
    #expect(e.geometry == photo)
    // Its right edge left by 300 would leave 58 × 268.5 (0.22): it stops at 0.8 × 268.5 wide.
    var f = Self.editor()
    f.apply(.handleDrag(.right, .began, translation: Point(x: -300, y: 0)), at: 0)
    #expect(f.cropBox.minX == 16 && f.cropBox.height == 268.5)
    #expect(isClose(f.cropBox.width, 0.8 * 268.5, tolerance: 1e-9))
  }

  @Test func `a corner drag that would leave the range slides along it to the nearest shape`() {
    // The bottom-right corner up by 200: the finger's widths (358, 68.5) are past 1.91. The box is
    // their projection onto w_x = 1.91·w_y: t = (1.91·358 + 68.5) / (1.91² + 1), widths (1.91t, t).
    var e = Self.editor()
    e.apply(.handleDrag(.bottomRight, .began, translation: Point(x: 0, y: -200)), at: 0)
    let t = (1.91 * 358 + 68.5) / (1.91 * 1.91 + 1)
    #expect(e.cropBox.origin == Point(x: 16, y: 265.75))
    #expect(isClose(e.cropBox.width, 1.91 * t, tolerance: 1e-9))
    #expect(isClose(e.cropBox.height, t, tolerance: 1e-9))
  }

  /// A random free editor straightened, tilted or neither, zoomed, with a random drag's handle and
  /// total translation.
  static func randomDrag(_ rng: inout SplitMix64, range: CropAspectRange?) -> (
    CropEngine, CropHandle, Point
  ) {
    var e = Self.editor(range: range)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: e.apply(.straighten(angle: Double.random(in: -0.6...0.6, using: &rng)), at: 0)
    case 1:
      e.apply(
        .perspective(
          horizontal: Double.random(in: -0.4...0.4, using: &rng),
          vertical: Double.random(in: -0.4...0.4, using: &rng)), at: 0)
    default: break
    }
    let c = Point(x: e.cropBox.midX, y: e.cropBox.midY)
    e.apply(.pinch(.began, scale: Double.random(in: 1...2.5, using: &rng), centroid: c), at: 1)
    e.apply(.pinch(.ended, scale: 1, centroid: c), at: 1.1)
    let handle = CropHandle.allCases[Int.random(in: 0..<8, using: &rng)]
    let t = Point(
      x: Double.random(in: -250...250, using: &rng), y: Double.random(in: -250...250, using: &rng))
    return (e, handle, t)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func `under straighten and perspective every drag and its recentre keep the box in the range`(
    seed: UInt64
  ) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<25 {
      var (e, handle, t) = Self.randomDrag(&rng, range: Self.feed)
      e.apply(.handleDrag(handle, .began, translation: t, values: .cumulative), at: 10)
      let dragged = Self.aspect(e)
      #expect(dragged >= 0.8 * (1 - 1e-9) && dragged <= 1.91 * (1 + 1e-9), "\(handle) \(t)")
      #expect(e.isCovered)
      e.apply(.handleDrag(handle, .ended, translation: t, values: .cumulative), at: 10.1)
      let recentred = Self.aspect(e)
      #expect(recentred >= 0.8 * (1 - 1e-9) && recentred <= 1.91 * (1 + 1e-9))
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func `a drag that stays inside the range is the drag without one, bit for bit`(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var compared = 0
    for _ in 0..<40 {
      var split = rng
      var (with, handle, t) = Self.randomDrag(&rng, range: Self.feed)
      var (without, _, _) = Self.randomDrag(&split, range: nil)
      without.apply(.handleDrag(handle, .began, translation: t, values: .cumulative), at: 10)
      let shape = Self.aspect(without)
      guard shape > 0.8 * (1 + 1e-9) && shape < 1.91 * (1 - 1e-9) else { continue }
      with.apply(.handleDrag(handle, .began, translation: t, values: .cumulative), at: 10)
      #expect(with.cropBox == without.cropBox, "\(handle) \(t)")
      #expect(with.zoom.bitPattern == without.zoom.bitPattern && with.center == without.center)
      compared += 1
    }
    #expect(compared >= 10)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func
    `with a range a corner drag is still monotone: growing one component never moves its edge back`(
      seed: UInt64
    )
  {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<10 {
      CropEngineHandleDragTests.expectMonotoneCornerSweep(
        from: Self.editor(), &rng, angles: -0.6...0.6, from: -250, held: -250...400)
    }
  }

  @Test
  func `a range set on a box outside it gives the nearest shape in it, the crop's centre kept`() {
    // The whole 4:3 photo; a range of portrait to square makes it the largest square in the area.
    var e = Self.editor(range: nil)
    let centre = Point(x: e.cropRect.midX, y: e.cropRect.midY)
    let square = CropAspectRange(minimum: 0.5, maximum: 1)
    let result = e.apply(
      .configure(CropConfiguration(boxEditing: CropBoxEditing(aspectRange: square))), at: 0)
    #expect(result == .moved)
    #expect(e.cropBox == Rect(x: 16, y: 221, width: 358, height: 358))
    #expect(isClose(e.cropRect.midX, centre.x, tolerance: 1e-9))
    #expect(isClose(e.cropRect.midY, centre.y, tolerance: 1e-9))
    #expect(e.isCovered)
  }

  @Test func `a range that leaves the photo's fit as it is still fits the box into it`() {
    // 4:3 (1.333) below 1.5: the box keeps its width and becomes 358 / 1.5 high, the photo still.
    var e = Self.editor(range: nil)
    let photo = e.geometry
    let wide = CropAspectRange(minimum: 1.5, maximum: 2)
    let result = e.apply(
      .configure(CropConfiguration(boxEditing: CropBoxEditing(aspectRange: wide))), at: 0)
    #expect(result == .moved)
    #expect(e.cropBox.width == 358)
    #expect(isClose(e.cropBox.height, 358 / 1.5, tolerance: 1e-9))
    #expect(e.geometry == photo)
  }

  @Test func `a quarter turn fits the turned box into the range`() {
    // 4:3 turned is 3:4 (0.75), below 4:5: the box becomes 4:5 at the area's width.
    var e = Self.editor()
    e.apply(.turn(quarterTurns: 1), at: 0)
    #expect(e.cropBox.width == 358)
    #expect(isClose(e.cropBox.height, 358 / 0.8, tolerance: 1e-9))
    #expect(isClose(e.cropBox.midY, 400, tolerance: 1e-9))
    #expect(e.isCovered)
  }

  @Test func `a locked ratio outside the range is kept; unlocking it fits the box into the range`()
  {
    var e = Self.editor()
    let wide = CropRatio(width: 3, height: 1)!
    e.apply(.ratio(.exactly(wide)), at: 0)
    #expect(e.aspect == .locked(wide))
    e.apply(.handleDrag(.bottomRight, .began, translation: Point(x: -60, y: -10)), at: 5)
    e.apply(.handleDrag(.bottomRight, .ended, translation: Point(x: -60, y: -10)), at: 5.1)
    #expect(isClose(Self.aspect(e), 3, tolerance: 1e-9))
    #expect(e.apply(.ratio(.free), at: 10) == .animated)
    #expect(e.aspect.lockedRatio == nil)
    #expect(e.cropBox.width == 358)
    #expect(isClose(Self.aspect(e), 1.91, tolerance: 1e-12))
  }

  @Test func `a one-off shape outside the range is taken into it`() {
    var e = Self.editor()
    e.apply(.ratio(.exactly(CropRatio(width: 1, height: 2)!), locked: false), at: 0)
    #expect(e.aspect.lockedRatio == nil)
    #expect(isClose(Self.aspect(e), 0.8, tolerance: 1e-12))
    // Inside the range a one-off shape is exact, as without a range.
    e.apply(.ratio(.exactly(CropRatio(width: 16, height: 9)!), locked: false), at: 5)
    #expect(e.cropBox == Self.editor(range: nil).cropBox(afterRatio: 16, 9))
  }

  @Test func `a box the app lays out outside the range moves only toward it`() {
    var e = Self.editor()
    e.apply(.layout(cropBox: Rect(x: 16, y: 300, width: 300, height: 100)), at: 0)
    // 3:1, past 1.91: the right edge cannot widen it, and can narrow it.
    var wider = e
    wider.apply(.handleDrag(.right, .began, translation: Point(x: 30, y: 0)), at: 1)
    #expect(wider.cropBox.width == 300)
    var narrower = e
    narrower.apply(.handleDrag(.right, .began, translation: Point(x: -30, y: 0)), at: 1)
    #expect(narrower.cropBox.width == 270)
  }

  struct BadRange: Sendable, CustomTestStringConvertible {
    var range: CropAspectRange
    var testDescription: String { "\(range.minimum)…\(range.maximum)" }
  }

  @Test(arguments: [
    BadRange(range: CropAspectRange(minimum: .nan, maximum: 1)),
    BadRange(range: CropAspectRange(minimum: 0, maximum: 1)),
    BadRange(range: CropAspectRange(minimum: -1, maximum: 1)),
    BadRange(range: CropAspectRange(minimum: 1, maximum: .infinity)),
    BadRange(range: CropAspectRange(minimum: 1, maximum: .nan)),
    BadRange(range: CropAspectRange(minimum: 2, maximum: 1)),
  ])
  func `an aspect range not finite and positive, or inverted, is refused with its reason`(
    bad: BadRange
  ) {
    let configuration = CropConfiguration(boxEditing: CropBoxEditing(aspectRange: bad.range))
    #expect(throws: CropConfigurationError.invalidAspectRange) {
      try CropEngine(
        image: .upright(Self.pixels), cropArea: Self.area, configuration: configuration)
    }
    var e = Self.editor()
    let before = e
    #expect(
      e.apply(.configure(configuration), at: 0)
        == .rejected(.invalidConfiguration(.invalidAspectRange)))
    #expect(bitIdentical(e, before))
  }
}

extension CropEngine {
  /// The box a one-off ratio `w:h` gives this engine.
  fileprivate func cropBox(afterRatio w: Int, _ h: Int) -> Rect {
    var e = self
    e.apply(.ratio(.exactly(CropRatio(width: w, height: h)!), locked: false), at: 0)
    return e.cropBox
  }
}
