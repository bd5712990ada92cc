// The image's frame: how the image lies on screen, apart from its zoom and centre, and the one
// outline of the photo as drawn, with every placement rule over it.
//
// In column-vector terms (y down; a positive angle turns +x toward +y), the image view's linear
// map is s·L with L = R(θ)·O: O is the orientation's exact 0/±1 matrix (quarter turns and a
// mirror), R(θ) the straighten angle. A point q of the fitted image, relative to its centre, is
// drawn at c + s·L·q. The crop box (W × H, centre B) seen in the image's axes is centred at
// u = Lᵀ·(B − c) (view units) and spans E = |Lᵀ|·(W, H) (entrywise absolute values:
// W' = W|cos θ| + H|sin θ|, H' = W|sin θ| + H|cos θ|, swapped by an odd number of quarter turns).
// An axis-aligned rectangle contains a turned one exactly when it contains its bounding box, so the
// box is covered iff |u_x| ≤ (s·w − E_x)/2 and |u_y| ≤ (s·h − E_y)/2, and the smallest covering
// zoom is max(E_x/w, E_y/h). What must be covered is the crop shape in the box (CropShape): the
// same holds with E its widths along the image's axes, which extents(of:_:l:) computes from its
// support function and every rule below reads; the box's are the rectangle's.
//
// Every placement rule (the covering zoom, the resting range, the clamp, the resisted pan, the
// fling's target) is written once here, over L. With no straighten angle, L only swaps and negates
// axes, so the image's axes are the view's: the rules then work on the centre itself, per view
// axis, with no rounding margin, and an image that never rotated gets exactly the results of an
// engine without rotation support. That choice is made inside each rule, never by its callers.
//
// With a perspective (``Perspective``: a tilt of the photo's plane drawn by `π` before `L`) the
// photo as drawn is a convex quadrilateral, not a rectangle in some axes: each rule then takes
// its quadrilateral form from `Quadrilateral` below (a linear program for the covering zoom, the
// nearest point of a polygon for the clamp), in the same place, again never by its callers.

/// The image's frame on screen without its zoom and centre: the straighten angle (with its sine
/// and cosine) and the exact quarter turns and mirror, that is the linear map `L = R(angle)·O`.
/// It owns the placement rules that depend on `L` (see the comment at the top of this file).
@usableFromInline
struct ImageFrame: Hashable, Sendable {
  /// The straighten angle, in radians.
  @usableFromInline var angle: Double
  /// `sin(angle)`, kept with the angle so events need not recompute it.
  @usableFromInline var sin: Double
  /// `cos(angle)`, kept with the angle so events need not recompute it.
  @usableFromInline var cos: Double
  /// The keystone correction, applied to the photo before `L` (``Perspective``).
  @usableFromInline var perspective: Perspective
  /// The exact quarter turns and mirror, applied before the angle.
  @usableFromInline var orientation: CropOrientation

  /// A frame from an angle with its sine and cosine already computed, an orientation and a
  /// perspective.
  @inlinable
  init(
    angle: Double, sin: Double, cos: Double, orientation: CropOrientation,
    perspective: Perspective
  ) {
    self.angle = angle
    self.sin = sin
    self.cos = cos
    self.orientation = orientation
    self.perspective = perspective
  }

  /// A frame from an angle (its sine and cosine computed), an orientation and a perspective.
  @inlinable
  init(angle: Double, orientation: CropOrientation, perspective: Perspective) {
    let (s, c) = Trigonometry.sinCos(angle)
    self.init(angle: angle, sin: s, cos: c, orientation: orientation, perspective: perspective)
  }

  /// No angle, no turn, no mirror, no perspective: `L` is the identity.
  @inlinable
  static var identity: ImageFrame {
    ImageFrame(angle: 0, sin: 0, cos: 1, orientation: .identity, perspective: .none)
  }

  /// Whether the photo is drawn by `L` alone and `L` is the identity (no angle, turn, mirror or
  /// perspective).
  @inlinable
  var isIdentity: Bool { angle == 0 && orientation.isIdentity && perspective.isNone }

  /// Whether the image's axes are the view's, up to a swap and signs (no straighten angle and no
  /// perspective): `L` is `O`, every product with it exact.
  @inlinable
  var isAxisAligned: Bool { angle == 0 && perspective.isNone }

  /// The photo's outline as drawn, at zoom 1, for a photo of `fitted` size (``Quadrilateral``).
  @inlinable
  func outline(fitted: Size) -> Quadrilateral {
    Quadrilateral(perspective, fitted: fitted, l: matrix)
  }

