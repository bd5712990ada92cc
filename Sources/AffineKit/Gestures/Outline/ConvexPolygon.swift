/// The nearest point of a convex polygon, the one solver behind a handle drag's box
/// (``BoxDrag``) and the clamp under a perspective (``ImageFrame``).
///
/// The polygon is the intersection of `n` half-planes `g.0·x + g.1·y ≤ g.2` (`line(i)` gives the
/// `i`th, any scale). The point of a convex polygon nearest a point outside it lies on its
/// boundary: on an edge, where it is the point's projection onto that edge's line, or at a
/// vertex, the intersection of two lines. So the candidates are the `n` projections and the
/// `n(n − 1)/2` intersections, in the order: the projection onto line 0, the intersections of
/// line 0 with lines 1…n−1, the projection onto line 1, and so on; the nearest one that
/// `isFeasible` accepts wins (the first of equally near ones). No search, no iteration; the
/// caller's feasibility test carries its own rounding margin.
@usableFromInline
enum ConvexPolygon {
  /// The feasible candidate nearest `f`, or `nil` when `isFeasible` accepts none. A candidate at
  /// a distance that overflows is taken when no candidate has a finite one (an offset near
  /// ±1e154: the answer must land inside, and from inside it stays). The caller tests `f` itself
  /// first: it is its own nearest point when it is inside.
  @inlinable
  static func nearest(
    to f: Point, lines n: Int, _ line: (Int) -> (Double, Double, Double),
    isFeasible: (Point) -> Bool
  ) -> Point? {
    var best: Point? = nil
    var bestDistance = Double.infinity
    for i in 0..<n {
      let g = line(i)
      let norm = g.0 * g.0 + g.1 * g.1
      if norm == 0 { continue }
      let excess = (g.0 * f.x + g.1 * f.y - g.2) / norm
      consider(
        Point(x: f.x - excess * g.0, y: f.y - excess * g.1), f, &best, &bestDistance, isFeasible)
      for j in (i + 1)..<n {
        let h = line(j)
        let det = g.0 * h.1 - g.1 * h.0
        if !(det.magnitude > 0) { continue }
        consider(
          Point(x: (g.2 * h.1 - g.1 * h.2) / det, y: (g.0 * h.2 - g.2 * h.0) / det), f, &best,
          &bestDistance, isFeasible)
      }
    }
    return best
  }

  /// Takes candidate `p` as the best so far when it is nearer `f` than the best (or the first) and
  /// feasible.
  @inlinable
  static func consider(
    _ p: Point, _ f: Point, _ best: inout Point?, _ bestDistance: inout Double,
    _ isFeasible: (Point) -> Bool
  ) {
    let dx = p.x - f.x
    let dy = p.y - f.y
    let d = dx * dx + dy * dy
    if (best == nil || d < bestDistance) && isFeasible(p) {
      best = p
      bestDistance = d
    }
  }
}
