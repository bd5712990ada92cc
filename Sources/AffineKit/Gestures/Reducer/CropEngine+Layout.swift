extension CropEngine {
  /// The layout event: a new crop box keeps the crop.
  ///
  /// The image point under the old box's centre goes under the new box's centre, at the same zoom
  /// relative to the fit: with `u = (oldBoxCentre − c)` in points of the old fitted size and `r` the
  /// new fitted size over the old one (per axis), `c' = newBoxCentre − r·u`. When the box keeps its
  /// aspect ratio, `r` is the same on both axes and the crop in image pixels is unchanged. Gestures
  /// in progress go on: their cumulative baselines are kept (a layout pass resets no recognizer),
  /// and a pinch's centroid is re-baselined (its next event does not pan), since the view may have
  /// moved under the fingers. When no gesture is active the image then settles (unless `settling`
  /// is `false`: a retargeted animation settles with a release instead), without an animation;
  /// otherwise the last gesture's end settles it. The crop area becomes `area`, or the box itself
  /// when there is none (a fixed box's layout).
  @usableFromInline
  mutating func layout(cropBox newBox: Rect, area: Rect? = nil, settling: Bool = true)
    -> CropEventResult
  {
    let box: Rect
    let fitted: Size
    do throws(CropConfigurationError) {
      box = try Self.validatedCropBox(newBox)
      fitted = try configuration.fit.fittedSize(
        ofImage: imagePixelSize, in: box.size, orientation: placement.frame.orientation)
    } catch {
      return .rejected(.invalidCropBox(error))
    }
    let before = placement
    let rx = fitted.width / fittedSize.width
    let ry = fitted.height / fittedSize.height
    // In the image's axes: u' = r·u, c' = B' − L·u'.
    let l = placement.frame.matrix
    let u = placement.boxOffset(l)
    placement.cropBox = box
    placement.placeBoxCentre(at: Point(x: rx * u.x, y: ry * u.y), l)
    placement.fittedSize = fitted
    if !interaction.isActive && settling { placement.settle(configuration) }
    guard placement.isCommittable else { return .rejected(.overflow) }
    cropArea = area ?? box
    // The view may have moved under the fingers: a pinch's next event re-baselines its centroid
    // instead of panning by the jump.
    if case .gestures(var gestures) = interaction, gestures.pinchFollowsCentroid {
      gestures.pinch?.centroid = nil
      interaction.set(gestures)
    }
    return center == before.center && zoom == before.zoom && fittedSize == before.fittedSize
      && cropBox == before.cropBox ? .unchanged : .moved
  }

  /// The layout event for a crop box (``CropEvent/layout(cropBox:)``), at rest or retargeting a
  /// running animation (`settling` `false`): an engine made from a crop area keeps it, and takes
  /// only a box inside it; any other takes the box as its area too.
  @usableFromInline
  mutating func layout(boxInArea newBox: Rect, settling: Bool = true) -> CropEventResult {
    guard case .derived = initialBox, let box = try? Self.validatedCropBox(newBox) else {
      return layout(cropBox: newBox, settling: settling)
    }
    guard cropArea.contains(box) else { return .rejected(.cropBoxOutsideArea) }
    return layout(cropBox: box, area: cropArea, settling: settling)
  }

  /// The configure event: a new configuration keeps the crop.
  ///
  /// The image keeps its width on screen (`s'·w' = s·w`, so a new fit rescales the zoom) and the
  /// image point under the crop box's centre, as a fraction of the image; the angle is clamped
  /// into the new `±maximumAngle` and the zoom into the new gesture limits; when no gesture is
  /// active the image then settles, without an animation. A free box outside a new aspect range
  /// then takes the nearest shape in it (``CropAspectRange``). Gestures in progress go on.
  @usableFromInline
  mutating func configure(_ new: CropConfiguration) -> CropEventResult {
    if let reason = new.invalidity { return .rejected(.invalidConfiguration(reason)) }
    let fitted: Size
    do throws(CropConfigurationError) {
      fitted = try new.fit.fittedSize(
        ofImage: imagePixelSize, in: cropBox.size, orientation: placement.frame.orientation)
    } catch {
      return .rejected(.invalidConfiguration(error))
    }
    let angle = new.clampedAngle(placement.frame.angle)
    let (sine, cosine) =
      angle == placement.frame.angle
      ? (placement.frame.sin, placement.frame.cos) : Trigonometry.sinCos(angle)
    let frame1 = ImageFrame(
      angle: angle, sin: sine, cos: cosine, orientation: placement.frame.orientation,
      perspective: placement.frame.perspective)
    if new.coversCropBox
      && frame1.coverZoom(box: cropBox.size, placement.cropShape, fitted: fitted)
        > new.limits.maximumZoom
    {
      return .rejected(.angleNotCoverable)
    }
    let before = placement
    // The crop box's centre as a fraction of the image, in its axes, before and after.
    let u = placement.boxOffset(placement.frame.matrix)
    let zoom1 = new.limits.clampedToGesture(zoom * (fittedSize.width / fitted.width))
    let fx = (zoom1 * fitted.width) / (zoom * fittedSize.width)
    let fy = (zoom1 * fitted.height) / (zoom * fittedSize.height)
    placement.fittedSize = fitted
    placement.zoom = zoom1
    placement.frame = frame1
    placement.placeBoxCentre(at: Point(x: fx * u.x, y: fy * u.y), frame1.matrix)
    configuration = new
    if !interaction.isActive { placement.settle(configuration) }
    guard placement.isCommittable else { return .rejected(.overflow) }
    // A free box outside the aspect range takes the nearest shape in it, at its largest in the
    // crop area, keeping the crop's centre.
    if freeBoxLeavesAspectRange,
      case .rejected(let reason, _) = layout(cropBox: restingBox(in: cropArea), area: cropArea)
    {
      return .rejected(reason)
    }
    if placement.showsSameCrop(as: before) {
      placement = before
      return .unchanged
    }
    return .moved
  }
}