  /// Sets the angle, with its sine and cosine.
  @inlinable
  mutating func setAngle(_ a: Double, sin s: Double, cos c: Double) {
    angle = a
    sin = s
    cos = c
  }

  // MARK: The linear map

  /// `L = R(angle)·O`, as the linear part of an ``AffineTransform`` (no translation): a point
  /// `(x, y)` maps to `(a·x + c·y, b·x + d·y)`.
  @inlinable
  var matrix: AffineTransform { Self.matrix(sin: sin, cos: cos, orientation: orientation.matrix) }

  /// `L = R(θ)·O` from `sin θ`, `cos θ` and the orientation's matrix `o`, already looked up (a
  /// step that needs `L` for two angles looks it up once).
  @inlinable
  static func matrix(sin s: Double, cos c: Double, orientation o: AffineTransform)
    -> AffineTransform
  {
    AffineTransform(
      a: c * o.a - s * o.b, b: s * o.a + c * o.b, c: c * o.c - s * o.d, d: s * o.c + c * o.d,
      tx: 0, ty: 0)
  }

  /// A view-space vector in the image's axes, `Lᵀ·d`.
  @inlinable
  static func imageAxes(_ d: Point, _ l: AffineTransform) -> Point {
    Point(x: l.a * d.x + l.b * d.y, y: l.c * d.x + l.d * d.y)
  }

  /// A vector in the image's axes back in the view's, `L·u`.
  @inlinable
  static func viewAxes(_ u: Point, _ l: AffineTransform) -> Point {
    Point(x: l.a * u.x + l.c * u.y, y: l.b * u.x + l.d * u.y)
  }

  /// The widths of a crop `shape` in a box of `size` (in the view's axes) along the image's
  /// axes, the columns of `L`: `E = |Lᵀ|·(W, H)` for the rectangle (``CropShape/Support``).
  @inlinable
  static func extents(of size: Size, _ shape: CropShape, _ l: AffineTransform) -> Size {
    let support = shape.support(in: size)
    return Size(width: support.width(along: l.a, l.b), height: support.width(along: l.c, l.d))
  }

  /// The crop shape's extents in the image's axes, `E` (for the rectangle `|Lᵀ|·(W, H)`), with
  /// the frame's matrix `l` already computed. With no angle and no perspective every shape's
  /// extents are the box's own size, swapped by an odd number of quarter turns: a shape touches
  /// the box's four sides.
  @inlinable
  func extents(of box: Size, _ shape: CropShape, l: AffineTransform) -> Size {
    isAxisAligned ? Self.swapped(box, orientation.swapsAxes) : Self.extents(of: box, shape, l)
  }

  /// The extents on screen of a rectangle of `size` in the image's axes, `|L|·(w, h)` (the
  /// size itself with no angle, swapped by an odd number of quarter turns).
  @inlinable
  func onScreen(_ size: Size) -> Size {
    if isAxisAligned { return Self.swapped(size, orientation.swapsAxes) }
    let l = matrix
    return Size(
      width: l.a.magnitude * size.width + l.c.magnitude * size.height,
      height: l.b.magnitude * size.width + l.d.magnitude * size.height)
  }

  /// `size`, with its sides swapped when `swaps`.
  @inlinable
  static func swapped(_ size: Size, _ swaps: Bool) -> Size {
    swaps ? Size(width: size.height, height: size.width) : size
  }

  // MARK: Coverage

  /// The smallest zoom at which a fitted image covers a box of extents `e` (in the image's axes):
  /// `max(e_x / w, e_y / h)`, raised by an ulp or two where the rounded products `z·w`, `z·h` would
  /// fall short of `e`, so that the image covers at this zoom in floating point too.
  @inlinable
  static func coverZoom(extents e: Size, fitted: Size) -> Double {
    var z = Swift.max(e.width / fitted.width, e.height / fitted.height)
    for _ in 0..<4 where z * fitted.width < e.width || z * fitted.height < e.height {
      z = z.nextUp
    }
    return z
  }

  /// The smallest zoom at which an image of `fitted` size covers the crop `shape` in a box of
  /// `box` size in this frame.
  /// With a perspective, the linear program's minimum (``Quadrilateral/coverZoom(fitted:box:_:)``).
  @inlinable
  func coverZoom(box: Size, _ shape: CropShape, fitted: Size) -> Double {
    coverZoom(box: box, shape, fitted: fitted, l: matrix)
  }

