/// An affine transform split into a scale, a horizontal shear, a rotation and a translation, applied
/// in that order: Core Graphics' `CGAffineTransformComponents` (iOS 16, macOS 13).
///
/// `CGAffineTransform.h` documents the product in the row-vector convention as
///
///     | a  b  0 |   | sx  0  0 |   |  1  0  0 |   |  cos t  sin t  0 |   |  1  0  0 |
///     | c  d  0 | = |  0 sy  0 | · | sh  1  0 | · | -sin t  cos t  0 | · |  0  1  0 |
///     | tx ty 1 |   |  0  0  1 |   |  0  0  1 |   |    0      0    1 |   | tx ty  1 |
///                       scale      horizontal        rotation           translation
///                                    shear
///
/// with `(sx, sy) = scale`, `sh = horizontalShear`, `t = rotation`, `(tx, ty) = translation`.
/// A point is scaled first, then sheared (`x += sh * y`), then rotated by `t` (a positive angle
/// turns +x toward +y), then translated:
///
///     a = sx * cos t                  b = sx * sin t
///     c = sy * (sh * cos t - sin t)   d = sy * (sh * sin t + cos t)
///
/// ``AffineTransform/init(_:)`` builds that product; ``AffineTransform/decomposed()`` returns the
/// components of a transform.
///
///     let parts = AffineTransformComponents(
///       scale: Size(width: 2, height: 4), horizontalShear: 0.5, rotation: 0,
///       translation: Vector(dx: 1, dy: 2))
///     AffineTransform(parts)  // AffineTransform(a: 2.0, b: 0.0, c: 2.0, d: 4.0, tx: 1.0, ty: 2.0)
public struct AffineTransformComponents: Hashable, Sendable {
  /// The scale applied first, along x (`width`) and y (`height`), unitless. A negative component
  /// mirrors along that axis.
  public var scale: Size
  /// The horizontal shear applied after the scale, `x += horizontalShear * y` (unitless).
  public var horizontalShear: Double
  /// The rotation applied after the shear, in radians about the origin; a positive angle turns +x
  /// toward +y.
  public var rotation: Double
  /// The translation applied last, in points of the destination space.
  public var translation: Vector

  /// Creates components; the defaults are those of the identity transform, as in Core Graphics.
  ///
  /// - Parameters:
  ///   - scale: The scale along x and y (unitless; negative to mirror).
  ///   - horizontalShear: The shear `x += horizontalShear * y`, applied after the scale.
  ///   - rotation: The rotation, in radians, applied after the shear.
  ///   - translation: The translation, in points, applied last.
  @inlinable
  public init(
    scale: Size = Size(width: 1, height: 1), horizontalShear: Double = 0, rotation: Double = 0,
    translation: Vector = .zero
  ) {
    self.scale = scale
    self.horizontalShear = horizontalShear
    self.rotation = rotation
    self.translation = translation
  }
}

