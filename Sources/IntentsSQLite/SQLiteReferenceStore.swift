import Foundation
import GRDB
public import IntentsRuntime

/// The embedded `ReferenceStore`: saved references, saved runs and identifier migrations in
/// a SQLite file, through GRDB — and the embedded `HostStateStore`: the event log, donations
/// and on-screen contexts of every host that opens the file.
///
/// ```swift
/// let store = try SQLiteReferenceStore(path: dataDirectory.appendingPathComponent("intents.sqlite").path)
/// let host = IntentsHost(name: "Landmarks", store: store) { … }
/// ```
///
/// The file is in WAL mode with full synchronous writes: each write is one transaction, and a
/// crash — of the process or the machine — loses nothing already committed. Several processes
/// may open the same file, even a new one at the same moment. The file is marked as a
/// reference store (``format``); a file that is not one — not SQLite, or another program's
/// SQLite file — is refused unchanged (see ``SQLiteFile``).
public final class SQLiteReferenceStore: ReferenceStore {
  let database: DatabasePool

  /// What marks a reference store's file: `PRAGMA application_id` 0x4F49_7266 ("OIrf").
  public static let format = SQLiteFileFormat(
    name: "reference store", applicationID: 0x4F49_7266)

  /// Opens (creating if needed, with its directory) the store at a file path, migrating its
  /// schema.
  public init(path: String) throws {
    database = try SQLiteFile.open(
      path: path, format: Self.format, configuration: Self.configuration,
      migrator: Self.migrator, creatingDirectory: true)
  }

  /// Opens the store at `path` as ``init(path:)`` does; when `path` has no file yet and
  /// `formerPath` holds a reference store, the new store starts as a copy of it. For an app
  /// that moves its store: the references, runs and identifier migrations come along, and the
  /// former file is left as it is, for any other program still using it.
  public convenience init(path: String, formerPath: String) throws {
    _ = try SQLiteFile.copy(
      formerPath, to: path, format: Self.format, configuration: Self.configuration,
      migrator: Self.migrator)
    try self.init(path: path)
  }

  /// The file's path.
  public var path: String { database.path }

