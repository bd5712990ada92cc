import AffineKit
import Testing

@Suite("Rect.applying(_:)")
struct RectApplyingTests {
  @Test
  func
    `matches CoreGraphics: translate(0, 100) then scale(0.8) maps (10, 10, 100, 100) to (8, 88, 80, 80)`()
  {
    // Apple-observed: the NSLog output quoted in the Stack Overflow question "CGRectApplyAffineTransform
    // and actual view's frame".
    let t = AffineTransform(translationX: 0, y: 100).concatenating(
      AffineTransform(scaleX: 0.8, y: 0.8))
    let r = Rect(x: 10, y: 10, width: 100, height: 100).applying(t)
    #expect(isClose(r, Rect(x: 8, y: 88, width: 80, height: 80), tolerance: 1e-13))
  }

  @Test func `the doc example: translate(0, 100) then scale(0.5) gives (5, 55, 50, 50) exactly`() {
    let t = AffineTransform(translationX: 0, y: 100).concatenating(
      AffineTransform(scaleX: 0.5, y: 0.5))
    let r = Rect(x: 10, y: 10, width: 100, height: 100).applying(t)
    #expect(r.origin == Point(x: 5, y: 55) && r.size == Size(width: 50, height: 50))
  }

  @Test func `a rotation gives the bounding box of the four mapped corners`() {
    // Apple-observed: (10, 10, 100, 100) rotated by 45° is (-70.71…, 14.14…, 141.42…, 141.42…).
    let r = Rect(x: 10, y: 10, width: 100, height: 100).applying(
      AffineTransform(rotationAngle: .pi / 4))
    #expect(
      isClose(
        r,
        Rect(
          x: -70.71067811865474, y: 14.142135623730951, width: 141.4213562373095,
          height: 141.4213562373095),
        tolerance: 1e-12))
  }

  @Test
  func
    `matches CoreGraphics: (1, 2, 3, 4) rotated by pi/6 is (-2.13397, 2.23205, 4.59808, 4.9641)`()
  {
    let r = Rect(x: 1, y: 2, width: 3, height: 4).applying(AffineTransform(rotationAngle: .pi / 6))
    #expect(
      isClose(r, Rect(x: -2.13397, y: 2.23205, width: 4.59808, height: 4.9641), tolerance: 1e-5))
  }

  @Test
  func
    `a quarter turn of (0, 0, 10, 20) keeps the raw cosine's rounding: height 10.000000000000002`()
  {
    let r = Rect(x: 0, y: 0, width: 10, height: 20).applying(
      AffineTransform(rotationAngle: .pi / 2))
    #expect(r.origin == Point(x: -20, y: 0))
    #expect(r.size == Size(width: 20, height: 10.000000000000002))
  }

  @Test func `a mirror gives a standardized rect`() {
    let r = Rect(x: 1, y: 2, width: 3, height: 4).applying(AffineTransform(scaleX: -1, y: -2))
    #expect(r.origin == Point(x: -4, y: -12) && r.size == Size(width: 3, height: 8))
  }

  @Test func `the identity returns the standardized rect, even with an infinite coordinate`() {
    let r = Rect(x: 10, y: -.infinity, width: -4, height: 5).applying(.identity)
    #expect(r.origin == Point(x: 6, y: -.infinity))
    #expect(r.size.width == 4)
  }

  @Test func `the identity returns a -0 coordinate as +0`() {
    // minX = -0 + min(-0, 0) = -0; the axis-aligned path computes 1 * -0 + 0 = +0.
    let r = Rect(x: -0.0, y: 3, width: -0.0, height: 2).applying(.identity)
    #expect(r.origin.x.bitPattern == (0.0).bitPattern)
    #expect(r == Rect(x: 0, y: 3, width: 0, height: 2))
  }

  @Test func `the null rect stays null`() {
    #expect(Rect.null.applying(AffineTransform(rotationAngle: 1)).isNull)
    #expect(Rect.null.applying(AffineTransform(translationX: 5, y: 5)).isNull)
  }

  @Test func `the infinite rect stays infinite`() {
    #expect(Rect.infinite.applying(AffineTransform(rotationAngle: 1)).isInfinite)
    #expect(Rect.infinite.applying(AffineTransform(scaleX: 0.5, y: 2)).isInfinite)
  }

  @Test func `a singular transform gives a degenerate rect, not null`() {
    let r = Rect(x: 1, y: 2, width: 3, height: 4).applying(AffineTransform(scaleX: 0, y: 2))
    #expect(!r.isNull)
    #expect(r.origin == Point(x: 0, y: 4) && r.size == Size(width: 0, height: 8))
  }

  @Test func `a NaN entry propagates into the rect`() {
    let r = Rect(x: 1, y: 2, width: 3, height: 4).applying(
      AffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: .nan, ty: 0))
    #expect(r.origin.x.isNaN)
  }
}

@Suite("Rect.applying(_:) exactness")
struct RectApplyingExactnessTests {
  static let fractional = [
    Rect(x: 0.1, y: 0.2, width: 0.3, height: 0.7),
    Rect(x: 51.5, y: 27.7, width: 147.5, height: 146.6),
    Rect(x: 0.3, y: 0.1, width: -0.2, height: -0.7),
    Rect(x: -1e-3, y: 1e15, width: 0.1, height: -33.3),
  ]

  @Test("the identity gives exactly the standardized rect", arguments: fractional)
  func identity(r: Rect) {
    let got = r.applying(.identity)
    let want = r.standardized
    #expect(got.origin.x.bitPattern == want.origin.x.bitPattern)
    #expect(got.origin.y.bitPattern == want.origin.y.bitPattern)
    #expect(got.size.width.bitPattern == want.size.width.bitPattern)
    #expect(got.size.height.bitPattern == want.size.height.bitPattern)
  }

  @Test(
    "an axis-aligned map gives the size |a·w| × |d·h|, rounded once",
    arguments: fractional, [(3.0, 1.5), (-1.0, 1.0), (0.1, -10.0), (-2.5, -0.3)])
  func axisAligned(r: Rect, scale: (Double, Double)) {
    let got = r.applying(AffineTransform(scaleX: scale.0, y: scale.1))
    #expect(got.size.width == Swift.abs(scale.0 * Swift.abs(r.size.width)))
    #expect(got.size.height == Swift.abs(scale.1 * Swift.abs(r.size.height)))
  }

  @Test(
    "seeded values: (0.1, 0.2, 0.3, 0.7) under scale (3, 1.5) and a translation",
    arguments: [
      (
        AffineTransform(scaleX: 3, y: 1.5),
        Rect(x: 3 * 0.1, y: 1.5 * 0.2, width: 3 * 0.3, height: 1.5 * 0.7)
      ),
      (
        AffineTransform(translationX: 0.25, y: -0.5),
        Rect(x: 0.1 + 0.25, y: 0.2 - 0.5, width: 0.3, height: 0.7)
      ),
      (
        AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
        Rect(x: -(0.2 + 0.7), y: 0.1, width: 0.7, height: 0.3)
      ),
    ])
  func seeded(t: AffineTransform, want: Rect) {
    let got = Rect(x: 0.1, y: 0.2, width: 0.3, height: 0.7).applying(t)
    #expect(got.origin == want.origin && got.size == want.size)
  }

  @Test func `a layer's frame under the identity is exact for fractional bounds`() {
    let layer = LayerGeometry(
      bounds: Rect(x: 0, y: 0, width: 0.3, height: 0.7), position: Point(x: 0.15, y: 0.35))
    #expect(layer.frame.size == Size(width: 0.3, height: 0.7))
  }
}
