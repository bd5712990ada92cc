/// How a ``CropEngine`` behaves: what zoom 1 means, the zoom limits, the overscroll of a pan, the
/// straighten limit, the motion after a release and the input devices' options.
///
/// A plain value, separate from where the image is: an engine is created with one, and a
/// ``CropEvent/configure(_:)`` event replaces it while keeping the crop, so switching a screen
/// from a viewer to a cropper, or limiting the zoom, needs no new engine.
///
///     // a photo viewer: the whole photo fits the box at zoom 1 and may rest smaller
///     let viewer = CropConfiguration(fit: .fit, limits: ZoomLimits(restingMinimumZoom: 0.6))
///     var engine = try CropEngine(
///       image: .upright(Size(width: 4000, height: 3000)),
///       cropBox: Rect(x: 0, y: 0, width: 390, height: 844), configuration: viewer)
///
/// Edge cases (``CropEngine/init(image:cropBox:configuration:zoom:center:)`` throws, and
/// ``CropEvent/configure(_:)`` is rejected, with the reason):
/// - A natural size with a zero, negative or non-finite side:
///   ``CropConfigurationError/invalidNaturalSize``.
/// - A maximum angle that is negative, NaN or infinite: ``CropConfigurationError/invalidAngleLimit``.
/// - A motion or input option out of range: ``CropConfigurationError/invalidMotion``,
///   ``CropConfigurationError/invalidInputOptions``.
/// - Box-editing options out of range: ``CropConfigurationError/invalidBoxEditing``.
public struct CropConfiguration: Hashable, Sendable {
  /// What zoom 1 means: the image filling the crop box (a cropper), fitting in it (a viewer), or
  /// at a natural size.
  public var fit: FitMode
  /// The zoom limits: a hard range during gestures and a resting range after them.
  public var limits: ZoomLimits
  /// What a pan may do past the allowed range during a gesture.
  public var overscroll: Overscroll
  /// The largest magnitude of ``CropEngine/angle`` that a straighten or a rotation may set, in
  /// radians (`.pi / 4` for a ±45° dial), or `nil` for no limit.
  public var maximumAngle: Double?
  /// How the content moves after the fingers lift: the fling's deceleration and the release
  /// spring.
  public var motion: CropMotion
  /// How the wheel, the trackpad, the keyboard, the double tap and the quick zoom act.
  public var input: CropInputOptions
  /// How the user may edit the crop box with its handles, or `nil` (the default) for a fixed box
  /// that only a layout changes (a profile cropper).
  public var boxEditing: CropBoxEditing?

  /// Creates a configuration, storing the values as given (an engine validates them).
  ///
  /// - Parameters:
  ///   - fit: What zoom 1 means. Defaults to ``FitMode/fill``.
  ///   - limits: The zoom limits. Defaults to ``ZoomLimits/crop``.
  ///   - overscroll: The pan overscroll mode. Defaults to ``Overscroll/free``.
  ///   - maximumAngle: The largest straighten angle's magnitude, in radians, or `nil` (the
  ///     default) for no limit.
  ///   - motion: The fling and release configuration. Defaults to ``CropMotion/normal``.
  ///   - input: The wheel, keyboard and quick-zoom options. Defaults to ``CropInputOptions``'s
  ///     defaults.
  ///   - boxEditing: The handle options, or `nil` (the default) for a fixed box.
  @inlinable
  public init(
    fit: FitMode = .fill, limits: ZoomLimits = .crop, overscroll: Overscroll = .free,
    maximumAngle: Double? = nil, motion: CropMotion = .normal,
    input: CropInputOptions = CropInputOptions(), boxEditing: CropBoxEditing? = nil
  ) {
    self.fit = fit
    self.limits = limits
    self.overscroll = overscroll
    self.maximumAngle = maximumAngle
    self.motion = motion
    self.input = input
    self.boxEditing = boxEditing
  }

  /// Whether the crop box must be covered at rest: the fit is ``FitMode/fill`` and the resting
  /// minimum zoom is at least 1 (so an unrotated image covers it). Then straighten zooms to cover,
  /// the resting minimum scales with the covering zoom, and an angle that cannot be covered within
  /// `maximumZoom` is refused.
  @inlinable
  public var coversCropBox: Bool { fit == .fill && limits.restingMinimumZoom >= 1 }

  /// The reason this configuration is invalid, or `nil` when it is valid. (The natural size of
  /// ``FitMode/natural(_:)`` is checked with the fitted size.)
  @inlinable
  var invalidity: CropConfigurationError? {
    if let limit = maximumAngle, !(limit >= 0 && limit < .infinity) { return .invalidAngleLimit }
    if !motion.isValid { return .invalidMotion }
    if !input.isValid { return .invalidInputOptions }
    if let editing = boxEditing, !editing.isValid { return .invalidBoxEditing }
    if let range = boxEditing?.aspectRange, !range.isValid { return .invalidAspectRange }
    return nil
  }

  /// The angle clamped into `±maximumAngle`.
  @inlinable
  func clampedAngle(_ a: Double) -> Double {
    guard let limit = maximumAngle else { return a }
    return Swift.min(Swift.max(a, -limit), limit)
  }
}
