import AffineKit

/// A shape drawn in world coordinates (points, y down).
public enum Shape: Hashable, Sendable {
  /// A rectangle with a stroke colour, an optional fill colour, and whether the stroke is dashed.
  case rect(Rect, stroke: String, fill: String?, dashed: Bool)
  /// A closed polygon (for example a rotated layer).
  case polygon([Point], stroke: String, fill: String?)
  /// An open line through the points, for example a plot of a value over time.
  case polyline([Point], stroke: String, dashed: Bool)
  /// A small dot marking a point (a position or an anchor).
  case dot(Point, color: String)
  /// A label naming a point: the picture places the text next to the point, where it covers no
  /// line, dot or other label.
  case label(String, at: Point, color: String)
  /// The ``TestImage`` standing in for a photo, drawn through `transform` (from the image's
  /// pixels to world coordinates) and, when `clip` is given, only inside that polygon (world
  /// coordinates).
  case photo(TestImage, transform: AffineTransform, clip: [Point]?)
  /// Dims everything under it in the panel outside the polygon (world coordinates): the outside
  /// of a crop box, as a crop screen shows it.
  case dimOutside([Point])
}

/// One picture in a grid: shapes in world coordinates and caption lines under it.
public struct Panel: Hashable, Sendable {
  /// The shapes, drawn in order (labels last, above everything else).
  public var shapes: [Shape]
  /// The caption, one line per entry.
  public var caption: [String]
  /// The world rectangle this panel shows at its own scale, for a panel whose coordinates are not
  /// the view's (a plot of a value over time, say); `nil` (the default) to share the world and the
  /// scale of the other panels, so that the view's panels can be compared by eye.
  public var world: Rect?

  /// Creates a panel.
  public init(shapes: [Shape], caption: [String], world: Rect? = nil) {
    self.shapes = shapes
    self.caption = caption
    self.world = world
  }
}

/// Writes panels as one SVG document: a title, a legend, and a grid of equally scaled pictures
/// with captions. ``layout(_:)`` places everything; ``render(_:)`` writes that layout, so the
/// output depends only on the panels and can be compared with a stored file.
public struct SVGWriter: Sendable {
  /// The picture's title, drawn at the top (wrapped to the grid's width).
  public var title: String
  /// The legend under the title; wrapped between its ` · `-separated items.
  public var subtitle: String
  /// Panels per row.
  public var columns: Int
  /// The longer side of a panel's drawing area, in SVG pixels.
  public var panelSize: Double

  /// Creates a writer.
  public init(title: String, subtitle: String = "", columns: Int = 3, panelSize: Double = 220) {
    self.title = title
    self.subtitle = subtitle
    self.columns = max(1, columns)
    self.panelSize = panelSize
  }

  /// The world rectangle every panel shows: the union of everything drawn (a photo by its four
  /// mapped corners, or its clip; a label by the point it names). A dimmed outside adds nothing.
  static func worldBounds(_ panels: [Panel]) -> Rect {
    var bounds = Rect.null
    func add(_ p: Point) { bounds = bounds.union(Rect(origin: p, size: .zero)) }
    for panel in panels {
      for shape in panel.shapes {
        switch shape {
        case .rect(let r, _, _, _): bounds = bounds.union(r.standardized)
        case .polygon(let points, _, _), .polyline(let points, _, _): points.forEach(add)
        case .dot(let p, _), .label(_, let p, _): add(p)
        case .photo(let image, let transform, let clip):
          if let clip {
            clip.forEach(add)
          } else {
            bounds = bounds.union(
              Rect(origin: .zero, size: image.pixelSize).applying(transform))
          }
        case .dimOutside: break
        }
      }
    }
    if bounds.isNull { return Rect(x: 0, y: 0, width: 1, height: 1) }
    if bounds.width == 0 || bounds.height == 0 {
      bounds = bounds.insetBy(dx: bounds.width == 0 ? -0.5 : 0, dy: bounds.height == 0 ? -0.5 : 0)
    }
    return bounds
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
  /// text placed with it does not run into its neighbours.
  public static func textWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.58
  }

