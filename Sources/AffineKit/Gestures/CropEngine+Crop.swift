extension CropEngine {
  /// The crop: the part of the image inside the crop box, in image pixels (origin at the image's
  /// top-left, y down), unrounded.
  ///
  /// The crop box is mapped into the fitted image's points, `(box − contentFrame.origin) / zoom`,
  /// intersected with the image, and scaled to pixels on each axis by `imagePixelSize /
  /// fittedSize` (computed as a fraction of the image first, so it stays finite for any valid
  /// state). At rest with ``FitMode/fill`` and a resting minimum of at least 1 the box is covered, so
  /// the crop has the box's aspect ratio.
  ///
  ///     // a 4000 × 3000 photo at zoom 1 behind a 300 × 300 box
  ///     engine.cropRect   // (500.0, 0.0, 3000.0, 3000.0)
  ///
  /// Edge cases:
  /// - The image entirely outside the crop box (possible only during a gesture with
  ///   ``Overscroll/free``): ``Rect/null``.
  /// - The image partly outside the box: only the covered part, so the crop is smaller than the
  ///   box's share of the image.
  /// - A zoom so small that the box's extent in the image overflows: the whole image (the extent is
  ///   clipped to the image before it becomes a NaN).
  @inlinable
  public var cropRect: Rect {
    let s = zoom
    let fw = fittedSize.width
    let fh = fittedSize.height
    // The crop box in the fitted image's points, measured from its top-left corner, clipped to
    // the image. A tiny zoom can make the box's extent infinite there (and −∞ + ∞ a NaN): the
    // comparisons below send both to the image's edge.
    let x0 = (cropBox.origin.x - center.x) / s + fw * 0.5
    let y0 = (cropBox.origin.y - center.y) / s + fh * 0.5
    let x1 = x0 + cropBox.size.width / s
    let y1 = y0 + cropBox.size.height / s
    let minX = x0 > 0 ? x0 : 0
    let minY = y0 > 0 ? y0 : 0
    let maxX = x1 < fw ? x1 : fw
    let maxY = y1 < fh ? y1 : fh
    if minX > maxX || minY > maxY { return .null }
    let pw = imagePixelSize.width
    let ph = imagePixelSize.height
    // Fractions of the image first: (x / fw)·pw stays finite where x·(pw / fw) could overflow.
    let left = minX / fw * pw
    let top = minY / fh * ph
    return Rect(x: left, y: top, width: maxX / fw * pw - left, height: maxY / fh * ph - top)
  }
}
