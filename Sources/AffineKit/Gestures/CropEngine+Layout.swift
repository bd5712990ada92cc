extension CropEngine {
  /// The layout event: a new crop box keeps the crop.
  ///
  /// The image point under the old box's centre goes under the new box's centre, at the same zoom
  /// relative to the fit: with `u = (oldBoxCentre − c)` in points of the old fitted size and `r` the
  /// new fitted size over the old one (per axis), `c' = newBoxCentre − r·u`. When the box keeps its
  /// aspect ratio, `r` is the same on both axes and the crop in image pixels is unchanged. Every
  /// active gesture is cancelled (the recognizers are reset by a layout change too), then the image
  /// settles without an animation.
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
    memory = GestureMemory()
    turnBase = nil
    settleGeometry()
    guard isCommittable else {
      self = saved
      return .rejected(.overflow)
    }
    return self == saved ? .unchanged : .moved
  }
}
