/// One of the crop box's eight handles: an edge or a corner a finger, a pointer or an
/// accessibility action drags (``CropEvent/handleDrag(_:_:translation:values:)``).
///
/// A handle moves the box's edges it names (``left`` its min-x edge, ``bottomRight`` its max-x and
/// max-y edges, in the view's coordinates, y down) and keeps the opposite ones where they are;
/// with a locked ratio an edge handle also resizes the other axis about the box's centre line.
///
///     CropHandle.topLeft.accessibilityLabel   // "Top left corner"
public enum CropHandle: Hashable, Sendable, CaseIterable {
  /// The min-y edge.
  case top
  /// The max-y edge.
  case bottom
  /// The min-x edge.
  case left
  /// The max-x edge.
  case right
  /// The min-x, min-y corner.
  case topLeft
  /// The max-x, min-y corner.
  case topRight
  /// The min-x, max-y corner.
  case bottomLeft
  /// The max-x, max-y corner.
  case bottomRight

  /// Which x edge the handle moves: −1 the min-x edge, +1 the max-x edge, 0 neither.
  @inlinable
  public var horizontal: Int {
    switch self {
    case .left, .topLeft, .bottomLeft: return -1
    case .right, .topRight, .bottomRight: return 1
    case .top, .bottom: return 0
    }
  }

  /// Which y edge the handle moves: −1 the min-y edge (top), +1 the max-y edge (bottom), 0 neither.
  @inlinable
  public var vertical: Int {
    switch self {
    case .top, .topLeft, .topRight: return -1
    case .bottom, .bottomLeft, .bottomRight: return 1
    case .left, .right: return 0
    }
  }

  /// Whether the handle is a corner (it moves an x edge and a y edge).
  @inlinable
  public var isCorner: Bool { horizontal != 0 && vertical != 0 }

  #if !hasFeature(Embedded)
    /// A label for the handle's accessibility element, in English ("Top edge", "Bottom right
    /// corner"): an adapter localizes it or uses it as the key of its own strings. Compiled out
    /// under Embedded Swift (`#if !hasFeature(Embedded)`), as the descriptions are.
    public var accessibilityLabel: String {
      switch self {
      case .top: return "Top edge"
      case .bottom: return "Bottom edge"
      case .left: return "Left edge"
      case .right: return "Right edge"
      case .topLeft: return "Top left corner"
      case .topRight: return "Top right corner"
      case .bottomLeft: return "Bottom left corner"
      case .bottomRight: return "Bottom right corner"
      }
    }
  #endif
}
