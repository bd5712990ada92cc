// The crop shape event. The shape itself is CropShape's; the rules that cover it are the outline's
// (ImageFrame and its quadrilateral form), which read it from the placement.

extension CropEngine {
  /// The shape of the crop inside ``cropBox``: what the image covers at rest and what the output
  /// shows (``CropShape``). ``CropShape/rectangle`` until a ``CropEvent/cropShape(_:)`` event, a
  /// revert or a restore sets another.
  @inlinable
  public var cropShape: CropShape { placement.cropShape }

  /// The crop shape event (``CropEvent/cropShape(_:)``): the shape changes, nothing else; the
  /// post-step's rest rule settles the image when the new shape is not covered.
  @inlinable
  mutating func setCropShape(_ shape: CropShape) -> CropEventResult {
    guard shape.isValid else { return .rejected(.invalidShape) }
    if shape == placement.cropShape { return .unchanged }
    placement.cropShape = shape
    return .moved
  }
}
