extension AffineTransform {
  /// Returns the inverse transform, or `self` unchanged when the transform is singular, as
  /// `CGAffineTransformInvert` ("If `t` has zero determinant, then `t` is returned unchanged").
  ///
  /// Singular means ``determinant`` `== 0` exactly; for an invertible transform
  /// `p.applying(t).applying(t.inverted())` is `p` up to rounding. The entries are CoreGraphics'
  /// (`d/det`, `-b/det`, `-c/det`, `a/det`, `(c*ty - d*tx)/det`, `(b*tx - a*ty)/det`), bit for bit
  /// unless one of the three differences of products can cancel (the determinant's products have
  /// the same sign and are within a factor of 7 of each other, or a translation numerator's
  /// within a factor of 3); that difference is then computed by Kahan's algorithm (see
  /// ``determinant``), so the linear entries are within 4 ulps and the translation within 6 ulps
  /// of the exact inverse.
  ///
  ///     AffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted()
  ///     // AffineTransform(a: 0.5, b: -0.0, c: -0.0, d: 0.25, tx: -3.0, ty: -2.0)
  ///
  /// Edge cases:
  /// - Singular (`determinant == 0`, including a determinant that underflows to 0): returns `self`.
  ///   Use ``inverse`` to tell this case apart.
  /// - Subnormal determinant: inverted; the entries may overflow to infinity.
  /// - NaN or infinite determinant: not singular; the result has NaN or zero entries.
  @inlinable
  @inline(always)
  public func inverted() -> AffineTransform {
    // The three differences of products, each as differenceOfProducts(_:_:_:_:filter:) computes
    // it: the determinant a·d − b·c with the filter constant 3/4, and the translation numerators
    // c·ty − d·tx and b·tx − a·ty (lanes x and y) with 1/2. All three are first computed by
    // CoreGraphics' formula and tested by the filter at once, so the common case is one branch;
    // a difference the filter rejects is recomputed accurately, alone.
    let ad = a * d
    let bc = b * c
    var det = ad - bc
    let first = SIMD2(c, b) * SIMD2(ty, tx)
    let second = SIMD2(d, a) * SIMD2(tx, ty)
    var numerators = first - second
    let determinantBound = AffineTransform.determinantFilter * (ad + bc).magnitude
    // ≥ 0 exactly where the filter accepts a numerator; NaN (an overflowing product) rejects it.
    let numeratorMargins =
      AffineTransform.magnitudes(numerators) - AffineTransform.numeratorFilter
      * AffineTransform.magnitudes(first + second)
    // `bound < |det|` also rejects det == 0, so the common case needs no singularity test.
    let determinantPasses = determinantBound < det.magnitude
    if !(determinantPasses && numeratorMargins.x >= 0 && numeratorMargins.y >= 0) {
      if !determinantPasses {
        // The filter's own test, `|det| − bound ≥ 0`, also holds at equality (two zero products:
        // CoreGraphics' signed zero); otherwise Kahan's algorithm.
        if !(det.magnitude - determinantBound >= 0) {
          det = AffineTransform.accurateDifferenceOfProducts(a, d, b, c)
        }
        if det == 0 { return self }
      }
      if !(numeratorMargins.x >= 0) {
        numerators.x = AffineTransform.accurateDifferenceOfProducts(c, ty, d, tx)
      }
      if !(numeratorMargins.y >= 0) {
        numerators.y = AffineTransform.accurateDifferenceOfProducts(b, tx, a, ty)
      }
    }
    // Dividing each entry by det (rather than multiplying by 1/det) keeps a subnormal det from
    // overflowing the reciprocal to infinity. Lane by lane, these are the scalar divisions.
    let linear = SIMD4(d, -b, -c, a) / det
    let translation = numerators / det
    return AffineTransform(
      a: linear.x, b: linear.y, c: linear.z, d: linear.w, tx: translation.x, ty: translation.y)
  }

  /// The inverse transform, or `nil` exactly when the transform is singular (``determinant``
  /// `== 0`).
  ///
  /// CoreGraphics has no such property: its `inverted()` returns a singular transform unchanged,
  /// which callers cannot tell from success. `inverse` is that same computation with the failure
  /// made visible.
  ///
  ///     AffineTransform(scaleX: 0, y: 1).inverse  // nil
  ///     AffineTransform(scaleX: 2, y: 4).inverse  // AffineTransform(a: 0.5, …, d: 0.25, …)
  ///
  /// Edge cases:
  /// - NaN determinant: not `nil`; the entries are NaN.
  @inlinable
  public var inverse: AffineTransform? {
    determinant == 0 ? nil : inverted()
  }
}

