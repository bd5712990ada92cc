extension Rect {
  /// Returns the smallest rectangle that contains the four corners of this rectangle mapped by an
  /// affine transform, as `CGRectApplyAffineTransform` ("the smallest rectangle that contains the
  /// transformed corner points").
  ///
  /// For a transform that only scales, mirrors and translates, the result is exactly the
  /// transformed rectangle; under a rotation or shear it is the axis-aligned bounding box, which
  /// is larger, so mapping back with the inverse does not give the original rectangle.
  ///
  ///     Rect(x: 10, y: 10, width: 100, height: 100)
  ///       .applying(AffineTransform(translationX: 0, y: 100).concatenating(AffineTransform(scaleX: 0.5, y: 0.5)))
  ///     // (5.0, 55.0, 50.0, 50.0)
  ///
  /// Edge cases (Apple documents none of these; AffineKit's choices, as swift-win32's):
  /// - Null rectangle: ``null`` (mapping its corners naively would give NaN).
  /// - Infinite rectangle: ``infinite`` for every transform.
  /// - The identity returns ``standardized`` exactly (fractional values included).
  /// - A transform with `b == 0` and `c == 0` (scale, mirror, translation) gives the size
  ///   `(|a·width|, |d·height|)`, each rounded once, and the origin from the mapped min (or, for a
  ///   negative scale, max) edge; `a == 0` and `d == 0` (an exact quarter turn or axis swap) gives
  ///   `(|c·height|, |b·width|)` the same way. So axis-aligned maps are exact whenever the products
  ///   are, and a zero entry never meets an infinite coordinate (no `0·∞` NaN).
  /// - A singular transform gives a degenerate (zero-width or zero-height) rectangle, not null.
  /// - Other non-finite values propagate.
  ///
  /// - Parameter t: The transform to apply.
  /// - Returns: The bounding box of the transformed rectangle, standardized.
  @inlinable
  @inline(always)
  public func applying(_ t: AffineTransform) -> Rect {
    if isNull || isInfinite { return self }
    if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0 {
      return standardized
    }
    let x0 = minX
    let x1 = maxX
    let y0 = minY
    let y1 = maxY
    let w = Swift.abs(size.width)
    let h = Swift.abs(size.height)
    if t.b == 0 && t.c == 0 {
      // Axis-aligned: each edge maps on its own, and the size is |a·w| × |d·h| with one rounding
      // each (not a difference of mapped edges, which is inexact for fractional rectangles).
      // Dropping c·y keeps ∞·0 from turning into NaN.
      let nx = t.a < 0 ? t.a * x1 + t.tx : t.a * x0 + t.tx
      let ny = t.d < 0 ? t.d * y1 + t.ty : t.d * y0 + t.ty
      return Rect(x: nx, y: ny, width: Swift.abs(t.a * w), height: Swift.abs(t.d * h))
    }
    if t.a == 0 && t.d == 0 {
      // An exact quarter turn or a swap of axes (possibly scaled): x' = c·y + tx, y' = b·x + ty.
      let nx = t.c < 0 ? t.c * y1 + t.tx : t.c * y0 + t.tx
      let ny = t.b < 0 ? t.b * x1 + t.ty : t.b * x0 + t.ty
      return Rect(x: nx, y: ny, width: Swift.abs(t.c * h), height: Swift.abs(t.b * w))
    }
    let p0 = Point(x: x0, y: y0).applying(t)
    let p1 = Point(x: x1, y: y0).applying(t)
    let p2 = Point(x: x0, y: y1).applying(t)
    let p3 = Point(x: x1, y: y1).applying(t)
    let nx = Rect.nanPropagatingMin(
      Rect.nanPropagatingMin(p0.x, p1.x), Rect.nanPropagatingMin(p2.x, p3.x))
    let ny = Rect.nanPropagatingMin(
      Rect.nanPropagatingMin(p0.y, p1.y), Rect.nanPropagatingMin(p2.y, p3.y))
    let mx = Rect.nanPropagatingMax(
      Rect.nanPropagatingMax(p0.x, p1.x), Rect.nanPropagatingMax(p2.x, p3.x))
    let my = Rect.nanPropagatingMax(
      Rect.nanPropagatingMax(p0.y, p1.y), Rect.nanPropagatingMax(p2.y, p3.y))
    return Rect(x: nx, y: ny, width: mx - nx, height: my - ny)
  }
}
