extension ZoomableContent {
  /// Double-tap zoom: toggles between the resting minimum zoom and twice it, about the tap, then
  /// settles. Returns the animation from the current state to the new one.
  ///
  /// If the zoom is below `2 × restingMinimumZoom` (less 1e-9, so a zoom that is there up to
  /// rounding counts as there), it zooms in to twice the resting minimum; otherwise it zooms out to
  /// the resting minimum.
  ///
  ///     // 300 × 300 content at rest, tapped at (75, 75)
  ///     state.doubleTap(at: Point(x: 75, y: 75))
  ///     state.contentFrame   // (-75.0, -75.0, 600.0, 600.0)
  ///
  /// Edge cases:
  /// - A non-finite location or an invalid state: unchanged, `nil`.
  ///
  /// - Parameter location: The tap location, in wrapper coordinates.
  /// - Returns: The animation, or `nil` if nothing moved.
  @discardableResult
  public mutating func doubleTap(at location: Point) -> SettleAnimation? {
    guard isValid, location.x.isFinite, location.y.isFinite else { return nil }
    let before = content
    let s = content.transform.a
    let low = limits.restingMinimumZoom
    let target = limits.clampedToGesture(s < 2 * low - 1e-9 ? 2 * low : low)
    if target != s { zoom(to: target, about: location) }
    settleGeometry()
    tracking = nil
    return content == before ? nil : SettleAnimation(start: before, end: content)
  }

  /// Zooms and pans so that a rectangle of the content fills as much of the wrapper as fits,
  /// centred, then settles. Returns the animation.
  ///
  /// `s' = min(W / rect.width, H / rect.height)` clamped to the resting range, and the rectangle's
  /// centre goes to the wrapper's centre (then the settle step keeps the wrapper covered).
  ///
  ///     // 300 × 300 content in a 300 × 300 wrapper
  ///     state.zoom(to: Rect(x: 0, y: 0, width: 150, height: 150))
  ///     state.contentFrame   // (0.0, 0.0, 600.0, 600.0)
  ///
  /// Edge cases:
  /// - An empty, null or non-finite rectangle, or an invalid state: unchanged, `nil`.
  ///
  /// - Parameter rect: The rectangle to show, in the content's own (bounds) coordinates.
  /// - Returns: The animation, or `nil` if nothing moved.
  @discardableResult
  public mutating func zoom(to rect: Rect) -> SettleAnimation? {
    let r = rect.standardized
    guard isValid, !r.isEmpty, r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite,
      r.size.height.isFinite
    else { return nil }
    let before = content
    let w = wrapper.standardized
    let target = limits.clampedToRest(Swift.min(w.width / r.width, w.height / r.height))
    // A content point q sits at center + s·(q − anchor) in wrapper coordinates.
    let anchor = content.layer.anchorInBounds
    content.transform = AffineTransform(scaleX: target, y: target)
    content.center = Point(
      x: w.midX - target * (r.midX - anchor.x), y: w.midY - target * (r.midY - anchor.y))
    settleGeometry()
    tracking = nil
    return content == before ? nil : SettleAnimation(start: before, end: content)
  }
}
