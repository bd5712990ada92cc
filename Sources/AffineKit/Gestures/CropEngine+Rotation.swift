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

  // MARK: Coverage

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

}
