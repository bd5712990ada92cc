/// A point in a two-dimensional coordinate system, the value-type twin of CoreGraphics' `CGPoint`.
///
/// Coordinates are in points of whatever space the point is expressed in; AffineKit follows UIKit, so
/// x grows to the right and y grows downward.
///
///     let p = Point(x: 3, y: 4)
///     print(p)  // "(3.0, 4.0)"
///
/// Equality is exact IEEE comparison of the components, as `CGPointEqualToPoint` does: `-0.0 == 0.0`,
/// and a point with a NaN component is not equal to anything, itself included.
///
/// Edge cases:
/// - Non-finite components are stored as given; every operation propagates them as IEEE arithmetic
///   does and never traps.
public struct Point: Hashable, Sendable {
  /// The x-coordinate, in points; grows to the right.
  public var x: Double
  /// The y-coordinate, in points; grows downward (UIKit's convention).
  public var y: Double

  /// Creates a point with the given coordinates.
  ///
  /// - Parameters:
  ///   - x: The x-coordinate, in points.
  ///   - y: The y-coordinate, in points.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin, `(0, 0)`.
  @inlinable
  public static var zero: Point { Point(x: 0, y: 0) }

  /// Returns the point mapped by an affine transform, as `CGPointApplyAffineTransform` does.
  ///
  /// With the row-vector convention `[x y 1] · [a b 0; c d 0; tx ty 1]`:
  ///
  ///     x' = a*x + c*y + tx
  ///     y' = b*x + d*y + ty
  ///
  /// evaluated left to right in `Double`, exactly as CoreGraphics' inline implementation does.
  ///
  ///     Point(x: 1, y: 2).applying(AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
  ///     // (12.0, 26.0)
  ///
  /// Edge cases:
  /// - Non-finite coordinates or transform entries propagate (for example `0 * ∞` is NaN).
  ///
  /// - Parameter t: The transform to apply.
  /// - Returns: The transformed point, in the transform's destination space.
  @inlinable
  public func applying(_ t: AffineTransform) -> Point {
    Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
