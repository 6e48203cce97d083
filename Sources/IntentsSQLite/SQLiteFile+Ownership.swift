import Foundation
import GRDB
import IntentsRuntime

extension SQLiteFile {
  /// The first bytes of every SQLite file.
  private static let magic = Array("SQLite format 3\0".utf8)

  /// Checks, reading only, that an existing file is one of the format's: empty; marked with
  /// its number; or unmarked and either without tables (a file another process is creating)
  /// or made by an earlier version of the program — every table in it is one the migrations
  /// make, and it records migrations, all of them the migrator's. Anything else is refused
  /// with `IntentsError.storeFailed`, and the file is left as it is.
  static func checkOwnership(
    of path: String, format: SQLiteFileFormat, configuration: Configuration,
    migrator: DatabaseMigrator
  ) throws {
    let header = try readHeader(of: path, format: format)
    if header.isEmpty { return }
    guard header.count >= 100, Array(header.prefix(16)) == magic else {
      throw refusal(
        "‘\(path)’ is not a \(format.name): it is not a SQLite file. It was left as it is; "
          + "name another file.")
    }
    if applicationID(in: header) == format.applicationID { return }
    let (marked, tables, applied) = try contents(of: path, format: format)
    if marked == format.applicationID { return }
    guard marked == 0 else {
      throw refusal(
        "‘\(path)’ is not a \(format.name): it is another program's SQLite file (application "
          + "id \(marked)). It was left as it is; name another file.")
    }
    if tables.isEmpty { return }
    let unknown = tables.subtracting(try tablesMade(by: migrator, configuration: configuration))
    guard unknown.isEmpty, !applied.isEmpty, applied.isSubset(of: migrator.migrations) else {
      let shown = (unknown.isEmpty ? tables : unknown).sorted().prefix(5).joined(separator: ", ")
      throw refusal(
        "‘\(path)’ is not a \(format.name): it is another program's SQLite file, with tables "
          + "this program does not make (\(shown)). It was left as it is; name another file.")
    }
  }

  /// The file's first 100 bytes, SQLite's header, or fewer when the file is shorter.
  private static func readHeader(of path: String, format: SQLiteFileFormat) throws -> Data {
    do {
      let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? file.close() }
      return try file.read(upToCount: 100) ?? Data()
    } catch {
      throw refusal("Cannot read the \(format.name) ‘\(path)’: \(error.localizedDescription).")
    }
  }

  /// The number at offset 68 of a header, big-endian.
  private static func applicationID(in header: Data) -> Int32 {
    Int32(bitPattern: Array(header)[68..<72].reduce(0) { $0 << 8 | UInt32($1) })
  }

  /// The file's mark, its tables and the migrations it records, read through a read-only
  /// connection, which also sees what is still in the write-ahead log. While another process
  /// turns a new file to WAL mode, which SQLite's busy timeout does not wait for, the file is
  /// read again shortly (for at most about two seconds), as `open` opens it again.
  private static func contents(
    of path: String, format: SQLiteFileFormat
  ) throws -> (applicationID: Int32, tables: Set<String>, migrations: Set<String>) {
    var readOnly = Configuration()
    readOnly.readonly = true
    readOnly.busyMode = .timeout(5)
    var attempts = 1
    while true {
      do {
        let queue = try DatabaseQueue(path: path, configuration: readOnly)
        return try queue.read { db in
          (
            try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0, try tableNames(db),
            try DatabaseMigrator().appliedIdentifiers(db)
          )
        }
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempts < 100 {
        attempts += 1
        Thread.sleep(forTimeInterval: 0.02)
      } catch {
        throw refusal(
          "‘\(path)’ cannot be read as a \(format.name) (\(error)). It was left as it is.")
      }
    }
  }

  /// Every table a migrator's migrations make, one after the other, in a database in memory;
  /// tables that a later migration drops are among them.
  private static func tablesMade(
    by migrator: DatabaseMigrator, configuration: Configuration
  ) throws -> Set<String> {
    let memory = try DatabaseQueue(configuration: configuration)
    var tables: Set<String> = []
    for identifier in migrator.migrations {
      try migrator.migrate(memory, upTo: identifier)
      tables.formUnion(try memory.read(tableNames))
    }
    return tables
  }

  /// The names of the tables of a database, SQLite's own left out.
  private static func tableNames(_ db: Database) throws -> Set<String> {
    try String.fetchSet(
      db,
      sql: """
        SELECT name FROM sqlite_master
        WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        """)
  }
}