// The floating-point filter of differenceOfProducts(_:_:_:_:filter:), and why it is enough.
//
// Shewchuk ("Adaptive Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates",
// Discrete & Computational Geometry 18, 1997, §4) evaluates a predicate in floating point first
// and compares the result with an a-priori bound on its rounding error: orient2d keeps the sign
// of det = detleft − detright when |det| ≥ (3u + 16u²)·(|detleft| + |detright|). The same idea
// bounds the relative error instead of the sign. With u = 2⁻⁵³, P̂ = fl(p·q), Q̂ = fl(r·s),
// D̂ = fl(P̂ − Q̂), Σ̂ = fl(P̂ + Q̂), and no underflow or overflow, each rounding to nearest errs by
// at most half an ulp of its result, so by at most u times the result's magnitude (Higham,
// "Accuracy and Stability of Numerical Algorithms", 2nd ed., 2002, §2.2):
//
//     |D̂ − (p·q − r·s)| ≤ u·|P̂| + u·|Q̂| + u·|D̂|.                                        (1)
//
// The filter accepts D̂ when |D̂| ≥ fl(k·|Σ̂|) for a constant 0 < k ≤ 1 (it is computed as
// `|D̂| − fl(k·|Σ̂|) ≥ 0`, which holds exactly then, since a difference of doubles rounds to 0
// only when they are equal, and is NaN, so rejected, for an overflowing product).
// - P̂ and Q̂ of opposite signs, or one of them 0: |D̂| = fl(|P̂| + |Q̂|) ≥ fl(||P̂| − |Q̂||) = |Σ̂| ≥
//   fl(k·|Σ̂|), so the filter always accepts, and |P̂| + |Q̂| ≤ (1 + u)·|D̂|: (1) is at most
//   u·(2 + u)·|D̂|.
// - The same sign: |P̂| + |Q̂| = |P̂ + Q̂| ≤ (1 + u)·|Σ̂| and fl(k·|Σ̂|) ≥ k·|Σ̂|/(1 + u), so
//   acceptance gives |P̂| + |Q̂| ≤ (1 + u)²·|D̂|/k, and (1) is at most η·|D̂| with
//   η = u·(1 + (1 + u)²/k). Acceptance means the larger product is at least (1 + k)/(1 − k)
//   times the smaller one, up to rounding.
// Either way |D̂ − D| ≤ η·|D̂| ≤ η·(|D| + |D̂ − D|), so the relative error is at most η/(1 − η),
// and D̂ has D's sign and is 0 only when D is. Counted in doubles, a relative error ε puts D̂
// less than ε/u + ½ doubles from the correctly rounded D.
// - k = 3/4 (the determinant; products within a factor of 7 go to Kahan's algorithm):
//   η/(1 − η) < 2.34u, so at most 2 doubles from the rounded exact value, which is Kahan's
//   algorithm's bound too (2u, Jeannerod, Louvet & Muller, Math. Comp. 82, 2013).
// - k = 1/2 (the inverse's translation numerators; products within a factor of 3): < 3.01u.
//   With the determinant's 2.34u and one division, a translation entry is within
//   (1 + 3.01u)(1 + u)/(1 − 2.34u) − 1 < 6.36u of its exact value, less than 6.86 doubles: at
//   most 6. A linear entry (one division) is within 3.35u: at most 3 doubles.
// So either path meets the same documented bounds; the filter only decides which is cheaper.
extension AffineTransform {
  /// The filter constant for a determinant, `a*d - b*c`: the naive difference is kept when it is
  /// at least 3/4 of the products' sum in magnitude (within 2.34u relative; see the derivation
  /// above this extension).
  @inlinable
  static var determinantFilter: Double { 0.75 }

  /// The filter constant for `inverted()`'s translation numerators: 1/2 (within 3.01u).
  @inlinable
  static var numeratorFilter: Double { 0.5 }