  /// Splits `text` into lines no wider than `width` at `fontSize`, breaking between the pieces
  /// `separator` separates (a piece wider than `width` gets a line of its own).
  static func wrap(_ text: String, width: Double, fontSize: Double, separator: String)
    -> [String]
  {
    guard !text.isEmpty else { return [] }
    var lines: [String] = []
    var current = ""
    for piece in text.split(separator: separator, omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(piece) : current + separator + piece
      if current.isEmpty || textWidth(candidate, fontSize: fontSize) <= width {
        current = candidate
      } else {
        lines.append(current + (separator == " " ? "" : separator.trimmingTrailingSpace))
        current = String(piece)
      }
    }
    lines.append(current)
    return lines
  }

  /// Returns where everything goes: the canvas, the text boxes, each panel's drawing area and
  /// its outlines, dots and labels in SVG pixels.
  ///
  /// Every panel shows the same world rectangle at the same scale (except a panel with its own
  /// ``Panel/world``); the drawing area is ``panelSize`` along the world's longer side and in
  /// proportion along the other (plus a margin of ``LayoutMetrics/panelMargin`` for strokes), so
  /// a wide world gives wide, short panels instead of half-empty squares. Each column is as wide
  /// as its widest panel or caption line, each row as tall as its tallest drawing area with its
  /// caption, and the canvas ends ``LayoutMetrics/padding`` after the last thing drawn.
  public func layout(_ panels: [Panel]) -> PictureLayout {
    typealias M = LayoutMetrics
    let shared = Self.worldBounds(panels.filter { $0.world == nil })
    // Each panel's world, scale and drawing size: the shared world unless it has its own.
    let fits = panels.map { panel -> (world: Rect, scale: Double, size: Size) in
      var world = panel.world?.standardized ?? shared
      if world.isNull || !(world.width > 0 && world.height > 0) {
        world = Self.worldBounds([Panel(shapes: panel.shapes, caption: [])])
      }
      let scale = (panelSize - 2 * M.panelMargin) / max(world.width, world.height)
      return (
        world, scale,
        Size(
          width: world.width * scale + 2 * M.panelMargin,
          height: world.height * scale + 2 * M.panelMargin)
      )
    }
    let columnCount = max(1, min(columns, panels.count))
    var columnWidths = [Double](repeating: 0, count: panels.isEmpty ? 0 : columnCount)
    for (index, panel) in panels.enumerated() {
      let widest = panel.caption.map { Self.textWidth($0, fontSize: M.captionSize) }.max() ?? 0
      columnWidths[index % columnCount] = max(
        columnWidths[index % columnCount], fits[index].size.width, widest)
    }
    let gridWidth =
      columnWidths.reduce(0, +) + M.columnGap * Double(max(columnWidths.count - 1, 0))
    let textWidth = max(gridWidth, M.minimumTextWidth)
    var texts: [PlacedText] = []
    var y = M.padding
    func addLine(_ line: String, size: Double, role: PlacedText.Role, x: Double, color: String) {
      let box = Rect(x: x, y: y, width: Self.textWidth(line, fontSize: size), height: size)
      texts.append(
        PlacedText(
          text: line, role: role, fontSize: size, baseline: Point(x: x, y: y + size * M.ascent),
          box: box, color: color, panel: nil))
    }
    for line in Self.wrap(title, width: textWidth, fontSize: M.titleSize, separator: " ") {
      addLine(line, size: M.titleSize, role: .title, x: M.padding, color: "#000000")
      y += M.titleSize + M.lineGap
    }
    y += M.titleGap - M.lineGap
    for line in Self.wrap(subtitle, width: textWidth, fontSize: M.captionSize, separator: " · ") {
      addLine(line, size: M.captionSize, role: .subtitle, x: M.padding, color: "#555555")
      y += M.captionSize + M.lineGap
    }
    y += M.gridGap - M.lineGap
    var placed: [PlacedPanel] = []
    var rowTop = y
    var rowBottom = y
    for (index, panel) in panels.enumerated() {
      let column = index % columnCount
      if column == 0 && index > 0 { rowTop = rowBottom + M.rowGap }
      let x = M.padding + columnWidths[..<column].reduce(0, +) + M.columnGap * Double(column)
      let (world, scale, size) = fits[index]
      let area = Rect(origin: Point(x: x, y: rowTop), size: size)
      let toCanvas = AffineTransform(translationX: -world.minX, y: -world.minY)
        .concatenating(AffineTransform(scaleX: scale, y: scale))
        .concatenating(
          AffineTransform(translationX: x + M.panelMargin, y: rowTop + M.panelMargin))
      placed.append(
        Self.place(panel, index: index, area: area, worldToCanvas: toCanvas, texts: &texts))
      y = area.maxY + M.captionGap
      for line in panel.caption {
        addLine(line, size: M.captionSize, role: .caption, x: x, color: "#000000")
        texts[texts.count - 1].panel = index
        y += M.captionSize + M.lineGap
      }
      rowBottom = max(rowBottom, panel.caption.isEmpty ? area.maxY : y - M.lineGap)
    }
    let contentRight = texts.map(\.box.maxX).reduce(M.padding + gridWidth, max)
    let contentBottom = panels.isEmpty ? y - M.gridGap : rowBottom
    return PictureLayout(
      size: Size(width: contentRight + M.padding, height: contentBottom + M.padding),
      padding: M.padding, texts: texts, panels: placed)
  }

