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
  /// - The identity returns ``standardized`` exactly (fractional values included), except that a
  ///   `-0` coordinate comes back as `+0` (`1 * -0 + 0`), an equal value.
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
    if isNull { return self }
    // `.infinite` has |width| == greatestFiniteMagnitude: one comparison before the full check.
    if size.width.magnitude == .greatestFiniteMagnitude && isInfinite { return self }
    if t.b == 0 && t.c == 0 {
      // Axis-aligned (the identity included: 1·x + 0 is x): each edge maps on its own, and the
      // size is |a·w| × |d·h| with one rounding each (not a difference of mapped edges, which is
      // inexact for fractional rectangles). Dropping c·y keeps ∞·0 from turning into NaN.
      let nx = t.a < 0 ? t.a * maxX + t.tx : t.a * minX + t.tx
      let ny = t.d < 0 ? t.d * maxY + t.ty : t.d * minY + t.ty
      return Rect(
        x: nx, y: ny, width: Swift.abs(t.a * size.width), height: Swift.abs(t.d * size.height))
    }
    if t.a == 0 && t.d == 0 {
      // An exact quarter turn or a swap of axes (possibly scaled): x' = c·y + tx, y' = b·x + ty.
      let nx = t.c < 0 ? t.c * maxY + t.tx : t.c * minY + t.tx
      let ny = t.b < 0 ? t.b * maxX + t.ty : t.b * minX + t.ty
      return Rect(
        x: nx, y: ny, width: Swift.abs(t.c * size.height), height: Swift.abs(t.b * size.width))
    }
    // The bounding box of the corners does not depend on which corner is the origin, so they are
    // taken as stored: x0 = x, x1 = x + width (and the same for y), with no standardizing.
    let x0 = origin.x
    let x1 = origin.x + size.width
    let y0 = origin.y
    let y1 = origin.y + size.height
    // The four corners as (x, y) lanes, each with exactly the operations of Point.applying:
    // (a·x + c·y) + tx and (b·x + d·y) + ty.
    let column0 = SIMD2(t.a, t.b)
    let column1 = SIMD2(t.c, t.d)
    let translation = SIMD2(t.tx, t.ty)
    let ax0 = column0 * x0
    let ax1 = column0 * x1
    let cy0 = column1 * y0
    let cy1 = column1 * y1
    let p0 = (ax0 + cy0) + translation
    let p1 = (ax1 + cy0) + translation
    let p2 = (ax0 + cy1) + translation
    let p3 = (ax1 + cy1) + translation
    // Without NaNs, the plain lane min/max give the NaN-propagating scalar formula's result bit
    // for bit (both return their first argument on a tie, so signed zeros agree). One check finds
    // a NaN in any corner: the sum of all eight coordinates is NaN then (and also for opposite
    // infinities, which the out-of-line path handles as well).
    let sum = (p0 + p1) + (p2 + p3)
    if (sum.x + sum.y).isNaN { return Rect.boundingBoxPropagatingNaN(p0, p1, p2, p3) }
    let low = Rect.laneMin(Rect.laneMin(p0, p1), Rect.laneMin(p2, p3))
    let high = Rect.laneMax(Rect.laneMax(p0, p1), Rect.laneMax(p2, p3))
    let extent = high - low
    return Rect(x: low.x, y: low.y, width: extent.x, height: extent.y)
  }

  /// `b < a ? b : a` in each lane (one `minpd`): `a` on a tie, and no NaN propagation.
  @inlinable
  @inline(always)
  static func laneMin(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    a.replacing(with: b, where: b .< a)
  }

  /// `b > a ? b : a` in each lane (one `maxpd`): `a` on a tie, and no NaN propagation.
  @inlinable
  @inline(always)
  static func laneMax(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    a.replacing(with: b, where: b .> a)
  }

  /// The bounding box of four corners with NaN propagation (a NaN coordinate in any corner makes
  /// that axis's edges NaN): the rare path of ``applying(_:)``, kept out of line.
  @usableFromInline
  @inline(never)
  static func boundingBoxPropagatingNaN(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>
  ) -> Rect {
    // The smaller (larger) of two values, or the first NaN: `a` where `a <= b` (`a >= b`) or `a`
    // is NaN, else `b`.
    func low(_ a: Double, _ b: Double) -> Double { a <= b || a.isNaN ? a : b }
    func high(_ a: Double, _ b: Double) -> Double { a >= b || a.isNaN ? a : b }
    let nx = low(low(p0.x, p1.x), low(p2.x, p3.x))
    let ny = low(low(p0.y, p1.y), low(p2.y, p3.y))
    let mx = high(high(p0.x, p1.x), high(p2.x, p3.x))
    let my = high(high(p0.y, p1.y), high(p2.y, p3.y))
    return Rect(x: nx, y: ny, width: mx - nx, height: my - ny)
  }
}
