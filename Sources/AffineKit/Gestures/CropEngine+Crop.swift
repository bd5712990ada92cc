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
  @inlinable
  public var cropRect: Rect {
    let s = zoom
    let fw = fittedSize.width
    let fh = fittedSize.height
    // The crop box in the fitted image's points, measured from its top-left corner.
    let x0 = (cropBox.origin.x - center.x) / s + fw * 0.5
    let y0 = (cropBox.origin.y - center.y) / s + fh * 0.5
    let visible = Rect(x: x0, y: y0, width: cropBox.size.width / s, height: cropBox.size.height / s)
      .intersection(Rect(x: 0, y: 0, width: fw, height: fh))
    if visible.isNull { return .null }
    let pw = imagePixelSize.width
    let ph = imagePixelSize.height
    // Fractions of the image first: (x / fw)·pw stays finite where x·(pw / fw) could overflow.
    let minX = visible.origin.x / fw * pw
    let minY = visible.origin.y / fh * ph
    let maxX = (visible.origin.x + visible.size.width) / fw * pw
    let maxY = (visible.origin.y + visible.size.height) / fh * ph
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
