// The accessors read a rectangle as if it were standardized, as CoreGraphics' CGRectGet* functions
// do ("as if the rectangle were standardized", Apple's CGRectGetWidth documentation). The formulas are
// swift-corelibs-foundation's (Sources/Foundation/NSGeometry.swift): minX = x + min(w, 0),
// maxX = x + max(w, 0), midX = (minX + maxX) * 0.5.

extension Rect {
  /// The smallest x-coordinate of the rectangle, in points: `origin.x + min(size.width, 0)`.
  ///
  ///     Rect(x: 10, y: 0, width: -4, height: 1).minX  // 6.0
  ///
  /// Edge cases:
  /// - Null rectangle: `+∞`.
  @inlinable
  public var minX: Double { origin.x + Swift.min(size.width, 0) }

  /// The x-coordinate of the rectangle's centre, in points: `(minX + maxX) * 0.5`.
  ///
  /// Edge cases:
  /// - Null rectangle: `+∞`.
  @inlinable
  public var midX: Double {
    let naive = (minX + maxX) * 0.5
    if naive.isFinite { return naive }
    // The sum (or maxX itself) overflowed for a huge finite rect: origin + size/2 is the same
    // centre without the overflow (exact halving), and is non-finite only when an input is.
    return origin.x + size.width * 0.5
  }

  /// The largest x-coordinate of the rectangle, in points: `origin.x + max(size.width, 0)`.
  ///
  /// Edge cases:
  /// - Null rectangle: `+∞`.
  @inlinable
  public var maxX: Double { origin.x + Swift.max(size.width, 0) }

  /// The smallest y-coordinate (the top edge in UIKit), in points: `origin.y + min(size.height, 0)`.
  ///
  /// Edge cases:
  /// - Null rectangle: `+∞`.
  @inlinable
  public var minY: Double { origin.y + Swift.min(size.height, 0) }

  /// The y-coordinate of the rectangle's centre, in points: `(minY + maxY) * 0.5`.
  ///
  /// Edge cases:
  /// - Null rectangle: `+∞`.
  @inlinable
  public var midY: Double {
    let naive = (minY + maxY) * 0.5
    if naive.isFinite { return naive }
    // The sum (or maxY itself) overflowed for a huge finite rect: origin + size/2 is the same
    // centre without the overflow (exact halving), and is non-finite only when an input is.
    return origin.y + size.height * 0.5
  }

  /// The largest y-coordinate (the bottom edge in UIKit), in points: `origin.y + max(size.height, 0)`.
  ///
  /// Edge cases:
  /// - Null rectangle: `+∞`.
  @inlinable
  public var maxY: Double { origin.y + Swift.max(size.height, 0) }

  /// The width of the standardized rectangle, in points: `|size.width|`, never negative.
  ///
  /// Edge cases:
  /// - Null rectangle: 0 (its stored width).
  /// - NaN width: NaN.
  @inlinable
  public var width: Double { size.width.magnitude }

  /// The height of the standardized rectangle, in points: `|size.height|`, never negative.
  ///
  /// Edge cases:
  /// - Null rectangle: 0 (its stored height).
  /// - NaN height: NaN.
  @inlinable
  public var height: Double { size.height.magnitude }

  /// Whether the rectangle is null: its origin's x or y is `+∞`, as `CGRectIsNull`.
  ///
  ///     Rect.null.isNull  // true
  ///     Rect.zero.isNull  // false
  ///
  /// Edge cases:
  /// - Any rectangle whose origin has an x or y of `+∞` is null, whatever its size
  ///   (`(∞, 0, 5, 5)` too); `-∞` or NaN origins are not null.
  @inlinable
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle is empty: null, or with a stored width or height of exactly zero, as
  /// `CGRectIsEmpty`.
  ///
  /// A negative size is not empty (Apple: "zero width or height, or null").
  ///
  ///     Rect(x: 0, y: 0, width: 0, height: 5).isEmpty   // true
  ///     Rect(x: 0, y: 0, width: -1, height: 5).isEmpty  // false
  ///
  /// Edge cases:
  /// - NaN width or height: not empty (NaN is not zero).
  @inlinable
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// Whether the rectangle is equal (by `==`) to ``infinite``, as `CGRectIsInfinite`.
  ///
  /// Edge cases:
  /// - `==` compares standardized rectangles, so `(M/2, M/2, -M, -M)` is infinite too.
  /// - A rectangle with an infinite coordinate or size is not ``infinite`` (its edges are `±M/2`).
  @inlinable
  public var isInfinite: Bool { self == .infinite }

  /// The rectangle with the same extent and a non-negative size, as `CGRectStandardize`.
  ///
  ///     Rect(x: 10, y: 20, width: -4, height: -6).standardized  // (6.0, 14.0, 4.0, 6.0)
  ///
  /// Edge cases:
  /// - Null rectangle: ``null``.
  /// - NaN components propagate.
  @inlinable
  public var standardized: Rect {
    if isNull { return .null }
    return Rect(x: minX, y: minY, width: width, height: height)
  }

  /// The smallest rectangle with integer origin and size that contains this one, as
  /// `CGRectIntegral`: the origin is rounded down and the maximum corner up.
  ///
  ///     Rect(x: 1.2, y: 2.7, width: 3.3, height: 4.6).integral  // (1.0, 2.0, 4.0, 6.0)
  ///
  /// The example is Apple-observed output (GNUstep opal's tests, checked against CoreGraphics).
  ///
  /// Edge cases:
  /// - Any null rectangle, including one that is null only because one origin coordinate is +∞
  ///   (such as `(10, +∞, -20, -30)`), gives ``null`` itself: `(+∞, +∞, 0, 0)` (Apple: "Returns a
  ///   null rectangle if rect is a null rectangle").
  /// - Empty, non-null rectangle: grows to the integer cell around it, so
  ///   `(0.5, 0.5, 0, 0)` gives `(0, 0, 1, 1)` (swift-corelibs-foundation's answer; Apple documents
  ///   nothing here).
  /// - Negative sizes are standardized first.
  @inlinable
  public var integral: Rect {
    if isNull { return .null }
    let x = minX.rounded(.down)
    let y = minY.rounded(.down)
    return Rect(x: x, y: y, width: maxX.rounded(.up) - x, height: maxY.rounded(.up) - y)
  }
}
