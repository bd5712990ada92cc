// Sine, cosine, arctangent and hypot for AffineKit, in pure Swift.
//
// The standard library has no trigonometry, and AffineKit may import nothing else (it must build
// for Embedded Swift and WebAssembly without a C library). These are ports of FreeBSD's msun
// (lib/msun/src/k_sin.c, k_cos.c, e_rem_pio2.c, s_atan.c, e_atan2.c), which carry this notice:
//
//   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//   Developed at SunPro, a Sun Microsystems, Inc. business.
//   Permission to use, copy, modify, and distribute this software is freely granted, provided
//   that this notice is preserved.
//
// For arguments beyond 2^20·π/2 the reduction modulo π/2 uses a Payne–Hanek step over a table of
// the bits of 2/π (generated with mpmath to 1344 bits), so every finite angle is reduced
// accurately. The tests compare these functions with the platform's libm over seeded samples.

/// AffineKit's own elementary functions (see the file comment for their provenance).
@usableFromInline
enum Trigonometry {
  /// Returns `(sin x, cos x)`, each within one ulp; NaN for non-finite `x`.
  @usableFromInline
  static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    let ax = x.magnitude
    if ax <= 0x1.921fb54442d18p-1 {  // |x| <= π/4: no reduction.
      if ax < 0x1p-26 { return (x, 1) }
      return (kernelSin(x, 0, hasTail: false), kernelCos(x, 0))
    }
    if !x.isFinite { return (x - x, x - x) }
    let (n, y0, y1) = reduce(x)
    let s = kernelSin(y0, y1, hasTail: true)
    let c = kernelCos(y0, y1)
    switch n & 3 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  // MARK: Kernels on [-π/4, π/4] (k_sin.c, k_cos.c)

