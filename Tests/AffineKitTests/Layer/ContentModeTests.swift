import AffineKit
import Testing

@Suite("ContentMode")
struct ContentModeTests {
  /// Bounds with an origin, so that every placement shows it is added.
  static let bounds = Rect(x: 10, y: 20, width: 300, height: 200)

  @Test func `raw values are UIKit's UIView.ContentMode raw values`() {
    #expect(ContentMode.allCases.map(\.rawValue) == Array(0...12))
    #expect(ContentMode(rawValue: 1) == .scaleAspectFit)
    #expect(ContentMode(rawValue: 2) == .scaleAspectFill)
    #expect(ContentMode(rawValue: 12) == .bottomRight)
    #expect(ContentMode(rawValue: 13) == nil)
  }

  @Suite("rect(forContentSize:in:)")
  struct Placement {
    @Test func `the documented examples: a 4000 x 3000 photo in a 300 x 300 view`() {
      let bounds = Rect(x: 0, y: 0, width: 300, height: 300)
      let photo = Size(width: 4000, height: 3000)
      // Fit: 300/4000 = 0.075 < 300/3000, so 300 wide and 3000 · 0.075 = 225 high, centred.
      #expect(
        ContentMode.scaleAspectFit.rect(forContentSize: photo, in: bounds)
          == Rect(x: 0, y: 37.5, width: 300, height: 225))
      // Fill: 300/3000 = 0.1, so 300 high and 4000 · 0.1 = 400 wide, 50 sticking out each side.
      #expect(
        ContentMode.scaleAspectFill.rect(forContentSize: photo, in: bounds)
          == Rect(x: -50, y: 0, width: 400, height: 300))
      #expect(
        ContentMode.topLeft.rect(forContentSize: Size(width: 40, height: 30), in: bounds)
          == Rect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func `the documented example: 3 x 2 in 100 x 100, fit, prints as documented`() {
      let r = ContentMode.scaleAspectFit.rect(
        forContentSize: Size(width: 3, height: 2), in: Rect(x: 0, y: 0, width: 100, height: 100))
      #expect("\(r)" == "(0.0, 16.666666666666664, 100.0, 66.66666666666667)")
    }

