import AffineKit
import AffineKitDemo
import Foundation
import Testing

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
      [
        ["--bogus"], ["--scenario", "nope"], ["--scenario"], ["--output"], ["--output", "--all"],
        ["--output", ""], ["--all", "--scenario", "crop"], ["--scenario", "crop", "--all"],
        ["--all", "--output", "", "--scenario", "crop"],
      ],
      [
        "affinekit-demo: unknown option '--bogus'. Try --help.\n",
        "affinekit-demo: unknown scenario 'nope'. Scenarios: crop, pinch-in, pinch-out, pan-edge, double-tap, straighten, perspective, crop-box, anchors, frames, fling, fling-edge, release-spring.\n",
        "affinekit-demo: --scenario needs a value. Try --help.\n",
        "affinekit-demo: --output needs a value. Try --help.\n",
        "affinekit-demo: --output needs a value. Try --help.\n",
        "affinekit-demo: --output needs a directory name, not an empty one. Try --help.\n",
        "affinekit-demo: --all and --scenario cannot be used together. Try --help.\n",
        "affinekit-demo: --all and --scenario cannot be used together. Try --help.\n",
        "affinekit-demo: --output needs a directory name, not an empty one. Try --help.\n",
      ]))
  func `bad options print a clear message and exit 64, writing nothing`(
    arguments: [String], message: String
  ) {
    let result = runDemo(arguments)
    #expect(result.code == 64)
    #expect(result.err == message)
    #expect(result.files.isEmpty)
  }

  static let scenarioList =
    "Scenarios: crop, pinch-in, pinch-out, pan-edge, double-tap, straighten, perspective, crop-box, anchors, frames, fling, fling-edge, release-spring.\n"
  static let longOption: String = "--" + String(repeating: "x", count: 60)
  static let longOptionShown: String = "--" + String(repeating: "x", count: 38) + "…"
  static let accents: String = String(repeating: "é", count: 39)
  static let echoed: [([String], String)] = [
    ([longOption], "affinekit-demo: unknown option '\(longOptionShown)'. Try --help.\n"),
    (
      ["--scenario", "a\nb\u{1B}[2J\u{202E}c"],
      "affinekit-demo: unknown scenario 'a\\nb\\u{1B}[2J\\u{202E}c'. \(scenarioList)"
    ),
    (
      ["--scenario", accents + "\u{7}"],
      "affinekit-demo: unknown scenario '\(accents)…'. \(scenarioList)"
    ),
  ]

  @Test(arguments: echoed)
  func
    `an argument echoed in a message is cut to 40 characters with its control characters escaped`(
      arguments: [String], message: String
    )
  {
    let result = runDemo(arguments)
    #expect(result.code == 64)
    #expect(result.err == message)
    #expect(result.files.isEmpty)
  }

  @Test(
    arguments: zip(
      [["--help"], [], [], ["--all"]],
      // The n-th write to standard output that fails: the help; the crop session's header, the
      // line after its picture was written; the second scenario's header.
      [0, 0, 2, 3]))
  func `a failed write to standard output prints the reason on standard error and exits 74`(
    arguments: [String], failingCall: Int
  ) {
    let result = runDemo(arguments, failingOutputCall: failingCall)
    #expect(result.code == 74)
    #expect(
      result.err == "affinekit-demo: cannot write to standard output: No space left on device\n")
  }

  @Test func `the help names every exit status`() {
    let usage = DemoCommand.usage
    #expect(
      usage.contains(
        """
        Exit status: 0 on success, 64 for a usage error, 73 when a picture cannot be written,
        74 when standard output cannot be written.
        """))
  }

  @Suite("printable(_:limit:)")
  struct Printable {
    struct Case: Sendable, CustomTestStringConvertible {
      var name: String
      var argument: String
      var limit: Int = 40
      var shown: String
      var testDescription: String { name }
    }

    @Test(arguments: [
      Case(name: "plain text", argument: "crop", shown: "crop"),
      Case(name: "empty", argument: "", shown: ""),
      Case(
        name: "exactly 40 characters", argument: String(repeating: "a", count: 40),
        shown: String(repeating: "a", count: 40)),
      Case(
        name: "41 characters", argument: String(repeating: "a", count: 41),
        shown: String(repeating: "a", count: 40) + "…"),
      Case(name: "line breaks and tabs", argument: "a\nb\rc\td", shown: "a\\nb\\rc\\td"),
      Case(name: "escape and delete", argument: "\u{1B}[0m\u{7F}", shown: "\\u{1B}[0m\\u{7F}"),
      Case(name: "a C1 control", argument: "x\u{9B}y", shown: "x\\u{9B}y"),
      Case(
        name: "bidirectional override and zero-width space", argument: "\u{202E}a\u{200B}",
        shown: "\\u{202E}a\\u{200B}"),
      Case(name: "letters beyond ASCII stay", argument: "Größe 写真 🙂", shown: "Größe 写真 🙂"),
      Case(
        name: "an escape is never cut", argument: String(repeating: "a", count: 36) + "\u{1B}",
        shown: String(repeating: "a", count: 36) + "…"),
      Case(name: "limit zero", argument: "a", limit: 0, shown: "…"),
      // The examples in the doc comment.
      Case(name: "an escape sequence", argument: "a\u{1B}[2Jb", shown: "a\\u{1B}[2Jb"),
      Case(
        name: "50 characters", argument: String(repeating: "x", count: 50),
        shown: String(repeating: "x", count: 40) + "…"),
    ])
    func `shows at most the limit in characters, then an ellipsis, with controls escaped`(
      _ example: Case
    ) {
      #expect(DemoCommand.printable(example.argument, limit: example.limit) == example.shown)
    }
  }

  @Suite("the executable")
  struct Executable {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func `writing the help to a full device fails with 74 and says why on standard error`()
      throws
    {
      let demo = try #require(demoExecutable)
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      let result = try runProcess(demo, ["--help"], standardOutput: full)
      #expect(result.status == 74)
      #expect(
        result.err == "affinekit-demo: cannot write to standard output: No space left on device\n")
    }

    @Test func `a usage error exits 64 from the process`() throws {
      let demo = try #require(demoExecutable)
      let result = try runProcess(demo, ["--all", "--scenario", "crop"])
      #expect(result.status == 64)
      #expect(
        result.err == "affinekit-demo: --all and --scenario cannot be used together. Try --help.\n")
    }
  }
}
