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
  /// directory`. The path is shown in full (the system bounds its length), with control
  /// characters escaped as ``DemoCommand/printable(_:limit:)`` does.
  public var description: String {
    "\(operation) '\(DemoCommand.printable(path, limit: .max))': \(reason)"
  }
}

/// The demo's real file writer: creates the output directory (and its parents) and writes a file
/// into it, reporting the operating system's reason when it cannot.
///
/// It uses POSIX `mkdir`, `stat`, `open`, `write` and `rename` directly (not Foundation), so the
/// reason is the errno of the call that failed, the same on Linux and macOS: a parent that is a
/// regular file gives `Not a directory` (ENOTDIR), an over-long name `File name too long`
/// (ENAMETOOLONG), a full disk `No space left on device` (ENOSPC).
///
/// A file is written to a temporary name in its directory and then renamed over the final name,
/// so a reader never sees half a picture: when any step fails, the temporary file is removed and a
/// file that was already there keeps its old contents.
public enum FileWriter {
  /// Writes `contents` as UTF-8 to `directory/fileName`, creating `directory` and its parents
  /// first, and returns the written path.
  ///
  /// The bytes go to a new temporary file in `directory` (`.fileName.<process id>-<n>.tmp`,
  /// created exclusively), which is then renamed to `fileName`; `rename` replaces the old file in
  /// one step.
  ///
  /// Edge cases:
  /// - An empty `directory` means the current directory.
  /// - A path component that exists but is not a directory: throws with `Not a directory`.
  /// - `fileName` names an existing directory: `rename` fails (`Is a directory`); it throws and
  ///   removes the temporary file.
  /// - Any other failure of `mkdir`, `open`, `write`, `close` or `rename`: throws with the
  ///   system's reason, removes the temporary file and leaves an existing file untouched.
  /// - `fileName` is a symbolic link: the link itself is replaced by the new file (`rename`
  ///   does not follow it).
  ///
  /// - Parameters:
  ///   - contents: The text to write.
  ///   - directory: The directory, absolute or relative to the current directory.
  ///   - fileName: The file's name inside `directory`.
  /// - Returns: `directory/fileName`.
  /// - Throws: ``FileWriteError``, naming `directory/fileName` (or the directory that could not
  ///   be created).
  public static func write(_ contents: String, directory: String, fileName: String) throws
    -> String
  {
    try createDirectory(directory)
    let prefix = directory.isEmpty || directory.hasSuffix("/") ? directory : directory + "/"
    let fullPath = prefix + fileName
    func failure(_ code: Int32) -> FileWriteError {
      FileWriteError(path: fullPath, operation: "cannot write file", reason: reason(code))
    }
    let (temporary, descriptor) = try createTemporary(prefix: prefix + "." + fileName, failure)
    var code: Int32 = 0
    if !writeAll(Array(contents.utf8), to: descriptor) { code = errno }
    if close(descriptor) != 0 && code == 0 { code = errno }
    if code == 0 && rename(temporary, fullPath) != 0 { code = errno }
    if code != 0 {
      unlink(temporary)
      throw failure(code)
    }
    return fullPath
  }

  /// Creates a new file `<prefix>.<process id>-<n>.tmp` for writing, with the smallest `n` not
  /// taken (`O_EXCL`, so it never opens someone else's file), and returns its path and
  /// descriptor.
  static func createTemporary(prefix: String, _ failure: (Int32) -> FileWriteError) throws
    -> (String, Int32)
  {
    var attempt = 0
    while true {
      let path = prefix + ".\(getpid())-\(attempt).tmp"
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (path, descriptor) }
      let code = errno
      guard code == EEXIST || code == EINTR, attempt < 100 else { throw failure(code) }
      attempt += 1
    }
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

/// Why the demo could not write to one of its standard streams: the stream and the operating
/// system's reason.
public struct StreamWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The stream, for example `standard output`.
  public var stream: String
  /// The operating system's reason (`strerror`), for example `No space left on device`.
  public var reason: String

  /// Creates an error.
  public init(stream: String, reason: String) {
    self.stream = stream
    self.reason = reason
  }

  /// `cannot write to <stream>: <reason>`, for example `cannot write to standard output: No
  /// space left on device`.
  public var description: String { "cannot write to \(stream): \(reason)" }
}

/// Writes `bytes` to an open file descriptor, retrying short writes and interruptions. Returns
/// `false` on an error, with `errno` set by the `write` that failed.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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
      // A write of zero bytes to a regular file or pipe makes no progress: report it as an
      // I/O error rather than looping.
      if count == 0 { errno = EIO }
      return false
    }
  }
  return true
}

/// Writes `text` as UTF-8 to standard output (descriptor 1), throwing the system's reason when
/// it cannot (a full disk, `/dev/full`, a closed descriptor).
func writeToStandardOutput(_ text: String) throws(StreamWriteError) {
  if !writeAll(Array(text.utf8), to: 1) {
    throw StreamWriteError(stream: "standard output", reason: FileWriter.reason(errno))
  }
}

/// Writes `text` as UTF-8 to standard error (descriptor 2); gives up silently on an error, as
/// there is nowhere left to report it.
func writeToStandardError(_ text: String) {
  _ = writeAll(Array(text.utf8), to: 2)
}
