/// How the engine reads the input devices beside touch: the wheel and the trackpad, the keyboard
/// and accessibility actions, the double tap and the one-finger quick zoom.
public struct CropInputOptions: Hashable, Sendable {
  /// What a plain (not pinch) scroll does: zoom, as d3-zoom does with a mouse wheel (the default),
  /// or pan, as a trackpad's two-finger scroll does in a Mac app.
  public var plainScroll: PlainScroll
  /// The zoom factor of one ``CropKey/zoomIn`` or ``CropKey/zoomOut`` step; finite and above 1.
  /// `√2` by default.
  public var keyboardZoomFactor: Double
  /// The fraction of the crop box's width (or height) one arrow press moves the image; finite and
  /// positive. 0.1 by default.
  public var keyboardPanFraction: Double
  /// The distance `d`, in points, of the one-finger quick zoom's `k = exp(Δy / d)`; finite and
  /// positive. 100 by default.
  public var quickZoomDistance: Double

  /// Creates input options. ``CropEngine`` validates them
  /// (``CropConfigurationError/invalidInputOptions``).
  ///
  /// - Parameters:
  ///   - plainScroll: What a plain scroll does. Defaults to ``PlainScroll/zooms``.
  ///   - keyboardZoomFactor: The keyboard's zoom step. Defaults to `√2`.
  ///   - keyboardPanFraction: The arrow keys' step, as a fraction of the crop box. Defaults to 0.1.
  ///   - quickZoomDistance: The quick zoom's distance, in points. Defaults to 100.
  @inlinable
  public init(
    plainScroll: PlainScroll = .zooms, keyboardZoomFactor: Double = 2.0.squareRoot(),
    keyboardPanFraction: Double = 0.1, quickZoomDistance: Double = 100
  ) {
    self.plainScroll = plainScroll
    self.keyboardZoomFactor = keyboardZoomFactor
    self.keyboardPanFraction = keyboardPanFraction
    self.quickZoomDistance = quickZoomDistance
  }

  /// Whether every value is in range.
  @inlinable
  var isValid: Bool {
    keyboardZoomFactor > 1 && keyboardZoomFactor.isFinite && keyboardPanFraction > 0
      && keyboardPanFraction.isFinite && quickZoomDistance > 0 && quickZoomDistance.isFinite
  }
}

/// What a plain scroll (a mouse wheel, a trackpad's two-finger scroll) does.
public enum PlainScroll: Hashable, Sendable {
  /// Zooms about the pointer by `k = 2^(−Δy·f)` (d3-zoom's wheel).
  case zooms
  /// Pans the image by `−delta` points (a trackpad scroll in a Mac app).
  case pans
}
