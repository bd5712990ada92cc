import AffineKit

extension CropEngine {
  /// Applies `event` at a time when every animation this engine started has ended: a thousand
  /// seconds after the running animation's start, or at 0 when there is none. For a test whose
  /// rule does not depend on time; a test about time calls `apply(_:at:)` with its own times.
  @discardableResult
  mutating func apply(_ event: CropEvent) -> CropEventResult {
    apply(
      event,
      at: (runningAnimation?.startTime ?? 0) + 1000)
  }
}

/// `e` once the animation it last started has ended and been forgotten (an accepted event after
/// its end forgets it: here a straighten to the same angle, which moves nothing), so that it can
/// be compared with an engine that did not animate.
func forgettingAnimation(_ e: CropEngine) -> CropEngine {
  var forgotten = e
  forgotten.apply(.straighten(angle: e.angle))
  return forgotten
}

extension CropEngine {
  /// Applies `event` (a thousand seconds after the running animation's start, as `apply(_:)`)
  /// and returns the animation it started, or `nil` when it started none.
  mutating func animation(applying event: CropEvent) -> RunningSettle? {
    apply(event).startsAnimation ? runningSettle : nil
  }

  /// Applies `event` at `time` and returns the animation it started, or `nil` when it started
  /// none.
  mutating func animation(applying event: CropEvent, at time: Double) -> RunningSettle? {
    apply(event, at: time).startsAnimation ? runningSettle : nil
  }
}
