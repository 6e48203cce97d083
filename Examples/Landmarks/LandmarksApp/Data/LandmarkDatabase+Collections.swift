public import Foundation
import GRDB

/// A named list of landmarks a person keeps.
public struct LandmarkCollection: Sendable, Hashable, Identifiable {
  /// A stable identifier, such as `bucket-list`.
  public var id: String
  /// The name the person gave it.
  public var name: String
  /// The landmarks in it, in the order they were added.
  public var landmarkIDs: [Int]
}

/// A search for tickets, as the app records it.
public struct TicketSearch: Sendable, Hashable {
  /// The row number of the search.
  public var id: Int
  /// The landmark tickets were searched for.
  public var landmarkID: Int
  /// How many tickets.
  public var quantity: Int
  /// When the search was confirmed.
  public var searchedAt: Date
}

extension LandmarkDatabase {
  // MARK: - Collections

  /// Every collection, by name.
  public func collections() async throws -> [LandmarkCollection] {
    try await pool.read { db in try Self.collections(db, ids: nil) }
  }

  /// The collections with these identifiers, in no particular order.
  public func collections(ids: [String]) async throws -> [LandmarkCollection] {
    try await pool.read { db in try Self.collections(db, ids: ids) }
  }

  /// The collections with these identifiers, or all of them, by name; each with its landmarks
  /// in the order they were added. The members are fetched as ordered rows and grouped here:
  /// SQLite does not promise that an aggregate such as `json_group_array` keeps the order of
  /// a subquery.
  static func collections(
    _ db: Database, ids: [String]?
  ) throws
    -> [LandmarkCollection]
  {
    let filter = ids == nil ? "1" : "id IN (SELECT value FROM json_each(?))"
    let memberFilter =
      ids == nil ? "1" : "collection_id IN (SELECT value FROM json_each(?))"
    let arguments: StatementArguments =
      try ids.map { [String(decoding: try JSONEncoder().encode($0), as: UTF8.self)] } ?? []
    let members = try Row.fetchAll(
      db,
      sql: """
        SELECT collection_id, landmark_id FROM collection_landmark WHERE \(memberFilter)
        ORDER BY added_at, rowid
        """, arguments: arguments)
    var landmarkIDs: [String: [Int]] = [:]
    for row in members { landmarkIDs[row["collection_id"], default: []].append(row["landmark_id"]) }
    return try Row.fetchAll(
      db, sql: "SELECT id, name FROM collection WHERE \(filter) ORDER BY name COLLATE NOCASE, id",
      arguments: arguments
    ).map { row in
      let id: String = row["id"]
      return LandmarkCollection(id: id, name: row["name"], landmarkIDs: landmarkIDs[id] ?? [])
    }
  }

  /// Adds a landmark to a collection, in one transaction; `false` when it was already there.
  public func add(landmark: Int, toCollection collection: String) async throws -> Bool {
    try await pool.write { db in
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO collection_landmark (collection_id, landmark_id, added_at)
          VALUES (?, ?, ?)
          """, arguments: [collection, landmark, Date()])
      guard db.changesCount > 0 else { return false }
      try Self.bumpContentVersion(db)
      return true
    }
  }

  // MARK: - Tickets

  /// Records a search for tickets.
  public func recordTicketSearch(landmark: Int, quantity: Int) async throws -> TicketSearch {
    try await pool.write { db in
      let now = Date()
      try db.execute(
        sql: "INSERT INTO ticket_search (landmark_id, quantity, searched_at) VALUES (?, ?, ?)",
        arguments: [landmark, quantity, now])
      return TicketSearch(
        id: Int(db.lastInsertedRowID), landmarkID: landmark, quantity: quantity, searchedAt: now)
    }
  }

  /// The ticket searches of a landmark, most recent first.
  public func ticketSearches(landmark: Int) async throws -> [TicketSearch] {
    try await pool.read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT * FROM ticket_search WHERE landmark_id = ? ORDER BY id DESC",
        arguments: [landmark]
      ).map {
        TicketSearch(
          id: $0["id"], landmarkID: $0["landmark_id"], quantity: $0["quantity"],
          searchedAt: $0["searched_at"])
      }
    }
  }
}
