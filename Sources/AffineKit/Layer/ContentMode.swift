/// Where a view draws content of a given size inside its bounds: UIKit's `UIView.ContentMode`,
/// as a pure function (``rect(forContentSize:in:)``).
///
/// The cases and their raw values are UIKit's, so `ContentMode(rawValue:
/// imageView.contentMode.rawValue)` converts. In a file that also imports SwiftUI (which has its
/// own `ContentMode`), write `AffineKit.ContentMode`.
///
///     let bounds = Rect(x: 0, y: 0, width: 300, height: 300)
///     let photo = Size(width: 4000, height: 3000)
///     ContentMode.scaleAspectFit.rect(forContentSize: photo, in: bounds)
///     // (0.0, 37.5, 300.0, 225.0)
///     ContentMode.scaleAspectFill.rect(forContentSize: photo, in: bounds)
///     // (-50.0, 0.0, 400.0, 300.0)
///     ContentMode.topLeft.rect(forContentSize: Size(width: 40, height: 30), in: bounds)
///     // (0.0, 0.0, 40.0, 30.0)
///
/// The modes, as Apple documents them
/// ([UIView.ContentMode](https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum)):
/// ``scaleToFill`` stretches the content to the bounds, changing its aspect ratio if necessary;
/// ``scaleAspectFit`` scales it to fit inside the bounds keeping its aspect ratio, the rest of the
/// bounds left transparent, which is what
/// [`AVMakeRect(aspectRatio:insideRect:)`](https://developer.apple.com/documentation/avfoundation/avmakerect(aspectratio:insiderect:))
/// returns ("a scaled rectangle that maintains the specified aspect ratio within a bounding
/// rectangle"); ``scaleAspectFill`` scales it to fill the bounds keeping its aspect ratio, so some
/// of it may be clipped; ``center`` and the eight edge and corner modes keep the content's size
/// and place it centred, or against that edge or corner, centred along the other axis.
///
/// Edge cases (for every mode):
/// - Content with a zero, negative, NaN or infinite width or height has nothing to draw: the
///   result is `Rect.null`.
/// - Bounds that are null or have a NaN or infinite coordinate (`Rect.infinite` included): the
///   result is `Rect.null`.
/// - Bounds with a negative size are read standardized, as every `Rect` accessor reads them;
///   bounds with a zero width or height are valid (aspect fit and fill then give a zero-size rect
///   at their centre).
public enum ContentMode: Int, Hashable, Sendable, CaseIterable {
  /// Stretches the content to the bounds, changing its aspect ratio if necessary (UIKit's
  /// default). The result is the bounds, standardized.
  case scaleToFill = 0

  /// Scales the content, keeping its aspect ratio, to the largest size that fits inside the
  /// bounds, centred: `AVMakeRect(aspectRatio:insideRect:)`. One axis fills the bounds exactly.
  case scaleAspectFit = 1

  /// Scales the content, keeping its aspect ratio, to the smallest size that covers the bounds,
  /// centred; what sticks out is clipped when the view clips to its bounds. One axis fills the
  /// bounds exactly.
  case scaleAspectFill = 2

  /// Redisplays the view when its bounds change (`setNeedsDisplay()`); the content already drawn
  /// is placed as ``scaleToFill`` places it (Core Animation's default `contentsGravity`,
  /// `resize`), which is what this returns.
  case redraw = 3

  /// Centres the content in the bounds at its own size.
  case center = 4

  /// Places the content at its own size against the top edge, centred horizontally.
  case top = 5

  /// Places the content at its own size against the bottom edge, centred horizontally.
  case bottom = 6

  /// Places the content at its own size against the left edge, centred vertically.
  case left = 7

  /// Places the content at its own size against the right edge, centred vertically.
  case right = 8

  /// Places the content at its own size in the top-left corner.
  case topLeft = 9

  /// Places the content at its own size in the top-right corner.
  case topRight = 10

  /// Places the content at its own size in the bottom-left corner.
  case bottomLeft = 11

  /// Places the content at its own size in the bottom-right corner.
  case bottomRight = 12

  /// Returns the rectangle, in the bounds' coordinate space, where content of the given size is
  /// drawn by this mode.
  ///
  /// With `b` the standardized bounds and `w × h` the content size: ``scaleToFill`` and
  /// ``redraw`` give `b`. ``scaleAspectFit`` and ``scaleAspectFill`` scale the content by
  /// `s = min(b.width / w, b.height / h)` (fit) or `max(…)` (fill): the axis whose factor is `s`
  /// gets the bounds' extent exactly, the other `extent · s` (one rounding), and the result is
  /// centred (`b.minX + (b.width − width) / 2`). The other modes keep `w × h` and align it: centre
  /// as above, `b.minX` for left, `b.maxX − w` for right, and the same vertically.
  ///
  ///     // A 3 × 2 image in a 100 × 100 view, aspect fit: 100 wide, 200/3 high, centred.
  ///     let square = Rect(x: 0, y: 0, width: 100, height: 100)
  ///     ContentMode.scaleAspectFit.rect(forContentSize: Size(width: 3, height: 2), in: square)
  ///     // (0.0, 16.666666666666664, 100.0, 66.66666666666667)
  ///
  /// Edge cases: as the type's; a non-drawable size or bounds gives `Rect.null`, never a trap.
  /// Extreme aspect ratios can make ``scaleAspectFill``'s long side overflow to infinity.
  ///
  /// - Parameters:
  ///   - contentSize: The content's natural size (an image's size in points), positive.
  ///   - bounds: The view's bounds, in its own coordinate space.
  /// - Returns: The drawn rectangle, in the same space as `bounds`.
  @inlinable
  public func rect(forContentSize contentSize: Size, in bounds: Rect) -> Rect {
    let w = contentSize.width
    let h = contentSize.height
    // `w > 0 && w < .infinity` is false for NaN, zero, negatives and infinity alike.
    guard w > 0 && w < .infinity && h > 0 && h < .infinity else { return .null }
    // Rect.infinite has finite components; it is rejected by name.
    guard !bounds.isInfinite else { return .null }
    let b = bounds.standardized
    guard
      b.origin.x.isFinite && b.origin.y.isFinite && b.size.width.isFinite
        && b.size.height.isFinite
    else { return .null }
    switch self {
    case .scaleToFill, .redraw:
      return b
    case .scaleAspectFit, .scaleAspectFill:
      let sx = b.size.width / w
      let sy = b.size.height / h
      // The axis whose factor is used gets the bounds' extent exactly (w · sx may differ from it
      // by one rounding); equal factors give the bounds.
      let useX = self == .scaleAspectFit ? sx <= sy : sx >= sy
      let useY = self == .scaleAspectFit ? sy <= sx : sy >= sx
      let width = useX ? b.size.width : w * sy
      let height = useY ? b.size.height : h * sx
      return Rect(
        x: b.origin.x + (b.size.width - width) * 0.5,
        y: b.origin.y + (b.size.height - height) * 0.5, width: width, height: height)
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      let x: Double
      switch self {
      case .left, .topLeft, .bottomLeft: x = b.origin.x
      case .right, .topRight, .bottomRight: x = b.origin.x + (b.size.width - w)
      default: x = b.origin.x + (b.size.width - w) * 0.5
      }
      let y: Double
      switch self {
      case .top, .topLeft, .topRight: y = b.origin.y
      case .bottom, .bottomLeft, .bottomRight: y = b.origin.y + (b.size.height - h)
      default: y = b.origin.y + (b.size.height - h) * 0.5
      }
      return Rect(x: x, y: y, width: w, height: h)
    }
  }
}
