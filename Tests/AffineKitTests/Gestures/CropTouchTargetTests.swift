import AffineKit
import Testing

@Suite("CropTouchTarget")
struct CropTouchTargetTests {
  static let photo = CropImage.upright(Size(width: 4000, height: 3000))

  /// An editor whose box fills a square area: the box is (45, 272, 300, 300).
  static func editor(area: Rect = Rect(x: 45, y: 272, width: 300, height: 300)) -> CropEngine {
    try! CropEngine(image: photo, cropArea: area, lockedRatio: .square)
  }

  struct PointCase: Sendable, CustomTestStringConvertible {
    var name: String
    var point: Point
    var expected: CropTouchTarget
    var testDescription: String { name }
  }

  // The box (45, 272)…(345, 572); zones reach 22 points out and in, corners 22 in (a third of 300
  // is more).
  @Test(arguments: [
    PointCase(
      name: "5 right of the top-left corner and 12 above it", point: Point(x: 50, y: 260),
      expected: .handle(.topLeft)),
    PointCase(
      name: "22 left of the top-left corner", point: Point(x: 23, y: 272),
      expected: .handle(.topLeft)),
    PointCase(
      name: "22.5 left of the top-left corner", point: Point(x: 22.5, y: 272), expected: .nothing),
    PointCase(
      name: "22 in from both edges at the top-left", point: Point(x: 67, y: 294),
      expected: .handle(.topLeft)),
    PointCase(
      name: "the top edge, 8 in", point: Point(x: 195, y: 280), expected: .handle(.top)),
    PointCase(
      name: "22 above the top edge's middle", point: Point(x: 195, y: 250), expected: .handle(.top)),
    PointCase(name: "22.5 above the top edge", point: Point(x: 195, y: 249.5), expected: .nothing),
    PointCase(
      name: "just past the top-left corner's reach, near the top",
      point: Point(x: 67.5, y: 277), expected: .handle(.top)),
    PointCase(
      name: "22 in from the left edge", point: Point(x: 67, y: 400), expected: .handle(.left)),
    PointCase(name: "22.5 in from the left edge", point: Point(x: 67.5, y: 400), expected: .photo),
    PointCase(name: "the box's centre", point: Point(x: 195, y: 422), expected: .photo),
    PointCase(
      name: "10 right of the right edge", point: Point(x: 355, y: 420), expected: .handle(.right)),
    PointCase(
      name: "the bottom-right corner", point: Point(x: 345, y: 572),
      expected: .handle(.bottomRight)),
    PointCase(
      name: "the bottom edge, 3 below", point: Point(x: 200, y: 575), expected: .handle(.bottom)),
    PointCase(
      name: "the bottom-left corner, 20 out on each axis", point: Point(x: 25, y: 592),
      expected: .handle(.bottomLeft)),
    PointCase(
      name: "the top-right corner, 10 in on each axis", point: Point(x: 335, y: 282),
      expected: .handle(.topRight)),
    PointCase(name: "far above the box", point: Point(x: 195, y: 100), expected: .nothing),
    PointCase(
      name: "beside the box, level with it", point: Point(x: 380, y: 420), expected: .nothing),
  ])
  func `a touch grabs the handle whose zone holds it, else the photo inside the box`(
    _ c: PointCase
  ) {
    let e = Self.editor()
    #expect(e.cropBox == Rect(x: 45, y: 272, width: 300, height: 300))
    #expect(e.touchTarget(at: c.point, time: 0) == c.expected)
  }

