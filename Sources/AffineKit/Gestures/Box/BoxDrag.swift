// A handle drag of the crop box, solved in closed form.
//
// The box is a function of its width and height `(w_x, w_y)`: on an axis whose handle moves an
// edge, the opposite edge is fixed (`[F, F + w]` or `[F − w, F]`); on the other axis the box keeps
// its centre line (`[C − w/2, C + w/2]`). The image as drawn is the convex quadrilateral
// `{p : n_j·(p − c) ≤ h_j}` of four half-planes: with no perspective the rotated rectangle, `n_j`
// the rows of `Lᵀ` (the frame's matrix, orthonormal) and their negations and `h` half the image's
// size on screen; with one, the quadrilateral form's edges at the zoom. Every rule the box obeys
// is then a half-plane in `(w_x, w_y)`, `g_x·w_x + g_y·w_y ≤ g_0`:
// - inside the crop area: each moving edge within the area's edge on its side;
// - the minimum size: `w_x ≥ m_x`, `w_y ≥ m_y`;
// - a free box's aspect range (``CropAspectRange``): `w_x ≤ r_max·w_y` and `w_x ≥ r_min·w_y`,
//   widened to take in the start's shape when that is outside it (a box the app laid out or a
//   snapshot restored), so that the start stays feasible and a drag only moves toward the range;
// - inside the image: each corner `p(w_x, w_y)` in each of the image's four half-planes, less the
//   crop shape's indent `δ` along its normal (``CropShape/cornerIndents(along:_:in:)``: 0 for the
//   rectangle, whose corners must be on the image). The indent is the least of three affine
//   functions of the widths, so "the corner less the indent is inside" is three half-planes, one
//   per piece (the first for every corner, the other two for the corner farthest along the
//   normal, which is the one that binds). So the shape, not the box, stays on the image: exactly
//   for the rectangle and a rounded rectangle, and for the ellipse exactly at the start box's
//   aspect (every locked-ratio drag) and to within its tangents' gap at others (a free drag of an
//   ellipse that changes its aspect a lot may uncover a sliver of it while it lasts; the recentre
//   at the drag's end covers it exactly).
// A free edge drag moves one width and a locked-ratio drag moves both along `w_y = w_x / r`: one
// unknown `t`, so the feasible set is an interval, and the drag is the finger's width clamped into
// it. A free corner drag moves both widths: the feasible set is a convex polygon, and the drag is
// the point of it nearest the finger's, found exactly by checking the finger's point, its
// projections onto each constraint's line and the lines' pairwise intersections (the nearest point
// of a convex polygon is one of those). The start box is always feasible (the engine keeps it
// inside the area and the image, and the minimum is taken no larger than the start), so there is
// always an answer; no search, no iteration.
//
// Pull back (Photos' and Mantis's): when the finger's width passes the crop area's bound, the image
// zooms out by `k = bound / width` about the anchor (the corner or edge midpoint opposite the
// handle, whose image point stays put), as if the box had grown by the excess at the zoom the drag
// began with, and no further than where the image's edge meets a corner of the box: `k ≥ k_min`,
// with `k_min = max (n_j·(p − Q)) / (n_j·(c − Q) + h_j)` over the corners `p` of the box. With one
// unknown the box is at the area's bound and is then solved as above in the zoomed image; a free
// corner's box is solved first, in the image as the drag began, and `k_min` is taken for it, so
// that the nearest point is that of one fixed polygon and the drag is monotone (with one component
// of the translation held, growing the other never moves its dragged edge back). Everything is a
// function of the finger's total translation since the drag began, so moving back retraces the
// same states.

/// A handle drag from its start state: the box, the crop area, the image as drawn, the handle and
/// the limits; ``solve(_:)`` gives the box and the image's pull-back zoom for a total translation.
@usableFromInline
struct BoxDrag: Sendable {
  /// The box when the drag began, in view coordinates.
  @usableFromInline let box: Rect
  /// The crop area, in view coordinates.
  @usableFromInline let area: Rect
  /// Which edges move: −1 the min edge, +1 the max edge, 0 none (the box keeps its centre line).
  @usableFromInline let hx: Double
  @usableFromInline let hy: Double
  /// The locked ratio `width / height`, or `nil` for a free box.
  @usableFromInline let ratio: Double?
  /// The smallest width and height, at most the start box's.
  @usableFromInline let minimum: Size
  /// A free box's aspect range `(r_min, r_max)`, taking in the start box's shape, or `nil` (no
  /// range, or a locked ratio).
  @usableFromInline let aspect: (minimum: Double, maximum: Double)?
  /// The image's centre when the drag began.
  @usableFromInline let center: Point
  /// The image's four half-planes as drawn, `n·(p − c) ≤ h`: the normals' x and y components
  /// and the distances `h` (``imagePlanes(_:)``).
  @usableFromInline let planes: (nx: SIMD4<Double>, ny: SIMD4<Double>, h: SIMD4<Double>)
  /// The crop shape's indent along each half-plane's normal as three affine pieces of the widths
  /// (``CropShape/cornerIndents(along:_:in:)``), at index `4·plane + piece`: the value at the
  /// start box and the slopes by the width and the height.
  @usableFromInline let indents: (value: SIMD16<Double>, dx: SIMD16<Double>, dy: SIMD16<Double>)

