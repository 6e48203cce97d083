import Foundation
import IntentsRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteFile {
  /// The file a path names, checked before SQLite may create anything: a regular file (a
  /// symbolic link is followed, and the file it names is the one opened, so that SQLite's own
  /// files and the program's sit beside it), or a new file in a directory that exists.
  /// Anything else — an empty path, a directory, a device, a pipe, a socket, a link to nothing,
  /// a file in a directory that does not exist (unless `creatingDirectory`) — is refused with
  /// `IntentsError.storeFailed`, and nothing is created.
  static func locate(
    _ path: String, format: SQLiteFileFormat, creatingDirectory: Bool
  ) throws -> (path: String, exists: Bool) {
    guard !path.isEmpty else {
      throw refusal("The path of the \(format.name) is empty: name a file.")
    }
    var info = stat()
    guard lstat(path, &info) == 0 else {
      let code = errno
      guard code == ENOENT else {
        throw refusal("Cannot open the \(format.name) ‘\(path)’: \(systemReason(code)).")
      }
      try checkDirectory(of: path, format: format, creating: creatingDirectory)
      return (path, false)
    }
    var located = path
    if info.st_mode & S_IFMT == S_IFLNK {
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      guard stat(path, &info) == 0, let real = realpath(path, nil) else {
        throw refusal(
          "‘\(path)’ is a symbolic link to ‘\(target)’, which cannot be opened "
            + "(\(systemReason(errno))): name the \(format.name) itself.")
      }
      located = String(cString: real)
      free(real)
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      return (located, true)
    case S_IFDIR:
      throw refusal("‘\(path)’ is a directory, not a \(format.name): name a file in it.")
    default:
      throw refusal(
        "‘\(path)’ is \(kindOfFile(info.st_mode)), not a \(format.name): name a regular file.")
    }
  }

  /// Checks that the directory of a new file exists, or creates it when asked.
  private static func checkDirectory(
    of path: String, format: SQLiteFileFormat, creating: Bool
  ) throws {
    let directory = (path as NSString).deletingLastPathComponent
    var info = stat()
    if stat(directory.isEmpty ? "." : directory, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw refusal(
          "Cannot create the \(format.name) ‘\(path)’: ‘\(directory)’ is not a directory.")
      }
      return
    }
    let code = errno
    guard code == ENOENT, creating else {
      let reason = code == ENOENT ? "does not exist" : "cannot be read (\(systemReason(code)))"
      throw refusal(
        "Cannot create the \(format.name) ‘\(path)’: the directory ‘\(directory)’ \(reason). "
          + "Create the directory first, or correct the path.")
    }
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
  }

  /// The error that refuses a file.
  static func refusal(_ message: String) -> IntentsError {
    IntentsError(IntentsError.storeFailed, message)
  }

  /// The system's words for an `errno`.
  static func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// What a file that is neither regular nor a directory is, in words.
  private static func kindOfFile(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a named pipe"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }
}
