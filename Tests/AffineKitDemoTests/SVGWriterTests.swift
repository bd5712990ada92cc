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
    // World: (0, 0, 400, 100) plus a margin of 400 · 0.08 + 1 = 33 on each side, 466 × 166;
    // scale 220 / 466, so the drawing area is 220 × round(166 · 220 / 466) = 220 × 78.
    let svg = SVGWriter(title: "t").render([
      Panel(
        shapes: [
          .rect(Rect(x: 0, y: 0, width: 400, height: 100), stroke: "#000", fill: nil, dashed: false)
        ],
        caption: [])
    ])
    #expect(svg.contains("<rect x=\"20\" y=\"58\" width=\"220\" height=\"78\" fill=\"#fafafa\""))
  }

  @Test func `a column is as wide as its longest caption line, so captions do not overlap`() {
    // 60 characters at 11 px and 0.58 em each: 382.8, rounded up to 383, plus a 20 px gutter,
    // so the second column starts at 20 + 403 = 423.
    let long = String(repeating: "m", count: 60)
    let panel = Panel(shapes: [.dot(Point(x: 0, y: 0), color: "#000")], caption: [long])
    let svg = SVGWriter(title: "t", columns: 2).render([panel, panel])
    #expect(svg.contains("<text x=\"423\" y=\"294\" font-size=\"11\">\(long)</text>"))
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
          .rect(.init(x: 0, y: 0, width: 10, height: 10), stroke: "#000", fill: nil, dashed: true),
          .polygon(
            [.init(x: 0, y: 0), .init(x: 10, y: 0), .init(x: 0, y: 10)], stroke: "#111",
            fill: "#222"),
          .dot(.init(x: 5, y: 5), color: "#333"),
          .label("hi", at: .init(x: 1, y: 1), color: "#444"),
        ], caption: ["caption"])
    ])
    #expect(svg.contains("stroke-dasharray=\"5 3\""))
    #expect(svg.contains("<polygon points="))
    #expect(svg.contains("<circle "))
    #expect(svg.contains(">hi</text>"))
    #expect(svg.contains(">caption</text>"))
    #expect(svg.hasSuffix("</svg>\n"))
  }
}
