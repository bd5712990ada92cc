import AffineKit
import AffineKitDemo
import Foundation
import Testing

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs the command with an in-memory file system and returns what it did. With
/// `failingOutputCall`, the standard output's n-th write (counting from 0) and every later one
/// throw a full-disk error, as writing to `/dev/full` does.
func runDemo(_ arguments: [String], failingOutputCall: Int? = nil) -> (
  code: Int32, out: String, err: String, files: [String: String]
) {
  final class Capture: @unchecked Sendable {
    var out = ""
    var outCalls = 0
    var err = ""
    var files: [String: String] = [:]
  }
  let capture = Capture()
  let command = DemoCommand(
    write: { contents, directory, name in
      capture.files[directory + "/" + name] = contents
      return directory + "/" + name
    },
    out: {
      defer { capture.outCalls += 1 }
      if let failing = failingOutputCall, capture.outCalls >= failing {
        throw StreamWriteError(stream: "standard output", reason: "No space left on device")
      }
      capture.out += $0
    },
    err: { capture.err += $0 })
  let code = command.run(arguments)
  return (code, capture.out, capture.err, capture.files)
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

/// The built `affinekit-demo` executable: SwiftPM puts it next to the test bundle (the
/// `.xctest` executable on Linux, the `.xctest` bundle's folder on macOS).
let demoExecutable: URL? = {
  var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
  folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    .map { $0.deletingLastPathComponent() }
  return folders.map { $0.appendingPathComponent("affinekit-demo") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// Runs a program with the arguments, its standard output sent to `standardOutput` (a pipe when
/// `/dev/null` when `nil`), and returns its exit status and what it wrote to standard error.
func runProcess(_ executable: URL, _ arguments: [String], standardOutput: FileHandle? = nil)
  throws -> (status: Int32, err: String)
{
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let errors = Pipe()
  process.standardError = errors
  process.standardOutput = standardOutput ?? FileHandle(forWritingAtPath: "/dev/null")
  try process.run()
  let data = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
