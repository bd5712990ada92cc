// Semantics follow Apple's CGRect documentation where it speaks, and swift-corelibs-foundation's
// NSGeometry.swift (written to mirror Darwin) where it is silent; each doc comment names its source.

extension Rect {
  /// Returns the rectangle shrunk (or, with negative amounts, grown) about its centre, as
  /// `CGRectInset`.
  ///
  /// The rectangle is standardized, then `x += dx`, `y += dy`, `width -= 2*dx`, `height -= 2*dy`.
  ///
  ///     Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 3)  // (2.0, 3.0, 6.0, 4.0)
  ///
  /// Edge cases:
  /// - A resulting width or height below zero gives ``null``; exactly zero is kept
  ///   (`(0, 0, 10, 10).insetBy(dx: 5, dy: 5)` is `(5, 5, 0, 0)`, not null).
  /// - Any null rectangle, including one that is null only because one origin coordinate is +∞
  ///   (such as `(10, +∞, -20, -30)`), gives ``null`` itself: `(+∞, +∞, 0, 0)`.
  /// - NaN amounts propagate into the result (NaN is not below zero).
  ///
  /// - Parameters:
  ///   - dx: The distance to move the left and right edges inward, in points.
  ///   - dy: The distance to move the top and bottom edges inward, in points.
  @inlinable
  public func insetBy(dx: Double, dy: Double) -> Rect {
    // Apple's CGRectInset documents a null rectangle only for a negative result size; for a null
    // input it returns "a null rectangle", as CGRectOffset and CGRectIntegral document. The
    // canonical one is returned, so the three (and `standardized`) agree on every null input.
    if isNull { return .null }
    let width = self.width - 2 * dx
    let height = self.height - 2 * dy
    if width < 0 || height < 0 { return .null }
    return Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// Returns the rectangle moved by the given distances, with the same size, as `CGRectOffset`.
  ///
  ///     Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2)  // (11.0, 0.0, 3.0, 4.0)
  ///
  /// Edge cases:
  /// - Any null rectangle, including one that is null only because one origin coordinate is +∞
  ///   (such as `(10, +∞, -20, -30)`), gives ``null`` itself: `(+∞, +∞, 0, 0)` (Apple: "Returns a
  ///   null rectangle if rect is a null rectangle").
  /// - A negative size is standardized first (swift-corelibs-foundation's choice; Apple documents
  ///   only that the size is kept, and the two readings are `==`).
  /// - Non-finite distances propagate.
  ///
  /// - Parameters:
  ///   - dx: The distance to move along x, in points.
  ///   - dy: The distance to move along y, in points.
  @inlinable
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return .null }
    return Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// Returns the smallest rectangle that contains both rectangles, as `CGRectUnion`.
  ///
  ///     Rect(x: 0, y: 0, width: 10, height: 10).union(Rect(x: 20, y: 20, width: 0, height: 0))
  ///     // (0.0, 0.0, 20.0, 20.0)
  ///
  /// Edge cases:
  /// - ``null`` is the identity: a null operand returns the other rectangle unchanged (not
  ///   standardized), and the union of two null rectangles is null.
  /// - Empty, non-null rectangles take part (unlike `NSUnionRect`), as in the example above.
  /// - Negative sizes are standardized first.
  /// - A NaN edge in either rectangle gives a NaN edge in the result.
  @inlinable
  @inline(always)
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    // Both axes at once, branch-free: the same comparisons and roundings as the scalar
    // nanPropagatingMin/Max on minX…maxY, so the result is the scalar formula's bit for bit (NaN
    // for NaN: which NaN payload propagates is unspecified) (Docs/Performance.md: the scalar `||`
    // compiled to mispredicted jumps, 2.3× the C reference).
    let e = edges
    let f = other.edges
    let low = Rect.nanPropagatingMin(e.min, f.min)
    let high = Rect.nanPropagatingMax(e.max, f.max)
    return Rect(edgesFrom: low, to: high)
  }

  /// Returns the overlap of two rectangles, or ``null`` when they do not overlap, as
  /// `CGRectIntersection`.
  ///
  /// Rectangles that only touch along an edge or at a corner overlap in a zero-area rectangle,
  /// which is **not** null (Apple-observed: `(0, 0, 10, 5) ∩ (0, 5, 10, 5)` is `(0, 5, 10, 0)`).
  ///
  ///     Rect(x: 0, y: 0, width: 10, height: 10).intersection(Rect(x: 5, y: 5, width: 10, height: 10))
  ///     // (5.0, 5.0, 5.0, 5.0)
  ///
  /// Edge cases:
  /// - Either operand null: ``null``.
  /// - Negative sizes are standardized first.
  /// - ``infinite`` ∩ `r` is computed by the same min/max formula as Apple does, so it is `r` for
  ///   integer rectangles but can differ from `r` in the last bit for fractional ones (Swift forums
  ///   #21336); swift-corelibs-foundation special-cases it and returns `r`.
  /// - A NaN edge in either rectangle gives a NaN edge in the result, not null.
  @inlinable
  @inline(always)
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let e = edges
    let f = other.edges
    let low = Rect.nanPropagatingMax(e.min, f.min)
    let high = Rect.nanPropagatingMin(e.max, f.max)
    if any(low .> high) { return .null }  // x1 > x2 || y1 > y2; NaN compares false
    return Rect(edgesFrom: low, to: high)
  }

  /// Returns whether the two rectangles overlap or touch: `!intersection(other).isNull`, as
  /// `CGRectIntersectsRect` is defined in Apple's documentation.
  ///
  ///     let a = Rect(x: 0, y: 0, width: 10, height: 10)
  ///     a.intersects(Rect(x: 10, y: 0, width: 5, height: 5))  // true: they share an edge
  ///     a.intersects(Rect(x: 11, y: 0, width: 5, height: 5))  // false
  ///
  /// Edge cases:
  /// - Touching rectangles intersect; so does `.zero` with itself.
  /// - Either operand null: `false`.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isNull
  }

  /// Returns whether a point lies inside the rectangle, as `CGRectContainsPoint`.
  ///
  /// The minimum edges are inside and the maximum edges outside:
  /// `minX <= p.x < maxX && minY <= p.y < maxY`, on the standardized rectangle.
  ///
  ///     let r = Rect(x: 50, y: 50, width: 100, height: 100)
  ///     r.contains(Point(x: 50, y: 50))    // true
  ///     r.contains(Point(x: 150, y: 100))  // false: the max edge is outside
  ///
  /// Edge cases:
  /// - Empty and null rectangles contain no point.
  /// - A point with a NaN coordinate is in no rectangle.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    // The four comparisons as two lane masks and one test, with no jump per edge. No separate
    // isEmpty test is needed: a zero width or height makes that axis's min and max edges equal,
    // so `min <= p < max` fails; a null rect's +∞ origin gives edges +∞ (or NaN), so `min <= p`
    // fails for finite p and `p < max` for p = +∞. A NaN anywhere fails its comparison.
    let e = edges
    let p = SIMD2(point.x, point.y)
    return all((e.min .<= p) .& (p .< e.max))
  }

  /// Returns whether the rectangle contains another one: `union(other) == self`, as
  /// `CGRectContainsRect` is defined.
  ///
  ///     let r = Rect(x: 0, y: 0, width: 100, height: 100)
  ///     r.contains(Rect(x: 100, y: 100, width: 0, height: 0))  // true, though the point (100, 100) is not
  ///
  /// Edge cases:
  /// - Every rectangle, null included, contains ``null``; a null rectangle contains only null.
  /// - Edges may coincide.
  /// - NaN components: `false`.
  @inlinable
  public func contains(_ other: Rect) -> Bool {
    union(other) == self
  }

  /// Divides the rectangle into two by cutting a slice of the given thickness off one edge, as
  /// `CGRectDivide` (`CGRect.divided(atDistance:from:)`).
  ///
  /// The rectangle is standardized and the distance clamped to `0...extent` (the width for the x
  /// edges, the height for the y edges).
  ///
  ///     Rect(x: 0, y: 0, width: 100, height: 50).divided(atDistance: 30, from: .minXEdge)
  ///     // slice (0.0, 0.0, 30.0, 50.0), remainder (30.0, 0.0, 70.0, 50.0)
  ///
  /// Edge cases:
  /// - A negative distance gives an empty slice; a distance beyond the extent gives the whole
  ///   rectangle as the slice and an empty remainder at the far side.
  /// - Null rectangle: both parts are ``null``.
  /// - A NaN distance gives NaN sizes.
  ///
  /// - Parameters:
  ///   - distance: The thickness of the slice, in points, measured from `edge`.
  ///   - edge: The edge the slice is cut from.
  /// - Returns: The slice and the rest of the rectangle.
  @inlinable
  public func divided(atDistance distance: Double, from edge: RectEdge) -> (
    slice: Rect, remainder: Rect
  ) {
    if isNull { return (.null, .null) }
    let x = minX
    let y = minY
    let w = width
    let h = height
    switch edge {
    case .minXEdge:
      let d = Rect.clamp(distance, to: w)
      return (Rect(x: x, y: y, width: d, height: h), Rect(x: x + d, y: y, width: w - d, height: h))
    case .maxXEdge:
      let d = Rect.clamp(distance, to: w)
      return (
        Rect(x: x + w - d, y: y, width: d, height: h), Rect(x: x, y: y, width: w - d, height: h)
      )
    case .minYEdge:
      let d = Rect.clamp(distance, to: h)
      return (Rect(x: x, y: y, width: w, height: d), Rect(x: x, y: y + d, width: w, height: h - d))
    case .maxYEdge:
      let d = Rect.clamp(distance, to: h)
      return (
        Rect(x: x, y: y + h - d, width: w, height: d), Rect(x: x, y: y, width: w, height: h - d)
      )
    }
  }

  // MARK: Helpers

  /// The standardized edges as two-lane vectors, `(minX, minY)` and `(maxX, maxY)`, each lane
  /// computed exactly as ``minX``, ``minY``, ``maxX`` and ``maxY`` are: `origin + min(size, 0)` and
  /// `origin + max(size, 0)`, where `Swift.min(w, 0)` is `0 < w ? 0 : w` and `Swift.max(w, 0)` is
  /// `0 >= w ? 0 : w` (so a NaN size stays NaN and a `-0` size is kept).
  ///
  /// Written as lane selects, which compile to compare-and-mask instructions; the scalar
  /// accessors compile to a jump per edge. `@inline(always)`: the optimizer otherwise keeps this
  /// getter out of line (its generic SIMD calls look expensive before specialization).
  @inlinable
  @inline(always)
  var edges: (min: SIMD2<Double>, max: SIMD2<Double>) {
    let o = SIMD2(origin.x, origin.y)
    let s = SIMD2(size.width, size.height)
    let zero = SIMD2<Double>()
    return (
      o + s.replacing(with: zero, where: zero .< s), o + s.replacing(with: zero, where: zero .>= s)
    )
  }

  /// The rectangle from the minimum edges `low` to the maximum edges `high`:
  /// `(low.x, low.y, high.x - low.x, high.y - low.y)`.
  @inlinable
  @inline(always)
  init(edgesFrom low: SIMD2<Double>, to high: SIMD2<Double>) {
    let size = high - low
    self.init(x: low.x, y: low.y, width: size.x, height: size.y)
  }

  /// The scalar `nanPropagatingMin` lane by lane: `a` where `a <= b` or `a` is NaN,
  /// else `b`.
  @inlinable
  @inline(always)
  static func nanPropagatingMin(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    a.replacing(with: b, where: .!(a .<= b) .& (a .== a))
  }

  /// The scalar `nanPropagatingMax` lane by lane: `a` where `a >= b` or `a` is NaN,
  /// else `b`.
  @inlinable
  @inline(always)
  static func nanPropagatingMax(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    a.replacing(with: b, where: .!(a .>= b) .& (a .== a))
  }

  /// The smaller of two values, or NaN if either is NaN (`Swift.min` returns its first argument
  /// when the second is NaN, which would hide the NaN).
  @inlinable
  static func nanPropagatingMin(_ a: Double, _ b: Double) -> Double {
    a <= b || a.isNaN ? a : b
  }

  /// The larger of two values, or NaN if either is NaN.
  @inlinable
  static func nanPropagatingMax(_ a: Double, _ b: Double) -> Double {
    a >= b || a.isNaN ? a : b
  }

  /// Clamps a distance to `0...extent`; NaN stays NaN.
  @inlinable
  static func clamp(_ distance: Double, to extent: Double) -> Double {
    if distance < 0 { return 0 }
    if distance > extent { return extent }
    return distance
  }
}