  /// Places one panel's outlines, dots and labels in SVG pixels, appending its labels to `texts`.
  static func place(
    _ panel: Panel, index: Int, area: Rect, worldToCanvas: AffineTransform,
    texts: inout [PlacedText]
  ) -> PlacedPanel {
    typealias M = LayoutMetrics
    var result = PlacedPanel(area: area, worldToCanvas: worldToCanvas, outlines: [], dots: [])
    func canvas(_ p: Point) -> Point { p.applying(worldToCanvas) }
    for (shapeIndex, shape) in panel.shapes.enumerated() {
      let points: [Point]
      let closed: Bool
      switch shape {
      case .rect(let r, _, _, _):
        let s = r.standardized
        points = [
          Point(x: s.minX, y: s.minY), Point(x: s.maxX, y: s.minY), Point(x: s.maxX, y: s.maxY),
          Point(x: s.minX, y: s.maxY),
        ].map(canvas)
        closed = true
      case .polygon(let p, _, _):
        points = p.map(canvas)
        closed = true
      case .polyline(let p, _, _):
        points = p.map(canvas)
        closed = false
      case .dot(let p, _):
        result.dots.append(PlacedDot(center: canvas(p), radius: M.dotRadius, shape: shapeIndex))
        continue
      case .label, .photo, .dimOutside: continue
      }
      // An outline that lies on an earlier one (a settle target equal to the crop box) is drawn
      // just outside it, one offset step per outline already there, so both stay visible.
      let under = result.outlines.filter { Geometry2D.coincide($0.shapePoints, points) }.count
      let offset = closed ? M.coincidentOffset * Double(under) : 0
      result.outlines.append(
        PlacedOutline(
          points: offset == 0 ? points : Geometry2D.offset(points, by: offset),
          shapePoints: points, closed: closed, offset: offset, shape: shapeIndex))
    }
    var labelBoxes: [Rect] = []
    for (shapeIndex, shape) in panel.shapes.enumerated() {
      guard case .label(let text, let anchor, let color) = shape else { continue }
      let size = Size(
        width: SVGWriter.textWidth(text, fontSize: M.labelSize) + 2 * M.labelPadding,
        height: M.labelSize + 2 * M.labelPadding)
      let box = Self.labelBox(
        size: size, naming: canvas(anchor), in: area, avoiding: result, labels: labelBoxes)
      labelBoxes.append(box)
      let point = canvas(anchor)
      let near = Geometry2D.nearest(in: box, to: point)
      let far = (near.x - point.x) * (near.x - point.x) + (near.y - point.y) * (near.y - point.y)
      texts.append(
        PlacedText(
          text: text, role: .label, fontSize: M.labelSize,
          baseline: Point(
            x: box.minX + M.labelPadding, y: box.minY + M.labelPadding + M.labelSize * M.ascent),
          box: box, color: color, panel: index, shape: shapeIndex,
          leader: far > M.leaderDistance * M.leaderDistance ? point : nil))
    }
    return result
  }

