import AffineKit
import Testing

@Suite("CropAspect")
struct CropAspectTests {
  static let photo = CropImage.upright(Size(width: 4000, height: 3000))
  static let area = Rect(x: 0, y: 0, width: 390, height: 700)

  static func editor(_ ratio: CropRatio?) -> CropEngine {
    try! CropEngine(image: photo, cropArea: area, lockedRatio: ratio)
  }

  struct RatioCase: Sendable, CustomTestStringConvertible {
    var width: Int
    var height: Int
    var expected: Double
    var testDescription: String { "\(width):\(height)" }
  }

  @Test(arguments: [
    RatioCase(width: 16, height: 9, expected: 1.777_777_777_777_777_7),
    RatioCase(width: 3, height: 2, expected: 1.5),
    RatioCase(width: 1, height: 1, expected: 1),
    RatioCase(width: 9, height: 16, expected: 0.5625),
    RatioCase(width: 4, height: 6, expected: 0.666_666_666_666_666_6),
  ])
  func `a locked aspect's width over height is its ratio's, rounded once`(_ c: RatioCase) {
    let aspect = CropAspect.locked(CropRatio(width: c.width, height: c.height)!)
    #expect(aspect.widthOverHeight == c.expected)
    #expect(aspect.lockedRatio == CropRatio(width: c.width, height: c.height))
  }

  @Test(arguments: [0.75, 1.5, 2.0e-300, .infinity])
  func `a free aspect's width over height is its value, and it has no locked ratio`(
    value: Double
  ) {
    let aspect = CropAspect.free(widthOverHeight: value)
    #expect(aspect.widthOverHeight == value)
    #expect(aspect.lockedRatio == nil)
  }

  @Test
  func `an engine locked to a ratio has that aspect, and unlocking frees it at the box's shape`() {
    var e = Self.editor(.square)
    #expect(e.aspect == .locked(.square))
    // The largest square in the 390 × 700 area is 390 × 390.
    #expect(e.apply(.ratio(.free), at: 0) == .unchanged)
    #expect(e.cropBox == Rect(x: 0, y: 155, width: 390, height: 390))
    #expect(e.aspect == .free(widthOverHeight: 1))
  }

  @Test func `a fixed box's aspect is free at its width over its height`() throws {
    let e = try CropEngine(image: Self.photo, cropBox: Rect(x: 10, y: 20, width: 360, height: 240))
    #expect(e.aspect == .free(widthOverHeight: 1.5))
  }

  @Test(arguments: [CropRatio.square, CropRatio(width: 16, height: 9)!, nil] as [CropRatio?])
  func `the snapshot, the saved crop and the crop region carry the engine's aspect`(
    ratio: CropRatio?
  ) {
    var e = Self.editor(ratio)
    e.apply(.straighten(angle: 0.1), at: 0)
    // A free box starts at the photo's shape, 4:3.
    let expected = ratio.map { CropAspect.locked($0) } ?? .free(widthOverHeight: 4.0 / 3.0)
    #expect(e.aspect == expected)
    #expect(e.snapshot.aspect == expected)
    #expect(e.savedCrop.aspect == expected)
    #expect(e.cropRegion.aspect == expected)
    #expect(e.storedCropRegion.aspect == expected)
  }

  @Test func `under a perspective a locked crop's output has the ratio's shape`() {
    var e = Self.editor(CropRatio(width: 16, height: 9)!)
    e.apply(.perspective(horizontal: 0.2, vertical: -0.1), at: 0)
    let size = e.cropRegion.size
    let expected = 16.0 / 9.0
    #expect((size.width / size.height - expected).magnitude <= 4 * expected.ulp)
  }
}
