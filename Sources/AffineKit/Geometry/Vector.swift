/// A two-dimensional displacement, the value-type twin of CoreGraphics' `CGVector`.
///
/// A vector is a difference between two points, in points; it has no position. AffineKit uses it
/// for the translation of ``AffineTransformComponents``, as Core Graphics does.
///
///     let v = Vector(dx: 3, dy: -4)  // 3 points toward +x, 4 toward -y
///
/// Equality is exact IEEE comparison of the components.
///
/// Edge cases:
/// - Non-finite components are stored as given and never trap.
public struct Vector: Hashable, Sendable {
  /// The displacement along x, in points.
  public var dx: Double
  /// The displacement along y, in points.
  public var dy: Double

  /// Creates a vector with the given components.
  ///
  /// - Parameters:
  ///   - dx: The displacement along x, in points; stored as given.
  ///   - dy: The displacement along y, in points; stored as given.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector whose components are both zero.
  @inlinable
  public static var zero: Vector { Vector(dx: 0, dy: 0) }
}
