import AffineKit
import Testing

// The platform's libm is the reference for AffineKit's own sine, cosine and arctangent. (Importing
// all of Foundation would make `AffineTransform` ambiguous with Foundation's type.)
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("AffineTransform")
struct AffineTransformTests {
  @Suite("Initializers")
  struct Initializers {
    @Test func `identity is [1 0 0 1 0 0]`() {
      #expect(AffineTransform.identity == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    }

    @Test func `a translation is [1 0 0 1 x y]`() {
      #expect(
        AffineTransform(translationX: 10, y: -2)
          == AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -2))
      #expect(
        Point(x: 1, y: 1).applying(AffineTransform(translationX: 10, y: -2)) == Point(x: 11, y: -1))
    }

    @Test func `a scale is [sx 0 0 sy 0 0]`() {
      #expect(
        AffineTransform(scaleX: 2, y: -1) == AffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 0, ty: 0))
      #expect(Point(x: 3, y: 4).applying(AffineTransform(scaleX: 2, y: -1)) == Point(x: 6, y: -4))
    }

    @Test func `a rotation is [cos, sin, -sin, cos] and turns +x toward +y`() {
      let t = AffineTransform(rotationAngle: 0.5)
      #expect(isClose(t.a, 0.8775825618903728, tolerance: 1e-16))
      #expect(isClose(t.b, 0.479425538604203, tolerance: 1e-16))
      #expect(t.c == -t.b && t.d == t.a)
      // (1, 0) turns toward +y: on a y-down screen that is clockwise.
      #expect(Point(x: 1, y: 0).applying(AffineTransform(rotationAngle: .pi / 2)).y == 1)
    }

    @Test func `matches CoreGraphics: a quarter turn keeps the raw cosine 6.123233995736766e-17`() {
      let t = AffineTransform(rotationAngle: .pi / 2)
      #expect(t.a == 6.123233995736766e-17)
      #expect(t.b == 1)
      #expect(t.c == -1)
      #expect(t.d == 6.123233995736766e-17)
    }

    @Test
    func `matches CoreGraphics: rotating (0, 768) by -pi/2 prints (768, 4.702643708725836e-14)`() {
      // Apple-observed: the NSLog output quoted in the Stack Overflow question
      // "CGAffineTransformMakeRotation on CGPoint unexpected values".
      let p = Point(x: 0, y: 768).applying(AffineTransform(rotationAngle: -.pi / 2))
      #expect(p == Point(x: 768, y: 4.702643708725836e-14))
    }

    @Test func `a zero rotation has c == -0.0 and is the identity`() {
      let t = AffineTransform(rotationAngle: 0)
      #expect(t.c == 0 && t.c.sign == .minus)
      #expect(t.isIdentity)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func `a non-finite angle gives NaN entries without trapping`(angle: Double) {
      let t = AffineTransform(rotationAngle: angle)
      #expect(t.a.isNaN && t.b.isNaN && t.c.isNaN && t.d.isNaN)
      #expect(t.tx == 0 && t.ty == 0)
    }
  }

  @Suite("Sine and cosine accuracy")
  struct Accuracy {
    static let angles: [Double] = {
      var rng = SplitMix64(seed: 0xA11CE)
      var result: [Double] = [
        0, -0.0, 1e-300, 0x1p-27, .pi / 4, .pi / 2, .pi, 3 * .pi / 2, 2 * .pi, -.pi / 3, 1e5,
        0x1.921fb54442d18p20, 1e6, 1e7, 1e22, -1e22, 1e300, .greatestFiniteMagnitude,
        .leastNonzeroMagnitude,
      ]
      for _ in 0..<2000 { result.append(Double.random(in: -10...10, using: &rng)) }
      for _ in 0..<500 { result.append(Double.random(in: -1e9...1e9, using: &rng)) }
      for _ in 0..<500 {
        let exponent = Int.random(in: -60...1000, using: &rng)
        result.append(
          Double(
            sign: .plus, exponent: exponent, significand: Double.random(in: 1..<2, using: &rng)))
      }
      return result
    }()

    @Test(arguments: angles)
    func `rotation entries agree with the platform's cos and sin to within one ulp`(angle: Double) {
      let t = AffineTransform(rotationAngle: angle)
      #expect(ulpDistance(t.a, cos(angle)) <= 1)
      #expect(ulpDistance(t.b, sin(angle)) <= 1)
    }

    @Test
    func
      `the hardest angle to reduce, 6381956970095103 * 2^797, gets the correctly rounded cosine`()
    {
      // The double closest to a multiple of π/2 (Kahan–McDonald). mpmath at 3000 bits gives
      // cos = -4.687165924254627611e-19, which rounds to -4.687165924254628e-19; glibc's cos is
      // 8 ulps away here, so this angle is checked against the exact value instead of libm.
      let angle = 6381956970095103 * 0x1p797
      let t = AffineTransform(rotationAngle: angle)
      #expect(t.a == -4.687165924254628e-19)
      #expect(t.b == 1)
    }

    static let atan2Pairs: [Point] = {
      var rng = SplitMix64(seed: 0xA7A2)
      return (0..<3000).map { _ in
        Point(
          x: Double.random(in: -100...100, using: &rng),
          y: Double.random(in: -100...100, using: &rng))
      }
    }()

    @Test(arguments: atan2Pairs)
    func `decomposed rotation agrees with the platform's atan2 to within one ulp`(pair: Point) {
      let t = AffineTransform(a: pair.x, b: pair.y, c: 0, d: 1, tx: 0, ty: 0)
      #expect(ulpDistance(t.decomposed().rotation, atan2(pair.y, pair.x)) <= 1)
    }
  }

  @Suite("isIdentity")
  struct IsIdentity {
    @Test(
      arguments: zip(
        [
          AffineTransform.identity, AffineTransform(scaleX: 2, y: 3),
          AffineTransform(rotationAngle: 2 * .pi),
          AffineTransform(a: 1, b: -0.0, c: -0.0, d: 1, tx: -0.0, ty: 0),
          AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0),
        ],
        [true, false, false, true, false]))
    func `isIdentity compares the six entries exactly`(t: AffineTransform, expected: Bool) {
      #expect(t.isIdentity == expected)
    }
  }

  @Suite("concatenating(_:)")
  struct Concatenating {
    @Test func `concatenating multiplies the matrices, self first`() {
      let t1 = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
      let t2 = AffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
      // a = 1*7 + 2*9, b = 1*8 + 2*10, c = 3*7 + 4*9, d = 3*8 + 4*10,
      // tx = 5*7 + 6*9 + 11, ty = 5*8 + 6*10 + 12
      #expect(t1.concatenating(t2) == AffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func `matches CoreGraphics: translate(10, 0) then scale(2, 2) is [2 0 0 2 20 0]`() {
      let t = AffineTransform(translationX: 10, y: 0).concatenating(
        AffineTransform(scaleX: 2, y: 2))
      #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test func `applies self first, then other (probe point)`() {
      // Translate then scale moves (1, 1) to (22, 2); scale then translate would give (12, 2).
      let probe = Point(x: 1, y: 1)
      let t = AffineTransform(translationX: 10, y: 0).concatenating(
        AffineTransform(scaleX: 2, y: 2))
      #expect(probe.applying(t) == Point(x: 22, y: 2))
    }

    @Test func `identity is neutral on both sides`() {
      let t = AffineTransform(a: 1.5, b: -2, c: 0.25, d: 3, tx: -7, ty: 9)
      #expect(t.concatenating(.identity) == t)
      #expect(AffineTransform.identity.concatenating(t) == t)
    }
  }

  @Suite("translatedBy(x:y:)")
  struct TranslatedBy {
    @Test func `matches CoreGraphics: scale(2, 3) translated by (5, 7) is [2 0 0 3 10 21]`() {
      #expect(
        AffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 7)
          == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 21))
    }

    @Test(arguments: Sample.transforms(50, seed: 7))
    func `translatedBy prepends: it equals the translation concatenated with self`(
      t: AffineTransform
    ) {
      #expect(
        t.translatedBy(x: 3.5, y: -2) == AffineTransform(translationX: 3.5, y: -2).concatenating(t))
    }
  }

  @Suite("scaledBy(x:y:)")
  struct ScaledBy {
    @Test func `matches CoreGraphics: translation(1, 2) scaled by (3, 4) keeps the translation`() {
      // dotnet/macios#4698 (Xcode playground): (a: 3, b: 0, c: 0, d: 4, tx: 1, ty: 2).
      #expect(
        AffineTransform(translationX: 1, y: 2).scaledBy(x: 3, y: 4)
          == AffineTransform(a: 3, b: 0, c: 0, d: 4, tx: 1, ty: 2))
    }

    @Test(arguments: Sample.transforms(50, seed: 8))
    func `scaledBy prepends: it equals the scale concatenated with self`(t: AffineTransform) {
      #expect(
        t.scaledBy(x: 1.5, y: -0.75) == AffineTransform(scaleX: 1.5, y: -0.75).concatenating(t))
    }

    @Test func `pinch steps of 1.1 then 1.2 multiply into a and d of 1.32`() {
      // A pinch handler that does not reset the recognizer's scale to 1 compounds the factors:
      // (1 * 1.1) * 1.2.
      let t = AffineTransform.identity.scaledBy(x: 1.1, y: 1.1).scaledBy(x: 1.2, y: 1.2)
      #expect(isClose(t.a, 1.32, tolerance: 1e-15))
      #expect(isClose(t.d, 1.32, tolerance: 1e-15))
      #expect(t.b == 0 && t.c == 0)
    }
  }

  @Suite("rotated(by:)")
  struct Rotated {
    @Test(arguments: Sample.transforms(50, seed: 9))
    func `rotated prepends: it equals the rotation concatenated with self`(t: AffineTransform) {
      #expect(t.rotated(by: 0.3) == AffineTransform(rotationAngle: 0.3).concatenating(t))
    }

    @Test func `rotating a translation turns the point first, then translates (probe point)`() {
      let t = AffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
      #expect(isClose(Point(x: 1, y: 0).applying(t), Point(x: 10, y: 1), tolerance: 1e-15))
    }
  }

  @Suite("determinant")
  struct Determinant {
    @Test(
      arguments: zip(
        [
          AffineTransform(scaleX: 2, y: 3), AffineTransform(scaleX: -1, y: 1),
          AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 5),
          AffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 0, ty: 0),
        ],
        [6.0, -1, 0, 0]))
    func `determinant is a*d - b*c`(t: AffineTransform, expected: Double) {
      #expect(t.determinant == expected)
    }

    struct Edge: Sendable, CustomTestStringConvertible {
      var name: String
      var t: AffineTransform
      var expected: Double
      var testDescription: String { name }
    }

    /// Where CoreGraphics' `a*d - b*c` is kept and where it is not, by value and sign of zero.
    static let edges: [Edge] = [
      // Two zero products: w = 0·0 = +0, e = fma(−0, 0, +0) = +0, f = fma(0, −1, −0) = −0, and
      // f + e = +0 (CoreGraphics' formula gives −0 · … − 0 · 0 = −0).
      Edge(
        name: "scale(0, -1): +0, where CoreGraphics gives -0", t: AffineTransform(scaleX: 0, y: -1),
        expected: 0.0),
      Edge(
        name: "quarter turn: 0·0 − (−1)·1 = 1",
        t: AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0), expected: 1),
      // a·d overflows to +∞ but a·d − b·c = 2^1024 − 1.5·2^1019 = 1.90625·2^1023 is a double:
      // Kahan's algorithm, where CoreGraphics' formula gives +∞.
      Edge(
        name: "an overflowing product with a representable determinant",
        t: AffineTransform(a: 0x1p1023, b: 0x1.8p1019, c: 1, d: 2, tx: 0, ty: 0),
        expected: 0x1.e8p1023),
      // Both products overflow and so does the exact difference: +∞, as CoreGraphics.
      Edge(
        name: "an overflowing determinant is +∞",
        t: AffineTransform(a: 1e200, b: 0, c: 0, d: 1e200, tx: 0, ty: 0), expected: .infinity),
      // The exact value is −2⁻¹⁰⁷⁵, half the smallest subnormal: fma(0.5, 2⁻¹⁰⁷⁴, −2⁻¹⁰⁷⁴)
      // rounds it to −0 (ties to even), and −0 + 0 is +0, so the determinant underflows to 0 as
      // the exact value rounded would (CoreGraphics' formula, 0 − 2⁻¹⁰⁷⁴, gives −2⁻¹⁰⁷⁴).
      Edge(
        name: "products in gradual underflow: the exact value rounds to 0",
        t: AffineTransform(a: 0.5, b: -1, c: -0x1p-1074, d: 0x1p-1074, tx: 0, ty: 0),
        expected: 0.0),
    ]

    @Test(arguments: edges)
    func `the determinant's edge cases: signed zeros, overflowing products, gradual underflow`(
      c: Edge
    ) {
      #expect(c.t.determinant.bitPattern == c.expected.bitPattern, "\(c.t.determinant)")
    }
  }

  @Suite("inverted() and inverse")
  struct Inversion {
    @Test func `inverting a scale and translation gives the exact inverse`() {
      let t = AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
      #expect(t.inverted() == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
      #expect(t.inverse == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    }

    @Test(arguments: [
      AffineTransform(scaleX: 0, y: 1),
      AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 5),
      AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 3, ty: 4),
      AffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 1, ty: 1),
    ])
    func `a singular transform inverts to itself and has no inverse`(t: AffineTransform) {
      #expect(t.inverted() == t)
      #expect(t.inverse == nil)
    }

    @Test func `a subnormal determinant is not singular and inverts without trapping`() throws {
      let t = AffineTransform(a: 1e-160, b: 0, c: 0, d: 1e-160, tx: 0, ty: 0)
      #expect(t.determinant > 0 && t.determinant < Double.leastNormalMagnitude)
      let inverse = try #require(t.inverse)
      // 1e-160 / 1e-320: a subnormal keeps only about 11 significant bits, hence 1e-3 relative.
      #expect(isClose(inverse.a, 1e160, tolerance: 1e157))
    }

    @Test func `inverting a subnormal determinant may overflow an entry to infinity`() {
      let t = AffineTransform(a: 1, b: 0, c: 0, d: 0x1p-1063, tx: 0, ty: 0)
      #expect(t.inverse?.d == .infinity)
      #expect(t.inverse?.a == 1)
    }

    @Test func `a NaN entry is not singular: the inverse exists and is NaN`() {
      let t = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      #expect(t.inverse != nil)
      #expect(t.inverted().a.isNaN)
    }

    @Test func `inverted undoes the transform on a probe point`() {
      let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 10, ty: -4)
      let p = Point(x: 3, y: 5)
      #expect(isClose(p.applying(t).applying(t.inverted()), p, tolerance: 1e-13))
    }
  }

  @Suite("decomposed() and init(_:)")
  struct Decomposition {
    typealias Components = AffineTransformComponents

    /// A hand-computed case: the components and the product
    /// `a = sx·cos t, b = sx·sin t, c = sy·(sh·cos t − sin t), d = sy·(sh·sin t + cos t)`.
    struct Case: Sendable, CustomTestStringConvertible {
      var components: Components
      var matrix: AffineTransform
      var testDescription: String { "\(matrix)" }
    }

    static let exactCases: [Case] = [
      // Identity components.
      Case(components: Components(), matrix: .identity),
      // Non-uniform scale (2, 3), shear 0.5: c = 3·0.5, d = 3.
      Case(
        components: Components(
          scale: Size(width: 2, height: 3), horizontalShear: 0.5,
          translation: Vector(dx: 4, dy: 5)),
        matrix: AffineTransform(a: 2, b: 0, c: 1.5, d: 3, tx: 4, ty: 5)),
      // A mirror in y with a shear: scale (2, -3), shear 0.25: c = -3·0.25, d = -3.
      Case(
        components: Components(scale: Size(width: 2, height: -3), horizontalShear: 0.25),
        matrix: AffineTransform(a: 2, b: 0, c: -0.75, d: -3, tx: 0, ty: 0)),
      // Scale (0.5, 4), shear -2: c = 4·(-2), d = 4.
      Case(
        components: Components(scale: Size(width: 0.5, height: 4), horizontalShear: -2),
        matrix: AffineTransform(a: 0.5, b: 0, c: -8, d: 4, tx: 0, ty: 0)),
    ]

    @Test(arguments: exactCases)
    func `a transform without rotation decomposes into its scale and shear exactly`(c: Case) {
      #expect(c.matrix.decomposed() == c.components)
    }

    @Test(arguments: exactCases)
    func `components without rotation recompose exactly`(c: Case) {
      #expect(AffineTransform(c.components) == c.matrix)
    }

    @Test
    func `a quarter turn after scale (2, 3) and shear 0.5 decomposes into those components`() {
      // t = π/2: a = 0, b = 2, c = 3·(0 − 1) = −3, d = 3·(0.5 + 0) = 1.5. det = 6, so
      // scale.height = 6 / 2 = 3, shear = (0·(−3) + 2·1.5) / 6 = 0.5, rotation = atan2(2, 0).
      let d = AffineTransform(a: 0, b: 2, c: -3, d: 1.5, tx: 0, ty: 0).decomposed()
      #expect(
        d
          == Components(
            scale: Size(width: 2, height: 3), horizontalShear: 0.5, rotation: .pi / 2))
    }

    @Test func `a 3-4-5 rotation with scale (5, 2) and shear 1 decomposes into those components`() {
      // cos t = 0.6, sin t = 0.8: a = 3, b = 4, c = 2·(0.6 − 0.8) = −0.4, d = 2·(0.8 + 0.6) = 2.8.
      // det = 3·2.8 + 4·0.4 = 10, scale.height = 10 / 5 = 2, shear = (3·(−0.4) + 4·2.8) / 10 = 1.
      let d = AffineTransform(a: 3, b: 4, c: -0.4, d: 2.8, tx: 0, ty: 0).decomposed()
      #expect(d.scale.width == 5)
      #expect(isClose(d.scale.height, 2, tolerance: 1e-15))
      #expect(isClose(d.horizontalShear, 1, tolerance: 1e-15))
      #expect(isClose(d.rotation, 0.9272952180016122, tolerance: 1e-15))  // atan2(4, 3)
    }

    @Test func `a pure scale decomposes into its factors`() {
      let d = AffineTransform(scaleX: 2, y: 3).decomposed()
      #expect(d == Components(scale: Size(width: 2, height: 3)))
    }

    @Test func `a mirror shows as a negative scale height with a half-turn rotation`() {
      let d = AffineTransform(scaleX: -2, y: 3).decomposed()
      #expect(d.scale == Size(width: 2, height: -3))
      #expect(d.horizontalShear == 0)
      #expect(d.rotation == .pi)
    }

    @Test func `the scale width is never negative and the height's sign is the determinant's`() {
      let d = AffineTransform(scaleX: -2, y: -3).decomposed()  // a half turn, no mirror
      #expect(d.scale == Size(width: 2, height: 3))
      #expect(d.rotation == .pi)
    }

    @Test func `the shear is applied after the scale: x += shear * y on the scaled point`() {
      // Probe (1, 1): scale (2, 3) gives (2, 3); shear 0.5 gives (2 + 1.5, 3); translation
      // (5, −6) gives (8.5, −3).
      let t = AffineTransform(
        Components(
          scale: Size(width: 2, height: 3), horizontalShear: 0.5,
          translation: Vector(dx: 5, dy: -6)))
      #expect(Point(x: 1, y: 1).applying(t) == Point(x: 8.5, y: -3))
    }

    @Test func `scale 2 then rotation 0.5 decomposes into rotation 0.5`() {
      let d = AffineTransform(scaleX: 2, y: 2).rotated(by: 0.5).decomposed()
      #expect(isClose(d.rotation, 0.5, tolerance: 1e-15))
      #expect(isClose(d.scale.width, 2, tolerance: 1e-15))
      #expect(isClose(d.scale.height, 2, tolerance: 1e-15))
      #expect(isClose(d.horizontalShear, 0, tolerance: 1e-15))
    }

    @Test func `recomposing applies scale, shear, rotation and translation in that order`() {
      let parts = Components(
        scale: Size(width: 2, height: -3), horizontalShear: 0.25, rotation: 0.7,
        translation: Vector(dx: 5, dy: -6))
      let expected = AffineTransform(scaleX: 2, y: -3)
        .concatenating(AffineTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0))
        .concatenating(AffineTransform(rotationAngle: 0.7))
        .concatenating(AffineTransform(translationX: 5, y: -6))
      #expect(isClose(AffineTransform(parts), expected, tolerance: 1e-15))
    }

    @Test
    func `the doc example: scale (2, 4), shear 0.5 and translation (1, 2) compose to (2, 0, 2, 4)`()
    {
      let parts = Components(
        scale: Size(width: 2, height: 4), horizontalShear: 0.5, rotation: 0,
        translation: Vector(dx: 1, dy: 2))
      #expect(AffineTransform(parts) == AffineTransform(a: 2, b: 0, c: 2, d: 4, tx: 1, ty: 2))
    }

    @Test func `the doc example: (2, 0, 2, 4, 1, 2) decomposes into scale (2, 4) and shear 0.5`() {
      let d = AffineTransform(a: 2, b: 0, c: 2, d: 4, tx: 1, ty: 2).decomposed()
      #expect(
        d
          == Components(
            scale: Size(width: 2, height: 4), horizontalShear: 0.5, rotation: 0,
            translation: Vector(dx: 1, dy: 2)))
    }

    @Test func `the doc example: components with only a scale build that scale`() {
      #expect(
        AffineTransform(Components(scale: Size(width: 2, height: 4)))
          == AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 0, ty: 0))
    }

    @Test func `the default components are the identity's`() {
      #expect(AffineTransform(Components()) == .identity)
      #expect(AffineTransform.identity.decomposed() == Components())
    }

    @Test(arguments: [
      AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 2),
      AffineTransform(a: 0, b: 0, c: 3, d: 4, tx: 0, ty: 0),
      AffineTransform(a: 0, b: 0, c: -2, d: 0, tx: 0, ty: 0),
      AffineTransform(a: 2, b: 0, c: 0, d: 0, tx: 0, ty: 0),
      AffineTransform(a: 3, b: -4, c: 0, d: 0, tx: 0, ty: 0),
    ])
    func `singular transforms with a zero row decompose and recompose`(t: AffineTransform) {
      #expect(isClose(AffineTransform(t.decomposed()), t, tolerance: 1e-15))
    }

    @Test func `parallel nonzero rows give a zero scale height and an infinite shear`() {
      // (1, 2) and (2, 4): no scale × shear × rotation product has them (a zero scale.height
      // zeroes the second row), so the shear is dot / det = 10 / 0 and recomposing gives NaN.
      let t = AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
      let d = t.decomposed()
      #expect(d.scale.height == 0)
      #expect(d.horizontalShear == .infinity)
      #expect(isClose(d.scale.width, 5.0.squareRoot(), tolerance: 1e-15))
      let back = AffineTransform(d)
      #expect(back.c.isNaN && back.d.isNaN)
    }
  }
}

