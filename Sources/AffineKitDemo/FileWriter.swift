#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the demo could not write a file: the path and the operating system's reason, in one line.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path that failed (a directory to create or a file to write).
  public var path: String
  /// What went wrong, for example `cannot create directory` or `cannot write file`.
  public var operation: String
  /// The operating system's reason (`strerror`), for example `Not a directory`.
  public var reason: String

  /// Creates an error.
  public init(path: String, operation: String, reason: String) {
    self.path = path
    self.operation = operation
    self.reason = reason
  }

  /// `<operation> '<path>': <reason>`, for example `cannot create directory '/tmp/f/out': Not a
  /// directory`.
  public var description: String { "\(operation) '\(path)': \(reason)" }
}

/// The demo's real file writer: creates the output directory (and its parents) and writes a file
/// into it, reporting the operating system's reason when it cannot.
///
/// It uses POSIX `mkdir`, `stat` and `fopen` directly (not Foundation), so the reason is the
/// errno of the call that failed, the same on Linux and macOS: a parent that is a regular file
/// gives `Not a directory` (ENOTDIR), an over-long name `File name too long` (ENAMETOOLONG).
public enum FileWriter {
  /// Writes `contents` as UTF-8 to `directory/fileName`, creating `directory` and its parents
  /// first, and returns the written path.
  ///
  /// Edge cases:
  /// - An empty `directory` means the current directory.
  /// - A path component that exists but is not a directory: throws with `Not a directory`.
  /// - Any other failure of `mkdir` or of opening, writing or closing the file: throws with the
  ///   system's reason. Nothing is left half-written silently.
  ///
  /// - Parameters:
  ///   - contents: The text to write.
  ///   - directory: The directory, absolute or relative to the current directory.
  ///   - fileName: The file's name inside `directory`.
  /// - Returns: `directory/fileName`.
  /// - Throws: ``FileWriteError``.
  public static func write(_ contents: String, directory: String, fileName: String) throws
    -> String
  {
    try createDirectory(directory)
    let fullPath =
      directory.isEmpty || directory.hasSuffix("/")
      ? directory + fileName : directory + "/" + fileName
    guard let file = fopen(fullPath, "wb") else {
      throw FileWriteError(path: fullPath, operation: "cannot write file", reason: reason(errno))
    }
    let bytes = Array(contents.utf8)
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    let writeErrno = errno
    let closed = fclose(file)
    if written != bytes.count {
      throw FileWriteError(
        path: fullPath, operation: "cannot write file", reason: reason(writeErrno))
    }
    if closed != 0 {
      throw FileWriteError(path: fullPath, operation: "cannot write file", reason: reason(errno))
    }
    return fullPath
  }

  /// Creates `directory` and every missing parent, like `mkdir -p`.
  static func createDirectory(_ directory: String) throws {
    guard !directory.isEmpty else { return }
    var prefix = directory.hasPrefix("/") ? "/" : ""
    for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if mkdir(prefix, 0o777) == 0 { continue }
      let code = errno
      guard code == EEXIST else {
        throw FileWriteError(
          path: prefix, operation: "cannot create directory", reason: reason(code))
      }
      // It exists: fine if it is a directory (following symbolic links), otherwise say so.
      var info = stat()
      if stat(prefix, &info) != 0 {
        throw FileWriteError(
          path: prefix, operation: "cannot create directory", reason: reason(errno))
      }
      if (info.st_mode & S_IFMT) != S_IFDIR {
        throw FileWriteError(
          path: prefix, operation: "cannot create directory", reason: reason(ENOTDIR))
      }
    }
  }

  static func reason(_ code: Int32) -> String {
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}

/// Writes `text` as UTF-8 to an open file descriptor (1 for standard output, 2 for standard
/// error), retrying short writes; gives up silently on an error, as `print` does.
func writeAll(_ text: String, toDescriptor descriptor: Int32) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let count = bytes.withUnsafeBufferPointer {
      write(descriptor, $0.baseAddress! + offset, $0.count - offset)
    }
    if count > 0 {
      offset += count
    } else if count < 0 && errno == EINTR {
      continue
    } else {
      return
    }
  }
}
