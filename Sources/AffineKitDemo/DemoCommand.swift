import AffineKit

/// The `affinekit-demo` command: parses its arguments, prints a scenario's table and writes its
/// picture. The file system and the streams are passed in, so tests can run it without touching
/// the disk; ``DemoCommand/standard`` uses the real ``FileWriter`` and the standard streams.
public struct DemoCommand {
  /// Where the demo writes files: `write(contents, directory, fileName)` returns the written path,
  /// or throws.
  public var write: (String, String, String) throws -> String
  /// Standard output; throws when the text cannot be written (the command then exits 74).
  public var out: (String) throws -> Void
  /// Standard error.
  public var err: (String) -> Void

  /// Creates a command with the given side effects.
  public init(
    write: @escaping (String, String, String) throws -> String,
    out: @escaping (String) throws -> Void, err: @escaping (String) -> Void
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
      out: { try writeToStandardOutput($0) },
      err: { writeToStandardError($0) })
  }

  /// The exit code for success.
  public static let success: Int32 = 0
  /// The exit code for a usage error (`EX_USAGE` in BSD's sysexits.h).
  public static let usageError: Int32 = 64
  /// The exit code when a picture cannot be written (`EX_CANTCREAT`).
  public static let cannotCreate: Int32 = 73
  /// The exit code when standard output cannot be written (`EX_IOERR`).
  public static let outputError: Int32 = 74

  /// Returns `argument` as an error message may show it: at most `limit` characters (then `…`),
  /// with control and format characters (line breaks, escape, bidirectional overrides, zero-width
  /// joiners) written as escapes such as `\n` or `\u{1B}`, so that a pasted argument cannot
  /// flood or rewrite the terminal.
  ///
  ///     DemoCommand.printable("a\u{1B}[2Jb")              // "a\\u{1B}[2Jb"
  ///     DemoCommand.printable(String(repeating: "x", count: 50))  // 40 × "x", then "…"
  ///
  /// Edge cases:
  /// - An escape counts its full length (`\u{1B}` is 6 characters) toward `limit`, and is never
  ///   cut in the middle.
  /// - A `limit` of zero or less gives `…` for any non-empty argument.
  ///
  /// - Parameters:
  ///   - argument: The text to show.
  ///   - limit: The most characters to show before `…`. Defaults to 40.
  public static func printable(_ argument: String, limit: Int = 40) -> String {
    var shown = ""
    var count = 0
    for scalar in argument.unicodeScalars {
      let piece: String
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
        .privateUse:
        switch scalar {
        case "\n": piece = "\\n"
        case "\r": piece = "\\r"
        case "\t": piece = "\\t"
        default:
          piece = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      default: piece = String(scalar)
      }
      let length = piece.unicodeScalars.count
      guard count + length <= limit else { return shown + "…" }
      shown += piece
      count += length
    }
    return shown
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

      Exit status: 0 on success, 64 for a usage error, 73 when a picture cannot be written,
      74 when standard output cannot be written.

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
  /// when a picture cannot be written, 74 when standard output cannot be written.
  public func run(_ arguments: [String]) -> Int32 {
    do {
      return try runWritingOutput(arguments)
    } catch {
      err("affinekit-demo: \(error)\n")
      return Self.outputError
    }
  }

  /// Runs the command; throws what ``out`` throws.
  func runWritingOutput(_ arguments: [String]) throws -> Int32 {
    var scenario: Scenario?
    var all = false
    var output: String?
    var index = 0
    func usageError(_ message: String) -> Int32 {
      err("affinekit-demo: \(message) Try --help.\n")
      return Self.usageError
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--help", "-h":
        try out(Self.usage)
        return Self.success
      case "--all":
        all = true
      case "--scenario", "--output":
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
          return usageError("\(argument) needs a value.")
        }
        let value = arguments[index + 1]
        if argument == "--output" {
          guard !value.isEmpty else {
            return usageError("--output needs a directory name, not an empty one.")
          }
          output = value
        } else if let named = Scenario(rawValue: value) {
          scenario = named
        } else {
          let names = Scenario.allCases.map(\.rawValue).joined(separator: ", ")
          err(
            "affinekit-demo: unknown scenario '\(Self.printable(value))'. Scenarios: \(names).\n")
          return Self.usageError
        }
        index += 1
      default:
        return usageError("unknown option '\(Self.printable(argument))'.")
      }
      index += 1
    }
    if all && scenario != nil {
      return usageError("--all and --scenario cannot be used together.")
    }
    let scenarios = all ? Scenario.allCases : [scenario ?? .crop]
    let directory = output ?? "affinekit-demo-output"
    for scenario in scenarios {
      try out("== \(scenario.rawValue): \(scenario.summary)\n\n")
      try out(scenario.table())
      let path: String
      do {
        path = try write(scenario.svg(), directory, scenario.rawValue + ".svg")
      } catch {
        err("affinekit-demo: cannot write \(scenario.rawValue).svg: \(error)\n")
        return Self.cannotCreate
      }
      try out("\nwrote \(path)\n\n")
    }
    return Self.success
  }
}
