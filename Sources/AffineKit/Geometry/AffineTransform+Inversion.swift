extension AffineTransform {
  /// Returns the inverse transform, or `self` unchanged when the transform is singular, as
  /// `CGAffineTransformInvert` ("If `t` has zero determinant, then `t` is returned unchanged").
  ///
  /// Singular means ``determinant`` `== 0` exactly; for an invertible transform
  /// `p.applying(t).applying(t.inverted())` is `p` up to rounding. The entries are CoreGraphics'
  /// (`d/det`, `-b/det`, `-c/det`, `a/det`, `(c*ty - d*tx)/det`, `(b*tx - a*ty)/det`), bit for bit
  /// when none of the three differences of products can cancel; where one can, it is computed by
  /// Kahan's algorithm (see ``determinant``), so the linear entries are within 4 ulps and the
  /// translation within 6 ulps of the exact inverse.
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
  public func inverted() -> AffineTransform {
    let det = determinant
    if det == 0 { return self }
    // Dividing each entry by det (rather than multiplying by 1/det) keeps a subnormal det from
    // overflowing the reciprocal to infinity.
    // The translation numerators are 2×2 determinants too, so they get the same difference of
    // products (CoreGraphics' formula unless it cancels, Kahan's algorithm where it does): each
    // entry is then within a few ulps of the exact inverse of the stored matrix
    // (Docs/Accuracy.md), where the naive c*ty - d*tx can cancel catastrophically.
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: AffineTransform.differenceOfProducts(c, ty, d, tx) / det,
      ty: AffineTransform.differenceOfProducts(b, tx, a, ty) / det)
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

extension AffineTransform {
  /// `p*q - r*s`: CoreGraphics' `p*q - r*s` wherever that is accurate, and Kahan's algorithm
  /// where it is not.
  ///
  /// The two products are rounded first, as CoreGraphics' formula does. If their difference is
  /// larger than 15/17 of their sum in magnitude (``noCancellationRatio``), the subtraction did not
  /// cancel: true for opposite signs, a single zero product, and products of the same sign one of
  /// which is more than 16 times the other (exactly so up to rounding at that boundary). Then the
  /// naive difference is returned, which is CoreGraphics' result bit for bit, within
  /// `u + u·17/15 ≈ 2.13u` (u = 2⁻⁵³) of the exact value. Everything else (products of the same
  /// sign and nearly the same size, the case where the naive formula can lose every digit; two
  /// zero products; a non-finite product or difference) goes to the out-of-line
  /// ``accurateDifferenceOfProducts(_:_:_:_:)``. Either way the result is at most 2 ulps (counted
  /// in doubles) from the rounded exact value when no intermediate overflows or underflows
  /// (Docs/Accuracy.md).
  ///
  /// Why the test is one comparison: for products of the same sign `|pq| + |rs|` is `|pq + rs|`,
  /// and for opposite signs `|pq − rs| ≥ |pq + rs|` always holds, so `|pq − rs| > (15/17)·|pq + rs|`
  /// accepts exactly what the test on `|pq| + |rs|` accepts, minus the boundary and the zero and
  /// non-finite cases, which the out-of-line path decides as before. It keeps `inverted()` small
  /// enough to inline (Docs/Performance.md).
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
  static func differenceOfProducts(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Double {
    let pq = p * q
    let rs = r * s
    let difference = pq - rs
    // Two zero products give 0 - 0 = 0 (accepted); ∞ - ∞ and NaN fail the comparison.
    if difference.magnitude - noCancellationRatio * (pq + rs).magnitude >= 0 {
      return difference
    }
    return accurateDifferenceOfProducts(p, q, r, s)
  }

  /// 15/17: a difference of two products larger than this fraction of their sum (in magnitude)
  /// did not cancel (for products of the same sign, one is more than 16 times the other). There,
  /// the naive difference errs by at most `u·(|pq| + |rs|) + u·|pq − rs| ≤ (1 + 17/15)·u`
  /// relative, so the inverse keeps the bounds Kahan's 2u gives it (Docs/Accuracy.md).
  @inlinable
  static var noCancellationRatio: Double { 15.0 / 17.0 }

  /// The rare path of ``differenceOfProducts(_:_:_:_:)``: Kahan's algorithm
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
