import AppIntents
import Foundation
import GRDB
import IntentsFixtures
import IntentsPostgres
import IntentsRuntime
import IntentsSQL
import IntentsSQLite
import Logging
import PostgresNIO
import Testing

// SQL pushdown against the in-memory Find and a plain loop: the same random conditions, modes,
// sort keys and limits over the same entities, kept in a real SQLite file and in PostgreSQL,
// must find the same entities in the same order — one typed query (IntentsSQL), written in each
// dialect.

/// Cases declared out of their raw values' order: memory sorts by declaration.
enum PlaqueShade: String, AppEnum {
  case red, blue, green, amber
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shade"
  static let caseDisplayRepresentations: [PlaqueShade: DisplayRepresentation] = [
    .red: "Red", .blue: "Blue", .green: "Green", .amber: "Amber",
  ]
}

struct PlaqueEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Plaque"
  static let defaultQuery = PlaqueQuery()
  let id: Int
  @Property var count: Int
  @Property var ratio: Double
  @Property var title: String
  @Property var note: String?
  @Property var floor: Int?
  @Property var isOn: Bool
  @Property var placed: Date
  @Property var tags: [String]
  @Property var shade: PlaqueShade?
  var displayRepresentation: DisplayRepresentation { "Plaque \(id)" }

  init(
    id: Int, count: Int, ratio: Double, title: String, note: String?, floor: Int?, isOn: Bool,
    placed: Date, tags: [String], shade: PlaqueShade?
  ) {
    self.id = id
    self.count = count
    self.ratio = ratio
    self.title = title
    self.note = note
    self.floor = floor
    self.isOn = isOn
    self.placed = placed
    self.tags = tags
    self.shade = shade
  }
}

struct PlaqueQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [PlaqueEntity] { [] }
}

extension SeededRandom {
  /// Words for text values: case and diacritics, LIKE's own characters, an empty one.
  static let plaqueWords = [
    "", "a", "A", "b", "é", "É", "e", "ab", "Ab", "café", "CAFE", "Éclair", "eclair", "b ",
    "100%", "a_b", "x\\y", "a longer text than fifteen", "Ωmega", "ωmega", "ß", "SS", "z",
  ]
  /// Words only conditions use: NUL, which PostgreSQL cannot store, and a quote.
  static let conditionWords = plaqueWords + ["a\u{0}b", "\u{0}", "ab\u{0}", "it's", "\"x\""]

  mutating func word() -> String { Self.plaqueWords.randomElement(using: &self)! }
  mutating func conditionWord() -> String { Self.conditionWords.randomElement(using: &self)! }
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }
}

/// Where a pushed-down query runs.
enum PushdownBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case sqlite
  case postgres

  var testDescription: String { rawValue }

  /// The backends these tests can reach: PostgreSQL when `OPENINTENTS_POSTGRES_URL` is set.
  static let available: [PushdownBackend] =
    PostgresTestDatabase.url == nil ? [.sqlite] : allCases
}

@Suite struct PushdownEquivalenceTests {
  static let columns: [SQLColumn<PlaqueEntity>] = [
    SQLColumn(\PlaqueEntity.$count, "count", .number),
    SQLColumn(\PlaqueEntity.$ratio, "ratio", .number),
    SQLColumn(\PlaqueEntity.$title, "title", .text(folded: "titleFolded")),
    SQLColumn(\PlaqueEntity.$note, "note", .text(folded: "noteFolded")),
    SQLColumn(\PlaqueEntity.$floor, "floor", .number),
    SQLColumn(\PlaqueEntity.$isOn, "isOn", .boolean),
    SQLColumn(\PlaqueEntity.$placed, "placed", .date),
    SQLColumn(\PlaqueEntity.$tags, "tags", .foldedTextArray),
    SQLColumn(\PlaqueEntity.$shade, "shade", .rawValue),
  ]

  static func plaques(_ random: inout SeededRandom) -> [PlaqueEntity] {
    (0..<Int.random(in: 0...80, using: &random)).map { id in
      PlaqueEntity(
        id: id, count: Int.random(in: -3...9, using: &random),
        ratio: [-1.5, -0.0, 0.0, 0.5, 2].randomElement(using: &random)!, title: random.word(),
        note: random.chance(30) ? nil : random.word(),
        floor: random.chance(30) ? nil : Int.random(in: 0...4, using: &random),
        isOn: random.chance(50),
        placed: Date(timeIntervalSince1970: Double(Int.random(in: 0...4, using: &random)) * 3600),
        tags: (0..<Int.random(in: 0...2, using: &random)).map { _ in random.word() },
        shade: random.chance(20) ? nil : PlaqueShade.allCases.randomElement(using: &random))
    }
  }

