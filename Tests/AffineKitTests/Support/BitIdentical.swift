import AffineKit

/// Bit-for-bit equality (NaN payloads included), for asserting that a rejected event left a state
/// untouched even when the state holds NaN (where `==` is false by IEEE rules).
func bitIdentical(_ lhs: [Double], _ rhs: [Double]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.bitPattern == $1.bitPattern }
}

/// Every number of an engine's public state, in a fixed order.
func numbers(_ e: CropEngine) -> [Double] {
  [
    e.zoom, e.center.x, e.center.y, e.cropBox.origin.x, e.cropBox.origin.y, e.cropBox.size.width,
    e.cropBox.size.height, e.fittedSize.width, e.fittedSize.height, e.imagePixelSize.width,
    e.imagePixelSize.height, e.angle, e.perspective.horizontal, e.perspective.vertical,
  ]
}

/// Whether two engines are identical bit for bit: every public number (signed zeros told apart)
/// and, through `==`, the configuration and the gesture memory.
func bitIdentical(_ lhs: CropEngine, _ rhs: CropEngine) -> Bool {
  bitIdentical(numbers(lhs), numbers(rhs)) && lhs == rhs
}
