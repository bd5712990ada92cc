/// How the image is sized at zoom 1 (the fit), relative to the crop box.
///
/// The fit makes zoom mean the same on every screen: zoom 1 is the image fitted to the crop box, so
/// the 0.6 gesture floor and the resting range of ``ZoomLimits`` are independent of the image's
/// pixel size and of the device.
///
///     // a 4000 × 3000-pixel photo and a 300 × 300 crop box
///     FitMode.fill   // zoom 1 shows the photo at 400 × 300 points: it covers the box
///     FitMode.fit    // zoom 1 shows it at 300 × 225 points: all of it is visible
public enum FitMode: Hashable, Sendable {
  /// Zoom 1 is the image scaled, keeping its aspect ratio, to the smallest size that covers the
  /// crop box (``ContentMode/scaleAspectFill``, as `UIView.ContentMode.scaleAspectFill` places it):
  /// the default, for a cropper.
  case fill
  /// Zoom 1 is the image scaled, keeping its aspect ratio, to the largest size that fits inside the
  /// crop box (``ContentMode/scaleAspectFit``, as `UIView.ContentMode.scaleAspectFit` and
  /// `AVMakeRect(aspectRatio:insideRect:)` place it): for a photo viewer.
  case fit
  /// Zoom 1 is the given content size, in points, whatever the crop box (UIScrollView's
  /// `zoomScale`: zoom 1 is the content view's own size). The image's pixels are spread over this
  /// size on each axis independently.
  case natural(Size)
}

extension FitMode {
  /// The image's size in points at zoom 1 for an image of `p` pixels and a crop box of `box`
  /// size, in points.
  ///
  /// ``fill`` and ``fit`` are ``ContentMode/scaleAspectFill`` and ``ContentMode/scaleAspectFit``
  /// of the image's pixel size in the crop box: the limiting axis gets the crop box's length
  /// exactly, so a fill covers the box with no rounding gap and a fit touches it exactly; the
  /// other axis is the image's length times the same factor. ``natural(_:)`` is its size.
  ///
  /// Edge cases (each throws): a natural size with a zero, negative or non-finite side
  /// (``CropConfigurationError/invalidNaturalSize``); a fitted size that overflows or underflows,
  /// or whose sides add up past the largest `Double` (``CropConfigurationError/fittedSizeOutOfRange``:
  /// every state's frame is bounded by `|c| + s·(w + h)`, ``Placement/isCommittable``).
  @inlinable
  func fittedSize(ofImage p: Size, in box: Size) throws(CropConfigurationError) -> Size {
    let size: Size
    switch self {
    case .natural(let natural):
      guard CropEngine.isFinitePositive(natural.width), CropEngine.isFinitePositive(natural.height)
      else { throw .invalidNaturalSize }
      size = natural
    case .fill, .fit:
      let mode: ContentMode = self == .fill ? .scaleAspectFill : .scaleAspectFit
      size = mode.rect(forContentSize: p, in: Rect(origin: .zero, size: box)).size
    }
    guard CropEngine.isFinitePositive(size.width), CropEngine.isFinitePositive(size.height),
      CropEngine.isFinite(size.width + size.height)
    else { throw .fittedSizeOutOfRange }
    return size
  }

  /// The fitted size for an image turned by `orientation`: an odd number of quarter turns fits
  /// the image to the crop box with its sides swapped, so zoom 1 fills the box in every
  /// orientation.
  @inlinable
  func fittedSize(ofImage p: Size, in box: Size, orientation: CropOrientation)
    throws(CropConfigurationError) -> Size
  {
    if !orientation.swapsAxes { return try fittedSize(ofImage: p, in: box) }
    return try fittedSize(ofImage: p, in: Size(width: box.height, height: box.width))
  }
}

/// Why a ``CropEngine`` could not be created, or why a layout change was refused.
public enum CropConfigurationError: Error, Hashable, Sendable {
  /// The image's pixel size has a zero, negative, NaN or infinite width or height.
  case invalidImagePixelSize
  /// The crop box is null, empty (zero width or height) or has a non-finite component.
  case invalidCropBox
  /// The crop box has a negative width or height. A layout never makes one, so it is refused
  /// rather than standardized.
  case negativeCropBoxSize
  /// The natural content size of ``FitMode/natural(_:)`` has a zero, negative, NaN or infinite
  /// width or height.
  case invalidNaturalSize
  /// The fitted size (the image's size in points at zoom 1) overflows to infinity or underflows to
  /// zero: the image's aspect ratio is too extreme for the crop box (a 1-pixel-wide image
  /// `1e308` pixels tall, say).
  case fittedSizeOutOfRange
  /// The initial zoom is not finite, not positive, outside the gesture range
  /// `minimumZoom...maximumZoom` of the limits, or so large that the image's frame is not finite.
  case invalidZoom
  /// The initial centre has a NaN or infinite coordinate, or is so far away that an edge of the
  /// image's frame is not finite.
  case invalidCenter
  /// The maximum straighten angle is negative, NaN or infinite (pass `nil` for no limit).
  case invalidAngleLimit
  /// A ``CropMotion`` value is out of range: a deceleration rate outside `(0, 1)`, a fling speed
  /// that is negative or NaN, a maximum below the minimum, or a spring response that is not finite
  /// and positive.
  case invalidMotion
  /// A ``CropInputOptions`` value is out of range (see its members).
  case invalidInputOptions
  /// A ``CropBoxEditing`` value is out of range: a minimum size or a recentre delay that is
  /// negative, NaN or infinite, or a handle step that is not finite and positive.
  case invalidBoxEditing
  /// A ``CropAspectRange`` whose bounds are not finite and positive, or whose minimum is above its
  /// maximum.
  case invalidAspectRange
  /// The crop area is null, empty, has a non-finite component or a far edge that overflows, or is
  /// narrower or shorter than ``CropBoxEditing/minimumSize``.
  case cropAreaTooSmall
}