  static var configuration: Configuration {
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    configuration.busyMode = .timeout(5)
    return configuration
  }

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.create(table: "reference") { table in
        table.primaryKey("name", .text)
        table.column("type", .text).notNull()
        table.column("identifier", .text).notNull()
        table.column("createdAt", .datetime).notNull()
      }
      try db.create(table: "savedRun") { table in
        table.primaryKey("name", .text)
        table.column("intent", .text).notNull()
        table.column("parameters", .jsonText).notNull()
        table.column("createdAt", .datetime).notNull()
      }
      try db.create(table: "identifierMigration") { table in
        table.column("type", .text).notNull()
        table.column("oldIdentifier", .text).notNull()
        table.column("newIdentifier", .text).notNull()
        table.primaryKey(["type", "oldIdentifier"])
      }
    }
    registerHostState(in: &migrator)
    return migrator
  }

  // MARK: - References

  /// Saves a reference, replacing one of the same name.
  public func save(_ reference: SavedReference) async throws {
    try Self.refuseNUL(
      [("name", reference.name), ("type", reference.type), ("identifier", reference.identifier)])
    try await database.write { db in try ReferenceRecord(reference).save(db) }
  }

  /// The reference of that name, if any.
  public func reference(named name: String) async throws -> SavedReference? {
    try await database.read { db in try ReferenceRecord.fetchOne(db, key: name)?.reference }
  }

  /// Every reference, sorted by name.
  public func references() async throws -> [SavedReference] {
    try await database.read { db in
      try ReferenceRecord.order(Column("name")).fetchAll(db).map(\.reference)
    }
  }

  /// Removes a reference; returns whether there was one.
  public func removeReference(named name: String) async throws -> Bool {
    try await database.write { db in try ReferenceRecord.deleteOne(db, key: name) }
  }

  // MARK: - Runs

  /// Saves a run, replacing one of the same name.
  public func save(_ run: SavedRun) async throws {
    try Self.refuseNUL([("name", run.name), ("intent", run.intent)])
    let record = try RunRecord(run)
    try await database.write { db in try record.save(db) }
  }

  /// The run of that name, if any.
  public func run(named name: String) async throws -> SavedRun? {
    try await database.read { db in try RunRecord.fetchOne(db, key: name)?.run() }
  }

  /// Every run, sorted by name.
  public func runs() async throws -> [SavedRun] {
    try await database.read { db in
      try RunRecord.order(Column("name")).fetchAll(db).map { try $0.run() }
    }
  }

  /// Removes a run; returns whether there was one.
  public func removeRun(named name: String) async throws -> Bool {
    try await database.write { db in try RunRecord.deleteOne(db, key: name) }
  }

  // MARK: - Identifier migrations

  /// Records identifier migrations of a type, all in one transaction.
  public func addIdentifierMigrations(_ migrations: [String: String], type: String) async throws {
    try Self.refuseNUL(
      [("type", type)] + migrations.flatMap { [("identifier", $0), ("identifier", $1)] })
    try await database.write { db in
      for (old, new) in migrations.sorted(by: { $0.key < $1.key }) {
        try db.execute(
          sql: """
            INSERT INTO identifierMigration (type, oldIdentifier, newIdentifier) VALUES (?, ?, ?)
            ON CONFLICT (type, oldIdentifier) DO UPDATE SET newIdentifier = excluded.newIdentifier
            """, arguments: [type, old, new])
      }
    }
  }

  /// The identifier an old identifier of a type now reads as.
  public func currentIdentifier(_ identifier: String, type: String) async throws -> String {
    try await database.read { db in
      try IdentifierMigration.follow(identifier) { old in
        try String.fetchOne(
          db,
          sql: "SELECT newIdentifier FROM identifierMigration WHERE type = ? AND oldIdentifier = ?",
          arguments: [type, old])
      }
    }
  }

  /// Throws `invalidValue` for text holding a NUL, which SQLite's text functions would cut
  /// short there (a name `a\0b` listed as `a`): refused, as PostgreSQL's text refuses it.
  static func refuseNUL(_ values: [(what: String, value: String)]) throws {
    for (what, value) in values where value.contains("\0") {
      throw IntentsError(
        IntentsError.invalidValue,
        "The \(what) ‘\(value.replacingOccurrences(of: "\0", with: "\\0"))’ holds a NUL "
          + "character, which the store cannot keep whole.")
    }
  }

  /// Runs a write in one transaction. This is for tests that need to interrupt a write.
  func write<Result: Sendable>(
    _ updates: @escaping @Sendable (Database) throws -> Result
  ) async throws -> Result {
    try await database.write(updates)
  }
}

/// A row of the `reference` table.
struct ReferenceRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "reference"
  var name: String
  var type: String
  var identifier: String
  var createdAt: Date

  init(_ reference: SavedReference) {
    name = reference.name
    type = reference.type
    identifier = reference.identifier
    createdAt = reference.createdAt
  }

  var reference: SavedReference {
    SavedReference(name: name, type: type, identifier: identifier, createdAt: createdAt)
  }
}

/// A row of the `savedRun` table; parameters are stored as JSON.
struct RunRecord: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "savedRun"
  var name: String
  var intent: String
  var parameters: String
  var createdAt: Date

  init(_ run: SavedRun) throws {
    name = run.name
    intent = run.intent
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    parameters = String(decoding: try encoder.encode(run.parameters), as: UTF8.self)
    createdAt = run.createdAt
  }

  func run() throws -> SavedRun {
    SavedRun(
      name: name, intent: intent,
      parameters: try JSONDecoder().decode(
        [String: SavedParameter].self, from: Data(parameters.utf8)),
      createdAt: createdAt)
  }
}