  /// The first free box of `size` next to `anchor`: tried at growing distances, in eight
  /// directions (right above first), inside `area` and clear of every outline, dot and label
  /// already placed. When none is free, the nearest right-above box (a test then fails).
  static func labelBox(
    size: Size, naming anchor: Point, in area: Rect, avoiding panel: PlacedPanel, labels: [Rect]
  ) -> Rect {
    let inner = area.insetBy(dx: 1, dy: 1)
    let directions: [(Double, Double)] = [
      (1, -1), (1, 1), (-1, -1), (-1, 1), (1, 0), (-1, 0), (0, -1), (0, 1),
    ]
    func box(_ direction: (Double, Double), _ distance: Double) -> Rect {
      let x: Double
      switch direction.0 {
      case 1: x = anchor.x + distance
      case -1: x = anchor.x - distance - size.width
      default: x = anchor.x - size.width / 2
      }
      let y: Double
      switch direction.1 {
      case 1: y = anchor.y + distance
      case -1: y = anchor.y - distance - size.height
      default: y = anchor.y - size.height / 2
      }
      return Rect(origin: Point(x: x, y: y), size: size)
    }
    for distance in LayoutMetrics.labelDistances {
      for direction in directions {
        let candidate = box(direction, distance)
        // Compared edge by edge: `Rect.contains(_:)` is `union == self`, which rounding in the
        // union's width can make false for a rect well inside.
        guard
          inner.minX <= candidate.minX && candidate.maxX <= inner.maxX
            && inner.minY <= candidate.minY && candidate.maxY <= inner.maxY
        else { continue }
        if panel.outlines.contains(where: { Geometry2D.crosses($0.segments, candidate) }) {
          continue
        }
        if panel.dots.contains(where: { $0.box.intersects(candidate) }) { continue }
        if labels.contains(where: { $0.intersects(candidate) }) { continue }
        return candidate
      }
    }
    return box((1, -1), LayoutMetrics.labelDistances[0])
  }

  /// Returns the SVG document for the panels, drawn as ``layout(_:)`` places them.
  public func render(_ panels: [Panel]) -> String {
    let layout = layout(panels)
    let f: (Double) -> String = { DemoFormat.number($0) }
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(layout.size.width))" \
      height="\(f(layout.size.height))" viewBox="0 0 \(f(layout.size.width)) \
      \(f(layout.size.height))" font-family="Helvetica, Arial, sans-serif">
      <title>\(Self.escape(title))</title>

