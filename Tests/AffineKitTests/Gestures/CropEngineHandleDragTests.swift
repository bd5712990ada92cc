import AffineKit
import Testing

/// The crop box is the user's: an engine made from a crop area, handle drags with the photo held
/// still, pull back, and the recentre. The photo is 4000 × 3000 pixels in a 358 × 600 crop area
/// at (16, 100), a phone's view less its toolbars; expected values are worked out by hand.
@Suite("CropEngine handle drags")
struct CropEngineHandleDragTests {
  static let pixels = Size(width: 4000, height: 3000)
  static let area = Rect(x: 16, y: 100, width: 358, height: 600)

  static func editor(ratio: CropRatio? = nil) -> CropEngine {
    try! CropEngine(image: .upright(pixels), cropArea: area, lockedRatio: ratio)
  }

  /// `engine` zoomed to 2 about the box's centre and settled.
  static func zoomedIn(_ engine: CropEngine) -> CropEngine {
    var e = engine
    let c = Point(x: e.cropBox.midX, y: e.cropBox.midY)
    e.apply(.pinch(.began, scale: 2, centroid: c))
    e.apply(.pinch(.ended, scale: 1, centroid: c))
    return e
  }

  // MARK: The crop area

  @Test
  func
    `A free box starts as the largest box of the photo's shape centred in the crop area: the whole photo`()
  {
    let e = Self.editor()
    // 358 / 4000 · 3000 = 268.5 high, centred in 600: y = 100 + (600 − 268.5) / 2.
    #expect(e.cropBox == Rect(x: 16, y: 265.75, width: 358, height: 268.5))
    #expect(e.cropArea == Self.area)
    #expect(e.aspect.lockedRatio == nil)
    #expect(e.zoom == 1)
    #expect(e.cropRect == Rect(x: 0, y: 0, width: 4000, height: 3000))
  }

  @Test func `a locked ratio starts as the largest box of that ratio centred in the crop area`() {
    let e = Self.editor(ratio: .square)
    #expect(e.cropBox == Rect(x: 16, y: 221, width: 358, height: 358))
    #expect(e.aspect.lockedRatio == .square)
    // The square shows the photo's middle 3000 × 3000 pixels.
    #expect(isClose(e.cropRect, Rect(x: 500, y: 0, width: 3000, height: 3000), tolerance: 1e-9))
  }

  @Test func `an editor's layout of a box inside its crop area keeps the area`() {
    var e = Self.editor()
    let box = Rect(x: 16, y: 300, width: 300, height: 100)
    #expect(e.apply(.layout(cropBox: box), at: 0) == .moved)
    #expect(e.cropBox == box && e.cropArea == Self.area)
    // The next layout pass of the same area refits the box to its largest there.
    e.apply(.layoutCropArea(Self.area), at: 1)
    #expect(e.cropBox.width == 358 && e.cropArea == Self.area)
  }

