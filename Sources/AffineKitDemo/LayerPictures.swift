import AffineKit

/// Pictures and tables of the layer model, with the numbers UIKit prints in two published posts:
/// "CALayer의 anchorPoint 톺아보기" (a look at CALayer's anchorPoint) and "frame과 bounds를
/// observe할 때 차이는?" (observing frame vs bounds).
enum LayerPictures {
  /// The superlayer: the anchor-point post's red 100 × 100 view.
  static let superlayer = Rect(x: 0, y: 0, width: 100, height: 100)

  static let anchors = [Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 0), Point(x: 1, y: 1)]

  static func anchored(_ anchor: Point) -> LayerGeometry {
    var layer = LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    layer.anchorPoint = anchor
    return layer
  }

  static func anchorTable() -> String {
    var text = "blueLayer.frame = (0, 0, 100, 100), then anchorPoint = …\n\n"
    var rows = [["anchorPoint", "position", "frame"]]
    for anchor in anchors {
      let layer = anchored(anchor)
      rows.append([
        DemoFormat.point(anchor), DemoFormat.point(layer.position), DemoFormat.rect(layer.frame),
      ])
    }
    text += TextTable.render(rows)
    text += "\nThe position stays (50, 50), so the layer moves: the anchor is what sits there.\n"
    return text
  }

  static func anchorPanels() -> [Panel] {
    anchors.map { anchor in
      let layer = anchored(anchor)
      return Panel(
        shapes: [
          .rect(superlayer, stroke: DemoColor.crop, fill: DemoColor.crop, dashed: false),
          .rect(layer.frame, stroke: DemoColor.content, fill: DemoColor.content, dashed: false),
          .dot(layer.position, color: DemoColor.box),
        ],
        caption: [
          "anchorPoint \(DemoFormat.point(anchor))",
          "position \(DemoFormat.point(layer.position))",
          "frame \(DemoFormat.rect(layer.frame))",
        ])
    }
  }

  /// The frame-vs-bounds post's view1, transformed or re-bounded, with its subview view2.
  static func frameCases() -> [(String, ViewGeometry)] {
    let view1 = ViewGeometry(frame: Rect(x: 80, y: 120, width: 100, height: 50))
    var scaled = view1
    scaled.transform = AffineTransform(scaleX: 2, y: 2)
    var rotated = view1
    rotated.transform = AffineTransform(rotationAngle: .pi / 4)
    var offset = view1
    offset.bounds.origin = Point(x: -200, y: 0)
    return [
      ("identity", view1), ("scale 2", scaled), ("rotation 45°", rotated),
      ("bounds origin (-200, 0)", offset),
    ]
  }

  static func frameTable() -> String {
    var text =
      "view1 = UIView(frame: (80, 120, 100, 50)); view2 = (10, 10, 50, 30) inside it\n\n"
    var rows = [["case", "frame", "bounds", "center", "view2 on screen"]]
    for (name, view) in frameCases() {
      let view2 = ViewGeometry(frame: Rect(x: 10, y: 10, width: 50, height: 30))
      rows.append([
        name, DemoFormat.rect(view.frame), DemoFormat.rect(view.bounds),
        DemoFormat.point(view.center),
        DemoFormat.rect(view.convertToSuperview(view2.frame)),
      ])
    }
    text += TextTable.render(rows)
    return text
  }

  static func framePanels() -> [Panel] {
    frameCases().map { name, view in
      let b = view.bounds
      let corners = [
        Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
        Point(x: b.minX, y: b.maxY),
      ].map(view.convertToSuperview)
      let view2 = Rect(x: 10, y: 10, width: 50, height: 30)
      let view2Corners = [
        Point(x: view2.minX, y: view2.minY), Point(x: view2.maxX, y: view2.minY),
        Point(x: view2.maxX, y: view2.maxY), Point(x: view2.minX, y: view2.maxY),
      ].map(view.convertToSuperview)
      // bounds is view1's own coordinate space: drawn here through view1's map to the superview,
      // it is view1 as it appears (turned with a rotation, twice the size under scale 2), and its
      // own (0, 0) (a green dot) is where the subviews' coordinates start, so a bounds origin of
      // (-200, 0) moves view2 200 points right while view1 itself stays.
      let origin = view.convertToSuperview(Point(x: 0, y: 0))
      return Panel(
        shapes: [
          .polygon(corners, stroke: DemoColor.content, fill: DemoColor.content),
          .polygon(view2Corners, stroke: DemoColor.layer, fill: DemoColor.layer),
          .rect(view.frame, stroke: DemoColor.frame, fill: nil, dashed: true),
          .dot(view.center, color: DemoColor.crop),
          .dot(origin, color: DemoColor.target),
          .label(
            "frame", at: Point(x: view.frame.minX, y: view.frame.maxY), color: DemoColor.frame),
          .label("bounds", at: corners[0], color: DemoColor.content),
        ],
        caption: [
          name,
          "frame \(DemoFormat.rect(view.frame))",
          "bounds \(DemoFormat.rect(view.bounds))",
          "center \(DemoFormat.point(view.center))",
        ])
    }
  }
}
