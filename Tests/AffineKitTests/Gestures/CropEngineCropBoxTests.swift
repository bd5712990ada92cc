import AffineKit
import Testing

/// The crop box's shape: ratio presets, quarter turns that turn an editable box, and reset. The
/// photo is 4000 × 3000 pixels in a 358 × 600 crop area at (16, 100); expected values are worked
/// out by hand.
@Suite("CropEngine crop box shape")
struct CropEngineCropBoxTests {
  static let pixels = Size(width: 4000, height: 3000)
  static let area = Rect(x: 16, y: 100, width: 358, height: 600)

  static func editor(ratio: CropRatio? = nil) -> CropEngine {
    try! CropEngine(image: .upright(pixels), cropArea: area, lockedRatio: ratio)
  }

  // MARK: Ratios

  @Test
  func
    `choosing a ratio animates the box to the largest box of it and covers it with no more zoom than needed`()
  {
    var e = Self.editor()
    let start = e
    #expect(e.apply(.ratio(.square), at: 1) == .animated)
    #expect(e.aspect.lockedRatio == .square)
    #expect(e.cropBox == Rect(x: 16, y: 221, width: 358, height: 358))
    // The whole photo was 358 × 268.5 on screen: covering the 358-point square needs its height
    // to grow to 358, the middle 3000 × 3000 pixels.
    #expect(e.isCovered)
    #expect(isClose(e.cropRect, Rect(x: 500, y: 0, width: 3000, height: 3000), tolerance: 1e-9))
    #expect(e.cropBox(at: 1) == start.cropBox)
    #expect(e.cropBox(at: 1.3) == e.cropBox)
    let midway = e.cropBox(at: 1.15)
    #expect(midway.height > 268.5 && midway.height < 358)
  }

