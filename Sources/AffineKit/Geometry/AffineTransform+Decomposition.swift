extension AffineTransform {
  /// An affine transform split into a shear, a scale, a rotation and a translation, applied in that
  /// order.
  ///
  /// Recomposing gives, in CoreGraphics' row-vector convention,
  ///
  ///     [a b; c d] = [1 0; shear 1] · [scaleX 0; 0 scaleY] · [cos r, sin r; -sin r, cos r]
  ///     a  = scaleX * cos r                     b  = scaleX * sin r
  ///     c  = shear * scaleX * cos r - scaleY * sin r
  ///     d  = shear * scaleX * sin r + scaleY * cos r
  ///     tx, ty unchanged
  ///
  /// that is, `x += shear * y` first, then the scale, then the rotation by `rotation` (positive
  /// turns +x toward +y), then the translation. ``AffineTransform/init(_:)`` recomposes it.
  ///
  /// The convention is chosen so that every transform decomposes, singular ones included:
  /// `scaleX = √(a² + b²) ≥ 0`, `rotation = atan2(b, a)` in `-π...π`,
  /// `scaleY = determinant / scaleX` (negative for a mirror), `shear = (a*c + b*d) / scaleX²`.
  /// When the first row is zero (`scaleX == 0`), `shear` is 0, `rotation = atan2(-c, d)` and
  /// `scaleY = √(c² + d²)`.
  ///
  ///     AffineTransform(scaleX: 2, y: 3).decomposed()
  ///     // scaleX 2, scaleY 3, rotation 0, shear 0, tx 0, ty 0
  ///
  /// Edge cases:
  /// - A mirror shows up as a negative `scaleY` (never a negative `scaleX`).
  /// - Non-finite entries give non-finite components.
  public struct Decomposition: Hashable, Sendable {
    /// The scale along x, unitless, never negative.
    public var scaleX: Double
    /// The scale along y, unitless; negative when the transform mirrors.
    public var scaleY: Double
    /// The rotation, in radians, in `-π...π`; a positive angle turns +x toward +y.
    public var rotation: Double
    /// The shear factor applied first: `x += shear * y` (unitless).
    public var shear: Double
    /// The translation along x, in points of the destination space.
    public var tx: Double
    /// The translation along y, in points of the destination space.
    public var ty: Double

    /// Creates a decomposition from its components.
    ///
    /// - Parameters:
    ///   - scaleX: The scale along x (unitless).
    ///   - scaleY: The scale along y (unitless; negative to mirror).
    ///   - rotation: The rotation, in radians.
    ///   - shear: The shear factor, `x += shear * y`, applied first.
    ///   - tx: The translation along x, in points.
    ///   - ty: The translation along y, in points.
    @inlinable
    public init(
      scaleX: Double, scaleY: Double, rotation: Double, shear: Double, tx: Double, ty: Double
    ) {
      self.scaleX = scaleX
      self.scaleY = scaleY
      self.rotation = rotation
      self.shear = shear
      self.tx = tx
      self.ty = ty
    }
  }

  /// Returns the transform split into shear, scale, rotation and translation; see
  /// ``Decomposition`` for the convention.
  ///
  ///     AffineTransform(scaleX: 2, y: 2).rotated(by: 0.5).decomposed().rotation  // 0.5, to rounding
  ///
  /// Recomposing with ``init(_:)`` gives back the transform to within a few ulps of its largest
  /// entry.
  ///
  /// Edge cases:
  /// - Singular transforms decompose (a zero `scaleX` or `scaleY`).
  /// - Non-finite entries give non-finite components.
  @inlinable
  public func decomposed() -> Decomposition {
    let scaleX = Trigonometry.hypot(a, b)
    if scaleX == 0 {
      return Decomposition(
        scaleX: 0, scaleY: Trigonometry.hypot(c, d), rotation: Trigonometry.atan2(-c, d),
        shear: 0, tx: tx, ty: ty)
    }
    return Decomposition(
      scaleX: scaleX, scaleY: determinant / scaleX, rotation: Trigonometry.atan2(b, a),
      shear: (a * c + b * d) / (scaleX * scaleX), tx: tx, ty: ty)
  }

  /// Creates the transform a decomposition describes: the shear first, then the scale, then the
  /// rotation, then the translation.
  ///
  /// Equivalent to
  /// `AffineTransform(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0)`
  /// `.concatenating(AffineTransform(scaleX: scaleX, y: scaleY))`
  /// `.concatenating(AffineTransform(rotationAngle: rotation))`
  /// `.concatenating(AffineTransform(translationX: tx, y: ty))`.
  ///
  /// Edge cases:
  /// - Non-finite components propagate.
  ///
  /// - Parameter decomposition: The components.
  @inlinable
  public init(_ decomposition: Decomposition) {
    let (sine, cosine) = Trigonometry.sinCos(decomposition.rotation)
    let sx = decomposition.scaleX
    let sy = decomposition.scaleY
    let k = decomposition.shear * sx
    self.init(
      a: sx * cosine, b: sx * sine,
      c: k * cosine - sy * sine, d: k * sine + sy * cosine,
      tx: decomposition.tx, ty: decomposition.ty)
  }
}
