extension Point {
  /// Returns the point mapped by a projective transform, or `nil` when the point is at or
  /// behind the transform's horizon (`w <= 0`).
  ///
  /// The projective counterpart of `applying(_:)`. It has its own name because its result is
  /// optional, and so that `point.applying(.identity)` keeps meaning the affine identity.
  ///
  /// With the row-vector convention `[x' y' w] = [x y 1] · M`:
  ///
  ///     x' = m11*x + m21*y + m41
  ///     y' = m12*x + m22*y + m42
  ///     w  = m14*x + m24*y + m44
  ///
  /// each evaluated left to right in `Double` (as `Point.applying(_:)` does for an affine
  /// transform), and the result is `(x'/w, y'/w)`.
  ///
  ///     let t = ProjectiveTransform(
  ///       m11: 1, m12: 0, m14: 0.5, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)
  ///     Point(x: 2, y: 4).projected(by: t)   // Point(x: 1, y: 2): w = 2
  ///     Point(x: -2, y: 0).projected(by: t)  // nil: w = 0, on the horizon
  ///     Point(x: -4, y: 0).projected(by: t)  // nil: w = -1, behind it
  ///
  /// Why `nil` for `w <= 0`: the points with `w == 0` form the horizon line, whose image is at
  /// infinity, and a point with `w < 0` lies behind the viewer of the perspective. Dividing by a
  /// negative `w` would still give a finite point, on the far side of the picture, and a caller
  /// that draws or hit-tests it would be silently wrong (this is why renderers clip against
  /// `w > 0` before dividing). `nil` says the point has no image in front of the horizon. The
  /// sign of the matrix therefore matters: `M` and `-M` are the same projective map, but only
  /// one of them has the region of interest in front (``ProjectiveTransform/init(mapping:to:)`` returns the one that
  /// has its quadrilateral in front).
  ///
  /// Edge cases:
  /// - An affine transform (``ProjectiveTransform/isAffine``) gives exactly
  ///   `applying(t.affine!)`, never `nil`, for any point, non-finite ones included (no `0 · ∞`
  ///   in `w`).
  /// - `w == -0.0` counts as on the horizon: `nil`.
  /// - A NaN `w` is not `nil`: the point has NaN coordinates (NaN propagates, as in every value
  ///   type). A NaN in `x'` or `y'` with a positive `w` propagates the same way.
  /// - A positive `w` that is subnormal or tiny gives huge or infinite coordinates, the honest
  ///   image of a point just in front of the horizon; `w == +∞` gives zero or NaN coordinates.
  ///
  /// - Parameter t: The transform to apply.
  /// - Returns: The transformed point, in the transform's destination space, or `nil` when
  ///   `w <= 0`.
  @inlinable
  public func projected(by t: ProjectiveTransform) -> Point? {
    if t.isAffine {
      return Point(x: t.m11 * x + t.m21 * y + t.m41, y: t.m12 * x + t.m22 * y + t.m42)
    }
    let w = t.m14 * x + t.m24 * y + t.m44
    if w <= 0 { return nil }
    return Point(x: (t.m11 * x + t.m21 * y + t.m41) / w, y: (t.m12 * x + t.m22 * y + t.m42) / w)
  }
}

extension Rect {
  /// Returns the smallest rectangle that contains this rectangle mapped by a projective
  /// transform, when all of it is in front of the transform's horizon.
  ///
  /// The projective counterpart of `applying(_:)`, named apart from it so that
  /// `rect.applying(.identity)` keeps meaning the affine identity.
  ///
  /// A projective transform maps a rectangle that lies in front of its horizon (`w > 0` at all
  /// four corners, hence everywhere inside, since `w` is linear in `x` and `y`) onto the convex
  /// quadrilateral of its mapped corners, so the result is the bounding box of the four corners
  /// mapped as ``Point/projected(by:)`` maps them.
  ///
  ///     let t = ProjectiveTransform(
  ///       m11: 1, m12: 0, m14: 0.5, m21: 0, m22: 1, m24: 0, m41: 0, m42: 0, m44: 1)
  ///     Rect(x: 0, y: 0, width: 2, height: 4).projected(by: t)  // (0.0, 0.0, 1.0, 4.0)
  ///
  /// Edge cases:
  /// - Null rectangle: ``null``; infinite rectangle: ``infinite`` for every transform, as for an
  ///   ``AffineTransform``.
  /// - An affine transform (``ProjectiveTransform/isAffine``) gives exactly
  ///   `applying(t.affine!)`, with all of its rules.
  /// - Crossing the horizon (some corner has `w > 0` and another `w <= 0`): ``infinite``. The
  ///   image of such a rectangle is unbounded (the points on the horizon go to infinity, and the
  ///   part behind it would appear on the far side), so no finite box contains it; ``infinite``
  ///   is the box that contains everything, which keeps "does the mapped rectangle cover this
  ///   point / intersect this view" conservative, where ``null`` would claim it covers nothing.
  /// - Entirely at or behind the horizon (no corner has `w > 0`): ``null``. No point of the
  ///   rectangle has an image in front, so the visible result is empty.
  /// - A NaN `w` at a corner, or a NaN mapped coordinate: the NaN propagates into the result's
  ///   edges on that axis (as `applying(_:)` does for an ``AffineTransform``), whatever the other
  ///   corners' `w`.
  /// - A corner just in front of the horizon (tiny `w > 0`) can give huge or infinite edges.
  ///
  /// - Parameter t: The transform to apply.
  /// - Returns: The bounding box of the transformed rectangle, standardized; ``infinite`` or
  ///   ``null`` as above.
  @inlinable
  public func projected(by t: ProjectiveTransform) -> Rect {
    if let affine = t.affine { return applying(affine) }
    if isNull { return self }
    if isInfiniteScreened { return self }
    let x0 = origin.x
    let x1 = origin.x + size.width
    let y0 = origin.y
    let y1 = origin.y + size.height
    let w00 = t.m14 * x0 + t.m24 * y0 + t.m44
    let w10 = t.m14 * x1 + t.m24 * y0 + t.m44
    let w01 = t.m14 * x0 + t.m24 * y1 + t.m44
    let w11 = t.m14 * x1 + t.m24 * y1 + t.m44
    let inFront = (w00 > 0 ? 1 : 0) + (w10 > 0 ? 1 : 0) + (w01 > 0 ? 1 : 0) + (w11 > 0 ? 1 : 0)
    let anyNaN = (w00 + w10 + w01 + w11).isNaN
    if !anyNaN {
      if inFront == 0 { return .null }
      if inFront < 4 { return .infinite }
    }
    func mapped(_ x: Double, _ y: Double, _ w: Double) -> SIMD2<Double> {
      SIMD2((t.m11 * x + t.m21 * y + t.m41) / w, (t.m12 * x + t.m22 * y + t.m42) / w)
    }
    return Rect.boundingBoxPropagatingNaN(
      mapped(x0, y0, w00), mapped(x1, y0, w10), mapped(x0, y1, w01), mapped(x1, y1, w11))
  }
}
