extension ProjectiveTransform {
  /// Returns the transform that applies `self` first, then `other`.
  ///
  /// In matrix terms this is `self · other` (row vectors), the order of
  /// ``AffineTransform/concatenating(_:)`` and `CATransform3DConcat`, so for every point `p` in
  /// front of both maps, `p.projected(by: self.concatenating(other))` equals
  /// `p.projected(by: self)?.projected(by: other)` up to rounding.
  ///
  /// Each entry is `(row · column1 + row · column2) + row · column3`, with the products of the
  /// last column added last. For affine transforms with finite entries the extra products are
  /// exact zeros and the third column stays `(0, 0, 1)`, so the result is exactly the affine
  /// product: `ProjectiveTransform(a).concatenating(ProjectiveTransform(b)) ==
  /// ProjectiveTransform(a.concatenating(b))`.
  ///
  ///     ProjectiveTransform(AffineTransform(translationX: 10, y: 0))
  ///       .concatenating(ProjectiveTransform(AffineTransform(scaleX: 2, y: 2)))
  ///     // the embedding of AffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 2.0, tx: 20.0, ty: 0.0)
  ///
  /// Edge cases:
  /// - Non-finite entries propagate; an infinite entry meeting a zero gives NaN (`0 · ∞`), so
  ///   the affine identity above holds for finite entries only.
  /// - The product of two transforms is not rescaled: its entries can overflow even when a
  ///   positive multiple of it would not.
  ///
  /// - Parameter other: The transform applied second.
  @inlinable
  public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
    ProjectiveTransform(
      m11: (m11 * other.m11 + m12 * other.m21) + m14 * other.m41,
      m12: (m11 * other.m12 + m12 * other.m22) + m14 * other.m42,
      m14: (m11 * other.m14 + m12 * other.m24) + m14 * other.m44,
      m21: (m21 * other.m11 + m22 * other.m21) + m24 * other.m41,
      m22: (m21 * other.m12 + m22 * other.m22) + m24 * other.m42,
      m24: (m21 * other.m14 + m22 * other.m24) + m24 * other.m44,
      m41: (m41 * other.m11 + m42 * other.m21) + m44 * other.m41,
      m42: (m41 * other.m12 + m42 * other.m22) + m44 * other.m42,
      m44: (m41 * other.m14 + m42 * other.m24) + m44 * other.m44)
  }
}