  /// A random condition on a random property.
  static func condition(_ random: inout SeededRandom) -> QueryComparator<PlaqueEntity> {
    let word = random.conditionWord()
    let number = Int.random(in: -4...10, using: &random)
    let other = Int.random(in: -4...10, using: &random)
    let comparisons: [QueryComparisonOperator] = [
      .equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo,
    ]
    let comparison = comparisons.randomElement(using: &random)!
    func ordered<Value: _IntentValue & Comparable & Sendable>(
      _ keyPath: KeyPath<PlaqueEntity, EntityProperty<Value>>, _ bound: Value, _ upper: Value
    ) -> QueryComparator<PlaqueEntity> {
      switch comparison {
      case .equalTo: .equality(keyPath, bound)
      case .notEqualTo: .equality(keyPath, bound, negated: true)
      default:
        random.chance(20)
          ? .between(keyPath, min(bound, upper), max(bound, upper))
          : .ordering(keyPath, comparison, bound)
      }
    }
    switch Int.random(in: 0..<11, using: &random) {
    case 0: return ordered(\.$count, number, other)
    case 1: return ordered(\.$ratio, Double(number) / 2, Double(other) / 2)
    case 2:
      let texts: [QueryComparisonOperator] = [.contains, .hasPrefix, .hasSuffix]
      if random.chance(40) { return .text(\.$title, texts.randomElement(using: &random)!, word) }
      return ordered(\.$title, word, word)
    case 3:
      if random.chance(25) { return .equality(\.$note, String?.none, negated: random.chance(50)) }
      if random.chance(40) { return .text(\.$note, .contains, word) }
      switch comparison {
      case .equalTo: return .equality(\.$note, Optional(word))
      case .notEqualTo: return .equality(\.$note, Optional(word), negated: true)
      default: return .ordering(\.$note, comparison, word)
      }
    case 4:
      if random.chance(25) { return .equality(\.$floor, Int?.none, negated: random.chance(50)) }
      switch comparison {
      case .equalTo: return .equality(\.$floor, Optional(number))
      case .notEqualTo: return .equality(\.$floor, Optional(number), negated: true)
      default: return .ordering(\.$floor, comparison, number)
      }
    case 5: return .equality(\.$isOn, random.chance(50), negated: random.chance(50))
    case 6:
      let hours = { (count: Int) in Date(timeIntervalSince1970: Double(count) * 3600) }
      return ordered(\.$placed, hours(number / 2), hours(other / 2))
    case 8:
      let shade = PlaqueShade.allCases.randomElement(using: &random)!
      return .equality(\.$shade, Optional(shade), negated: random.chance(50))
    case 7:
      let ratios: [Double] = [.nan, .infinity, -.infinity, -0.0]
      return ordered(\.$ratio, ratios.randomElement(using: &random)!, Double(other) / 2)
    default: return .membership(\.$tags, contains: word)
    }
  }