  /// ``coverZoom(box:_:fitted:)`` with the frame's matrix `l` already computed.
  @inlinable
  func coverZoom(box: Size, _ shape: CropShape, fitted: Size, l: AffineTransform) -> Double {
    if !perspective.isNone {
      return Quadrilateral(perspective, fitted: fitted, l: l).coverZoom(
        fitted: fitted, box: Rect(origin: .zero, size: box), shape)
    }
    return Self.coverZoom(extents: extents(of: box, shape, l: l), fitted: fitted)
  }

  /// The smallest zoom at which the photo covers the crop `shape` in a box of `box` size with
  /// the photo's point under the box's centre kept there, `q` being that point's offset from the
  /// photo's centre in the image's axes at zoom 1 (`Lᵀ·(B − c)/s`):
  /// `max(E_x/(w − 2|q_x|), E_y/(h − 2|q_y|))`, or with a perspective
  /// ``Quadrilateral/zoomKeeping(_:box:_:)``. `nil` when `q` is not on the photo (no zoom keeps it
  /// under the box's centre).
  /// The frame's matrix `l` is passed in, computed once by the caller.
  @inlinable
  func zoomKeeping(
    _ q: Point, box: Size, _ shape: CropShape, fitted: Size, l: AffineTransform
  ) -> Double? {
    if !perspective.isNone {
      return Quadrilateral(perspective, fitted: fitted, l: l).zoomKeeping(
        Self.viewAxes(q, l), box: box, shape)
    }
    let e = extents(of: box, shape, l: l)
    let dx = fitted.width - 2 * q.x.magnitude
    let dy = fitted.height - 2 * q.y.magnitude
    guard dx > 0 && dy > 0 else { return nil }
    return Swift.max(e.width / dx, e.height / dy)
  }

  /// The resting zoom range in this frame. With no angle it is the limits' own: the fit is made
  /// for the turned box, so zoom 1 fits in every orientation. With an angle, when the box must be
  /// covered, the resting minimum is `restingMinimumZoom × coverZoom(θ) / coverZoom(0)` (the same
  /// zoom relative to the covering one as without the angle) and at least the covering zoom,
  /// within `maximumZoom`, where the covering zooms are the configuration's shape's: a tilted
  /// ellipse may rest below the upright box's fit.
  @inlinable
  func restingRange(
    _ configuration: CropConfiguration, box: Size, _ shape: CropShape, fitted: Size
  ) -> (lo: Double, hi: Double) {
    let limits = configuration.limits
    if isAxisAligned || !configuration.coversCropBox {
      return (limits.restingMinimumZoom, limits.restingMaximumZoom)
    }
    return rotatedRestingRange(limits, box: box, shape, fitted: fitted)
  }

  /// ``restingRange(_:box:_:fitted:)`` with an angle, when the box must be covered.
  @inlinable
  @inline(never)
  func rotatedRestingRange(_ limits: ZoomLimits, box: Size, _ shape: CropShape, fitted: Size)
    -> (lo: Double, hi: Double)
  {
    let cover = coverZoom(box: box, shape, fitted: fitted)
    let cover0 = Self.coverZoom(extents: Self.swapped(box, orientation.swapsAxes), fitted: fitted)
    let lo = Swift.min(
      Swift.max(limits.restingMinimumZoom * (cover / cover0), cover), limits.maximumZoom)
    return (lo, Swift.max(limits.restingMaximumZoom, lo))
  }

  // MARK: Where the centre may rest

  /// The allowed range of the centre on one view axis with no angle: `[lo, hi]` when the image
  /// (`length` points long on screen at zoom `s`) is at least as long as the crop box, or the
  /// single centred position when it is shorter.
  @inlinable
  static func centerRange(
    length: Double, zoom s: Double, boxMin: Double, boxLength: Double
  ) -> (lo: Double, hi: Double) {
    let scaled = s * length
    if scaled < boxLength {
      let centred = boxMin + boxLength * 0.5
      return (centred, centred)
    }
    // Left edge at or before boxMin ⇔ centre ≤ boxMin + half; right edge at or after boxMax ⇔
    // centre ≥ boxMax − half. Clamping the centre (not the edge) keeps the rule exactly idempotent.
    let half = scaled * 0.5
    let hi = boxMin + half
    let lo = Swift.min((boxMin + boxLength) - half, hi)
    return (lo, hi)
  }

