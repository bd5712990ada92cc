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
  /// - A transform with `b == 0` and `c == 0` (scale, mirror, translation, identity) maps the two
  ///   x-edges and the two y-edges separately, so the identity returns ``standardized`` exactly,
  ///   even for a rectangle with an infinite coordinate.
  /// - A singular transform gives a degenerate (zero-width or zero-height) rectangle, not null.
  /// - Other non-finite values propagate.
  ///
  /// - Parameter t: The transform to apply.
  /// - Returns: The bounding box of the transformed rectangle, standardized.
  @inlinable
  @inline(always)
  public func applying(_ t: AffineTransform) -> Rect {
    if isNull || isInfinite { return self }
    let x0 = minX
    let x1 = maxX
    let y0 = minY
    let y1 = maxY
    if t.b == 0 && t.c == 0 {
      // Axis-aligned: each edge maps on its own. a*x + c*y + tx with c == 0 is a*x + 0 + tx, which
      // equals a*x + tx for every finite y; dropping c*y keeps ∞*0 from turning into NaN.
      let ax0 = t.a * x0 + t.tx
      let ax1 = t.a * x1 + t.tx
      let dy0 = t.d * y0 + t.ty
      let dy1 = t.d * y1 + t.ty
      let nx = Rect.nanPropagatingMin(ax0, ax1)
      let ny = Rect.nanPropagatingMin(dy0, dy1)
      return Rect(
        x: nx, y: ny,
        width: Rect.nanPropagatingMax(ax0, ax1) - nx, height: Rect.nanPropagatingMax(dy0, dy1) - ny)
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
