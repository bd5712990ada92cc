// Rotation, in column-vector terms (y down; a positive angle turns +x toward +y).
//
// The image view's linear map is s·L with L = R(θ)·O: O is the orientation's exact 0/±1 matrix
// (quarter turns and a mirror), R(θ) the straighten angle. A point q of the fitted image, relative
// to its centre, is drawn at c + s·L·q. The crop box (W × H, centre B) seen in the image's axes is
// centred at u = Lᵀ·(B − c) (view units) and spans E = |Lᵀ|·(W, H) (entrywise absolute values:
// W' = W|cos θ| + H|sin θ|, H' = W|sin θ| + H|cos θ|, swapped by an odd number of quarter turns).
// An axis-aligned rectangle contains a turned one exactly when it contains its bounding box, so the
// box is covered iff |u_x| ≤ (s·w − E_x)/2 and |u_y| ≤ (s·h − E_y)/2, and the smallest covering
// zoom is max(E_x/w, E_y/h).
//
// With θ = 0 and no turn or mirror the engine takes the unrotated code paths, so its results are
// bit for bit those of an engine that never rotated.

extension CropEngine {
  /// A linear map in column-vector entries: `x' = m00·x + m01·y`, `y' = m10·x + m11·y`.
  @usableFromInline
  typealias Linear = (m00: Double, m01: Double, m10: Double, m11: Double)

  /// The straighten angle, in radians: a positive angle turns +x toward +y (clockwise on a y-down
  /// screen). Applied after ``orientation``: the image view's linear map is `zoom · R(angle) · O`.
  /// Finite, and within `±maximumAngle` when there is a limit.
  @inlinable public var angle: Double { placement.angle }

  /// The exact quarter turns and mirror of the image on screen, applied before ``angle``.
  @inlinable public var orientation: CropOrientation { placement.orientation }

  /// Whether the angle is 0 and the orientation the identity: the unrotated code paths apply.
  @inlinable
  var isUnrotated: Bool { placement.angle == 0 && placement.orientation.isIdentity }

  /// `L = R(θ)·O` from `sin θ`, `cos θ` and the orientation's exact matrix.
  @inlinable
  @inline(always)
  static func linear(sin s: Double, cos c: Double, orientation: CropOrientation) -> Linear {
    linear(sin: s, cos: c, matrix: orientation.matrix)
  }

  /// `L = R(θ)·O` from `sin θ`, `cos θ` and the orientation's matrix `o`, already looked up (a
  /// step that needs `L` for two angles looks it up once).
  @inlinable
  @inline(always)
  static func linear(sin s: Double, cos c: Double, matrix o: Linear) -> Linear {
    (c * o.m00 - s * o.m10, c * o.m01 - s * o.m11, s * o.m00 + c * o.m10, s * o.m01 + c * o.m11)
  }

  /// The image view's linear map without the zoom, `L = R(angle)·O`.
  @inlinable
  var linear: Linear {
    Self.linear(sin: placement.sin, cos: placement.cos, orientation: placement.orientation)
  }

  /// The crop box's extents in the image's axes, `E = |Lᵀ|·(W, H)`.
  @inlinable
  static func extents(_ l: Linear, box: Size) -> (x: Double, y: Double) {
    (
      l.m00.magnitude * box.width + l.m10.magnitude * box.height,
      l.m01.magnitude * box.width + l.m11.magnitude * box.height
    )
  }

  /// The smallest zoom at which a fitted image covers a box of extents `e` (in the image's axes):
  /// `max(e_x / w, e_y / h)`, raised by an ulp or two where the rounded products `z·w`, `z·h` would
  /// fall short of `e`, so that the image covers at this zoom in floating point too.
  @inlinable
  @inline(always)
  static func coverZoom(_ e: (x: Double, y: Double), fitted: Size) -> Double {
    var z = Swift.max(e.x / fitted.width, e.y / fitted.height)
    for _ in 0..<4 where z * fitted.width < e.x || z * fitted.height < e.y {
      z = z.nextUp
    }
    return z
  }