  /// The allowed centre ranges on both view axes with no angle.
  @inlinable
  func centerRanges(
    zoom s: Double, fitted: Size, box: Rect
  ) -> (x: (lo: Double, hi: Double), y: (lo: Double, hi: Double)) {
    let size = Self.swapped(fitted, orientation.swapsAxes)
    return (
      Self.centerRange(
        length: size.width, zoom: s, boxMin: box.origin.x, boxLength: box.size.width),
      Self.centerRange(
        length: size.height, zoom: s, boxMin: box.origin.y, boxLength: box.size.height)
    )
  }

  /// The bound of the crop box's centre in the image's axes, `(s·w − E_x)/2` and
  /// `(s·h − E_y)/2` (negative on an axis where the image is shorter than the box).
  @inlinable
  static func bounds(zoom s: Double, fitted: Size, extents e: Size) -> Point {
    Point(x: (s * fitted.width - e.width) * 0.5, y: (s * fitted.height - e.height) * 0.5)
  }

  /// The rounding margin of the clamp with an angle, in view points:
  /// `64·ε·(|B_x| + |B_y| + |u_x| + |u_y|)`, `B` the box's centre and `u` the box's centre in the
  /// image's axes.
  ///
  /// The centre moves as `c = B − L·u`, which rounds, so the clamp works to this margin: a centre
  /// within it of the covering range is left where it is (the clamp is idempotent), and a clamped
  /// one goes the margin inside the range (it stays covered after rounding). A sum that overflows
  /// counts as the largest finite number, so the margin stays finite; and it is at least `64 ×`
  /// the smallest subnormal, 3.2e-322 points.
  @inlinable
  static func roundingMargin(_ b: Point, _ u: Point) -> Double {
    let sum = b.x.magnitude + b.y.magnitude + u.x.magnitude + u.y.magnitude
    // At least 64 steps of the subnormal grid: with a crop box and a placement near the smallest
    // numbers (a box 5e-324 wide) the relative margin underflows to 0 while `c = B − L·u` still
    // rounds to that grid, and the clamp would not be idempotent (found by the fuzzer).
    return Swift.max(
      64 * Double.ulpOfOne * (sum < .infinity ? sum : .greatestFiniteMagnitude),
      64 * Double.leastNonzeroMagnitude)
  }

  /// The centre `c` clamped so that the image (at zoom `s`, of `fitted` size) covers the crop
  /// `shape` in `box` on every axis where it is at least as long as the box, and is centred on the
  /// box on the others.
  ///
  /// With no angle, per view axis on the centre itself (exact). With an angle, in the image's
  /// axes: the box's centre `u` is clamped into `|u_x| ≤ (s·w − E_x)/2`, `|u_y| ≤ (s·h − E_y)/2`
  /// to ``roundingMargin(_:_:)`` (a centre within the margin stays, a clamped one goes the margin
  /// inside), and an axis on which the image is shorter is centred.
  @inlinable
  func clampedCenter(
    _ c: Point, zoom s: Double, fitted: Size, box: Rect, _ shape: CropShape
  ) -> Point {
    if isAxisAligned {
      let ranges = centerRanges(zoom: s, fitted: fitted, box: box)
      return Point(
        x: Swift.min(Swift.max(c.x, ranges.x.lo), ranges.x.hi),
        y: Swift.min(Swift.max(c.y, ranges.y.lo), ranges.y.hi))
    }
    return rotatedClampedCenter(c, zoom: s, fitted: fitted, box: box, shape)
  }

  /// The crop box and its shape seen from the image in this frame, for an image at `c` and zoom
  /// `s` of `fitted` size: the quantities of the covering rule (see the comment at the top of this
  /// file).
  @usableFromInline
  struct BoxInImage {
    /// The frame's matrix `L`.
    @usableFromInline var l: AffineTransform
    /// The box's centre `B`, in the view's coordinates.
    @usableFromInline var centre: Point
    /// The box's centre relative to the image's, in the image's axes: `u = Lᵀ·(B − c)`.
    @usableFromInline var offset: Point
    /// The crop shape's extents in the image's axes (the box's, `E = |Lᵀ|·(W, H)`, for the
    /// rectangle).
    @usableFromInline var extents: Size
    /// How far `u` may go on each axis with the box covered, `(s·w − E)/2` (negative where the
    /// image is shorter than the box).
    @usableFromInline var bound: Point
    /// The rounding margin, ``ImageFrame/roundingMargin(_:_:)``.
    @usableFromInline var margin: Double

