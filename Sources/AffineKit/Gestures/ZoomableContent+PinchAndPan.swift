extension ZoomableContent {
  /// Applies one event of a simultaneous pinch and pan, as one two-finger gesture reports it: the
  /// scale increment and the current centroid of the touches.
  ///
  /// The content point that was under the previous centroid ends up under the current one: the
  /// content is panned by the centroid's change, then pinched about the current centroid
  /// (equivalently, pinched about the previous centroid, then panned). On
  /// ``GesturePhase/began``, or when the number of touches changed (a finger lifted or landed), the
  /// centroid jumps: it is re-baselined and the content is not translated for that event, so it
  /// does not jump (d3-zoom's fix for its issue 90). ``GesturePhase/ended`` and
  /// ``GesturePhase/cancelled`` settle.
  ///
  /// Edge cases (the state is left bit-identical, no animation is returned, and `scale` is still
  /// reset to 1):
  /// - `scale` NaN, infinite, zero or negative; a non-finite centroid; a touch count below 1; an
  ///   invalid state.
  /// - A finite event whose result is not finite (an overflowing zoom, centroid or translation):
  ///   the whole event is rejected, tracking included.
  ///
  /// Identity (bit for bit): `scale == 1` with an unchanged centroid and touch count changes
  /// nothing in `.changed`, in every overscroll mode.
  ///
  /// - Parameters:
  ///   - scale: The recognizer's scale since its last reset (unitless); set to 1 on return.
  ///   - centroid: The touches' centroid now, in wrapper coordinates.
  ///   - touchCount: The number of touches now.
  ///   - phase: The gesture phase.
  /// - Returns: The settle animation on `.ended`/`.cancelled` if the content moved, else `nil`.
  @inlinable
  @discardableResult
  public mutating func pinchAndPan(
    scale: inout Double, centroid: Point, touchCount: Int, phase: GesturePhase
  ) -> SettleAnimation? {
    let k = scale
    scale = 1
    guard isValid, Self.isFinitePositive(k), Self.isFinite(centroid.x), Self.isFinite(centroid.y),
      touchCount > 0
    else { return nil }
    let center = content.center
    let transform = content.transform
    if phase != .began, let previous = tracking, previous.touchCount == touchCount {
      applyPan(Point(x: centroid.x - previous.centroid.x, y: centroid.y - previous.centroid.y))
    }
    applyPinch(k, about: centroid)
    guard commit(orRestoreCenter: center, transform: transform) else { return nil }
    tracking = Tracking(centroid: centroid, touchCount: touchCount)
    return finish(phase)
  }
}
