extension CropOutput {
  /// Returns zoom limits that keep the output width, in image pixels, within a range at rest: the
  /// given limits narrowed so that zooming in stops at the minimum width and the image rests zoomed
  /// in far enough to stay at or below the maximum width.
  ///
  /// The output width is the crop box's width in image pixels, `B / (s · pointsPerPixel)` at zoom
  /// `s`, with `B` the crop box's width in points and `pointsPerPixel = w / W` the fitted width `w`
  /// (the image's width in points at zoom 1) over the image's width `W` in pixels. So:
  /// - the largest zoom that still gives the minimum width is `zMax = B·W / (w · minimumOutputWidth)`;
  /// - the smallest zoom that gives at most the maximum width is `zFloor = B·W / (w · maximumOutputWidth)`.
  ///
  /// The result has:
  /// - `maximumZoom = min(limits.maximumZoom, zMax)`: a hard ceiling, so no gesture ever makes the
  ///   output narrower than the minimum; `restingMaximumZoom = min(limits.restingMaximumZoom, zMax)`;
  /// - `restingMinimumZoom = max(limits.restingMinimumZoom, zFloor)`: the engine's settle zooms a
  ///   wider output in until it is at most the maximum;
  /// - `minimumZoom = limits.minimumZoom` (0.6 for ``ZoomLimits/crop``), unchanged: the gesture
  ///   floor bounds how far a pinch may shrink the image before it snaps back, not what is output,
  ///   and the crop is read at rest. During a pinch below the resting minimum the output is wider
  ///   than the maximum until the engine settles;
  /// - `zoomOverscroll = limits.zoomOverscroll` (a rubber band never passes the hard limits either).
  ///
  /// The width is the crop box's, in pixels: it is the crop's width whenever the image covers the
  /// crop box (a ``FitMode/fill`` cropper at rest). With a crop ratio the height follows the width.
  ///
  ///     // a 4000 × 3000 photo behind a 300 × 300 box (fill: 400 × 300 points at zoom 1, so the
  ///     // box is 3000 pixels wide at zoom 1), for an avatar between 512 and 2048 pixels wide
  ///     let limits = try CropOutput.zoomLimits(
  ///       imagePixelSize: Size(width: 4000, height: 3000),
  ///       cropBox: Rect(x: 0, y: 0, width: 300, height: 300),
  ///       minimumOutputWidth: 512, maximumOutputWidth: 2048)
  ///     limits.minimumZoom          // 0.6
  ///     limits.restingMinimumZoom   // 1.46484375  (3000 / 2048)
  ///     limits.restingMaximumZoom   // 5.859375    (3000 / 512)
  ///     limits.maximumZoom          // 5.859375
  ///
  /// Edge cases:
  /// - An invalid image size, crop box or fit: ``CropOutputError/invalidConfiguration(_:)`` with the
  ///   reason ``CropEngine`` gives.
  /// - A minimum width that is NaN, infinite, zero or negative, or a maximum that is NaN or below
  ///   the minimum: ``CropOutputError/invalidOutputWidthRange``. A minimum equal to the maximum is a
  ///   valid range of one width.
  /// - A maximum of +∞ (the default) sets no floor: the resting minimum is the given one.
  /// - A resting range that no zoom in `zFloor...zMax` falls in (the image has fewer pixels across
  ///   the crop box than the minimum at the resting minimum zoom, or the given ceiling keeps the
  ///   output wider than the maximum): ``CropOutputError/outputWidthRangeUnreachable``.
  /// - A `zMax` that overflows is +∞ (no ceiling from the range).
  ///
  /// - Parameters:
  ///   - imagePixelSize: The image's size, in pixels.
  ///   - cropBox: The crop box, in the view's coordinates (points).
  ///   - fit: What zoom 1 means. Defaults to ``FitMode/fill``.
  ///   - minimumOutputWidth: The smallest output width, in image pixels.
  ///   - maximumOutputWidth: The largest output width, in image pixels. Defaults to +∞.
  ///   - limits: The limits to narrow. Defaults to ``ZoomLimits/crop``.
  /// - Returns: Limits for ``CropEngine`` with the same image, crop box and fit.
  /// - Throws: ``CropOutputError`` when the configuration or the range is invalid, or no resting
  ///   zoom gives a width in the range.
  @inlinable
  public static func zoomLimits(
    imagePixelSize: Size, cropBox: Rect, fit: FitMode = .fill, minimumOutputWidth: Double,
    maximumOutputWidth: Double = .infinity, narrowing limits: ZoomLimits = .crop
  ) throws(CropOutputError) -> ZoomLimits {
    guard CropEngine.isFinitePositive(imagePixelSize.width),
      CropEngine.isFinitePositive(imagePixelSize.height)
    else { throw .invalidConfiguration(.invalidImagePixelSize) }
    let fitted: Size
    let box: Rect
    do {
      box = try CropEngine.validatedCropBox(cropBox)
      fitted = try fit.fittedSize(ofImage: imagePixelSize, in: box.size)
    } catch {
      throw .invalidConfiguration(error)
    }
    let low = minimumOutputWidth
    let high = maximumOutputWidth
    // `low ≤ high` is false for NaN, so a NaN maximum is refused too.
    guard CropEngine.isFinitePositive(low), low <= high else { throw .invalidOutputWidthRange }
    // The crop box's width in image pixels at zoom 1: a fraction of the image first, so it is
    // exact for the usual sizes (300 / 400 · 4000) and overflows only when the result does.
    let widthAtZoom1 = box.size.width / fitted.width * imagePixelSize.width
    let ceiling = widthAtZoom1 / low
    let floor = high == .infinity ? 0 : widthAtZoom1 / high
    let restLow = Swift.max(limits.restingMinimumZoom, floor)
    let restHigh = Swift.min(limits.restingMaximumZoom, ceiling)
    // Also false when either is NaN (0 · ∞ cannot arise: every factor is finite and positive, but
    // an underflow to 0 or an overflow to ∞ can, and is caught here or below).
    guard restLow <= restHigh, restLow < .infinity, restHigh > 0
    else { throw .outputWidthRangeUnreachable }
    // minimumZoom ≤ restingMinimumZoom ≤ restLow ≤ restHigh ≤ maximum: the invariant holds, so
    // the initializer keeps every value as given.
    return ZoomLimits(
      minimumZoom: limits.minimumZoom, maximumZoom: Swift.min(limits.maximumZoom, ceiling),
      restingMinimumZoom: restLow, restingMaximumZoom: restHigh,
      zoomOverscroll: limits.zoomOverscroll)
  }
}