  @inlinable
  init(
    box: Rect, area: Rect, handle: CropHandle, ratio: Double?, minimum: Size, center: Point,
    planes: (nx: SIMD4<Double>, ny: SIMD4<Double>, h: SIMD4<Double>), shape: CropShape,
    aspectRange: CropAspectRange? = nil
  ) {
    self.box = box
    self.area = area
    self.hx = Double(handle.horizontal)
    self.hy = Double(handle.vertical)
    self.ratio = ratio
    self.minimum = Size(
      width: Swift.min(minimum.width, box.size.width),
      height: Swift.min(minimum.height, box.size.height))
    self.center = center
    self.planes = planes
    if ratio == nil, let range = aspectRange {
      let start = box.size.width / box.size.height
      aspect = (Swift.min(range.minimum, start), Swift.max(range.maximum, start))
    } else {
      aspect = nil
    }
    var indents = (value: SIMD16<Double>(), dx: SIMD16<Double>(), dy: SIMD16<Double>())
    for j in 0..<4 {
      let pieces = shape.cornerIndents(along: planes.nx[j], planes.ny[j], in: box.size)
      for piece in 0..<3 {
        indents.value[4 * j + piece] = pieces.0[piece]
        indents.dx[4 * j + piece] = pieces.dWidth[piece]
        indents.dy[4 * j + piece] = pieces.dHeight[piece]
      }
    }
    self.indents = indents
  }

  /// The four half-planes of the image as `placement` draws it: with no perspective the rows of
  /// `Lᵀ` and their negations, at half the image's size on screen (`s·w/2` along the first row,
  /// `s·h/2` along the second); with one, the quadrilateral form's edges at the zoom.
  @inlinable
  static func imagePlanes(_ placement: Placement) -> (
    nx: SIMD4<Double>, ny: SIMD4<Double>, h: SIMD4<Double>
  ) {
    placement.frame.halfPlanes(zoom: placement.zoom, fitted: placement.fittedSize)
  }

  /// The result of a drag: the box, and the image's zoom factor `k ≤ 1` about `anchor` (1 when
  /// the drag does not pull back).
  @usableFromInline
  struct Result: Sendable {
    @usableFromInline var box: Rect
    @usableFromInline var pullBack: Double
    @usableFromInline var anchor: Point

    @inlinable
    init(box: Rect, pullBack: Double, anchor: Point) {
      self.box = box
      self.pullBack = pullBack
      self.anchor = anchor
    }
  }

  // MARK: The box as a function of its widths

  /// One axis of the box: `min = min0 + min1·w`, `max = max0 + max1·w`.
  @usableFromInline
  struct Axis: Sendable {
    @usableFromInline var min0: Double
    @usableFromInline var min1: Double
    @usableFromInline var max0: Double
    @usableFromInline var max1: Double

    /// The axis of a box from `lo` to `lo + w0` moved by the handle's `h` (−1, 0 or +1).
    @inlinable
    init(lo: Double, width w0: Double, h: Double) {
      if h > 0 {
        (min0, min1, max0, max1) = (lo, 0, lo, 1)
      } else if h < 0 {
        let hi = lo + w0
        (min0, min1, max0, max1) = (hi, -1, hi, 0)
      } else {
        let mid = lo + w0 * 0.5
        (min0, min1, max0, max1) = (mid, -0.5, mid, 0.5)
      }
    }

    /// The anchor's coordinate: the fixed edge, or the centre line.
    @inlinable
    var anchor: Double { min1 == 0 ? min0 : (max1 == 0 ? max0 : min0) }
  }

  @inlinable
  var xAxis: Axis { Axis(lo: box.origin.x, width: box.size.width, h: hx) }
  @inlinable
  var yAxis: Axis { Axis(lo: box.origin.y, width: box.size.height, h: hy) }

