import AffineKit

/// Where everything in a picture goes, in SVG pixels (origin at the canvas's top-left, y down):
/// what ``SVGWriter/render(_:)`` draws, and what tests check (labels clear of shapes and of each
/// other, no unused margin) without reading the SVG text.
public struct PictureLayout: Hashable, Sendable {
  /// The canvas size.
  public var size: Size
  /// The empty band around the content on every side.
  public var padding: Double
  /// Every line of text: the title, the legend, the captions and the panels' labels.
  public var texts: [PlacedText]
  /// The panels, in order.
  public var panels: [PlacedPanel]
}

/// A line of text and the box it covers.
public struct PlacedText: Hashable, Sendable {
  /// What the text is.
  public enum Role: Hashable, Sendable {
    /// A line of the title.
    case title
    /// A line of the legend under the title.
    case subtitle
    /// A line of a panel's caption.
    case caption
    /// A panel's ``Shape/label(_:at:color:)``, drawn on a white plate covering ``box``.
    case label
  }

  /// The text.
  public var text: String
  /// What the text is.
  public var role: Role
  /// The font size, in SVG pixels.
  public var fontSize: Double
  /// The left end of the baseline.
  public var baseline: Point
  /// The box the text covers: its estimated width (``SVGWriter/textWidth(_:fontSize:)``) by the
  /// font size (plus the plate's padding for a label).
  public var box: Rect
  /// The text's colour.
  public var color: String
  /// The panel a caption line or label belongs to; `nil` for the title and legend.
  public var panel: Int?
  /// For a label, the index of its shape in the panel's ``Panel/shapes``.
  public var shape: Int?
  /// For a label placed more than ``LayoutMetrics/leaderDistance`` from the point it names, that
  /// point: a thin line joins it to the label's plate.
  public var leader: Point?
}

/// A panel's drawing area and its strokes, in SVG pixels.
public struct PlacedPanel: Hashable, Sendable {
  /// The drawing area (captions go under it).
  public var area: Rect
  /// The map from the panel's world coordinates to SVG pixels.
  public var worldToCanvas: AffineTransform
  /// The stroked outlines (rects, polygons, polylines), in drawing order.
  public var outlines: [PlacedOutline]
  /// The dots.
  public var dots: [PlacedDot]
}

/// A stroked outline as drawn.
public struct PlacedOutline: Hashable, Sendable {
  /// The points as drawn: ``shapePoints`` moved outward by ``offset``.
  public var points: [Point]
  /// The shape's own points, mapped to SVG pixels.
  public var shapePoints: [Point]
  /// Whether the outline is closed (a rect or a polygon).
  public var closed: Bool
  /// How far outside its true place the outline is drawn, in SVG pixels: 0, or a multiple of
  /// ``LayoutMetrics/coincidentOffset`` when it lies on outlines drawn before it.
  public var offset: Double
  /// The index of its shape in the panel's ``Panel/shapes``.
  public var shape: Int

  /// The drawn line segments (with the closing one for a closed outline).
  public var segments: [(Point, Point)] {
    guard points.count > 1 else { return [] }
    var result = zip(points, points.dropFirst()).map { ($0, $1) }
    if closed, let first = points.first, let last = points.last { result.append((last, first)) }
    return result
  }
}

/// A dot as drawn.
public struct PlacedDot: Hashable, Sendable {
  /// The centre.
  public var center: Point
  /// The radius.
  public var radius: Double
  /// The index of its shape in the panel's ``Panel/shapes``.
  public var shape: Int

  /// The square around the dot, one pixel larger than it on every side.
  public var box: Rect {
    Rect(
      x: center.x - radius - 1, y: center.y - radius - 1, width: 2 * radius + 2,
      height: 2 * radius + 2)
  }
}

