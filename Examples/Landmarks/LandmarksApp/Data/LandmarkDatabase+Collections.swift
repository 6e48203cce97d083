import Foundation
import GRDB

/// A named list of landmarks a person keeps.
public struct LandmarkCollection: Sendable, Hashable, Identifiable {
  /// A stable identifier made from the name when the collection is created: `bucket-list`.
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
    try await pool.read { db in try Self.collections(db, where: "1", []) }
  }

  /// The collections with these identifiers, in no particular order.
  public func collections(ids: [String]) async throws -> [LandmarkCollection] {
    let list = String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)
    return try await pool.read { db in
      try Self.collections(db, where: "c.id IN (SELECT value FROM json_each(?))", [list])
    }
  }

  private static func collections(
    _ db: Database, where condition: String, _ arguments: StatementArguments
  )
    throws -> [LandmarkCollection]
  {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT c.id, c.name, json_group_array(m.landmark_id) FILTER (WHERE m.landmark_id IS NOT NULL) AS members
        FROM collection c LEFT JOIN (SELECT * FROM collection_landmark ORDER BY added_at, rowid) m
          ON m.collection_id = c.id
        WHERE \(condition)
        GROUP BY c.id ORDER BY c.name COLLATE NOCASE
        """, arguments: arguments)
    return rows.map { row in
      let members: String = row["members"] ?? "[]"
      let ids = (try? JSONDecoder().decode([Int].self, from: Data(members.utf8))) ?? []
      return LandmarkCollection(id: row["id"], name: row["name"], landmarkIDs: ids)
    }
  }

  /// Creates a collection; its identifier is made from the name. Throws when a collection of
  /// that name exists.
  public func createCollection(named name: String) async throws -> LandmarkCollection {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    let slug = Self.slug(trimmed)
    return try await pool.write { db in
      var id = slug.isEmpty ? "collection" : slug
      var suffix = 2
      while try Bool.fetchOne(db, sql: "SELECT 1 FROM collection WHERE id = ?", arguments: [id])
        == true
      {
        id = "\(slug)-\(suffix)"
        suffix += 1
      }
      try db.execute(
        sql: "INSERT INTO collection (id, name, created_at) VALUES (?, ?, ?)",
        arguments: [id, trimmed, Date()])
      return LandmarkCollection(id: id, name: trimmed, landmarkIDs: [])
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
      return db.changesCount > 0
    }
  }

  /// Removes a landmark from a collection; `false` when it was not there.
  public func remove(landmark: Int, fromCollection collection: String) async throws -> Bool {
    try await pool.write { db in
      try db.execute(
        sql: "DELETE FROM collection_landmark WHERE collection_id = ? AND landmark_id = ?",
        arguments: [collection, landmark])
      return db.changesCount > 0
    }
  }

  static func slug(_ name: String) -> String {
    let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    let words = folded.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
    return words.joined(separator: "-").lowercased()
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
