import AffineKit

/// A shape drawn in world coordinates (points, y down).
public enum Shape: Hashable, Sendable {
  /// A rectangle with a stroke colour, an optional fill colour, and whether the stroke is dashed.
  case rect(Rect, stroke: String, fill: String?, dashed: Bool)
  /// A closed polygon (for example a rotated layer).
  case polygon([Point], stroke: String, fill: String?)
  /// A small dot marking a point (a position or an anchor).
  case dot(Point, color: String)
  /// A label at a point.
  case label(String, at: Point, color: String)
}

/// One picture in a grid: shapes in world coordinates and caption lines under it.
public struct Panel: Hashable, Sendable {
  /// The shapes, drawn in order.
  public var shapes: [Shape]
  /// The caption, one line per entry.
  public var caption: [String]

  /// Creates a panel.
  public init(shapes: [Shape], caption: [String]) {
    self.shapes = shapes
    self.caption = caption
  }
}

/// Writes panels as one SVG document: a grid of equally scaled pictures with captions. The output
/// depends only on the panels, so it can be compared with a stored file.
public struct SVGWriter: Sendable {
  /// The picture's title, drawn at the top.
  public var title: String
  /// A line under the title, for example the legend of the colours.
  public var subtitle: String
  /// Panels per row.
  public var columns: Int
  /// The side of a panel's drawing area, in SVG pixels.
  public var panelSize: Double

  /// Creates a writer.
  public init(title: String, subtitle: String = "", columns: Int = 3, panelSize: Double = 220) {
    self.title = title
    self.subtitle = subtitle
    self.columns = max(1, columns)
    self.panelSize = panelSize
  }

  /// The world rectangle every panel shows: the union of everything drawn, plus a margin.
  static func worldBounds(_ panels: [Panel]) -> Rect {
    var bounds = Rect.null
    for panel in panels {
      for shape in panel.shapes {
        switch shape {
        case .rect(let r, _, _, _): bounds = bounds.union(r.standardized)
        case .polygon(let points, _, _):
          for p in points { bounds = bounds.union(Rect(origin: p, size: .zero)) }
        case .dot(let p, _), .label(_, let p, _):
          bounds = bounds.union(Rect(origin: p, size: .zero))
        }
      }
    }
    if bounds.isNull { return Rect(x: 0, y: 0, width: 1, height: 1) }
    let margin = max(bounds.width, bounds.height) * 0.08 + 1
    return bounds.insetBy(dx: -margin, dy: -margin)
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  /// An estimate of a text's width in SVG pixels at a font size: 0.58 em per character, a little
  /// over the average of Helvetica and DejaVu Sans (0.53 em measured on the captions here), so
  /// captions sized with it do not run into the next column.
  static func textWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.58
  }

  /// Returns the SVG document for the panels.
  ///
  /// Every panel shows the same world rectangle at the same scale; the drawing area is
  /// `panelSize` along the world's longer side and in proportion along the other, so a wide
  /// world gives wide, short panels instead of half-empty squares. Columns are as wide as the
  /// longest caption line needs.
  public func render(_ panels: [Panel]) -> String {
    let world = Self.worldBounds(panels)
    let scale = panelSize / max(world.width, world.height)
    let drawWidth = (world.width * scale).rounded()
    let drawHeight = (world.height * scale).rounded()
    let captionLines = panels.map(\.caption.count).max() ?? 0
    let captionWidth =
      panels.flatMap(\.caption).map { Self.textWidth($0, fontSize: 11) }.max() ?? 0
    let cellWidth = max(drawWidth, captionWidth.rounded(.up)) + 20
    let cellHeight = drawHeight + 20 + Double(captionLines) * 14
    let rows = (panels.count + columns - 1) / columns
    let headerWidth = max(
      Self.textWidth(title, fontSize: 16) + 20, Self.textWidth(subtitle, fontSize: 11))
    let width = max(
      Double(min(columns, max(panels.count, 1))) * cellWidth + 20, headerWidth.rounded(.up) + 40)
    let height = Double(rows) * cellHeight + 64
    let f = DemoFormat.number
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
      viewBox="0 0 \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif">
      <rect x="0" y="0" width="\(f(width))" height="\(f(height))" fill="white"/>
      <text x="20" y="26" font-size="16" font-weight="bold">\(Self.escape(title))</text>
      <text x="20" y="44" font-size="11" fill="#555555">\(Self.escape(subtitle))</text>

      """
    for (index, panel) in panels.enumerated() {
      let originX = 20 + Double(index % columns) * cellWidth
      let originY = 58 + Double(index / columns) * cellHeight
      func x(_ wx: Double) -> String { f(originX + (wx - world.minX) * scale) }
      func y(_ wy: Double) -> String { f(originY + (wy - world.minY) * scale) }
      svg += "<g>\n"
      svg += "<rect x=\"\(f(originX))\" y=\"\(f(originY))\" width=\"\(f(drawWidth))\" "
      svg += "height=\"\(f(drawHeight))\" fill=\"#fafafa\" stroke=\"#dddddd\"/>\n"
      for shape in panel.shapes {
        switch shape {
        case .rect(let r, let stroke, let fill, let dashed):
          let s = r.standardized
          svg += "<rect x=\"\(x(s.minX))\" y=\"\(y(s.minY))\" width=\"\(f(s.width * scale))\" "
          svg += "height=\"\(f(s.height * scale))\" stroke=\"\(stroke)\" stroke-width=\"1.5\" "
          svg += "fill=\"\(fill ?? "none")\"\(fill == nil ? "" : " fill-opacity=\"0.25\"")"
          svg += dashed ? " stroke-dasharray=\"5 3\"/>\n" : "/>\n"
        case .polygon(let points, let stroke, let fill):
          let list = points.map { "\(x($0.x)),\(y($0.y))" }.joined(separator: " ")
          svg += "<polygon points=\"\(list)\" stroke=\"\(stroke)\" stroke-width=\"1.5\" "
          svg += "fill=\"\(fill ?? "none")\"\(fill == nil ? "" : " fill-opacity=\"0.25\"")/>\n"
        case .dot(let p, let color):
          svg += "<circle cx=\"\(x(p.x))\" cy=\"\(y(p.y))\" r=\"3\" fill=\"\(color)\"/>\n"
        case .label(let text, let p, let color):
          svg += "<text x=\"\(x(p.x))\" y=\"\(y(p.y))\" font-size=\"10\" fill=\"\(color)\">"
          svg += "\(Self.escape(text))</text>\n"
        }
      }
      for (line, text) in panel.caption.enumerated() {
        let ty = originY + drawHeight + 16 + Double(line) * 14
        svg +=
          "<text x=\"\(f(originX))\" y=\"\(f(ty))\" font-size=\"11\">\(Self.escape(text))</text>\n"
      }
      svg += "</g>\n"
    }
    svg += "</svg>\n"
    return svg
  }
}