  /// The smallest covering zoom at the current angle and orientation:
  /// `max(E_x / w, E_y / h)`.
  @inlinable
  public var coverZoom: Double {
    Self.coverZoom(Self.extents(linear, box: cropBox.size), fitted: fittedSize)
  }

  /// The fitted size for an orientation: an odd number of quarter turns fits the image to the
  /// crop box with its sides swapped, so zoom 1 fills the box in every orientation.
  @inlinable
  static func fittedSize(
    imagePixelSize p: Size, cropBox box: Rect, fit: FitMode, orientation: CropOrientation
  ) throws(CropConfigurationError) -> Size {
    if !orientation.swapsAxes { return try fittedSize(imagePixelSize: p, cropBox: box, fit: fit) }
    let turned = Rect(x: 0, y: 0, width: box.size.height, height: box.size.width)
    return try fittedSize(imagePixelSize: p, cropBox: turned, fit: fit)
  }

  /// This engine's fitted size for the orientation `o`, or `nil` when it overflows or underflows
  /// (the turn or restore that asks for it is then rejected as an overflow).
  @inlinable
  func fittedSize(for o: CropOrientation) -> Size? {
    try? Self.fittedSize(
      imagePixelSize: imagePixelSize, cropBox: cropBox, fit: configuration.fit, orientation: o)
  }

  /// Whether the crop box can be covered within `maximumZoom` with `linear` and `fitted` (always
  /// true when the box need not be covered).
  @inlinable
  func isCoverable(_ l: Linear, fitted: Size) -> Bool {
    !configuration.coversCropBox
      || Self.coverZoom(Self.extents(l, box: cropBox.size), fitted: fitted)
        <= configuration.limits.maximumZoom
  }

  /// The geometry of an image view at `center` and `zoom` with the current rotation.
  @inlinable
  func geometry(center c: Point, zoom s: Double) -> ViewGeometry {
    if isUnrotated { return Self.geometry(fittedSize: fittedSize, center: c, zoom: s) }
    return Self.geometry(fittedSize: fittedSize, center: c, zoom: s, linear: linear)
  }

  /// Sets the angle, with its sine and cosine.
  @inlinable
  mutating func setAngle(_ a: Double) {
    let (s, c) = Trigonometry.sinCos(a)
    placement.angle = a
    placement.sin = s
    placement.cos = c
  }

  /// The crop box's centre in the image's axes, `u = Lᵀ·(B − c)`, in view units.
  @inlinable
  func boxCentreInImageAxes(_ l: Linear) -> (x: Double, y: Double) {
    boxCentreInImageAxes(l, box: Point(x: cropBox.midX, y: cropBox.midY))
  }

  /// ``boxCentreInImageAxes(_:)`` with the crop box's centre `b` already computed.
  @inlinable
  @inline(always)
  func boxCentreInImageAxes(_ l: Linear, box b: Point) -> (x: Double, y: Double) {
    let dx = b.x - center.x
    let dy = b.y - center.y
    return (l.m00 * dx + l.m10 * dy, l.m01 * dx + l.m11 * dy)
  }

  /// Puts the centre where the crop box's centre is `u` in the image's axes: `c = B − L·u`.
  @inlinable
  mutating func placeBoxCentre(at u: (x: Double, y: Double), _ l: Linear) {
    placeBoxCentre(at: u, l, box: Point(x: cropBox.midX, y: cropBox.midY))
  }

  /// ``placeBoxCentre(at:_:)`` with the crop box's centre `b` already computed.
  @inlinable
  @inline(always)
  mutating func placeBoxCentre(at u: (x: Double, y: Double), _ l: Linear, box b: Point) {
    placement.center = Point(
      x: b.x - (l.m00 * u.x + l.m01 * u.y), y: b.y - (l.m10 * u.x + l.m11 * u.y))
  }

  /// Whether a view point lies on the turned image (the touch-drag hit test with a rotation): in
  /// the image's axes, min edges in and max edges out.
  @inlinable
  func holdsImage(at p: Point) -> Bool {
    let l = linear
    let dx = p.x - center.x
    let dy = p.y - center.y
    let qx = (l.m00 * dx + l.m10 * dy) / zoom
    let qy = (l.m01 * dx + l.m11 * dy) / zoom
    let hw = fittedSize.width * 0.5
    let hh = fittedSize.height * 0.5
    return -hw <= qx && qx < hw && -hh <= qy && qy < hh
  }

