import AffineKit

/// The keystone scenario: a 1200 × 900 photo behind a 300 × 300 crop box, its top brought 15°
/// nearer and its right side 10° nearer, panned past an edge and released, and the crop it gives:
/// a quadrilateral of the photo's pixels.
enum PerspectivePictures {
  /// The crop box, in the view's coordinates.
  static let box = Rect(x: 0, y: 0, width: 300, height: 300)
  /// The photo's size in pixels.
  static let pixels = Size(width: 1200, height: 900)

  /// One step: what happened and the engine after it.
  typealias Step = EngineStep

  /// Degrees in radians.
  static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }

  /// The steps: the start, a vertical perspective, a horizontal one, a pan past the left edge and
  /// its release.
  static func steps() -> [Step] {
    // A valid configuration: the initializer cannot throw here.
    guard var e = try? CropEngine(image: .upright(pixels), cropBox: box) else { return [] }
    var steps = [Step(label: "start: the photo fills the box at zoom 1", engine: e)]
    e.apply(.perspective(horizontal: 0, vertical: radians(-15)), at: 0)
    steps.append(Step(label: "vertical −15°: the top nearer, zoomed just enough", engine: e))
    e.apply(.perspective(horizontal: radians(10), vertical: radians(-15)), at: 1)
    steps.append(Step(label: "horizontal 10°: the right side nearer too", engine: e))
    e.apply(.pan(.began, translation: Point(x: 120, y: 0)), at: 2)
    steps.append(Step(label: "pan (120, 0): an empty corner shows", engine: e))
    e.apply(.pan(.ended, translation: .zero), at: 3)
    steps.append(Step(label: "release: settles covering the box", engine: e))
    return steps
  }

  /// Whether all four corners of the crop region lie inside the photo (to 1e-9 of its size).
  static func covered(_ e: CropEngine) -> Bool { EngineShapes.regionOnPhoto(e) }

  /// The session as text: each step's zoom, perspective and whether the box is covered, then the
  /// crop quadrilateral and the output.
  static func table() -> String {
    let steps = steps()
    var rows: [[String]] = [["step", "event", "zoom", "perspective (h, v)", "box covered"]]
    for (i, step) in steps.enumerated() {
      let p = step.engine.perspective
      rows.append([
        "\(i)", step.label, DemoFormat.number(step.engine.zoom),
        DemoFormat.number(p.horizontal * 180 / .pi) + "°, "
          + DemoFormat.number(p.vertical * 180 / .pi) + "°",
        covered(step.engine) ? "yes" : "no",
      ])
    }
    var text = TextTable.render(rows)
    guard let final = steps.last?.engine else { return text }
    let r = final.cropRegion
    text += "\ncrop quadrilateral in the 1200 × 900 photo's pixels (output's top-left, top-right, "
    text += "bottom-right, bottom-left):\n"
    text +=
      [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].map(DemoFormat.point)
      .joined(separator: ", ") + "\n"
    text += "output at one pixel per photo pixel: \(DemoFormat.size(r.size))\n"
    return text
  }

  /// A point of the photo, in its pixels, where the engine draws it in the view.
  static func drawn(_ e: CropEngine, _ pixel: Point) -> Point {
    let f = e.fittedSize
    let q = Point(
      x: (pixel.x / pixels.width - 0.5) * f.width, y: (pixel.y / pixels.height - 0.5) * f.height)
    let p = q.projected(by: e.projectiveTransform) ?? q
    return Point(x: e.center.x + p.x, y: e.center.y + p.y)
  }

  /// The photo as the engine draws it: its outline and a grid of its pixels' lines, each line
  /// straight under the perspective, so the grid shows the keystone.
  static func photo(_ e: CropEngine) -> [Shape] {
    let corners = [
      Point(x: 0, y: 0), Point(x: pixels.width, y: 0), Point(x: pixels.width, y: pixels.height),
      Point(x: 0, y: pixels.height),
    ]
    var shapes: [Shape] = [
      .polygon(corners.map { drawn(e, $0) }, stroke: DemoColor.content, fill: "#dbe8f8")
    ]
    for i in 1..<8 {
      let x = pixels.width * Double(i) / 8
      shapes.append(
        .polyline(
          [drawn(e, Point(x: x, y: 0)), drawn(e, Point(x: x, y: pixels.height))],
          stroke: DemoColor.content, dashed: false))
    }
    for j in 1..<6 {
      let y = pixels.height * Double(j) / 6
      shapes.append(
        .polyline(
          [drawn(e, Point(x: 0, y: y)), drawn(e, Point(x: pixels.width, y: y))],
          stroke: DemoColor.content, dashed: false))
    }
    shapes.append(.dimOutside(EngineShapes.corners(box)))
    return shapes
  }

  /// The panels: each step in the view (the photo's grid as drawn, the crop box, the outside
  /// dimmed), and the crop quadrilateral drawn on the flat photo in its pixels.
  static func panels() -> [Panel] {
    let steps = steps()
    var panels: [Panel] = []
    for (i, step) in steps.enumerated() {
      var shapes = photo(step.engine)
      shapes.append(.rect(box, stroke: DemoColor.box, fill: nil, dashed: false))
      panels.append(
        Panel(
          shapes: shapes,
          caption: [
            "\(i). \(step.label)",
            "zoom \(DemoFormat.number(step.engine.zoom)), "
              + "box covered: \(covered(step.engine) ? "yes" : "no")",
          ]))
    }
    // The crop quadrilateral in the photo's pixels, scaled by ¼ to the scale of the view panels.
    guard let final = steps.last?.engine else { return panels }
    let r = final.cropRegion
    let quarter = AffineTransform(scaleX: 0.25, y: 0.25)
    panels.append(
      Panel(
        shapes: EngineShapes.regionOnPhoto(r, pixels: pixels, scaled: quarter),
        caption: [
          "\(steps.count). the crop in the photo's pixels (drawn at ¼ size): a quadrilateral",
          "CIPerspectiveCorrection's four corners; output \(DemoFormat.size(r.size)) px",
        ]))
    return panels
  }
}
