/// A crop that does not depend on the screen: what to save with a photo and restore later, on
/// another device or in the other orientation.
///
/// Everything is relative to the image: the crop centre in image pixels, the zoom relative to the
/// smallest zoom that covers the crop box at this angle, the straighten angle, the quarter turns
/// and the mirror. Nothing is in screen points, so ``CropEngine/restore(_:)`` can put it into any
/// crop box: a box of the same aspect ratio shows the same pixels (to rounding), and a box of
/// another aspect ratio keeps the centre and the covering rule.
///
///     let saved = engine.savedCrop
///     var other = try CropEngine(imagePixelSize: size, cropBox: otherBox)
///     other.restore(saved)
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
    let u = boxCentreInImageAxes(linear)
    let px = (u.x / (zoom * fittedSize.width) + 0.5) * imagePixelSize.width
    let py = (u.y / (zoom * fittedSize.height) + 0.5) * imagePixelSize.height
    return SavedCrop(
      center: Point(x: px, y: py), zoomRelativeToCover: zoom / coverZoom, angle: storedAngle,
      orientation: storedOrientation)
  }

  /// Restores a saved crop into this engine's crop box: the orientation and the angle (clamped
  /// into `±maximumAngle`), the zoom `zoomRelativeToCover × coverZoom` (within the gesture
  /// limits), the saved pixel under the crop box's centre; every gesture is cancelled, then the
  /// image settles without an animation.
  ///
  /// With a crop box of the saved one's aspect ratio, the crop region is the saved one, in image
  /// pixels, to rounding. With another aspect ratio, the centre is kept unless the covering rule
  /// moves it.
  ///
  /// Edge cases (``CropEventResult/rejected(_:settle:)``, the state bit-identical):
  /// - A non-finite centre: ``CropEventRejection/invalidLocation``.
  /// - A zoom that is not finite and positive: ``CropEventRejection/invalidScale``.
  /// - A non-finite angle: ``CropEventRejection/invalidAngle``.
  /// - An angle at which this box cannot be covered within `maximumZoom` (when the box must be
  ///   covered): ``CropEventRejection/angleNotCoverable``.
  /// - A result that is not finite: ``CropEventRejection/overflow``.
  ///
  /// - Parameter saved: The crop to restore.
  /// - Returns: ``CropEventResult/moved-enum.case``, ``CropEventResult/unchanged`` or the rejection.
  @inlinable
  @discardableResult
  public mutating func restore(_ saved: SavedCrop) -> CropEventResult {
    guard Self.isFinite(saved.center) else { return .rejected(.invalidLocation) }
    guard Self.isFinitePositive(saved.zoomRelativeToCover) else { return .rejected(.invalidScale) }
    guard Self.isFinite(saved.angle) else { return .rejected(.invalidAngle) }
    let o = saved.orientation
    guard let fitted = fittedSize(for: o) else { return .rejected(.overflow) }
    let a = clampedAngle(saved.angle)
    let (sinA, cosA) = Trigonometry.sinCos(a)
    let l = Self.linear(sin: sinA, cos: cosA, orientation: o)
    guard isCoverable(l, fitted: fitted) else { return .rejected(.angleNotCoverable) }
    let cover = Self.coverZoom(Self.extents(l, box: cropBox.size), fitted: fitted)
    let s = limits.clampedToGesture(saved.zoomRelativeToCover * cover)
    var e = self
    e.memory = GestureMemory()
    e.turnBase = nil
    e.storedOrientation = o
    e.storedAngle = a
    e.storedSin = sinA
    e.storedCos = cosA
    e.storedFittedSize = fitted
    e.storedZoom = s
    // The saved pixel, relative to the image's centre in fitted points, scaled by the zoom.
    let ux = (saved.center.x / imagePixelSize.width - 0.5) * (s * fitted.width)
    let uy = (saved.center.y / imagePixelSize.height - 0.5) * (s * fitted.height)
    e.placeBoxCentre(at: (ux, uy), l)
    e.settleGeometry()
    guard e.isCommittable else { return .rejected(.overflow) }
    if e == self { return .unchanged }
    // The image moved: an animation that was running no longer does.
    e.runningAnimation = .idle
    self = e
    return .moved
  }
}
