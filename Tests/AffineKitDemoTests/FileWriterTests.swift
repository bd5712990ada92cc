import AffineKit
import AffineKitDemo
import Foundation
import Testing

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

  @Test func `a write that fails removes its temporary file and names the final path`() throws {
    // The final name is an existing directory: the bytes reach the temporary file, then rename
    // fails with EISDIR.
    let root = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/x.svg", withIntermediateDirectories: false)
    #expect(
      throws: FileWriteError(
        path: root + "/x.svg", operation: "cannot write file", reason: "Is a directory")
    ) {
      try FileWriter.write("<svg/>", directory: root, fileName: "x.svg")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["x.svg"])
  }

  @Test func `a successful write leaves only the final file`() throws {
    let root = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    _ = try FileWriter.write("<svg/>", directory: root, fileName: "x.svg")
    _ = try FileWriter.write("<svg></svg>", directory: root, fileName: "x.svg")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["x.svg"])
  }

  @Test func `a write cut short keeps the old picture whole and leaves no temporary file`() throws {
    // The shell ignores SIGXFSZ (ignored signals stay ignored across exec) and limits files to
    // one block, so the demo's write of crop.svg fails part way with EFBIG.
    let demo = try #require(demoExecutable)
    let root = try scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/crop.svg"))
    let result = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "trap '' XFSZ; ulimit -f 1; exec \"$0\" --output \"$1\"", demo.path, root])
    #expect(result.status == 73)
    #expect(
      result.err
        == "affinekit-demo: cannot write crop.svg: cannot write file '\(root)/crop.svg': "
        + "File too large\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["crop.svg"])
    #expect(try String(contentsOfFile: root + "/crop.svg", encoding: .utf8) == "old")
  }

  @Test func `a path in an error has its control characters escaped`() {
    let error = FileWriteError(
      path: "/tmp/a\nb", operation: "cannot write file", reason: "Permission denied")
    #expect(error.description == "cannot write file '/tmp/a\\nb': Permission denied")
  }
}