  // MARK: Settle with a rotation

  /// The resting zoom range with the current rotation. When the box must be covered, the resting
  /// minimum is `restingMinimumZoom × coverZoom(θ) / coverZoom(0)` (the same zoom relative to the
  /// covering one as without a rotation) and at least the covering zoom, within `maximumZoom`.
  @inlinable
  var rotatedRestingRange: (lo: Double, hi: Double) {
    var lo = configuration.limits.restingMinimumZoom
    var hi = configuration.limits.restingMaximumZoom
    if configuration.coversCropBox {
      let box = cropBox.size
      let cover = Self.coverZoom(Self.extents(linear, box: box), fitted: fittedSize)
      let flat =
        placement.orientation.swapsAxes
        ? (x: box.height, y: box.width) : (x: box.width, y: box.height)
      let cover0 = Self.coverZoom(flat, fitted: fittedSize)
      lo = Swift.min(Swift.max(lo * (cover / cover0), cover), configuration.limits.maximumZoom)
      hi = Swift.max(hi, lo)
    }
    return (lo, hi)
  }

  /// The settle step with a rotation: the zoom into the resting range about the image's centre,
  /// then the crop box's centre into the covering range in the image's axes.
  @inlinable
  @inline(never)
  mutating func settleRotatedGeometry() {
    let range = rotatedRestingRange
    let rest = Swift.min(Swift.max(zoom, range.lo), range.hi)
    if rest != zoom { placement.zoom = rest }
    clampRotatedCenter()
  }

  /// Clamps the crop box's centre, in the image's axes, into `|u_x| ≤ (s·w − E_x)/2` and
  /// `|u_y| ≤ (s·h − E_y)/2`, centring an axis on which the image is shorter than the box.
  ///
  /// The centre moves as `c = B − L·u`, which rounds, so the step works to a margin `m` of a few
  /// ulps of the numbers involved (`64·ε·(|B_x| + |B_y| + |u_x| + |u_y|)`, view points): a centre
  /// within `max(b, 0) + m` of the image's axes on both axes (`b` the bound above) is left
  /// bit-identical; otherwise both axes are clamped into `b − m` (or centred when that is not
  /// positive), so that the rounding of `c` cannot put them back outside. The step is idempotent
  /// bit for bit, and the box is covered to within `m`.
  @inlinable
  @inline(never)
  mutating func clampRotatedCenter() {
    clampRotatedCenter(linear, box: Point(x: cropBox.midX, y: cropBox.midY))
  }

  /// The settle step's rounding margin, `64·ε·(|B_x| + |B_y| + |u_x| + |u_y|)` points, with the sum
  /// held at the largest finite number when it overflows: an image centre near ±1e308 (a double
  /// tap far outside the view, zoomed about it) must not get an infinite margin, which would call
  /// any placement covered and leave the crop not finite.
  @inlinable
  @inline(always)
  static func roundingMargin(_ b: Point, _ u: (x: Double, y: Double)) -> Double {
    let sum = b.x.magnitude + b.y.magnitude + u.x.magnitude + u.y.magnitude
    return 64 * Double.ulpOfOne * (sum < .infinity ? sum : .greatestFiniteMagnitude)
  }

  /// ``clampRotatedCenter()`` with `l` (``linear``) and the crop box's centre `b` already
  /// computed, inlined where a step calls it on its common path (straighten); the settle keeps the
  /// out-of-line call.
  @inlinable
  @inline(always)
  mutating func clampRotatedCenter(_ l: Linear, box b: Point) {
    let e = Self.extents(l, box: cropBox.size)
    let u = boxCentreInImageAxes(l, box: b)
    let bx = (zoom * fittedSize.width - e.x) * 0.5
    let by = (zoom * fittedSize.height - e.y) * 0.5
    let margin = Self.roundingMargin(b, u)
    if u.x.magnitude <= Swift.max(bx, 0) + margin && u.y.magnitude <= Swift.max(by, 0) + margin {
      return
    }
    func clamp(_ v: Double, _ b: Double) -> Double {
      let inner = b - margin
      return inner > 0 ? Swift.min(Swift.max(v, -inner), inner) : 0
    }
    placeBoxCentre(at: (clamp(u.x, bx), clamp(u.y, by)), l, box: b)
  }

