// The photo as drawn under a perspective, and the placement rules over it.
//
// The photo is drawn at `c + s·L·π(q)` (``Perspective``'s `π`, the frame's `L`, zoom `s`, centre
// `c`): the quadrilateral `c + s·Q` with `Q = L·π(rectangle)` convex and the origin inside. Its
// four edges are half-planes `N_j·(p − c) ≤ s·D_j` (outward unit normals `N_j`, distances `D_j`
// at zoom 1). With the box's centre `B` and the image's centre as the offset `δ = c − B`, a box
// of size `W × H` is covered iff for every edge
//
//     N_j·δ + s·D_j ≥ e_j,   e_j = |N_jx|·W/2 + |N_jy|·H/2
//
// (`e_j` is the largest `N_j·(p − B)` over the box's corners `p`; for a crop shape inside the box,
// its support along `N_j`, ``CropShape/Support``): four constraints, linear in `(δ, s)`. The smallest covering zoom is the linear program "minimize s" under them; its
// feasible set has no line in it (the normals span the plane), so its minimum is at a vertex,
// where three of the four constraints hold with equality: solve the four 3 × 3 systems and keep
// the least `s` that meets the fourth. The clamped centre at a zoom is the point of the convex
// polygon of feasible offsets nearest the wanted one (``ConvexPolygon``, the solver a free corner
// drag uses too): the offset itself, its projection onto an edge's line, or two lines'
// intersection, whichever feasible candidate is nearest. No search, no iteration. (Without a perspective `Q` is the rotated rectangle, and ImageFrame's rules
// compute the same in closed form.)
//
// Rounding: every rule works to the margin `m` of ``PhotoOutline/margin(zoom:fitted:box:)``,
// 2⁻⁴⁴ of the photo's and the box's size on screen (plus a few ulps of the box's position), far
// below the 1e-9 of the photo's size the coverage guarantee allows. A clamped offset goes `m/2`
// inside, an offset within `m/2` outside is left where it is (so the clamp is idempotent), and
// the covering zoom is the program's minimum raised by `m / min D_j`, so that the clamp's inner
// polygon is not empty there.

/// The photo as drawn under a perspective, at zoom 1 and relative to its centre: four half-planes
/// `N_j·p ≤ D_j` in the view's axes (see the comment at the top of this file).
@usableFromInline
struct PhotoOutline: Sendable {
  /// The edges' outward unit normals in the view's axes, x components (top, right, bottom and
  /// left edges of the photo).
  @usableFromInline var nx: SIMD4<Double>
  /// The normals' y components.
  @usableFromInline var ny: SIMD4<Double>
  /// The edges' distances from the photo's centre at zoom 1, in points; positive.
  @usableFromInline var d: SIMD4<Double>
  /// The photo's corners as drawn at zoom 1 relative to its centre, in the view's axes: its
  /// top-left, top-right, bottom-right and bottom-left.
  @usableFromInline var corners: (Point, Point, Point, Point)
  /// Whether the outline has no area in floating point (a photo so thin, 1e-178 points, that an
  /// edge's length underflows): its normals are not finite, or a distance is not positive. No
  /// zoom covers anything with it, and its clamp centres the photo on the box, as the rules
  /// without a perspective centre an axis the photo is too short on.
  @usableFromInline var isDegenerate: Bool

