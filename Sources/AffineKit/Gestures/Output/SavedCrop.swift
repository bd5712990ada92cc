/// A crop that does not depend on the screen: what to save with a photo and restore later, on
/// another device or in the other orientation.
///
/// Everything is relative to the image: the crop centre in image pixels, the zoom relative to the
/// smallest zoom that covers the crop box at this angle and perspective, the straighten angle, the
/// quarter turns, the mirror and the perspective. Nothing is in screen points, so ``CropEvent/restore(_:)`` can put it into any
/// crop box: a box of the same aspect ratio shows the same pixels (to rounding), and a box of
/// another aspect ratio keeps the centre and the covering rule.
///
/// The crop box's shape is saved too (``aspect``: locked to the host's ratio, or free at the box's
/// width over its height), so a crop restores from the saved value alone: ``cropBox(centeredIn:)`` builds a
/// box of the saved shape in whatever area the screen has, and restoring into it shows the saved
/// pixels.
///
///     let saved = engine.savedCrop
///     // Later, on another screen:
///     if let box = saved.cropBox(centeredIn: availableArea) {
///       var other = try CropEngine(image: .upright(size), cropBox: box)
///       other.apply(.restore(saved), at: now)
///     }
public struct SavedCrop: Hashable, Sendable {
  /// The newest version of the saved layout, which this library writes for a crop with a shape
  /// other than the rectangle; it reads this one and every earlier one (versions 1 to 4). Every
  /// crop is written in the oldest version that holds it exactly, so that it reads the same
  /// everywhere: version 3 for a rectangle with a perspective, version 2 without one.
  @inlinable
  public static var currentVersion: Int { 4 }

  /// The image pixel under the crop box's centre (origin at the image's top-left, y down, before
  /// any turn, mirror or perspective).
  public var center: Point
  /// The zoom divided by the smallest zoom that covers the crop box at ``angle`` and
  /// ``perspective`` (1: the image just covers the box).
  public var zoomRelativeToCover: Double
  /// The straighten angle, in radians (a positive angle turns +x toward +y).
  public var angle: Double
  /// The quarter turns and the mirror.
  public var orientation: CropOrientation
  /// The crop box's shape when the crop was saved (the engine's ``CropEngine/aspect``): locked to
  /// an exact ratio (a 16:9 preset, a square avatar), or free with the box's width over its
  /// height; `nil` when the shape is unknown.
  ///
  /// ``cropBox(centeredIn:)`` builds a box of this shape (a locked ratio exactly); a restore into
  /// an engine with box editing gives its box this shape and locks it to a locked ratio (one with
  /// a fixed box restores into the box it has). It is `nil` for a crop read from version 1 of the
  /// saved layout, which did not record the box, and for a crop created without it.
  public var aspect: CropAspect?
  /// The keystone correction (``CropEngine/perspective``); ``Perspective/none`` for a crop read
  /// from version 1 or 2 of the saved layout.
  public var perspective: Perspective
  /// The crop's shape inside the box (``CropEngine/cropShape``), with a rounded rectangle's
  /// corner radius as a fraction of the crop box's shorter side (the radius in effect when it was
  /// saved, 0 to 0.5), so that it restores into a box of any size. ``CropShape/rectangle`` for a
  /// crop read from versions 1 to 3 of the saved layout. A restore sets the engine's shape to it.
  public var shape: CropShape

  /// Creates a saved crop, storing the values as given.
  ///
  /// Nothing is checked or adjusted here: ``CropEvent/restore(_:)`` rejects a non-finite centre or
  /// angle and a zoom that is not finite and positive, and ``cropBox(centeredIn:)`` has no box for
  /// an unknown shape or a free one that is not finite and positive.
  ///
  /// - Parameters:
  ///   - center: The image pixel under the crop box's centre.
  ///   - zoomRelativeToCover: The zoom relative to the covering zoom.
  ///   - angle: The straighten angle, in radians.
  ///   - orientation: The quarter turns and the mirror.
  ///   - aspect: The crop box's shape, locked or free, or `nil` (the default) when unknown.
  ///   - perspective: The keystone correction. Defaults to none.
  ///   - shape: The crop's shape, a rounded rectangle's radius as a fraction of the box's shorter
  ///     side. Defaults to the rectangle.
  @inlinable
  public init(
    center: Point, zoomRelativeToCover: Double, angle: Double = 0,
    orientation: CropOrientation = .identity, aspect: CropAspect? = nil,
    perspective: Perspective = .none, shape: CropShape = .rectangle
  ) {
    self.center = center
    self.zoomRelativeToCover = zoomRelativeToCover
    self.angle = angle
    self.orientation = orientation
    self.aspect = aspect
    self.perspective = perspective
    self.shape = shape
  }