  /// ``applyResistedPan(_:)`` with a rotation: the clamp or rubber band acts per axis in the
  /// image's axes, on the image centre's offset from the crop box's centre, with the box's extents
  /// there as the band's dimension.
  @inlinable
  @inline(never)
  mutating func applyRotatedResistedPan(_ t: Point) {
    let l = linear
    let e = Self.extents(l, box: cropBox.size)
    let u = boxCentreInImageAxes(l)
    // The pan moves the image centre by t, so u moves by −Lᵀ·t.
    let tx = l.m00 * t.x + l.m10 * t.y
    let ty = l.m01 * t.x + l.m11 * t.y
    func range(_ b: Double) -> (lo: Double, hi: Double) { b >= 0 ? (-b, b) : (0, 0) }
    let rx = range((zoom * fittedSize.width - e.x) * 0.5)
    let ry = range((zoom * fittedSize.height - e.y) * 0.5)
    let vx: Double
    let vy: Double
    if configuration.overscroll == .clamped {
      vx = Swift.min(Swift.max(-u.x + tx, rx.lo), rx.hi)
      vy = Swift.min(Swift.max(-u.y + ty, ry.lo), ry.hi)
    } else {
      vx = RubberBand.pan(-u.x, by: tx, range: rx, dimension: e.x)
      vy = RubberBand.pan(-u.y, by: ty, range: ry, dimension: e.y)
    }
    placeBoxCentre(at: (-vx, -vy), l)
  }

  // MARK: Rotation gesture

  /// The rotation event.
  @inlinable
  @inline(always)
  mutating func rotation(
    _ phase: GesturePhase, angle: Double, centroid: Point?, values: GestureValues,
    velocity: Double
  ) -> CropEventResult {
    let wasActive = tracker.isActive(.rotation)
    if phase.isEnd && !wasActive { return .rejected(.gestureNotActive) }
    let continuing = wasActive && phase != .began
    var rejection: CropEventRejection? = nil
    var delta = angle
    if !Self.isFinite(angle) {
      rejection = .invalidAngle
    } else if let p = centroid, !Self.isFinite(p) {
      rejection = .invalidCentroid
    } else if !Self.isFinite(velocity) {
      rejection = .invalidVelocity
    } else if values == .cumulative {
      delta = angle - (continuing ? tracker.rotationAngle : 0)
      if !Self.isFinite(delta) { rejection = .invalidAngle }
    }
    if let rejection { return reject(rejection, gesture: .rotation, phase: phase) }
    let before = placement
    let target = configuration.clampedAngle(placement.angle + delta)
    if delta != 0 && target != placement.angle && Self.isFinite(target) {
      let (sinT, cosT) = Trigonometry.sinCos(target)
      guard
        isCoverable(
          Self.linear(sin: sinT, cos: cosT, orientation: placement.orientation),
          fitted: fittedSize)
      else { return reject(.angleNotCoverable, gesture: .rotation, phase: phase) }
      // c' = p + R(Δ)·(c − p) with Δ the change of angle actually made.
      let (sinD, cosD) = Trigonometry.sinCos(target - placement.angle)
      let p = centroid ?? Point(x: cropBox.midX, y: cropBox.midY)
      let dx = center.x - p.x
      let dy = center.y - p.y
      placement.center = Point(x: p.x + (cosD * dx - sinD * dy), y: p.y + (sinD * dx + cosD * dy))
      placement.setAngle(target, sin: sinT, cos: cosT)
      guard commit(orRestore: before) else {
        return reject(.overflow, gesture: .rotation, phase: phase)
      }
    }
    if values == .cumulative { tracker.rotationAngle = angle }
    return finish(
      .rotation, phase: phase, movedFrom: before, release: Release(angleVelocity: velocity))
  }

