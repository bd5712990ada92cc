import AffineKit

/// Whether two numbers differ by at most `tolerance` (absolute). Both NaN counts as close, so a
/// test can state that NaN propagates; an infinity is close only to the same infinity.
func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double) -> Bool {
  if lhs.isNaN || rhs.isNaN { return lhs.isNaN && rhs.isNaN }
  if lhs.isInfinite || rhs.isInfinite { return lhs == rhs }
  return (lhs - rhs).magnitude <= tolerance
}

/// Whether two points are close component by component.
func isClose(_ lhs: Point, _ rhs: Point, tolerance: Double) -> Bool {
  isClose(lhs.x, rhs.x, tolerance: tolerance) && isClose(lhs.y, rhs.y, tolerance: tolerance)
}

/// Whether two sizes are close component by component.
func isClose(_ lhs: Size, _ rhs: Size, tolerance: Double) -> Bool {
  isClose(lhs.width, rhs.width, tolerance: tolerance)
    && isClose(lhs.height, rhs.height, tolerance: tolerance)
}

/// Whether two rects are close component by component, as stored.
func isClose(_ lhs: Rect, _ rhs: Rect, tolerance: Double) -> Bool {
  isClose(lhs.origin, rhs.origin, tolerance: tolerance)
    && isClose(lhs.size, rhs.size, tolerance: tolerance)
}

/// Whether two transforms are close entry by entry.
func isClose(_ lhs: AffineTransform, _ rhs: AffineTransform, tolerance: Double) -> Bool {
  isClose(lhs.a, rhs.a, tolerance: tolerance) && isClose(lhs.b, rhs.b, tolerance: tolerance)
    && isClose(lhs.c, rhs.c, tolerance: tolerance) && isClose(lhs.d, rhs.d, tolerance: tolerance)
    && isClose(lhs.tx, rhs.tx, tolerance: tolerance)
    && isClose(lhs.ty, rhs.ty, tolerance: tolerance)
}

/// The distance in units in the last place between two finite doubles of the same sign
/// (for accuracy checks against a reference).
func ulpDistance(_ lhs: Double, _ rhs: Double) -> UInt64 {
  if lhs == rhs { return 0 }
  func ordered(_ x: Double) -> Int64 {
    let bits = Int64(bitPattern: x.bitPattern)
    return bits < 0 ? Int64.min - bits : bits
  }
  let d = ordered(lhs).subtractingReportingOverflow(ordered(rhs)).partialValue
  return d.magnitude
}