  /// The outline of a photo of `fitted` size under `perspective`, drawn by the frame's matrix `l`.
  @inlinable
  init(_ perspective: Perspective, fitted: Size, l: AffineTransform) {
    let projection = Perspective.Projection(perspective, fitted: fitted)
    let hw = fitted.width * 0.5
    let hh = fitted.height * 0.5
    // Within ±maximumAngle every point of the photo is in front of the horizon (`w > 0.4`).
    func corner(_ x: Double, _ y: Double) -> Point {
      ImageFrame.viewAxes(projection.project(x, y) ?? Point(x: x, y: y), l)
    }
    let p = (corner(-hw, -hh), corner(hw, -hh), corner(hw, hh), corner(-hw, hh))
    corners = p
    func edge(_ a: Point, _ b: Point) -> (Double, Double, Double) {
      let ex = b.x - a.x
      let ey = b.y - a.y
      let length = (ex * ex + ey * ey).squareRoot()
      var n = (ey / length, -ex / length)
      // Outward: the origin (the photo's centre) is inside.
      if n.0 * a.x + n.1 * a.y < 0 { n = (-n.0, -n.1) }
      return (n.0, n.1, n.0 * a.x + n.1 * a.y)
    }
    let e0 = edge(p.0, p.1)
    let e1 = edge(p.1, p.2)
    let e2 = edge(p.2, p.3)
    let e3 = edge(p.3, p.0)
    let (x, y, distances) = (
      SIMD4(e0.0, e1.0, e2.0, e3.0), SIMD4(e0.1, e1.1, e2.1, e3.1), SIMD4(e0.2, e1.2, e2.2, e3.2)
    )
    nx = x
    ny = y
    d = distances
    // NaN fails every comparison, so it counts as degenerate too.
    let finite = Self.abs(x) + Self.abs(y) + distances
    var degenerate = false
    for j in 0..<4 where !(finite[j] < .infinity && distances[j] > 0) { degenerate = true }
    isDegenerate = degenerate
  }

  /// Entrywise magnitudes (the standard library's SIMD has no `abs`).
  @inlinable
  static func abs(_ v: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4(v[0].magnitude, v[1].magnitude, v[2].magnitude, v[3].magnitude)
  }

  /// The bounding box of the photo as drawn at zoom `s` about `c`, in the view's coordinates.
  @inlinable
  func bounds(zoom s: Double, center c: Point) -> Rect {
    let r = Rect.boundingBox(corners.0, corners.1, corners.2, corners.3)
    return Rect(
      x: c.x + s * r.origin.x, y: c.y + s * r.origin.y, width: s * r.size.width,
      height: s * r.size.height)
  }

  /// `e_j` for the crop `shape` in a box of `size`: its support along `N_j`, the largest
  /// `N_j·(p − B)` over its points `p` (for the rectangle, over the box's corners).
  @inlinable
  func extents(_ size: Size, _ shape: CropShape) -> SIMD4<Double> {
    let support = shape.support(in: size)
    return SIMD4(
      support.support(along: nx[0], ny[0]), support.support(along: nx[1], ny[1]),
      support.support(along: nx[2], ny[2]), support.support(along: nx[3], ny[3]))
  }

  /// The rules' rounding margin in view points at zoom `s`: 2⁻⁴⁴ of the photo's and the box's
  /// size on screen, plus 8 ulps of the box centre's coordinates (the centre is stored as
  /// `B + δ`, which rounds to them), and at least 64 subnormal steps.
  @inlinable
  static func margin(zoom s: Double, fitted: Size, box: Rect) -> Double {
    let b = CropEngine.centre(of: box)
    let size = s * (fitted.width + fitted.height) + box.size.width + box.size.height
    let m = 0x1p-44 * size + 8 * Double.ulpOfOne * (b.x.magnitude + b.y.magnitude)
    return Swift.max(m < .infinity ? m : .greatestFiniteMagnitude, 64 * .leastNonzeroMagnitude)
  }

  // MARK: The covering zoom

