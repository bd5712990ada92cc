extension CropEngine {
  // The input-device events: the wheel and the trackpad, the keyboard and accessibility actions,
  // and the one-finger quick zoom. Each goes through the same steps as the touch gestures
  // (Placement.pinch: the gesture limits or the zoom's rubber band; Placement.pan: the overscroll
  // mode).

  // MARK: Scroll

  /// `ln 2`, for `2^x = e^(x·ln 2)`.
  @inlinable
  static var ln2: Double { 0.693_147_180_559_945_3 }

  /// d3-zoom's zoom factor per unit of scroll delta (`k = 2^(−Δy·f)`; its `defaultWheelDelta`):
  /// 0.002 per pixel, 0.05 per line, 1 per page.
  @inlinable
  static func zoomFactor(per unit: ScrollUnit) -> Double {
    switch unit {
    case .pixels: return 0.002
    case .lines: return 0.05
    case .pages: return 1
    }
  }

  /// The height of a line of a line-mode scroll delta, in points, when a plain scroll pans: 16,
  /// the default font size browsers convert a line to.
  @inlinable
  static var scrollLineHeight: Double { 16 }

  /// The scroll event: zooms by `k = 2^(−Δy·f)` about the location (a trackpad pinch, or a plain
  /// scroll with ``PlainScroll/zooms``), or pans by `−delta` (a plain scroll with
  /// ``PlainScroll/pans``), and marks the scroll gesture active.
  @inlinable
  mutating func scroll(delta: Point, unit: ScrollUnit, isPinch: Bool, at location: Point)
    -> CropEventResult
  {
    guard Self.isFinite(delta) else { return .rejected(.invalidDelta) }
    guard Self.isFinite(location) else { return .rejected(.invalidLocation) }
    let before = placement
    if isPinch || configuration.input.plainScroll == .zooms {
      // d3-zoom zooms by deltaY only; a horizontal scroll (deltaX) does not zoom.
      let f = Self.zoomFactor(per: unit) * (isPinch ? 10 : 1)
      let k = Exponential.exp(-delta.y * f * Self.ln2)
      // A delta so large that k overflows to ∞ or underflows to 0 is refused, whatever the limits.
      guard Self.isFinitePositive(k) else { return .rejected(.overflow) }
      placement.pinch(by: k, about: location, configuration)
    } else {
      let unitX: Double
      let unitY: Double
      switch unit {
      case .pixels: (unitX, unitY) = (1, 1)
      case .lines: (unitX, unitY) = (Self.scrollLineHeight, Self.scrollLineHeight)
      case .pages: (unitX, unitY) = (cropBox.size.width, cropBox.size.height)
      }
      let t = Point(x: -delta.x * unitX, y: -delta.y * unitY)
      guard Self.isFinite(t) else { return .rejected(.overflow) }
      placement.pan(by: t, configuration.overscroll)
    }
    guard placement.isCommittable else { return .rejected(.overflow) }
    var gestures = interaction.gestures
    return finish(.scroll, phase: .changed, movedFrom: before, &gestures)
  }

  /// The end of a run of scrolls: ends the scroll gesture, and settles when no gesture is left.
  @inlinable
  mutating func scrollEnded() -> CropEventResult {
    var gestures = interaction.gestures
    guard gestures.isScrolling else { return .rejected(.gestureNotActive) }
    return finish(.scroll, phase: .ended, movedFrom: placement, &gestures)
  }

  // MARK: Keyboard and accessibility

  /// A keyboard command or accessibility action. Without an active gesture: a zoom step is clamped
  /// into the resting range (a step lands at rest, like a double tap), an arrow pans through the
  /// overscroll mode, then the image settles with an animation. During a gesture: the step goes
  /// through the gesture limits (the zoom's rubber band included) and does not settle; the settle
  /// comes when the last gesture ends. A reset key sends ``CropEvent/reset``.
  @inlinable
  mutating func key(_ key: CropKey) -> CropEventResult {
    let box = cropBox
    let before = placement
    let interacting = interaction.isActive
    switch key {
    case .zoomIn, .zoomOut:
      let focus = placement.boxCentre
      let factor = configuration.input.keyboardZoomFactor
      if interacting {
        placement.pinch(by: key == .zoomIn ? factor : 1 / factor, about: focus, configuration)
      } else {
        let target = configuration.limits.clampedToRest(
          key == .zoomIn ? zoom * factor : zoom / factor)
        if target != zoom { placement.zoom(to: target, about: focus) }
      }
    case .left, .right, .up, .down:
      let step = configuration.input.keyboardPanFraction
      let dx = key == .left ? -step * box.size.width : key == .right ? step * box.size.width : 0
      let dy = key == .up ? -step * box.size.height : key == .down ? step * box.size.height : 0
      placement.pan(by: Point(x: dx, y: dy), configuration.overscroll)
    }
    guard placement.isCommittable else { return .rejected(.overflow) }
    if !interacting { return settled(from: before) }
    return placement.isAt(before) ? .unchanged : .moved
  }

  // MARK: Quick zoom

  /// The quick-zoom event: ``GesturePhase/began`` (or the first event of a gesture that is not
  /// active) records the focal point and the finger's y; each later event zooms by
  /// `k = exp(Δy / d)` about the focal point, `Δy` the change of y since the previous event.
  @inlinable
  mutating func quickZoom(_ phase: GesturePhase, location: Point) -> CropEventResult {
    var gestures = interaction.gestures
    let current = gestures.quickZoom
    if phase.isEnd && current == nil { return .rejected(.gestureNotActive) }
    guard Self.isFinite(location) else {
      return .rejected(.invalidLocation)
    }
    let before = placement
    guard phase != .began, let baseline = current else {
      gestures.quickZoom = QuickZoomBaseline(focus: location, y: location.y)
      return finish(.quickZoom, phase: phase, movedFrom: before, &gestures)
    }
    let dy = location.y - baseline.y
    let k = Exponential.exp(dy / configuration.input.quickZoomDistance)
    guard Self.isFinitePositive(k) else {
      return .rejected(.overflow)
    }
    placement.pinch(by: k, about: baseline.focus, configuration)
    guard placement.isCommittable else { return .rejected(.overflow) }
    gestures.quickZoom?.y = location.y
    return finish(.quickZoom, phase: phase, movedFrom: before, &gestures)
  }
}
