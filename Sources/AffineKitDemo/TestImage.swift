import AffineKit

/// A test pattern the demo draws where a photo would be: a colour gradient under a checkerboard,
/// a circle with a cross at the centre, an arrow pointing up and each corner named in words on its
/// own colour, so a reader can judge by eye where the photo is, how far it is zoomed, whether it is
/// squeezed (the circle), turned or mirrored (the corner names), and which part a crop keeps.
///
/// It is drawn as SVG shapes in the image's pixel coordinates (origin at its top-left, y down),
/// so a picture places it with the same transform the engine gives the image view, and the same
/// size always gives the same text.
public struct TestImage: Hashable, Sendable {
  /// The image's size in pixels.
  public var pixelSize: Size

  /// Creates a test image of the given size in pixels.
  public init(pixelSize: Size) {
    self.pixelSize = pixelSize
  }

  /// The corners' names and colours, in the order top left, top right, bottom right, bottom left.
  static let corners: [(name: String, plate: String, ink: String)] = [
    ("top left", "#c1121f", "#ffffff"), ("top right", "#ffd60a", "#1d1d1d"),
    ("bottom right", "#2a9d3a", "#ffffff"), ("bottom left", "#3a0ca3", "#ffffff"),
  ]

  /// The SVG definitions of the pattern: a gradient, a checkerboard pattern, and a group with the
  /// given `id` holding the whole image in its pixel coordinates, for `<use href="#id">`.
  public func definitions(id: String) -> String {
    let f: (Double) -> String = { DemoFormat.number($0) }
    let w = pixelSize.width
    let h = pixelSize.height
    let side = min(w, h)
    let cell = side / 8
    let line = side / 100
    var svg = """
      <linearGradient id="\(id)-sky" x1="0" y1="0" x2="1" y2="1">\
      <stop offset="0" stop-color="#ffb347"/><stop offset="0.5" stop-color="#e0607e"/>\
      <stop offset="1" stop-color="#3a6fd8"/></linearGradient>
      <pattern id="\(id)-check" width="\(f(2 * cell))" height="\(f(2 * cell))" \
      patternUnits="userSpaceOnUse"><rect width="\(f(cell))" height="\(f(cell))" fill="#ffffff" \
      fill-opacity="0.3"/><rect x="\(f(cell))" y="\(f(cell))" width="\(f(cell))" \
      height="\(f(cell))" fill="#ffffff" fill-opacity="0.3"/></pattern>
      <g id="\(id)">
      <rect width="\(f(w))" height="\(f(h))" fill="url(#\(id)-sky)"/>
      <rect width="\(f(w))" height="\(f(h))" fill="url(#\(id)-check)"/>

      """
    // The circle and the cross at the centre: a circle drawn as an ellipse shows a squeeze.
    let cx = w / 2
    let cy = h / 2
    let r = side * 0.3
    svg += "<circle cx=\"\(f(cx))\" cy=\"\(f(cy))\" r=\"\(f(r))\" fill=\"none\" "
    svg += "stroke=\"#ffffff\" stroke-width=\"\(f(2 * line))\"/>\n"
    svg += "<path d=\"M\(f(cx - r / 4)) \(f(cy))H\(f(cx + r / 4))M\(f(cx)) \(f(cy - r / 4))"
    svg += "V\(f(cy + r / 4))\" stroke=\"#ffffff\" stroke-width=\"\(f(line))\"/>\n"
    // An arrow pointing up, between the circle's top and the image's top edge.
    let arrowTip = cy - r - side * 0.04
    let arrowBase = arrowTip + side * 0.09
    svg += "<polygon points=\"\(f(cx)),\(f(arrowTip)) \(f(cx + side * 0.05)),\(f(arrowBase)) "
    svg += "\(f(cx - side * 0.05)),\(f(arrowBase))\" fill=\"#ffffff\"/>\n"
    // Each corner's name on a plate of its own colour.
    let fontSize = side * 0.055
    let plateHeight = fontSize * 1.5
    let inset = side * 0.03
    for (index, corner) in Self.corners.enumerated() {
      let plateWidth = Double(corner.name.count) * fontSize * 0.62 + fontSize
      let x = index == 0 || index == 3 ? inset : w - inset - plateWidth
      let y = index < 2 ? inset : h - inset - plateHeight
      svg += "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(plateWidth))\" "
      svg += "height=\"\(f(plateHeight))\" rx=\"\(f(fontSize / 4))\" fill=\"\(corner.plate)\"/>\n"
      svg += "<text x=\"\(f(x + fontSize / 2))\" y=\"\(f(y + fontSize * 1.1))\" "
      svg += "font-size=\"\(f(fontSize))\" font-weight=\"bold\" fill=\"\(corner.ink)\">"
      svg += "\(corner.name)</text>\n"
    }
    // A dark border, so the image's edge shows against the panel.
    svg += "<rect x=\"\(f(line / 2))\" y=\"\(f(line / 2))\" width=\"\(f(w - line))\" "
    svg += "height=\"\(f(h - line))\" fill=\"none\" stroke=\"#1d1d1d\" "
    svg += "stroke-width=\"\(f(line))\"/>\n"
    svg += "</g>\n"
    return svg
  }
}
