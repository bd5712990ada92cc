import AffineKit

/// The crop-box scenario: a photo editor's crop screen, whose user resizes the box with its
/// handles. A 1200 × 900 photo in a 320 × 400 view, its crop area the view less 20 points on
/// each side; the photo zoomed to 2; a corner dragged in with the photo held still; the recentre
/// 0.8 s after the release, which scales the box and the photo together; then an edge pulled past
/// the crop area, which zooms the photo out about the opposite edge until the photo's edge meets
/// the box. Only the public API: the engine's events, ``CropEngine/geometry(at:)`` and
/// ``CropEngine/cropBox(at:)``.
enum BoxEditPictures {
  /// The photo's size in pixels.
  static let pixels = Size(width: 1200, height: 900)
  /// The screen's view, in its own coordinates: the photo is drawn only inside it.
  static let view = Rect(x: 0, y: 0, width: 320, height: 400)
  /// The crop area: the view less 20 points of padding on each side.
  static let area = Rect(x: 20, y: 20, width: 280, height: 360)

  /// One picture: what happened, and what the screen draws then.
  struct Step {
    /// What happened, in words.
    var label: String
    /// The crop box drawn, in the view's coordinates.
    var box: Rect
    /// The image view's geometry drawn.
    var geometry: ViewGeometry
    /// The point the photo zooms about while an edge pulls back, when it does.
    var anchor: Point?
  }

  /// The steps, each drawn at a time when the engine holds still or at a chosen moment of its
  /// animation.
  static func steps() -> [Step] {
    // A valid crop area and configuration: the initializer cannot throw here.
    guard var e = try? CropEngine(image: .upright(pixels), cropArea: area) else { return [] }
    var steps: [Step] = []
    func keep(_ label: String, at time: Double, anchor: Point? = nil) {
      steps.append(
        Step(
          label: label, box: e.cropBox(at: time), geometry: e.geometry(at: time), anchor: anchor))
    }
    let centre = Point(x: e.cropBox.midX, y: e.cropBox.midY)
    e.apply(.pinch(.began, scale: 2, centroid: centre), at: 0)
    e.apply(.pinch(.ended, scale: 1, centroid: centre), at: 0.1)
    keep("start: the photo at zoom 2", at: 1)
    e.apply(.handleDrag(.bottomRight, .began, translation: Point(x: -100, y: -60)), at: 1)
    keep("the bottom-right corner in by (100, 60)", at: 1)
    e.apply(.handleDrag(.bottomRight, .ended, translation: .zero), at: 2)
    // The recentre: held for the delay after the release, then 0.3 s; drawn half way through.
    if let recentre = e.runningAnimation, case .box(let box) = recentre.kind {
      let halfway = recentre.startTime + box.delay + box.duration / 2
      keep("0.8 s after the release: half way", at: halfway)
    }
    keep("recentred: a larger box", at: 10)
    let box = e.cropBox
    let anchor = Point(x: box.minX, y: box.midY)
    e.apply(.handleDrag(.right, .began, translation: Point(x: 60, y: 0)), at: 10)
    keep("the right edge 60 past the crop area", at: 10, anchor: anchor)
    e.apply(.handleDrag(.right, .changed, translation: Point(x: 600, y: 0)), at: 10.5)
    keep("600 further: as far as it goes", at: 10.5, anchor: anchor)
    return steps
  }

  /// The crop a step shows, in the photo's pixels: the box's corners mapped back through the
  /// drawn geometry (so it is read from what is on screen, at any moment of an animation).
  static func crop(_ step: Step) -> Rect {
    let toView = EngineShapes.imageToView(pixels, step.geometry)
    guard let toImage = toView.inverse else { return .null }
    return step.box.applying(toImage)
  }

  /// The photo's size on screen in a step, in points: the image view's bounds times its scale
  /// (the photo is not turned here). The engine's zoom is relative to the fit to the box, which
  /// changes with the box; this is what the eye sees.
  static func onScreen(_ step: Step) -> Size {
    let b = step.geometry.bounds.size
    let s = step.geometry.transform.a
    return Size(width: b.width * s, height: b.height * s)
  }

  /// A size as `w × h`.
  static func size(_ s: Size) -> String {
    "\(DemoFormat.number(s.width)) × \(DemoFormat.number(s.height))"
  }

  /// The steps as text: each step's crop box, the photo's size on screen and the crop in pixels.
  static func table() -> String {
    var rows: [[String]] = [
      ["step", "what happens", "crop box", "photo on screen", "crop in pixels"]
    ]
    for (i, step) in steps().enumerated() {
      rows.append([
        "\(i)", step.label, DemoFormat.rect(step.box), size(onScreen(step)),
        DemoFormat.rect(crop(step)),
      ])
    }
    var text = TextTable.render(rows)
    text += "\nThe crop area is \(DemoFormat.rect(area)) in a \(DemoFormat.number(view.width)) × "
    text += "\(DemoFormat.number(view.height)) view; the photo is "
    text += "\(DemoFormat.number(pixels.width)) × \(DemoFormat.number(pixels.height)) pixels.\n"
    return text
  }

  /// The second caption line of each step: what the engine did, in numbers.
  static func detail(_ i: Int, _ steps: [Step]) -> String {
    let s = steps[i]
    switch i {
    case 1: return "the photo holds still"
    case 2: return "box and photo scale together"
    case 3: return "the same pixels"
    case 4, 5:
      let k = onScreen(s).width / onScreen(steps[3]).width
      return "photo zoomed by \(DemoFormat.number(k)) about the anchor"
    default: return "photo \(size(onScreen(s))) pt"
    }
  }

  /// The panels: the view with the photo as the engine draws it, the outside of the box dimmed,
  /// the crop area and the box; the anchor of a pull back; the crop in pixels under each.
  static func panels() -> [Panel] {
    let steps = steps()
    return steps.indices.map { i in
      let step = steps[i]
      var shapes: [Shape] = [
        .photo(
          TestImage(pixelSize: pixels), transform: EngineShapes.imageToView(pixels, step.geometry),
          clip: EngineShapes.corners(view)),
        .dimOutside(EngineShapes.corners(step.box)),
        .rect(view, stroke: DemoColor.box, fill: nil, dashed: false),
        .rect(area, stroke: DemoColor.frame, fill: nil, dashed: true),
        .rect(step.box, stroke: DemoColor.crop, fill: nil, dashed: false),
      ]
      if let anchor = step.anchor {
        shapes.append(.dot(anchor, color: DemoColor.layer))
        shapes.append(.label("anchor", at: anchor, color: DemoColor.layer))
      }
      return Panel(
        shapes: shapes,
        caption: [
          "\(i). \(step.label)", detail(i, steps), "crop \(DemoFormat.rect(crop(step))) px",
        ])
    }
  }
}