  /// The linear program's minimum: the smallest zoom at which some offset covers the crop
  /// `shape` in a box of `size`, and that offset (the box's centre to the image's, `c − B`).
  @inlinable
  func coverOptimum(_ size: Size, _ shape: CropShape) -> (zoom: Double, offset: Point) {
    if isDegenerate { return (.infinity, .zero) }
    let e = extents(size, shape)
    var best = (zoom: Double.infinity, offset: Point.zero)
    var fallback = (violation: Double.infinity, zoom: Double.infinity, offset: Point.zero)
    for k in 0..<4 {
      // The three constraints other than k, held with equality.
      let (i, j, l) = k == 0 ? (1, 2, 3) : k == 1 ? (0, 2, 3) : k == 2 ? (0, 1, 3) : (0, 1, 2)
      let det =
        nx[i] * (ny[j] * d[l] - d[j] * ny[l]) - ny[i] * (nx[j] * d[l] - d[j] * nx[l])
        + d[i] * (nx[j] * ny[l] - ny[j] * nx[l])
      if !(det.magnitude > 0) { continue }
      let x =
        (e[i] * (ny[j] * d[l] - d[j] * ny[l]) - ny[i] * (e[j] * d[l] - d[j] * e[l])
          + d[i] * (e[j] * ny[l] - ny[j] * e[l])) / det
      let y =
        (nx[i] * (e[j] * d[l] - d[j] * e[l]) - e[i] * (nx[j] * d[l] - d[j] * nx[l])
          + d[i] * (nx[j] * e[l] - e[j] * nx[l])) / det
      let s =
        (nx[i] * (ny[j] * e[l] - e[j] * ny[l]) - ny[i] * (nx[j] * e[l] - e[j] * nx[l])
          + e[i] * (nx[j] * ny[l] - ny[j] * nx[l])) / det
      guard s > 0, s < .infinity, x.magnitude < .infinity, y.magnitude < .infinity else { continue }
      let lhs = nx[k] * x + ny[k] * y + d[k] * s
      let violation = e[k] - lhs
      let tolerance = 0x1p-44 * ((nx[k] * x).magnitude + (ny[k] * y).magnitude + d[k] * s + e[k])
      if violation <= tolerance {
        if s < best.zoom { best = (s, Point(x: x, y: y)) }
      } else if best.zoom == .infinity && violation / d[k] < fallback.violation {
        // Only when rounding leaves no vertex meeting its fourth constraint: the vertex that
        // misses it least, its zoom raised until it meets it.
        fallback = (violation / d[k], s + violation / d[k], Point(x: x, y: y))
      }
    }
    if best.zoom < .infinity { return best }
    return (fallback.zoom, fallback.offset)
  }

  /// The smallest zoom at which the photo covers the crop `shape` in a box of `box`'s size, to
  /// the rules' margin: the program's minimum raised by `m / min D_j` (see the comment at the top
  /// of this file).
  @inlinable
  func coverZoom(fitted: Size, box: Rect, _ shape: CropShape) -> Double {
    let s = coverOptimum(box.size, shape).zoom
    let dMin = Swift.min(Swift.min(d[0], d[1]), Swift.min(d[2], d[3]))
    return s + Self.margin(zoom: s, fitted: fitted, box: box) / dMin
  }

  // MARK: Where the centre may rest

  /// How far offset `δ` is inside each edge's constraint at zoom `s`: `N_j·δ + s·D_j − e_j`.
  @inlinable
  func slack(_ delta: Point, zoom s: Double, extents e: SIMD4<Double>) -> SIMD4<Double> {
    nx * delta.x + ny * delta.y + d * s - e
  }

  /// Whether the photo at offset `δ = c − B` and zoom `s` covers the crop `shape` in a box of
  /// `box`'s size, to the margin.
  @inlinable
  func covers(
    offset delta: Point, zoom s: Double, fitted: Size, box: Rect, _ shape: CropShape
  ) -> Bool {
    if isDegenerate { return false }
    let m = Self.margin(zoom: s, fitted: fitted, box: box)
    let slack = slack(delta, zoom: s, extents: extents(box.size, shape))
    return slack.min() >= -m
  }