  /// The point the image zooms about when the drag pulls back: the corner opposite a corner
  /// handle, the midpoint of the edge opposite an edge handle.
  @inlinable
  var anchor: Point { Point(x: xAxis.anchor, y: yAxis.anchor) }

  /// The box of widths `(wx, wy)`, its edges clamped into the crop area (the area's rule holds to
  /// rounding in the widths; the clamp makes it exact). An axis whose width is the start's keeps
  /// the start's origin and width bit for bit.
  @inlinable
  func box(_ wx: Double, _ wy: Double) -> Rect {
    let (x, w) = Self.span(xAxis, wx, start: (box.origin.x, box.size.width), area.minX, area.maxX)
    let (y, h) = Self.span(yAxis, wy, start: (box.origin.y, box.size.height), area.minY, area.maxY)
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// One axis of the box of width `w` as `(origin, length)`, within `[lo, hi]`: the start's when
  /// the width is the start's to the rounding ``meets(_:_:_:)`` allows (a drag the image's edge
  /// stops computes the start's width from the edge, a few ulps off; the start is feasible, so
  /// the box stays put rather than move by rounding), otherwise its edges clamped into the range
  /// and the length shortened by an ulp where `origin + length` would round past `hi`.
  @inlinable
  static func span(_ a: Axis, _ w: Double, start: (Double, Double), _ lo: Double, _ hi: Double)
    -> (Double, Double)
  {
    if (w - start.1).magnitude <= Self.rounding * start.1 { return start }
    return CropEngine.clampedSpan(a.min0 + a.min1 * w, a.max0 + a.max1 * w, into: lo, hi)
  }

  // MARK: The constraints

  /// The number of constraints ``constraint(_:pullBack:)`` enumerates: 32 with an aspect range,
  /// 30 without.
  @inlinable
  var constraintCount: Int { aspect == nil ? 30 : 32 }

  /// Constraint `i` as `(g_x, g_y, g_0)`, meaning `g_x·w_x + g_y·w_y ≤ g_0`, for the image zoomed
  /// by `k` about ``anchor``: 0–3 the crop area, 4–5 the minimum size, 6–21 the image with the
  /// shape's first indent piece (corner `(i − 6) / 4`, half-plane `(i − 6) % 4`), 22–29 the image
  /// with its other two pieces at the corner farthest along each half-plane's normal (half-plane
  /// `(i − 22) / 2`, piece `1 + (i − 22) % 2`), 30–31 the aspect range's maximum and minimum. For
  /// the rectangle 22–29 repeat constraints of 6–21, and repeating a constraint changes no answer.
  @inlinable
  func constraint(_ i: Int, pullBack k: Double) -> (Double, Double, Double) {
    let x = xAxis
    let y = yAxis
    switch i {
    case 0: return (-x.min1, 0, x.min0 - area.minX)
    case 1: return (x.max1, 0, area.maxX - x.max0)
    case 2: return (0, -y.min1, y.min0 - area.minY)
    case 3: return (0, y.max1, area.maxY - y.max0)
    case 4: return (-1, 0, -minimum.width)
    case 5: return (0, -1, -minimum.height)
    case 30: return (1, -(aspect?.maximum ?? 0), 0)
    case 31: return (-1, aspect?.minimum ?? 0, 0)
    default:
      if i < 22 { return imageConstraint(corner: (i - 6) >> 2, plane: (i - 6) & 3, piece: 0, k) }
      let plane = (i - 22) >> 1
      let (nx, ny, _) = imagePlane(plane)
      let corner = (nx > 0 ? 1 : 0) | (ny > 0 ? 2 : 0)
      return imageConstraint(corner: corner, plane: plane, piece: 1 + ((i - 22) & 1), k)
    }
  }

  /// The constraint that `corner` (bit 0: the max x edge, bit 1: the max y edge), less the
  /// shape's indent `piece`, is inside the image's half-plane `plane` zoomed by `k` about
  /// ``anchor``: `n·p − δ ≤ n·c' + k·h`, `c' = Q + k·(c − Q)` the zoomed image's centre, `δ` affine
  /// in the widths.
  @inlinable
  func imageConstraint(corner: Int, plane: Int, piece: Int, _ k: Double) -> (
    Double, Double, Double
  ) {
    let x = xAxis
    let y = yAxis
    let (x0, x1) = corner & 1 == 0 ? (x.min0, x.min1) : (x.max0, x.max1)
    let (y0, y1) = corner & 2 == 0 ? (y.min0, y.min1) : (y.max0, y.max1)
    let (nx, ny, h) = imagePlane(plane)
    let q = anchor
    let cx = q.x + k * (center.x - q.x)
    let cy = q.y + k * (center.y - q.y)
    let index = 4 * plane + piece
    let (dx, dy) = (indents.dx[index], indents.dy[index])
    let indent0 = indents.value[index] - dx * box.size.width - dy * box.size.height
    return (nx * x1 - dx, ny * y1 - dy, nx * (cx - x0) + ny * (cy - y0) + k * h + indent0)
  }

  /// The image's half-plane `plane` (0–3) as `(n_x, n_y, h)`: `n·(p − c) ≤ h` for the points `p`
  /// of the image as drawn.
  @inlinable
  func imagePlane(_ plane: Int) -> (Double, Double, Double) {
    (planes.nx[plane], planes.ny[plane], planes.h[plane])
  }

  /// The solver's rounding, relative: `2⁻⁴⁰`, far below the 1e-9 of the image's size the coverage
  /// rule allows, far above the few ulps a constraint computed from the image's edge is off by. A
  /// constraint met to it is met; a width within it of the start's is the start's; a pull back
  /// within it of 1 is none.
  @inlinable
  static var rounding: Double { 0x1p-40 }

  /// Whether `(wx, wy)` meets constraint `(g_x, g_y, g_0)` to rounding: a relative slack of
  /// ``rounding`` of the terms' magnitudes.
  @inlinable
  static func meets(_ g: (Double, Double, Double), _ wx: Double, _ wy: Double) -> Bool {
    let lhs = g.0 * wx + g.1 * wy
    let slack = rounding * ((g.0 * wx).magnitude + (g.1 * wy).magnitude + g.2.magnitude)
    return lhs <= g.2 + slack
  }

  /// Whether `(wx, wy)` meets every constraint.
  @inlinable
  func isFeasible(_ wx: Double, _ wy: Double, pullBack k: Double) -> Bool {
    for i in 0..<constraintCount where !Self.meets(constraint(i, pullBack: k), wx, wy) {
      return false
    }
    return true
  }

  // MARK: Solving

  /// The drag's state for the finger's total translation `t` since the drag began.
  @inlinable
  func solve(_ t: Point) -> Result {
    let w0 = box.size
    // The finger's widths: the moving edges follow it, taken at most ``reach`` from zero. No
    // finger goes farther, and past it the nearest point of the bounded feasible set moves by at
    // most its diameter squared over the reach (a thousandth of a point); without the bound a
    // translation of 1e20 rounds every candidate to the same squared distance, and one of 1e154
    // overflows it.
    let fx = clampedReach(w0.width + hx * t.x)
    let fy = clampedReach(w0.height + hy * t.y)
    // One unknown along (ux, uy)·s + (vx, vy), or two.
    if let r = ratio {
      // Locked: w_y = w_x / r. A corner projects the finger's widths onto that line; an edge sets
      // its own axis.
      let s: Double
      if hx != 0 && hy != 0 {
        s = (fx + fy / r) / (1 + 1 / (r * r))
      } else if hx != 0 {
        s = fx
      } else {
        s = r * fy
      }
      return solveLine(target: s, u: (1, 1 / r), v: (0, 0), start: w0.width)
    }
    if hx != 0 && hy != 0 { return solvePlane(target: (fx, fy)) }
    if hx != 0 { return solveLine(target: fx, u: (1, 0), v: (0, w0.height), start: w0.width) }
    return solveLine(target: fy, u: (0, 1), v: (w0.width, 0), start: w0.height)
  }

  /// How far from zero a finger's width is taken: 2²⁰ times the crop area's width and height
  /// together, far beyond any box, near enough that a squared distance keeps a millionth of a point.
  @inlinable
  var reach: Double { 0x1p20 * (area.size.width + area.size.height) }

  /// `w` clamped into `[−reach, reach]`.
  @inlinable
  func clampedReach(_ w: Double) -> Double { Swift.min(Swift.max(w, -reach), reach) }

  /// The interval of `s` where `(w_x, w_y) = u·s + v` meets every constraint selected by
  /// `include` (all by default), at pull-back `k`.
  @inlinable
  func interval(
    u: (Double, Double), v: (Double, Double), pullBack k: Double,
    _ include: (Int) -> Bool = { _ in true }
  ) -> (lo: Double, hi: Double) {
    var lo = -Double.infinity
    var hi = Double.infinity
    for i in 0..<constraintCount where include(i) {
      let g = constraint(i, pullBack: k)
      let a = g.0 * u.0 + g.1 * u.1
      let b = g.2 - g.0 * v.0 - g.1 * v.1
      if a > 0 {
        hi = Swift.min(hi, b / a)
      } else if a < 0 {
        lo = Swift.max(lo, b / a)
      }
    }
    return (lo, hi)
  }

  /// A drag with one unknown `s`, `(w_x, w_y) = u·s + v`, toward `target`.
  @inlinable
  func solveLine(target: Double, u: (Double, Double), v: (Double, Double), start: Double)
    -> Result
  {
    // Pull back: past the crop area's bound, the image zooms out by bound / target.
    var k = 1.0
    let bound = interval(u: u, v: v, pullBack: 1) { $0 < 4 }.hi
    if target > bound && bound > 0 {
      let kMin = smallestPullBack(u.0 * bound + v.0, u.1 * bound + v.1)
      k = Swift.min(Swift.max(bound / target, kMin), 1)
    }
    let range = interval(u: u, v: v, pullBack: k)
    let s = range.lo <= range.hi ? Swift.min(Swift.max(target, range.lo), range.hi) : start
    return Result(box: box(u.0 * s + v.0, u.1 * s + v.1), pullBack: k, anchor: anchor)
  }

  /// A free corner drag toward the finger's widths: the box is the nearest feasible widths in the
  /// image as the drag began, and the image pulls back past the crop area's bound no further than
  /// that box allows (``smallestPullBack(_:_:)``). The nearest point of a fixed convex polygon
  /// is monotone in each coordinate, so with one component of the translation held, growing the
  /// other never moves its dragged edge back; a pull back that reshaped the polygon first could.
  @inlinable
  func solvePlane(target f: (Double, Double)) -> Result {
    let w = nearestFeasible(to: f, pullBack: 1)
    var k = 1.0
    let bx = interval(u: (1, 0), v: (0, 0), pullBack: 1) { $0 == 0 || $0 == 1 }.hi
    let by = interval(u: (0, 1), v: (0, 0), pullBack: 1) { $0 == 2 || $0 == 3 }.hi
    if (f.0 > bx && bx > 0) || (f.1 > by && by > 0) {
      let kx = f.0 > bx ? bx / f.0 : 1
      let ky = f.1 > by ? by / f.1 : 1
      k = Swift.min(Swift.max(Swift.min(kx, ky), smallestPullBack(w.0, w.1)), 1)
    }
    return Result(box: box(w.0, w.1), pullBack: k, anchor: anchor)
  }

  /// The smallest pull-back zoom at which the box of widths `(wx, wy)` is inside the image zoomed
  /// about the anchor (its shape: the corners less the indent `δ`, the least of its pieces):
  /// `max (n·(p − Q) − δ) / (n·(c − Q) + h)` over its corners and the image's half-planes, at
  /// most 1 (1 also when a corner cannot be reached by zooming out, and when a corner is on the
  /// image's edge to the rounding ``meets(_:_:_:)`` allows: the image cannot zoom
  /// out there, and a zoom an ulp below 1 would move it by rounding alone).
  @inlinable
  func smallestPullBack(_ wx: Double, _ wy: Double) -> Double {
    let b = box(wx, wy)
    let q = anchor
    var k = 0.0
    for corner in 0..<4 {
      let p = Point(x: corner & 1 == 0 ? b.minX : b.maxX, y: corner & 2 == 0 ? b.minY : b.maxY)
      for plane in 0..<4 {
        let (nx, ny, h) = imagePlane(plane)
        var indent = Double.infinity
        for piece in 0..<3 {
          let index = 4 * plane + piece
          indent = Swift.min(
            indent,
            indents.value[index] + indents.dx[index] * (wx - box.size.width)
              + indents.dy[index] * (wy - box.size.height))
        }
        let n = nx * (p.x - q.x) + ny * (p.y - q.y) - indent
        let d = nx * (center.x - q.x) + ny * (center.y - q.y) + h
        if n > 0 { k = d > 0 ? Swift.max(k, n / d) : 1 }
      }
    }
    return k >= 1 - Self.rounding ? 1 : k
  }

  /// The feasible widths nearest `f` (the feasible set is a convex polygon containing the start):
  /// `f` itself, or ``ConvexPolygon/nearest(to:lines:_:isFeasible:)`` of the constraints' lines.
  /// The start's widths when rounding leaves no candidate.
  @inlinable
  func nearestFeasible(to f: (Double, Double), pullBack k: Double) -> (Double, Double) {
    if isFeasible(f.0, f.1, pullBack: k) { return f }
    guard
      let p = ConvexPolygon.nearest(
        to: Point(x: f.0, y: f.1), lines: constraintCount, { constraint($0, pullBack: k) },
        isFeasible: { isFeasible($0.x, $0.y, pullBack: k) })
    else { return (box.size.width, box.size.height) }
    return (p.x, p.y)
  }
}
