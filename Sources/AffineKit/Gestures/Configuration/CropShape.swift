// The crop shape, known to the engine only by its support function.
//
// Every shape here is a rounded rectangle inscribed in the crop box: a W × H box with corner radii
// (r_x, r_y) is the Minkowski sum of the rectangle (W − 2r_x) × (H − 2r_y) and the ellipse of
// semi-axes (r_x, r_y), both centred on the box. A rectangle has radii (0, 0), an ellipse
// (W/2, H/2). Its width along a unit direction n, twice its support h(n), is then
//
//     2·h(n) = |n_x|·(W − 2r_x) + |n_y|·(H − 2r_y) + 2·√((r_x·n_x)² + (r_y·n_y)²)
//
// and the photo's outline covers the shape iff, for each of its edges, the shape's support along
// the edge's outward normal is inside that edge: constraints linear in the photo's centre and zoom,
// the same program as for the box itself (ImageFrame and its quadrilateral form). A shape touches
// all four sides of its box, so along the box's own axes its width is the box's: with no
// straighten angle and no perspective, covering the shape is covering the box.

/// The shape of the crop inside the crop box: what the photo must cover, and what the output
/// shows.
///
/// The crop box stays a rectangle (its handles, its ratio, the output's size); the shape is
/// inscribed in it, touching its four sides. A profile photo is an ``ellipse`` in a square box (a
/// circle), as TOCropViewController's circular style and Mantis's circle shape draw it.
///
/// The shape decides coverage: the engine keeps the photo under the shape, not under the box's
/// corners. A circle straightened by 45° in a square box needs no more zoom than upright, where
/// the box as a rectangle needs √2 times as much. So the resting minimum zoom is the smallest zoom
/// that covers the shape (``CropEngine/coverZoom``), which for a tilted ellipse can be below the
/// fit of the upright box. During a handle drag the shape, not the box, stays on the photo
/// (exactly, but for a free drag that changes an ellipse's aspect: Docs/Gestures.md, "The crop
/// shape").
///
/// ``CropEvent/cropShape(_:)`` sets it. Edge cases: a corner radius that is negative, NaN or
/// infinite is refused (``CropEventRejection/invalidShape``). A radius above half the box's
/// shorter side is not refused: the radius in effect is at most half the box's shorter side at
/// every moment (``cornerRadii(in:)``), so it follows the box as a drag or a layout changes its
/// size.
public enum CropShape: Hashable, Sendable {
  /// The crop box itself (the default).
  case rectangle
  /// The ellipse inscribed in the crop box: a circle in a square box.
  case ellipse
  /// The crop box with rounded corners of `cornerRadius` view points (at most half the box's
  /// shorter side in effect; 0 is the rectangle).
  case roundedRectangle(cornerRadius: Double)

  /// Whether the shape can be used: a rounded rectangle's radius is finite and not negative.
  @inlinable
  var isValid: Bool {
    if case .roundedRectangle(let r) = self { return r >= 0 && r < .infinity }
    return true
  }

  /// The radii of the shape's corners in a box of `size`, in the box's units: (0, 0) for the
  /// rectangle, half the box's width and height for the ellipse, and the corner radius (at most
  /// half the box's shorter side) on both axes for a rounded rectangle.
  ///
  ///     CropShape.roundedRectangle(cornerRadius: 40).cornerRadii(in: Size(width: 300, height: 60))
  ///     // (30.0, 30.0)
  @inlinable
  public func cornerRadii(in size: Size) -> Size {
    switch self {
    case .rectangle:
      return Size(width: 0, height: 0)
    case .ellipse:
      return Size(width: size.width * 0.5, height: size.height * 0.5)
    case .roundedRectangle(let r):
      let radius = Swift.min(r, size.width * 0.5, size.height * 0.5)
      return Size(width: radius, height: radius)
    }
  }

  /// The shape with a rounded rectangle's radius as a fraction of the shorter side of a box of
  /// `size` (the radius in effect there, 0 to 0.5): the form a ``SavedCrop`` keeps.
  @inlinable
  func relative(to size: Size) -> CropShape {
    guard case .roundedRectangle = self else { return self }
    let r = cornerRadii(in: size).width
    let side = Swift.min(size.width, size.height)
    return .roundedRectangle(cornerRadius: Swift.min(r / side, 0.5))
  }

  /// The shape of a ``SavedCrop`` (``relative(to:)``) in a box of `size`, its radius in the box's
  /// units again; `nil` for a relative radius that is negative, above 0.5 or not a number.
  @inlinable
  func absolute(in size: Size) -> CropShape? {
    guard case .roundedRectangle(let f) = self else { return self }
    guard f >= 0 && f <= 0.5 else { return nil }
    return .roundedRectangle(cornerRadius: f * Swift.min(size.width, size.height))
  }