/// The sizes and gaps of the demo's pictures, in SVG pixels.
public enum LayoutMetrics {
  /// The empty band around the content on every side.
  public static let padding = 16.0
  /// The title's font size.
  public static let titleSize = 16.0
  /// The legend's and captions' font size.
  public static let captionSize = 11.0
  /// The labels' font size.
  public static let labelSize = 10.0
  /// The part of the font size above the baseline.
  public static let ascent = 0.75
  /// The gap between lines of text.
  public static let lineGap = 3.0
  /// The gap between the title and the legend.
  public static let titleGap = 6.0
  /// The gap between the legend and the first row of panels.
  public static let gridGap = 12.0
  /// The gap between a drawing area and its caption.
  public static let captionGap = 6.0
  /// The gap between columns.
  public static let columnGap = 20.0
  /// The gap between a row's captions and the next row.
  public static let rowGap = 18.0
  /// The margin inside a drawing area around the world, so strokes at its edge are drawn whole.
  public static let panelMargin = 6.0
  /// The narrowest width the title and legend wrap to.
  public static let minimumTextWidth = 480.0
  /// A dot's radius.
  public static let dotRadius = 3.0
  /// The space between a label's text and the edge of its plate.
  public static let labelPadding = 2.0
  /// How far a label may sit from the point it names, tried nearest first.
  public static let labelDistances = [3.0, 6, 10, 16, 24, 34, 46]
  /// How far from the point it names a label gets a line to it.
  public static let leaderDistance = 12.0
  /// How far outside an outline that coincides with an earlier one is drawn, per outline below.
  public static let coincidentOffset = 3.0
}

/// Plane geometry on SVG-pixel points for the layout.
enum Geometry2D {
  /// The point of `rect` nearest to `p`.
  static func nearest(in rect: Rect, to p: Point) -> Point {
    Point(x: min(max(p.x, rect.minX), rect.maxX), y: min(max(p.y, rect.minY), rect.maxY))
  }

  /// The bounding box of the points.
  static func bounds(_ points: [Point]) -> Rect {
    points.reduce(Rect.null) { $0.union(Rect(origin: $1, size: .zero)) }
  }

  /// Whether two outlines lie on each other: the same number of points, each point of one within
  /// a pixel of a point of the other.
  static func coincide(_ a: [Point], _ b: [Point]) -> Bool {
    guard a.count == b.count, !a.isEmpty else { return false }
    func near(_ p: Point, _ q: Point) -> Bool {
      (p.x - q.x).magnitude < 1 && (p.y - q.y).magnitude < 1
    }
    return a.allSatisfy { p in b.contains { near(p, $0) } }
      && b.allSatisfy { p in a.contains { near(p, $0) } }
  }

  /// A closed polygon moved outward by `distance` along its edges' normals (each edge parallel to
  /// its original, corners mitred).
  static func offset(_ points: [Point], by distance: Double) -> [Point] {
    let n = points.count
    guard n >= 3 else { return points }
    // Twice the signed area: positive when the points run clockwise on a y-down screen, where
    // (dy, −dx) is then the outward normal of an edge (dx, dy).
    var area = 0.0
    for i in 0..<n {
      let p = points[i]
      let q = points[(i + 1) % n]
      area += p.x * q.y - q.x * p.y
    }
    let sign = area >= 0 ? 1.0 : -1.0
    func normal(_ p: Point, _ q: Point) -> Point {
      let dx = q.x - p.x
      let dy = q.y - p.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { return .zero }
      return Point(x: sign * dy / length, y: -sign * dx / length)
    }
    return (0..<n).map { i in
      let p = points[i]
      let n1 = normal(points[(i + n - 1) % n], p)
      let n2 = normal(p, points[(i + 1) % n])
      let k = distance / max(1 + n1.x * n2.x + n1.y * n2.y, 0.1)
      return Point(x: p.x + (n1.x + n2.x) * k, y: p.y + (n1.y + n2.y) * k)
    }
  }

  /// Whether any segment touches the rect.
  static func crosses(_ segments: [(Point, Point)], _ rect: Rect) -> Bool {
    segments.contains { segmentTouches($0.0, $0.1, rect) }
  }

  /// Whether the segment from `p` to `q` touches the rect (Liang–Barsky clipping).
  static func segmentTouches(_ p: Point, _ q: Point, _ rect: Rect) -> Bool {
    var t0 = 0.0
    var t1 = 1.0
    let dx = q.x - p.x
    let dy = q.y - p.y
    for (denominator, numerator) in [
      (-dx, p.x - rect.minX), (dx, rect.maxX - p.x), (-dy, p.y - rect.minY), (dy, rect.maxY - p.y),
    ] {
      if denominator == 0 {
        if numerator < 0 { return false }
      } else {
        let t = numerator / denominator
        if denominator < 0 {
          t0 = max(t0, t)
        } else {
          t1 = min(t1, t)
        }
        if t0 > t1 { return false }
      }
    }
    return true
  }
}
