public import Foundation
import GRDB
public import IntentsRuntime

/// The embedded `SingleUseTokenStore`: the tokens spent, with their expiry, in a SQLite file —
/// shared by every process that opens the file, so that hosts on one machine (and one
/// database) refuse a token any of them spent.
///
/// ```swift
/// let tokens = try SQLiteSingleUseTokenStore(path: databasePath + "-mcp-state")
/// let server = IntentsMCPServer(
///   host: host, requestState: try MCPRequestState(key: sharedKey, store: tokens))
/// ```
///
/// A consumption is one write transaction (WAL mode, full synchronous writes, as the reference
/// store's): SQLite serializes writers, so of many processes spending one token at once exactly
/// one gets `true`, and a spent token stays spent after a crash. Each write also forgets the
/// tokens that have expired, so the file holds only those still live. The file is marked as a
/// token store (``format``); a file that is not one is refused unchanged (see ``SQLiteFile``).
public final class SQLiteSingleUseTokenStore: SingleUseTokenStore {
  private let database: DatabasePool

  /// What marks a token store's file: `PRAGMA application_id` 0x4F49_746B ("OItk").
  public static let format = SQLiteFileFormat(
    name: "single-use token store", applicationID: 0x4F49_746B)

  /// Opens (creating if needed, with its directory) the store at a file path.
  public init(path: String) throws {
    database = try SQLiteFile.open(
      path: path, format: Self.format, configuration: SQLiteReferenceStore.configuration,
      migrator: Self.migrator, creatingDirectory: true)
  }

  /// The file's path.
  public var path: String { database.path }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.create(table: "spentToken") { table in
        table.primaryKey("token", .text)
        table.column("expiresAt", .double).notNull().indexed()
      }
    }
    return migrator
  }

  /// Spends `token`: `true` the first time, `false` when it was spent before (through any
  /// connection to the file) or has expired.
  public func consume(_ token: String, expiresAt: Date) async throws -> Bool {
    let expiry = expiresAt.timeIntervalSince1970
    return try await database.write { db in
      let now = Date().timeIntervalSince1970
      try db.execute(literal: "DELETE FROM spentToken WHERE expiresAt <= \(now)")
      guard expiry > now else { return false }
      try db.execute(
        literal: "INSERT OR IGNORE INTO spentToken (token, expiresAt) VALUES (\(token), \(expiry))")
      return db.changesCount == 1
    }
  }
}
