import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SQLiteFile {
  /// Makes a new file at `path` a copy of the file of the format at `formerPath`, for a
  /// program that moves a file; returns whether it did. Nothing happens when `path` has a
  /// file, or `formerPath` has none or one of another format. The former file is only read,
  /// through SQLite's backup (so a write still in its log comes along), and left as it is. The
  /// copy is written beside `path` under another name and linked into place only if `path`
  /// still has no file, so that a process that created one meanwhile keeps it.
  static func copy(
    _ formerPath: String, to path: String, format: SQLiteFileFormat,
    configuration: Configuration, migrator: DatabaseMigrator
  ) throws -> Bool {
    var info = stat()
    guard lstat(path, &info) != 0, errno == ENOENT,
      let former = try? locate(formerPath, format: format, creatingDirectory: false),
      former.exists,
      (try? checkOwnership(
        of: former.path, format: format, configuration: configuration, migrator: migrator))
        != nil
    else { return false }
    let partial = "\(path).copy-\(UUID().uuidString.prefix(8))"
    defer { unlink(partial) }
    do {
      var readOnly = Configuration()
      readOnly.readonly = true
      let source = try DatabaseQueue(path: former.path, configuration: readOnly)
      let copy = try DatabaseQueue(path: partial)
      try source.backup(to: copy)
      try copy.close()
      try source.close()
    }
    guard link(partial, path) == 0 else {
      let code = errno
      if code == EEXIST { return false }
      throw refusal(
        "Cannot copy the \(format.name) ‘\(formerPath)’ to ‘\(path)’: \(systemReason(code)).")
    }
    return true
  }
}