  @Test
  func
    `a ratio keeps the photo point under the box's centre when the photo already covers the new box`()
  {
    var e = Self.editor()
    let c = Point(x: e.cropBox.midX, y: e.cropBox.midY)
    e.apply(.pinch(.began, scale: 3, centroid: Point(x: 100, y: 300)))
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 100, y: 300)))
    let onScreen = e.contentFrame.size
    let under = e.savedCrop.center
    e.apply(.ratio(.exactly(CropRatio(width: 16, height: 9)!)))
    #expect(isClose(e.savedCrop.center, under, tolerance: 1e-9 * 4000))
    #expect(isClose(e.contentFrame.size, onScreen, tolerance: 1e-9 * onScreen.width))
    #expect(isClose(Point(x: e.cropBox.midX, y: e.cropBox.midY), c, tolerance: 1e-9))
  }

  @Test func `a ratio keeps the crop's centre, zooming in as far as that needs`() throws {
    // The whole photo in a 360 × 600 area is 360 × 270 points; the right edge dragged in by 200
    // leaves the left 1777.78 pixels, whose centre x is 888.89. A square of the same height
    // would reach past the photo's left edge; keeping the centre needs a square 1777.78 pixels a
    // side. The 360-point square's fit is the photo at 480 × 360 points; 1777.78 pixels in 360
    // points put the 4000-pixel photo at 810 points: zoom 810 / 480 = 1.6875.
    var e = try CropEngine(
      image: .upright(Self.pixels), cropArea: Rect(x: 15, y: 100, width: 360, height: 600))
    e.apply(.handleDrag(.right, .began, translation: Point(x: -200, y: 0)), at: 0)
    e.apply(.handleDrag(.right, .ended, translation: .zero), at: 0.1)
    e.apply(.ratio(.free), at: 10)
    #expect(
      isClose(e.cropRect, Rect(x: 0, y: 0, width: 16000 / 9, height: 3000), tolerance: 1e-9 * 4000))
    e.apply(.ratio(.square), at: 11)
    #expect(isClose(e.zoom, 1.6875, tolerance: 1e-12))
    #expect(
      isClose(
        e.cropRect, Rect(x: 0, y: 1500 - 8000 / 9, width: 16000 / 9, height: 16000 / 9),
        tolerance: 1e-9 * 4000))
    #expect(e.isCovered)
  }

  @Test func `a ratio whose kept centre needs more than the largest resting zoom moves the centre`()
    throws
  {
    // The same crop with a largest resting zoom of 1.5: the square stops at zoom 1.5 and slides
    // right onto the photo, 2000 pixels a side from the photo's left edge.
    var e = try CropEngine(
      image: .upright(Self.pixels), cropArea: Rect(x: 15, y: 100, width: 360, height: 600),
      configuration: CropConfiguration(
        limits: ZoomLimits(restingMaximumZoom: 1.5), boxEditing: CropBoxEditing()))
    e.apply(.handleDrag(.right, .began, translation: Point(x: -200, y: 0)), at: 0)
    e.apply(.handleDrag(.right, .ended, translation: .zero), at: 0.1)
    e.apply(.ratio(.square), at: 11)
    #expect(e.zoom == 1.5)
    #expect(
      isClose(e.cropRect, Rect(x: 0, y: 500, width: 2000, height: 2000), tolerance: 1e-9 * 4000))
    #expect(e.isCovered)
  }

  @Test func `no ratio unlocks the box and keeps its shape`() {
    var e = Self.editor(ratio: .square)
    let box = e.cropBox
    #expect(e.apply(.ratio(.free)) == .unchanged)
    #expect(e.aspect.lockedRatio == nil)
    #expect(e.cropBox == box)
  }

  // MARK: Turns

  @Test
  func `a quarter turn turns an editable box with the photo: the same pixels, the shape swapped`() {
    var e = Self.editor()
    let crop = e.cropRect
    e.apply(.turn(quarterTurns: 1))
    // 3:4 in 358 × 600: 358 wide, 358 · 4/3 high, centred.
    #expect(e.cropBox.width == 358)
    #expect(isClose(e.cropBox.height, 358 * 4 / 3.0, tolerance: 1e-12))
    #expect(isClose(e.cropBox.midY, 400, tolerance: 1e-12))
    #expect(isClose(e.cropRect, crop, tolerance: 1e-9 * 4000))
    #expect(e.isCovered)
  }

  @Test func `a quarter turn swaps a locked ratio`() {
    var e = Self.editor(ratio: CropRatio(width: 4, height: 3))
    e.apply(.turn(quarterTurns: -1))
    #expect(e.aspect.lockedRatio == CropRatio(width: 3, height: 4))
    #expect(e.cropBox.width / e.cropBox.height == 0.75)
  }

  @Test func `four turns and two flips give an editable box's state back bit for bit`() {
    // Once the last turn's animation has ended and been forgotten.
    let start = Self.editor(ratio: CropRatio(width: 16, height: 9))
    var e = start
    for _ in 0..<4 { e.apply(.turn(quarterTurns: 1)) }
    #expect(bitIdentical(forgettingAnimation(e), start))
    e.apply(.flip(.horizontal))
    e.apply(.turn(quarterTurns: 1))
    e.apply(.flip(.horizontal))
    e.apply(.turn(quarterTurns: 1))
    #expect(bitIdentical(forgettingAnimation(e), start))
  }

  /// Straighten angles for a run of turns: none, and ones whose turn back is inexact unless it is
  /// computed from the run's first placement.
  static let runAngles: [Double] = [0, 0.03, -0.11, 0.2]

  @Test(arguments: runAngles)
  func `a run of quarter turns goes on through a layout of the same crop area`(angle: Double) {
    var e = Self.editor()
    e.apply(.straighten(angle: angle), at: -10)
    let t = Point(x: -100, y: -30)
    e.apply(.handleDrag(.bottomRight, .began, translation: .zero, values: .cumulative), at: 0)
    e.apply(.handleDrag(.bottomRight, .changed, translation: t, values: .cumulative), at: 0.05)
    e.apply(.handleDrag(.bottomRight, .ended, translation: t, values: .cumulative), at: 0.1)
    #expect(!e.isAnimating(at: 5))  // the box has recentred
    let start = numbers(e)
    e.apply(.turn(quarterTurns: 1), at: 5)
    e.apply(.layoutCropArea(Self.area), at: 6)
    e.apply(.turn(quarterTurns: -1), at: 7)
    // Turning back is computed from the run's first placement, so it is that placement bit for
    // bit, box included.
    #expect(bitIdentical(numbers(e), start))
  }

  static func corners(_ r: Rect) -> [Point] {
    [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ]
  }

  @Test func `a quarter turn of an editable box animates the box and the photo turning together`()
    throws
  {
    var e = Self.editor()
    let c = Point(x: 195, y: 400)
    e.apply(.pinch(.began, scale: 1.7, centroid: Point(x: 150, y: 350)), at: 0)
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 150, y: 350)), at: 0.1)
    let before = e
    #expect(e.apply(.turn(quarterTurns: 1), at: 1) == .animated)
    let turn = try #require(e.runningAnimation)
    #expect(turn.startTime == 1 && turn.duration == 0.3)
    // A turn of +1 turns +x toward +y on screen (clockwise, y down): the picture starts a quarter
    // back and turns forward.
    #expect(turn.turn?.startAngle == -Double.pi / 2)
    #expect(e.cropBoxTransform(at: 1.15).b < 0)
    // At the start the turned box is drawn where the box was, and the photo as it was.
    let drawn = Self.corners(e.cropBox).map { $0.applying(e.cropBoxTransform(at: 1)) }
    for p in drawn {
      #expect(Self.corners(before.cropBox).contains { isClose($0, p, tolerance: 1e-9) })
    }
    for p in Self.corners(before.cropBox) + [c] {
      #expect(
        isClose(imagePoint(e.geometry(at: 1), p), imagePoint(before.geometry, p), tolerance: 1e-12))
    }
    // At every time the box shows the same pixels: the photo turns and scales with it.
    for t in [1.0, 1.05, 1.15, 1.25, 1.3] {
      let s = e.cropBoxTransform(at: t)
      let g = e.geometry(at: t)
      for p in Self.corners(e.cropBox) + [c] {
        #expect(isClose(imagePoint(g, p.applying(s)), imagePoint(e.geometry, p), tolerance: 1e-12))
      }
    }
    // Midway it is neither picture; at the end it is the turned one.
    #expect(e.cropBoxTransform(at: 1.15) != .identity)
    #expect(e.cropBoxTransform(at: 1.3) == .identity && e.geometry(at: 1.3) == e.geometry)
    #expect(e.cropBox(at: 1.15) == e.cropBox && !e.isAnimating(at: 1.3))
  }

  @Test(arguments: [(-1, Double.pi / 2), (3, Double.pi / 2), (2, Double.pi), (5, -Double.pi / 2)])
  func `a turn animates the short way round, in the turn's direction`(turns: Int, angle: Double)
    throws
  {
    var e = Self.editor()
    e.apply(.turn(quarterTurns: turns), at: 1)
    let turn = try #require(e.runningAnimation?.turn)
    #expect(turn.startAngle == angle)
    // Midway the rotation is between the start's and none, of the start's sign: its sine has
    // that sign, and its cosine is positive when the start is a quarter.
    let s = e.cropBoxTransform(at: 1.15)
    #expect(s.b.sign == angle.sign && s.b != 0)
    if angle.magnitude < 3 { #expect(s.a > 0) }
  }

  @Test func `a turn during a turn's animation turns on from the first turn's end`() throws {
    var e = Self.editor()
    e.apply(.turn(quarterTurns: 1), at: 1)
    let first = e
    #expect(e.apply(.turn(quarterTurns: 1), at: 1.15) == .animated)
    let second = try #require(e.runningAnimation)
    #expect(second.startTime == 1.15 && second.turn?.startAngle == -Double.pi / 2)
    // The second animation starts from the first turn's end: its box drawn where that box was.
    let drawn = Self.corners(e.cropBox).map { $0.applying(e.cropBoxTransform(at: 1.15)) }
    for p in drawn {
      #expect(Self.corners(first.cropBox).contains { isClose($0, p, tolerance: 1e-9) })
    }
    for p in [Point(x: 16, y: 100), Point(x: 195, y: 400), Point(x: 374, y: 700)] {
      #expect(
        isClose(
          imagePoint(e.geometry(at: 1.15), p), imagePoint(first.geometry, p), tolerance: 1e-12))
    }
  }

  @Test func `an event during a turn's animation applies to the turned photo`() {
    var e = Self.editor()
    e.apply(.turn(quarterTurns: -1), at: 1)
    let turned = e
    #expect(e.apply(.pinch(.began, scale: 1, centroid: Point(x: 195, y: 400)), at: 1.1) == .moved)
    #expect(e.runningAnimation?.turn == nil && e.cropBoxTransform(at: 1.1) == .identity)
    #expect(e.cropBox == turned.cropBox && e.geometry == turned.geometry)
    var f = turned
    let rejected = f.apply(.pinch(.began, scale: .nan), at: 1.1)
    #expect(rejected.rejection == .invalidScale)
    #expect(bitIdentical(f, turned))
  }

  @Test func `a flip, and a turn of a fixed box, are not animated`() throws {
    var e = Self.editor()
    #expect(e.apply(.flip(.horizontal), at: 1) == .moved)
    #expect(e.runningAnimation?.turn == nil)
    var f = try CropEngine(
      image: .upright(Self.pixels), cropArea: Self.area, configuration: CropConfiguration())
    #expect(f.apply(.turn(quarterTurns: 1), at: 1) == .moved)
    #expect(f.runningAnimation?.turn == nil && f.cropBoxTransform(at: 1.1) == .identity)
  }

  @Test func `a fixed box keeps its box through a turn`() throws {
    var e = try CropEngine(
      image: .upright(Self.pixels), cropArea: Self.area,
      lockedRatio: CropRatio(width: 4, height: 3),
      configuration: CropConfiguration())
    let box = e.cropBox
    e.apply(.turn(quarterTurns: 1))
    #expect(e.cropBox == box)
    #expect(e.aspect.lockedRatio == CropRatio(width: 4, height: 3))
  }

  @Test(arguments: [UInt64(1), 2, 3, 4])
  func `the box stays inside awkward crop areas through ratios, turns and caught animations`(
    seed: UInt64
  ) throws {
    // Areas whose edges round (origins like 65.3 and 174.76): a centred box's origin and an
    // interpolated box could land an ulp outside (fuzzer finding 30).
    var rng = SplitMix64(seed: seed)
    let ratios: [CropRatio?] = [
      .square, CropRatio(width: 16, height: 9), CropRatio(width: 2, height: 3),
    ]
    for _ in 0..<150 {
      let area = Rect(
        x: Double.random(in: -3e4...3e4, using: &rng),
        y: Double.random(in: -3e4...3e4, using: &rng),
        width: Double.random(in: 42...2e4, using: &rng),
        height: Double.random(in: 42...2e4, using: &rng))
      var e = try CropEngine(
        image: .upright(
          Size(
            width: Double.random(in: 100...8000, using: &rng),
            height: Double.random(in: 100...8000, using: &rng))), cropArea: area)
      func expectInside(_ what: String, _ t: Double) {
        for box in [e.cropBox, e.cropBox(at: t), e.cropBox(at: t + 0.1)] {
          #expect(
            box.minX >= area.minX && box.maxX <= area.maxX && box.minY >= area.minY
              && box.maxY <= area.maxY, "\(what): \(box) in \(area)")
        }
      }
      expectInside("the first box", 0)
      var t = 1.0
      for _ in 0..<3 {
        // A ratio's animation, caught by a touch a third of the way (the box interpolated), the
        // recentre at the touch's end, then a turn.
        e.apply(
          .ratio(ratios[Int.random(in: 0..<3, using: &rng)].map { .exactly($0) } ?? .free), at: t)
        expectInside("a ratio", t)
        e.apply(.pan(.began, translation: Point(x: 1, y: 0)), at: t + 0.1)
        expectInside("a touch caught the ratio's animation", t + 0.1)
        e.apply(.pan(.ended, translation: .zero), at: t + 0.15)
        expectInside("the recentre at the touch's end", t + 0.15)
        e.apply(.turn(quarterTurns: 1), at: t + 1)
        expectInside("a turn", t + 1)
        t += 2
      }
    }
  }

  // MARK: Reset

  @Test func `a reset during a drag that held the photo still gives back the first box`() {
    let start = Self.editor()
    var e = start
    e.apply(.handleDrag(.left, .began, translation: Point(x: 55, y: 0)), at: 1)
    #expect(e.geometry == start.geometry && e.cropBox != start.cropBox)
    #expect(e.apply(.reset, at: 1.1) == .moved)
    #expect(e.cropBox == start.cropBox && !e.isInteracting)
  }

  @Test func `a turn during a gesture that caught the recentre turns the box from rest`() {
    var e = Self.editor()
    e.apply(.handleDrag(.topLeft, .began, translation: Point(x: 60, y: 40)), at: 1)
    e.apply(.handleDrag(.topLeft, .ended, translation: .zero), at: 1.1)
    e.apply(.pinch(.began, scale: 1.1, centroid: Point(x: 200, y: 400)), at: 1.3)
    let crop = e.cropRect
    e.apply(.turn(quarterTurns: 2), at: 1.4)
    #expect(!e.isInteracting)
    #expect(CropEngineHandleDragTests.atRest(e) && e.isCovered)
    #expect(isClose(e.cropRect, crop, tolerance: 1e-9 * 4000))
  }

  @Test
  func `unlocking the ratio during its animation unlocks only: the box ends the ratio's, free`() {
    var e = Self.editor()
    e.apply(.ratio(.square), at: 1)
    let square = e.cropBox
    let animation = e.runningAnimation
    #expect(e.apply(.ratio(.free), at: 1.15) == .unchanged)
    // The animation goes on to the square box, which is now free.
    #expect(e.runningAnimation == animation)
    #expect(e.cropBox == square && e.cropBox == Rect(x: 16, y: 221, width: 358, height: 358))
    #expect(e.aspect == .free(widthOverHeight: 1))
    #expect(CropEngineHandleDragTests.atRest(e) && e.isCovered)
  }

  @Test func `a restore into an editable box takes the saved box's shape and ratio`() {
    var source = Self.editor(ratio: CropRatio(width: 16, height: 9))
    source.apply(.straighten(angle: 0.1))
    let saved = source.savedCrop
    var e = Self.editor()
    #expect(e.apply(.restore(saved)) == .moved)
    #expect(e.aspect.lockedRatio == CropRatio(width: 16, height: 9))
    #expect(e.cropBox == source.cropBox)
    #expect(isClose(e.cropRect, source.cropRect, tolerance: 1e-9 * 4000))
    #expect(e.angle == 0.1)
  }

  @Test func `a refused restore into an editable box leaves its box and ratio`() {
    var source = Self.editor(ratio: CropRatio(width: 16, height: 9))
    source.apply(.straighten(angle: 0.1))
    let good = source.savedCrop
    var e = Self.editor()
    let before = e
    for bad in [
      SavedCrop(
        center: Point(x: .nan, y: 0), zoomRelativeToCover: 1, aspect: good.aspect),
      SavedCrop(center: good.center, zoomRelativeToCover: 0, aspect: good.aspect),
      SavedCrop(
        center: good.center, zoomRelativeToCover: 1, angle: .infinity,
        aspect: .free(widthOverHeight: 2)),
    ] {
      #expect(e.apply(.restore(bad)).rejection != nil)
      #expect(bitIdentical(e, before))
    }
  }

  @Test func `reset gives back the first photo placement in the box of the user's lock`() {
    let start = Self.editor()
    var e = start
    e.apply(.ratio(.square))
    e.apply(.handleDrag(.topLeft, .began, translation: Point(x: 60, y: 40)))
    e.apply(.handleDrag(.topLeft, .ended, translation: .zero))
    e.apply(.turn(quarterTurns: 1))
    e.apply(.straighten(angle: 0.2))
    e.apply(.reset)
    // The square stays locked: the largest square in the 358 × 600 area, the photo filling it.
    #expect(e.cropBox == Rect(x: 16, y: 221, width: 358, height: 358))
    #expect(e.aspect == .locked(.square))
    #expect(e.angle == 0 && e.orientation == .identity && e.zoom == 1)
    #expect(isClose(e.cropRect, Rect(x: 500, y: 0, width: 3000, height: 3000), tolerance: 1e-9))
    // Unlocked, a reset gives back the first box, of the photo's shape, and the first placement.
    e.apply(.ratio(.free))
    e.apply(.straighten(angle: 0.2))
    e.apply(.reset)
    #expect(e.cropBox == start.cropBox)
    #expect(e.aspect.lockedRatio == nil)
    #expect(e.geometry == start.geometry)
    #expect(e.cropRect == start.cropRect)
  }

  @Test func `reset swaps back a locked ratio the turns it undoes had swapped`() {
    var e = Self.editor(ratio: CropRatio(width: 16, height: 9)!)
    e.apply(.turn(quarterTurns: 1))
    #expect(e.aspect == .locked(CropRatio(width: 9, height: 16)!))
    e.apply(.reset)
    #expect(e.aspect == .locked(CropRatio(width: 16, height: 9)!))
    // The largest 16:9 box in the 358 × 600 area: 358 × 201.375, centred at y = 400.
    #expect(e.cropBox == Rect(x: 16, y: 299.3125, width: 358, height: 201.375))
  }

  @Test func `the photo's own ratio is its pixel size's, swapped after a quarter turn`() {
    var e = Self.editor()
    e.apply(.ratio(.exactly(CropRatio(width: 16, height: 9)!)), at: 0)
    e.apply(.ratio(.original), at: 10)
    #expect(e.aspect == .locked(CropRatio(width: 4, height: 3)!))
    #expect(e.cropBox == Rect(x: 16, y: 265.75, width: 358, height: 268.5))
    e.apply(.turn(quarterTurns: 1), at: 20)
    e.apply(.ratio(.free), at: 30)
    e.apply(.ratio(.exactly(CropRatio(width: 16, height: 9)!)), at: 40)
    e.apply(.ratio(.original), at: 50)
    #expect(e.aspect == .locked(CropRatio(width: 3, height: 4)!))
    // 358 wide, 477.33… high, centred at y = 400.
    #expect(
      isClose(
        e.cropBox, Rect(x: 16, y: 400 - 358 * 2 / 3, width: 358, height: 358 * 4 / 3),
        tolerance: 1e-12))
  }

  @Test func `a ratio as a one-off shape animates the box to it and leaves it free`() {
    var e = Self.editor()
    #expect(e.apply(.ratio(.square, locked: false), at: 0) == .animated)
    #expect(e.cropBox == Rect(x: 16, y: 221, width: 358, height: 358))
    #expect(e.aspect == .free(widthOverHeight: 1))
    // A corner drag is free: it changes the box's shape.
    e.apply(.handleDrag(.bottomRight, .began, translation: .zero), at: 10)
    e.apply(.handleDrag(.bottomRight, .changed, translation: Point(x: -100, y: 0)), at: 10.1)
    #expect(e.cropBox.width == 258 && e.cropBox.height == 358)
  }

  @Test(arguments: [.free, .original, .square] as [CropRatioPreset])
  func `a fixed box refuses every ratio, the state bit-identical`(preset: CropRatioPreset) throws {
    var e = try CropEngine(
      image: .upright(Self.pixels), cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
    let before = e
    #expect(e.apply(.ratio(preset), at: 0) == .rejected(.boxNotEditable))
    #expect(e.apply(.ratio(preset, locked: false), at: 0) == .rejected(.boxNotEditable))
    #expect(bitIdentical(e, before))
  }

  @Test(arguments: [false, true])
  func `the crop region as drawn follows the ratio's animation, free until the box is the ratio's`(
    perspective: Bool
  ) {
    var e = Self.editor()
    if perspective { e.apply(.perspective(horizontal: 0.2, vertical: 0), at: 0) }
    e.apply(.ratio(.square), at: 1)
    // Halfway through the 0.3 s ease-in-out, the box is halfway from 358 × 268.5 to 358 × 358.
    #expect(
      isClose(
        e.cropBox(at: 1.15), Rect(x: 16, y: 243.375, width: 358, height: 313.25), tolerance: 1e-9))
    let region = e.cropRegion(at: 1.15)
    // Free at the drawn box's shape (to the eased curve's rounding), not the square it goes to.
    #expect(region.aspect?.lockedRatio == nil)
    #expect(isClose(region.aspect?.widthOverHeight ?? 0, 358 / 313.25, tolerance: 1e-9))
    #expect(isClose(region.size.width / region.size.height, 358 / 313.25, tolerance: 1e-9))
    #expect(e.cropRegion(at: 1.3) == e.cropRegion)
    #expect(e.cropRegion(at: 1.3).aspect == .locked(.square))
    #expect(e.cropRegion(at: .nan) == e.cropRegion)
  }

  @Test
  func `a handle drag during the box's way to a new locked ratio starts from the ratio's box`() {
    var e = Self.editor()
    e.apply(.ratio(.square), at: 1)
    // Halfway, the box is 358 × 313.25; the drag starts from the square it goes to,
    // (16, 221, 358, 358), and its bottom edge 10 points up makes a 348-point square about the
    // box's vertical centre line.
    e.apply(.handleDrag(.bottom, .began, translation: .zero), at: 1.15)
    e.apply(.handleDrag(.bottom, .changed, translation: Point(x: 0, y: -10)), at: 1.2)
    #expect(isClose(e.cropBox, Rect(x: 21, y: 221, width: 348, height: 348), tolerance: 1e-9))
    #expect(e.aspect == .locked(.square))
  }

  @Test
  func `a handle step during the box's way to a new locked ratio starts from the ratio's box`() {
    var e = Self.editor()
    e.apply(.ratio(.square), at: 1)
    // Halfway, the box is 358 × 313.25; the step starts from the square it goes to,
    // (16, 221, 358, 358): its bottom edge one step (10 points) up makes a 348-point square about
    // the box's vertical centre line, as at rest, drawn until the box recentres.
    e.apply(.handleStep(.bottom, outward: false), at: 1.15)
    #expect(
      isClose(e.cropBox(at: 1.15), Rect(x: 21, y: 221, width: 348, height: 348), tolerance: 1e-9))
    #expect(e.aspect == .locked(.square))
  }

  @Test func `reset turns a locked ratio back as a turn back would, whenever it was chosen`() {
    var e = Self.editor()
    e.apply(.turn(quarterTurns: 1), at: 0)
    e.apply(.ratio(.exactly(CropRatio(width: 16, height: 9)!)), at: 10)
    e.apply(.reset, at: 20)
    // The photo turned back: the 16:9 chosen on the turned photo is 9:16 on the upright one,
    // 337.5 × 600 in the 358 × 600 area.
    #expect(e.aspect == .locked(CropRatio(width: 9, height: 16)!))
    #expect(e.cropBox == Rect(x: 26.25, y: 100, width: 337.5, height: 600))
  }
}
