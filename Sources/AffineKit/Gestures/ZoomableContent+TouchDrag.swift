extension ZoomableContent {
  /// Starts a touch drag (seed 004): the content is held when the touch lands inside its frame,
  /// by `Rect.contains(_:)` (min edges in, max edges out). The hit test happens only here.
  ///
  ///     // content frame (50, 50, 100, 100)
  ///     state.touchBegan(at: Point(x: 60, y: 60))    // true: held
  ///     state.touchBegan(at: Point(x: 150, y: 60))   // false: the max edge is outside
  ///
  /// Edge cases:
  /// - A non-finite location or an invalid state: the content is not held, the geometry unchanged.
  ///
  /// - Parameter location: The touch location, in wrapper coordinates.
  /// - Returns: Whether the content is now held.
  @discardableResult
  public mutating func touchBegan(at location: Point) -> Bool {
    isHoldingContent = isValid && contentFrame.contains(location)
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
  ///
  /// - Parameters:
  ///   - previousLocation: The touch's previous location, in wrapper coordinates.
  ///   - location: The touch's location now, in wrapper coordinates.
  public mutating func touchMoved(from previousLocation: Point, to location: Point) {
    guard isHoldingContent, isValid, previousLocation.x.isFinite, previousLocation.y.isFinite,
      location.x.isFinite, location.y.isFinite
    else { return }
    applyPan(Point(x: location.x - previousLocation.x, y: location.y - previousLocation.y))
  }

  /// Ends or cancels a touch drag: the content is released where it is. Call ``settle()`` as
  /// well when the content should come back inside the wrapper, as a pan does.
  public mutating func touchEnded() {
    isHoldingContent = false
  }
}
