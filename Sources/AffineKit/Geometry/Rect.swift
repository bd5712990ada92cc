/// A rectangle: an origin and a size, the value-type twin of CoreGraphics' `CGRect`.
///
/// Coordinates are in points, y grows downward. A rectangle may have a negative width or height; it
/// then extends to the left of (or above) its origin. Every accessor and operation reads a rectangle
/// as if it were ``standardized`` (non-negative size), as CoreGraphics does.
///
/// Three rectangles are special:
/// - ``zero``, `(0, 0, 0, 0)`: an ordinary, empty rectangle at the origin. It is not null.
/// - ``null``, `(+∞, +∞, 0, 0)`: "no rectangle", the result of intersecting disjoint rectangles.
///   Any rectangle whose origin has an x or y of `+∞` is null.
/// - ``infinite``, `(-M/2, -M/2, M, M)` with `M = Double.greatestFiniteMagnitude`: the whole plane.
///
///     let r = Rect(x: 80, y: 120, width: 100, height: 50)
///     print(r)       // "(80.0, 120.0, 100.0, 50.0)"
///     r.maxX         // 180.0
///
/// Equality is CoreGraphics' (`CGRectEqualToRect`): two null rectangles are equal; otherwise the
/// standardized origins and sizes are compared exactly, so
/// `Rect(x: -10, y: -20, width: 30, height: 40) == Rect(x: 20, y: 20, width: -30, height: -40)`.
/// Hashing agrees with it.
///
/// Edge cases:
/// - Non-finite components are stored as given; operations propagate them as documented on each
///   member and never trap. A rectangle with a NaN component is not equal to anything.
public struct Rect: Sendable {
  /// The origin, in points. For a rectangle with a negative size this is not its minimum corner.
  public var origin: Point
  /// The size, in points, as stored: it may be negative. Read ``width`` and ``height`` for the
  /// standardized (non-negative) extent.
  public var size: Size

  /// Creates a rectangle with the given origin and size, stored as given.
  ///
  /// - Parameters:
  ///   - origin: The origin, in points.
  ///   - size: The size, in points; negative and non-finite values are kept.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin's coordinates and its size, stored as given.
  ///
  ///     Rect(x: 80, y: 120, width: 100, height: 50)  // (80.0, 120.0, 100.0, 50.0)
  ///
  /// - Parameters:
  ///   - x: The origin's x-coordinate, in points.
  ///   - y: The origin's y-coordinate, in points.
  ///   - width: The width, in points; may be negative.
  ///   - height: The height, in points; may be negative.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The rectangle at the origin with zero width and height, `(0, 0, 0, 0)`.
  ///
  /// It is empty but not null: it takes part in ``union(_:)`` and is found by ``intersects(_:)``.
  @inlinable
  public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

  /// The null rectangle, `(+∞, +∞, 0, 0)`: "no rectangle", as `CGRect.null`.
  ///
  /// It is what ``intersection(_:)`` returns for disjoint rectangles, and the identity of
  /// ``union(_:)``. Its ``minX``, ``midX``, ``maxX`` (and y twins) are `+∞`; its ``width`` and
  /// ``height`` are 0.
  @inlinable
  public static var null: Rect { Rect(x: .infinity, y: .infinity, width: 0, height: 0) }

  /// The infinite rectangle, as `CGRect.infinite`: the largest rectangle, the identity of
  /// ``intersection(_:)`` for ordinary rectangles and absorbing for ``union(_:)``.
  ///
  /// Its value is `(-M/2, -M/2, M, M)` with `M = Double.greatestFiniteMagnitude`, the constant
  /// swift-corelibs-foundation uses to mirror Darwin (`NSGeometry.swift`). ``isInfinite`` is true
  /// exactly for rectangles equal to it.
  ///
  /// Edge cases:
  /// - It is finite: its edges are `±M/2` (about ±8.99e307). `contains(_:)` (min edge in, max
  ///   edge out) is true for points with both coordinates in `[-M/2, M/2)` and for rectangles
  ///   inside that square; a point such as `(1e308, 0)` or with an infinite or NaN coordinate is
  ///   outside, so "contains every finite point" would be false.
  @inlinable
  public static var infinite: Rect {
    Rect(
      x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
      width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)
  }
}
