import AffineKit
import AffineKitDemo
import Foundation
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs the command with an in-memory file system and returns what it did.
func runDemo(_ arguments: [String]) -> (
  code: Int32, out: String, err: String, files: [String: String]
) {
  final class Capture: @unchecked Sendable {
    var out = ""
    var err = ""
    var files: [String: String] = [:]
  }
  let capture = Capture()
  let command = DemoCommand(
    write: { contents, directory, name in
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
        "affinekit-demo: unknown scenario 'nope'. Scenarios: crop, pinch-in, pinch-out, pan-edge, double-tap, straighten, anchors, frames.\n",
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

}

/// A fresh, empty scratch directory for one test.
func scratchDirectory() throws -> String {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("affinekit-demo-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

/// Runs the command with the real ``FileWriter`` and captured output.
func runDemoOnDisk(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  final class Capture: @unchecked Sendable {
    var out = ""
    var err = ""
  }
  let capture = Capture()
  let command = DemoCommand(
    write: { try FileWriter.write($0, directory: $1, fileName: $2) },
    out: { capture.out += $0 }, err: { capture.err += $0 })
  let code = command.run(arguments)
  return (code, capture.out, capture.err)
}

/// An output directory the demo cannot create, under a scratch directory holding a regular file
/// named `file`: the directory to pass, and the message the demo must print.
struct UnwritableCase: Sendable, CustomTestStringConvertible {
  var name: String
  /// The output directory, relative to the scratch directory.
  var output: String
  /// The path the message names, relative to the scratch directory.
  var failingPath: String
  var reason: String
  var testDescription: String { name }
}

@Suite("FileWriter")
struct FileWriterTests {
  @Test func `it creates the missing directories and writes the file, returning its path`() throws {
    let root = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = try FileWriter.write("<svg>é</svg>\n", directory: root + "/a/b", fileName: "x.svg")
    #expect(path == root + "/a/b/x.svg")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg>é</svg>\n")
  }

  @Test func `it overwrites an existing file and accepts an existing directory`() throws {
    let root = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    _ = try FileWriter.write("first, longer text", directory: root, fileName: "x.svg")
    _ = try FileWriter.write("second", directory: root + "/", fileName: "x.svg")
    #expect(try String(contentsOfFile: root + "/x.svg", encoding: .utf8) == "second")
  }

  @Test func `the demo writes its picture through it and prints where`() throws {
    let root = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = runDemoOnDisk(["--scenario", "pinch-in", "--output", root + "/pictures"])
    #expect(result.code == 0)
    #expect(result.err == "")
    #expect(result.out.contains("\nwrote \(root)/pictures/pinch-in.svg\n"))
    let written = try String(contentsOfFile: root + "/pictures/pinch-in.svg", encoding: .utf8)
    #expect(written == Scenario.pinchIn.svg())
  }

  @Test(
    arguments: [
      UnwritableCase(
        name: "a parent that is a regular file", output: "file/pictures", failingPath: "file",
        reason: "Not a directory"),
      UnwritableCase(
        name: "an output that is a regular file", output: "file", failingPath: "file",
        reason: "Not a directory"),
      UnwritableCase(
        name: "a directory name longer than the system allows",
        output: String(repeating: "n", count: 300) + "/pictures",
        failingPath: String(repeating: "n", count: 300), reason: "File name too long"),
    ])
  func `an output directory that cannot be created prints the path and the reason and exits 73`(
    _ unwritable: UnwritableCase
  ) throws {
    let root = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data("x".utf8)))
    let result = runDemoOnDisk(["--output", root + "/" + unwritable.output])
    #expect(result.code == 73)
    #expect(
      result.err
        == "affinekit-demo: cannot write crop.svg: cannot create directory "
        + "'\(root)/\(unwritable.failingPath)': \(unwritable.reason)\n")
    #expect(!result.out.contains("wrote"))
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

  @Test func `the double-tap table shows the state after each tap and its settle target`() {
    // Tap at (75, 75) at zoom 1: zoom 2 about the tap, origin 75 + 2 · (0 − 75) = −75. Tap at
    // (200, 40) at zoom 2: zoom 1 about the tap gives (62.5, −17.5, 300, 300), which settles to
    // the wrapper.
    let expected = """
      step  event                    zoom  content frame         settle target
      ----  -----------------------  ----  --------------------  --------------------
      0     start                    1     (0, 0, 300, 300)
      1     double tap at (75, 75)   2     (-75, -75, 600, 600)  (-75, -75, 600, 600)
      2     double tap at (200, 40)  1     (0, 0, 300, 300)      (0, 0, 300, 300)

      final zoom 1, content frame (0, 0, 300, 300)
      crop for a 1200 × 1200 image: (0, 0, 1200, 1200) pixels

      """
    #expect(Scenario.doubleTap.table() == expected)
  }

  @Test func `the zoom column is the engine's zoom where the fingers left the image`() throws {
    // Pinch 0.9 twice, then release: the release row shows where the fingers left it (0.81), not
    // where it settles (1).
    let session = try #require(Scenario.pinchIn.session)
    let zooms = session.replay().steps.map(\.zoom)
    #expect(zooms.count == 3)
    #expect(zooms[0] == 0.9 && zooms[1] == 0.81 && zooms[2] == 0.81)
  }

  @Test func `the crop session's gestures run began, changed, ended as a recognizer reports them`()
    throws
  {
    let session = try #require(Scenario.crop.session)
    let phases = session.events.map { event -> String in
      switch event {
      case .pinch(let phase, _, _, _, _, _): return "pinch \(phase)"
      case .pan(let phase, _, _, _): return "pan \(phase)"
      case .doubleTap: return "double tap"
      default: return "other"
      }
    }
    #expect(
      phases == [
        "pinch began", "pinch changed", "pinch ended", "pinch began", "pinch changed",
        "pinch ended", "pan began", "pan changed", "pan ended", "double tap",
      ])
  }

  @Test func `each pinch step records its focal point and each double tap its location`() throws {
    // A pinch without a focal point scales about the content's centre, (150, 150) here.
    let session = try #require(Scenario.crop.session)
    let points = session.replay().steps.map(\.point)
    let centre = Point(x: 150, y: 150)
    let focal = Point(x: 60, y: 90)
    #expect(
      points == [
        centre, centre, centre, focal, focal, focal, nil, nil, nil, Point(x: 200, y: 100),
      ])
  }

  @Test func `the crop session ends zoomed 2x with the crop (133.333, 186.667, 600, 600)`() throws {
    // After the pan settles the content is (0, −45, 450, 450) at zoom 1.5; the double tap at
    // (200, 100) zooms to 2 about it: x = 200 + 4/3 · (0 − 200) = −66.667,
    // y = 100 + 4/3 · (−45 − 100) = −93.333, so the crop starts at 2 × (66.667, 93.333) pixels.
    let session = try #require(Scenario.crop.session)
    let (steps, final) = session.replay()
    #expect(steps.count == 10)
    #expect(final.zoom == 2)
    #expect(DemoFormat.rect(final.cropRect) == "(133.333, 186.667, 600, 600)")
  }

  @Test func `the pan-edge session closes the gap and keeps the zoom`() throws {
    let session = try #require(Scenario.panEdge.session)
    let (steps, final) = session.replay()
    #expect(DemoFormat.rect(steps[1].frame) == "(50, -150, 600, 600)")
    #expect(DemoFormat.rect(final.contentFrame) == "(0, -150, 600, 600)")
    #expect(final.zoom == 2)
  }
}

@Suite("Straighten scenario")
struct StraightenScenarioTests {
  /// A 1200 × 900 photo (400 × 300 points at zoom 1) behind a 300 × 300 box, straightened by 10°:
  /// the box's bounding box in the photo's axes is 300·(cos 10° + sin 10°) = 347.537 points, so the
  /// covering zoom is 347.537 / 300 = 1.158. At rest after a pan past the left edge, the crop is a
  /// square of side 900 / (cos 10° + sin 10°) = 776.91 pixels turned by 10°, touching the photo's
  /// left, top and bottom edges: corners (0, 776.91·sin 10°), (776.91·cos 10°, 0), …
  @Test func `straightening by 10 degrees keeps the box covered at rest and crops a turned square`()
  {
    let table = Scenario.straighten.table()
    #expect(table.contains("straighten to 10°: zoomed just enough     1.158  10°    yes"))
    #expect(table.contains("pan (120, 0): an empty corner shows       1.158  10°    no"))
    #expect(table.contains("release: settles covering the box         1.158  10°    yes"))
    #expect(table.contains("(0, 134.907), (765.093, 0), (900, 765.093), (134.907, 900)"))
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