    @inlinable
    init(
      _ frame: ImageFrame, center c: Point, zoom s: Double, fitted: Size, box: Rect,
      _ shape: CropShape
    ) {
      l = frame.matrix
      centre = CropEngine.centre(of: box)
      extents = ImageFrame.extents(of: box.size, shape, l)
      offset = ImageFrame.imageAxes(Point(x: centre.x - c.x, y: centre.y - c.y), l)
      bound = ImageFrame.bounds(zoom: s, fitted: fitted, extents: extents)
      margin = ImageFrame.roundingMargin(centre, offset)
    }

    /// The image's centre that puts the box's centre at `u` in the image's axes: `c = B − L·u`.
    @inlinable
    func imageCentre(boxAt u: Point) -> Point {
      let v = ImageFrame.viewAxes(u, l)
      return Point(x: centre.x - v.x, y: centre.y - v.y)
    }
  }

  /// ``clampedCenter(_:zoom:fitted:box:_:)`` with an angle.
  @inlinable
  @inline(never)
  func rotatedClampedCenter(
    _ c: Point, zoom s: Double, fitted: Size, box: Rect, _ shape: CropShape
  ) -> Point {
    if !perspective.isNone {
      let b = CropEngine.centre(of: box)
      let delta = outline(fitted: fitted).clampedOffset(
        Point(x: c.x - b.x, y: c.y - b.y), zoom: s, fitted: fitted, box: box, shape)
      return Point(x: b.x + delta.x, y: b.y + delta.y)
    }
    let k = BoxInImage(self, center: c, zoom: s, fitted: fitted, box: box, shape)
    let u = k.offset
    if u.x.magnitude <= Swift.max(k.bound.x, 0) + k.margin
      && u.y.magnitude <= Swift.max(k.bound.y, 0) + k.margin
    {
      return c
    }
    func clamp(_ v: Double, _ b: Double) -> Double {
      let inner = b - k.margin
      return inner > 0 ? Swift.min(Swift.max(v, -inner), inner) : 0
    }
    return k.imageCentre(boxAt: Point(x: clamp(u.x, k.bound.x), y: clamp(u.y, k.bound.y)))
  }

  /// Whether the image (at `center` and zoom `s`, of `fitted` size) covers the crop `shape` in
  /// `box`, to the rounding margin of the clamp with an angle (``roundingMargin(_:_:)``).
  @inlinable
  func covers(
    _ box: Rect, _ shape: CropShape, center c: Point, zoom s: Double, fitted: Size
  ) -> Bool {
    if !perspective.isNone {
      let b = CropEngine.centre(of: box)
      return outline(fitted: fitted).covers(
        offset: Point(x: c.x - b.x, y: c.y - b.y), zoom: s, fitted: fitted, box: box, shape)
    }
    let k = BoxInImage(self, center: c, zoom: s, fitted: fitted, box: box, shape)
    return k.offset.x.magnitude <= k.bound.x + k.margin
      && k.offset.y.magnitude <= k.bound.y + k.margin
  }

  // MARK: Panning against the edges

  /// The centre `c` panned by `t` with ``Overscroll/clamped`` (the pan stops at the covering
  /// range) or ``Overscroll/rubberBand`` (the pan past it is resisted, ``RubberBand``), per axis:
  /// the view's axes with no angle, the image's with one (the box's extents there as the band's
  /// dimension), against the crop `shape`. An axis with a zero component of `t` is left
  /// bit-identical with no angle.
  @inlinable
  func resistedPan(
    _ c: Point, by t: Point, zoom s: Double, fitted: Size, box: Rect, _ shape: CropShape,
    overscroll: Overscroll
  ) -> Point {
    if !isAxisAligned {
      return rotatedResistedPan(
        c, by: t, zoom: s, fitted: fitted, box: box, shape, overscroll: overscroll)
    }
    let ranges = centerRanges(zoom: s, fitted: fitted, box: box)
    if overscroll == .clamped {
      return Point(
        x: t.x == 0 ? c.x : Swift.min(Swift.max(c.x + t.x, ranges.x.lo), ranges.x.hi),
        y: t.y == 0 ? c.y : Swift.min(Swift.max(c.y + t.y, ranges.y.lo), ranges.y.hi))
    }
    return Point(
      x: RubberBand.pan(c.x, by: t.x, range: ranges.x, dimension: box.size.width),
      y: RubberBand.pan(c.y, by: t.y, range: ranges.y, dimension: box.size.height))
  }

