extension ZoomableContent {
  /// Starts a touch drag (seed 004): the content is held when the touch lands inside its frame,
  /// by `Rect.contains(_:)` (min edges in, max edges out). The hit test happens only here.
  ///
  ///     // content frame (50, 50, 100, 100)
  ///     state.touchBegan(at: Point(x: 60, y: 60))    // true: held
  ///     state.touchBegan(at: Point(x: 150, y: 60))   // false: the max edge is outside
  ///
  /// Edge cases:
  /// - A non-finite location or an invalid state: the event is ignored, so the state (including
  ///   ``isHoldingContent``) stays bit-identical; returns `false`.
  ///
  /// - Parameter location: The touch location, in wrapper coordinates.
  /// - Returns: Whether this touch holds the content (`false` for an ignored event).
  @inlinable
  @discardableResult
  public mutating func touchBegan(at location: Point) -> Bool {
    guard isValid, Self.isFinite(location.x), Self.isFinite(location.y)
    else { return false }
    isHoldingContent = contentFrame.contains(location)
    return isHoldingContent
  }

  /// Moves a held content by the touch's movement, `location − previousLocation`, in wrapper
  /// coordinates (seed 004's second version). There is no containment check while moving, so a
  /// fast finger that outruns the content keeps dragging it (the first version's stutter).
  ///
  ///     // held at (60, 60) on content (50, 50, 100, 100)
  ///     state.touchMoved(from: Point(x: 60, y: 60), to: Point(x: 80, y: 90))
  ///     state.contentFrame   // (70.0, 80.0, 100.0, 100.0)
  ///
  /// The move follows ``overscroll`` like a pan.
  ///
  /// Edge cases:
  /// - Not held, a non-finite location, or an invalid state: unchanged.
  /// - A finite move whose result overflows: unchanged.
  /// - The same location twice (a zero move): unchanged bit for bit, in every overscroll mode.
  ///
  /// - Parameters:
  ///   - previousLocation: The touch's previous location, in wrapper coordinates.
  ///   - location: The touch's location now, in wrapper coordinates.
  @inlinable
  public mutating func touchMoved(from previousLocation: Point, to location: Point) {
    guard isHoldingContent, isValid, Self.isFinite(previousLocation.x),
      Self.isFinite(previousLocation.y), Self.isFinite(location.x), Self.isFinite(location.y)
    else { return }
    let center = content.center
    applyPan(Point(x: location.x - previousLocation.x, y: location.y - previousLocation.y))
    _ = commit(orRestoreCenter: center)
  }

  /// Ends or cancels a touch drag: the content is released where it is. Call ``settle()`` as
  /// well when the content should come back inside the wrapper, as a pan does.
  ///
  /// Edge cases:
  /// - Not holding, or an invalid state: ``isHoldingContent`` is `false` afterwards either way; the
  ///   geometry is never changed.
  @inlinable
  public mutating func touchEnded() {
    isHoldingContent = false
  }
}