      """
    var images: [TestImage] = []
    for panel in panels {
      for case .photo(let image, _, _) in panel.shapes where !images.contains(image) {
        images.append(image)
      }
    }
    if !images.isEmpty {
      svg += "<defs>\n"
      for image in images { svg += image.definitions(id: Self.imageID(image)) }
      svg += "</defs>\n"
    }
    svg += "<rect x=\"0\" y=\"0\" width=\"\(f(layout.size.width))\" "
    svg += "height=\"\(f(layout.size.height))\" fill=\"white\"/>\n"
    for text in layout.texts where text.panel == nil { svg += Self.text(text) }
    for (index, panel) in panels.enumerated() {
      svg += Self.render(panel, index: index, layout: layout)
    }
    svg += "</svg>\n"
    return svg
  }

  static func imageID(_ image: TestImage) -> String {
    "photo-\(DemoFormat.number(image.pixelSize.width))x\(DemoFormat.number(image.pixelSize.height))"
  }

  static func text(_ text: PlacedText) -> String {
    let f: (Double) -> String = { DemoFormat.number($0) }
    var svg = "<text x=\"\(f(text.baseline.x))\" y=\"\(f(text.baseline.y))\" "
    svg += "font-size=\"\(f(text.fontSize))\""
    if text.role == .title { svg += " font-weight=\"bold\"" }
    if text.color != "#000000" { svg += " fill=\"\(text.color)\"" }
    return svg + ">\(escape(text.text))</text>\n"
  }

  static func points(_ points: [Point]) -> String {
    points.map { "\(DemoFormat.number($0.x)),\(DemoFormat.number($0.y))" }
      .joined(separator: " ")
  }

  static func render(_ panel: Panel, index: Int, layout: PictureLayout) -> String {
    let f: (Double) -> String = { DemoFormat.number($0) }
    let placed = layout.panels[index]
    let area = placed.area
    var svg = "<g>\n"
    svg += "<rect x=\"\(f(area.minX))\" y=\"\(f(area.minY))\" width=\"\(f(area.width))\" "
    svg += "height=\"\(f(area.height))\" fill=\"#fafafa\" stroke=\"#dddddd\"/>\n"
    func style(stroke: String, fill: String?, dashed: Bool) -> String {
      var s = "stroke=\"\(stroke)\" stroke-width=\"1.5\" fill=\"\(fill ?? "none")\""
      if fill != nil { s += " fill-opacity=\"0.25\"" }
      if dashed { s += " stroke-dasharray=\"5 3\"" }
      return s
    }
    var clips = 0
    for (shapeIndex, shape) in panel.shapes.enumerated() {
      let outline = placed.outlines.first { $0.shape == shapeIndex }
      switch shape {
      case .rect(_, let stroke, let fill, let dashed):
        guard let outline else { continue }
        let box = Geometry2D.bounds(outline.points)
        svg += "<rect x=\"\(f(box.minX))\" y=\"\(f(box.minY))\" width=\"\(f(box.width))\" "
        svg +=
          "height=\"\(f(box.height))\" \(style(stroke: stroke, fill: fill, dashed: dashed))/>\n"
      case .polygon(_, let stroke, let fill):
        guard let outline else { continue }
        svg += "<polygon points=\"\(points(outline.points))\" "
        svg += "\(style(stroke: stroke, fill: fill, dashed: false))/>\n"
      case .polyline(_, let stroke, let dashed):
        guard let outline else { continue }
        svg += "<polyline points=\"\(points(outline.points))\" "
        svg += "\(style(stroke: stroke, fill: nil, dashed: dashed))/>\n"
      case .dot(let p, let color):
        let c = p.applying(placed.worldToCanvas)
        svg += "<circle cx=\"\(f(c.x))\" cy=\"\(f(c.y))\" r=\"\(f(LayoutMetrics.dotRadius))\" "
        svg += "fill=\"\(color)\"/>\n"
      case .label: continue
      case .photo(let image, let transform, let clip):
        let t = transform.concatenating(placed.worldToCanvas)
        let g = { DemoFormat.number($0, decimals: 6) }
        let use =
          "<use href=\"#\(imageID(image))\" transform=\"matrix(\(g(t.a)) \(g(t.b)) \(g(t.c)) "
          + "\(g(t.d)) \(g(t.tx)) \(g(t.ty)))\"/>\n"
        if let clip {
          let id = "clip-\(index)-\(clips)"
          clips += 1
          svg += "<clipPath id=\"\(id)\"><polygon points=\""
          svg += points(clip.map { $0.applying(placed.worldToCanvas) }) + "\"/></clipPath>\n"
          svg += "<g clip-path=\"url(#\(id))\">\n" + use + "</g>\n"
        } else {
          svg += use
        }
      case .dimOutside(let polygon):
        let inside = polygon.map { $0.applying(placed.worldToCanvas) }
        svg += "<path d=\"M\(f(area.minX)) \(f(area.minY))H\(f(area.maxX))V\(f(area.maxY))"
        svg += "H\(f(area.minX))Z"
        if let first = inside.first {
          svg += "M\(f(first.x)) \(f(first.y))"
          for p in inside.dropFirst() { svg += "L\(f(p.x)) \(f(p.y))" }
          svg += "Z"
        }
        svg += "\" fill=\"#000000\" fill-opacity=\"0.45\" fill-rule=\"evenodd\"/>\n"
      }
    }
    for text in layout.texts where text.panel == index && text.role == .label {
      let b = text.box
      if let point = text.leader {
        let end = Geometry2D.nearest(in: b, to: point)
        svg += "<line x1=\"\(f(point.x))\" y1=\"\(f(point.y))\" x2=\"\(f(end.x))\" "
        svg += "y2=\"\(f(end.y))\" stroke=\"\(text.color)\" stroke-width=\"0.75\"/>\n"
      }
      svg += "<rect x=\"\(f(b.minX))\" y=\"\(f(b.minY))\" width=\"\(f(b.width))\" "
      svg += "height=\"\(f(b.height))\" rx=\"2\" fill=\"#ffffff\" fill-opacity=\"0.85\"/>\n"
      svg += Self.text(text)
    }
    for text in layout.texts where text.panel == index && text.role == .caption {
      svg += Self.text(text)
    }
    svg += "</g>\n"
    return svg
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate var trimmingTrailingSpace: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