  /// ``resistedPan(_:by:zoom:fitted:box:_:overscroll:)`` with an angle: the clamp or rubber band
  /// acts per axis in the image's axes, on the image centre's offset from the crop box's centre.
  @inlinable
  @inline(never)
  func rotatedResistedPan(
    _ c: Point, by t: Point, zoom s: Double, fitted: Size, box: Rect, _ shape: CropShape,
    overscroll: Overscroll
  ) -> Point {
    if !perspective.isNone {
      let b = CropEngine.centre(of: box)
      let delta = outline(fitted: fitted).pannedOffset(
        Point(x: c.x - b.x, y: c.y - b.y), by: t, zoom: s, fitted: fitted, box: box, shape,
        overscroll: overscroll)
      return Point(x: b.x + delta.x, y: b.y + delta.y)
    }
    let k = BoxInImage(self, center: c, zoom: s, fitted: fitted, box: box, shape)
    let (u, e, bound) = (k.offset, k.extents, k.bound)
    // The pan moves the image centre by t, so u moves by −Lᵀ·t.
    let ti = Self.imageAxes(t, k.l)
    func range(_ b: Double) -> (lo: Double, hi: Double) { b >= 0 ? (-b, b) : (0, 0) }
    let rx = range(bound.x)
    let ry = range(bound.y)
    let v: Point
    if overscroll == .clamped {
      v = Point(
        x: Swift.min(Swift.max(-u.x + ti.x, rx.lo), rx.hi),
        y: Swift.min(Swift.max(-u.y + ti.y, ry.lo), ry.hi))
    } else {
      v = Point(
        x: RubberBand.pan(-u.x, by: ti.x, range: rx, dimension: e.width),
        y: RubberBand.pan(-u.y, by: ti.y, range: ry, dimension: e.height))
    }
    // v is the image centre's offset from the box's centre in the image's axes, −u.
    return k.imageCentre(boxAt: Point(x: -v.x, y: -v.y))
  }

  // MARK: The fling's target

  /// Where a fling from `c` with the projection `d` (the distance the decay would carry the
  /// centre) comes to rest, and how each view axis of the centre gets there.
  ///
  /// With no angle the covering range is a box in the view's axes, so each axis goes its own way:
  /// a projection inside the range decays to it; one past an edge decays into the edge and springs
  /// back (``FlingAxis/decayIntoEdge``), or, with ``Overscroll/clamped``, brakes onto the edge
  /// (``FlingAxis/brakeIntoEdge``); an axis that starts outside the range springs into it. With
  /// an angle the range is not a box in the view's axes: both axes decay when the projection is
  /// covered, or spring from the release to the clamped projection when it is not.
  @inlinable
  func flung(
    _ c: Point, by d: Point, zoom s: Double, fitted: Size, box: Rect, _ shape: CropShape,
    overscroll: Overscroll
  ) -> (center: Point, axes: (x: FlingAxis, y: FlingAxis)) {
    if !isAxisAligned {
      let projected = Point(x: c.x + d.x, y: c.y + d.y)
      let target = clampedCenter(projected, zoom: s, fitted: fitted, box: box, shape)
      return (target, target == projected ? (.decay, .decay) : (.spring, .spring))
    }
    let ranges = centerRanges(zoom: s, fitted: fitted, box: box)
    func axis(_ x0: Double, _ d: Double, _ r: (lo: Double, hi: Double)) -> (Double, FlingAxis) {
      if x0 < r.lo || x0 > r.hi { return (Swift.min(Swift.max(x0, r.lo), r.hi), .spring) }
      if d == 0 { return (x0, .decay) }
      let p = x0 + d
      let x1 = Swift.min(Swift.max(p, r.lo), r.hi)
      if x1 == p { return (x1, .decay) }
      // Clamped: the content never passes the edge, so it brakes onto it instead of bouncing.
      return (x1, overscroll == .clamped ? .brakeIntoEdge : .decayIntoEdge)
    }
    let (x1, mx) = axis(c.x, d.x, ranges.x)
    let (y1, my) = axis(c.y, d.y, ranges.y)
    return (Point(x: x1, y: y1), (mx, my))
  }

  // MARK: Drawing and hit testing

