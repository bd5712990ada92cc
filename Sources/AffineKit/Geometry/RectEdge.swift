/// An edge of a rectangle, the twin of CoreGraphics' `CGRectEdge`, used by
/// `Rect.divided(atDistance:from:)`.
///
/// The raw values match `CGRectEdge`'s, so a stored value means the same edge in both.
public enum RectEdge: UInt32, Hashable, Sendable, CaseIterable {
  /// The edge at the smallest x-coordinate (the left edge in UIKit).
  case minXEdge = 0
  /// The edge at the smallest y-coordinate (the top edge in UIKit, where y grows downward).
  case minYEdge = 1
  /// The edge at the largest x-coordinate (the right edge in UIKit).
  case maxXEdge = 2
  /// The edge at the largest y-coordinate (the bottom edge in UIKit).
  case maxYEdge = 3
}
