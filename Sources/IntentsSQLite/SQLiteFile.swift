import Foundation
public import GRDB

/// Opening a SQLite file that several processes may open at once — a server and a command run
/// beside it, both on first launch — and that a person may have named wrongly.
public enum SQLiteFile {
  /// Opens a pool on the file of a format, creating it if needed, and migrates it.
  ///
  /// Before SQLite creates or changes anything, the path is checked: it must name a regular
  /// file (a symbolic link is followed, and the file it names is opened) or a new file in a
  /// directory that exists — created only when `creatingDirectory` is true, for a directory the
  /// program owns. An existing file must be one of the format's (see ``SQLiteFileFormat``): a
  /// file that is not SQLite, or another program's SQLite file, is refused unchanged. Refusals
  /// are `IntentsError.storeFailed`, with a message that names the path and says what to fix.
  /// A new file is marked with the format's number before it is migrated.
  ///
  /// Turning a new file to WAL mode needs it alone for a moment, and SQLite's busy timeout does
  /// not wait for that: when another process is opening it too, the pool is opened again
  /// shortly (for at most about two seconds). When another process applies a migration after
  /// this one found it missing, the migrations run again and find it done.
  ///
  /// ```swift
  /// let pool = try SQLiteFile.open(
  ///   path: path, format: Self.format, configuration: configuration, migrator: migrator)
  /// ```
  public static func open(
    path: String, format: SQLiteFileFormat, configuration: Configuration,
    migrator: DatabaseMigrator, creatingDirectory: Bool = false
  ) throws -> DatabasePool {
    let (path, exists) = try locate(path, format: format, creatingDirectory: creatingDirectory)
    if exists {
      try checkOwnership(
        of: path, format: format, configuration: configuration, migrator: migrator)
    }
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
    try pool.write { db in
      if try Int32.fetchOne(db, sql: "PRAGMA application_id") != format.applicationID {
        // A pragma takes no bound arguments: the number is written out, an integer.
        try db.execute(sql: "PRAGMA application_id = \(format.applicationID)")
      }
    }
    try migrate(pool, with: migrator)
    return pool
  }

  /// Runs the migrations another process may be running on the same file at the same moment.
  /// GRDB reads which migrations are applied, then runs each missing one in its own
  /// transaction: one that another process applied in between fails ("table already
  /// exists"). The migrations run again as long as each failure finds more of them applied
  /// than before — at most once per migration — and an error that comes with no such
  /// progress is the migration's own and is thrown.
  private static func migrate(_ pool: DatabasePool, with migrator: DatabaseMigrator) throws {
    var applied = try pool.read(migrator.appliedIdentifiers)
    while true {
      do {
        return try migrator.migrate(pool)
      } catch {
        let now = try pool.read(migrator.appliedIdentifiers)
        guard now.count > applied.count else { throw error }
        applied = now
      }
    }
  }
}
