import AffineKit

/// Bit-for-bit equality (NaN payloads included), for asserting that a rejected event left a state
/// untouched even when the state holds NaN (where `==` is false by IEEE rules).
func bitIdentical(_ lhs: [Double], _ rhs: [Double]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.bitPattern == $1.bitPattern }
}

/// Every number of a zoomable content state, in a fixed order.
func numbers(_ s: ZoomableContent) -> [Double] {
  let g = s.content
  let t = g.transform
  return [
    g.bounds.origin.x, g.bounds.origin.y, g.bounds.size.width, g.bounds.size.height,
    g.center.x, g.center.y, g.anchorPoint.x, g.anchorPoint.y, t.a, t.b, t.c, t.d, t.tx, t.ty,
    g.alpha, s.wrapper.origin.x, s.wrapper.origin.y, s.wrapper.size.width, s.wrapper.size.height,
  ]
}

/// Whether two zoomable content states are identical bit for bit, flags included.
func bitIdentical(_ lhs: ZoomableContent, _ rhs: ZoomableContent) -> Bool {
  bitIdentical(numbers(lhs), numbers(rhs)) && lhs.limits == rhs.limits
    && lhs.overscroll == rhs.overscroll && lhs.tracking == rhs.tracking
    && lhs.isHoldingContent == rhs.isHoldingContent && lhs.content.isHidden == rhs.content.isHidden
}
