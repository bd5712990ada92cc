extension AffineTransform {
  /// Returns the inverse transform, or `self` unchanged when the transform is singular, as
  /// `CGAffineTransformInvert` ("If `t` has zero determinant, then `t` is returned unchanged").
  ///
  /// Singular means ``determinant`` `== 0` exactly; for an invertible transform
  /// `p.applying(t).applying(t.inverted())` is `p` up to rounding. The entries are CoreGraphics'
  /// (`d/det`, `-b/det`, `-c/det`, `a/det`, `(c*ty - d*tx)/det`, `(b*tx - a*ty)/det`), with the
  /// determinant and the two translation numerators each computed by Kahan's algorithm (see
  /// ``determinant``), so the linear entries are within 3 ulps and the translation within 5 ulps
  /// of the exact inverse, and every platform gives the same bits.
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
    // The determinant a·d − b·c and the translation numerators c·ty − d·tx and b·tx − a·ty
    // (lanes x and y), each by differenceOfProducts(_:_:_:_:), which has no branch.
    let det = AffineTransform.differenceOfProducts(a, d, b, c)
    if det == 0 { return self }
    let numerators = SIMD2(
      AffineTransform.differenceOfProducts(c, ty, d, tx),
      AffineTransform.differenceOfProducts(b, tx, a, ty))
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

// Kahan's algorithm for p·q − r·s, and why it is the one formula.
//
// With one fused multiply-add per product (W. Kahan; analysed by Jeannerod, Louvet & Muller,
// "Further analysis of Kahan's algorithm for the accurate computation of 2×2 determinants",
// Math. Comp. 82, 2013):
//
//     w = fl(r·s);  e = fma(−r, s, w) = w − r·s exactly;  f = fma(p, q, −w);  result = fl(f + e).
//
// e is exact because the rounding error of a product is a double (no underflow). With u = 2⁻⁵³
// and no overflow or underflow, the result is within 2u of p·q − r·s relative and within 1.5 ulps
// of it absolutely, both bounds asymptotically optimal (ibid.), so at most 2 doubles from the
// rounded exact value. The naive fl(fl(p·q) − fl(r·s)) can be wrong in every digit when the two
// products nearly cancel.
//
// Exact zero: if p·q = r·s exactly, then p·q − w = −e is a double, so f = −e and the result is
// f + e = 0 exactly. A singular matrix keeps determinant 0, and the sign of a nonzero
// determinant is exact (a relative error below 1 cannot flip it).
//
// fma is correctly rounded by IEEE 754 wherever it runs: one instruction on arm64 and on x86-64
// CPUs with FMA, glibc's routine on the x86-64 baseline, the software routine of the WebAssembly
// module. So one formula gives the same bits on every platform, which the benchmarks' C mirror
// and the browser test check.
extension AffineTransform {
  /// `p*q - r*s` by Kahan's algorithm (the derivation above this extension): within 2u relative
  /// (u = 2⁻⁵³) and at most 2 ulps (counted in doubles) from the rounded exact value when no
  /// intermediate overflows or underflows, and exactly 0 when `p*q == r*s` exactly.
  ///
  /// Every difference of products of ``determinant``, ``inverted()`` and
  /// ``ProjectiveTransform``'s adjugate is this one function.
  ///
  /// Edge cases:
  /// - When the result is not finite (an infinite or NaN operand, or an overflowing product), the
  ///   naive `p*q - r*s` is returned, so non-finite results are those of CoreGraphics' formula.
  /// - A product that overflows to ±∞ with finite operands, while the difference is finite: that
  ///   finite difference (CoreGraphics' formula gives ±∞ there).
  /// - Products in gradual underflow: no error bound (the rounding error of `r*s` may not be
  ///   representable).
  @inlinable
  @inline(always)
  static func differenceOfProducts(_ p: Double, _ q: Double, _ r: Double, _ s: Double)
    -> Double
  {
    let w = r * s
    let e = w.addingProduct(-r, s)  // w - r*s, exact: the rounding error of w
    let f = (-w).addingProduct(p, q)  // p*q - w, rounded once
    let result = f + e
    return result.isFinite ? result : p * q - r * s
  }
}
