extension CropEngine {
  /// The interrupt event: continues from the state the running animation draws at `time`.
  @inlinable
  @inline(__always)
  mutating func interrupt(at time: Double) -> CropEventResult {
    if time.isNaN { return .rejected(.invalidTime) }
    guard let animation = tracker.animation else { return .unchanged }
    // The animation must still end where the engine is: an event that moved the image since
    // (which clears it) or a different rotation means it no longer runs.
    guard animation.endCenter == center, animation.endZoom == zoom,
      animation.angle == placement.angle, animation.orientation == placement.orientation,
      animation.fittedSize == fittedSize, !animation.isFinished(at: time)
    else {
      tracker.animation = nil
      return .unchanged
    }
    let sample = animation.sample(at: time)
    let before = placement
    placement.center = sample.center
    // The zoom springs in ln(zoom): exp(log(z)) can round an ulp past a limit the spring starts
    // at, so the state takes the sample clamped into the gesture limits.
    placement.zoom = configuration.limits.clampedToGesture(sample.zoom)
    guard commit(orRestore: before) else { return .rejected(.overflow) }
    if sample.angle != placement.angle { takeSampledAngle(sample.angle) }
    tracker.animation = nil
    if tracker.turnBase != nil { tracker.turnBase = nil }
    return .moved
  }
}

extension CropEngine {
  /// Sets the angle an interrupted swing drew, unless the box could not be covered at it (the
  /// release clips the swing to coverable angles, so that is a rounding case between the angles it
  /// checked): then the angle stays the released one. Out of line: only a rotation's release swings.
  @inlinable
  @inline(never)
  mutating func takeSampledAngle(_ angle: Double) {
    let (sine, cosine) = Trigonometry.sinCos(angle)
    let l = Self.linear(sin: sine, cos: cosine, orientation: placement.orientation)
    if isCoverable(l, fitted: fittedSize) { setAngle(angle) }
  }
}
