/// A width and a height, the value-type twin of CoreGraphics' `CGSize`.
///
/// Sizes are in points. Like `CGSize`, a size may be negative: `Rect` reads a negative width as
/// extending to the left of its origin, and `Size.applying(_:)` can produce negative components.
///
///     let s = Size(width: 3, height: 4)
///     print(s)  // "(3.0, 4.0)"
///
/// Equality is exact IEEE comparison of the components, as `CGSizeEqualToSize` does:
/// `Size(width: -1, height: 2) != Size(width: 1, height: 2)`.
///
/// Edge cases:
/// - Negative and non-finite components are stored as given and never trap.
public struct Size: Hashable, Sendable {
  /// The width, in points. May be negative.
  public var width: Double
  /// The height, in points. May be negative.
  public var height: Double

  /// Creates a size with the given width and height.
  ///
  /// - Parameters:
  ///   - width: The width, in points; stored as given, even when negative or non-finite.
  ///   - height: The height, in points; stored as given, even when negative or non-finite.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  @inlinable
  public static var zero: Size { Size(width: 0, height: 0) }

  /// Returns the size mapped by the linear part of an affine transform, as
  /// `CGSizeApplyAffineTransform` does.
  ///
  /// The translation is ignored and no absolute value is taken, so the result may be negative:
  ///
  ///     w' = a*w + c*h
  ///     h' = b*w + d*h
  ///
  ///     Size(width: 4, height: 2).applying(AffineTransform(scaleX: -1, y: 0.5))
  ///     // (-4.0, 1.0)
  ///
  /// Edge cases:
  /// - A rotation can give negative or mixed-sign components: this is CoreGraphics' answer, not the
  ///   size of the rotated box (use `Rect.applying(_:)` for that).
  /// - Non-finite components propagate.
  ///
  /// - Parameter t: The transform whose linear part (`a`, `b`, `c`, `d`) is applied.
  /// - Returns: The transformed size, possibly negative.
  @inlinable
  public func applying(_ t: AffineTransform) -> Size {
    Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}
