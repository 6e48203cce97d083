import Foundation
public import IntentsRuntime
import PostgresNIO

/// The shared `ReferenceStore`: saved references, saved runs and identifier migrations in a
/// PostgreSQL database, so that a reference saved through one host is resolved by any other.
///
/// ```swift
/// let storage = try await PostgresStorage.start(
///   configuration: try PostgresStoreConfiguration(url: "postgres://landmarks@db/landmarks"))
/// let host = IntentsHost(name: "Landmarks", store: PostgresReferenceStore(storage)) { … }
/// ```
///
/// It keeps what ``IntentsSQLite``'s store keeps, with the same behaviour: names are unique
/// per kind, listings are sorted by name as Swift's `<` sorts them (byte by byte in UTF-8, the
/// `"C"` collation, whatever the database's locale), and each write is one statement, so
/// atomic. Names, types and identifiers are values bound to statements, never part of their
/// text.
///
/// PostgreSQL's text cannot hold the NUL character: a name, type, identifier or intent with
/// one is refused with `IntentsError.invalidValue` (a host refuses such names before they
/// reach any store).
public struct PostgresReferenceStore: ReferenceStore {
  /// The database.
  public let storage: PostgresStorage

  /// The store in `storage`'s database.
  public init(_ storage: PostgresStorage) { self.storage = storage }

  // MARK: - References

  /// Saves a reference, replacing one of the same name.
  public func save(_ reference: SavedReference) async throws {
    try Self.checkText(
      [("name", reference.name), ("type", reference.type), ("identifier", reference.identifier)])
    try await storage.perform("saving a reference") { client in
      // Read to the end, so that the connection goes back to the pool at once.
      _ = try await Self.count(
        client.query(
          """
          INSERT INTO intents_reference (name, type, identifier, created_at)
        VALUES (\(reference.name), \(reference.type), \(reference.identifier), \(reference.createdAt))
        ON CONFLICT (name) DO UPDATE SET
          type = excluded.type, identifier = excluded.identifier, created_at = excluded.created_at
        """))
    }
  }

  /// The reference of that name, if any.
  public func reference(named name: String) async throws -> SavedReference? {
    guard !name.contains("\0") else { return nil }
    return try await storage.perform("reading a reference") { client in
      try await Self.references(
        client.query(
          """
          SELECT name, type, identifier, created_at FROM intents_reference WHERE name = \(name)
          """)
      ).first
    }
  }

  /// Every reference, sorted by name.
  public func references() async throws -> [SavedReference] {
    try await storage.perform("listing references") { client in
      try await Self.references(
        client.query(
          "SELECT name, type, identifier, created_at FROM intents_reference ORDER BY name"))
    }
  }

  /// Removes a reference; returns whether there was one.
  public func removeReference(named name: String) async throws -> Bool {
    guard !name.contains("\0") else { return false }
    return try await storage.perform("removing a reference") { client in
      try await Self.count(
        client.query("DELETE FROM intents_reference WHERE name = \(name) RETURNING 1")) > 0
    }
  }

  // MARK: - Runs

  /// Saves a run, replacing one of the same name.
  public func save(_ run: SavedRun) async throws {
    try Self.checkText([("name", run.name), ("intent", run.intent)])
    // JSON escapes a NUL inside a value (\u0000), so the parameters' text never holds one.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let parameters = String(decoding: try encoder.encode(run.parameters), as: UTF8.self)
    try await storage.perform("saving a run") { client in
      // Read to the end, so that the connection goes back to the pool at once.
      _ = try await Self.count(
        client.query(
          """
          INSERT INTO intents_saved_run (name, intent, parameters, created_at)
        VALUES (\(run.name), \(run.intent), \(parameters), \(run.createdAt))
        ON CONFLICT (name) DO UPDATE SET
          intent = excluded.intent, parameters = excluded.parameters,
          created_at = excluded.created_at
        """))
    }
  }

  /// The run of that name, if any.
  public func run(named name: String) async throws -> SavedRun? {
    guard !name.contains("\0") else { return nil }
    return try await storage.perform("reading a run") { client in
      try await Self.runs(
        client.query(
          "SELECT name, intent, parameters, created_at FROM intents_saved_run WHERE name = \(name)")
      ).first
    }
  }

