import AffineKitDemo
import Foundation
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs the command with an in-memory file system and returns what it did.
func runDemo(_ arguments: [String], failWrites: Bool = false) -> (
  code: Int32, out: String, err: String, files: [String: String]
) {
  final class Capture: @unchecked Sendable {
    var out = ""
    var err = ""
    var files: [String: String] = [:]
  }
  struct Refused: Error, CustomStringConvertible { var description: String { "Permission denied" } }
  let capture = Capture()
  let command = DemoCommand(
    write: { contents, directory, name in
      if failWrites { throw Refused() }
      capture.files[directory + "/" + name] = contents
      return directory + "/" + name
    },
    out: { capture.out += $0 }, err: { capture.err += $0 })
  let code = command.run(arguments)
  return (code, capture.out, capture.err, capture.files)
}

@Suite("affinekit-demo")
struct DemoCommandTests {
  @Test func `with no options it replays the crop session, prints the table and writes crop.svg`() {
    let result = runDemo([])
    #expect(result.code == 0)
    #expect(result.out.contains("2     pinch 0.9 (changed)"))
    #expect(
      result.out.contains("crop for a 1200 × 1200 image: (133.333, 186.667, 600, 600) pixels"))
    #expect(Array(result.files.keys) == ["affinekit-demo-output/crop.svg"])
    #expect(result.out.contains("wrote affinekit-demo-output/crop.svg"))
  }

  @Test func `--output and --scenario choose the directory and the scenario`() {
    let result = runDemo(["--output", "pictures", "--scenario", "anchors"])
    #expect(result.code == 0)
    #expect(Array(result.files.keys) == ["pictures/anchors.svg"])
  }

  @Test func `--all writes one picture per scenario`() {
    let result = runDemo(["--all", "--output", "out"])
    #expect(result.code == 0)
    #expect(Set(result.files.keys) == Set(Scenario.allCases.map { "out/\($0.rawValue).svg" }))
  }

  @Test func `--help prints the usage with every scenario and exits 0`() {
    let result = runDemo(["--help"])
    #expect(result.code == 0)
    #expect(result.out.hasPrefix("Usage: affinekit-demo"))
    #expect(Scenario.allCases.allSatisfy { result.out.contains("  \($0.rawValue) ") })
    #expect(result.files.isEmpty)
  }

  @Test(
    arguments: zip(
      [["--bogus"], ["--scenario", "nope"], ["--scenario"], ["--output"], ["--output", "--all"]],
      [
        "affinekit-demo: unknown option '--bogus'. Try --help.\n",
        "affinekit-demo: unknown scenario 'nope'. Scenarios: crop, pinch-in, pinch-out, pan-edge, double-tap, anchors, frames.\n",
        "affinekit-demo: --scenario needs a value. Try --help.\n",
        "affinekit-demo: --output needs a value. Try --help.\n",
        "affinekit-demo: --output needs a value. Try --help.\n",
      ]))
  func `bad options print a clear message and exit 64, writing nothing`(
    arguments: [String], message: String
  ) {
    let result = runDemo(arguments)
    #expect(result.code == 64)
    #expect(result.err == message)
    #expect(result.files.isEmpty)
  }

  @Test func `an unwritable output prints the reason and exits 73`() {
    let result = runDemo(["--output", "/nowhere"], failWrites: true)
    #expect(result.code == 73)
    #expect(
      result.err == "affinekit-demo: cannot write crop.svg to '/nowhere': Permission denied\n")
  }
}

@Suite("Session")
struct SessionTests {
  @Test func `the pinch-in session table shows each step and the settle target`() {
    let expected = """
      step  event                zoom  content frame           settle target
      ----  -------------------  ----  ----------------------  ----------------
      0     start                1     (0, 0, 300, 300)
      1     pinch 0.9 (began)    0.9   (15, 15, 270, 270)
      2     pinch 0.9 (changed)  0.81  (28.5, 28.5, 243, 243)
      3     pinch 1 (ended)      0.81  (28.5, 28.5, 243, 243)  (0, 0, 300, 300)

      final zoom 1, content frame (0, 0, 300, 300)
      crop for a 1200 × 1200 image: (0, 0, 1200, 1200) pixels

      """
    #expect(Scenario.pinchIn.table() == expected)
  }

  @Test func `the crop session ends zoomed 2x with the crop (133.333, 186.667, 600, 600)`() throws {
    let session = try #require(Scenario.crop.session)
    let (steps, final) = session.replay()
    #expect(steps.count == 8)
    #expect(final.zoomScale == 2)
    #expect(
      DemoFormat.rect(final.cropRect(imagePixelSize: session.imagePixelSize))
        == "(133.333, 186.667, 600, 600)")
  }

  @Test func `the pan-edge session closes the gap and keeps the zoom`() throws {
    let session = try #require(Scenario.panEdge.session)
    let (steps, final) = session.replay()
    #expect(DemoFormat.rect(steps[1].frame) == "(50, -150, 600, 600)")
    #expect(DemoFormat.rect(final.contentFrame) == "(0, -150, 600, 600)")
    #expect(final.zoomScale == 2)
  }
}

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

@Suite("DemoFormat")
struct DemoFormatTests {
  @Test(
    arguments: zip(
      [28.5, -150, 0.81, 133.33333333333334, 0, -0.0, 1e-9, 2.0005, .infinity, .nan, 1e17],
      ["28.5", "-150", "0.81", "133.333", "0", "0", "0", "2.001", "inf", "nan", "1e+17"]))
  func `numbers print with at most three decimals and no trailing zeros`(x: Double, text: String) {
    #expect(DemoFormat.number(x) == text)
  }
}
