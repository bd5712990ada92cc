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
    if isInfiniteScreened { return self }
    if t.b == 0 && t.c == 0 { return mappedAxisAligned(by: t) }
    if t.a == 0 && t.d == 0 { return mappedQuarterTurn(by: t) }
    let (p0, p1, p2, p3) = corners(under: t)
    // Without NaNs, the plain lane min/max give the NaN-propagating scalar formula's result bit
    // for bit (both return their first argument on a tie, so signed zeros agree). They also
    // return their first argument when it is NaN, so a NaN coordinate of p0 reaches both edges of
    // its axis through the min and max trees, as in the scalar formula. One check finds a NaN in
    // p1, p2 or p3: their sum is NaN then (and also for opposite infinities, which the
    // out-of-line path handles as well).
    let sum = (p1 + p2) + p3
    if (sum.x + sum.y).isNaN { return Rect.boundingBoxPropagatingNaN(p0, p1, p2, p3) }
    let low = Rect.laneMin(Rect.laneMin(p0, p1), Rect.laneMin(p2, p3))
    let high = Rect.laneMax(Rect.laneMax(p0, p1), Rect.laneMax(p2, p3))
    let extent = high - low
    return Rect(x: low.x, y: low.y, width: extent.x, height: extent.y)
  }

  /// `applying(t).offsetBy(dx: d.x, dy: d.y)`, the same bit for bit (NaN for NaN), with the
  /// general path's null and infinite screens and offset folded into one finiteness check:
  /// ``LayerGeometry/frame``'s getter.
  ///
  /// On the general path (neither `b == c == 0` nor `a == d == 0`), when p1, p2 and p3 are
  /// finite and `2·width` is finite:
  /// - the rectangle is not null (an origin x of +∞ makes p1's x `a·∞ + …`, an origin y of +∞
  ///   makes p2's x `c·∞ + …`, each ±∞ or NaN) and not ``infinite`` (whose `|width|` is
  ///   `greatestFiniteMagnitude`);
  /// - the box's minimum edges `low` are not +∞ (so the box is not null), and its size
  ///   `high - low` is `>= +0`, or NaN only where p0 is NaN (the lane min and max return p0's NaN);
  /// so `offsetBy`'s null test and standardizing reduce to `minX = low + 0` (which turns a `-0`
  /// edge into `+0`, as `low + min(size, 0)` does) and the size unchanged.
  @inlinable
  @inline(always)
  func applying(_ t: AffineTransform, thenOffsetBy d: Point) -> Rect {
    let box: Rect
    if t.b == 0 && t.c == 0 {
      box = isNull || isInfiniteScreened ? self : mappedAxisAligned(by: t)
    } else if t.a == 0 && t.d == 0 {
      box = isNull || isInfiniteScreened ? self : mappedQuarterTurn(by: t)
    } else {
      let (p0, p1, p2, p3) = corners(under: t)
      // `h - h` is NaN exactly when h is NaN or ±∞: when a coordinate of p1, p2 or p3 is NaN or
      // ±∞, or |width| > greatestFiniteMagnitude / 2 (as for `.infinite`), or (a false alarm,
      // which only costs the slow path) when the sum overflows.
      let sum = (p1 + p2) + p3
      let h = (sum.x + sum.y) + 2 * size.width
      if !(h - h).isNaN {
        let low = Rect.laneMin(Rect.laneMin(p0, p1), Rect.laneMin(p2, p3))
        let high = Rect.laneMax(Rect.laneMax(p0, p1), Rect.laneMax(p2, p3))
        let extent = high - low
        let moved = (low + SIMD2<Double>()) + SIMD2(d.x, d.y)
        return Rect(x: moved.x, y: moved.y, width: extent.x, height: extent.y)
      }
      return Rect.boundingBoxOffset(
        p0, p1, p2, p3, of: SIMD2(origin.x, origin.y), SIMD2(size.width, size.height),
        by: SIMD2(d.x, d.y))
    }
    return box.offsetBy(dx: d.x, dy: d.y)
  }

  /// The rare path of ``applying(_:thenOffsetBy:)`` on a general transform, kept out of line:
  /// `applying(t).offsetBy(dx: d.x, dy: d.y)` for the rectangle `(origin, size)` whose corners
  /// under `t` are p0…p3 (without NaN, the scalar NaN-propagating bounding box equals
  /// ``applying(_:)``'s lane min/max bit for bit). Seven vectors, so every argument travels in a
  /// register.
  @usableFromInline
  @inline(never)
  static func boundingBoxOffset(
    _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
    of origin: SIMD2<Double>, _ size: SIMD2<Double>, by d: SIMD2<Double>
  ) -> Rect {
    let r = Rect(x: origin.x, y: origin.y, width: size.x, height: size.y)
    let box = r.isNull || r.isInfiniteScreened ? r : boundingBoxPropagatingNaN(p0, p1, p2, p3)
    return box.offsetBy(dx: d.x, dy: d.y)
  }

  /// ``isInfinite`` behind one cheap comparison: ``infinite`` has `|width| ==
  /// greatestFiniteMagnitude`.
  @inlinable
  @inline(always)
  var isInfiniteScreened: Bool {
    size.width.magnitude == .greatestFiniteMagnitude && isInfinite
  }

  /// ``applying(_:)`` for `b == 0` and `c == 0` (scale, mirror, translation; the identity
  /// included: `1·x + 0` is `x`): each edge maps on its own, and the size is `|a·w| × |d·h|` with
  /// one rounding each (not a difference of mapped edges, which is inexact for fractional
  /// rectangles). Dropping `c·y` keeps `∞·0` from turning into NaN.
  @inlinable
  @inline(always)
  func mappedAxisAligned(by t: AffineTransform) -> Rect {
    let nx = t.a < 0 ? t.a * maxX + t.tx : t.a * minX + t.tx
    let ny = t.d < 0 ? t.d * maxY + t.ty : t.d * minY + t.ty
    return Rect(
      x: nx, y: ny, width: Swift.abs(t.a * size.width), height: Swift.abs(t.d * size.height))
  }

  /// ``applying(_:)`` for `a == 0` and `d == 0`, an exact quarter turn or a swap of axes
  /// (possibly scaled): `x' = c·y + tx`, `y' = b·x + ty`, each edge on its own as in
  /// ``mappedAxisAligned(by:)``.
  @inlinable
  @inline(always)
  func mappedQuarterTurn(by t: AffineTransform) -> Rect {
    let nx = t.c < 0 ? t.c * maxY + t.tx : t.c * minY + t.tx
    let ny = t.b < 0 ? t.b * maxX + t.ty : t.b * minX + t.ty
    return Rect(
      x: nx, y: ny, width: Swift.abs(t.c * size.height), height: Swift.abs(t.b * size.width))
  }

  /// The four corners of the rectangle mapped by `t`, as `(x, y)` lanes, each with exactly the
  /// operations of `Point.applying`: `(a·x + c·y) + tx` and `(b·x + d·y) + ty`.
  ///
  /// The bounding box of the corners does not depend on which corner is the origin, so they are
  /// taken as stored: `x0 = x`, `x1 = x + width` (and the same for y), with no standardizing.
  @inlinable
  @inline(always)
  func corners(under t: AffineTransform) -> (
    SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>
  ) {
    let x0 = origin.x
    let x1 = origin.x + size.width
    let y0 = origin.y
    let y1 = origin.y + size.height
    let column0 = SIMD2(t.a, t.b)
    let column1 = SIMD2(t.c, t.d)
    let translation = SIMD2(t.tx, t.ty)
    let ax0 = column0 * x0
    let ax1 = column0 * x1
    let cy0 = column1 * y0
    let cy1 = column1 * y1
    return (
      (ax0 + cy0) + translation, (ax1 + cy0) + translation, (ax0 + cy1) + translation,
      (ax1 + cy1) + translation
    )
  }

  /// `b < a ? b : a` in each lane (one `minpd`): `a` on a tie, and no NaN propagation.
  @inlinable
  @inline(always)
  static func laneMin(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(b.x < a.x ? b.x : a.x, b.y < a.y ? b.y : a.y)
  }

  /// `b > a ? b : a` in each lane (one `maxpd`): `a` on a tie, and no NaN propagation.
  @inlinable
  @inline(always)
  static func laneMax(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    SIMD2(b.x > a.x ? b.x : a.x, b.y > a.y ? b.y : a.y)
  }

  /// The bounding box of four points (a quadrilateral's corners), with plain pairwise
  /// `min`/`max` (no NaN propagation: a NaN coordinate may be dropped) and no standardizing: the
  /// origin is the smallest coordinates and the size the spread, never negative.
  @inlinable
  static func boundingBox(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Rect {
    // Pairwise: the variadic `min(_:_:_:_:)` builds an array.
    let minX = Swift.min(Swift.min(a.x, b.x), Swift.min(c.x, d.x))
    let maxX = Swift.max(Swift.max(a.x, b.x), Swift.max(c.x, d.x))
    let minY = Swift.min(Swift.min(a.y, b.y), Swift.min(c.y, d.y))
    let maxY = Swift.max(Swift.max(a.y, b.y), Swift.max(c.y, d.y))
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