  static func kernelSin(_ x: Double, _ y: Double, hasTail: Bool) -> Double {
    let s1 = -1.66666666666666324348e-01
    let s2 = 8.33333333332248946124e-03
    let s3 = -1.98412698298579493134e-04
    let s4 = 2.75573137070700676789e-06
    let s5 = -2.50507602534068634195e-08
    let s6 = 1.58969099521155010221e-10
    let z = x * x
    let w = z * z
    let r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6)
    let v = z * x
    if !hasTail { return x + v * (s1 + z * r) }
    return x - ((z * (0.5 * y - v * r) - y) - v * s1)
  }

  static func kernelCos(_ x: Double, _ y: Double) -> Double {
    let c1 = 4.16666666666666019037e-02
    let c2 = -1.38888888888741095749e-03
    let c3 = 2.48015872894767294178e-05
    let c4 = -2.75573143513906633035e-07
    let c5 = 2.08757232129817482790e-09
    let c6 = -1.13596475577881948265e-11
    let z = x * x
    var w = z * z
    let r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6))
    let hz = 0.5 * z
    w = 1 - hz
    return w + (((1 - w) - hz) + (z * r - x * y))
  }

  // MARK: Reduction modulo π/2 (e_rem_pio2.c, medium case; Payne–Hanek beyond it)

  /// Returns `n` and `y0 + y1 = x - n·π/2` with `|y0 + y1| <= π/4` (a little more in rare cases,
  /// which the kernels tolerate).
  static func reduce(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
    let ax = x.magnitude
    if ax >= 0x1.921fb54442d18p20 { return reduceLarge(x) }
    let invpio2 = 6.36619772367581382433e-01
    let pio2_1 = 1.57079632673412561417e+00
    let pio2_1t = 6.07710050650619224932e-11
    let pio2_2 = 6.07710050630396597660e-11
    let pio2_2t = 2.02226624879595063154e-21
    let pio2_3 = 2.02226624871116645580e-21
    let pio2_3t = 8.47842766036889956997e-32
    let fn = (x * invpio2).rounded(.toNearestOrEven)
    let n = Int(fn)
    var r = x - fn * pio2_1
    var w = fn * pio2_1t
    var y0 = r - w
    let j = Int(x.exponentBitPattern)
    // Each further step is needed only when cancellation lost bits (fdlibm's exponent test).
    if j - Int(y0.exponentBitPattern) > 16 {
      var t = r
      w = fn * pio2_2
      r = t - w
      w = fn * pio2_2t - ((t - r) - w)
      y0 = r - w
      if j - Int(y0.exponentBitPattern) > 49 {
        t = r
        w = fn * pio2_3
        r = t - w
        w = fn * pio2_3t - ((t - r) - w)
        y0 = r - w
      }
    }
    let y1 = (r - y0) - w
    return (n, y0, y1)
  }

  /// The bits of 2/π after the binary point, most significant first (bit 1 is the top bit of
  /// word 0), generated with mpmath at 1400 bits of precision.
  static let twoOverPiBits: [UInt64] = [
    0xA2F9_836E_4E44_1529, 0xFC27_57D1_F534_DDC0, 0xDB62_9599_3C43_9041, 0xFE51_63AB_DEBB_C561,
    0xB724_6E3A_424D_D2E0, 0x0649_2EEA_09D1_921C, 0xFE1D_EB1C_B129_A73E, 0xE882_35F5_2EBB_4484,
    0xE99C_7026_B45F_7E41, 0x3991_D639_8353_39F4, 0x9C84_5F8B_BDF9_283B, 0x1FF8_97FF_DE05_980F,
    0xEF2F_118B_5A0A_6D1F, 0x6D36_7ECF_27CB_09B7, 0x4F46_3F66_9E5F_EA2D, 0x7527_BAC7_EBE5_F17B,
    0x3D07_39F7_8A52_92EA, 0x6BFB_5FB1_1F8D_5D08, 0x5603_3046_FC7B_6BAB, 0xF0CF_BC20_9AF4_361D,
    0xA9E3_9161_5EE6_1B08,
  ]

  /// The 64 bits of 2/π starting at fractional bit `position` (1-based), zero past the table.
  static func twoOverPiWord(at position: Int) -> UInt64 {
    let bit = position - 1
    let index = bit >> 6
    let shift = UInt64(bit & 63)
    let table = twoOverPiBits
    let hi = index < table.count ? table[index] : 0
    let lo = index + 1 < table.count ? table[index + 1] : 0
    return shift == 0 ? hi : (hi << shift) | (lo >> (64 - shift))
  }

  /// Payne–Hanek reduction for `|x| >= 2^20·π/2`: multiplies the 53-bit significand by the 192
  /// bits of 2/π that matter, keeps the result modulo 4, and scales the fraction back by π/2 in
  /// double-double arithmetic.
  static func reduceLarge(_ x: Double) -> (n: Int, y0: Double, y1: Double) {
    // |x| = m · 2^e with m a 53-bit integer.
    let m = x.significandBitPattern | (1 << 52)
    let e = Int(x.exponentBitPattern) - 1075
    // Bits of 2/π before position s contribute multiples of 4 to m·2^e·(2/π): skip them. The
    // ignored tail after s + 191 contributes less than 2^-137.
    let s = Swift.max(1, e - 1)
    let w0 = twoOverPiWord(at: s)
    let w1 = twoOverPiWord(at: s + 64)
    let w2 = twoOverPiWord(at: s + 128)
    // P = m · (w0·2^128 + w1·2^64 + w2), 256 bits in q3 (least significant) ... q0.
    let p2 = m.multipliedFullWidth(by: w2)
    let p1 = m.multipliedFullWidth(by: w1)
    let p0 = m.multipliedFullWidth(by: w0)
    let q3 = p2.low
    let (q2, carry2) = p2.high.addingReportingOverflow(p1.low)
    let (q1, carry1) = (p1.high &+ (carry2 ? 1 : 0)).addingReportingOverflow(p0.low)
    let q0 = p0.high &+ (carry1 ? 1 : 0)
    // x·(2/π) modulo 4 is P · 2^-point, with point in 190...224 for the inputs that reach here.
    let point = s + 191 - e
    func bits(at b: Int) -> UInt64 {
      func word(_ i: Int) -> UInt64 {
        switch i {
        case 0: return q3
        case 1: return q2
        case 2: return q1
        case 3: return q0
        default: return 0
        }
      }
      let i = b >> 6
      let shift = UInt64(b & 63)
      if shift == 0 { return word(i) }
      return (word(i) >> shift) | (word(i + 1) << (64 - shift))
    }
    var n = Int(bits(at: point) & 3)
    var gHi = bits(at: point - 64)  // fraction bits 2^-1 ... 2^-64
    var gLo = bits(at: point - 128)  // fraction bits 2^-65 ... 2^-128
    // Round to the nearest quadrant: a fraction f >= 1/2 becomes the next quadrant and -(1 - f).
    let negative = gHi >> 63 == 1
    if negative {
      n += 1
      gLo = ~gLo &+ 1
      gHi = ~gHi &+ (gLo == 0 ? 1 : 0)
    }
    // g = gHi·2^-64 + gLo·2^-128 <= 1/2 as a double-double (hi + lo); gHi <= 2^63, so the
    // rounded hi converts back to UInt64 and the residual is exact.
    let hiRounded = Double(gHi)
    let residual = Int64(bitPattern: gHi &- UInt64(hiRounded))
    let hi = hiRounded * 0x1p-64
    let lo = Double(residual) * 0x1p-64 + Double(gLo) * 0x1p-128
    // r = g · π/2 with π/2 = pio2Hi + pio2Lo; the fused product gives the rounding error exactly.
    let pio2Hi = 1.5707963267948966
    let pio2Lo = 6.123233995736766e-17
    var y0 = hi * pio2Hi
    var y1 = (-y0).addingProduct(hi, pio2Hi) + lo * pio2Hi + hi * pio2Lo
    let t = y0 + y1
    y1 -= t - y0
    y0 = t
    if negative {
      y0 = -y0
      y1 = -y1
    }
    if x < 0 { return ((-n) & 3, -y0, -y1) }
    return (n & 3, y0, y1)
  }

  // MARK: Arctangent (s_atan.c, e_atan2.c)

  static func atan(_ x0: Double) -> Double {
    // Tables as switches, not local array literals: an array literal allocates on every call in
    // unoptimized builds (the allocation test catches it).
    func atanhi(_ i: Int) -> Double {
      switch i {
      case 0: 4.63647609000806093515e-01
      case 1: 7.85398163397448278999e-01
      case 2: 9.82793723247329054082e-01
      default: 1.57079632679489655800e+00
      }
    }
    func atanlo(_ i: Int) -> Double {
      switch i {
      case 0: 2.26987774529616870924e-17
      case 1: 3.06161699786838301793e-17
      case 2: 1.39033110312309984516e-17
      default: 6.12323399573676603587e-17
      }
    }
    let ax = x0.magnitude
    if x0.isNaN { return x0 + x0 }
    if ax >= 0x1p66 { return x0 > 0 ? atanhi(3) + atanlo(3) : -atanhi(3) - atanlo(3) }
    var x = x0
    var id = -1
    if ax < 0.4375 {
      if ax < 0x1p-27 { return x0 }
    } else {
      x = ax
      if ax < 1.1875 {
        if ax < 0.6875 {
          id = 0
          x = (2.0 * x - 1.0) / (2.0 + x)
        } else {
          id = 1
          x = (x - 1.0) / (x + 1.0)
        }
      } else {
        if ax < 2.4375 {
          id = 2
          x = (x - 1.5) / (1.0 + 1.5 * x)
        } else {
          id = 3
          x = -1.0 / x
        }
      }
    }
    let z = x * x
    let w = z * z
    let s1 =
      z
      * (3.33333333333329318027e-01 + w
        * (1.42857142725034663711e-01 + w
          * (9.09088713343650656196e-02 + w
            * (6.66107313738753120669e-02 + w
              * (4.97687799461593236017e-02 + w * 1.62858201153657823623e-02)))))
    let s2 =
      w
      * (-1.99999999998764832476e-01 + w
        * (-1.11111104054623557880e-01 + w
          * (-7.69187620504482999495e-02 + w
            * (-5.83357013379057348645e-02 + w * -3.65315727442169155270e-02))))
    if id < 0 { return x - x * (s1 + s2) }
    let result = atanhi(id) - ((x * (s1 + s2) - atanlo(id)) - x)
    return x0 < 0 ? -result : result
  }

  /// The angle of the vector `(x, y)` from +x, in radians in `-π...π`, with C's `atan2` rules for
  /// zeros and infinities.
  @usableFromInline
  static func atan2(_ y: Double, _ x: Double) -> Double {
    let pi = 3.1415926535897931160e+00
    let piLo = 1.2246467991473531772e-16
    let piOver2 = 1.5707963267948965580e+00
    let piOver4 = 7.8539816339744827900e-01
    if x.isNaN || y.isNaN { return x + y }
    if x == 1 { return atan(y) }
    let m = (y.sign == .minus ? 1 : 0) | (x.sign == .minus ? 2 : 0)
    if y == 0 {
      switch m {
      case 0, 1: return y
      case 2: return pi
      default: return -pi
      }
    }
    if x == 0 { return y < 0 ? -piOver2 : piOver2 }
    if x.isInfinite {
      if y.isInfinite {
        switch m {
        case 0: return piOver4
        case 1: return -piOver4
        case 2: return 3 * piOver4
        default: return -3 * piOver4
        }
      }
      switch m {
      case 0: return 0
      case 1: return -0.0
      case 2: return pi
      default: return -pi
      }
    }
    if y.isInfinite { return y < 0 ? -piOver2 : piOver2 }
    let k = Int(y.exponentBitPattern) - Int(x.exponentBitPattern)
    var z: Double
    var quadrant = m
    if k > 60 {
      z = piOver2 + 0.5 * piLo
      quadrant &= 1
    } else if x < 0 && k < -60 {
      z = 0
    } else {
      z = atan((y / x).magnitude)
    }
    switch quadrant {
    case 0: return z
    case 1: return -z
    case 2: return pi - (z - piLo)
    default: return (z - piLo) - pi
    }
  }

  /// `√(x² + y²)` without intermediate overflow or underflow.
  @usableFromInline
  static func hypot(_ x: Double, _ y: Double) -> Double {
    let ax = x.magnitude
    let ay = y.magnitude
    if ax.isInfinite || ay.isInfinite { return .infinity }
    if ax.isNaN || ay.isNaN { return .nan }
    let big = Swift.max(ax, ay)
    let small = Swift.min(ax, ay)
    if big == 0 { return 0 }
    if big >= 0x1p500 || small <= 0x1p-500 {
      let ratio = small / big
      return big * (1 + ratio * ratio).squareRoot()
    }
    return (ax * ax + ay * ay).squareRoot()
  }
}
