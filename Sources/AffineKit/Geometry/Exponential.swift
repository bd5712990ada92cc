// The exponential and the natural logarithm for AffineKit, in pure Swift.
//
// The standard library has neither, and AffineKit may import nothing else (it must build for
// Embedded Swift and WebAssembly without a C library). The motion model needs them: a fling's
// exponential decay, the critically damped release spring `(d + (v + ωd)t)·e^(−ωt)`, the zoom's
// spring and rubber band in `ln(zoom)`, and the wheel's `2^(−Δ·f)`. These are ports of FreeBSD's
// msun (lib/msun/src/e_exp.c and e_log.c), which carry this notice:
//
//   Copyright (C) 2004 by Sun Microsystems, Inc. All rights reserved.
//   Permission to use, copy, modify, and distribute this software is freely granted, provided
//   that this notice is preserved.
//
// Both are within one ulp (msun's own bound). The tests compare the motion model's samples, which
// go through them, with the platform's libm.

/// AffineKit's own exponential and logarithm (see the file comment for their provenance).
@usableFromInline
enum Exponential {
  /// `e^x`, within one ulp. `+∞` above 709.78, `0` below −745.13, NaN for NaN.
  @usableFromInline
  static func exp(_ x: Double) -> Double {
    let ln2Hi = 6.93147180369123816490e-01
    let ln2Lo = 1.90821492927058770002e-10
    let invLn2 = 1.44269504088896338700e+00
    let p1 = 1.66666666666666019037e-01
    let p2 = -2.77777777770155933842e-03
    let p3 = 6.61375632143793436117e-05
    let p4 = -1.65339022054652515390e-06
    let p5 = 4.13813679705723846039e-08
    let ax = x.magnitude
    if !(ax < 708) {
      if x.isNaN { return x }
      if x > 7.09782712893383973096e+02 { return .infinity }
      if x < -7.45133219101941108420e+02 { return 0 }
    }
    var hi = 0.0
    var lo = 0.0
    var k = 0
    var r = x
    if ax > 0.5 * 0.6931471805599453 {
      if ax < 1.5 * 0.6931471805599453 {
        k = x < 0 ? -1 : 1
        hi = x < 0 ? x + ln2Hi : x - ln2Hi
        lo = x < 0 ? -ln2Lo : ln2Lo
      } else {
        k = Int(invLn2 * x + (x < 0 ? -0.5 : 0.5))
        let t = Double(k)
        hi = x - t * ln2Hi
        lo = t * ln2Lo
      }
      r = hi - lo
    } else if ax < 0x1p-28 {
      return 1 + x
    }
    let t = r * r
    let c = r - t * (p1 + t * (p2 + t * (p3 + t * (p4 + t * p5))))
    if k == 0 { return 1 - ((r * c) / (c - 2) - r) }
    let y = 1 - ((lo - (r * c) / (2 - c)) - hi)
    // y·2^k without overflowing in between: y is in [0.5, 2), k in [-1075, 1024].
    if k >= -1021 {
      if k == 1024 { return y * 2 * 0x1p1023 }
      return y * twoTo(k)
    }
    return y * twoTo(k + 1000) * 0x1p-1000
  }

  /// `2^k` for a normal power, `k` in `-1022...1023`, from its bits (the exponent field is
  /// `k + 1023`, the significand 0).
  @usableFromInline
  @inline(__always)
  static func twoTo(_ k: Int) -> Double {
    Double(bitPattern: UInt64(truncatingIfNeeded: k &+ 1023) << 52)
  }

  /// `ln x`, within one ulp. `−∞` for ±0, NaN for a negative `x` or NaN, `+∞` for `+∞`.
  @usableFromInline
  static func log(_ x: Double) -> Double {
    let ln2Hi = 6.93147180369123816490e-01
    let ln2Lo = 1.90821492927058770002e-10
    let lg1 = 6.666666666666735130e-01
    let lg2 = 3.999999999940941908e-01
    let lg3 = 2.857142874366239149e-01
    let lg4 = 2.222219843214978396e-01
    let lg5 = 1.818357216161805012e-01
    let lg6 = 1.531383769920937332e-01
    let lg7 = 1.479819860511658591e-01
    var v = x
    var bits = v.bitPattern
    var hx = Int32(truncatingIfNeeded: bits >> 32)
    var k: Int32 = 0
    if hx < 0x0010_0000 {  // x < 2^-1022: zero, negative, subnormal
      if bits & 0x7fff_ffff_ffff_ffff == 0 { return -.infinity }
      if hx < 0 { return .nan }
      k -= 54
      v *= 0x1p54
      bits = v.bitPattern
      hx = Int32(truncatingIfNeeded: bits >> 32)
    }
    if hx >= 0x7ff0_0000 { return v + v }
    k += (hx >> 20) - 1023
    hx &= 0x000f_ffff
    let i = (hx &+ 0x95f64) & 0x10_0000
    // Normalize x or x/2 into [√½, √2).
    let high = UInt64(UInt32(bitPattern: hx | (i ^ 0x3ff0_0000)))
    v = Double(bitPattern: (high << 32) | (bits & 0xffff_ffff))
    k += i >> 20
    let f = v - 1
    let dk = Double(k)
    if (0x000f_ffff & (2 &+ hx)) < 3 {  // -2^-20 <= f < 2^-20
      if f == 0 { return k == 0 ? 0 : dk * ln2Hi + dk * ln2Lo }
      let r = f * f * (0.5 - 0.33333333333333333 * f)
      return k == 0 ? f - r : dk * ln2Hi - ((r - dk * ln2Lo) - f)
    }
    let s = f / (2 + f)
    let z = s * s
    let w = z * z
    let t1 = w * (lg2 + w * (lg4 + w * lg6))
    let t2 = z * (lg1 + w * (lg3 + w * (lg5 + w * lg7)))
    let r = t2 + t1
    if ((hx &- 0x6147a) | (0x6b851 &- hx)) > 0 {
      let hfsq = 0.5 * f * f
      if k == 0 { return f - (hfsq - s * (hfsq + r)) }
      return dk * ln2Hi - ((hfsq - (s * (hfsq + r) + dk * ln2Lo)) - f)
    }
    if k == 0 { return f - s * (f - r) }
    return dk * ln2Hi - ((s * (f - r) - dk * ln2Lo) - f)
  }
}
