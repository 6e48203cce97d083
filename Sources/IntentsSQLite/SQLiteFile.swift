import Foundation
public import GRDB

/// Opening a SQLite file that several processes may open at once — a server and a command run
/// beside it, both on first launch.
public enum SQLiteFile {
  /// Opens a pool on the file, creating it and its directory if needed, and migrates it.
  ///
  /// Turning a new file to WAL mode needs it alone for a moment, and SQLite's busy timeout does
  /// not wait for that: when another process is opening it too, the pool is opened again
  /// shortly (for at most about two seconds). When another process migrated the new file
  /// after this one found it empty, the migration runs again and finds it done.
  ///
  /// ```swift
  /// let pool = try SQLiteFile.open(path: path, configuration: configuration, migrator: migrator)
  /// ```
  public static func open(
    path: String, configuration: Configuration, migrator: DatabaseMigrator
  ) throws -> DatabasePool {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var attempts = 1
    let pool: DatabasePool
    while true {
      do {
        pool = try DatabasePool(path: path, configuration: configuration)
        break
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempts < 100 {
        attempts += 1
        Thread.sleep(forTimeInterval: 0.02)
      }
    }
    do {
      try migrator.migrate(pool)
    } catch {
      try migrator.migrate(pool)
    }
    return pool
  }
}
