extension AffineTransform {
  /// Returns the transform that applies `self` first, then `other`, as
  /// `CGAffineTransformConcat(self, other)`.
  ///
  /// In matrix terms this is `self · other` (row vectors), so for every point `p`,
  /// `p.applying(self.concatenating(other))` equals `p.applying(self).applying(other)` up to
  /// rounding.
  ///
  ///     AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
  ///     // AffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 2.0, tx: 20.0, ty: 0.0)
  ///
  /// Edge cases:
  /// - Non-finite entries propagate.
  ///
  /// - Parameter other: The transform applied second.
  @inlinable
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Returns the transform that translates first, then applies `self`, as
  /// `CGAffineTransformTranslate`.
  ///
  /// Equivalent to `AffineTransform(translationX: x, y: y).concatenating(self)`: the linear part is
  /// unchanged and `tx' = a*x + c*y + tx`, `ty' = b*x + d*y + ty`.
  ///
  ///     AffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 7)
  ///     // AffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 3.0, tx: 10.0, ty: 21.0)
  ///
  /// Edge cases:
  /// - Non-finite values propagate.
  ///
  /// - Parameters:
  ///   - x: The distance along x, in points of the source space (before `self`).
  ///   - y: The distance along y, in points of the source space.
  @inlinable
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(
      a: a, b: b, c: c, d: d, tx: a * x + c * y + tx, ty: b * x + d * y + ty)
  }

  /// Returns the transform that scales first, then applies `self`, as `CGAffineTransformScale`.
  ///
  /// Equivalent to `AffineTransform(scaleX: sx, y: sy).concatenating(self)`: `a' = sx*a`,
  /// `b' = sx*b`, `c' = sy*c`, `d' = sy*d`, and the translation is unchanged. Repeated pinch steps
  /// multiply: `.identity.scaledBy(x: 1.1, y: 1.1).scaledBy(x: 1.2, y: 1.2)` has `a == 1.1 * 1.2`.
  ///
  ///     AffineTransform(translationX: 1, y: 2).scaledBy(x: 3, y: 4)
  ///     // AffineTransform(a: 3.0, b: 0.0, c: 0.0, d: 4.0, tx: 1.0, ty: 2.0)
  ///
  /// Edge cases:
  /// - A zero factor makes the result singular; non-finite factors propagate.
  ///
  /// - Parameters:
  ///   - sx: The factor along x (unitless).
  ///   - sy: The factor along y (unitless).
  @inlinable
  public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
    AffineTransform(a: sx * a, b: sx * b, c: sy * c, d: sy * d, tx: tx, ty: ty)
  }

  /// Returns the transform that rotates first, then applies `self`, as `CGAffineTransformRotate`.
  ///
  /// Equivalent to `AffineTransform(rotationAngle: angle).concatenating(self)`. A positive angle
  /// turns +x toward +y (clockwise on a y-down screen).
  ///
  ///     AffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
  ///     // maps (1, 0) to (10, 1), up to rounding of cos(π/2)
  ///
  /// Edge cases:
  /// - A non-finite angle gives NaN entries in the linear part.
  ///
  /// - Parameter angle: The angle, in radians.
  @inlinable
  public func rotated(by angle: Double) -> AffineTransform {
    let (sine, cosine) = Trigonometry.sinCos(angle)
    return AffineTransform(
      a: cosine * a + sine * c,
      b: cosine * b + sine * d,
      c: cosine * c - sine * a,
      d: cosine * d - sine * b,
      tx: tx, ty: ty)
  }
}