  static func sort(_ random: inout SeededRandom) -> EntityQuerySort<PlaqueEntity> {
    let order: EntityQuerySort<PlaqueEntity>.Ordering =
      random.chance(50) ? .ascending : .descending
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return EntityQuerySort(\.$count, order: order)
    case 1: return EntityQuerySort(\.$ratio, order: order)
    case 2: return EntityQuerySort(\.$title, order: order)
    case 3: return EntityQuerySort(\.$note, order: order)
    case 4: return EntityQuerySort(\.$floor, order: order)
    case 5: return EntityQuerySort(\.$isOn, order: order)
    case 6: return EntityQuerySort(\.$shade, order: order)
    default: return EntityQuerySort(\.$placed, order: order)
    }
  }

  @Test(arguments: PushdownBackend.available)
  func sqlFindsWhatTheInMemoryFindFinds(_ backend: PushdownBackend) async throws {
    var random = SeededRandom(seed: 0x5_0_1)
    try await Self.withTable(backend) { fill, find in
      for round in 0..<30 {
        let plaques = Self.plaques(&random)
        try await fill(plaques)
        for query in 0..<25 {
          let comparators = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            Self.condition(&random)
          }
          let sorts = (0..<Int.random(in: 0...2, using: &random)).map { _ in Self.sort(&random) }
          let mode: EntityQueryComparatorMode = random.chance(50) ? .and : .or
          let limit = [nil, -1, 0, 1, 5, 100].randomElement(using: &random)!
          let context =
            "round \(round) query \(query): \(comparators) \(mode) \(sorts.map(\.by)) \(limit as Any)"
          let expected = Self.plain(plaques, comparators, mode, sorts, limit)
          #expect(
            plaques.matching(comparators, mode: mode, sortedBy: sorts, limit: limit).map(\.id)
              == expected, "in memory, \(context)")
          let sql = try SQLPropertyQuery(
            comparators, mode: mode, sortedBy: sorts, limit: limit, columns: Self.columns,
            tieBreaker: "id")
          let found = try await find(sql)
          #expect(found == expected, "\(backend.rawValue), \(context)")
        }
      }
    }
  }

  /// The plain Find: each comparator's own test on each entity, a stable sort by the keys.
  static func plain(
    _ plaques: [PlaqueEntity], _ comparators: [QueryComparator<PlaqueEntity>],
    _ mode: EntityQueryComparatorMode, _ sorts: [EntityQuerySort<PlaqueEntity>], _ limit: Int?
  ) -> [Int] {
    let kept = plaques.enumerated().filter { _, plaque in
      comparators.isEmpty
        || (mode == .and
          ? comparators.allSatisfy { $0.evaluate(plaque) }
          : comparators.contains { $0.evaluate(plaque) })
    }.sorted { lhs, rhs in
      for sort in sorts {
        switch sort.comparison(lhs.element, rhs.element) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return lhs.offset < rhs.offset
    }
    return kept.prefix(max(0, limit ?? kept.count)).map(\.element.id)
  }

  /// Runs `body` with a `plaque` table on the backend, a function that replaces its rows, and
  /// one that runs a query and returns the identifiers it finds, in order.
  static func withTable(
    _ backend: PushdownBackend,
    _ body: (
      _ fill: ([PlaqueEntity]) async throws -> Void,
      _ find: (SQLPropertyQuery) async throws -> [Int]
    ) async throws -> Void
  ) async throws {
    switch backend {
    case .sqlite:
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("openintents-pushdown-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let database = try DatabaseQueue(
        path: directory.appendingPathComponent("plaques.sqlite").path)
      try await database.write { db in
        try db.execute(
          sql: """
            CREATE TABLE plaque (id INTEGER PRIMARY KEY, count INTEGER, ratio REAL, title TEXT,
              titleFolded TEXT, note TEXT, noteFolded TEXT, floor INTEGER, isOn INTEGER,
              placed DATETIME, tags TEXT, shade TEXT)
            """)
      }
      try await body(
        { plaques in try await database.write { db in try fillSQLite(db, plaques) } },
        { query in
          try await database.read { db in
            try SQLQuery(query).applied(to: Table("plaque").select(Column("id"), as: Int.self))
              .fetchAll(db)
          }
        })
    case .postgres:
      try await PostgresTestDatabase.withSchema { _, start in
        let client = try await start().client
        try await client.query(
          """
          CREATE TABLE plaque (id bigint PRIMARY KEY, count bigint, ratio double precision,
            title text, "titleFolded" text, note text, "noteFolded" text, floor bigint,
            "isOn" boolean, placed timestamptz, tags text[], shade text)
          """)
        try await body(
          { plaques in try await fillPostgres(client, plaques) },
          { query in
            var found: [Int] = []
            for try await id in try await client.query(query.postgresQuery("SELECT id FROM plaque"))
              .decode(Int.self)
            {
              found.append(id)
            }
            return found
          })
      }
    }
  }

  private static func folded(_ text: String?) -> String? { text.map { FoldedString($0).folded } }

  private static func fillSQLite(_ db: Database, _ plaques: [PlaqueEntity]) throws {
    try db.execute(sql: "DELETE FROM plaque")
    for plaque in plaques {
      let tags = String(
        decoding: try JSONEncoder().encode(plaque.tags.map { FoldedString($0).folded }),
        as: UTF8.self)
      try db.execute(
        sql: "INSERT INTO plaque VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        arguments: [
          plaque.id, plaque.count, plaque.ratio, plaque.title, folded(plaque.title),
          plaque.note, folded(plaque.note), plaque.floor, plaque.isOn, plaque.placed, tags,
          plaque.shade?.rawValue,
        ])
    }
  }

  private static func fillPostgres(
    _ client: PostgresClient, _ plaques: [PlaqueEntity]
  )
    async throws
  {
    let logger = Logger(label: "test")
    try await client.withTransaction(logger: logger) { connection in
      try await connection.query("DELETE FROM plaque", logger: logger)
      for plaque in plaques {
        try await connection.query(
          """
          INSERT INTO plaque VALUES (\(plaque.id), \(plaque.count), \(plaque.ratio),
            \(plaque.title), \(folded(plaque.title)!), \(plaque.note), \(folded(plaque.note)),
            \(plaque.floor), \(plaque.isOn), \(plaque.placed),
            \(plaque.tags.map { FoldedString($0).folded }), \(plaque.shade?.rawValue))
          """, logger: logger)
      }
    }
  }
}