extension AffineTransformTests {
  @Suite("Non-finite entries")
  struct NonFinite {
    @Test(arguments: [
      (AffineTransform(a: 1, b: -0.0, c: 0, d: 1, tx: -0.0, ty: 0), AffineTransform.identity, true),
      (
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0),
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0), false
      ),
      (AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 1e-300), AffineTransform.identity, false),
    ])
    func `entries compare with Double's ==: -0 equals 0, NaN equals nothing`(
      lhs: AffineTransform, rhs: AffineTransform, equal: Bool
    ) {
      #expect((lhs == rhs) == equal)
    }

    static let bad = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: .infinity, ty: 0)

    @Test
    func `non-finite entries propagate through composition and decomposition, without trapping`() {
      #expect(Self.bad.concatenating(.identity).a.isNaN)
      #expect(AffineTransform.identity.concatenating(Self.bad).a.isNaN)
      #expect(Self.bad.translatedBy(x: 1, y: 0).tx.isNaN)
      #expect(Self.bad.scaledBy(x: 2, y: 2).a.isNaN)
      #expect(Self.bad.rotated(by: .pi / 2).a.isNaN)
      #expect(AffineTransform.identity.translatedBy(x: .infinity, y: 0).tx == .infinity)
      #expect(AffineTransform.identity.rotated(by: .infinity).a.isNaN)
      #expect(Self.bad.decomposed().scale.width.isNaN)
    }

    @Test func `an infinite determinant is not singular: inverted() gives zero and NaN entries`() {
      let t = AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
      let inv = t.inverted()
      #expect(inv.a == 0 && inv.d.isNaN)
      #expect(t.inverse != nil)
    }

    @Test func `the inverted() doc example, with its -0.0 signs`() {
      let inv = AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted()
      #expect(inv == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
      #expect(inv.b.sign == .minus && inv.c.sign == .minus)
    }

    @Test
    func `the inverse doc example: scale(2, 4) inverts to scale(0.5, 0.25), scale(0, 1) to nil`() {
      #expect(
        AffineTransform(scaleX: 2, y: 4).inverse
          == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: 0, ty: 0))
      #expect(AffineTransform(scaleX: 0, y: 1).inverse == nil)
    }
  }
}