  // MARK: Straighten

  /// The straighten event: sets the angle (clamped into `±maximumAngle`), keeping the image point
  /// under the crop box's centre fixed, and when the box must be covered raises the zoom just
  /// enough: with `q = u/s`, `s' = max(s, E_x/(w − 2|q_x|), E_y/(h − 2|q_y|))` when both
  /// denominators are positive and `s'` is within `maximumZoom`; otherwise `max(s, coverZoom)` and
  /// the box's centre clamped into the covering range.
  @inlinable
  @inline(always)
  mutating func straighten(to requested: Double) -> CropEventResult {
    guard Self.isFinite(requested) else { return .rejected(.invalidAngle) }
    let target = configuration.clampedAngle(requested)
    let angleChanged = target != placement.angle
    // Read once: the fit, the crop box's centre and the orientation's matrix (the step's helpers
    // would each compute them again).
    let covers = configuration.coversCropBox
    // The same angle again changes nothing, unless the box must be covered and is not (during a
    // gesture): then it zooms to cover, as any straighten does.
    if !angleChanged && (!covers || isCovered) { return .unchanged }
    let (sinT, cosT) =
      angleChanged ? Trigonometry.sinCos(target) : (placement.sin, placement.cos)
    let o = placement.orientation.matrix
    let l1 = Self.linear(sin: sinT, cos: cosT, matrix: o)
    guard
      !covers
        || Self.coverZoom(Self.extents(l1, box: cropBox.size), fitted: fittedSize)
          <= configuration.limits.maximumZoom
    else { return .rejected(.angleNotCoverable) }
    let before = placement
    let s = zoom
    let b = Point(x: cropBox.midX, y: cropBox.midY)
    let u = boxCentreInImageAxes(
      Self.linear(sin: placement.sin, cos: placement.cos, matrix: o), box: b)
    let q = (x: u.x / s, y: u.y / s)
    placement.setAngle(target, sin: sinT, cos: cosT)
    var s1 = s
    if covers {
      let e = Self.extents(l1, box: cropBox.size)
      let dx = fittedSize.width - 2 * q.x.magnitude
      let dy = fittedSize.height - 2 * q.y.magnitude
      // Never below the covering zoom: `E/(w − 2|q|)` can round an ulp below `coverZoom`, which
      // the settle would then raise, so the straightened state would not be at rest.
      let cover = Self.coverZoom(e, fitted: fittedSize)
      var fallback = true
      if dx > 0 && dy > 0 {
        s1 = Swift.max(s, Swift.max(e.x / dx, e.y / dy), cover)
        fallback = !(s1 <= configuration.limits.maximumZoom)
      }
      if fallback { s1 = Swift.max(s, cover) }
    }
    if angleChanged || s1 != s {
      placement.zoom = s1
      placeBoxCentre(at: (s1 * q.x, s1 * q.y), l1, box: b)
    }
    if covers { clampRotatedCenter(l1, box: b) }
    guard commit(orRestore: before) else { return .rejected(.overflow) }
    if placement.isAt(before) { return .unchanged }
    tracker.turnBase = nil
    return .moved
  }

  /// Whether the image covers the crop box: `|u_x| ≤ (s·w − E_x)/2` and `|u_y| ≤ (s·h − E_y)/2`,
  /// with `u` the box's centre in the image's axes and `E` the box's extents there, to the
  /// rounding margin of the settle step (`64·ε·(|B_x| + |B_y| + |u_x| + |u_y|)` points, `B` the
  /// box's centre; ε = `Double.ulpOfOne`).
  ///
  /// At rest with ``CropConfiguration/coversCropBox`` (and an angle `maximumZoom` can cover) it is `true`.
  @inlinable
  public var isCovered: Bool {
    let l = linear
    let e = Self.extents(l, box: cropBox.size)
    let u = boxCentreInImageAxes(l)
    let margin = Self.roundingMargin(Point(x: cropBox.midX, y: cropBox.midY), u)
    return u.x.magnitude <= (zoom * fittedSize.width - e.x) * 0.5 + margin
      && u.y.magnitude <= (zoom * fittedSize.height - e.y) * 0.5 + margin
  }

