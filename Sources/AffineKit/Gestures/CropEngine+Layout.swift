extension CropEngine {
  /// The layout event: a new crop box keeps the crop.
  ///
  /// The image point under the old box's centre goes under the new box's centre, at the same zoom
  /// relative to the fit: with `u = (oldBoxCentre − c)` in points of the old fitted size and `r` the
  /// new fitted size over the old one (per axis), `c' = newBoxCentre − r·u`. When the box keeps its
  /// aspect ratio, `r` is the same on both axes and the crop in image pixels is unchanged. Gestures
  /// in progress go on: their cumulative baselines are kept (a layout pass resets no recognizer),
  /// and a pinch's centroid is re-baselined (its next event does not pan), since the view may have
  /// moved under the fingers. When no gesture is active the image then settles, without an
  /// animation; otherwise the last gesture's end settles it.
  @inlinable
  mutating func layout(cropBox newBox: Rect) -> CropEventResult {
    let box: Rect
    let fitted: Size
    do throws(CropConfigurationError) {
      box = try Self.validatedCropBox(newBox)
      fitted = try Self.fittedSize(
        imagePixelSize: imagePixelSize, cropBox: box, fit: fit, orientation: storedOrientation)
    } catch {
      return .rejected(.invalidCropBox(error))
    }
    let saved = self
    let rx = fitted.width / fittedSize.width
    let ry = fitted.height / fittedSize.height
    if isUnrotated {
      let ux = cropBox.midX - center.x
      let uy = cropBox.midY - center.y
      storedCenter = Point(x: box.midX - rx * ux, y: box.midY - ry * uy)
      storedCropBox = box
    } else {
      // The same in the image's axes: u' = r·u, c' = B' − L·u'.
      let l = linear
      let u = boxCentreInImageAxes(l)
      storedCropBox = box
      placeBoxCentre(at: (rx * u.x, ry * u.y), l)
    }
    storedFittedSize = fitted
    // An impossible touch count: the next pinch event sees a change and re-baselines.
    if memory.isActive(.pinch) { memory.pinchTouchCount = -1 }
    turnBase = nil
    if memory.active == 0 { settleGeometry() }
    guard isCommittable else {
      self = saved
      return .rejected(.overflow)
    }
    return center == saved.center && zoom == saved.zoom && fittedSize == saved.fittedSize
      ? .unchanged : .moved
  }
}
