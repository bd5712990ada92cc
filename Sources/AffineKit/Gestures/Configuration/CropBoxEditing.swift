/// How the user may edit the crop box with its handles: the smallest box and the recentre after an
/// edit. A ``CropConfiguration/boxEditing`` of `nil` is a fixed box (a profile cropper whose box
/// the user cannot resize), which rejects handle drags.
///
/// During a handle drag (``CropEvent/handleDrag(_:_:translation:values:)``) the image stays still
/// on screen and the dragged edges follow the finger. The box stays inside the crop area
/// (``CropEngine/cropArea``), inside the image as drawn (every corner, under any angle, quarter
/// turn and mirror), at least ``minimumSize`` points on each side, at least ``minimumPixels`` of the
/// image's pixels on each side, and large enough that the zoom stays within `maximumZoom` (each
/// side shows at least `1/maximumZoom` of the image's side along it). ``recentreDelay`` seconds after the drag ends, the box and the image move together to the
/// largest box of the box's shape centred in the crop area, the crop in image pixels unchanged.
///
///     // TOCropViewController's minimum, and its wait before the recentre
///     CropBoxEditing().minimumSize     // 42.0
///     CropBoxEditing().recentreDelay   // 0.8
///
/// Edge cases (every initializer of ``CropEngine`` throws, and ``CropEvent/configure(_:)`` is
/// rejected, with ``CropConfigurationError/invalidBoxEditing``): a minimum size, a minimum in
/// pixels or a delay that is negative, NaN or infinite, a handle step that is not finite and
/// positive; with ``CropConfigurationError/invalidAspectRange``, an aspect range whose bounds are
/// not finite and positive or are inverted. A box that starts smaller than a minimum is not grown:
/// a drag may only keep it or make it larger on that axis. A crop area narrower or shorter than the
/// minimum size throws ``CropConfigurationError/cropAreaTooSmall``.
public struct CropBoxEditing: Hashable, Sendable {
  /// The smallest width and height a handle drag leaves the box, in points (view coordinates):
  /// 42 by default, TOCropViewController's `kTOCropViewMinimumBoxSize`. Finite and at least 0.
  public var minimumSize: Double
  /// The smallest width and height a handle drag leaves the crop, in the image's upright pixels
  /// (the sides of ``CropEngine/cropRegion``, the output's size at the image's resolution; under
  /// a straighten angle ``CropEngine/cropRect`` is their wider bounding box): 1 by default, so
  /// that no drag leaves a crop smaller than one output pixel a side (a small photo on a large
  /// screen shows a pixel larger than ``minimumSize``). An avatar cropper that needs at least
  /// 512 × 512 output pixels sets 512; 0 sets no minimum beyond ``minimumSize``. A drag holds the
  /// image still, so this is a minimum in points of `minimumPixels` times the image's points per
  /// pixel when the drag began. Finite and at least 0.
  public var minimumPixels: Double
  /// How long after a handle drag ends the box and the image start to recentre, in seconds: 0.8 by
  /// default (TOCropViewController waits about as long before `moveCroppedContentToCenter`), so
  /// that a quick second drag of another handle starts from the box as the user left it. The
  /// recentre itself is the 0.3 s ease-in-out settle. Finite and at least 0.
  public var recentreDelay: Double
  /// How far one ``CropEvent/handleStep(_:outward:)`` (a key press, VoiceOver's increment or
  /// decrement of a handle) moves the handle, in points on each axis it moves: 10 by default.
  /// Finite and positive.
  public var handleStep: Double
  /// The shapes a free box may take, its width over its height on screen, or `nil` (the default)
  /// for any: every drag of a free box stays within it, and a box outside it is fitted into it
  /// (``CropAspectRange``). A locked ratio is kept even outside it.
  public var aspectRange: CropAspectRange?

  /// Creates the options, storing the values as given (an engine validates them).
  ///
  /// - Parameters:
  ///   - minimumSize: The smallest side of the box, in points. Defaults to 42.
  ///   - minimumPixels: The smallest side of the crop, in image pixels. Defaults to 1.
  ///   - recentreDelay: The wait before the recentre, in seconds. Defaults to 0.8.
  ///   - handleStep: One key step of a handle, in points. Defaults to 10.
  ///   - aspectRange: The shapes a free box may take, or `nil` (the default) for any.
  @inlinable
  public init(
    minimumSize: Double = 42, minimumPixels: Double = 1, recentreDelay: Double = 0.8,
    handleStep: Double = 10, aspectRange: CropAspectRange? = nil
  ) {
    self.minimumSize = minimumSize
    self.minimumPixels = minimumPixels
    self.recentreDelay = recentreDelay
    self.handleStep = handleStep
    self.aspectRange = aspectRange
  }

  /// Whether the values are in range: a finite minimum size, minimum in pixels and delay of at
  /// least 0, a finite positive step.
  @inlinable
  var isValid: Bool {
    minimumSize >= 0 && minimumSize < .infinity && minimumPixels >= 0
      && minimumPixels < .infinity && recentreDelay >= 0
      && recentreDelay < .infinity && handleStep > 0 && handleStep < .infinity
  }
}
