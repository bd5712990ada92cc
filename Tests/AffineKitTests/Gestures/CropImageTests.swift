import AffineKit
import Testing

@Suite("CropImage")
struct CropImageTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var orientation: ImageOrientation
    var upright: Size
    var testDescription: String { "\(orientation)" }
  }

  /// A 4032 × 3024 stored photo under each EXIF orientation: the quarter turns (EXIF 5…8) show it
  /// 3024 × 4032, the others as stored.
  static let cases: [Case] = [
    Case(orientation: .up, upright: Size(width: 4032, height: 3024)),
    Case(orientation: .upMirrored, upright: Size(width: 4032, height: 3024)),
    Case(orientation: .down, upright: Size(width: 4032, height: 3024)),
    Case(orientation: .downMirrored, upright: Size(width: 4032, height: 3024)),
    Case(orientation: .leftMirrored, upright: Size(width: 3024, height: 4032)),
    Case(orientation: .right, upright: Size(width: 3024, height: 4032)),
    Case(orientation: .rightMirrored, upright: Size(width: 3024, height: 4032)),
    Case(orientation: .left, upright: Size(width: 3024, height: 4032)),
  ]

  @Test(arguments: cases)
  func `a stored image's pixel size is its stored size turned upright`(c: Case) throws {
    let image = CropImage.stored(Size(width: 4032, height: 3024), orientation: c.orientation)
    #expect(image.pixelSize == c.upright)
    #expect(image.storedPixelSize == Size(width: 4032, height: 3024))
    let engine = try CropEngine(image: image, cropBox: Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(engine.imagePixelSize == c.upright && engine.imageOrientation == c.orientation)
    #expect(engine.storedPixelSize == Size(width: 4032, height: 3024))
  }

  @Test func `an upright image is stored as it is shown`() {
    let image = CropImage.upright(Size(width: 4000, height: 3000))
    #expect(image.orientation == .up)
    #expect(image.pixelSize == Size(width: 4000, height: 3000))
    #expect(image == .stored(Size(width: 4000, height: 3000), orientation: .up))
  }

  @Test func `an engine made from a crop area takes the image as one made from a box does`() throws
  {
    let image = CropImage.stored(Size(width: 4032, height: 3024), orientation: .right)
    let area = try CropEngine(image: image, cropArea: Rect(x: 0, y: 0, width: 300, height: 400))
    #expect(area.imagePixelSize == Size(width: 3024, height: 4032))
    #expect(area.imageOrientation == .right)
    // The free box starts at the upright photo's shape, 3:4.
    #expect(area.cropBox == Rect(x: 0, y: 0, width: 300, height: 400))
  }
}
