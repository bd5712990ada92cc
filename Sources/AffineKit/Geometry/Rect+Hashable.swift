extension Rect: Hashable {
  /// Returns whether two rectangles are equal by CoreGraphics' rule (`CGRectEqualToRect`).
  ///
  /// Two null rectangles are equal (whatever their stored sizes); a null and a non-null rectangle
  /// are not; otherwise the ``standardized`` origins and sizes are compared exactly (IEEE `==`, so
  /// `-0.0 == 0.0` and NaN is never equal).
  ///
  ///     Rect(x: -10, y: -20, width: 30, height: 40) == Rect(x: 20, y: 20, width: -30, height: -40)
  ///     // true
  ///
  /// Source: Apple's `CGRectEqualToRect` documentation ("equal size and origin values, or if both
  /// rectangles are null"); standardizing follows swift-corelibs-foundation (commit e081f2c says
  /// Darwin behaves so).
  ///
  /// Edge cases:
  /// - A rectangle with a NaN component is equal to nothing, itself included.
  @inlinable
  public static func == (lhs: Rect, rhs: Rect) -> Bool {
    let lhsNull = lhs.isNull
    let rhsNull = rhs.isNull
    if lhsNull || rhsNull { return lhsNull && rhsNull }
    return lhs.minX == rhs.minX && lhs.minY == rhs.minY
      && lhs.width == rhs.width && lhs.height == rhs.height
  }

  /// Hashes the rectangle's standardized form, so that rectangles that are `==` hash alike.
  ///
  /// Every null rectangle hashes the same; other rectangles hash their ``minX``, ``minY``,
  /// ``width`` and ``height``.
  ///
  /// - Parameter hasher: The hasher to feed.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    if isNull {
      hasher.combine(Double.infinity)
      hasher.combine(Double.infinity)
      hasher.combine(0.0)
      hasher.combine(0.0)
    } else {
      hasher.combine(minX)
      hasher.combine(minY)
      hasher.combine(width)
      hasher.combine(height)
    }
  }
}
