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
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
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
