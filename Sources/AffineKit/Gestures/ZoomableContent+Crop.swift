extension ZoomableContent {
  /// The part of the content the wrapper shows, in the content's own (bounds) coordinates, in
  /// points: the wrapper converted into the content's space, intersected with the content's bounds.
  ///
  ///     // 300 × 300 content at zoom 2, frame (-150, -150, 600, 600), wrapper (0, 0, 300, 300)
  ///     state.visibleContentRect   // (75.0, 75.0, 150.0, 150.0)
  ///
  /// Edge cases:
  /// - The content entirely outside the wrapper: ``Rect/null``.
  /// - Invalid state: ``Rect/null``.
  /// - Content bounds with a non-zero origin: the rectangle is in those bounds' coordinates (it
  ///   starts at the origin, not at 0, when the whole content is visible).
  @inlinable
  public var visibleContentRect: Rect {
    guard isValid else { return .null }
    return content.convertFromSuperview(wrapper.standardized).intersection(content.bounds)
  }

  /// The crop: the visible part of an image that fills the content's bounds, in image pixels.
  ///
  /// The visible content rectangle is measured from the bounds' origin and scaled by
  /// `pixelSize / bounds.size` on each axis. The result is not rounded; call `integral` for whole
  /// pixels.
  ///
  ///     // the zoom-2 example above, for a 1200 × 1200 image
  ///     state.cropRect(imagePixelSize: Size(width: 1200, height: 1200))  // (300.0, 300.0, 600.0, 600.0)
  ///
  /// Edge cases:
  /// - Nothing visible, an invalid state, or a pixel size that is not finite and positive:
  ///   ``Rect/null``.
  ///
  /// - Content bounds with a non-zero origin: measured from that origin, so the image's top-left
  ///   is pixel `(0, 0)` whatever the bounds' origin.
  ///
  /// - Parameter imagePixelSize: The image's size in pixels.
  /// - Returns: The crop rectangle in image pixels, origin at the image's top-left.
  @inlinable
  public func cropRect(imagePixelSize: Size) -> Rect {
    let visible = visibleContentRect
    let size = content.bounds.size
    guard !visible.isNull, imagePixelSize.width.isFinite, imagePixelSize.width > 0,
      imagePixelSize.height.isFinite, imagePixelSize.height > 0
    else { return .null }
    let sx = imagePixelSize.width / size.width
    let sy = imagePixelSize.height / size.height
    let origin = content.bounds.origin
    return Rect(
      x: (visible.minX - origin.x) * sx, y: (visible.minY - origin.y) * sy,
      width: visible.width * sx, height: visible.height * sy)
  }
}