    @Test(arguments: [ContentMode.scaleToFill, .redraw])
    func `scale to fill and redraw stretch the content to the bounds`(mode: ContentMode) {
      #expect(
        mode.rect(forContentSize: Size(width: 7, height: 1000), in: ContentModeTests.bounds)
          == Rect(x: 10, y: 20, width: 300, height: 200))
    }

    struct Case: Sendable, CustomTestStringConvertible {
      var mode: ContentMode
      var content: Size
      var expected: Rect
      var testDescription: String { "\(mode) \(content)" }
    }

    // In (10, 20, 300, 200): a square 100 x 100 has factors 3 (x) and 2 (y).
    @Test(arguments: [
      Case(
        mode: .scaleAspectFit, content: Size(width: 100, height: 100),
        expected: Rect(x: 60, y: 20, width: 200, height: 200)),
      Case(
        mode: .scaleAspectFill, content: Size(width: 100, height: 100),
        expected: Rect(x: 10, y: -30, width: 300, height: 300)),
      // 60 x 40 has the bounds' aspect ratio: both factors are 5, so fit and fill give the bounds.
      Case(
        mode: .scaleAspectFit, content: Size(width: 60, height: 40),
        expected: Rect(x: 10, y: 20, width: 300, height: 200)),
      Case(
        mode: .scaleAspectFill, content: Size(width: 60, height: 40),
        expected: Rect(x: 10, y: 20, width: 300, height: 200)),
      // 3 x 2 in a 300 x 300 square, fill: factor 150, 450 wide, 75 sticking out each side.
      Case(
        mode: .scaleAspectFill, content: Size(width: 3, height: 2),
        expected: Rect(x: -75, y: 20, width: 450, height: 300)),
    ])
    func `aspect fit and fill scale by the smaller or larger factor and centre`(c: Case) {
      let bounds =
        c.content == Size(width: 3, height: 2)
        ? Rect(x: 0, y: 20, width: 300, height: 300) : ContentModeTests.bounds
      #expect(c.mode.rect(forContentSize: c.content, in: bounds) == c.expected)
    }

    @Test func `aspect fit matches AVMakeRect: the fitted axis is exact, the other one rounding`() {
      // A 4000 x 3000 photo on a 390 x 844 screen: 390/4000 = 0.0975 is the smaller factor.
      let fit = ContentMode.scaleAspectFit.rect(
        forContentSize: Size(width: 4000, height: 3000),
        in: Rect(x: 0, y: 0, width: 390, height: 844))
      #expect(fit.origin.x == 0 && fit.size.width == 390)
      // 3000 · 0.0975 = 292.5 and (844 − 292.5) / 2 = 275.75, each within one rounding.
      #expect(isClose(fit.size.height, 292.5, tolerance: 1e-13))
      #expect(isClose(fit.origin.y, 275.75, tolerance: 1e-13))
    }

    @Test func `aspect fill with a non-integral factor: 844/3000 gives 1125 1/3 wide`() {
      let fill = ContentMode.scaleAspectFill.rect(
        forContentSize: Size(width: 4000, height: 3000),
        in: Rect(x: 0, y: 0, width: 390, height: 844))
      #expect(fill.origin.y == 0 && fill.size.height == 844)
      // 4000 · 844 / 3000 = 3376 / 3 = 1125.333…; x = (390 − 3376/3) / 2 = −1103/3 = −367.666…
      #expect(isClose(fill.size.width, 3376.0 / 3, tolerance: 1e-12))
      #expect(isClose(fill.origin.x, -1103.0 / 3, tolerance: 1e-12))
    }

    // 40 x 30 in (10, 20, 300, 200): centred x 10 + 260/2 = 140, right x 270; centred y
    // 20 + 170/2 = 105, bottom y 190.
    @Test(
      arguments: zip(
        [
          ContentMode.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft,
          .bottomRight,
        ],
        [
          Point(x: 140, y: 105), Point(x: 140, y: 20), Point(x: 140, y: 190),
          Point(x: 10, y: 105), Point(x: 270, y: 105), Point(x: 10, y: 20), Point(x: 270, y: 20),
          Point(x: 10, y: 190), Point(x: 270, y: 190),
        ]))
    func `centre, edge and corner modes keep the size and align it`(
      mode: ContentMode, origin: Point
    ) {
      #expect(
        mode.rect(forContentSize: Size(width: 40, height: 30), in: ContentModeTests.bounds)
          == Rect(origin: origin, size: Size(width: 40, height: 30)))
    }

    @Test func `content larger than the bounds sticks out evenly when centred`() {
      let big = Size(width: 400, height: 300)
      #expect(
        ContentMode.center.rect(forContentSize: big, in: ContentModeTests.bounds)
          == Rect(x: -40, y: -30, width: 400, height: 300))
      #expect(
        ContentMode.bottomRight.rect(forContentSize: big, in: ContentModeTests.bounds)
          == Rect(x: -90, y: -80, width: 400, height: 300))
    }

    @Test func `an odd leftover centres on a half point`() {
      #expect(
        ContentMode.center.rect(
          forContentSize: Size(width: 41, height: 31), in: ContentModeTests.bounds)
          == Rect(x: 139.5, y: 104.5, width: 41, height: 31))
    }

    @Test(arguments: ContentMode.allCases)
    func `negative-size bounds are read standardized`(mode: ContentMode) {
      let content = Size(width: 40, height: 30)
      #expect(
        mode.rect(forContentSize: content, in: Rect(x: 310, y: 220, width: -300, height: -200))
          == mode.rect(forContentSize: content, in: ContentModeTests.bounds))
    }

    @Test func `zero-size bounds give a zero-size rect at their centre for aspect fit and fill`() {
      let point = Rect(x: 50, y: 60, width: 0, height: 0)
      let content = Size(width: 40, height: 30)
      #expect(
        ContentMode.scaleAspectFit.rect(forContentSize: content, in: point)
          == Rect(x: 50, y: 60, width: 0, height: 0))
      #expect(
        ContentMode.scaleAspectFill.rect(forContentSize: content, in: point)
          == Rect(x: 50, y: 60, width: 0, height: 0))
      #expect(
        ContentMode.center.rect(forContentSize: content, in: point)
          == Rect(x: 30, y: 45, width: 40, height: 30))
    }

    static let badSizes = [
      Size(width: 0, height: 30), Size(width: 40, height: 0), Size(width: -40, height: 30),
      Size(width: 40, height: -30), Size(width: .nan, height: 30), Size(width: 40, height: .nan),
      Size(width: .infinity, height: 30), Size(width: 40, height: -.infinity),
    ]

    @Test(arguments: ContentMode.allCases, badSizes)
    func `content with a zero, negative or non-finite side is not drawn: null`(
      mode: ContentMode, size: Size
    ) {
      #expect(mode.rect(forContentSize: size, in: ContentModeTests.bounds).isNull)
    }

    static let badBounds = [
      Rect.null, Rect.infinite, Rect(x: .nan, y: 0, width: 10, height: 10),
      Rect(x: 0, y: 0, width: 10, height: .nan), Rect(x: -.infinity, y: 0, width: 10, height: 10),
      Rect(x: 0, y: 0, width: .infinity, height: 10),
    ]

    @Test(arguments: ContentMode.allCases, badBounds)
    func `null bounds or bounds with a non-finite coordinate give null`(
      mode: ContentMode, bounds: Rect
    ) {
      #expect(mode.rect(forContentSize: Size(width: 40, height: 30), in: bounds).isNull)
    }

    @Test func `an extreme aspect ratio can overflow aspect fill's long side to infinity`() {
      let r = ContentMode.scaleAspectFill.rect(
        forContentSize: Size(width: 1e-300, height: 1e300),
        in: Rect(x: 0, y: 0, width: 100, height: 100))
      #expect(r.size.width == 100 && r.size.height == .infinity)
      #expect(r.origin.x == 0 && r.origin.y == -.infinity)
    }
  }
}
