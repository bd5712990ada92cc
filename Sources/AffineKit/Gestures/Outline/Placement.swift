/// Where the image is: the crop box and the shape in it, the image's size at zoom 1, its centre,
/// zoom and frame (the straighten angle, quarter turns and mirror). The part of a ``CropEngine`` that every event
/// computes anew, and the moves that compute it: zooming about a point, panning, clamping, the
/// settle step and a new frame that keeps the photo point under the box's centre.
///
/// An event moves it on the copy of the engine that ``CropEngine/apply(_:at:)`` runs the event
/// on, and rejects a candidate that is not ``isCommittable``; the copy is then dropped, so a
/// rejected event leaves the engine bit-identical.
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
  /// The straighten angle, quarter turns and mirror: the image's linear map without the zoom.
  @usableFromInline var frame: ImageFrame
  /// The shape inscribed in the crop box that the image must cover (``CropShape``).
  @usableFromInline var cropShape: CropShape

  /// An unrotated placement (``ImageFrame/identity``).
  @inlinable
  init(cropBox: Rect, fittedSize: Size, center: Point, zoom: Double) {
    self.cropBox = cropBox
    self.fittedSize = fittedSize
    self.center = center
    self.zoom = zoom
    self.frame = .identity
    self.cropShape = .rectangle
  }

  /// The crop box's centre, `origin + size / 2` on each axis (``CropEngine/centre(of:)``).
  @inlinable
  var boxCentre: Point { CropEngine.centre(of: cropBox) }

  /// Whether the placement can be kept: the zoom is finite and positive, and the image's frame is
  /// finite (its centre, size and all four edges). A finite input can still overflow (a huge
  /// pinch, a far focal point, a huge pan, a tiny rectangle to zoom to).
  ///
  /// One sum per axis: `|c| + s·(w + h)` bounds the magnitude of every edge of the frame however
  /// it is computed (the frame rounds `c − s·w/2`, then adds `s·w` for the far edge; with a
  /// rotation the frame's extents are `|L|·(s·w, s·h)`, at most `s·(w + h)`), so when it is finite
  /// the centre, the scaled size and all four edges are (NaN fails the comparison too). Without
  /// the `h` a turned image about 1e308 points wide could have an infinite frame (found by the
  /// fuzzer). And the fitted size and the box are positive: a box animation's interpolated
  /// sizes, between a box and a fit a few hundred orders of magnitude below a point, can underflow
  /// to zero (found by the fuzzer).
  @inlinable
  var isCommittable: Bool {
    let extent = zoom * (fittedSize.width + fittedSize.height)
    return CropEngine.isFinitePositive(zoom) && CropEngine.isFinite(center.x.magnitude + extent)
      && CropEngine.isFinite(center.y.magnitude + extent) && fittedSize.width > 0
      && fittedSize.height > 0 && cropBox.size.width > 0 && cropBox.size.height > 0
  }

  /// Whether the image is where it is in `other`: the same centre and zoom (by value: −0 and +0
  /// are the same place), angle, orientation, perspective and fitted size.
  @inlinable
  func isAt(_ other: Placement) -> Bool {
    center == other.center && zoom == other.zoom && frame.angle == other.frame.angle
      && frame.orientation == other.frame.orientation && fittedSize == other.fittedSize
      && frame.perspective == other.frame.perspective
  }

  /// Whether the crop is what it is in `other`: the image where it is (``isAt(_:)``), in the same
  /// crop box with the same shape.
  @inlinable
  func showsSameCrop(as other: Placement) -> Bool {
    isAt(other) && cropBox == other.cropBox && cropShape == other.cropShape
  }

  // MARK: The box's centre in the image's axes

  /// The crop box's centre in the image's axes, `u = Lᵀ·(B − c)`, in view units, with `l` the
  /// frame's matrix (or a new one for a step that changes it).
  @inlinable
  func boxOffset(_ l: AffineTransform) -> Point {
    let b = boxCentre
    return ImageFrame.imageAxes(Point(x: b.x - center.x, y: b.y - center.y), l)
  }

  /// Puts the centre where the crop box's centre is `u` in the image's axes: `c = B − L·u`.
  @inlinable
  mutating func placeBoxCentre(at u: Point, _ l: AffineTransform) {
    let b = boxCentre
    let offset = ImageFrame.viewAxes(u, l)
    center = Point(x: b.x - offset.x, y: b.y - offset.y)
  }

  // MARK: Moves (validated input; the event checks the result)

  /// Sets the zoom to `newZoom` about `focus` (view coordinates): `c' = p + (s'/s)·(c − p)`.
  @inlinable
  mutating func zoom(to newZoom: Double, about focus: Point) {
    let k = newZoom / zoom
    center = Point(
      x: focus.x + k * (center.x - focus.x), y: focus.y + k * (center.y - focus.y))
    zoom = newZoom
  }

  /// Zooms by `k` about `focus` with the gesture limits (hard, or the zoom's rubber band,
  /// ``ZoomLimits/zoomOverscroll``) and the overscroll mode. An increment of 1, or one the limits
  /// clamp back to the current zoom, changes nothing at all. The result may be non-finite; the
  /// caller checks it (``isCommittable``).
  @inlinable
  mutating func pinch(by k: Double, about focus: Point, _ configuration: CropConfiguration) {
    if k == 1 { return }
    let target =
      configuration.limits.zoomOverscroll == .hard
      ? configuration.limits.clampedToGesture(zoom * k)
      : configuration.limits.bandedZoom(zoom, by: k)
    if target == zoom { return }
    zoom(to: target, about: focus)
    if configuration.overscroll == .clamped { clampCenter() }
  }

  /// Moves the centre by `t` under the overscroll mode
  /// (``ImageFrame/resistedPan(_:by:zoom:fitted:box:_:overscroll:)`` against the crop shape for
  /// the clamped and rubber-band modes). An axis with a zero component is left bit-identical.
  @inlinable
  mutating func pan(by t: Point, _ overscroll: Overscroll) {
    if t.x == 0 && t.y == 0 { return }
    if overscroll == .free {
      // `c + t`, except that an axis with a zero component is not added to (`-0 + 0` would be
      // `+0`, and a zero component must leave its axis bit-identical).
      center = Point(
        x: t.x == 0 ? center.x : center.x + t.x, y: t.y == 0 ? center.y : center.y + t.y)
    } else {
      center = frame.resistedPan(
        center, by: t, zoom: zoom, fitted: fittedSize, box: cropBox, cropShape,
        overscroll: overscroll)
    }
  }

  /// Clamps the centre so that the image covers the crop shape on every axis where it is long
  /// enough, and is centred on the box on the others
  /// (``ImageFrame/clampedCenter(_:zoom:fitted:box:_:)``).
  @inlinable
  mutating func clampCenter() {
    center = frame.clampedCenter(center, zoom: zoom, fitted: fittedSize, box: cropBox, cropShape)
  }

  /// The resting zoom range for `configuration` in this frame
  /// (``ImageFrame/restingRange(_:box:_:fitted:)``).
  @inlinable
  func restingRange(_ configuration: CropConfiguration) -> (lo: Double, hi: Double) {
    frame.restingRange(configuration, box: cropBox.size, cropShape, fitted: fittedSize)
  }

  /// Clamps the zoom into the resting range (about the image's centre, which stays).
  @inlinable
  mutating func settleZoom(_ configuration: CropConfiguration) {
    let range = restingRange(configuration)
    let rest = Swift.min(Swift.max(zoom, range.lo), range.hi)
    if rest != zoom { zoom = rest }
  }

  /// The settle step: clamps the zoom into the resting range about the image's centre, then the
  /// centre (``clampCenter(_:)``). Idempotent, and pure in (placement, configuration).
  @inlinable
  mutating func settle(_ configuration: CropConfiguration) {
    settleZoom(configuration)
    clampCenter()
  }

  // MARK: A new frame

  /// Whether the crop shape can be covered within `maximumZoom` in `frame` with `fitted` (always
  /// true when the box need not be covered): the check a turn, a straighten, a rotation or a
  /// restore makes before it moves.
  @inlinable
  func isCoverable(_ frame: ImageFrame, fitted: Size, _ configuration: CropConfiguration) -> Bool {
    !configuration.coversCropBox
      || frame.coverZoom(box: cropBox.size, cropShape, fitted: fitted)
        <= configuration.limits.maximumZoom
  }

  /// Puts the image into `frame1` (a new angle or perspective, the same orientation) keeping the
  /// image point under the crop box's centre fixed, and when the box must be covered raises the
  /// zoom just enough: with `q` that point (``ImageFrame/zoomKeeping(_:box:_:fitted:l:)``), `s' =
  /// max(s, zoomKeeping(q), coverZoom)` when it is within `maximumZoom`; otherwise `max(s,
  /// coverZoom)` and the box's centre clamped into the covering range. `nil` (nothing changed) when
  /// the box cannot be covered in `frame1` within `maximumZoom`.
  @inlinable
  mutating func reframe(_ frame1: ImageFrame, _ configuration: CropConfiguration)
    -> CropEventResult?
  {
    let covers = configuration.coversCropBox
    // The orientation's matrix, looked up once for both frames' `L`.
    let o = frame.orientation.matrix
    let l0 = ImageFrame.matrix(sin: frame.sin, cos: frame.cos, orientation: o)
    let l1 = ImageFrame.matrix(sin: frame1.sin, cos: frame1.cos, orientation: o)
    let cover = frame1.coverZoom(box: cropBox.size, cropShape, fitted: fittedSize, l: l1)
    guard !covers || cover <= configuration.limits.maximumZoom else { return nil }
    let before = self
    let s = zoom
    let u = boxOffset(l0)
    // The same photo point through the new perspective (itself when neither has one).
    let q = Perspective.transfer(
      Point(x: u.x / s, y: u.y / s), from: frame.perspective, to: frame1.perspective,
      fitted: fittedSize)
    frame = frame1
    var s1 = s
    if covers {
      // Never below the covering zoom: the kept point's zoom can round an ulp below `coverZoom`,
      // which the settle would then raise, so the straightened state would not be at rest.
      var fallback = true
      if let keeping = frame1.zoomKeeping(
        q, box: cropBox.size, cropShape, fitted: fittedSize, l: l1)
      {
        s1 = Swift.max(s, Swift.max(keeping, cover))
        fallback = !(s1 <= configuration.limits.maximumZoom)
      }
      if fallback { s1 = Swift.max(s, cover) }
    }
    if frame != before.frame || s1 != s {
      zoom = s1
      placeBoxCentre(at: Point(x: s1 * q.x, y: s1 * q.y), l1)
    }
    if covers { clampCenter() }
    guard isCommittable else { return .rejected(.overflow) }
    return isAt(before) ? .unchanged : .moved
  }

  /// The smallest zoom that covers the crop shape in this frame.
  @inlinable
  var coverZoom: Double { frame.coverZoom(box: cropBox.size, cropShape, fitted: fittedSize) }
}