  /// How far inside the box's corner the shape reaches along the unit vector `(x, y)`, as a
  /// function of the box's width and height `(W, H)`: the box's support there less the shape's,
  /// `δ = |x|·r_x + |y|·r_y − √((r_x·x)² + (r_y·y)²)`, as the least of three affine functions
  /// `δ_i = c_i + a_i·W + b_i·H`, each given as its value at `size` and its two slopes.
  ///
  /// For the rectangle all three are 0. For a rounded rectangle of radius `R` the radii are
  /// `min(R, W/2, H/2)` and `δ = k·min(R, W/2, H/2)` with `k = |x| + |y| − 1`: the three pieces
  /// exactly. For the ellipse (radii `W/2`, `H/2`) `δ` is concave and its tangents bound it from
  /// above: the tangent at `size`, and `|x|·W/2` and `|y|·H/2` (its tangents at the extreme
  /// aspects), so the least of them is `δ` exactly at `size`'s aspect and at the extremes, and
  /// above it in between. A handle drag keeps the box's corners, less these indents, on the photo
  /// (``BoxDrag``).
  @inlinable
  func cornerIndents(along x: Double, _ y: Double, in size: Size) -> (
    SIMD3<Double>, dWidth: SIMD3<Double>, dHeight: SIMD3<Double>
  ) {
    let ax = x.magnitude
    let ay = y.magnitude
    switch self {
    case .rectangle:
      return (SIMD3(), SIMD3(), SIMD3())
    case .roundedRectangle(let radius):
      let k = Swift.max(ax + ay - 1, 0)
      return (
        SIMD3(k * radius, k * (0.5 * size.width), k * (0.5 * size.height)),
        SIMD3(0, 0.5 * k, 0), SIMD3(0, 0, 0.5 * k)
      )
    case .ellipse:
      let support = support(in: size)
      let r = support.radii
      let e = support.ellipseSupport(x, y)
      let value = ax * r.width + ay * r.height - e
      // ∂δ/∂r_x = |x| − r_x·x²/e, and the radii are half the sides.
      let dx = e > 0 ? 0.5 * (ax - r.width * x * x / e) : 0
      let dy = e > 0 ? 0.5 * (ay - r.height * y * y / e) : 0
      return (
        SIMD3(value, 0.5 * ax * size.width, 0.5 * ay * size.height), SIMD3(dx, 0.5 * ax, 0),
        SIMD3(dy, 0, 0.5 * ay)
      )
    }
  }

  /// The shape inscribed in a box of `size`, as its support function (see the comment at the top
  /// of this file).
  @inlinable
  func support(in size: Size) -> Support {
    let r = cornerRadii(in: size)
    return Support(
      core: Size(width: size.width - 2 * r.width, height: size.height - 2 * r.height),
      radii: r)
  }

  /// A convex shape centred on the origin as the Minkowski sum of an axis-aligned rectangle and
  /// an axis-aligned ellipse, given by its widths along directions.
  @usableFromInline
  struct Support: Sendable {
    /// The rectangle's width and height.
    @usableFromInline var core: Size
    /// The ellipse's semi-axes.
    @usableFromInline var radii: Size

    @inlinable
    init(core: Size, radii: Size) {
      self.core = core
      self.radii = radii
    }

    /// The shape's width along the direction of the unit vector `(x, y)`, twice its support
    /// there: `|x|·core.w + |y|·core.h + 2·√((r_x·x)² + (r_y·y)²)`. With no ellipse (a
    /// rectangle) the last term is exactly 0, so the width is the rectangle's bit for bit. The
    /// root is taken scaled by its larger term, so it overflows only where the width does.
    @inlinable
    func width(along x: Double, _ y: Double) -> Double {
      x.magnitude * core.width + y.magnitude * core.height + 2 * ellipseSupport(x, y)
    }

    /// The shape's support along the unit vector `(x, y)`, half its ``width(along:_:)``:
    /// `|x|·core.w/2 + |y|·core.h/2 + √((r_x·x)² + (r_y·y)²)`, the rectangle's bit for bit with
    /// no ellipse.
    @inlinable
    func support(along x: Double, _ y: Double) -> Double {
      x.magnitude * (core.width * 0.5) + y.magnitude * (core.height * 0.5) + ellipseSupport(x, y)
    }

    /// The ellipse's support along `(x, y)`, `√((r_x·x)² + (r_y·y)²)`, taken scaled by its larger
    /// term so that it overflows only where the support does; exactly 0 with no ellipse.
    @inlinable
    func ellipseSupport(_ x: Double, _ y: Double) -> Double {
      let p = (radii.width * x).magnitude
      let q = (radii.height * y).magnitude
      let m = Swift.max(p, q)
      guard m > 0 && m < .infinity else { return m }
      let a = p / m
      let b = q / m
      return m * (a * a + b * b).squareRoot()
    }
  }
}
