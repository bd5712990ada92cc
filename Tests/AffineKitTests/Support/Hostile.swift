import AffineKit

/// A seeded generator of hostile values for law suites: ordinary, huge, tiny, subnormal, signed
/// zeros, infinities and NaN, null and infinite rects, negative sizes, singular, near-singular and
/// rotation transforms. Every value is fixed by the seed, so a failing case names its seed and
/// reproduces on every platform (SplitMix64).
struct Hostile {
  private var rng: SplitMix64

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  /// A uniform integer in `0..<n`.
  mutating func below(_ n: Int) -> Int { Int.random(in: 0..<n, using: &rng) }

  /// A uniform double in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &rng)
  }

  /// A random sign, `1` or `-1`.
  mutating func sign() -> Double { Bool.random(using: &rng) ? 1 : -1 }

  /// A finite double of ordinary size, `-1000...1000`.
  mutating func ordinary() -> Double { uniform(-1000...1000) }

  /// A finite double of any size: ordinary, huge (up to `greatestFiniteMagnitude`), tiny, subnormal
  /// or a signed zero, each with a random sign.
  mutating func finite() -> Double {
    switch below(8) {
    case 0, 1, 2: return ordinary()
    case 3:
      return sign() * Double(sign: .plus, exponent: below(80) + 944, significand: uniform(1...2))
    case 4:
      return sign() * Double(sign: .plus, exponent: -below(60) - 960, significand: uniform(1...2))
    case 5: return sign() * Double(bitPattern: UInt64.random(in: 1..<(1 << 52), using: &rng))
    case 6: return sign() * 0
    default:
      return sign()
        * [
          Double.greatestFiniteMagnitude, Double.leastNormalMagnitude,
          Double.leastNonzeroMagnitude, 1, 0.5, Double.ulpOfOne,
        ][below(6)]
    }
  }

  /// Any double: mostly finite (see ``finite()``), sometimes `±∞` or NaN.
  mutating func any() -> Double {
    switch below(10) {
    case 0: return sign() * .infinity
    case 1: return .nan
    default: return finite()
    }
  }

  /// A point with coordinates from ``any()``.
  mutating func point() -> Point { Point(x: any(), y: any()) }

  /// A point with ordinary finite coordinates.
  mutating func ordinaryPoint() -> Point { Point(x: ordinary(), y: ordinary()) }

  /// A rect: null, infinite, zero-size, negative-size, or with components from ``any()``.
  mutating func rect() -> Rect {
    switch below(8) {
    case 0: return .null
    case 1: return .infinite
    case 2: return Rect(x: ordinary(), y: ordinary(), width: 0, height: ordinary())
    case 3: return Rect(x: ordinary(), y: ordinary(), width: -uniform(0...500), height: ordinary())
    case 4, 5: return Rect(x: ordinary(), y: ordinary(), width: ordinary(), height: ordinary())
    default: return Rect(x: any(), y: any(), width: any(), height: any())
    }
  }

  /// A rect whose components are small integers (so union, intersection and equality are exact),
  /// or ``Rect/null``, or ``Rect/infinite``; sizes may be negative or zero.
  mutating func exactRect() -> Rect {
    switch below(12) {
    case 0: return .null
    case 1: return .infinite
    default:
      return Rect(
        x: Double(below(41) - 20), y: Double(below(41) - 20), width: Double(below(41) - 20),
        height: Double(below(41) - 20))
    }
  }

  /// A rotation by an angle in `-π...π` about the origin.
  mutating func rotation() -> AffineTransform {
    AffineTransform(rotationAngle: uniform(-.pi ... .pi))
  }

  /// A well-conditioned transform: a rotation, scales in `0.25...4` (either sign), a shear in
  /// `-1...1` and an ordinary translation. Its condition number (2-norm) is at most 4/0.25 · 2.62 < 42.
  mutating func wellConditioned() -> AffineTransform {
    // Drawn in a fixed order: scale, rotation, shear, translation.
    let scale = Size(width: uniform(0.25...4), height: sign() * uniform(0.25...4))
    let rotation = uniform(-.pi ... .pi)
    let shear = uniform(-1...1)
    return AffineTransform(
      AffineTransformComponents(
        scale: scale, horizontalShear: shear, rotation: rotation,
        translation: Vector(dx: ordinary(), dy: ordinary())))
  }

  /// A singular transform (determinant exactly 0 in exact arithmetic and in doubles): a rank-one
  /// or zero linear part.
  mutating func singular() -> AffineTransform {
    let u = Double(below(17) - 8)
    let v = Double(below(17) - 8)
    let k = Double(below(9) - 4)
    // Rows (u, v) and (k·u, k·v): small integers, so every product is exact and a*d == b*c.
    return AffineTransform(a: u, b: v, c: k * u, d: k * v, tx: ordinary(), ty: ordinary())
  }

  /// A near-singular transform: a rank-one matrix of ordinary doubles plus a perturbation of a few
  /// ulps in one entry, so that `a*d` and `b*c` nearly cancel.
  mutating func nearSingular() -> AffineTransform {
    let a = uniform(0.5...2)
    let b = uniform(0.5...2)
    let k = uniform(0.5...2)
    var d = k * b
    for _ in 0...below(3) { d = d.nextUp }
    return AffineTransform(a: a, b: b, c: a * k, d: d, tx: ordinary(), ty: ordinary())
  }

  /// Any transform: well-conditioned, rotation, singular, near-singular, or with entries from
  /// ``any()``.
  mutating func transform() -> AffineTransform {
    switch below(6) {
    case 0: return wellConditioned()
    case 1: return rotation()
    case 2: return singular()
    case 3: return nearSingular()
    default:
      return AffineTransform(a: any(), b: any(), c: any(), d: any(), tx: any(), ty: any())
    }
  }

  /// A gesture factor for pinches: ordinary (`0.5...2`), extreme, zero, negative or non-finite.
  mutating func scaleFactor() -> Double {
    switch below(10) {
    case 0: return any()
    case 1: return [0, -1, 1e-300, 1e300, .infinity, .nan][below(6)]
    default: return uniform(0.5...2)
    }
  }

  /// A gesture delta for pans and touches: ordinary (`-100...100`), or hostile.
  mutating func delta() -> Double {
    below(8) == 0 ? any() : uniform(-100...100)
  }
}
