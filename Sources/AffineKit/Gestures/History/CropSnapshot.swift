/// An engine's state at rest, exactly: what a ``CropHistory`` keeps for each step, and what
/// ``CropEvent/revert(_:)`` puts back bit for bit.
///
/// It is the engine's committed state (where an animation that runs goes, not where it is): the
/// crop area and box, the image's centre, zoom, straighten angle, quarter turns, mirror and
/// perspective, the locked ratio and the crop shape, with the photo it belongs to (its pixel size and EXIF orientation), so that
/// reverting to a step of another photo is refused. Unlike a ``SavedCrop`` it is in the screen's
/// points: a snapshot is for the same screen, and reverting to one taken in another crop area
/// refits it to the current area as ``CropEvent/layoutCropArea(_:)`` does.
public struct CropSnapshot: Hashable, Sendable {
  /// The image's upright pixel size (``CropEngine/imagePixelSize``).
  public let imagePixelSize: Size
  /// The image's EXIF orientation (``CropEngine/imageOrientation``).
  public let imageOrientation: ImageOrientation
  /// The crop area, in the view's coordinates.
  public let cropArea: Rect
  /// The crop box, in the view's coordinates.
  public let cropBox: Rect
  /// The image's centre, in the view's coordinates.
  public let center: Point
  /// The zoom, unitless: 1 is the image fitted to the crop box (``CropEngine/zoom``).
  public let zoom: Double
  /// The straighten angle, in radians.
  public let angle: Double
  /// The quarter turns and mirror.
  public let orientation: CropOrientation
  /// The locked ratio, or `nil` for a free box (``aspect`` is the box's shape in one form).
  @usableFromInline let lockedRatio: CropRatio?
  /// The keystone correction (``CropEngine/perspective``).
  public let perspective: Perspective
  /// The crop's shape inside the box (``CropEngine/cropShape``), its corner radius in view
  /// points.
  public let shape: CropShape

  /// The crop box's shape (``CropEngine/aspect``): locked to the snapshot's ratio, or free with
  /// its box's width over its height.
  @inlinable
  public var aspect: CropAspect { CropAspect(box: cropBox.size, lockedRatio: lockedRatio) }

  /// Every value as given (``CropEngine/snapshot`` and the decoder make snapshots; the revert
  /// validates them).
  @inlinable
  init(
    imagePixelSize: Size, imageOrientation: ImageOrientation, cropArea: Rect, cropBox: Rect,
    center: Point, zoom: Double, angle: Double, orientation: CropOrientation,
    lockedRatio: CropRatio?, perspective: Perspective, shape: CropShape
  ) {
    self.imagePixelSize = imagePixelSize
    self.imageOrientation = imageOrientation
    self.cropArea = cropArea
    self.cropBox = cropBox
    self.center = center
    self.zoom = zoom
    self.angle = angle
    self.orientation = orientation
    self.lockedRatio = lockedRatio
    self.perspective = perspective
    self.shape = shape
  }
}

extension CropEngine {
  /// The engine's state at rest as a ``CropSnapshot``: the committed placement (an animation that
  /// runs ends there), the crop area, the locked ratio and the crop shape.
  @inlinable
  public var snapshot: CropSnapshot {
    CropSnapshot(
      imagePixelSize: imagePixelSize, imageOrientation: imageOrientation, cropArea: cropArea,
      cropBox: cropBox, center: center, zoom: zoom, angle: angle, orientation: orientation,
      lockedRatio: lockedRatio, perspective: perspective, shape: cropShape)
  }

  /// The revert event (``CropEvent/revert(_:)``).
  @usableFromInline
  mutating func revert(_ s: CropSnapshot) -> CropEventResult {
    guard s.imagePixelSize == imagePixelSize, s.imageOrientation == imageOrientation else {
      return .rejected(.otherPhoto)
    }
    guard let next = placement(of: s) else { return .rejected(.invalidSnapshot) }
    let area = cropArea
    let before = placement
    placement = next
    cropArea = s.cropArea
    lockedRatio = s.lockedRatio
    // Gestures in progress, a handle drag and a run of turns are cancelled, with the animation;
    // with none, a running animation is the post-step's to keep or forget (a revert to where it
    // goes changes nothing, and it goes on).
    if !interaction.isIdle {
      interaction = .idle
      animation = nil
    }
    if s.cropArea != area, layout(cropArea: area).isRejected {
      return .rejected(.invalidSnapshot)
    }
    return placement == before ? .unchanged : .moved
  }

  /// The placement a snapshot describes in this engine, or `nil` when it is not one this engine
  /// can be in: a crop area or box that is not valid or not nested, a zoom outside the gesture
  /// limits, an angle that is not finite or past `maximumAngle`, a shape with a corner radius that
  /// is negative or not finite, a box the angle cannot be covered
  /// at, or a frame that is not finite.
  @inlinable
  func placement(of s: CropSnapshot) -> Placement? {
    guard let area = try? Self.validatedCropArea(s.cropArea, configuration),
      let box = try? Self.validatedCropBox(s.cropBox),
      box.minX >= area.minX, box.maxX <= area.maxX, box.minY >= area.minY,
      box.maxY <= area.maxY, Self.isFinite(s.center), Self.isFinitePositive(s.zoom),
      s.zoom >= configuration.limits.minimumZoom, s.zoom <= configuration.limits.maximumZoom,
      Self.isFinite(s.angle), configuration.clampedAngle(s.angle) == s.angle,
      let fitted = try? configuration.fit.fittedSize(
        ofImage: imagePixelSize, in: box.size, orientation: s.orientation)
    else { return nil }
    var p = Placement(cropBox: box, fittedSize: fitted, center: s.center, zoom: s.zoom)
    p.frame = ImageFrame(angle: s.angle, orientation: s.orientation, perspective: s.perspective)
    p.cropShape = s.shape
    guard p.isCommittable, s.shape.isValid,
      !configuration.coversCropBox
        || p.frame.coverZoom(box: box.size, s.shape, fitted: fitted)
          <= configuration.limits.maximumZoom
    else { return nil }
    return p
  }
}