  /// `|v.x|, |v.y|` (one mask operation on both lanes).
  @inlinable
  static func magnitudes(_ v: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(v.x.magnitude, v.y.magnitude)
  }

  /// `p*q - r*s`: CoreGraphics' `p*q - r*s` wherever the floating-point filter (the derivation
  /// above this extension) proves it accurate, and Kahan's algorithm where it cannot.
  ///
  /// The two products are rounded first, as CoreGraphics' formula does. The naive difference is
  /// kept when its magnitude is at least `filter` times the magnitude of the products' sum:
  /// always for opposite signs or a single zero product, and for products of the same sign when
  /// one is at least `(1 + filter)/(1 − filter)` times the other (7 for the default 3/4). It is
  /// then CoreGraphics' result bit for bit, within `u·(1 + 1/filter)` relative (u = 2⁻⁵³; 2.34u
  /// for 3/4). Everything else (products of the same sign and nearly the same size, where the
  /// naive formula can lose every digit; a non-finite product or difference) goes to the
  /// out-of-line ``accurateDifferenceOfProducts(_:_:_:_:)``. With the default filter the result is
  /// at most 2 ulps (counted in doubles) from the rounded exact value when no intermediate
  /// overflows or underflows (Docs/Accuracy.md).
  ///
  /// Edge cases:
  /// - Exactly 0 when `p*q == r*s` exactly and `r*s` is exact or does not underflow; both products
  ///   zero give CoreGraphics' signed zero.
  /// - A product that overflows to ±∞ with finite operands: Kahan's algorithm, so the result is
  ///   finite when the exact difference is (CoreGraphics' formula gives ±∞ there).
  /// - A NaN or infinite operand, or a difference that overflows: the naive `p*q - r*s`, so
  ///   non-finite results are those of CoreGraphics' formula.
  /// - A product that underflows to 0: the naive formula, CoreGraphics' value (no error bound
  ///   holds in gradual underflow).
  @inlinable
  static func differenceOfProducts(
    _ p: Double, _ q: Double, _ r: Double, _ s: Double, filter: Double = determinantFilter
  ) -> Double {
    let pq = p * q
    let rs = r * s
    let difference = pq - rs
    let bound = filter * (pq + rs).magnitude
    // The filter's test is `|difference| − bound ≥ 0`. Its strict form, one comparison, decides
    // every case but equality (two zero products above all), and rejects NaN and ∞ (an
    // overflowing product); the full test then runs only on the rare path.
    if bound < difference.magnitude { return difference }
    if difference.magnitude - bound >= 0 { return difference }
    return accurateDifferenceOfProducts(p, q, r, s)
  }

  /// The rare path of ``differenceOfProducts(_:_:_:_:filter:)``: Kahan's algorithm
  /// (``kahanDifferenceOfProducts(_:_:_:_:)``), kept out of line so that the common path stays a
  /// few instructions and its caller keeps its registers (on x86-64 each fused multiply-add is a
  /// call into libm, after which every floating-point register must be reloaded).
  @usableFromInline
  @inline(never)
  static func accurateDifferenceOfProducts(_ p: Double, _ q: Double, _ r: Double, _ s: Double)
    -> Double
  {
    kahanDifferenceOfProducts(p, q, r, s)
  }

  /// `p*q - r*s` by Kahan's algorithm with one fused multiply-add per product: within 2u of the
  /// exact value when no intermediate overflows or underflows (Jeannerod, Louvet & Muller,
  /// "Further analysis of Kahan's algorithm for the accurate computation of 2×2 determinants",
  /// Math. Comp. 82 (2013)), where the naive formula can be wrong in every digit when the
  /// products nearly cancel.
  ///
  /// Edge cases:
  /// - When the result is not finite (an infinite or NaN operand, or an overflowing product), the
  ///   naive `p*q - r*s` is returned, so non-finite results are those of CoreGraphics' formula.
  @inlinable
  static func kahanDifferenceOfProducts(_ p: Double, _ q: Double, _ r: Double, _ s: Double)
    -> Double
  {
    let w = r * s
    let e = w.addingProduct(-r, s)  // w - r*s, exact: the rounding error of w
    let f = (-w).addingProduct(p, q)  // p*q - w, rounded once
    let result = f + e
    return result.isFinite ? result : p * q - r * s
  }
}