  /// The offset nearest `δ` at which the photo at zoom `s` covers the crop `shape` in the box
  /// (`m/2` inside), `δ`
  /// itself when it covers to `m/2`; when no offset covers at this zoom, the program's optimal
  /// offset (the photo as centred on the box as its shape allows), or `δ` itself when the program
  /// has no finite optimum. A degenerate outline (``isDegenerate``) gives `.zero`: the photo
  /// centred on the box.
  @inlinable
  func clampedOffset(
    _ delta: Point, zoom s: Double, fitted: Size, box: Rect, _ shape: CropShape
  ) -> Point {
    if isDegenerate { return .zero }
    let e = extents(box.size, shape)
    let m = Self.margin(zoom: s, fitted: fitted, box: box)
    if slack(delta, zoom: s, extents: e).min() >= -0.5 * m { return delta }
    // The edges' lines moved m/2 inward, N_j·δ ≥ r_j, as half-planes −N_j·δ ≤ −r_j.
    let r = e - d * s + SIMD4(repeating: 0.5 * m)
    if let best = ConvexPolygon.nearest(
      to: delta, lines: 4, { (-nx[$0], -ny[$0], -r[$0]) },
      isFeasible: { (nx * $0.x + ny * $0.y - r).min() >= -0.25 * m })
    {
      return best
    }
    // No offset covers at this zoom: the program's optimal offset, or, when rounding leaves the
    // program no finite optimum, the offset as it is.
    let optimum = coverOptimum(box.size, shape)
    return optimum.zoom < .infinity ? optimum.offset : delta
  }

  /// The offset `δ` panned by `t` against the covering polygon at zoom `s`: clamped into it
  /// (``Overscroll/clamped``), or resisted past it (``Overscroll/rubberBand``) by ``RubberBand``
  /// along the direction from the polygon's nearest point, with the box's extent along that
  /// direction as the band's dimension.
  @inlinable
  func pannedOffset(
    _ delta: Point, by t: Point, zoom s: Double, fitted: Size, box: Rect, _ shape: CropShape,
    overscroll: Overscroll
  ) -> Point {
    let moved = Point(x: delta.x + t.x, y: delta.y + t.y)
    if overscroll == .clamped {
      return clampedOffset(moved, zoom: s, fitted: fitted, box: box, shape)
    }
    // The displayed overshoot's virtual position, then the move, then the band.
    let inside = clampedOffset(delta, zoom: s, fitted: fitted, box: box, shape)
    var virtual = delta
    let b = Point(x: delta.x - inside.x, y: delta.y - inside.y)
    let displayed = (b.x * b.x + b.y * b.y).squareRoot()
    if displayed > 0 {
      let dimension = Self.dimension(b, displayed, box.size)
      // Past the band's asymptote there is no virtual position: 1:1, as RubberBand does.
      if displayed < dimension {
        let k = RubberBand.unband(displayed, dimension: dimension) / displayed
        virtual = Point(x: inside.x + k * b.x, y: inside.y + k * b.y)
      }
    }
    let target = Point(x: virtual.x + t.x, y: virtual.y + t.y)
    let rest = clampedOffset(target, zoom: s, fitted: fitted, box: box, shape)
    let x = Point(x: target.x - rest.x, y: target.y - rest.y)
    let overshoot = (x.x * x.x + x.y * x.y).squareRoot()
    if !(overshoot > 0) { return target }
    let k =
      RubberBand.band(overshoot, dimension: Self.dimension(x, overshoot, box.size)) / overshoot
    return Point(x: rest.x + k * x.x, y: rest.y + k * x.y)
  }

  /// The box's extent along the direction of `v` (of length `length`): the band's dimension.
  @inlinable
  static func dimension(_ v: Point, _ length: Double, _ size: Size) -> Double {
    (v.x.magnitude * size.width + v.y.magnitude * size.height) / length
  }

  /// The smallest zoom at which the photo covers the crop `shape` in a box of `size` with the
  /// photo's point under the box's centre kept there: with `v` that point's offset from the photo's centre as drawn at
  /// zoom 1 (view axes), the offset is `δ = −s·v` and each constraint gives
  /// `s ≥ e_j / (D_j − N_j·v)`. `nil` when `v` is not inside the outline (no zoom keeps it).
  @inlinable
  func zoomKeeping(_ v: Point, box size: Size, _ shape: CropShape) -> Double? {
    if isDegenerate { return nil }
    let denominators = d - (nx * v.x + ny * v.y)
    if !(denominators.min() > 0) { return nil }
    return (extents(size, shape) / denominators).max()
  }
}
