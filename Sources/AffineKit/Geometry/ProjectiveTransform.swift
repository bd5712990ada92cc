/// A 2D projective (perspective) transformation matrix: an ``AffineTransform`` with a third,
/// perspective column, as in the 2-D part of Core Animation's `CATransform3D`.
///
/// AffineKit uses CoreGraphics' row-vector convention: a point `[x y 1]` is multiplied on the
/// left of the matrix
///
///     ⎡ m11  m12  m14 ⎤
///     ⎢ m21  m22  m24 ⎥
///     ⎣ m41  m42  m44 ⎦
///
/// giving homogeneous coordinates `[x' y' w]`, and the mapped point is `(x'/w, y'/w)`:
///
///     x' = m11*x + m21*y + m41
///     y' = m12*x + m22*y + m42
///     w  = m14*x + m24*y + m44
///
/// The entries are named after `CATransform3D`'s `m11 … m44` (Apple's Core Animation
/// documentation, "The entry at position 1,1 in the matrix"): a `CATransform3D` acts on row
/// vectors `[x y z 1]` too, so this matrix is its rows and columns 1, 2 and 4 with z = 0. An
/// ``AffineTransform`` `(a, b, c, d, tx, ty)` embeds exactly as `m11 = a`, `m12 = b`, `m21 = c`,
/// `m22 = d`, `m41 = tx`, `m42 = ty` and the last column `(m14, m24, m44) = (0, 0, 1)`, the same
/// places as in `CATransform3DMakeAffineTransform`. (Skia's `SkMatrix` names the same nine
/// numbers `scaleX … persp2` but multiplies column vectors, so its matrix is this one transposed.)
///
/// A projective matrix means the same map when multiplied by any positive factor. AffineKit
/// stores the entries as given and never rescales them behind your back: `==` compares entries,
/// and the sign matters, because points with `w <= 0` are at or behind the horizon (see
/// ``Point/projected(by:)``). Operations that must choose a scale say which
/// one they choose.
///
/// `t1.concatenating(t2)` applies `t1` **first**, then `t2`, as for ``AffineTransform``.
///
///     let keystone = ProjectiveTransform(
///       m11: 1, m12: 0, m14: 0.5, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)
///     Point(x: 2, y: 4).projected(by: keystone)  // Point(x: 1, y: 2), since w = 0.5·2 + 1 = 2
///
/// Equality is exact IEEE comparison of the nine entries: `-0.0 == 0.0`, and a transform with a
/// NaN entry is not equal to anything.
///
/// Edge cases:
/// - Non-finite entries are stored as given and propagate through every operation; nothing traps.
/// - A singular matrix (``determinant`` `== 0`) maps the plane onto a line or a point;
///   ``inverted()`` returns it unchanged and ``inverse`` is `nil`.
public struct ProjectiveTransform: Hashable, Sendable {
  /// Row 1, column 1: carries x into x' (``AffineTransform/a`` for an affine transform).
  public var m11: Double
  /// Row 1, column 2: carries x into y' (``AffineTransform/b``).
  public var m12: Double
  /// Row 1, column 3 (`CATransform3D`'s column 4): carries x into w, the perspective along x
  /// (`0` for an affine transform).
  public var m14: Double
  /// Row 2, column 1: carries y into x' (``AffineTransform/c``).
  public var m21: Double
  /// Row 2, column 2: carries y into y' (``AffineTransform/d``).
  public var m22: Double
  /// Row 2, column 3: carries y into w, the perspective along y (`0` for an affine transform).
  public var m24: Double
  /// Row 3, column 1: the translation along x before the division by w, in points of the
  /// destination space times w (``AffineTransform/tx``).
  public var m41: Double
  /// Row 3, column 2: the translation along y before the division by w (``AffineTransform/ty``).
  public var m42: Double
  /// Row 3, column 3: the constant part of w (`1` for an affine transform).
  public var m44: Double

  /// Creates a transform from its nine entries, row by row, stored as given.
  ///
  /// - Parameters:
  ///   - m11: Row 1, column 1.
  ///   - m12: Row 1, column 2.
  ///   - m14: Row 1, column 3.
  ///   - m21: Row 2, column 1.
  ///   - m22: Row 2, column 2.
  ///   - m24: Row 2, column 3.
  ///   - m41: Row 3, column 1.
  ///   - m42: Row 3, column 2.
  ///   - m44: Row 3, column 3.
  @inlinable
  public init(
    m11: Double, m12: Double, m14: Double, m21: Double, m22: Double, m24: Double, m41: Double,
    m42: Double, m44: Double
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m24 = m24
    self.m41 = m41
    self.m42 = m42
    self.m44 = m44
  }

  /// Creates the projective transform equal to an affine one, exactly: `(a, b, 0; c, d, 0;
  /// tx, ty, 1)`, as `CATransform3DMakeAffineTransform` places the entries.
  ///
  ///     ProjectiveTransform(AffineTransform(translationX: 3, y: 4)).affine
  ///     // AffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 3.0, ty: 4.0)
  ///
  /// Edge cases:
  /// - Non-finite entries are copied as they are.
  ///
  /// - Parameter affine: The affine transform to embed.
  @inlinable
  public init(_ affine: AffineTransform) {
    self.init(
      m11: affine.a, m12: affine.b, m14: 0, m21: affine.c, m22: affine.d, m24: 0,
      m41: affine.tx, m42: affine.ty, m44: 1)
  }

  /// The identity transform, which maps every point to itself.
  @inlinable
  public static var identity: ProjectiveTransform {
    ProjectiveTransform(m11: 1, m12: 0, m14: 0, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)
  }

  /// Whether the transform is exactly the identity matrix.
  ///
  /// The comparison is exact and entry by entry, so a positive multiple of the identity (which
  /// maps every point to itself too) is not the identity: `isIdentity` is a statement about the
  /// matrix, as ``AffineTransform/isIdentity`` is.
  ///
  /// Edge cases:
  /// - `-0.0` entries count as zero; any NaN entry makes it `false`.
  @inlinable
  public var isIdentity: Bool {
    m11 == 1 && m12 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m24 == 0 && m41 == 0
      && m42 == 0 && m44 == 1
  }

  /// Whether the last column is exactly `(0, 0, 1)`, so that the transform is the embedding of
  /// ``affine`` and `w == 1` for every finite point.
  ///
  /// No normalization is applied: a matrix whose last column is `(0, 0, 2)` maps points like an
  /// affine transform (every `w` is 2) but is not `isAffine`, because its entries are not an
  /// ``AffineTransform``'s. Divide the matrix by `m44` first if that is the question. Affine
  /// transforms stay affine under ``concatenating(_:)`` and ``inverted()``, with these entries
  /// exactly.
  ///
  /// Edge cases:
  /// - `-0.0` counts as zero; a NaN in the last column makes it `false`. NaN or infinite entries
  ///   elsewhere do not matter.
  @inlinable
  public var isAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

  /// The affine transform `(m11, m12, m21, m22, m41, m42)` when ``isAffine``, else `nil`.
  ///
  /// `ProjectiveTransform(t).affine == t` for every affine `t` (bit for bit, NaN included).
  ///
  ///     ProjectiveTransform(AffineTransform(scaleX: 2, y: 3)).affine  // AffineTransform(a: 2.0, …)
  ///     ProjectiveTransform(m11: 1, m12: 0, m14: 0.5, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0,
  ///       m44: 1).affine  // nil
  @inlinable
  public var affine: AffineTransform? {
    isAffine ? AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) : nil
  }
}
