/// A 2D affine transformation matrix, the value-type twin of CoreGraphics' `CGAffineTransform`.
///
/// AffineKit uses CoreGraphics' row-vector convention: a point `[x y 1]` is multiplied on the
/// left of the matrix
///
///     ⎡ a   b   0 ⎤
///     ⎢ c   d   0 ⎥
///     ⎣ tx  ty  1 ⎦
///
/// so `x' = a*x + c*y + tx` and `y' = b*x + d*y + ty`. Angles are in radians, and a positive angle
/// turns +x toward +y; on a y-down (UIKit) screen that looks clockwise, in a y-up space
/// counterclockwise. Translations are in points of the destination space.
///
/// `t1.concatenating(t2)` applies `t1` **first**, then `t2`. The `translatedBy`, `scaledBy` and
/// `rotated(by:)` methods **prepend**: they apply their own step first, then `self`, exactly as
/// CoreGraphics does (Foundation's `AffineTransform` on Linux appends instead).
///
///     let t = AffineTransform(translationX: 1, y: 2).scaledBy(x: 3, y: 4)
///     // AffineTransform(a: 3.0, b: 0.0, c: 0.0, d: 4.0, tx: 1.0, ty: 2.0)
///
/// Equality is exact IEEE comparison of the six entries, as `CGAffineTransformEqualToTransform`:
/// `-0.0 == 0.0`, and a transform with a NaN entry is not equal to anything.
///
/// Edge cases:
/// - Non-finite entries are stored as given and propagate through every operation; nothing traps.
/// - A singular transform (``determinant`` `== 0`) maps the plane onto a line or a point;
///   ``inverted()`` returns it unchanged and ``inverse`` is `nil`.
public struct AffineTransform: Hashable, Sendable {
  /// The entry that scales x into x' (row 1, column 1).
  public var a: Double
  /// The entry that carries x into y' (row 1, column 2).
  public var b: Double
  /// The entry that carries y into x' (row 2, column 1).
  public var c: Double
  /// The entry that scales y into y' (row 2, column 2).
  public var d: Double
  /// The translation along x, in points of the destination space.
  public var tx: Double
  /// The translation along y, in points of the destination space.
  public var ty: Double

  /// Creates a transform from its six entries, stored as given.
  ///
  /// - Parameters:
  ///   - a: Row 1, column 1.
  ///   - b: Row 1, column 2.
  ///   - c: Row 2, column 1.
  ///   - d: Row 2, column 2.
  ///   - tx: The translation along x, in points.
  ///   - ty: The translation along y, in points.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform, `[1 0 0 1 0 0]`, which maps every point to itself.
  @inlinable
  public static var identity: AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Creates a transform that translates by the given distances: `[1 0 0 1 x y]`.
  ///
  ///     Point(x: 1, y: 1).applying(AffineTransform(translationX: 10, y: -2))  // (11.0, -1.0)
  ///
  /// Edge cases:
  /// - Non-finite distances are stored as given and propagate into every mapped point.
  ///
  /// - Parameters:
  ///   - x: The distance to move along x, in points.
  ///   - y: The distance to move along y, in points.
  @inlinable
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// Creates a transform that scales about the origin: `[sx 0 0 sy 0 0]`.
  ///
  ///     Point(x: 3, y: 4).applying(AffineTransform(scaleX: 2, y: -1))  // (6.0, -4.0)
  ///
  /// Edge cases:
  /// - A zero factor gives a singular transform; a negative one mirrors. Neither is rejected.
  ///
  /// - Parameters:
  ///   - sx: The factor along x (unitless).
  ///   - sy: The factor along y (unitless).
  @inlinable
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates about the origin: `[cos θ, sin θ, -sin θ, cos θ, 0, 0]`.
  ///
  /// A positive angle turns +x toward +y: `(1, 0)` maps to `(cos θ, sin θ)`. On a y-down screen
  /// that looks clockwise. The entries are the raw cosine and sine, as CoreGraphics computes them,
  /// so a quarter turn is not exact: `AffineTransform(rotationAngle: .pi / 2).a` is
  /// `6.123233995736766e-17`, not 0.
  ///
  /// AffineKit computes sine and cosine itself (it depends on no C library) with FreeBSD msun's
  /// algorithms and an exact Payne–Hanek reduction for huge angles. The tests check them against
  /// the platform's `sin` and `cos` (within one ulp on thousands of seeded angles) and against the
  /// correctly rounded value for the hardest angle to reduce, where glibc is 8 ulps off.
  ///
  /// Edge cases:
  /// - `θ = 0` gives `c == -0.0`, which is `== 0`: the result is ``isIdentity``.
  /// - A non-finite angle gives NaN entries.
  ///
  /// - Parameter angle: The angle, in radians.
  @inlinable
  public init(rotationAngle angle: Double) {
    let (sine, cosine) = Trigonometry.sinCos(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform is exactly the identity, as `CGAffineTransformIsIdentity`.
  ///
  /// The comparison is exact: `AffineTransform(rotationAngle: 2 * .pi).isIdentity` is `false`.
  ///
  /// Edge cases:
  /// - `-0.0` entries count as zero (Double's `==`), so a transform with `b == -0.0` is the
  ///   identity; any NaN entry makes it `false`.
  @inlinable
  public var isIdentity: Bool {
    a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
  }

  /// The determinant of the linear part, `a*d - b*c` (unitless; the factor by which areas scale,
  /// negative for a mirror).
  ///
  /// Computed by Kahan's algorithm with one fused multiply-add per product, where CoreGraphics'
  /// `a*d - b*c` can cancel every digit when the two products nearly agree: at most 2 ulps
  /// (counted in doubles) from the rounded exact determinant when no intermediate overflows or
  /// underflows (Docs/Accuracy.md), exactly 0 when `a*d == b*c` exactly, so a nearly singular
  /// matrix is not mistaken for a singular one and its sign is exact. `fma` is correctly rounded
  /// on every platform, so every platform gives the same bits.
  ///
  ///     AffineTransform(scaleX: 2, y: 3).determinant  // 6.0
  ///
  /// Edge cases:
  /// - Exactly 0 for a singular transform; it can also underflow to 0 for an invertible one with
  ///   tiny entries (`a = d = 1e-200`), which AffineKit then treats as singular, as CoreGraphics does.
  /// - NaN or infinite for non-finite entries.
  /// - A product that overflows with a representable determinant: that finite determinant, where
  ///   CoreGraphics' formula gives ±∞ (`a = 0x1p1023, b = 0x1.8p1019, c = 1, d = 2`: `a*d` is +∞,
  ///   the determinant `0x1.e8p1023`).
  /// - Products in gradual underflow: no error bound (a product whose rounding error is not
  ///   representable can leave 0 for an invertible matrix, or a subnormal determinant whose
  ///   `inverted()` has infinite entries).
  @inlinable
  public var determinant: Double { AffineTransform.differenceOfProducts(a, d, b, c) }
}
