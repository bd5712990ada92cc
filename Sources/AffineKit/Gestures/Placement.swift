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
  var isCommittable: Bool {
    let extent = zoom * (fittedSize.width + fittedSize.height)
    return CropEngine.isFinitePositive(zoom) && CropEngine.isFinite(center.x.magnitude + extent)
      && CropEngine.isFinite(center.y.magnitude + extent)
  }

  /// Whether the image is where it is in `other`: the same centre and zoom (by value: −0 and +0
  /// are the same place), angle, orientation and fitted size.
  @inlinable
  func isAt(_ other: Placement) -> Bool {
    center == other.center && zoom == other.zoom && angle == other.angle
      && orientation == other.orientation && fittedSize == other.fittedSize
  }
}
