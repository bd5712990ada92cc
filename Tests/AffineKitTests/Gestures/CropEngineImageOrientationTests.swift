import AffineKit
import Testing

/// A camera photo stored turned: the engine works in the upright grid and reports the crop in the
/// stored grid too. The photo is a 4032 × 3024 stored image (an iPhone's sensor) behind a
/// 300 × 300 crop box at the origin; the expected values are worked out by hand from the EXIF
/// definitions (see ImageOrientationTests for the maps on a 4 × 3 image).
@Suite("CropEngine image orientation")
struct CropEngineImageOrientationTests {
  static let stored = Size(width: 4032, height: 3024)
  static let box = Rect(x: 0, y: 0, width: 300, height: 300)

  static func photo(
    _ exifValue: Int, zoom: Double = 1, center: Point? = nil
  ) -> CropEngine {
    try! CropEngine(
      image: .stored(stored, orientation: ImageOrientation(exifValue: exifValue)!),
      cropBox: box, zoom: zoom, center: center)
  }

  /// The photo turned a quarter turn and straightened by 0.1 rad, at rest.
  static func edited(_ exifValue: Int) -> CropEngine {
    var e = photo(exifValue)
    e.apply(.turn(quarterTurns: 1))
    e.apply(.straighten(angle: 0.1))
    e.apply(.pinch(.began, scale: 1.5, centroid: Point(x: 100, y: 120)))
    e.apply(.pinch(.ended, scale: 1))
    return e
  }

  /// One EXIF value and what the engine reports for the photo.
  struct Case: Sendable, Codable, CustomTestStringConvertible {
    var exifValue: Int
    var expected: Rect
    var testDescription: String { "EXIF \(exifValue)" }
  }

  /// One EXIF value and a placement of the photo.
  struct Placed: Sendable, Codable, CustomTestStringConvertible {
    var exifValue: Int
    var center: Point
    var expected: Rect
    var testDescription: String { "EXIF \(exifValue), centre \(center)" }
  }

  /// One EXIF value and an orientation.
  struct Turns: Sendable, CustomTestStringConvertible {
    var exifValue: Int
    var expected: CropOrientation
    var testDescription: String { "EXIF \(exifValue)" }
  }

  /// One EXIF value and its upright-to-stored transform for the 4032 × 3024 photo.
  struct Map: Sendable, Codable, CustomTestStringConvertible {
    var exifValue: Int
    var transform: AffineTransform
    var testDescription: String { "EXIF \(exifValue)" }
  }

