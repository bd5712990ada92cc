/// A crop that does not depend on the screen: what to save with a photo and restore later, on
/// another device or in the other orientation.
///
/// Everything is relative to the image: the crop centre in image pixels, the zoom relative to the
/// smallest zoom that covers the crop box at this angle, the straighten angle, the quarter turns
/// and the mirror. Nothing is in screen points, so ``CropEvent/restore(_:)`` can put it into any
/// crop box: a box of the same aspect ratio shows the same pixels (to rounding), and a box of
/// another aspect ratio keeps the centre and the covering rule.
///
///     let saved = engine.savedCrop
///     var other = try CropEngine(imagePixelSize: size, cropBox: otherBox)
///     other.apply(.restore(saved), at: now)
public struct SavedCrop: Hashable, Sendable {
  /// The version of the saved layout this library writes and reads.
  @inlinable
  public static var currentVersion: Int { 1 }

  /// The image pixel under the crop box's centre (origin at the image's top-left, y down, before
  /// any turn or mirror).
  public var center: Point
  /// The zoom divided by the smallest zoom that covers the crop box at ``angle`` (1: the image
  /// just covers the box).
  public var zoomRelativeToCover: Double
  /// The straighten angle, in radians (a positive angle turns +x toward +y).
  public var angle: Double
  /// The quarter turns and the mirror.
  public var orientation: CropOrientation

  /// Creates a saved crop, storing the values as given.
  ///
  /// - Parameters:
  ///   - center: The image pixel under the crop box's centre.
  ///   - zoomRelativeToCover: The zoom relative to the covering zoom.
  ///   - angle: The straighten angle, in radians.
  ///   - orientation: The quarter turns and the mirror.
  @inlinable
  public init(
    center: Point, zoomRelativeToCover: Double, angle: Double = 0,
    orientation: CropOrientation = .identity
  ) {
    self.center = center
    self.zoomRelativeToCover = zoomRelativeToCover
    self.angle = angle
    self.orientation = orientation
  }
}

extension CropEngine {
  /// The crop as a ``SavedCrop``: the image pixel under the crop box's centre, the zoom over
  /// ``coverZoom``, the angle and the orientation.
  @inlinable
  public var savedCrop: SavedCrop {
    let u = placement.boxOffset(placement.frame.matrix)
    let px = (u.x / (zoom * fittedSize.width) + 0.5) * imagePixelSize.width
    let py = (u.y / (zoom * fittedSize.height) + 0.5) * imagePixelSize.height
    return SavedCrop(
      center: Point(x: px, y: py), zoomRelativeToCover: zoom / coverZoom,
      angle: placement.frame.angle,
      orientation: placement.frame.orientation)
  }

  /// The restore event (``CropEvent/restore(_:)``): the saved orientation and angle (clamped into
  /// `±maximumAngle`), the zoom `zoomRelativeToCover × coverZoom` (within the gesture limits), the
  /// saved pixel under the crop box's centre; every gesture is cancelled, then the image settles
  /// without an animation.
  @inlinable
  mutating func restore(_ saved: SavedCrop) -> CropEventResult {
    guard Self.isFinite(saved.center) else { return .rejected(.invalidLocation) }
    guard Self.isFinitePositive(saved.zoomRelativeToCover) else { return .rejected(.invalidScale) }
    guard Self.isFinite(saved.angle) else { return .rejected(.invalidAngle) }
    let o = saved.orientation
    guard let fitted = fittedSize(for: o) else { return .rejected(.overflow) }
    let a = configuration.clampedAngle(saved.angle)
    let (sinA, cosA) = Trigonometry.sinCos(a)
    let frame = ImageFrame(angle: a, sin: sinA, cos: cosA, orientation: o)
    guard isCoverable(frame, fitted: fitted) else { return .rejected(.angleNotCoverable) }
    let cover = frame.coverZoom(box: cropBox.size, fitted: fitted)
    let s = configuration.limits.clampedToGesture(saved.zoomRelativeToCover * cover)
    let before = placement
    placement.frame = frame
    placement.fittedSize = fitted
    placement.zoom = s
    // The saved pixel, relative to the image's centre in fitted points, scaled by the zoom.
    let ux = (saved.center.x / imagePixelSize.width - 0.5) * (s * fitted.width)
    let uy = (saved.center.y / imagePixelSize.height - 0.5) * (s * fitted.height)
    placement.placeBoxCentre(at: Point(x: ux, y: uy), frame.matrix)
    if let result = settleCancellingGestures(from: before) { return result }
    return .moved
  }
}
