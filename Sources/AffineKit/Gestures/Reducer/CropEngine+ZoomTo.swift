extension CropEngine {
  /// The double-tap event: zooms about the tap to the next zoom of ``CropInputOptions/doubleTap``,
  /// then settles.
  ///
  /// The toggle (the default) goes between the resting minimum zoom and
  /// `high = min(2 × restingMinimum, restingMaximum)`: if the zoom is below `high` (less a relative
  /// 1e-9, so a zoom that is there up to rounding counts as there), it zooms in to `high`;
  /// otherwise it zooms out to the resting minimum. `high` is a zoom the settle step keeps, so a
  /// second tap always comes back: the toggle never gets stuck, whatever the limits. A cycle of
  /// levels goes to the first level (clamped into the resting range) above `zoom × (1 + 1e-9)`,
  /// or wraps to the first (``DoubleTapCycle``).
  @inlinable
  mutating func doubleTap(at location: Point) -> CropEventResult {
    guard Self.isFinite(location) else { return .rejected(.invalidLocation) }
    // A finger still holds the image: the tap waits for the last gesture's end.
    if case .gestures(var gestures) = interaction {
      gestures.pendingZoom = .doubleTap(location)
      interaction.set(gestures)
      return .deferred
    }
    let before = placement
    let target: Double
    if configuration.input.doubleTap.count == 0 {
      let low = configuration.limits.restingMinimumZoom
      // restingMinimumZoom ≤ restingMaximumZoom ≤ maximumZoom (ZoomLimits' invariant), so `high`
      // is in both ranges and the settle step below keeps it.
      let high = Swift.min(2 * low, configuration.limits.restingMaximumZoom)
      target = zoom < high - high * 1e-9 ? high : low
    } else {
      target = configuration.input.doubleTap.nextZoom(after: zoom, limits: configuration.limits)
    }
    if target != zoom { placement.zoom(to: target, about: location) }
    // Check before settling: the settle step would clamp an overflowed centre back to a finite one.
    guard placement.isCommittable else { return .rejected(.overflow) }
    return settled(from: before)
  }

  /// The zoom-to-rectangle event: `s' = min(W / w, H / h)` for a rectangle of `w × h` points of the
  /// fitted image, clamped to the resting range; the rectangle's centre goes to the crop box's
  /// centre, then the image settles. With a perspective, `w × h` is the bounding box of the
  /// rectangle as the perspective draws it, and the centre is the centre's image under it.
  @inlinable
  mutating func zoom(toImageRect rect: Rect) -> CropEventResult {
    let r = rect.standardized
    guard Self.isFinite(r.origin.x), Self.isFinite(r.origin.y),
      Self.isFinitePositive(r.size.width), Self.isFinitePositive(r.size.height)
    else { return .rejected(.invalidRect) }
    // A finger still holds the image: the zoom waits for the last gesture's end.
    if case .gestures(var gestures) = interaction {
      gestures.pendingZoom = .rect(r)
      interaction.set(gestures)
      return .deferred
    }
    let before = placement
    // Image pixels → points of the fitted image (at zoom 1), measured from its top-left corner.
    let px = fittedSize.width / imagePixelSize.width
    let py = fittedSize.height / imagePixelSize.height
    // An image point q (points from the top-left) sits at center + s·L·(q − fitted/2).
    let midX = (r.origin.x + r.size.width * 0.5) * px
    let midY = (r.origin.y + r.size.height * 0.5) * py
    // The rectangle as the photo draws it (its corners and centre through a perspective).
    guard
      let (size, q) = placement.frame.drawn(
        origin: Point(x: r.origin.x * px, y: r.origin.y * py),
        size: Size(width: r.size.width * px, height: r.size.height * py),
        center: Point(x: midX - fittedSize.width * 0.5, y: midY - fittedSize.height * 0.5),
        fitted: fittedSize)
    else { return .rejected(.invalidRect) }
    // The rectangle's extents on screen at zoom 1: |L|·(w, h).
    let extent = placement.frame.onScreen(size)
    let target = configuration.limits.clampedToRest(
      Swift.min(cropBox.size.width / extent.width, cropBox.size.height / extent.height))
    placement.zoom = target
    // c = B − s·L·q with q the rectangle's centre relative to the image's centre.
    placement.placeBoxCentre(at: Point(x: target * q.x, y: target * q.y), placement.frame.matrix)
    guard placement.isCommittable else { return .rejected(.overflow) }
    return settled(from: before)
  }

  /// The zoom that waited for the gestures to end, done at the last one's end in place of the
  /// settle (the end's release velocity is dropped: the tap says where to go). `before` is the
  /// placement before the ending event, which may itself have moved the image.
  @usableFromInline
  mutating func zoomThatWaited(_ pending: PendingZoom, movedFrom before: Placement)
    -> CropEventResult
  {
    var zoomed = self
    var result: CropEventResult
    switch pending {
    case .doubleTap(let location): result = zoomed.doubleTap(at: location)
    case .rect(let rect): result = zoomed.zoom(toImageRect: rect)
    }
    if !result.isRejected {
      self = zoomed
    } else {
      // The zoom's own overflow leaves the released placement: settle that instead.
      result = settleAnimated() ? .animated : .unchanged
    }
    if result == .unchanged && !placement.isAt(before) { return .moved }
    return result
  }

}
