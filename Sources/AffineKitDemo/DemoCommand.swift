import AffineKit

/// The `affinekit-demo` command: parses its arguments, prints a scenario's table and writes its
/// picture. The file system is passed in, so tests can run it without touching the disk;
/// ``DemoCommand/standard`` uses the real ``FileWriter`` and the standard streams.
public struct DemoCommand {
  /// Where the demo writes files: `write(contents, directory, fileName)` returns the written path,
  /// or throws.
  public var write: (String, String, String) throws -> String
  /// Standard output.
  public var out: (String) -> Void
  /// Standard error.
  public var err: (String) -> Void

  /// Creates a command with the given side effects.
  public init(
    write: @escaping (String, String, String) throws -> String, out: @escaping (String) -> Void,
    err: @escaping (String) -> Void
  ) {
    self.write = write
    self.out = out
    self.err = err
  }

  /// The command the `affinekit-demo` executable runs: writes files with ``FileWriter`` and
  /// prints to standard output and standard error.
  public static var standard: DemoCommand {
    DemoCommand(
      write: { try FileWriter.write($0, directory: $1, fileName: $2) },
      out: { writeAll($0, toDescriptor: 1) },
      err: { writeAll($0, toDescriptor: 2) })
  }

  /// The help text.
  public static var usage: String {
    var text = """
      Usage: affinekit-demo [--scenario NAME | --all] [--output DIR]

      Replays a zoom, pan and crop session through AffineKit's crop engine (or draws the layer model),
      prints a table of each step, and writes an SVG picture of it.

      Options:
        --scenario NAME   the scenario to run (default: crop)
        --all             run every scenario and write every picture
        --output DIR      where to write the SVG files (default: affinekit-demo-output)
        --help            show this help

      Scenarios:

      """
    for scenario in Scenario.allCases {
      let name = scenario.rawValue
      text +=
        "  " + name + String(repeating: " ", count: max(1, 13 - name.count)) + scenario.summary
      text += "\n"
    }
    return text
  }

  /// Runs the command and returns the process exit code: 0 on success, 64 for a usage error, 73
  /// when a file cannot be written.
  public func run(_ arguments: [String]) -> Int32 {
    var scenarios: [Scenario] = [.crop]
    var output = "affinekit-demo-output"
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--help", "-h":
        out(Self.usage)
        return 0
      case "--all":
        scenarios = Scenario.allCases
      case "--scenario", "--output":
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
          err("affinekit-demo: \(argument) needs a value. Try --help.\n")
          return 64
        }
        let value = arguments[index + 1]
        if argument == "--output" {
          output = value
        } else if let scenario = Scenario(rawValue: value) {
          scenarios = [scenario]
        } else {
          let names = Scenario.allCases.map(\.rawValue).joined(separator: ", ")
          err("affinekit-demo: unknown scenario '\(value)'. Scenarios: \(names).\n")
          return 64
        }
        index += 1
      default:
        err("affinekit-demo: unknown option '\(argument)'. Try --help.\n")
        return 64
      }
      index += 1
    }
    for scenario in scenarios {
      out("== \(scenario.rawValue): \(scenario.summary)\n\n")
      out(scenario.table())
      do {
        let path = try write(scenario.svg(), output, scenario.rawValue + ".svg")
        out("\nwrote \(path)\n\n")
      } catch {
        err("affinekit-demo: cannot write \(scenario.rawValue).svg: \(error)\n")
        return 73
      }
    }
    return 0
  }
}
