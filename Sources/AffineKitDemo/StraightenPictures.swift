import AffineKit

/// The straighten-and-crop scenario: a 1200 × 900 photo behind a 300 × 300 crop box, straightened
/// by 10°, panned past an edge and released, and the crop region it gives in the photo's pixels.
enum StraightenPictures {
  /// The crop box, in the view's coordinates.
  static let box = Rect(x: 0, y: 0, width: 300, height: 300)
  /// The photo's size in pixels.
  static let pixels = Size(width: 1200, height: 900)
  /// The straighten angle: 10°, in radians (a positive angle turns +x toward +y).
  static let angle = 10 * Double.pi / 180

  /// One step: what happened and the engine after it.
  struct Step {
    var label: String
    var engine: CropEngine
  }

  /// The steps: the start, the straighten, a pan past the left edge, and its release.
  static func steps() -> [Step] {
    // A valid configuration: the initializer cannot throw here.
    guard var e = try? CropEngine(imagePixelSize: pixels, cropBox: box) else { return [] }
    var steps = [Step(label: "start: the photo fills the box at zoom 1", engine: e)]
    e.apply(.straighten(angle: angle))
    steps.append(Step(label: "straighten to 10°: zoomed just enough", engine: e))
    e.apply(.pan(.began, translation: Point(x: 120, y: 0)))
    steps.append(Step(label: "pan (120, 0): an empty corner shows", engine: e))
    e.apply(.pan(.ended, translation: .zero))
    steps.append(Step(label: "release: settles covering the box", engine: e))
    return steps
  }

  /// The photo's four corners in the view's coordinates, as drawn.
  static func corners(_ e: CropEngine) -> [Point] {
    let g = e.geometry
    let b = g.bounds
    return [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
      Point(x: b.minX, y: b.maxY),
    ].map { g.convertToSuperview($0) }
  }

  /// Whether all four corners of the crop region lie inside the photo (to 1e-9 of its size).
  static func covered(_ e: CropEngine) -> Bool {
    let r = e.cropRegion
    let slack = 1e-9 * Swift.max(pixels.width, pixels.height)
    return [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].allSatisfy {
      $0.x >= -slack && $0.x <= pixels.width + slack && $0.y >= -slack
        && $0.y <= pixels.height + slack
    }
  }

  /// The session as text: each step's zoom, angle and whether the box is covered, then the crop.
  static func table() -> String {
    let steps = steps()
    var rows: [[String]] = [["step", "event", "zoom", "angle", "box covered"]]
    for (i, step) in steps.enumerated() {
      rows.append([
        "\(i)", step.label, DemoFormat.number(step.engine.zoom),
        DemoFormat.number(step.engine.angle * 180 / .pi) + "°", covered(step.engine) ? "yes" : "no",
      ])
    }
    var text = TextTable.render(rows)
    guard let final = steps.last?.engine else { return text }
    let r = final.cropRegion
    text += "\ncrop region in the 1200 × 900 photo's pixels (output's top-left, top-right, "
    text += "bottom-right, bottom-left):\n"
    text +=
      [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].map(DemoFormat.point)
      .joined(separator: ", ") + "\n"
    text += "bounding rect \(DemoFormat.rect(r.boundingRect))\n"
    return text
  }

  /// The panels: each step in the view (the turned photo, the crop box), then the crop region
  /// drawn in the photo's pixels.
  static func panels() -> [Panel] {
    let steps = steps()
    var panels: [Panel] = []
    for (i, step) in steps.enumerated() {
      let shapes: [Shape] = [
        .polygon(corners(step.engine), stroke: DemoColor.content, fill: DemoColor.content),
        .rect(box, stroke: DemoColor.box, fill: nil, dashed: false),
      ]
      panels.append(
        Panel(
          shapes: shapes,
          caption: [
            "\(i). \(step.label)",
            "zoom \(DemoFormat.number(step.engine.zoom)), "
              + "box covered: \(covered(step.engine) ? "yes" : "no")",
          ]))
    }
    // The crop region in the photo's pixels, scaled by ¼ to the scale of the view panels.
    guard let final = steps.last?.engine else { return panels }
    let r = final.cropRegion
    let k = 0.25
    func scaled(_ p: Point) -> Point { Point(x: p.x * k, y: p.y * k) }
    panels.append(
      Panel(
        shapes: [
          .rect(
            Rect(x: 0, y: 0, width: pixels.width * k, height: pixels.height * k),
            stroke: DemoColor.content, fill: DemoColor.content, dashed: false),
          .polygon(
            [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft].map(scaled),
            stroke: DemoColor.crop,
            fill: nil),
          .dot(scaled(r.topLeft), color: DemoColor.crop),
          .label(
            "dot: the output's top-left corner", at: Point(x: 0, y: pixels.height * k + 40),
            color: DemoColor.crop),
        ],
        caption: [
          "the crop in the photo's pixels (drawn at ¼)",
          "bounding rect \(DemoFormat.rect(r.boundingRect))",
        ]))
    return panels
  }
}