  // The transforms of ImageOrientation's table with W = 4032, H = 3024.
  static let maps: [Map] = [
    Map(exifValue: 1, transform: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
    Map(exifValue: 2, transform: AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 4032, ty: 0)),
    Map(exifValue: 3, transform: AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 4032, ty: 3024)),
    Map(exifValue: 4, transform: AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 3024)),
    Map(exifValue: 5, transform: AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)),
    Map(exifValue: 6, transform: AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 3024)),
    Map(exifValue: 7, transform: AffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 4032, ty: 3024)),
    Map(exifValue: 8, transform: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 4032, ty: 0)),
  ]

  @Suite("init(image:cropBox:configuration:zoom:center:)")
  struct Init {
    @Test(
      arguments: zip(
        1...8,
        [
          Size(width: 4032, height: 3024), Size(width: 4032, height: 3024),
          Size(width: 4032, height: 3024), Size(width: 4032, height: 3024),
          Size(width: 3024, height: 4032), Size(width: 3024, height: 4032),
          Size(width: 3024, height: 4032), Size(width: 3024, height: 4032),
        ]))
    func `the engine works in the upright size, and keeps the stored one`(
      exifValue: Int, upright: Size
    ) {
      let e = CropEngineImageOrientationTests.photo(exifValue)
      #expect(e.imagePixelSize == upright)
      #expect(e.storedPixelSize == CropEngineImageOrientationTests.stored)
      #expect(e.imageOrientation.exifValue == exifValue)
    }

    @Test func `an engine made from an upright size has the up orientation`() {
      let e = try! CropEngine(
        image: .upright(Size(width: 4000, height: 3000)),
        cropBox: CropEngineImageOrientationTests.box)
      #expect(e.imageOrientation == .up)
      #expect(e.storedPixelSize == Size(width: 4000, height: 3000))
    }

    @Test func `a stored size with a zero side is refused as an invalid pixel size`() {
      #expect(throws: CropConfigurationError.invalidImagePixelSize) {
        try CropEngine(
          image: .stored(Size(width: 0, height: 3024), orientation: .right),
          cropBox: CropEngineImageOrientationTests.box)
      }
    }
  }

  @Suite("storedCropRect")
  struct StoredCropRect {
    // At rest in the square box the upright crop is the centred square: (504, 0, 3024, 3024) of a
    // 4032 × 3024 upright photo (1…4), (0, 504, 3024, 3024) of a 3024 × 4032 one (5…8).
    @Test(
      arguments: [
        Case(exifValue: 1, expected: Rect(x: 504, y: 0, width: 3024, height: 3024)),
        Case(exifValue: 2, expected: Rect(x: 504, y: 0, width: 3024, height: 3024)),
        Case(exifValue: 3, expected: Rect(x: 504, y: 0, width: 3024, height: 3024)),
        Case(exifValue: 4, expected: Rect(x: 504, y: 0, width: 3024, height: 3024)),
        Case(exifValue: 5, expected: Rect(x: 0, y: 504, width: 3024, height: 3024)),
        Case(exifValue: 6, expected: Rect(x: 0, y: 504, width: 3024, height: 3024)),
        Case(exifValue: 7, expected: Rect(x: 0, y: 504, width: 3024, height: 3024)),
        Case(exifValue: 8, expected: Rect(x: 0, y: 504, width: 3024, height: 3024)),
      ])
    func `at rest the upright crop is the centred square of the upright photo`(_ c: Case) {
      #expect(CropEngineImageOrientationTests.photo(c.exifValue).cropRect == c.expected)
    }

    // The centred square of the stored grid for every value: a mirror or a half turn keeps a
    // centred rect centred, and for 5…8 the upright spans x 0…3024, y 504…3528 become the stored
    // spans x 504…3528 (Y or 4032 − Y), y 0…3024 (X or 3024 − X).
    @Test(arguments: 1...8)
    func `at rest in a square box the stored crop is (504, 0, 3024, 3024)`(exifValue: Int) {
      #expect(
        CropEngineImageOrientationTests.photo(exifValue).storedCropRect
          == Rect(x: 504, y: 0, width: 3024, height: 3024))
    }

    // Zoom 2 with the image's top-left corner on the box's: the upright crop is the upright
    // photo's top-left 1512 × 1512 pixels (half the box, 150 points, over a fitted 400 × 300 or
    // 300 × 400). Where that corner is stored, by the tag's row 0 and column 0: 1 top-left,
    // 2 top-right, 3 bottom-right, 4 bottom-left; 5 (row 0 left, column 0 top) top-left,
    // 6 (row 0 right, column 0 top) bottom-left, 7 (row 0 right, column 0 bottom) bottom-right,
    // 8 (row 0 left, column 0 bottom) top-right.
    @Test(
      arguments: [
        Placed(
          exifValue: 1, center: Point(x: 400, y: 300),
          expected: Rect(x: 0, y: 0, width: 1512, height: 1512)),
        Placed(
          exifValue: 2, center: Point(x: 400, y: 300),
          expected: Rect(x: 2520, y: 0, width: 1512, height: 1512)),
        Placed(
          exifValue: 3, center: Point(x: 400, y: 300),
          expected: Rect(x: 2520, y: 1512, width: 1512, height: 1512)),
        Placed(
          exifValue: 4, center: Point(x: 400, y: 300),
          expected: Rect(x: 0, y: 1512, width: 1512, height: 1512)),
        Placed(
          exifValue: 5, center: Point(x: 300, y: 400),
          expected: Rect(x: 0, y: 0, width: 1512, height: 1512)),
        Placed(
          exifValue: 6, center: Point(x: 300, y: 400),
          expected: Rect(x: 0, y: 1512, width: 1512, height: 1512)),
        Placed(
          exifValue: 7, center: Point(x: 300, y: 400),
          expected: Rect(x: 2520, y: 1512, width: 1512, height: 1512)),
        Placed(
          exifValue: 8, center: Point(x: 300, y: 400),
          expected: Rect(x: 2520, y: 0, width: 1512, height: 1512)),
      ])
    func `the upright top-left corner's crop is stored in the corner the tag puts there`(
      _ c: Placed
    ) {
      let e = CropEngineImageOrientationTests.photo(c.exifValue, zoom: 2, center: c.center)
      #expect(e.cropRect == Rect(x: 0, y: 0, width: 1512, height: 1512))
      #expect(e.storedCropRect == c.expected)
    }

    @Test func `an upright engine's stored crop is its crop`() {
      let e = CropEngineImageOrientationTests.edited(1)
      #expect(e.storedCropRect == e.cropRect)
    }
  }

  @Suite("storedCropRegion")
  struct StoredCropRegion {
    // Upright corners (0, 504), (3024, 504), (3024, 3528), (0, 3528); stored (Y, 3024 − X).
    @Test func `the portrait photo at rest: corners in stored pixels, output still upright`() {
      let region = CropEngineImageOrientationTests.photo(6).storedCropRegion
      #expect(
        region
          == CropRegion(
            topLeft: Point(x: 504, y: 3024), topRight: Point(x: 504, y: 0),
            bottomRight: Point(x: 3528, y: 0), bottomLeft: Point(x: 3528, y: 3024), angle: 0,
            orientation: CropOrientation(quarterTurns: 1), aspect: .free(widthOverHeight: 1)))
      // Output (X, Y) samples stored (504 + Y, 3024 − X): the output's top row runs up the stored
      // column 504, as the stored row 0 is the photo's right side.
      #expect(
        region.transform(outputSize: Size(width: 3024, height: 3024))
          == AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 504, ty: 3024))
    }

    @Test(arguments: maps)
    func `with a turn and a straighten angle each stored corner is the upright corner mapped`(
      _ m: Map
    ) {
      let e = CropEngineImageOrientationTests.edited(m.exifValue)
      let upright = e.cropRegion
      let stored = e.storedCropRegion
      // Exact: every entry is 0 or ±1, so each coordinate is one subtraction either way.
      #expect(stored.topLeft == upright.topLeft.applying(m.transform))
      #expect(stored.topRight == upright.topRight.applying(m.transform))
      #expect(stored.bottomRight == upright.bottomRight.applying(m.transform))
      #expect(stored.bottomLeft == upright.bottomLeft.applying(m.transform))
      #expect(stored.angle == 0.1)
    }

    @Test(arguments: maps)
    func `the stored region's output transform is the upright one, then the EXIF map`(_ m: Map) {
      let e = CropEngineImageOrientationTests.edited(m.exifValue)
      let size = Size(width: 2000, height: 2000)
      let upright = e.cropRegion.transform(outputSize: size)!
      let stored = e.storedCropRegion.transform(outputSize: size)!
      // Tolerance: the two transforms round differently (corner differences of numbers near
      // 4032, divided by 2000), a few ulps of 4032.
      #expect(isClose(stored, upright.concatenating(m.transform), tolerance: 1e-9))
    }

    // E, the stored-to-upright linear map, as quarter turns and a mirror (turns take +x toward
    // +y): 1 none; 2 X = −x: a mirror; 3 a half turn; 4 Y = −y: a mirror and a half turn;
    // 5 (X, Y) = (y, x): a mirror then three turns; 6 (−y, x): one turn; 7 (−y, −x): a mirror
    // then one turn; 8 (y, −x): three turns.
    @Test(
      arguments: [
        Turns(exifValue: 1, expected: CropOrientation(quarterTurns: 0, isMirrored: false)),
        Turns(exifValue: 2, expected: CropOrientation(quarterTurns: 0, isMirrored: true)),
        Turns(exifValue: 3, expected: CropOrientation(quarterTurns: 2, isMirrored: false)),
        Turns(exifValue: 4, expected: CropOrientation(quarterTurns: 2, isMirrored: true)),
        Turns(exifValue: 5, expected: CropOrientation(quarterTurns: 3, isMirrored: true)),
        Turns(exifValue: 6, expected: CropOrientation(quarterTurns: 1, isMirrored: false)),
        Turns(exifValue: 7, expected: CropOrientation(quarterTurns: 1, isMirrored: true)),
        Turns(exifValue: 8, expected: CropOrientation(quarterTurns: 3, isMirrored: false)),
      ])
    func `at rest the stored region's orientation is the image's own`(_ t: Turns) {
      #expect(
        CropEngineImageOrientationTests.photo(t.exifValue).storedCropRegion.orientation
          == t.expected)
    }

    // The user's quarter turn R after E: R·E adds one turn to each row above, mirror kept.
    @Test(
      arguments: [
        Turns(exifValue: 1, expected: CropOrientation(quarterTurns: 1, isMirrored: false)),
        Turns(exifValue: 2, expected: CropOrientation(quarterTurns: 1, isMirrored: true)),
        Turns(exifValue: 3, expected: CropOrientation(quarterTurns: 3, isMirrored: false)),
        Turns(exifValue: 4, expected: CropOrientation(quarterTurns: 3, isMirrored: true)),
        Turns(exifValue: 5, expected: CropOrientation(quarterTurns: 0, isMirrored: true)),
        Turns(exifValue: 6, expected: CropOrientation(quarterTurns: 2, isMirrored: false)),
        Turns(exifValue: 7, expected: CropOrientation(quarterTurns: 2, isMirrored: true)),
        Turns(exifValue: 8, expected: CropOrientation(quarterTurns: 0, isMirrored: false)),
      ])
    func `after a quarter turn the stored region's orientation is the turn after the image's`(
      _ t: Turns
    ) {
      #expect(
        CropEngineImageOrientationTests.edited(t.exifValue).storedCropRegion.orientation
          == t.expected)
    }

    // A horizontal flip F after E = R(90°): F·R(90°) = [[0, 1], [1, 0]], the transpose, which is
    // a mirror then three turns.
    @Test func `a flipped portrait photo's stored region is the transpose`() {
      var e = CropEngineImageOrientationTests.photo(6)
      e.apply(.flip(.horizontal))
      #expect(
        e.storedCropRegion.orientation == CropOrientation(quarterTurns: 3, isMirrored: true))
    }

    @Test func `an upright engine's stored region is its region`() {
      let e = CropEngineImageOrientationTests.edited(1)
      #expect(e.storedCropRegion == e.cropRegion)
    }
  }
}