  /// The image view's transform at zoom `s`: `s·L`, as an ``AffineTransform``
  /// (`a = s·L₀₀`, `b = s·L₁₀`, `c = s·L₀₁`, `d = s·L₁₁`); a uniform scale when `L` is the identity.
  @inlinable
  func transform(zoom s: Double) -> AffineTransform {
    if isIdentity { return AffineTransform(scaleX: s, y: s) }
    let l = matrix
    return AffineTransform(a: s * l.a, b: s * l.b, c: s * l.c, d: s * l.d, tx: 0, ty: 0)
  }

  /// The transform `s·L` for an angle and an orientation, with the sine and cosine computed only
  /// when there is an angle or a turn (an animation's sample draws with this).
  @inlinable
  static func transform(
    zoom s: Double, angle: Double, orientation: CropOrientation
  ) -> AffineTransform {
    if angle == 0 && orientation.isIdentity { return AffineTransform(scaleX: s, y: s) }
    // `s·L` does not depend on the perspective.
    return ImageFrame(angle: angle, orientation: orientation, perspective: .none).transform(zoom: s)
  }

  /// The image view's full transform at zoom `s` for a photo of `fitted` size, about its centre:
  /// the perspective's `π` (``Perspective/projection(fitted:)``), then `s·L`. Exactly
  /// ``transform(zoom:)`` embedded (``ProjectiveTransform/init(_:)``) with no perspective.
  @inlinable
  func projectiveTransform(zoom s: Double, fitted: Size) -> ProjectiveTransform {
    perspective.projectiveTransform(then: transform(zoom: s), fitted: fitted)
  }

  /// Whether a view point lies on the image (at `center` and zoom `s`, of `fitted` size): its
  /// frame contains the point with no angle, turn or perspective; otherwise, in the image's axes
  /// (back through the perspective's `π`), min edges in and max edges out.
  @inlinable
  func holds(_ p: Point, center c: Point, zoom s: Double, fitted: Size) -> Bool {
    if isIdentity {
      let w = s * fitted.width
      let h = s * fitted.height
      return Rect(x: c.x - w * 0.5, y: c.y - h * 0.5, width: w, height: h).contains(p)
    }
    let q = Self.imageAxes(Point(x: p.x - c.x, y: p.y - c.y), matrix)
    let hw = fitted.width * 0.5
    let hh = fitted.height * 0.5
    var qx = q.x / s
    var qy = q.y / s
    if !perspective.isNone {
      // Back through π: the photo's own point under `p`.
      guard let u = Perspective.Projection(perspective, fitted: fitted).unproject(qx, qy)
      else { return false }
      (qx, qy) = (u.x, u.y)
    }
    return -hw <= qx && qx < hw && -hh <= qy && qy < hh
  }

  /// The bounding box of the photo as drawn at `center` and zoom `s`, in the view's coordinates:
  /// the turned photo's frame (its size on screen about the centre), or under a perspective the
  /// bounding box of its outline's corners.
  @inlinable
  func bounds(center c: Point, zoom s: Double, fitted: Size) -> Rect {
    if !perspective.isNone { return outline(fitted: fitted).bounds(zoom: s, center: c) }
    let size = onScreen(Size(width: s * fitted.width, height: s * fitted.height))
    return Rect(
      x: c.x - size.width * 0.5, y: c.y - size.height * 0.5, width: size.width,
      height: size.height)
  }

  /// The photo's four edges as half-planes in the view's axes at zoom `s`, for a photo of `fitted`
  /// size: normals `(nx, ny)` and offsets `h` from its centre. With no perspective the rows of
  /// `Lᵀ` and their negations, at half the photo's size on screen (`s·w/2` along the first row,
  /// `s·h/2` along the second); with one, ``Quadrilateral``'s edges at the zoom.
  @inlinable
  func halfPlanes(zoom s: Double, fitted w: Size) -> (
    nx: SIMD4<Double>, ny: SIMD4<Double>, h: SIMD4<Double>
  ) {
    if !perspective.isNone {
      let outline = outline(fitted: w)
      return (outline.nx, outline.ny, outline.d * s)
    }
    let l = matrix
    let hw = s * w.width * 0.5
    let hh = s * w.height * 0.5
    return (SIMD4(l.a, -l.a, l.c, -l.c), SIMD4(l.b, -l.b, l.d, -l.d), SIMD4(hw, hw, hh, hh))
  }