  // The minimum box, 42 × 42 at (100, 100): a corner reaches 14 (a third) inside, an edge's band
  // 21 (half).
  @Test(arguments: [
    PointCase(
      name: "the top edge's middle", point: Point(x: 121, y: 100), expected: .handle(.top)),
    PointCase(
      name: "the left edge's middle", point: Point(x: 100, y: 121), expected: .handle(.left)),
    PointCase(
      name: "the right edge's middle", point: Point(x: 142, y: 121), expected: .handle(.right)),
    PointCase(
      name: "the bottom edge's middle", point: Point(x: 121, y: 142), expected: .handle(.bottom)),
    PointCase(
      name: "the centre, equally near all four edges", point: Point(x: 121, y: 121),
      expected: .handle(.top)),
    PointCase(
      name: "14 in from the top-left corner", point: Point(x: 114, y: 114),
      expected: .handle(.topLeft)),
    PointCase(
      name: "15 in along the top, on the top edge", point: Point(x: 115, y: 100),
      expected: .handle(.top)),
    PointCase(
      name: "nearer the left edge than the top", point: Point(x: 104, y: 118),
      expected: .handle(.left)),
    PointCase(
      name: "right of the middle, 12 above the bottom: the bottom edge is nearer than the right",
      point: Point(x: 121.5, y: 130),
      expected: .handle(.bottom)),
  ])
  func `on the smallest box every edge is grabbable at its middle`(_ c: PointCase) {
    var e = Self.editor(area: Rect(x: 100, y: 100, width: 42, height: 42))
    #expect(e.apply(.ratio(.free), at: 0) == .unchanged)
    #expect(e.cropBox == Rect(x: 100, y: 100, width: 42, height: 42))
    #expect(e.touchTarget(at: c.point, time: 0) == c.expected)
  }

  @Test func `a box the user cannot edit has no handles: the photo inside, nothing outside`()
    throws
  {
    let e = try CropEngine(image: Self.photo, cropBox: Rect(x: 45, y: 272, width: 300, height: 300))
    #expect(e.touchTarget(at: Point(x: 50, y: 280), time: 0) == .photo)
    #expect(e.touchTarget(at: Point(x: 45, y: 272), time: 0) == .photo)
    #expect(e.touchTarget(at: Point(x: 40, y: 280), time: 0) == .nothing)
    #expect(e.touchTarget(at: Point(x: 50, y: 280), time: 0, size: -1) == .nothing)
  }

  @Test
  func `a point a hair beyond a zone's outer bound grabs nothing, however its distance rounds`() {
    // The box (22, 11)…(300, 289): the zones' outer bound on the left is x = 0. From x = −1e-30
    // the distance to the left edge rounds to 22, the zone's reach, but the point is beyond it
    // (found by the fuzzer: it grabbed the top edge).
    let e = Self.editor(area: Rect(x: 22, y: 11, width: 278, height: 278))
    #expect(e.cropBox == Rect(x: 22, y: 11, width: 278, height: 278))
    #expect(e.touchTarget(at: Point(x: -1e-30, y: 5), time: 0) == .nothing)
    #expect(e.touchTarget(at: Point(x: 0, y: 5), time: 0) == .handle(.topLeft))
  }

  @Test(arguments: [
    Point(x: .nan, y: 280), Point(x: 50, y: .infinity), Point(x: -.infinity, y: -.infinity),
  ])
  func `a point that is not finite grabs nothing`(point: Point) {
    #expect(Self.editor().touchTarget(at: point, time: 0) == .nothing)
  }

  @Test func `the size sets how far the zones reach`() {
    let e = Self.editor()
    #expect(e.touchTarget(at: Point(x: 195, y: 228), time: 0, size: 88) == .handle(.top))
    #expect(e.touchTarget(at: Point(x: 195, y: 227.5), time: 0, size: 88) == .nothing)
    #expect(e.touchTarget(at: Point(x: 195, y: 260), time: 0, size: 24) == .handle(.top))
    #expect(e.touchTarget(at: Point(x: 195, y: 259.5), time: 0, size: 24) == .nothing)
    #expect(e.touchTarget(at: Point(x: 195, y: 272), time: 0, size: 0) == .handle(.top))
    #expect(e.touchTarget(at: Point(x: 195, y: 273), time: 0, size: 0) == .photo)
    #expect(e.touchTarget(at: Point(x: 45, y: 272), time: 0, size: 0) == .handle(.topLeft))
  }

  @Test(arguments: [-1, -.leastNonzeroMagnitude, .nan, .infinity] as [Double])
  func `a size that is negative or not finite grabs nothing`(size: Double) {
    let e = Self.editor()
    #expect(e.touchTarget(at: Point(x: 195, y: 272), time: 0, size: size) == .nothing)
    #expect(e.touchTarget(at: Point(x: 195, y: 422), time: 0, size: size) == .nothing)
  }

