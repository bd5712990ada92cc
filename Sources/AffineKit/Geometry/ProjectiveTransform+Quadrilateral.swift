extension ProjectiveTransform {
  /// Creates the projective transform that maps four source corners to four destination
  /// corners, as OpenCV's `getPerspectiveTransform` and Core Image's `CIPerspectiveTransform`
  /// do, or `nil` when no transform maps the source quadrilateral onto the destination one in
  /// front of its horizon.
  ///
  /// The corners are in order around each quadrilateral (either direction, the same in both):
  /// `source.0` maps to `destination.0`, and so on. The matrix is built as in Heckbert,
  /// "Fundamentals of Texture Mapping and Image Warping" (UC Berkeley, 1989), §2.2.3: the
  /// square-to-quadrilateral map for each quadrilateral (`(0,0), (1,0), (1,1), (0,1)` to the
  /// corners, in closed form, affine when the quadrilateral is a parallelogram), then the
  /// adjugate of the source's map (the inverse up to a factor) concatenated with the
  /// destination's. Its sign is then chosen so that `w > 0` at the four source corners, and it
  /// is divided by `|m44|`: `m44 == 1` (OpenCV's normalization) when the origin is in front of
  /// the horizon, `-1` when it is behind (dividing by a negative `m44` would put the
  /// quadrilateral behind the horizon instead), and the matrix is left unscaled when the origin
  /// is on it. So the unit square as the source gives Heckbert's square-to-quadrilateral matrix
  /// exactly, and a parallelogram-to-parallelogram map is ``isAffine``.
  ///
  /// Each source corner maps to its destination corner up to rounding: within a few ulps of the
  /// coordinates for well-shaped quadrilaterals, and less accurately as three corners approach a
  /// line.
  ///
  ///     let unitSquare = (Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1))
  ///     let trapezoid = (Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 3, y: 2), Point(x: 1, y: 2))
  ///     ProjectiveTransform(mapping: unitSquare, to: trapezoid)
  ///     // m11: 4, m12: 0, m14: 0, m21: 2, m22: 4, m24: 1, m41: 0, m42: 0, m44: 1
  ///
  /// Edge cases (each gives `nil`):
  /// - A non-finite coordinate in either quadrilateral.
  /// - Three corners of either quadrilateral on one line (the cross product of their
  ///   differences, computed as ``AffineTransform/determinant`` is, is 0), two equal corners
  ///   included: the transform is not unique or does not exist.
  /// - Quadrilaterals that cannot be matched in front of the horizon: one convex and the other
  ///   not, or one self-intersecting (a "bow tie"), so that some source corner would get
  ///   `w <= 0` (the map would tear the quadrilateral through infinity).
  /// - A result that is singular or has a non-finite entry (coordinates so large or so close
  ///   together that the entries overflow or underflow).
  ///
  /// - Parameters:
  ///   - source: The corners of the source quadrilateral, in order around it.
  ///   - destination: The corners they map to, in the same order.
  @inlinable
  public init?(
    mapping source: (Point, Point, Point, Point), to destination: (Point, Point, Point, Point)
  ) {
    guard let t = ProjectiveTransform.quadrilateralMap(source, destination) else { return nil }
    self = t
  }

  /// The body of ``init(mapping:to:)``, out of line: it is not a hot path.
  @usableFromInline
  static func quadrilateralMap(
    _ source: (Point, Point, Point, Point), _ destination: (Point, Point, Point, Point)
  ) -> ProjectiveTransform? {
    guard let fromSquare = squareMap(source), let toDestination = squareMap(destination) else {
      return nil
    }
    var m = fromSquare.adjugate.concatenating(toDestination)
    // The adjugate is the inverse times det, whose sign is arbitrary here: pick the sign that
    // puts the source corners in front, then check that all four are.
    // `w` takes the matrix as an argument: a nested function that captured the mutable `m` would
    // box it on the heap.
    func w(_ m: ProjectiveTransform, _ p: Point) -> Double { m.m14 * p.x + m.m24 * p.y + m.m44 }
    if w(m, source.0) < 0 { m = m.scaled(by: -1) }
    guard w(m, source.0) > 0, w(m, source.1) > 0, w(m, source.2) > 0, w(m, source.3) > 0
    else { return nil }
    if m.m44 != 0 { m = m.divided(by: m.m44.magnitude) }
    guard m.m11.isFinite, m.m12.isFinite, m.m14.isFinite, m.m21.isFinite, m.m22.isFinite,
      m.m24.isFinite, m.m41.isFinite, m.m42.isFinite, m.m44.isFinite, m.determinant != 0
    else { return nil }
    return m
  }

  /// Heckbert's square-to-quadrilateral map: `(0,0), (1,0), (1,1), (0,1)` to `q.0 … q.3`, or
  /// `nil` when a coordinate is not finite or three corners are on one line.
  ///
  /// With `Σx = x0 − x1 + x2 − x3` (and `Σy`), the quadrilateral is a parallelogram exactly when
  /// both are 0, and the map is affine: `(x1 − x0, y1 − y0; x2 − x1, y2 − y1; x0, y0)`.
  /// Otherwise, with `dx1 = x1 − x2`, `dx2 = x3 − x2` (and `dy1`, `dy2`),
  /// `g = |Σx dx2; Σy dy2| / |dx1 dx2; dy1 dy2|`, `h = |dx1 Σx; dy1 Σy| / |dx1 dx2; dy1 dy2|`,
  /// and the rows are `(x1 − x0 + g·x1, y1 − y0 + g·y1, g)`, `(x3 − x0 + h·x3, y3 − y0 + h·y3,
  /// h)`, `(x0, y0, 1)`: Heckbert's `[a d g; b e h; c f i]`, which is already in the row-vector
  /// convention.
  @usableFromInline
  static func squareMap(_ q: (Point, Point, Point, Point)) -> ProjectiveTransform? {
    let (p0, p1, p2, p3) = q
    guard p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite, p2.x.isFinite,
      p2.y.isFinite, p3.x.isFinite, p3.y.isFinite
    else { return nil }
    // Three corners on one line: the turn at each corner, (next − here) × (previous − here).
    func turn(_ previous: Point, _ here: Point, _ next: Point) -> Double {
      differenceOfProducts(
        next.x - here.x, previous.y - here.y, next.y - here.y, previous.x - here.x)
    }
    guard turn(p3, p0, p1) != 0, turn(p0, p1, p2) != 0, turn(p1, p2, p3) != 0,
      turn(p2, p3, p0) != 0
    else { return nil }
    let sumX = (p0.x - p1.x) + (p2.x - p3.x)
    let sumY = (p0.y - p1.y) + (p2.y - p3.y)
    if sumX == 0 && sumY == 0 {
      return ProjectiveTransform(
        m11: p1.x - p0.x, m12: p1.y - p0.y, m14: 0, m21: p2.x - p1.x, m22: p2.y - p1.y, m24: 0,
        m41: p0.x, m42: p0.y, m44: 1)
    }
    let dx1 = p1.x - p2.x
    let dx2 = p3.x - p2.x
    let dy1 = p1.y - p2.y
    let dy2 = p3.y - p2.y
    let denominator = differenceOfProducts(dx1, dy2, dx2, dy1)
    if denominator == 0 { return nil }
    let g = differenceOfProducts(sumX, dy2, dx2, sumY) / denominator
    let h = differenceOfProducts(dx1, sumY, sumX, dy1) / denominator
    return ProjectiveTransform(
      m11: (p1.x - p0.x) + g * p1.x, m12: (p1.y - p0.y) + g * p1.y, m14: g,
      m21: (p3.x - p0.x) + h * p3.x, m22: (p3.y - p0.y) + h * p3.y, m24: h,
      m41: p0.x, m42: p0.y, m44: 1)
  }

  /// Every entry times `factor` (the same projective map for a positive factor).
  @inlinable
  func scaled(by factor: Double) -> ProjectiveTransform {
    ProjectiveTransform(
      m11: m11 * factor, m12: m12 * factor, m14: m14 * factor, m21: m21 * factor,
      m22: m22 * factor, m24: m24 * factor, m41: m41 * factor, m42: m42 * factor,
      m44: m44 * factor)
  }

  /// Every entry divided by `divisor` (so `m44 / m44` is exactly 1).
  @inlinable
  func divided(by divisor: Double) -> ProjectiveTransform {
    ProjectiveTransform(
      m11: m11 / divisor, m12: m12 / divisor, m14: m14 / divisor, m21: m21 / divisor,
      m22: m22 / divisor, m24: m24 / divisor, m41: m41 / divisor, m42: m42 / divisor,
      m44: m44 / divisor)
  }
}
