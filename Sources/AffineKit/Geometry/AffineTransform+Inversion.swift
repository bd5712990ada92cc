extension AffineTransform {
  /// Returns the inverse transform, or `self` unchanged when the transform is singular, as
  /// `CGAffineTransformInvert` ("If `t` has zero determinant, then `t` is returned unchanged").
  ///
  /// Singular means ``determinant`` `== 0` exactly; for an invertible transform
  /// `p.applying(t).applying(t.inverted())` is `p` up to rounding.
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
    // The translation numerators are 2×2 determinants too, so they get the same fma-based
    // difference of products: each entry is then within a few ulps of the exact inverse of the
    // stored matrix (Docs/Accuracy.md), where the naive c*ty - d*tx cancels catastrophically.
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
  /// `p*q - r*s` by Kahan's algorithm with one fused multiply-add per product: within 2 ulps of the
  /// exact value when no intermediate overflows or underflows (Jeannerod, Louvet & Muller, "Further
  /// analysis of Kahan's algorithm for the accurate computation of 2×2 determinants", Math. Comp.
  /// 82 (2013)), where the naive formula can be wrong in every digit when the products nearly cancel.
  ///
  /// Edge cases:
  /// - Exactly 0 when `p*q == r*s` exactly and `r*s` is exact or does not underflow.
  /// - When the result is not finite (an infinite or NaN operand, or an overflowing product), the
  ///   naive `p*q - r*s` is returned, so non-finite results are those of CoreGraphics' formula.
  @inlinable
  static func differenceOfProducts(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Double {
    let w = r * s
    let e = w.addingProduct(-r, s)  // w - r*s, exact: the rounding error of w
    let f = (-w).addingProduct(p, q)  // p*q - w, rounded once
    let result = f + e
    return result.isFinite ? result : p * q - r * s
  }
}
