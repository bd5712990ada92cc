extension CropEngine {
  // The input-device events: scroll, key and quick zoom. (Being built.)

  /// The scroll event.
  @inlinable
  mutating func scroll(delta: Point, unit: ScrollUnit, isPinch: Bool, at location: Point)
    -> CropEventResult
  {
    .unchanged
  }

  /// The end of a run of scrolls.
  @inlinable
  mutating func scrollEnded() -> CropEventResult { .unchanged }

  /// A keyboard command.
  @inlinable
  mutating func key(_ key: CropKey) -> CropEventResult { .unchanged }

  /// The quick zoom event.
  @inlinable
  mutating func quickZoom(_ phase: GesturePhase, location: Point) -> CropEventResult {
    .unchanged
  }
}