  @Test(arguments: [
    Rect(x: 0, y: 0, width: 400, height: 400), Rect(x: 16, y: 99, width: 100, height: 100),
    Rect(x: 300, y: 600, width: 100, height: 150),
  ])
  func `an editor refuses a box outside its crop area, the state bit-identical`(box: Rect) {
    var e = Self.editor()
    let before = e
    #expect(e.apply(.layout(cropBox: box), at: 0) == .rejected(.cropBoxOutsideArea))
    #expect(bitIdentical(e, before))
    // A box that is no box keeps its own reason.
    #expect(
      e.apply(.layout(cropBox: Rect(x: 0, y: 0, width: .nan, height: 10)), at: 0)
        == .rejected(.invalidCropBox(.invalidCropBox)))
  }

  @Test func `an editor refuses a box outside its crop area during an animation too`() {
    var e = Self.editor()
    let c = Point(x: e.cropBox.midX, y: e.cropBox.midY)
    e.apply(.pinch(.began, scale: 0.5, centroid: c), at: 0)
    #expect(e.apply(.pinch(.ended, scale: 1, centroid: c), at: 0.1) == .animated)
    let before = e
    #expect(
      e.apply(.layout(cropBox: Rect(x: 0, y: 0, width: 400, height: 400)), at: 0.15)
        == .rejected(.cropBoxOutsideArea))
    #expect(bitIdentical(e, before))
  }

  @Test func `a layout that changes only the box, the photo still, reports a move`() {
    // The same centre and width, a shorter box: the photo's fit and place are the same.
    var e = Self.editor()
    let photo = e.geometry
    let box = Rect(x: 16, y: 300.75, width: 358, height: 198.5)
    #expect(e.apply(.layout(cropBox: box), at: 0) == .moved)
    #expect(e.cropBox == box && e.geometry == photo)
  }

  @Test func `an engine made with a box takes a new box as its crop area too`() {
    var e = try! CropEngine(
      image: .upright(Self.pixels), cropBox: Rect(x: 16, y: 200, width: 358, height: 358),
      configuration: CropConfiguration(boxEditing: CropBoxEditing()))
    let box = Rect(x: 0, y: 0, width: 390, height: 390)
    e.apply(.layout(cropBox: box), at: 0)
    #expect(e.cropBox == box && e.cropArea == box)
  }

  struct BadArea: Sendable, CustomTestStringConvertible {
    var area: Rect
    var testDescription: String { "\(area)" }
  }

  @Test(arguments: [
    BadArea(area: Rect(x: 0, y: 0, width: 0, height: 100)),
    BadArea(area: Rect(x: 0, y: 0, width: 41, height: 600)),
    BadArea(area: Rect(x: 0, y: 0, width: .nan, height: 600)),
    BadArea(area: Rect(x: 0, y: 0, width: .infinity, height: 600)),
    BadArea(area: Rect(x: 0, y: 0, width: -100, height: 600)),
    BadArea(area: .null),
  ])
  func `a crop area that is empty, not finite or smaller than the minimum box is refused`(
    _ c: BadArea
  ) {
    #expect(throws: CropConfigurationError.cropAreaTooSmall) {
      _ = try CropEngine(image: .upright(Self.pixels), cropArea: c.area)
    }
    var e = Self.editor()
    let before = e
    #expect(e.apply(.layoutCropArea(c.area)).rejection == .invalidCropBox(.cropAreaTooSmall))
    #expect(bitIdentical(e, before))
  }

  @Test func `an image shape whose box would have a zero side is refused`() {
    // 1.7e308 : 1e-20: the box 358 points wide would be 2e-326 points high, which rounds to 0.
    #expect(throws: CropConfigurationError.fittedSizeOutOfRange) {
      _ = try CropEngine(image: .upright(Size(width: 1.7e308, height: 1e-20)), cropArea: Self.area)
    }
  }

  @Test func `a new crop area refits the box to the largest box of its shape and keeps the crop`() {
    var e = Self.zoomedIn(Self.editor())
    let crop = e.cropRect
    #expect(e.apply(.layoutCropArea(Rect(x: 0, y: 0, width: 800, height: 400))) == .moved)
    // 4:3 in 800 × 400: 533.33… × 400, centred.
    #expect(
      isClose(e.cropBox.size.height, 400, tolerance: 1e-9)
        && isClose(e.cropBox.size.width, 1600.0 / 3, tolerance: 1e-9))
    #expect(isClose(e.cropBox.midX, 400, tolerance: 1e-9))
    #expect(isClose(e.cropRect, crop, tolerance: 1e-9 * 4000))
  }

  // MARK: Handle drags

  @Test func `during a handle drag the photo stays still and the dragged edge follows the finger`()
  {
    var e = Self.zoomedIn(Self.editor())
    let frame = e.contentFrame
    let box = e.cropBox
    #expect(e.apply(.handleDrag(.right, .began, translation: Point(x: -100, y: 0))) == .moved)
    #expect(e.cropBox == Rect(x: box.minX, y: box.minY, width: box.width - 100, height: box.height))
    #expect(isClose(e.contentFrame, frame, tolerance: 1e-12 * frame.width))
    #expect(e.apply(.handleDrag(.right, .changed, translation: Point(x: -20, y: 7))) == .moved)
    #expect(e.cropBox.width == box.width - 120)
    #expect(isClose(e.contentFrame, frame, tolerance: 1e-12 * frame.width))
  }

  @Test func `an edge drag leaves the other axis bit for bit, inside the crop area`() throws {
    // An area whose right edge, origin + width, rounds: the box's x span must stay the start's
    // (fuzzer finding 29: it was recomputed about the centre line and overshot by an ulp).
    let area = Rect(x: 174.76, y: 17476, width: 17476, height: 17469)
    var e = Self.zoomedIn(
      try CropEngine(image: .upright(Size(width: 17476, height: 17468.4)), cropArea: area))
    let box = e.cropBox
    e.apply(.handleDrag(.top, .began, translation: Point(x: 0, y: 10)))
    #expect(e.cropBox.origin.x == box.origin.x && e.cropBox.width == box.width)
    #expect(isClose(e.cropBox.minY, box.minY + 10, tolerance: 1e-9))
    #expect(e.cropBox.maxX <= area.maxX)
  }

  @Test func `a corner drag moves both of its edges and keeps the opposite corner`() {
    var e = Self.zoomedIn(Self.editor())
    let box = e.cropBox
    e.apply(.handleDrag(.topLeft, .began, translation: Point(x: 30, y: 40)))
    #expect(
      e.cropBox
        == Rect(x: box.minX + 30, y: box.minY + 40, width: box.width - 30, height: box.height - 40))
    #expect(e.cropBox.maxX == box.maxX && e.cropBox.maxY == box.maxY)
  }

  @Test func `the box stops at the minimum size`() throws {
    let noCeiling = CropConfiguration(limits: .noCeiling, boxEditing: CropBoxEditing())
    var e = Self.zoomedIn(
      try CropEngine(image: .upright(Self.pixels), cropArea: Self.area, configuration: noCeiling))
    let box = e.cropBox
    e.apply(.handleDrag(.bottomRight, .began, translation: Point(x: -1000, y: -1000)))
    #expect(e.cropBox == Rect(x: box.minX, y: box.minY, width: 42, height: 42))
  }

  @Test func `the box stops at the minimum in the photo's pixels`() throws {
    // The whole photo is 358 points for 4000 pixels: 1000 pixels are 89.5 points on both axes.
    let editing = CropBoxEditing(minimumPixels: 1000)
    var e = try CropEngine(
      image: .upright(Self.pixels), cropArea: Self.area,
      configuration: CropConfiguration(boxEditing: editing))
    let box = e.cropBox
    e.apply(.handleDrag(.bottomRight, .began, translation: Point(x: -1000, y: -1000)))
    #expect(
      isClose(
        e.cropBox, Rect(x: box.minX, y: box.minY, width: 89.5, height: 89.5), tolerance: 1e-12))
    #expect(isClose(e.cropRect.size, Size(width: 1000, height: 1000), tolerance: 1e-9))
  }

  @Test func `by default no drag leaves a crop smaller than one pixel a side`() throws {
    // An 8 × 6-pixel photo in a 390 × 700 area: one pixel is 390 / 8 = 48.75 points, more than
    // the 42-point minimum.
    var e = try CropEngine(
      image: .upright(Size(width: 8, height: 6)),
      cropArea: Rect(x: 0, y: 0, width: 390, height: 700))
    #expect(CropBoxEditing().minimumPixels == 1)
    e.apply(.handleDrag(.bottomRight, .began, translation: Point(x: -1000, y: -1000)))
    #expect(e.cropBox == Rect(x: 0, y: 203.75, width: 48.75, height: 48.75))
    #expect(e.cropRect == Rect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test(arguments: [1e3, 1e18, 1e20, 1e100, 1e154, 1e300, .greatestFiniteMagnitude])
  func `a huge translation drags as far as the box can go, never against the finger`(
    _ d: Double
  ) throws {
    // The top-left handle of the whole photo's box, (0, 203.75, 390, 292.5), dragged right and
    // up: the left edge stops at the 42-point minimum, the top edge at the photo's top.
    var e = try CropEngine(
      image: .upright(Self.pixels), cropArea: Rect(x: 0, y: 0, width: 390, height: 700))
    #expect(e.apply(.handleDrag(.topLeft, .began, translation: Point(x: d, y: -d))) == .moved)
    #expect(e.cropBox == Rect(x: 348, y: 203.75, width: 42, height: 292.5))
  }

  @Test func `a box smaller than the pixel minimum is not grown by a drag, only kept`() throws {
    // At zoom 2 the box shows 2000 of the photo's 4000 pixels across: below a 3000-pixel minimum.
    var e = Self.zoomedIn(
      try CropEngine(
        image: .upright(Self.pixels), cropArea: Self.area,
        configuration: CropConfiguration(boxEditing: CropBoxEditing(minimumPixels: 3000))))
    let box = e.cropBox
    e.apply(.handleDrag(.right, .began, translation: Point(x: -30, y: 0)))
    #expect(e.cropBox == box)
  }

  @Test(arguments: [
    CropBoxEditing(minimumSize: -1), CropBoxEditing(minimumSize: .nan),
    CropBoxEditing(minimumSize: .infinity), CropBoxEditing(minimumPixels: -1),
    CropBoxEditing(minimumPixels: .nan), CropBoxEditing(minimumPixels: .infinity),
    CropBoxEditing(recentreDelay: -0.1), CropBoxEditing(recentreDelay: .nan),
    CropBoxEditing(recentreDelay: .infinity), CropBoxEditing(handleStep: 0),
    CropBoxEditing(handleStep: -10), CropBoxEditing(handleStep: .infinity),
    CropBoxEditing(handleStep: .nan),
  ])
  func `box-editing options out of range are refused when made and when configured`(
    editing: CropBoxEditing
  ) {
    let bad = CropConfiguration(boxEditing: editing)
    #expect(throws: CropConfigurationError.invalidBoxEditing) {
      try CropEngine(image: .upright(Self.pixels), cropArea: Self.area, configuration: bad)
    }
    var e = Self.editor()
    let before = e
    #expect(e.apply(.configure(bad)).rejection == .invalidConfiguration(.invalidBoxEditing))
    #expect(bitIdentical(e, before))
  }

  @Test func `the box stops where it would show less than 1/maximumZoom of the photo's side`() {
    // At zoom 2 the photo is 716 × 537 points on screen: with the ceiling of 15 the box keeps
    // 716/15 points of width; 537/15 is below the 42-point minimum, which binds the height.
    var e = Self.zoomedIn(Self.editor())
    let box = e.cropBox
    e.apply(.handleDrag(.bottomRight, .began, translation: Point(x: -1000, y: -1000)))
    #expect(
      isClose(
        e.cropBox, Rect(x: box.minX, y: box.minY, width: 716 / 15, height: 42), tolerance: 1e-12))
    #expect(e.zoom <= 15)
  }

  @Test func `a dragged edge stops at the photo's edge`() {
    // The whole photo fills the box: its bottom edge cannot go further down, and pulling back
    // cannot help (zooming out about the top edge would uncover the box's sides).
    var e = Self.editor()
    let box = e.cropBox
    e.apply(.handleDrag(.bottom, .began, translation: Point(x: 0, y: 1000)))
    #expect(e.cropBox == box)
    #expect(e.zoom == 1)
  }

  @Test func `a drag is a function of the total translation: going back retraces the same states`()
  {
    let start = Self.zoomedIn(Self.editor())
    var stepped = start
    stepped.apply(.handleDrag(.topRight, .began, translation: Point(x: 10, y: -5)))
    stepped.apply(.handleDrag(.topRight, .changed, translation: Point(x: -80, y: 60)))
    var direct = start
    direct.apply(.handleDrag(.topRight, .began, translation: Point(x: -70, y: 55)))
    #expect(stepped.cropBox == direct.cropBox)
    #expect(stepped.geometry == direct.geometry)
    stepped.apply(.handleDrag(.topRight, .changed, translation: Point(x: 70, y: -55)))
    #expect(stepped.cropBox == start.cropBox)
    #expect(stepped.geometry == start.geometry)
  }

  @Test func `a drag's end applies its own translation, then recentres, as a change to it would`() {
    let start = Self.zoomedIn(Self.editor())
    /// A right-edge drag through the given cumulative translations, the last one its end.
    func dragged(_ xs: [Double]) -> CropEngine {
      var e = start
      for (i, x) in xs.enumerated() {
        let phase: GesturePhase = i == 0 ? .began : i == xs.count - 1 ? .ended : .changed
        e.apply(
          .handleDrag(.right, phase, translation: Point(x: x, y: 0), values: .cumulative),
          at: Double(i) / 10)
      }
      return e
    }
    // An end at a new translation: the crop and the recentre of a drag that changed to it.
    let ended = dragged([0, -40, -60])
    let changed = dragged([0, -60, -60])
    #expect(ended.cropRect == changed.cropRect)
    #expect(ended.runningAnimation == changed.runningAnimation)
    // An end at the last change's translation: the crop and the recentre of that change's drag,
    // bit for bit, and not the new translation's.
    let held = dragged([0, -40, -40])
    let through = dragged([0, -20, -40])
    #expect(held.cropRect == through.cropRect)
    #expect(held.runningAnimation == through.runningAnimation)
    #expect(held.cropRect != ended.cropRect)
  }

  @Test func `cumulative and incremental translations give the same drag`() {
    let start = Self.zoomedIn(Self.editor())
    var incremental = start
    var cumulative = start
    for (i, t) in [Point(x: -10, y: 3), Point(x: -25, y: 8), Point(x: -5, y: -30)].enumerated() {
      let phase: GesturePhase = i == 0 ? .began : .changed
      incremental.apply(.handleDrag(.bottomRight, phase, translation: t))
    }
    cumulative.apply(
      .handleDrag(.bottomRight, .began, translation: Point(x: -10, y: 3), values: .cumulative))
    cumulative.apply(
      .handleDrag(.bottomRight, .changed, translation: Point(x: -35, y: 11), values: .cumulative))
    cumulative.apply(
      .handleDrag(.bottomRight, .changed, translation: Point(x: -40, y: -19), values: .cumulative))
    #expect(incremental.cropBox == cumulative.cropBox)
    #expect(incremental.geometry == cumulative.geometry)
  }

  // MARK: Locked ratio

  @Test func `with a locked ratio a corner drag keeps the ratio and the opposite corner`() {
    var e = Self.zoomedIn(Self.editor(ratio: CropRatio(width: 4, height: 3)))
    let box = e.cropBox
    e.apply(.handleDrag(.bottomRight, .began, translation: Point(x: -100, y: -10)))
    #expect(isClose(e.cropBox.width / e.cropBox.height, 4.0 / 3, tolerance: 1e-9))
    #expect(e.cropBox.minX == box.minX && e.cropBox.minY == box.minY)
    // The finger's widths (258, 258.5) projected onto w_y = 3/4·w_x.
    let w = (258.0 + 258.5 * 0.75) / (1 + 0.5625)
    #expect(isClose(e.cropBox.width, w, tolerance: 1e-9))
  }

  @Test func `with a locked ratio an edge drag resizes the other side about the box's centre line`()
  {
    var e = Self.zoomedIn(Self.editor(ratio: .square))
    let box = e.cropBox
    e.apply(.handleDrag(.left, .began, translation: Point(x: 100, y: 0)))
    #expect(e.cropBox.width == 258 && e.cropBox.height == 258)
    #expect(e.cropBox.maxX == box.maxX)
    #expect(isClose(e.cropBox.midY, box.midY, tolerance: 1e-9))
  }

  // MARK: Pull back

  @Test func `past the crop area's edge the photo zooms out about the opposite edge`() {
    var e = Self.zoomedIn(Self.editor())
    let box = e.cropBox
    // The anchor: the left edge's midpoint, whose photo point stays put.
    let anchor = Point(x: box.minX, y: box.midY)
    let before = e.geometry
    e.apply(.handleDrag(.right, .began, translation: Point(x: 100, y: 0)))
    #expect(e.cropBox == box)
    // k = 358 / 458 of zoom 2.
    #expect(isClose(e.zoom, 2 * 358 / 458, tolerance: 1e-9))
    #expect(isClose(imagePoint(e.geometry, anchor), imagePoint(before, anchor), tolerance: 1e-12))
    // Far past: the photo's right edge meets the box's (k = 358 / 537, 2/3).
    e.apply(.handleDrag(.right, .changed, translation: Point(x: 900, y: 0)))
    #expect(isClose(e.zoom, 4.0 / 3, tolerance: 1e-9))
    #expect(isClose(e.contentFrame.maxX, box.maxX, tolerance: 1e-9))
    // Back to where it began: the zoom and centre come back exactly.
    e.apply(.handleDrag(.right, .changed, translation: Point(x: -1000, y: 0)))
    #expect(e.geometry == before)
  }

  // MARK: The recentre

  @Test func `after a drag the box and the photo recentre together, the crop in pixels unchanged`()
  {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.topLeft, .began, translation: Point(x: 80, y: 50)), at: 1)
    let dragged = e
    #expect(e.apply(.handleDrag(.topLeft, .ended, translation: .zero), at: 2) == .animated)
    let animation = try! #require(e.runningAnimation)
    #expect(animation.startTime == 2 && animation.box?.delay == 0.8)
    // The box: the largest box of the dragged box's shape centred in the area.
    let w = dragged.cropBox.width
    let h = dragged.cropBox.height
    let scale = Swift.min(358 / w, 600 / h)
    #expect(
      isClose(e.cropBox.width, w * scale, tolerance: 1e-9)
        && isClose(e.cropBox.height, h * scale, tolerance: 1e-9))
    #expect(
      isClose(e.cropBox.midX, 195, tolerance: 1e-9) && isClose(e.cropBox.midY, 400, tolerance: 1e-9)
    )
    #expect(isClose(e.cropRect, dragged.cropRect, tolerance: 1e-9 * 4000))
    // Held through the delay, then moving, with the same pixels in the box at every time.
    #expect(e.cropBox(at: 2.5) == dragged.cropBox)
    #expect(e.geometry(at: 2.5) == dragged.geometry)
    for t in [2.85, 2.95, 3.0, 3.05] {
      let box = e.cropBox(at: t)
      #expect(box != dragged.cropBox && box != e.cropBox)
      let g = e.geometry(at: t)
      let topLeft = imagePoint(g, Point(x: box.minX, y: box.minY))
      let bottomRight = imagePoint(g, Point(x: box.maxX, y: box.maxY))
      let g0 = dragged.geometry
      let c0 = dragged.cropBox
      #expect(isClose(topLeft, imagePoint(g0, Point(x: c0.minX, y: c0.minY)), tolerance: 1e-12))
      #expect(
        isClose(bottomRight, imagePoint(g0, Point(x: c0.maxX, y: c0.maxY)), tolerance: 1e-12))
    }
    #expect(e.cropBox(at: 3.1) == e.cropBox)
    #expect(!e.isAnimating(at: 3.1))
  }

  @Test func `a touch during the recentre's delay catches the box where it is drawn`() {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.right, .began, translation: Point(x: -100, y: 0)), at: 1)
    let dragged = e
    e.apply(.handleDrag(.right, .ended, translation: .zero), at: 2)
    #expect(e.apply(.handleDrag(.left, .began, translation: .zero), at: 2.5) == .moved)
    #expect(e.cropBox == dragged.cropBox)
    #expect(e.runningAnimation?.box == nil)
  }

  /// Whether the box is the largest of its shape centred in the crop area.
  static func atRest(_ e: CropEngine) -> Bool {
    let a = e.cropArea
    let b = e.cropBox
    let fillsWidth = isClose(b.width, a.width, tolerance: 1e-9)
    let fillsHeight = isClose(b.height, a.height, tolerance: 1e-9)
    return (fillsWidth || fillsHeight) && isClose(b.midX, a.midX, tolerance: 1e-9)
      && isClose(b.midY, a.midY, tolerance: 1e-9)
  }

  static let pinchCentroid = Point(x: 200, y: 400)

  /// A zoomed editor whose box a drag left off-centre, and a pinch about ``pinchCentroid`` that
  /// caught it during the recentre's delay, at 2.5 s.
  static func pinchCaughtTheRecentre() -> CropEngine {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.topLeft, .began, translation: Point(x: 80, y: 50)), at: 1)
    e.apply(.handleDrag(.topLeft, .ended, translation: .zero), at: 2)
    e.apply(.pinch(.began, scale: 1.1, centroid: pinchCentroid), at: 2.5)
    return e
  }

  @Test func `a pinch that catches the box during its recentre leaves it where it is drawn`() {
    #expect(!Self.atRest(Self.pinchCaughtTheRecentre()))
  }

  @Test func `a gesture that catches the box during its recentre recentres it when it ends`() {
    var e = Self.pinchCaughtTheRecentre()
    let c = Self.pinchCentroid
    #expect(e.apply(.pinch(.ended, scale: 1, centroid: c), at: 2.6) == .animated)
    #expect(Self.atRest(e))
    #expect(e.isCovered)
    #expect(e.cropBox(at: 2.6) != e.cropBox && e.cropBox(at: 3) == e.cropBox)
  }

  /// One-shot events: each changes the photo or its angle without placing the box itself.
  static let oneShots: [CropEvent] = [
    .key(.zoomIn), .key(.left), .doubleTap(at: Point(x: 150, y: 380)),
    .zoomTo(imageRect: Rect(x: 1200, y: 900, width: 1200, height: 900)),
    .straighten(angle: 0.05), .turn(quarterTurns: 1), .flip(.horizontal),
  ]

  @Test(arguments: oneShots)
  func
    `a one-shot event during the recentre's delay leaves the box recentred, moving from where it is drawn`(
      event: CropEvent
    )
  {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.topLeft, .began, translation: Point(x: 80, y: 50)), at: 1)
    let dragged = e
    e.apply(.handleDrag(.topLeft, .ended, translation: .zero), at: 2)
    let result = e.apply(event, at: 2.5)
    #expect(result.rejection == nil)
    #expect(Self.atRest(e))
    #expect(e.isCovered)
    if e.angle == dragged.angle && e.orientation == dragged.orientation {
      // The box moves on from where it was drawn when the event came.
      #expect(result == .animated)
      #expect(e.cropBox(at: 2.5) == dragged.cropBox)
      #expect(e.cropBox(at: 3) == e.cropBox && !e.isAnimating(at: 3))
    }
  }

  @Test func `a one-shot event during the recentre's easing leaves the box recentred`() {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.right, .began, translation: Point(x: -120, y: 0)), at: 1)
    e.apply(.handleDrag(.right, .ended, translation: .zero), at: 2)
    let drawn = e.cropBox(at: 2.95)
    #expect(e.apply(.key(.zoomIn), at: 2.95) == .animated)
    #expect(e.cropBox(at: 2.95) == drawn)
    #expect(Self.atRest(e))
    #expect(e.isCovered)
  }

  @Test
  func `a touch during a ratio's animation leaves the box of that ratio, centred, when it ends`() {
    var e = Self.editor()
    e.apply(.ratio(.square), at: 1)
    let c = Point(x: 195, y: 400)
    e.apply(.pinch(.began, scale: 1.2, centroid: c), at: 1.15)
    #expect(e.cropBox.height < 358)
    #expect(e.apply(.pinch(.ended, scale: 1, centroid: c), at: 1.2) == .animated)
    #expect(e.cropBox == Rect(x: 16, y: 221, width: 358, height: 358))
    #expect(e.aspect.lockedRatio == .square)
    #expect(e.isCovered)
  }

  @Test(arguments: CropHandle.allCases)
  func `a drag the photo's edge stops entirely changes nothing and adds no undo step`(
    handle: CropHandle
  ) {
    // Straightened, the photo at its covering zoom touches the box's top-left and bottom-right
    // corners (a box of the photo's own shape is bound by the photo's short side): every edge and
    // corner that moves outward takes one of them out of the photo, and the box fills the crop
    // area's width, so pulling back cannot help.
    var e = Self.editor()
    e.apply(.straighten(angle: 0.12), at: 0)
    let start = e
    var history = CropHistory(e)
    let t = Point(x: Double(handle.horizontal) * 100, y: Double(handle.vertical) * 100)
    #expect(e.apply(.handleDrag(handle, .began, translation: t), at: 1) == .unchanged)
    #expect(e.cropBox == start.cropBox && e.geometry == start.geometry)
    #expect(e.apply(.handleDrag(handle, .ended, translation: t), at: 2) == .unchanged)
    #expect(bitIdentical(e, start))
    let recorded = history.record(e, after: .handleDrag(handle, .ended, translation: t))
    #expect(!recorded)
    #expect(!history.canUndo)
  }

  @Test
  func `a gesture that caught the recentre and ends with a bad value still recentres the box`() {
    var e = Self.pinchCaughtTheRecentre()
    let c = Self.pinchCentroid
    let result = e.apply(.pinch(.cancelled, scale: 0, centroid: c), at: 2.6)
    #expect(result == .rejected(.invalidScale, animates: true))
    #expect(!e.isInteracting)
    #expect(Self.atRest(e))
    #expect(e.isCovered)
  }

  @Test
  func
    `a double tap that waited for a gesture that caught the recentre zooms, and the box recentres`()
  {
    var e = Self.editor()
    e.apply(.handleDrag(.topLeft, .began, translation: Point(x: 80, y: 50)), at: 1)
    e.apply(.handleDrag(.topLeft, .ended, translation: .zero), at: 2)
    let c = Point(x: 200, y: 400)
    e.apply(.pinch(.began, scale: 1, centroid: c), at: 2.5)
    let caught = e
    #expect(e.apply(.doubleTap(at: c), at: 2.55) == .deferred)
    #expect(e.apply(.pinch(.ended, scale: 1, centroid: c), at: 2.6) == .animated)
    #expect(Self.atRest(e))
    #expect(e.isCovered)
    // The double tap zoomed in (to twice the box's fill, from 358/291.3): the crop shows fewer
    // pixels than when the pinch caught the box.
    #expect(e.cropRect.width < caught.cropRect.width * 0.9)
    let animation = try! #require(e.runningAnimation?.box)
    #expect(animation.startBox == caught.cropBox && animation.delay == 0)
    // At rest afterwards: a later drag's end recentres as usual.
    e.apply(.handleDrag(.right, .began, translation: Point(x: -40, y: 0)), at: 5)
    #expect(e.apply(.handleDrag(.right, .ended, translation: .zero), at: 5.1) == .animated)
    #expect(try! #require(e.runningAnimation?.box).delay == 0.8)
  }

  @Test
  func `a key during a recentre whose layout finds nothing to animate leaves no stale animation`()
    throws
  {
    // Fuzzer finding 33's events: a 1200-pixel square photo stored turned (EXIF left) in a
    // 300-point crop area, turned, straightened, pulled back and keyed about.
    let limits = ZoomLimits(minimumZoom: 0.6, maximumZoom: 15, restingMinimumZoom: 1)
    var e = try CropEngine(
      image: .stored(Size(width: 1200, height: 1200), orientation: .left),
      cropArea: Rect(x: 0, y: 0, width: 300, height: 300),
      configuration: CropConfiguration(
        limits: limits, overscroll: .clamped, boxEditing: CropBoxEditing()))
    let turned = CropOrientation(quarterTurns: 1, isMirrored: true)
    func saved(_ center: Point, _ zoom: Double) -> SavedCrop {
      SavedCrop(
        center: center, zoomRelativeToCover: zoom, angle: 0.6, orientation: turned,
        aspect: .locked(.square))
    }
    let events: [(Double, CropEvent)] = [
      (0.525, .restore(saved(Point(x: 212.94, y: 44.66), 0.6))),
      (0.525, .handleStep(.bottom, outward: true)), (0.525, .handleStep(.bottom, outward: true)),
      (0.615, .handleStep(.bottom, outward: false)), (0.705, .handleStep(.bottom, outward: true)),
      (0.755, .handleStep(.bottom, outward: true)),
      (0.755, .pinch(.changed, scale: 0.6, centroid: Point(x: 0.6, y: 0.6), touchCount: 17)),
      (0.845, .pinch(.ended, scale: 0.9, centroid: nil, touchCount: 18, values: .cumulative)),
      (1.075, .restore(saved(Point(x: 1.8e-226, y: 0.6), 150))),
      (1.075, .handleStep(.bottom, outward: true)), (1.16, .key(.up)),
      (1.58, .handleStep(.bottom, outward: true)), (1.755, .key(.up)),
    ]
    for (time, event) in events {
      let result = e.apply(event, at: time)
      #expect(result.rejection == nil, "\(event)")
      if let animation = e.runningAnimation {
        #expect(animation.geometry(at: animation.duration) == e.geometry, "\(event)")
      }
    }
    #expect(Self.atRest(e) && e.isCovered)
  }

  @Test func `a configure during a drag recentres the box at once, then applies`() {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.topLeft, .began, translation: Point(x: 80, y: 50)))
    let crop = e.cropRect
    #expect(e.apply(.configure(e.configuration)) == .moved)
    #expect(!e.isInteracting)
    #expect(Self.atRest(e))
    #expect(isClose(e.cropRect, crop, tolerance: 1e-9 * 4000))
  }

  @Test func `a layout of the same crop area leaves a drag and a recentre going`() {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.right, .began, translation: Point(x: -50, y: 0)), at: 1)
    let dragged = e
    #expect(e.apply(.layoutCropArea(Self.area), at: 1.1) == .unchanged)
    #expect(bitIdentical(e, dragged))
    e.apply(.handleDrag(.right, .changed, translation: Point(x: -10, y: 0)), at: 1.2)
    #expect(e.cropBox.width == dragged.cropBox.width - 10)
    e.apply(.handleDrag(.right, .ended, translation: .zero), at: 2)
    let recentring = e
    #expect(e.apply(.layoutCropArea(Self.area), at: 2.3) == .unchanged)
    #expect(bitIdentical(e, recentring))
  }

  // MARK: Rules that refuse

  @Test func `a fixed box refuses handle drags`() {
    var e = try! CropEngine(
      image: .upright(Self.pixels), cropArea: Self.area, lockedRatio: .square,
      configuration: CropConfiguration())
    let before = e
    #expect(
      e.apply(.handleDrag(.right, .began, translation: Point(x: -10, y: 0))).rejection
        == .boxNotEditable)
    #expect(bitIdentical(e, before))
  }

  @Test func `a non-finite translation is refused with the state bit-identical`() {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.right, .began, translation: Point(x: -10, y: 0)))
    let before = e
    for t in [Point(x: .nan, y: 0), Point(x: 0, y: .infinity)] {
      #expect(
        e.apply(.handleDrag(.right, .changed, translation: t)).rejection == .invalidTranslation)
      #expect(bitIdentical(e, before))
    }
  }

  @Test
  func `other gestures are refused while a handle is dragged, and a drag while one is active`() {
    var e = Self.zoomedIn(Self.editor())
    e.apply(.handleDrag(.right, .began, translation: Point(x: -10, y: 0)))
    let before = e
    #expect(
      e.apply(.pan(.began, translation: Point(x: 5, y: 0))).rejection == .otherGestureActive)
    #expect(bitIdentical(e, before))
    var f = Self.zoomedIn(Self.editor())
    f.apply(.pan(.began, translation: Point(x: 5, y: 0)))
    #expect(
      f.apply(.handleDrag(.right, .began, translation: .zero)).rejection == .otherGestureActive)
  }

  // MARK: Accessibility and keys

  @Test func `a handle's increment moves it outward by the step and its decrement inward`() {
    var e = Self.zoomedIn(Self.editor())
    let box = e.cropBox
    #expect(e.apply(.handleStep(.right, outward: false), at: 1) == .animated)
    let dragged = try! #require(e.runningAnimation?.box).startBox
    #expect(dragged == Rect(x: box.minX, y: box.minY, width: box.width - 10, height: box.height))
    // During the recentre's delay a second step goes on from the box as drawn.
    e.apply(.handleStep(.topLeft, outward: false), at: 1.2)
    let second = try! #require(e.runningAnimation?.box).startBox
    #expect(
      second
        == Rect(x: box.minX + 10, y: box.minY + 10, width: box.width - 20, height: box.height - 10))
  }

  @Test func `a handle step that pulls back reports the move`() {
    // The box fills the crop area's width: a step outward pulls the photo back.
    var e = Self.zoomedIn(Self.editor())
    let zoom = e.zoom
    #expect(e.apply(.handleStep(.right, outward: true)) == .moved)
    #expect(isClose(e.zoom, zoom * 358 / 368, tolerance: 1e-12))
  }

  @Test func `a handle step keeps the drag's limits`() {
    // The whole photo fills the box: no edge can move outward.
    var e = Self.editor()
    let before = e
    #expect(e.apply(.handleStep(.bottom, outward: true)) == .unchanged)
    #expect(bitIdentical(e, before))
  }

  @Test func `a fixed box refuses handle steps`() throws {
    var e = try CropEngine(
      image: .upright(Self.pixels), cropArea: Self.area, configuration: CropConfiguration())
    #expect(e.apply(.handleStep(.left, outward: true)).rejection == .boxNotEditable)
  }

  @Test func `every handle has its own accessibility label`() {
    #expect(
      CropHandle.allCases.map(\.accessibilityLabel) == [
        "Top edge", "Bottom edge", "Left edge", "Right edge", "Top left corner",
        "Top right corner", "Bottom left corner", "Bottom right corner",
      ])
  }

  // MARK: Laws

  /// A random event for a photo editor's screen: handle drags and steps, gestures, keys, taps,
  /// turns, flips, straightens, perspectives and ratios.
  static func editingEvent(_ rng: inout SplitMix64) -> CropEvent {
    let handle = CropHandle.allCases[Int.random(in: 0..<8, using: &rng)]
    let phases: [GesturePhase] = [.began, .changed, .changed, .ended, .cancelled]
    let phase = phases[Int.random(in: 0..<phases.count, using: &rng)]
    let p = Point(
      x: Double.random(in: 0...390, using: &rng), y: Double.random(in: 100...700, using: &rng))
    let t = Point(
      x: Double.random(in: -150...150, using: &rng), y: Double.random(in: -150...150, using: &rng))
    switch Int.random(in: 0..<15, using: &rng) {
    case 0, 1, 2: return .handleDrag(handle, phase, translation: t)
    case 3: return .handleStep(handle, outward: Bool.random(using: &rng))
    case 4: return .pinch(phase, scale: Double.random(in: 0.6...1.6, using: &rng), centroid: p)
    case 5: return .pan(phase, translation: t)
    case 6: return .doubleTap(at: p)
    case 7: return .key([CropKey.zoomIn, .zoomOut, .left, .up][Int.random(in: 0..<4, using: &rng)])
    case 8: return .turn(quarterTurns: Int.random(in: -1...2, using: &rng))
    case 9: return .flip(Bool.random(using: &rng) ? .horizontal : .vertical)
    case 10: return .straighten(angle: Double.random(in: -0.4...0.4, using: &rng))
    case 11:
      let ratios: [CropRatioPreset] = [.free, .square, .exactly(CropRatio(width: 16, height: 9)!)]
      return .ratio(ratios[Int.random(in: 0..<3, using: &rng)])
    case 12: return .pinch(.cancelled, scale: 0, centroid: p)
    case 13:
      return .perspective(
        horizontal: Double.random(in: -0.6...0.6, using: &rng),
        vertical: Double.random(in: -0.6...0.6, using: &rng))
    default: return .reset
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func
    `Whatever the events and their times, at rest the box is centred at its largest and covered, and a kept animation ends there`(
      seed: UInt64
    )
  {
    var rng = SplitMix64(seed: seed)
    var e = Self.editor()
    var history = CropHistory(e)
    var saved = e.savedCrop
    var clock = 0.0
    for _ in 0..<300 {
      // Often during the animations (a recentre waits 0.8 s and moves for 0.3 s), sometimes after.
      clock += [0, 0.05, 0.2, 0.6, 1.5][Int.random(in: 0..<5, using: &rng)]
      var event = Self.editingEvent(&rng)
      // Sometimes an undo or a redo, a restore of a crop saved earlier, or a save.
      switch Int.random(in: 0..<24, using: &rng) {
      case 0: if let step = history.undo() { event = .revert(step) }
      case 1: if let step = history.redo() { event = .revert(step) }
      case 2: event = .restore(saved)
      case 3: saved = e.savedCrop
      default: break
      }
      let result = e.apply(event, at: clock)
      history.record(e, after: event)
      if e.isInteracting { continue }
      #expect(
        Self.atRest(e), "\(event) at \(clock) gave \(result) and left the box at \(e.cropBox)")
      #expect(e.isCovered, "\(event) at \(clock) left the box uncovered")
      #expect(
        PerspectiveModel.covers(e),
        "\(event) at \(clock) left a corner \(PerspectiveModel.outside(e)) pt off the photo")
      if let animation = e.runningAnimation {
        let end = animation.sample(at: animation.duration)
        #expect(end.cropBox == e.cropBox && end.transform == .identity, "\(event)")
        #expect(end.geometry == e.geometry, "\(event)")
      }
    }
  }

  /// How far outward the edge `sign` moves (−1 the min edge, +1 the max edge) lies, along its axis.
  static func outward(_ lo: Double, _ hi: Double, _ sign: Int) -> Double { sign > 0 ? hi : -lo }

  /// Drags `handle` from `e` with the cumulative translations `(x, held)` for each `x` (or
  /// `(held, y)`), returning how far outward the dragged edge on the growing axis is each time.
  static func edgePositions(
    _ e: CropEngine, _ handle: CropHandle, growing: [Double], held: Double, alongX: Bool
  ) -> [Double] {
    growing.map { v in
      var f = e
      let t = alongX ? Point(x: v, y: held) : Point(x: held, y: v)
      f.apply(.handleDrag(handle, .began, translation: t, values: .cumulative))
      let b = f.cropBox
      return alongX
        ? Self.outward(b.minX, b.maxX, handle.horizontal)
        : Self.outward(b.minY, b.maxY, handle.vertical)
    }
  }

  @Test func `a corner dragged outward under a straighten never moves its edges back`() {
    // A 360 × 600 area, straightened by 25° and zoomed 1.5×: the bottom-right corner dragged
    // right and down past the area, where the photo pulls back.
    var e = try! CropEngine(
      image: .upright(Self.pixels), cropArea: Rect(x: 15, y: 100, width: 360, height: 600))
    e.apply(.straighten(angle: 25 * Double.pi / 180))
    e.apply(.pinch(.began, scale: 1.5, centroid: Point(x: 195, y: 400)))
    e.apply(.pinch(.ended, scale: 1, centroid: Point(x: 195, y: 400)))
    let steps = stride(from: 100.0, through: 400, by: 10).map { $0 }
    for (alongX, held) in [(true, 140.0), (false, 140.0), (true, 200.0), (false, 200.0)] {
      let edges = Self.edgePositions(e, .bottomRight, growing: steps, held: held, alongX: alongX)
      for (a, b) in zip(edges, edges.dropFirst()) {
        #expect(b >= a, "along x: \(alongX), held \(held): \(edges)")
      }
    }
  }

  /// One trial of the monotone law: `start` straightened by a random angle within `angles` and
  /// zoomed, then a random corner dragged outward on one axis, from `from` points inside to far past
  /// the area, the other component held at a random value within `held`. Expects the dragged
  /// edge never to move back, to the rounding of the box's edges (a millionth of a point).
  static func expectMonotoneCornerSweep(
    from start: CropEngine, _ rng: inout SplitMix64, angles: ClosedRange<Double>, from: Double,
    held: ClosedRange<Double>
  ) {
    var e = start
    e.apply(.straighten(angle: Double.random(in: angles, using: &rng)))
    let c = Point(x: e.cropBox.midX, y: e.cropBox.midY)
    e.apply(.pinch(.began, scale: Double.random(in: 1...3, using: &rng), centroid: c))
    e.apply(.pinch(.ended, scale: 1, centroid: c))
    let corners: [CropHandle] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    let handle = corners[Int.random(in: 0..<4, using: &rng)]
    let alongX = Bool.random(using: &rng)
    let sign = Double(alongX ? handle.horizontal : handle.vertical)
    let steps = stride(from: from, through: 600, by: 15).map { sign * $0 }
    let held = Double.random(in: held, using: &rng)
    let edges = Self.edgePositions(e, handle, growing: steps, held: held, alongX: alongX)
    for (a, b) in zip(edges, edges.dropFirst()) {
      #expect(b >= a - 1e-6, "\(handle) along x: \(alongX), held \(held): \(edges)")
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func `a corner drag is monotone: growing one component never moves its edge back`(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for _ in 0..<12 {
      Self.expectMonotoneCornerSweep(
        from: Self.editor(), &rng, angles: -0.7...0.7, from: -150, held: -200...400)
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func
    `Under any angle, turn and mirror, a drag either moves the box or leaves the state bit for bit`(
      seed: UInt64
    )
  {
    var rng = SplitMix64(seed: seed)
    let ratios: [CropRatio?] = [nil, .square, CropRatio(width: 16, height: 9)]
    for _ in 0..<30 {
      var e = Self.editor(ratio: ratios[Int.random(in: 0..<3, using: &rng)])
      e.apply(.turn(quarterTurns: Int.random(in: 0..<4, using: &rng)))
      if Bool.random(using: &rng) { e.apply(.flip(.vertical)) }
      e.apply(.straighten(angle: Double.random(in: -0.7...0.7, using: &rng)))
      if Bool.random(using: &rng) {
        // A drag and its recentre first, so the box is one the engine derived.
        let handle = CropHandle.allCases[Int.random(in: 0..<8, using: &rng)]
        let t = Point(
          x: Double.random(in: -60...60, using: &rng), y: Double.random(in: -60...60, using: &rng))
        e.apply(.handleDrag(handle, .began, translation: t), at: 0)
        e.apply(.handleDrag(handle, .ended, translation: t), at: 0.1)
        e.apply(.layoutCropArea(Self.area), at: 5)
      }
      // An empty pan ends the run of quarter turns a straighten into the detent at 0 leaves
      // going (so does a drag's beginning, which is not what this rule is about).
      e.apply(.pan(.began, translation: .zero), at: 6)
      e.apply(.pan(.ended, translation: .zero), at: 6)
      for handle in CropHandle.allCases {
        var f = e
        let start = e
        let t = Point(x: Double(handle.horizontal) * 50, y: Double(handle.vertical) * 50)
        f.apply(.handleDrag(handle, .began, translation: t), at: 10)
        let moved =
          !isClose(f.cropBox, start.cropBox, tolerance: 1e-9)
          || !isClose(f.zoom, start.zoom, tolerance: 1e-12)
        if !moved {
          #expect(f.cropBox == start.cropBox && f.geometry == start.geometry)
          #expect(f.apply(.handleDrag(handle, .ended, translation: t), at: 11) == .unchanged)
          #expect(bitIdentical(f, start))
        }
      }
    }
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func
    `Under any angle, turn and mirror, every drag keeps the box inside the photo, the area and the minimum`(
      seed: UInt64
    )
  {
    var rng = SplitMix64(seed: seed)
    let handles = CropHandle.allCases
    let ratios: [CropRatio?] = [nil, .square, CropRatio(width: 16, height: 9)]
    for _ in 0..<40 {
      var e = Self.editor(ratio: ratios[Int.random(in: 0..<3, using: &rng)])
      e.apply(.turn(quarterTurns: Int.random(in: 0..<4, using: &rng)))
      if Bool.random(using: &rng) { e.apply(.flip(.horizontal)) }
      e.apply(.straighten(angle: Double.random(in: -0.7...0.7, using: &rng)))
      let c = Point(x: e.cropBox.midX, y: e.cropBox.midY)
      e.apply(.pinch(.began, scale: Double.random(in: 1...3, using: &rng), centroid: c))
      e.apply(.pinch(.ended, scale: 1, centroid: c))
      #expect(e.isCovered)
      for step in 0..<6 {
        let handle = handles[Int.random(in: 0..<8, using: &rng)]
        let t = Point(
          x: Double.random(in: -400...400, using: &rng),
          y: Double.random(in: -400...400, using: &rng))
        let result = e.apply(.handleDrag(handle, .began, translation: t), at: Double(step) * 10)
        #expect(result.rejection == nil)
        let box = e.cropBox
        let g = e.geometry
        for p in [
          Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
          Point(x: box.minX, y: box.maxY), Point(x: box.maxX, y: box.maxY),
        ] {
          let q = imagePoint(g, p)
          #expect(q.x >= -1e-9 && q.x <= 1 + 1e-9 && q.y >= -1e-9 && q.y <= 1 + 1e-9, "\(q)")
        }
        #expect(box.minX >= Self.area.minX && box.maxX <= Self.area.maxX, "\(box)")
        #expect(box.minY >= Self.area.minY && box.maxY <= Self.area.maxY, "\(box)")
        #expect(box.width >= 42 - 1e-9 && box.height >= 42 - 1e-9)
        if let r = e.aspect.lockedRatio {
          #expect(
            isClose(box.width / box.height, Double(r.width) / Double(r.height), tolerance: 1e-9))
        }
        e.apply(.handleDrag(handle, .ended, translation: .zero), at: Double(step) * 10)
        #expect(e.isCovered)
      }
    }
  }
}

/// The point of the image that a view point `p` is over, as a fraction of the image's width and
/// height from its top-left (0 to 1 inside it), by the inverse of the geometry's similarity
/// (`q = Tᵀ·(p − c) / s²` for a rotation and mirror times a scale `s`, since `Tᵀ·T = s²·I`).
func imagePoint(_ g: ViewGeometry, _ p: Point) -> Point {
  let t = g.transform
  let scale2 = t.a * t.a + t.b * t.b
  let dx = p.x - g.center.x
  let dy = p.y - g.center.y
  return Point(
    x: ((t.a * dx + t.b * dy) / scale2) / g.bounds.width + 0.5,
    y: ((t.c * dx + t.d * dy) / scale2) / g.bounds.height + 0.5)
}
