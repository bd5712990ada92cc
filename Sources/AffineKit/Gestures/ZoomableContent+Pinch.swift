extension ZoomableContent {
  /// Applies one pinch event: zooms by the recognizer's scale increment about the focal point,
  /// clamped to the limits, then resets the increment to 1 (as seed 000 does with
  /// `sender.scale = 1`). On ``GesturePhase/ended`` and ``GesturePhase/cancelled`` the content then
  /// settles and the settle animation is returned.
  ///
  /// `s' = clamp(s·k, minimumZoom, maximumZoom)` and, with `k' = s'/s`, the centre moves about the
  /// focal point `p`: `c' = p + k'·(c − p)`, so the content point under the fingers stays there.
  /// Without a focal point the content's centre is used, which reproduces seed 000's
  /// `transform.scaledBy(x: k, y: k)`. At the floor a further pinch-in changes nothing and a
  /// pinch-out works at once (the seed's `a > 0.6` gate got stuck there).
  ///
  ///     var state = ZoomableContent(wrapper: Rect(x: 0, y: 0, width: 300, height: 300))
  ///     var scale = 2.0
  ///     state.pinch(scale: &scale, phase: .changed)
  ///     state.contentFrame   // (-150.0, -150.0, 600.0, 600.0); scale is now 1
  ///
  /// With ``Overscroll/clamped`` the centre is then clamped into the allowed range (only when the
  /// zoom changed).
  ///
  /// Edge cases (the state is left bit-identical, no animation is returned, and `scale` is still
  /// reset to 1):
  /// - `scale` NaN, infinite, zero or negative; a non-finite focal point; an invalid state.
  /// - A finite `scale` whose result is not finite (with no maximum, `s·k` overflows to +∞; or a
  ///   far focal point makes the centre overflow): the whole event is rejected.
  ///
  /// Identity (bit for bit): `scale == 1`, or a scale the limits clamp back to the current zoom (a
  /// pinch-in at the floor), changes nothing in `.began` and `.changed`, in every overscroll mode;
  /// `.ended` and `.cancelled` still settle.
  ///
  /// - Parameters:
  ///   - scale: The recognizer's scale since its last reset (unitless); set to 1 on return.
  ///   - focalPoint: The pinch centroid in wrapper coordinates, or `nil` for the content centre.
  ///   - phase: The gesture phase.
  /// - Returns: The settle animation on `.ended`/`.cancelled` if the content moved, else `nil`.
  @inlinable
  @discardableResult
  public mutating func pinch(
    scale: inout Double, focalPoint: Point? = nil, phase: GesturePhase
  ) -> SettleAnimation? {
    let k = scale
    scale = 1
    guard isValid, Self.isFinitePositive(k) else { return nil }
    if let p = focalPoint, !(Self.isFinite(p.x) && Self.isFinite(p.y)) { return nil }
    let center = content.center
    let transform = content.transform
    applyPinch(k, about: focalPoint ?? center)
    guard commit(orRestoreCenter: center, transform: transform) else { return nil }
    return finish(phase)
  }

  /// Zooms by `k` about `focus` with the gesture limits and the overscroll mode (validated input).
  /// An increment of 1, or one the limits clamp back to the current zoom, changes nothing at all.
  /// The result may be non-finite; the caller commits or restores.
  @inlinable
  mutating func applyPinch(_ k: Double, about focus: Point) {
    if k == 1 { return }
    let s = content.transform.a
    let target = limits.clampedToGesture(s * k)
    if target == s { return }
    zoom(to: target, about: focus)
    if overscroll == .clamped { clampCenter() }
  }

  /// On `.ended`/`.cancelled`, settles and returns the animation; otherwise `nil`.
  @inlinable
  mutating func finish(_ phase: GesturePhase) -> SettleAnimation? {
    switch phase {
    case .began, .changed: return nil
    case .ended, .cancelled: return settle()
    }
  }
}
