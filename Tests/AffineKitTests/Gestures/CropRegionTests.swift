import AffineKit
import Testing

/// `CropRegion.drawingTransform(outputSize:imagePixelSize:)`: the map a y-up drawing context
/// (Quartz's) draws the image through so that the crop fills the output, checked against the
/// region's corners.
@Suite("CropRegion drawing transform")
struct CropRegionTests {
  /// The corners of an output of `size` pixels in a y-up context, in the region's corner order:
  /// top-left, top-right, bottom-right, bottom-left.
  static func yUpCorners(_ size: Size) -> [Point] {
    [
      Point(x: 0, y: size.height), Point(x: size.width, y: size.height),
      Point(x: size.width, y: 0), Point(x: 0, y: 0),
    ]
  }

  @Test func `a 4000 × 3000 image's middle 1500 pixels into 300 × 300 is a fifth, moved`() {
    let region = CropRegion(
      topLeft: Point(x: 1250, y: 750), topRight: Point(x: 2750, y: 750),
      bottomRight: Point(x: 2750, y: 2250), bottomLeft: Point(x: 1250, y: 2250), angle: 0,
      orientation: .identity)
    let m = region.drawingTransform(
      outputSize: Size(width: 300, height: 300), imagePixelSize: Size(width: 4000, height: 3000))
    // The image is drawn into (0, 0, 4000, 3000) with its first row at the top, so its pixel
    // (1250, 750) is the context's point (1250, 3000 − 750) = (1250, 2250), which must land on the
    // output's top-left corner (0, 300): x' = x/5 − 250, y' = y/5 − 150.
    #expect(m == AffineTransform(a: 0.2, b: 0, c: 0, d: 0.2, tx: -250, ty: -150))
    #expect(Point(x: 1250, y: 2250).applying(m!) == Point(x: 0, y: 300))
    #expect(Point(x: 2750, y: 750).applying(m!) == Point(x: 300, y: 0))
  }

  /// An engine's crop after `events`, on a 4032 × 3024 photo stored with `orientation`.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var orientation: ImageOrientation
    var events: [CropEvent]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "upright, at rest", orientation: .up, events: []),
    Case(
      name: "straightened 10°, zoomed", orientation: .up,
      events: [
        .straighten(angle: 10 * .pi / 180), .pinch(.began, scale: 1.5),
        .pinch(.ended, scale: 1),
      ]),
    Case(
      name: "turned and mirrored, straightened −7°", orientation: .up,
      events: [.turn(quarterTurns: 1), .flip(.horizontal), .straighten(angle: -7 * .pi / 180)]),
    Case(
      name: "an EXIF-6 photo, straightened 3°", orientation: .right,
      events: [.straighten(angle: 3 * .pi / 180)]),
    Case(
      name: "an EXIF-5 photo, turned", orientation: .leftMirrored,
      events: [.turn(quarterTurns: -1), .straighten(angle: 0.2)]),
  ]

  @Test(arguments: cases)
  func `each output corner shows the region's corner, stored or upright`(_ c: Case) throws {
    let stored = Size(width: 4032, height: 3024)
    var e = try CropEngine(
      image: .stored(stored, orientation: c.orientation),
      cropBox: Rect(x: 20, y: 100, width: 350, height: 260))
    for event in c.events { e.apply(event) }
    let output = Size(width: 700, height: 520)
    let grids: [(CropRegion, Size)] = [
      (e.storedCropRegion, stored), (e.cropRegion, e.imagePixelSize),
    ]
    for (region, size) in grids {
      let m = try #require(region.drawingTransform(outputSize: output, imagePixelSize: size))
      let inverse = try #require(m.inverse)
      let corners = [region.topLeft, region.topRight, region.bottomRight, region.bottomLeft]
      for (corner, outputCorner) in zip(corners, Self.yUpCorners(output)) {
        // The output corner comes from the image's point drawn there: the region's corner with
        // its y counted from the bottom of the image (where the context puts the first row).
        let drawn = Point(x: corner.x, y: size.height - corner.y)
        #expect(isClose(outputCorner.applying(inverse), drawn, tolerance: 1e-9 * 4032))
      }
    }
  }

  @Test func `there is no drawing transform under a perspective or for an unusable size`() throws {
    var e = try CropEngine(
      image: .upright(Size(width: 4000, height: 3000)),
      cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
    let output = Size(width: 300, height: 300)
    let image = e.imagePixelSize
    #expect(e.cropRegion.drawingTransform(outputSize: output, imagePixelSize: image) != nil)
    for bad in [
      Size(width: 0, height: 3000), Size(width: 4000, height: -1),
      Size(width: .nan, height: 3000), Size(width: 4000, height: .infinity),
    ] {
      #expect(e.cropRegion.drawingTransform(outputSize: output, imagePixelSize: bad) == nil)
      #expect(e.cropRegion.drawingTransform(outputSize: bad, imagePixelSize: image) == nil)
    }
    e.apply(.perspective(horizontal: 0.1, vertical: 0))
    #expect(e.cropRegion.drawingTransform(outputSize: output, imagePixelSize: image) == nil)
  }
}
