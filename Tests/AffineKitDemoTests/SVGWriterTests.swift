import AffineKit
import AffineKitDemo
import Foundation
import Testing

@Suite("SVG pictures")
struct SVGTests {
  @Test func `the pinch-in picture matches the stored file byte for byte`() throws {
    let url = repositoryRoot.appendingPathComponent(
      "Tests/AffineKitDemoTests/Expected/pinch-in.svg")
    let stored = try String(contentsOf: url, encoding: .utf8)
    #expect(Scenario.pinchIn.svg() == stored)
  }

  @Test(arguments: Scenario.allCases)
  func
    `the pictures in Docs/images are current (regenerate with swift run affinekit-demo --all --output Docs/images)`(
      scenario: Scenario
    ) throws
  {
    let url = repositoryRoot.appendingPathComponent("Docs/images/\(scenario.rawValue).svg")
    let stored = try String(contentsOf: url, encoding: .utf8)
    #expect(scenario.svg() == stored)
  }

  @Test func `a wide world gives wide, short panels instead of half-empty squares`() {
    // World (0, 0, 400, 100): scale (220 − 2 · 6) / 400 = 0.52, so the drawing area is
    // 400 · 0.52 + 12 = 220 wide and 100 · 0.52 + 12 = 64 tall. It starts at the padding, 16,
    // across, and down: title 16 + 16 + 3, then the title gap (6) and the grid gap (12), less the
    // line gap each: 16 + 19 + 3 + 9 = 47.
    let layout = SVGWriter(title: "t").layout([
      Panel(
        shapes: [
          .rect(Rect(x: 0, y: 0, width: 400, height: 100), stroke: "#000", fill: nil, dashed: false)
        ],
        caption: [])
    ])
    #expect(layout.panels.map(\.area) == [Rect(x: 16, y: 47, width: 220, height: 64)])
  }

  @Test func `a panel with its own world is drawn at its own scale beside the shared one`() {
    // The shared world (0, 0, 400, 100) gives a 220 × 64 area (see above); the plot's own world,
    // 0.3 s by 100 points, is drawn at (220 − 12) / 100 = 2.08 px a unit along its longer side:
    // 0.3 · 2.08 + 12 = 12.624 wide, 220 tall, in the next column at 16 + 220 + 20 = 256.
    let layout = SVGWriter(title: "t").layout([
      Panel(
        shapes: [
          .rect(Rect(x: 0, y: 0, width: 400, height: 100), stroke: "#000", fill: nil, dashed: false)
        ],
        caption: []),
      Panel(
        shapes: [
          .polyline([Point(x: 0, y: 100), Point(x: 0.3, y: 0)], stroke: "#000", dashed: false)
        ],
        caption: [], world: Rect(x: 0, y: 0, width: 0.3, height: 100)),
    ])
    #expect(layout.panels[0].area == Rect(x: 16, y: 47, width: 220, height: 64))
    #expect(layout.panels[1].area.origin == Point(x: 256, y: 47))
    #expect(abs(layout.panels[1].area.width - 12.624) < 1e-12)
    #expect(layout.panels[1].area.height == 220)
  }

  @Test func `a column is as wide as its longest caption line, so captions do not overlap`() {
    // 60 characters at 11 px and 0.58 em each: 382.8, wider than the 220 px drawing area, plus
    // a 20 px gutter, so the second column starts at 16 + 382.8 + 20 = 418.8.
    let long = String(repeating: "m", count: 60)
    let panel = Panel(shapes: [.dot(Point(x: 0, y: 0), color: "#000")], caption: [long])
    let layout = SVGWriter(title: "t", columns: 2).layout([panel, panel])
    let captions = layout.texts.filter { $0.role == .caption }
    #expect(captions.count == 2)
    #expect(captions.first?.box.minX == 16)
    #expect(abs((captions.last?.box.minX ?? 0) - 418.8) < 1e-9)
  }