  /// Returns the largest crop box of the saved shape centred in an available area: the box to
  /// create an engine with before restoring this crop.
  ///
  /// The shape is the ``aspect``: a locked ratio exactly (the box
  /// ``CropOutput/largestCropBox(in:ratio:)`` gives for it), or a free aspect's width over height.
  /// The box touches the area on the limiting axis and is centred on the other. Coordinates are
  /// the area's (view points, typically). Restoring the crop into the box shows the image pixels
  /// it showed when it was saved, to rounding.
  ///
  ///     let saved = SavedCrop(
  ///       center: Point(x: 2000, y: 1500), zoomRelativeToCover: 1,
  ///       aspect: .free(widthOverHeight: 2))
  ///     saved.cropBox(centeredIn: Rect(x: 0, y: 0, width: 400, height: 300))
  ///     // (0.0, 50.0, 400.0, 200.0)
  ///
  /// Edge cases:
  /// - A null area, an empty one (zero width or height), one with a NaN or infinite component, or
  ///   one whose far edge (origin + size) overflows: `nil`.
  /// - No ``aspect`` (a crop read from version 1 of the saved layout), or a free one that is zero,
  ///   negative or not finite: `nil`.
  /// - An area with a negative width or height is read standardized, as CoreGraphics does.
  /// - ``Rect/infinite`` is read as the finite rect it is stored as.
  /// - An aspect ratio so far from 1 that the box's short side underflows to zero
  ///   (`Double.leastNonzeroMagnitude` in a half-point square) gives a box with a zero side,
  ///   which an engine refuses.
  ///
  /// - Parameter available: The area the crop box may fill.
  /// - Returns: The crop box, in the area's coordinates, or `nil` when there is none.
  @inlinable
  public func cropBox(centeredIn available: Rect) -> Rect? {
    guard let a = CropOutput.finiteArea(available), a.size.width > 0, a.size.height > 0
    else { return nil }
    switch aspect {
    case .locked(let ratio): return CropOutput.largestCropBox(in: a, ratio: ratio)
    case .free(let r) where r.isFinite && r > 0:
      return CropOutput.largestBox(in: a, width: r, height: 1)
    case .free, nil: return nil
    }
  }
}

extension CropEngine {
  /// The crop as a ``SavedCrop``: the image pixel under the crop box's centre, the zoom over
  /// ``coverZoom``, the angle, the orientation, the perspective, the crop box's ``aspect`` (so
  /// that ``SavedCrop/cropBox(centeredIn:)`` can rebuild a box of its shape) and the
  /// ``cropShape`` (a corner radius relative to the box).
  @inlinable
  public var savedCrop: SavedCrop {
    var u = placement.boxOffset(placement.frame.matrix)
    let p = placement.frame.perspective
    if !p.isNone {
      // The photo's own point under the box's centre, back through π, at this zoom.
      let q = Perspective.transfer(
        Point(x: u.x / zoom, y: u.y / zoom), from: p, to: .none, fitted: fittedSize)
      u = Point(x: q.x * zoom, y: q.y * zoom)
    }
    let px = (u.x / (zoom * fittedSize.width) + 0.5) * imagePixelSize.width
    let py = (u.y / (zoom * fittedSize.height) + 0.5) * imagePixelSize.height
    return SavedCrop(
      center: Point(x: px, y: py), zoomRelativeToCover: zoom / coverZoom,
      angle: placement.frame.angle, orientation: placement.frame.orientation,
      aspect: aspect, perspective: p, shape: cropShape.relative(to: cropBox.size))
  }

  /// The restore event (``CropEvent/restore(_:)``): with box editing, first the box of the saved
  /// shape and locked ratio, the largest centred in the crop area (``SavedCrop/cropBox(centeredIn:)``;
  /// a saved crop with no shape keeps the box); then the saved orientation, perspective and angle
  /// (clamped into `±maximumAngle`), the saved shape (a corner radius scaled to the box), the zoom
  /// `zoomRelativeToCover × coverZoom` (within the gesture limits), the saved pixel under the crop
  /// box's centre; every gesture is cancelled, then the image settles without an animation.
  @usableFromInline
  mutating func restore(_ saved: SavedCrop) -> CropEventResult {
    let before = placement
    if configuration.boxEditing != nil, let shaped = saved.cropBox(centeredIn: cropArea) {
      let box = Self.contained(shaped, in: cropArea)
      guard box.size.width > 0, box.size.height > 0 else {
        return .rejected(.invalidCropBox(.fittedSizeOutOfRange))
      }
      placement.cropBox = box
      lockedRatio = saved.aspect?.lockedRatio
    }
    return restoreCrop(saved, from: before)
  }

  /// ``restore(_:)`` in the box it has: the crop, from `before`.
  @inlinable
  mutating func restoreCrop(_ saved: SavedCrop, from before: Placement) -> CropEventResult {
    guard Self.isFinite(saved.center) else { return .rejected(.invalidLocation) }
    guard Self.isFinitePositive(saved.zoomRelativeToCover) else { return .rejected(.invalidScale) }
    guard Self.isFinite(saved.angle) else { return .rejected(.invalidAngle) }
    guard let shape = saved.shape.absolute(in: cropBox.size) else {
      return .rejected(.invalidShape)
    }
    placement.cropShape = shape
    let o = saved.orientation
    guard
      let fitted = try? configuration.fit.fittedSize(
        ofImage: imagePixelSize, in: cropBox.size, orientation: o)
    else { return .rejected(.overflow) }
    let a = configuration.clampedAngle(saved.angle)
    let (sinA, cosA) = Trigonometry.sinCos(a)
    let frame = ImageFrame(
      angle: a, sin: sinA, cos: cosA, orientation: o, perspective: saved.perspective)
    guard placement.isCoverable(frame, fitted: fitted, configuration) else {
      return .rejected(.angleNotCoverable)
    }
    let cover = frame.coverZoom(box: cropBox.size, shape, fitted: fitted)
    let s = configuration.limits.clampedToGesture(saved.zoomRelativeToCover * cover)
    placement.frame = frame
    placement.fittedSize = fitted
    placement.zoom = s
    // The saved pixel, relative to the image's centre in fitted points, scaled by the zoom.
    let u = Point(
      x: (saved.center.x / imagePixelSize.width - 0.5) * (s * fitted.width),
      y: (saved.center.y / imagePixelSize.height - 0.5) * (s * fitted.height))
    // The saved photo point through π, at this zoom.
    placement.placeBoxCentre(at: frame.drawn(offset: u, zoom: s, fitted: fitted), frame.matrix)
    if let result = settleCancellingGestures(from: before) { return result }
    return .moved
  }
}
