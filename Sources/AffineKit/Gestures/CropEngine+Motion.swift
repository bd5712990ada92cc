extension CropEngine {
  /// The interrupt event. (Being built.)
  @inlinable
  mutating func interrupt(at time: Double) -> CropEventResult {
    .unchanged
  }
}
