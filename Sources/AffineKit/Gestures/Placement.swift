/// Where the image is: the crop box, the image's size at zoom 1, its centre, zoom, straighten
/// angle and orientation. The part of a ``CropEngine`` that every event computes anew.
///
/// Every event is one transaction over this value: it computes a candidate placement, validates it
/// (``isCommittable``), and then either keeps it or puts the one before back, so a rejected event
/// leaves the engine bit-identical.
@usableFromInline
struct Placement: Hashable, Sendable {
  /// The crop box, in the view's coordinates. Finite, with a positive size.
  @usableFromInline var cropBox: Rect
  /// The image's size in points at zoom 1, for the current fit, crop box and orientation.
  @usableFromInline var fittedSize: Size
  /// The image's centre, in the view's coordinates.
  @usableFromInline var center: Point
  /// The zoom; 1 is the fit.
  @usableFromInline var zoom: Double
  /// The straighten angle, in radians.
  @usableFromInline var angle: Double
  /// `sin(angle)`, kept with the angle so events need not recompute it.
  @usableFromInline var sin: Double
  /// `cos(angle)`, kept with the angle so events need not recompute it.
  @usableFromInline var cos: Double
  /// The exact quarter turns and mirror, applied before the angle.
  @usableFromInline var orientation: CropOrientation

  /// An unrotated placement.
  @inlinable
  init(cropBox: Rect, fittedSize: Size, center: Point, zoom: Double) {
    self.cropBox = cropBox
    self.fittedSize = fittedSize
    self.center = center
    self.zoom = zoom
    self.angle = 0
    self.sin = 0
    self.cos = 1
    self.orientation = .identity
  }

  /// Whether the angle is 0 and the orientation the identity: the image's linear map is the
  /// identity times the zoom.
  @inlinable
  var isUnrotated: Bool { angle == 0 && orientation.isIdentity }

  /// Sets the angle, with its sine and cosine.
  @inlinable
  mutating func setAngle(_ a: Double, sin s: Double, cos c: Double) {
    angle = a
    sin = s
    cos = c
  }

  /// Whether the placement can be kept: the zoom is finite and positive, and the image's frame is
  /// finite (its centre, size and all four edges). A finite input can still overflow (a huge
  /// pinch, a far focal point, a huge pan, a tiny rectangle to zoom to).
  ///
  /// One sum per axis: `|c| + s·(w + h)` bounds the magnitude of every edge of the frame however
  /// it is computed (the frame rounds `c − s·w/2`, then adds `s·w` for the far edge; with a
  /// rotation the frame's extents are `|L|·(s·w, s·h)`, at most `s·(w + h)`), so when it is finite
  /// the centre, the scaled size and all four edges are (NaN fails the comparison too). Without
  /// the `h` a turned image about 1e308 points wide could have an infinite frame (found by the
  /// fuzzer).
  @inlinable
  @inline(__always)
  var isCommittable: Bool {
    let extent = zoom * (fittedSize.width + fittedSize.height)
    return CropEngine.isFinitePositive(zoom) && CropEngine.isFinite(center.x.magnitude + extent)
      && CropEngine.isFinite(center.y.magnitude + extent)
  }

  /// Whether the image is where it is in `other`: the same centre and zoom (by value: −0 and +0
  /// are the same place), angle, orientation and fitted size.
  @inlinable
  @inline(__always)
  func isAt(_ other: Placement) -> Bool {
    center == other.center && zoom == other.zoom && angle == other.angle
      && orientation == other.orientation && fittedSize == other.fittedSize
  }
}

extension CropEngine {
  // MARK: Moving the placement (validated input; the event commits or restores)

  /// The one way an event ends its transaction: keeps the placement it produced if that
  /// ``Placement/isCommittable``, or puts `before` back and returns `false`, so the placement is
  /// bit for bit the one before the event. (Events write nothing but the placement before they
  /// commit; the tracker is updated only after.)
  @inlinable
  @inline(always)
  mutating func commit(orRestore before: Placement) -> Bool {
    if placement.isCommittable { return true }
    placement = before
    return false
  }

  /// Zooms by `k` about `focus` with the gesture limits (hard, or the zoom's rubber band,
  /// ``ZoomLimits/zoomOverscroll``) and the overscroll mode (validated input). An increment of 1,
  /// or one the limits clamp back to the current zoom, changes nothing at all. The result may be
  /// non-finite; the caller commits or restores.
  @inlinable
  @inline(always)
  mutating func applyPinch(_ k: Double, about focus: Point) {
    if k == 1 { return }
    let target =
      configuration.limits.zoomOverscroll == .hard
      ? configuration.limits.clampedToGesture(zoom * k)
      : configuration.limits.bandedZoom(zoom, by: k)
    if target == zoom { return }
    zoom(to: target, about: focus)
    if configuration.overscroll == .clamped { clampCenter() }
  }

  /// Sets the zoom to `newZoom` about `focus` (view coordinates): `c' = p + (s'/s)·(c − p)`.
  @inlinable
  @inline(always)
  mutating func zoom(to newZoom: Double, about focus: Point) {
    let k = newZoom / zoom
    placement.center = Point(
      x: focus.x + k * (center.x - focus.x), y: focus.y + k * (center.y - focus.y))
    placement.zoom = newZoom
  }

  /// Moves the centre by `t` under the overscroll mode. An axis with a zero component is left
  /// bit-identical.
  @inlinable
  @inline(always)
  mutating func applyPan(_ t: Point) {
    if t.x == 0 && t.y == 0 { return }
    if configuration.overscroll == .free {
      placement.center = Self.freelyPanned(center, by: t)
    } else {
      applyResistedPan(t)
    }
  }

  /// `c + t`, except that an axis with a zero component is not added to (`-0 + 0` would be `+0`,
  /// and a zero component must leave its axis bit-identical).
  @inlinable
  @inline(always)
  static func freelyPanned(_ c: Point, by t: Point) -> Point {
    Point(x: t.x == 0 ? c.x : c.x + t.x, y: t.y == 0 ? c.y : c.y + t.y)
  }

  /// ``applyPan(_:)`` for the ``Overscroll/clamped`` and ``Overscroll/rubberBand`` modes.
  @inlinable
  @inline(always)
  mutating func applyResistedPan(_ t: Point) {
    if !isUnrotated {
      applyRotatedResistedPan(t)
      return
    }
    let c = center
    switch configuration.overscroll {
    case .free:  // not reached from applyPan
      placement.center = Self.freelyPanned(c, by: t)
    case .clamped:
      let ranges = allowedCenterRanges
      placement.center = Point(
        x: t.x == 0 ? c.x : Swift.min(Swift.max(c.x + t.x, ranges.x.lo), ranges.x.hi),
        y: t.y == 0 ? c.y : Swift.min(Swift.max(c.y + t.y, ranges.y.lo), ranges.y.hi))
    case .rubberBand:
      let ranges = allowedCenterRanges
      placement.center = Point(
        x: RubberBand.pan(c.x, by: t.x, range: ranges.x, dimension: cropBox.size.width),
        y: RubberBand.pan(c.y, by: t.y, range: ranges.y, dimension: cropBox.size.height))
    }
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
}
