import AffineKit
import Testing

@Suite("CropRatio")
struct CropRatioTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var width, height: Int
    var reduced: (width: Int, height: Int)?
    var testDescription: String { "\(width):\(height)" }
  }

  @Suite("init(width:height:)")
  struct Init {
    @Test(arguments: [
      Case(width: 16, height: 9, reduced: (16, 9)),
      Case(width: 4, height: 2, reduced: (2, 1)),
      Case(width: 8, height: 6, reduced: (4, 3)),
      Case(width: 1080, height: 1920, reduced: (9, 16)),
      Case(width: 7, height: 7, reduced: (1, 1)),
      Case(width: 1 << 53, height: 1, reduced: (1 << 53, 1)),
      Case(width: (1 << 53) + 2, height: 2, reduced: ((1 << 52) + 1, 1)),
    ])
    func `reduces the terms by their greatest common divisor`(_ c: Case) throws {
      let ratio = try #require(CropRatio(width: c.width, height: c.height))
      #expect(ratio.width == c.reduced?.width)
      #expect(ratio.height == c.reduced?.height)
    }

    @Test(arguments: [
      Case(width: 0, height: 1), Case(width: 1, height: 0), Case(width: -4, height: 3),
      Case(width: 4, height: -3), Case(width: Int.min, height: 1),
      Case(width: Int.max, height: 1), Case(width: (1 << 53) + 1, height: 1),
    ])
    func `is nil for a zero or negative term or a term above 2^53 in lowest terms`(_ c: Case) {
      #expect(CropRatio(width: c.width, height: c.height) == nil)
    }

    @Test func `ratios with the same lowest terms are equal and hash alike`() {
      let a = CropRatio(width: 4, height: 2)
      let b = CropRatio(width: 2, height: 1)
      #expect(a == b)
      #expect(a.hashValue == b.hashValue)
    }
  }

  @Test func `square is 1 to 1`() {
    #expect(CropRatio.square == CropRatio(width: 1, height: 1))
    #expect(CropRatio.square.width == 1 && CropRatio.square.height == 1)
  }
}
