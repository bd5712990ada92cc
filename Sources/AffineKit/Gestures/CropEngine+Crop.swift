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
  /// - A zoom so small that the box's extent in the image overflows: the extent is clipped to the
  ///   image (the whole image when the box straddles it), never a NaN.
  @inlinable
  public var cropRect: Rect {
    guard let v = visibleEdges else { return .null }
    let pw = imagePixelSize.width
    let ph = imagePixelSize.height
    let fw = fittedSize.width
    let fh = fittedSize.height
    // Fractions of the image first: (x / fw)·pw stays finite where x·(pw / fw) could overflow.
    let left = v.minX / fw * pw
    let top = v.minY / fh * ph
    return Rect(x: left, y: top, width: v.maxX / fw * pw - left, height: v.maxY / fh * ph - top)
  }

  /// The part of the image inside the crop box, in the image view's bounds coordinates: points of
  /// the image at zoom 1 (``fittedSize``), origin at its top-left. UIScrollView's visible rect of
  /// the zoomed view, `convert(bounds, to: imageView)` clipped to the image.
  ///
  ///     // a 300 × 300 image at zoom 2, frame (-150, -150, 600, 600), box (0, 0, 300, 300)
  ///     engine.visibleRect   // (75.0, 75.0, 150.0, 150.0)
  ///
  /// Edge cases: as ``cropRect``'s (``Rect/null`` when the image is entirely outside the box).
  @inlinable
  public var visibleRect: Rect {
    guard let v = visibleEdges else { return .null }
    return Rect(x: v.minX, y: v.minY, width: v.maxX - v.minX, height: v.maxY - v.minY)
  }

  /// The crop box's edges in the fitted image's points, measured from its top-left corner and
  /// clipped to the image, or `nil` when the box and the image do not overlap.
  @inlinable
  var visibleEdges: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    let s = zoom
    let fw = fittedSize.width
    let fh = fittedSize.height
    // A tiny zoom can make the box's extent infinite here (and −∞ + ∞ a NaN): the comparisons
    // below send such an edge to the image's edge.
    let x0 = (cropBox.origin.x - center.x) / s + fw * 0.5
    let y0 = (cropBox.origin.y - center.y) / s + fh * 0.5
    var x1 = x0 + cropBox.size.width / s
    var y1 = y0 + cropBox.size.height / s
    // −∞ + ∞: both edges overflowed; the far edge's own sign says where the box ends.
    if x1.isNaN { x1 = (cropBox.origin.x + cropBox.size.width - center.x) / s + fw * 0.5 }
    if y1.isNaN { y1 = (cropBox.origin.y + cropBox.size.height - center.y) / s + fh * 0.5 }
    let minX = x0 > 0 ? x0 : 0
    let minY = y0 > 0 ? y0 : 0
    let maxX = x1 < fw ? x1 : fw
    let maxY = y1 < fh ? y1 : fh
    if minX > maxX || minY > maxY { return nil }
    return (minX, minY, maxX, maxY)
  }
}