  // MARK: Turns, flips and reset

  /// The turn and flip events: `action` is the orientation change on screen (`R(90°)^k` or a
  /// mirror), about the crop box's centre.
  ///
  /// Computed from the placement before the run of turns and flips (settled first, with every
  /// gesture cancelled): the image point under the box's centre stays there at the same zoom
  /// relative to the fit, the angle changes sign when the mirror changes, then the image settles.
  /// Coming back to the run's first orientation gives its placement back exactly.
  @inlinable
  mutating func reorient(_ action: CropOrientation) -> CropEventResult {
    let before = placement
    let base: Placement
    if let b = tracker.turnBase {
      base = b
    } else {
      settleGeometry()
      if !placement.isCommittable { placement = before }
      base = placement
    }
    // The new orientation: action · O, composed with exact 0/±1 matrices.
    var o = placement.orientation
    if action.isMirrored { o = o.flipped(.horizontal) }
    o = o.turned(by: action.quarterTurns)
    if o == base.orientation {
      placement = base
    } else {
      guard let fitted = fittedSize(for: o) else {
        placement = before
        return .rejected(.overflow)
      }
      // Mirroring changes the sign of the angle: F·R(θ) = R(−θ)·F.
      let mirrorChanged = o.isMirrored != base.orientation.isMirrored
      let sinT = mirrorChanged ? -base.sin : base.sin
      let l1 = Self.linear(sin: sinT, cos: base.cos, orientation: o)
      guard isCoverable(l1, fitted: fitted) else {
        placement = before
        return .rejected(.angleNotCoverable)
      }
      // The crop box's centre in the base's image axes, rescaled to the new fit.
      let l0 = Self.linear(sin: base.sin, cos: base.cos, orientation: base.orientation)
      let dx = cropBox.midX - base.center.x
      let dy = cropBox.midY - base.center.y
      let u0 = (x: l0.m00 * dx + l0.m10 * dy, y: l0.m01 * dx + l0.m11 * dy)
      let u1 = (
        x: u0.x * (fitted.width / base.fittedSize.width),
        y: u0.y * (fitted.height / base.fittedSize.height)
      )
      placement.orientation = o
      placement.setAngle(mirrorChanged ? -base.angle : base.angle, sin: sinT, cos: base.cos)
      placement.fittedSize = fitted
      placement.zoom = base.zoom
      placeBoxCentre(at: u1, l1)
      settleGeometry()
      guard commit(orRestore: before) else { return .rejected(.overflow) }
    }
    if placement.isAt(before) && tracker.active == 0 && tracker.turnBase == nil {
      placement = before
      return .unchanged
    }
    // Every gesture is cancelled; the run goes on unless it came back to its first orientation.
    tracker = GestureTracker()
    if o != base.orientation { tracker.turnBase = base }
    return .moved
  }

  /// The reset event: zoom 1 (clamped into the resting range), centred, angle 0, no turns and no
  /// mirror, every gesture cancelled, then settled. With the angle already 0 and no turn or mirror
  /// it animates there with the eased settle, as a key step or a double tap does; an angle, turn
  /// or mirror to undo jumps, as straighten, turns and flips do.
  @inlinable
  mutating func reset() -> CropEventResult {
    let before = placement
    if !placement.orientation.isIdentity {
      guard let fitted = fittedSize(for: .identity) else { return .rejected(.overflow) }
      placement.fittedSize = fitted
    }
    placement.orientation = .identity
    placement.setAngle(0, sin: 0, cos: 1)
    placement.zoom = configuration.limits.clampedToRest(1)
    placement.center = Self.centre(of: cropBox)
    settleGeometry()
    guard commit(orRestore: before) else { return .rejected(.overflow) }
    if placement.isAt(before) {
      placement = before
      if tracker.active == 0 && tracker.turnBase == nil { return .unchanged }
    }
    // Every gesture is cancelled, and a run of turns ends.
    tracker = GestureTracker()
    if !before.isUnrotated || placement.isAt(before) { return .moved }
    return .animated(settleAnimation(from: before))
  }
}