  /// A rectangle of the photo as drawn at zoom 1, before the linear map: its size and its centre
  /// relative to the photo's centre. `origin` and `size` are in fitted points from the photo's
  /// top-left, `q` its centre relative to the photo's centre. Without a perspective, the
  /// rectangle itself; under one, the bounding box of its corners through `π` and its centre
  /// through `π`; `nil` when a corner or the centre is at or behind the horizon.
  @inlinable
  func drawn(origin: Point, size: Size, center q: Point, fitted: Size) -> (
    size: Size, center: Point
  )? {
    if perspective.isNone { return (size, q) }
    let pi = Perspective.Projection(perspective, fitted: fitted)
    let x0 = origin.x - fitted.width * 0.5
    let y0 = origin.y - fitted.height * 0.5
    guard let a = pi.project(x0, y0), let b = pi.project(x0 + size.width, y0),
      let c = pi.project(x0 + size.width, y0 + size.height),
      let d = pi.project(x0, y0 + size.height), let p = pi.project(q.x, q.y)
    else { return nil }
    return (Rect.boundingBox(a, b, c, d).size, p)
  }

  /// A photo point's offset from the photo's centre at zoom `s` (before the linear map), as this
  /// frame's perspective draws it: `u` itself with no perspective, otherwise `s·π(u/s)` (`s·(u/s)`
  /// where `π` puts the point at or behind the horizon).
  @inlinable
  func drawn(offset u: Point, zoom s: Double, fitted: Size) -> Point {
    if perspective.isNone { return u }
    let q = Perspective.transfer(
      Point(x: u.x / s, y: u.y / s), from: .none, to: perspective, fitted: fitted)
    return Point(x: q.x * s, y: q.y * s)
  }

  /// The photo's pixel under a view point `p`, for the photo at `center` and zoom `s` (`l` this
  /// frame's ``matrix``): `q = Lᵀ·(p − c)/s` in fitted points from the photo's centre, taken back
  /// through the perspective's `π` when there is one, then `(q/w + 1/2)·pixels` per axis (a
  /// fraction of the photo first, so it stays finite for any valid state).
  @inlinable
  func pixel(
    ofView p: Point, center c: Point, zoom s: Double, fitted: Size, _ pixels: Size,
    l: AffineTransform
  ) -> Point {
    let dx = p.x - c.x
    let dy = p.y - c.y
    if !perspective.isNone {
      let q = Point(x: (l.a * dx + l.b * dy) / s, y: (l.c * dx + l.d * dy) / s)
      let u = Perspective.transfer(q, from: perspective, to: .none, fitted: fitted)
      return Point(
        x: (u.x / fitted.width + 0.5) * pixels.width, y: (u.y / fitted.height + 0.5) * pixels.height
      )
    }
    return Point(
      x: ((l.a * dx + l.b * dy) / (s * fitted.width) + 0.5) * pixels.width,
      y: ((l.c * dx + l.d * dy) / (s * fitted.height) + 0.5) * pixels.height)
  }
}

// MARK: - The quadrilateral form
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
// its support along `N_j`, ``CropShape/Support``): four constraints, linear in `(δ, s)`. The
// smallest covering zoom is the linear program "minimize s" under them; its feasible set has no
// line in it (the normals span the plane), so its minimum is at a vertex, where three of the four
// constraints hold with equality: solve the four 3 × 3 systems and keep the least `s` that meets
// the fourth. The clamped centre at a zoom is the point of the convex
// polygon of feasible offsets nearest the wanted one (``ConvexPolygon``, the solver a free corner
// drag uses too): the offset itself, its projection onto an edge's line, or two lines'
// intersection, whichever feasible candidate is nearest. No search, no iteration.
//
// Rounding: every rule works to the margin `m` of `Quadrilateral.margin(zoom:fitted:box:)`,
// 2⁻⁴⁴ of the photo's and the box's size on screen (plus a few ulps of the box's position), far
// below the 1e-9 of the photo's size the coverage guarantee allows. A clamped offset goes `m/2`
// inside, an offset within `m/2` outside is left where it is (so the clamp is idempotent), and
// the covering zoom is the program's minimum raised by `m / min D_j`, so that the clamp's inner
// polygon is not empty there.

extension ImageFrame {
  /// The photo as drawn under a perspective, at zoom 1 and relative to its centre: four half-planes
  /// `N_j·p ≤ D_j` in the view's axes (see the comment above this extension). Only the frame's
  /// rules build it.
  @usableFromInline
  struct Quadrilateral: Sendable {
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
        guard s > 0, s < .infinity, x.magnitude < .infinity, y.magnitude < .infinity else {
          continue
        }
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
}
