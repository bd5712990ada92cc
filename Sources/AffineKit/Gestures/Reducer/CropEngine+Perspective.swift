extension CropEngine {
  /// The keystone correction: the tilts about the photo's own vertical and horizontal axes, as
  /// the last ``CropEvent/perspective(horizontal:vertical:)`` set them (``Perspective/none`` until
  /// then). The image view draws it as ``projectiveTransform``.
  @inlinable
  public var perspective: Perspective { placement.frame.perspective }

  /// The image view's full transform, about its centre: the perspective's projection
  /// (``Perspective/projection(fitted:)``), then ``geometry``'s `transform` (the zoom times the
  /// straighten angle, turns and mirror). In the view's coordinates relative to ``center``, with
  /// the image view's bounds centred on its anchor, as a `CALayer`'s `transform` acts:
  /// `CATransform3D` with `m11 = m11`, `m12 = m12`, `m14 = m14`, `m21 = m21`, `m22 = m22`,
  /// `m24 = m24`, `m41 = m41`, `m42 = m42`, `m44 = m44`, `m33 = 1` and the rest 0.
  ///
  /// With no perspective it is `geometry.transform` exactly, embedded (``ProjectiveTransform/isAffine``).
  @inlinable
  public var projectiveTransform: ProjectiveTransform {
    placement.frame.projectiveTransform(zoom: zoom, fitted: fittedSize)
  }

  /// The perspective event (``CropEvent/perspective(horizontal:vertical:)``): the new tilts (each
  /// exactly 0 within the detent), the photo point under the crop box's centre kept there and the
  /// zoom raised just enough (``Placement/reframe(_:_:)``).
  @usableFromInline
  mutating func setPerspective(horizontal: Double, vertical: Double) -> CropEventResult {
    let input = configuration.input
    guard
      let p = Perspective(
        horizontal: input.detented(horizontal), vertical: input.detented(vertical))
    else {
      return .rejected(.invalidPerspective)
    }
    // The same perspective again changes nothing at all (even during a gesture that left the box
    // uncovered), so that a slider at rest, or at (0, 0) from the start, is no event.
    if p == placement.frame.perspective { return .unchanged }
    var frame1 = placement.frame
    frame1.perspective = p
    return placement.reframe(frame1, configuration) ?? .rejected(.perspectiveNotCoverable)
  }
}
