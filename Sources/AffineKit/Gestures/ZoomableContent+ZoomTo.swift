extension ZoomableContent {
  /// Double-tap zoom: toggles between the resting minimum zoom and `high = min(2 × restingMinimum,
  /// restingMaximum)`, about the tap, then settles. Returns the animation from the current state to
  /// the new one.
  ///
  /// If the zoom is below `high` (less a relative 1e-9, so a zoom that is there up to rounding
  /// counts as there), it zooms in to `high`; otherwise it zooms out to the resting minimum. Because
  /// `high` is a zoom the settle step keeps, a second tap always comes back: the toggle never gets
  /// stuck, whatever the limits.
  ///
  ///     // 300 × 300 content at rest, tapped at (75, 75)
  ///     state.doubleTap(at: Point(x: 75, y: 75))
  ///     state.contentFrame   // (-75.0, -75.0, 600.0, 600.0)
  ///
  /// Edge cases:
  /// - A non-finite location or an invalid state: unchanged, `nil`.
  /// - `restingMaximumZoom == restingMinimumZoom`: every tap goes to (or stays at) that zoom and
  ///   settles.
  /// - A finite location so far away that the centre overflows: unchanged, `nil`.
  ///
  /// - Parameter location: The tap location, in wrapper coordinates.
  /// - Returns: The animation, or `nil` if nothing moved.
  @inlinable
  @discardableResult
  public mutating func doubleTap(at location: Point) -> SettleAnimation? {
    guard isValid, Self.isFinite(location.x), Self.isFinite(location.y)
    else { return nil }
    let center = content.center
    let transform = content.transform
    let s = transform.a
    let low = limits.restingMinimumZoom
    // restingMinimumZoom ≤ restingMaximumZoom ≤ maximumZoom (ZoomLimits' invariant), so `high` is
    // in both ranges and the settle step below keeps it.
    let high = Swift.min(2 * low, limits.restingMaximumZoom)
    let target = s < high - high * 1e-9 ? high : low
    if target != s { zoom(to: target, about: location) }
    // Check before settling: the settle step would clamp an overflowed centre back to a finite one.
    guard commit(orRestoreCenter: center, transform: transform) else { return nil }
    return settle(fromCenter: center, transform: transform)
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
  /// - A rectangle so small that `s'` or the centre is not finite (with no resting maximum, a
  ///   subnormal width gives `s' = +∞`): unchanged, `nil`.
  /// - A rectangle with a negative size is standardized first; one partly outside the content is
  ///   shown as asked, then the settle step keeps the wrapper covered.
  ///
  /// - Parameter rect: The rectangle to show, in the content's own (bounds) coordinates.
  /// - Returns: The animation, or `nil` if nothing moved.
  @inlinable
  @discardableResult
  public mutating func zoom(to rect: Rect) -> SettleAnimation? {
    let r = rect.standardized
    guard isValid, !r.isEmpty, Self.isFinite(r.origin.x), Self.isFinite(r.origin.y),
      Self.isFinite(r.size.width), Self.isFinite(r.size.height)
    else { return nil }
    let center = content.center
    let transform = content.transform
    let w = wrapper.standardized
    let target = limits.clampedToRest(Swift.min(w.width / r.width, w.height / r.height))
    // A content point q sits at center + s·(q − anchor) in wrapper coordinates.
    let anchor = content.layer.anchorInBounds
    content.transform = AffineTransform(scaleX: target, y: target)
    content.center = Point(
      x: w.midX - target * (r.midX - anchor.x), y: w.midY - target * (r.midY - anchor.y))
    guard commit(orRestoreCenter: center, transform: transform) else { return nil }
    return settle(fromCenter: center, transform: transform)
  }
}
