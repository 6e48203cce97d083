import Foundation
import IntentsRuntime

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension IntentsError {
  /// A file named on the command line to write to cannot be written: exit status 74. This is
  /// an OpenIntents addition, of the command line only.
  static let outputFailed = Code(rawValue: "outputFailed")
}

/// A file a command writes because the person named it (`get --as TYPE --output PATH`), treated
/// as the shell treats `> PATH`, except that a regular file is never left half written.
///
/// - A device or a named pipe — also through a symbolic link, as `/dev/stdout` is — is written
///   through, never replaced: `/dev/null` takes the bytes, `/dev/full` fails with "No space
///   left on device".
/// - A regular file, or the one a symbolic link names (the link stays), is replaced atomically:
///   the bytes go to a new file beside it, which takes the old one's mode and, where allowed,
///   its owner and group, and is then renamed over it. A failure leaves the old file whole.
/// - A new file is made the same way, with the mode the shell would give it (0666 less the
///   umask), in a directory that must exist.
/// - A read-only file (no write permission bit set — checked from its mode, since root may
///   write anything), a file the user may not write, a directory, a socket and a link to
///   nothing are refused, and left as they are.
///
/// Failures are ``IntentsError/outputFailed``, exit status 74, with a message naming the path.
enum OutputFile {
  /// Writes the bytes to the file at the path.
  static func write(_ data: Data, to path: String) throws {
    guard !path.isEmpty else { throw UsageError("--output needs a file name.") }
    var info = stat()
    guard lstat(path, &info) == 0 else {
      let code = errno
      guard code == ENOENT else { throw failure(path, systemReason(code)) }
      try checkDirectory(of: path)
      try replace(path, with: data, keeping: nil)
      return
    }
    if info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0 {
      let code = errno
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      throw failure(
        path,
        "it is a symbolic link to ‘\(target)’, which "
          + (code == ENOENT ? "does not exist" : "cannot be reached (\(systemReason(code)))"))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard info.st_mode & 0o222 != 0 else {
        throw failure(
          path,
          "it is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))); make it writable "
            + "or name another file")
      }
      guard access(path, W_OK) == 0 else { throw failure(path, systemReason(errno)) }
      try replace(try realPath(path), with: data, keeping: info)
    case S_IFDIR:
      throw failure(path, "it is a directory; name a file")
    case S_IFCHR, S_IFBLK, S_IFIFO:
      try writeThrough(path, data)
    default:
      throw failure(path, "it is a socket; name a file, a device or a named pipe")
    }
  }

  /// Checks that the directory a new file goes in exists.
  private static func checkDirectory(of path: String) throws {
    let directory = (path as NSString).deletingLastPathComponent
    var info = stat()
    guard stat(directory.isEmpty ? "." : directory, &info) == 0 else {
      let code = errno
      throw failure(
        path,
        code == ENOENT
          ? "the directory ‘\(directory)’ does not exist" : systemReason(code))
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw failure(path, "‘\(directory)’ is not a directory")
    }
  }

  /// The file a path names, symbolic links followed.
  private static func realPath(_ path: String) throws -> String {
    guard let real = realpath(path, nil) else { throw failure(path, systemReason(errno)) }
    defer { free(real) }
    return String(cString: real)
  }

  /// Writes the bytes to a new file beside `path`, with the mode, owner and group of the file
  /// it replaces (or a new file's mode), flushes it to the disk and renames it over `path`.
  private static func replace(_ path: String, with data: Data, keeping old: stat?) throws {
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let partial =
      (directory.isEmpty ? "" : directory + "/")
      + ".\(name.prefix(100)).\(UInt32.random(in: 0...UInt32.max)).partial"
    let descriptor = open(
      partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, old == nil ? 0o666 : 0o600)
    guard descriptor >= 0 else {
      throw failure(path, "cannot create a file beside it to write into (\(systemReason(errno)))")
    }
    var renamed = false
    defer { if !renamed { unlink(partial) } }
    do {
      try writeAll(data, to: descriptor, path: path)
      if let old {
        // Only root may give a file away; others keep at least the group where they can.
        if fchown(descriptor, old.st_uid, old.st_gid) != 0 {
          _ = fchown(descriptor, uid_t.max, old.st_gid)
        }
        guard fchmod(descriptor, old.st_mode & 0o7777) == 0 else {
          throw failure(path, systemReason(errno))
        }
      }
      guard fsync(descriptor) == 0 else { throw failure(path, systemReason(errno)) }
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw failure(path, systemReason(errno)) }
    guard rename(partial, path) == 0 else { throw failure(path, systemReason(errno)) }
    renamed = true
    let folder = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      _ = fsync(folder)
      close(folder)
    }
  }

  /// Writes the bytes through to a device or a named pipe, as the shell's `>` does (opening a
  /// pipe waits for its reader).
  private static func writeThrough(_ path: String, _ data: Data) throws {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, systemReason(errno)) }
    do {
      try writeAll(data, to: descriptor, path: path)
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw failure(path, systemReason(errno)) }
  }

  /// Writes all of the bytes, retrying after interruptions.
  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count > 0 {
        written += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        throw failure(path, count < 0 ? systemReason(errno) : "nothing could be written")
      }
    }
  }

  /// The error for a file that cannot be written, and why.
  private static func failure(_ path: String, _ reason: String) -> IntentsError {
    IntentsError(IntentsError.outputFailed, "Cannot write ‘\(path.prefix(200))’: \(reason).")
  }

  /// The system's words for an `errno`.
  private static func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