  @Test func `an outline on an earlier one is drawn 3 px outside it`() {
    // A 100 × 100 world drawn at 208 / 100 = 2.08 px a point, from (16 + 6, 47 + 6): the second
    // square, equal to the first, is drawn as (22 − 3, 53 − 3, 208 + 6, 208 + 6).
    let square = Rect(x: 0, y: 0, width: 100, height: 100)
    let layout = SVGWriter(title: "t").layout([
      Panel(
        shapes: [
          .rect(square, stroke: "#000", fill: nil, dashed: false),
          .rect(square, stroke: "#0a0", fill: nil, dashed: true),
        ],
        caption: [])
    ])
    let outlines = layout.panels[0].outlines
    #expect(outlines.map(\.offset) == [0, 3])
    #expect(
      outlines[1].points == [
        Point(x: 19, y: 50), Point(x: 233, y: 50), Point(x: 233, y: 264), Point(x: 19, y: 264),
      ])
  }

  @Test func `a label is placed next to the point it names, clear of a line through it`() throws {
    // A horizontal line through the point: the label goes above or below it, never across.
    let layout = SVGWriter(title: "t").layout([
      Panel(
        shapes: [
          .polyline([Point(x: 0, y: 50), Point(x: 100, y: 50)], stroke: "#000", dashed: false),
          .polyline([Point(x: 0, y: 0), Point(x: 100, y: 100)], stroke: "#000", dashed: false),
          .label("here", at: Point(x: 50, y: 50), color: "#000"),
        ],
        caption: [])
    ])
    let label = try #require(layout.texts.first { $0.role == .label })
    let anchor = Point(x: 50, y: 50).applying(layout.panels[0].worldToCanvas)
    #expect(label.box.maxY <= anchor.y || label.box.minY >= anchor.y)
    #expect(hypot(label.box.midX - anchor.x, label.box.midY - anchor.y) < 40)
  }

  @Test func `the frames picture draws bounds, frame and center, and view1's own origin`() {
    // Bounds origin (-200, 0): view1's own (0, 0) sits 200 points right of its top-left corner
    // (80, 120), which is why view2 moves right.
    let offset = Scenario.frames.panels()[3]
    #expect(offset.shapes.contains(.dot(Point(x: 280, y: 120), color: "#2a9d3a")))
    #expect(offset.shapes.contains(.dot(Point(x: 130, y: 145), color: "#d62828")))
    #expect(
      offset.shapes.contains(
        .rect(
          Rect(x: 80, y: 120, width: 100, height: 50), stroke: "#7b2cbf", fill: nil, dashed: true)))
    #expect(
      offset.caption == [
        "bounds origin (-200, 0)", "frame (80, 120, 100, 50)", "bounds (-200, 0, 100, 50)",
        "center (130, 145)",
      ])
  }

  @Test func `text in a picture is escaped`() {
    let svg = SVGWriter(title: "a < b & \"c\"").render([])
    #expect(svg.contains("a &lt; b &amp; &quot;c&quot;"))
  }

  @Test func `a picture draws each shape kind`() {
    let svg = SVGWriter(title: "t").render([
      Panel(
        shapes: [
          .photo(
            TestImage(pixelSize: Size(width: 40, height: 30)), transform: .identity,
            clip: [.init(x: 0, y: 0), .init(x: 10, y: 0), .init(x: 0, y: 10)]),
          .dimOutside([.init(x: 0, y: 0), .init(x: 10, y: 0), .init(x: 10, y: 10)]),
          .rect(.init(x: 0, y: 0, width: 10, height: 10), stroke: "#000", fill: nil, dashed: true),
          .polygon(
            [.init(x: 0, y: 0), .init(x: 10, y: 0), .init(x: 0, y: 10)], stroke: "#111",
            fill: "#222"),
          .polyline([.init(x: 0, y: 5), .init(x: 10, y: 8)], stroke: "#555", dashed: false),
          .dot(.init(x: 5, y: 5), color: "#333"),
          .label("hi", at: .init(x: 1, y: 1), color: "#444"),
        ], caption: ["caption"])
    ])
    #expect(svg.contains("<title>t</title>"))
    #expect(svg.contains("<g id=\"photo-40x30\">"))
    #expect(svg.contains("<use href=\"#photo-40x30\" transform=\"matrix("))
    #expect(svg.contains("<clipPath id=\"clip-0-0\"><polygon points="))
    #expect(svg.contains("fill-rule=\"evenodd\""))
    #expect(svg.contains("stroke-dasharray=\"5 3\""))
    #expect(svg.contains("<polygon points="))
    #expect(svg.contains("<polyline points="))
    #expect(svg.contains("<circle "))
    #expect(svg.contains(">hi</text>"))
    #expect(svg.contains(">caption</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}

/// Whether two boxes share some area (touching edges do not count).
func overlap(_ a: Rect, _ b: Rect) -> Bool {
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}

/// Whether the segment passes through the box, found by walking it in steps of at most a
/// quarter pixel (independent of the layout's own clipping test).
func segment(_ p: Point, _ q: Point, touches box: Rect) -> Bool {
  let length = hypot(q.x - p.x, q.y - p.y)
  let steps = max(1, Int((length * 4).rounded(.up)))
  return (0...steps).contains { i in
    let t = Double(i) / Double(steps)
    let x = p.x + (q.x - p.x) * t
    let y = p.y + (q.y - p.y) * t
    return box.minX <= x && x <= box.maxX && box.minY <= y && y <= box.maxY
  }
}

/// The outline's drawn segments, closing it when it is closed.
func segments(_ outline: PlacedOutline) -> [(Point, Point)] {
  let p = outline.points
  var result = (0..<(p.count - 1)).map { (p[$0], p[$0 + 1]) }
  if outline.closed, let first = p.first, let last = p.last { result.append((last, first)) }
  return result
}

@Suite("Scenario pictures")
struct ScenarioPictureTests {
  @Test(arguments: Scenario.allCases)
  func `no two pieces of text overlap, and captions and the title stay off the drawings`(
    scenario: Scenario
  ) {
    let layout = scenario.layout()
    let texts = layout.texts
    for (i, a) in texts.enumerated() {
      for b in texts[(i + 1)...] {
        #expect(!overlap(a.box, b.box), "'\(a.text)' overlaps '\(b.text)'")
      }
      if a.role != .label {
        #expect(
          !layout.panels.contains { overlap($0.area, a.box) }, "'\(a.text)' covers a drawing")
      }
    }
  }

  @Test(arguments: Scenario.allCases)
  func `every label sits inside its drawing, clear of every line and dot`(scenario: Scenario) throws
  {
    let layout = scenario.layout()
    for label in layout.texts where label.role == .label {
      let panel = layout.panels[try #require(label.panel)]
      let a = panel.area
      let b = label.box
      #expect(
        a.minX <= b.minX && b.maxX <= a.maxX && a.minY <= b.minY && b.maxY <= a.maxY,
        "'\(label.text)' leaves its drawing")
      for outline in panel.outlines {
        #expect(
          !segments(outline).contains { segment($0.0, $0.1, touches: label.box) },
          "'\(label.text)' crosses a line")
      }
      for dot in panel.dots {
        // The distance from the dot's centre to the nearest point of the box.
        let dx = max(label.box.minX - dot.center.x, 0, dot.center.x - label.box.maxX)
        let dy = max(label.box.minY - dot.center.y, 0, dot.center.y - label.box.maxY)
        #expect(hypot(dx, dy) > dot.radius, "'\(label.text)' covers a dot")
      }
    }
  }

  @Test(arguments: Scenario.allCases)
  func `the canvas ends the padding after its content on every side`(scenario: Scenario) {
    let layout = scenario.layout()
    var content = layout.texts.map(\.box) + layout.panels.map(\.area)
    let first = content.removeFirst()
    let bounds = content.reduce(first) { $0.union($1) }
    let p = layout.padding
    #expect(abs(bounds.minX - p) < 1e-9)
    #expect(abs(bounds.minY - p) < 1e-9)
    #expect(abs(bounds.maxX - (layout.size.width - p)) < 1e-9)
    #expect(abs(bounds.maxY - (layout.size.height - p)) < 1e-9)
  }

  @Test(arguments: Scenario.allCases)
  func `no outline lies on another, so a settle target equal to the crop box stays visible`(
    scenario: Scenario
  ) {
    for panel in scenario.layout().panels {
      for (i, a) in panel.outlines.enumerated() {
        for b in panel.outlines[(i + 1)...] where a.points.count == b.points.count {
          let apart = zip(a.points, b.points).contains {
            abs($0.x - $1.x) >= 1 || abs($0.y - $1.y) >= 1
          }
          #expect(apart)
        }
      }
    }
  }

  @Test func `the pinch-in release draws its settle target, the crop box, just outside the box`() {
    // Step 3 (panel 3): the target (0, 0, 300, 300) is the box; drawn 3 px outside it.
    let panel = Scenario.pinchIn.layout().panels[3]
    let box = panel.outlines[0]
    let target = panel.outlines[1]
    #expect(target.shapePoints == box.points)
    #expect(target.offset == 3)
    let b = box.points
    #expect(
      target.points == [
        Point(x: b[0].x - 3, y: b[0].y - 3), Point(x: b[1].x + 3, y: b[1].y - 3),
        Point(x: b[2].x + 3, y: b[2].y + 3), Point(x: b[3].x - 3, y: b[3].y + 3),
      ])
  }

  @Test(arguments: Scenario.allCases)
  func `every picture's title says in words what happens`(scenario: Scenario) {
    let title = scenario.title
    let words = title.split(separator: " ")
    #expect(words.count >= 8)
    #expect(title.first?.isUppercase == true)
    // No option or identifier: no scenario name with a hyphen, no camelCase, no "--".
    #expect(
      !title.contains("--")
        && !(scenario.rawValue.contains("-") && title.contains(scenario.rawValue)))
    #expect(
      !words.contains { word in
        zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
      })
    #expect(Scenario.allCases.filter { $0.title == title }.count == 1)
    #expect(
      scenario.layout().texts.filter { $0.role == .title }.map(\.text).joined(separator: " ")
        == title)
  }

  /// The engine scenarios' step panels: every panel but the crop region and output of the
  /// straighten scenario.
  static let engineScenarios: [Scenario] = [
    .crop, .pinchIn, .pinchOut, .panEdge, .doubleTap, .straighten,
  ]

  @Test(arguments: engineScenarios)
  func `every engine picture shows the test image with the outside of the crop box dimmed`(
    scenario: Scenario
  ) {
    let box = [Point(x: 0, y: 0), Point(x: 300, y: 0), Point(x: 300, y: 300), Point(x: 0, y: 300)]
    let panels = scenario.panels()
    let steps = scenario == .straighten ? Array(panels.prefix(4)) : panels
    for panel in steps {
      #expect(panel.shapes.filter { if case .photo = $0 { true } else { false } }.count == 1)
      #expect(panel.shapes.contains(.dimOutside(box)))
    }
  }

  @Test func `the pinch places the test image on the engine's content frame`() throws {
    // Step 1 of pinch-in: a pinch of 0.9 about the centre gives the frame (15, 15, 270, 270); the
    // 1200-pixel image maps onto it at 270 / 1200 = 0.225 points a pixel.
    let panel = Scenario.pinchIn.panels()[1]
    guard case .photo(let image, let transform, let clip) = panel.shapes[0] else {
      Issue.record("the first shape is not the photo")
      return
    }
    #expect(image.pixelSize == Size(width: 1200, height: 1200))
    #expect(clip == nil)
    #expect(transform == AffineTransform(a: 0.225, b: 0, c: 0, d: 0.225, tx: 15, ty: 15))
  }

  @Test func `the straightened photo is turned by 10 degrees about the box's centre`() throws {
    // Step 1 of straighten: the 1200 × 900 photo is 400 × 300 points at zoom 1; turned by 10° (a
    // positive angle turns +x toward +y) it covers the 300 × 300 box from zoom
    // 300 · (cos 10° + sin 10°) / 300 (its shorter side against the box's turned bounding box),
    // about the box's centre: its centre pixel (600, 450) lands on (150, 150), its x axis points
    // along 10°, and a pixel is zoom / 3 points long.
    let panel = Scenario.straighten.panels()[1]
    guard case .photo(_, let t, _) = panel.shapes[0] else {
      Issue.record("the first shape is not the photo")
      return
    }
    let angle = 10 * Double.pi / 180
    let centre = Point(x: 600, y: 450).applying(t)
    #expect(abs(centre.x - 150) < 1e-9 && abs(centre.y - 150) < 1e-9)
    #expect(abs(atan2(t.b, t.a) - angle) < 1e-12)
    #expect(abs(hypot(t.a, t.b) - (cos(angle) + sin(angle)) / 3) < 1e-12)
  }

  @Test(arguments: [Scenario.crop, .pinchIn, .pinchOut, .panEdge, .doubleTap])
  func `a session's legend explains the settle target and the dot only when it draws them`(
    scenario: Scenario
  ) {
    let shapes = scenario.panels().flatMap(\.shapes)
    let drawsTarget = shapes.contains {
      if case .rect(_, "#2a9d3a", nil, true) = $0 { true } else { false }
    }
    let drawsDot = shapes.contains { if case .dot = $0 { true } else { false } }
    #expect(scenario.legend.contains("green dashed") == drawsTarget)
    #expect(scenario.legend.contains("orange dot") == drawsDot)
  }

  @Test(arguments: Scenario.allCases)
  func `every picture stays under 200 KB`(scenario: Scenario) {
    #expect(scenario.svg().utf8.count < 200_000)
  }
}