  /// Every run, sorted by name.
  public func runs() async throws -> [SavedRun] {
    try await storage.perform("listing runs") { client in
      try await Self.runs(
        client.query(
          "SELECT name, intent, parameters, created_at FROM intents_saved_run ORDER BY name"))
    }
  }

  /// Removes a run; returns whether there was one.
  public func removeRun(named name: String) async throws -> Bool {
    guard !name.contains("\0") else { return false }
    return try await storage.perform("removing a run") { client in
      try await Self.count(
        client.query("DELETE FROM intents_saved_run WHERE name = \(name) RETURNING 1")) > 0
    }
  }

  // MARK: - Identifier migrations

  /// Records identifier migrations of a type, all in one statement.
  public func addIdentifierMigrations(_ migrations: [String: String], type: String) async throws {
    try Self.checkText([("type", type)] + migrations.flatMap { [("identifier", $0), ("identifier", $1)] })
    let sorted = migrations.sorted { $0.key < $1.key }
    let old = sorted.map(\.key)
    let new = sorted.map(\.value)
    try await storage.perform("recording identifier migrations") { client in
      // Read to the end, so that the connection goes back to the pool at once.
      _ = try await Self.count(
        client.query(
          """
          INSERT INTO intents_identifier_migration (type, old_identifier, new_identifier)
        SELECT \(type), old, new FROM unnest(\(old)::text[], \(new)::text[]) AS m (old, new)
        ON CONFLICT (type, old_identifier) DO UPDATE SET new_identifier = excluded.new_identifier
        """))
    }
  }

  /// The identifier an old identifier of a type now reads as: the chain of migrations
  /// followed in one statement, stopping before an identifier repeats.
  public func currentIdentifier(_ identifier: String, type: String) async throws -> String {
    guard !identifier.contains("\0"), !type.contains("\0") else { return identifier }
    return try await storage.perform("following identifier migrations") { client in
      let rows = try await client.query(
        """
        WITH RECURSIVE chain (identifier, depth, seen) AS (
          SELECT \(identifier)::text COLLATE "C", 0, ARRAY[\(identifier)::text COLLATE "C"]
          UNION ALL
          SELECT m.new_identifier, chain.depth + 1, chain.seen || m.new_identifier
          FROM chain JOIN intents_identifier_migration m
            ON m.type = \(type) AND m.old_identifier = chain.identifier
          WHERE m.new_identifier <> ALL (chain.seen))
        SELECT identifier FROM chain ORDER BY depth DESC LIMIT 1
        """)
      for try await current in rows.decode(String.self) { return current }
      return identifier
    }
  }

  // MARK: - Rows

  private static func references(_ rows: PostgresRowSequence) async throws -> [SavedReference] {
    var references: [SavedReference] = []
    for try await (name, type, identifier, createdAt) in rows.decode(
      (String, String, String, Date).self)
    {
      references.append(
        SavedReference(name: name, type: type, identifier: identifier, createdAt: createdAt))
    }
    return references
  }

  private static func runs(_ rows: PostgresRowSequence) async throws -> [SavedRun] {
    var runs: [SavedRun] = []
    let decoder = JSONDecoder()
    for try await (name, intent, parameters, createdAt) in rows.decode(
      (String, String, String, Date).self)
    {
      runs.append(
        SavedRun(
          name: name, intent: intent,
          parameters: try decoder.decode(
            [String: SavedParameter].self, from: Data(parameters.utf8)),
          createdAt: createdAt))
    }
    return runs
  }

  private static func count(_ rows: PostgresRowSequence) async throws -> Int {
    var count = 0
    for try await _ in rows { count += 1 }
    return count
  }

  /// Refuses text PostgreSQL cannot store: a NUL character.
  static func checkText(_ values: [(what: String, value: String)]) throws {
    for (what, value) in values where value.contains("\0") {
      let shown = value.replacingOccurrences(of: "\0", with: "\\0")
      throw IntentsError(
        IntentsError.invalidValue,
        "The \(what) ‘\(shown)’ holds a NUL character, which PostgreSQL's text cannot store.")
    }
  }
}