extension AffineTransform {
  /// Returns the transform split into a scale, a horizontal shear, a rotation and a translation,
  /// whose product (in that order) is the transform, as Core Graphics' `decomposed()`.
  ///
  /// Apple documents the product but not which of the many equivalent component sets it returns.
  /// AffineKit chooses:
  ///
  ///     scale.width     = √(a² + b²)   never negative
  ///     rotation        = atan2(b, a)  in -π...π
  ///     scale.height    = determinant / scale.width   negative exactly when the transform mirrors
  ///     horizontalShear = (a*c + b*d) / determinant
  ///     translation     = (tx, ty)
  ///
  /// so a mirror shows as a negative `scale.height` (with the rotation that completes it: a mirror
  /// in x is `scale (1, -1)` and rotation `π`), never a negative `scale.width`. When the first row
  /// is zero, `scale.width` is 0, `horizontalShear` 0, `rotation = atan2(-c, d)` and
  /// `scale.height = √(c² + d²)`.
  ///
  ///     AffineTransform(a: 2, b: 0, c: 2, d: 4, tx: 1, ty: 2).decomposed()
  ///     // scale (2.0, 4.0), horizontalShear 0.5, rotation 0, translation (1, 2)
  ///
  /// Recomposing with ``init(_:)`` gives back the transform to within a few ulps of its row norms.
  ///
  /// Edge cases:
  /// - A singular transform whose rows are parallel and both nonzero (such as
  ///   `(a: 1, b: 2, c: 2, d: 4)`) has no such product: a zero `scale.height` zeroes the whole
  ///   second row. Its `scale.height` is 0 and its `horizontalShear` ±∞, so recomposing gives NaN
  ///   in `c` and `d` rather than a different matrix. Other singular transforms decompose exactly.
  /// - Non-finite entries give non-finite components.
  @inlinable
  public func decomposed() -> AffineTransformComponents {
    // From the product above: the first row (a, b) is sx·(cos t, sin t), so sx = |(a, b)| and
    // t = atan2(b, a). Rotating the second row back by -t, (c, d)·Rᵀ = (c cos t + d sin t,
    // -c sin t + d cos t) = (sy·sh, sy); with cos t = a/sx and sin t = b/sx that is
    // ((a·c + b·d)/sx, (a·d − b·c)/sx), so sy = det/sx and sh = (a·c + b·d)/det.
    let translation = Vector(dx: tx, dy: ty)
    let sx = Trigonometry.hypot(a, b)
    if sx == 0 {
      // (a, b) = 0: the product's first row vanishes for any t and sh, so take sh = 0 and read t
      // from the second row, sy·(-sin t, cos t).
      return AffineTransformComponents(
        scale: Size(width: 0, height: Trigonometry.hypot(c, d)), horizontalShear: 0,
        rotation: Trigonometry.atan2(-c, d), translation: translation)
    }
    let det = determinant
    let dot = a * c + b * d
    // dot == 0 with det == 0 (and sx > 0) means the second row is zero: any shear fits, take 0.
    // A nonzero dot over a zero det is the parallel-rows case with no exact product: ±∞.
    let shear = dot == 0 ? 0 : dot / det
    return AffineTransformComponents(
      scale: Size(width: sx, height: det / sx), horizontalShear: shear,
      rotation: Trigonometry.atan2(b, a), translation: translation)
  }

  /// Creates the transform that Core Graphics' components describe: the scale first, then the
  /// horizontal shear, then the rotation, then the translation, as `CGAffineTransform(_:)`.
  ///
  ///     a = sx * cos t                  b = sx * sin t
  ///     c = sy * (sh * cos t - sin t)   d = sy * (sh * sin t + cos t)
  ///
  /// Equivalent to
  /// `AffineTransform(scaleX: sx, y: sy)`
  /// `.concatenating(AffineTransform(a: 1, b: 0, c: sh, d: 1, tx: 0, ty: 0))`
  /// `.concatenating(AffineTransform(rotationAngle: t))`
  /// `.concatenating(AffineTransform(translationX: tx, y: ty))`.
  ///
  ///     AffineTransform(AffineTransformComponents(scale: Size(width: 2, height: 4)))
  ///     // AffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 4.0, tx: 0.0, ty: 0.0)
  ///
  /// Edge cases:
  /// - Non-finite components propagate (an infinite shear with a zero `scale.height` gives NaN).
  ///
  /// - Parameter components: The components.
  @inlinable
  public init(_ components: AffineTransformComponents) {
    let (sine, cosine) = Trigonometry.sinCos(components.rotation)
    let sx = components.scale.width
    let sy = components.scale.height
    // S·Sh = [sx 0; sy·sh sy]; times the rotation [cos sin; -sin cos].
    let k = sy * components.horizontalShear
    self.init(
      a: sx * cosine, b: sx * sine,
      c: k * cosine - sy * sine, d: k * sine + sy * cosine,
      tx: components.translation.dx, ty: components.translation.dy)
  }
}