  @Test(arguments: 0..<4)
  func
    `after quarter turns the handles are named on screen and a drag from the answer moves that corner`(
      turns: Int
    )
  {
    var e = Self.editor(area: Rect(x: 0, y: 0, width: 390, height: 700))
    _ = e.apply(.ratio(.free), at: 0)
    for k in 0..<turns { e.apply(.turn(quarterTurns: 1), at: 1 + Double(k)) }
    let t = 10.0
    #expect(!e.isAnimating(at: t))
    let box = e.cropBox
    #expect(
      e.touchTarget(at: Point(x: box.minX + 5, y: box.minY + 5), time: t) == .handle(.topLeft))
    #expect(
      e.touchTarget(at: Point(x: box.maxX - 5, y: box.maxY + 5), time: t) == .handle(.bottomRight))
    #expect(e.touchTarget(at: Point(x: box.midX, y: box.minY), time: t) == .handle(.top))
    guard case .handle(let handle) = e.touchTarget(at: Point(x: box.minX, y: box.minY), time: t)
    else { return }
    e.apply(.handleDrag(handle, .began, translation: .zero), at: t)
    e.apply(.handleDrag(handle, .changed, translation: Point(x: 20, y: 30)), at: t + 0.1)
    // The box's screen top-left moved with the finger; its bottom-right stayed.
    #expect(isClose(e.cropBox.minX, box.minX + 20, tolerance: 1e-9))
    #expect(isClose(e.cropBox.minY, box.minY + 30, tolerance: 1e-9))
    #expect(isClose(e.cropBox.maxX, box.maxX, tolerance: 1e-9))
    #expect(isClose(e.cropBox.maxY, box.maxY, tolerance: 1e-9))
  }

  @Test func `during the recentre the zones follow the box as drawn, and a drag grabs it there`() {
    var e = Self.editor(area: Rect(x: 0, y: 0, width: 390, height: 700))
    _ = e.apply(.ratio(.free), at: 0)
    e.apply(.handleDrag(.right, .began, translation: .zero), at: 1)
    e.apply(.handleDrag(.right, .changed, translation: Point(x: -200, y: 0)), at: 1.1)
    #expect(e.apply(.handleDrag(.right, .ended, translation: .zero), at: 1.2) == .animated)
    // The recentre waits 0.8 s, then runs 0.3 s: halfway through at 2.15.
    let t = 2.15
    let drawn = e.cropBox(at: t)
    #expect(drawn != e.cropBox)
    #expect(e.touchTarget(at: Point(x: drawn.maxX, y: drawn.midY), time: t) == .handle(.right))
    #expect(
      e.touchTarget(at: Point(x: e.cropBox.maxX, y: e.cropBox.midY), time: t) != .handle(.right))
    e.apply(.handleDrag(.right, .began, translation: .zero), at: t)
    e.apply(.handleDrag(.right, .changed, translation: Point(x: -10, y: 0)), at: t + 0.01)
    #expect(isClose(e.cropBox.maxX, drawn.maxX - 10, tolerance: 1e-9))
  }

  @Test func `during a quarter turn the zones turn with the box as drawn`() {
    var e = Self.editor(area: Rect(x: 0, y: 0, width: 390, height: 700))
    _ = e.apply(.ratio(.free), at: 0)
    #expect(e.apply(.turn(quarterTurns: 1), at: 1) == .animated)
    let t = 1.1
    let box = e.cropBox(at: t)
    let transform = e.cropBoxTransform(at: t)
    #expect(!transform.isIdentity)
    // The box's own top-left corner, where it is drawn halfway through the turn.
    let drawnCorner = Point(x: box.minX + 5, y: box.minY + 5).applying(transform)
    #expect(e.touchTarget(at: drawnCorner, time: t) == .handle(.topLeft))
    let drawnCentre = Point(x: box.midX, y: box.midY).applying(transform)
    #expect(e.touchTarget(at: drawnCentre, time: t) == .photo)
  }
}
