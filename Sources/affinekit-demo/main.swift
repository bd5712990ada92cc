// affinekit-demo: replays a profile-photo crop session through AffineKit's reducers, prints a
// table of each step and writes an SVG picture of it. `swift run affinekit-demo --help`.

import AffineKitDemo
import Foundation

/// A write failure with the operating system's reason, for a one-line message.
struct WriteFailure: Error, CustomStringConvertible {
  var description: String
}

/// The POSIX reason inside a Foundation error, if any ("Not a directory", "Permission denied").
func reason(_ error: Error) -> String {
  var current = error as NSError
  while true {
    if current.domain == NSPOSIXErrorDomain, let message = strerror(Int32(current.code)) {
      return String(cString: message)
    }
    guard let underlying = current.userInfo[NSUnderlyingErrorKey] as? any Error else { break }
    current = underlying as NSError
  }
  return current.localizedDescription
}

let command = DemoCommand(
  write: { contents, directory, name in
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
      try contents.write(to: url, atomically: true, encoding: .utf8)
      return url.standardizedFileURL.path
    } catch {
      throw WriteFailure(description: reason(error))
    }
  },
  out: { FileHandle.standardOutput.write(Data($0.utf8)) },
  err: { FileHandle.standardError.write(Data($0.utf8)) })

exit(command.run(Array(CommandLine.arguments.dropFirst())))
