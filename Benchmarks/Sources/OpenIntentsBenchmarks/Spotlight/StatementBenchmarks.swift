import Foundation
import GRDB
import IntentsSQLite

/// Writing the Spotlight index's rows — an item, its text in both FTS5 tables — through GRDB's
/// `Statement.execute(arguments:)`, beside the same statements with their values bound through
/// SQLite's C API on GRDB's prepared statements by the index's own `DirectStatement.swift`
/// (compiled into the benchmarks from `Internals/`), in one transaction, into a new index file
/// each time.
enum StatementBenchmarks {
  static func writing(_ places: [PlaceEntity], _ harness: Harness) async throws -> [Comparison] {
    var generator = SplitMix(seed: 3)
    let rows = places.map { place in
      Row(
        identifier: "place-\(place.id)", entityIdentifier: String(place.id),
        priority: place.isFeatured ? 10 : 1, title: place.name + "\n" + place.name,
        keywords: place.kind + "\n" + place.country, content: place.summary,
        attributes: (0..<(80 + Int(generator.next() % 80))).map { _ in
          UInt8(truncatingIfNeeded: generator.next())
        })
    }
    let grdb: () async throws -> Int = {
      try await Self.write(rows) { statements, row, rowid in
        try statements.item.execute(arguments: row.itemArguments)
        try statements.text.execute(arguments: [
          rowid, row.title, "", row.keywords, row.content,
        ])
        try statements.words.execute(arguments: [rowid, row.title, ""])
      }
    }
    let direct: () async throws -> Int = {
      try await Self.write(rows) { statements, row, rowid in
        try statements.item.run(
          row.identifier, String?.none, "PlaceEntity", row.entityIdentifier, row.priority,
          1.0, Double?.none, row.title, row.attributes)
        try statements.text.run(rowid, row.title, "", row.keywords, row.content)
        try statements.words.run(rowid, row.title, "")
      }
    }
    let times = try await harness.medians([direct, grdb])
    precondition(times[0].checksum == times[1].checksum, "the two writes differ")
    return [
      Comparison(
        name: "Write \(rows.count) items' rows: bound directly vs execute(arguments:)",
        ours: times[0].seconds, baseline: times[1].seconds, target: nil)
    ]
  }

  /// An item's values.
  struct Row {
    let identifier: String
    let entityIdentifier: String
    let priority: Int
    let title: String
    let keywords: String
    let content: String
    let attributes: [UInt8]

    var itemArguments: StatementArguments {
      [
        identifier, nil, "PlaceEntity", entityIdentifier, priority, 1.0, nil, title,
        Data(attributes),
      ]
    }
  }

  /// The index's three writing statements.
  struct Statements {
    let item: Statement
    let text: Statement
    let words: Statement
  }

  /// Writes every row into a new index's tables with `body`, in one transaction; answers a
  /// digest of what was written.
  static func write(
    _ rows: [Row], _ body: @escaping @Sendable (Statements, Row, Int64) throws -> Void
  ) async throws -> Int {
    let path = SpotlightBenchmarks.temporaryPath()
    _ = try SQLiteSpotlightIndex(path: path)  // the schema; closed as it goes
    var configuration = Configuration()
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    defer { SpotlightBenchmarks.removeIndex(at: path) }
    try await queue.write { db in
      let statements = Statements(
        item: try db.cachedStatement(
          sql: """
            INSERT INTO spotlight_item (
              identifier, domain, entity_type, entity_id, priority, boost, expires, title,
              attributes)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (identifier) DO NOTHING
            """),
        text: try db.cachedStatement(
          sql: """
            INSERT INTO spotlight_text (rowid, title, names, keywords, content)
            VALUES (?, ?, ?, ?, ?)
            """),
        words: try db.cachedStatement(
          sql: "INSERT INTO spotlight_words (rowid, title, names) VALUES (?, ?, ?)"))
      // A new table's row identifiers count from 1.
      for (index, row) in rows.enumerated() { try body(statements, row, Int64(index) + 1) }
    }
    let digest = try await queue.read { db in
      try Int.fetchOne(
        db,
        sql: """
          SELECT sum(length(identifier) + length(title) + length(attributes) + priority)
            + (SELECT count(*) FROM spotlight_text WHERE spotlight_text MATCH 'lake')
          FROM spotlight_item
          """) ?? 0
    }
    try queue.close()
    return digest
  }
}
