// The engine's rotation: the public angle, orientation and coverage (the rules themselves are
// ImageFrame's).

extension CropEngine {
  /// The straighten angle, in radians: a positive angle turns +x toward +y (clockwise on a y-down
  /// screen). Applied after ``orientation``: the image view's linear map is `zoom · R(angle) · O`.
  /// Finite, and within `±maximumAngle` when there is a limit.
  @inlinable public var angle: Double { placement.frame.angle }

  /// The exact quarter turns and mirror of the image on screen, applied before ``angle``.
  @inlinable public var orientation: CropOrientation { placement.frame.orientation }

  /// The smallest covering zoom at the current angle, orientation and perspective:
  /// `max(E_x / w, E_y / h)`, with `E` the ``cropShape``'s extents in the image's axes (the crop
  /// box's, `|Lᵀ|·(W, H)`, for the rectangle) and `(w, h)` the ``fittedSize``; under a ``perspective``, the minimum of the linear program over the
  /// photo's four edges as drawn (Docs/Gestures.md, "Perspective"), raised by its rounding margin.
  @inlinable
  public var coverZoom: Double { placement.coverZoom }

  /// Whether the image covers the crop box's ``cropShape``: `|u_x| ≤ (s·w − E_x)/2` and
  /// `|u_y| ≤ (s·h − E_y)/2`, with `u` the box's centre in the image's axes and `E` the shape's
  /// extents there, to the rounding margin of the settle step
  /// (`64·ε·(|B_x| + |B_y| + |u_x| + |u_y|)` points, `B` the box's centre;
  /// ε = `Double.ulpOfOne`). Under a ``perspective``: the shape's support along each of the
  /// photo's four edges as drawn inside that edge (for the rectangle, every corner of the box), to
  /// a margin of 2⁻⁴⁴ of the photo's and the box's size on screen.
  ///
  /// At rest with ``CropConfiguration/coversCropBox`` (and an angle `maximumZoom` can cover) it is `true`.
  @inlinable
  public var isCovered: Bool {
    placement.frame.covers(
      cropBox, placement.cropShape, center: center, zoom: zoom, fitted: fittedSize)
  }

  /// The geometry of an image view at `center` and `zoom` in the current frame.
  @inlinable
  func geometry(center c: Point, zoom s: Double) -> ViewGeometry {
    Self.geometry(fittedSize: fittedSize, center: c, transform: placement.frame.transform(zoom: s))
  }
}
