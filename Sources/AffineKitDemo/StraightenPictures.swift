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
  typealias Step = EngineStep

  /// The steps: the start, the straighten, a pan past the left edge, and its release.
  static func steps() -> [Step] {
    // A valid configuration: the initializer cannot throw here.
    guard var e = try? CropEngine(image: .upright(pixels), cropBox: box) else { return [] }
    var steps = [Step(label: "start: the photo fills the box at zoom 1", engine: e)]
    e.apply(.straighten(angle: angle), at: 0)
    steps.append(Step(label: "straighten to 10°: zoomed just enough", engine: e))
    e.apply(.pan(.began, translation: Point(x: 120, y: 0)), at: 1)
    steps.append(Step(label: "pan (120, 0): an empty corner shows", engine: e))
    e.apply(.pan(.ended, translation: .zero), at: 2)
    steps.append(Step(label: "release: settles covering the box", engine: e))
    return steps
  }

  /// Whether all four corners of the crop region lie inside the photo (to 1e-9 of its size).
  static func covered(_ e: CropEngine) -> Bool { EngineShapes.regionOnPhoto(e) }

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

  /// The panels: each step in the view (the turned photo, the crop box, the outside dimmed),
  /// the crop region drawn on the photo in its pixels, and the output image it gives.
  static func panels() -> [Panel] {
    let steps = steps()
    var panels: [Panel] = []
    for (i, step) in steps.enumerated() {
      var shapes = EngineShapes.photo(pixels, step.engine.geometry, cropBox: box)
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
    // The crop region in the photo's pixels, scaled by ¼ to the scale of the view panels.
    guard let final = steps.last?.engine else { return panels }
    let r = final.cropRegion
    let k = 0.25
    let quarter = AffineTransform(scaleX: k, y: k)
    panels.append(
      Panel(
        shapes: EngineShapes.regionOnPhoto(r, pixels: pixels, scaled: quarter),
        caption: [
          "4. the crop region in the photo's pixels (drawn at ¼ size)",
          "bounding rect \(DemoFormat.rect(r.boundingRect))",
        ]))
    // The output: the photo drawn through the inverse of the output-to-image transform, so the
    // turned square comes out upright, at ¼ like the rest.
    let output = Size(
      width: distance(r.topLeft, r.topRight).rounded(),
      height: distance(r.topLeft, r.bottomLeft).rounded())
    if let toImage = r.transform(outputSize: output), let toOutput = toImage.inverse {
      panels.append(
        Panel(
          shapes: [
            .photo(
              TestImage(pixelSize: pixels), transform: toOutput.concatenating(quarter),
              clip: EngineShapes.corners(Rect(origin: .zero, size: output)).map {
                $0.applying(quarter)
              }),
            .rect(
              Rect(origin: .zero, size: output).applying(quarter), stroke: DemoColor.crop,
              fill: nil, dashed: false),
          ],
          caption: [
            "5. the output: \(DemoFormat.number(output.width)) × "
              + "\(DemoFormat.number(output.height)) px, upright (drawn at ¼ size)",
            "the photo through the inverse of the output transform",
          ]))
    }
    return panels
  }

  /// The distance between two points.
  static func distance(_ p: Point, _ q: Point) -> Double {
    let dx = q.x - p.x
    let dy = q.y - p.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
