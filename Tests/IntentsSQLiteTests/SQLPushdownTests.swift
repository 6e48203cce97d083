import AppIntents
import Foundation
import GRDB
import IntentsFixtures
import IntentsRuntime
import IntentsSQL
import IntentsSQLite
import Testing

/// The fixture trails in a SQLite file, with folded text columns.
struct TrailTable {
  let database: DatabaseQueue
  let columns: [SQLColumn<TrailEntity>] = [
    SQLColumn(\TrailEntity.$name, "name", .text(folded: "nameFolded")),
    SQLColumn(\TrailEntity.$region, "region", .text(folded: "regionFolded")),
    SQLColumn(\TrailEntity.$difficulty, "difficulty", .rawValue),
    SQLColumn(\TrailEntity.$lengthKm, "lengthKm", .number),
    SQLColumn(\TrailEntity.$elevationGain, "elevationGain", .number),
    SQLColumn(\TrailEntity.$isLoop, "isLoop", .boolean),
    SQLColumn(\TrailEntity.$tags, "tags", .foldedTextArray),
  ]

  init(trails: [Trail]) throws {
    let path = temporaryDatabasePath()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    database = try DatabaseQueue(path: path)
    try database.write { db in
      try db.execute(
        sql: """
          CREATE TABLE trail (id INTEGER PRIMARY KEY, name TEXT, nameFolded TEXT, region TEXT,
            regionFolded TEXT, difficulty TEXT, lengthKm REAL, elevationGain INTEGER, isLoop INTEGER, tags TEXT)
          """)
      for trail in trails {
        let tags = String(
          decoding: try JSONEncoder().encode(trail.tags.map { FoldedString($0).folded }),
          as: UTF8.self)
        try db.execute(
          sql: "INSERT INTO trail VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          arguments: [
            trail.id, trail.name, FoldedString(trail.name).folded, trail.region,
            FoldedString(trail.region).folded, trail.difficulty.rawValue, trail.lengthKm,
            trail.elevationGain, trail.isLoop, tags,
          ])
      }
    }
  }

  func ids(
    _ comparators: [QueryComparator<TrailEntity>], mode: EntityQueryComparatorMode = .and,
    sortedBy: [EntityQuerySort<TrailEntity>] = [], limit: Int? = nil
  ) throws -> [Int] {
    let query = try SQLPushdown.query(
      comparators, mode: mode, sortedBy: sortedBy, limit: limit, columns: columns, tieBreaker: "id")
    return try database.read { db in
      try query.applied(to: Table("trail").select(Column("id"), as: Int.self)).fetchAll(db)
    }
  }
}

@Suite struct SQLPushdownTests {
  static let trails =
    TrailStore.sample + [
      Trail(
        id: 7, name: "100% Grind_Trail", region: "valais", difficulty: .hard, lengthKm: 3,
        elevationGain: nil, isLoop: false, tags: []),
      Trail(
        id: 8, name: "Crêt de l'Œil", region: "jura", difficulty: .moderate, lengthKm: 9.8,
        elevationGain: 480, isLoop: true, tags: ["Crête"]),
    ]

  func condition(
    _ keyPath: AnyKeyPath, _ comparison: QueryComparisonOperator, _ values: Any...
  ) throws
    -> QueryComparator<TrailEntity>
  {
    let declaration = try #require(
      TrailQuery.properties.declarations.first { $0.property == keyPath })
    let comparator = try #require(
      declaration.comparators.first { $0.comparisonOperator == comparison })
    return try comparator.map(values)
  }

  /// The same comparators run in SQL and in memory give the same entities in the same order.
  @Test(arguments: 0..<12)
  func sqlAgreesWithInMemoryEvaluation(case index: Int) throws {
    let table = try TrailTable(trails: Self.trails)
    let cases:
      [(
        [QueryComparator<TrailEntity>], EntityQueryComparatorMode, [EntityQuerySort<TrailEntity>],
        Int?
      )] = [
        ([try condition(\TrailEntity.$name, .contains, "TRAIL")], .and, [], nil),
        ([try condition(\TrailEntity.$name, .equalTo, "seealpsee loop")], .and, [], nil),
        ([try condition(\TrailEntity.$name, .hasPrefix, "cret")], .and, [], nil),
        (
          [try condition(\TrailEntity.$region, .notEqualTo, "Valais")], .and,
          [EntityQuerySort(\TrailEntity.$name)], nil
        ),
        (
          [try condition(\TrailEntity.$difficulty, .equalTo, Difficulty.hard)], .and,
          [EntityQuerySort(\TrailEntity.$lengthKm, order: .descending)], nil
        ),
        (
          [try condition(\TrailEntity.$lengthKm, .isBetween, 5.0, 10.0)], .and,
          [EntityQuerySort(\TrailEntity.$lengthKm), EntityQuerySort(\TrailEntity.$name)], nil
        ),
        (
          [try condition(\TrailEntity.$elevationGain, .greaterThanOrEqualTo, 400)], .and,
          [EntityQuerySort(\TrailEntity.$elevationGain)], nil
        ),
        ([try condition(\TrailEntity.$elevationGain, .lessThanOrEqualTo, 10_000)], .and, [], nil),
        (
          [
            try condition(\TrailEntity.$isLoop, .equalTo, true),
            try condition(\TrailEntity.$lengthKm, .lessThan, 6.0),
          ], .or, [EntityQuerySort(\TrailEntity.$name, order: .descending)], nil
        ),
        ([try condition(\TrailEntity.$tags, .contains, "crete")], .and, [], nil),
        ([], .and, [EntityQuerySort(\TrailEntity.$elevationGain, order: .descending)], 4),
        ([], .and, [EntityQuerySort(\TrailEntity.$elevationGain)], 3),
      ]
    let (comparators, mode, sorts, limit) = cases[index]
    let inMemory = Self.trails.map(TrailEntity.init).matching(
      comparators, mode: mode, sortedBy: sorts, limit: limit
    ).map(\.id)
    #expect(try table.ids(comparators, mode: mode, sortedBy: sorts, limit: limit) == inMemory)
  }

  @Test func searchTextIsDataNeverSQL() throws {
    let table = try TrailTable(trails: Self.trails)
    #expect(try table.ids([try condition(\TrailEntity.$name, .contains, "%")]) == [7])
    // `_` is a character to find, not LIKE's wildcard: "e_l" does not match "de l'".
    #expect(try table.ids([try condition(\TrailEntity.$name, .contains, "e_l")]) == [])
    #expect(try table.ids([try condition(\TrailEntity.$name, .contains, "_")]) == [7])
    #expect(try table.ids([try condition(\TrailEntity.$name, .contains, "' OR 1=1 --")]) == [])
    #expect(
      try table.ids([try condition(\TrailEntity.$region, .equalTo, "valais\" OR \"1\"=\"1")]) == [])
  }

  @Test func aQueryNarrowsARequestThatHasAConditionOfItsOwn() throws {
    let table = try TrailTable(trails: Self.trails)
    let comparators = [
      try condition(\TrailEntity.$isLoop, .equalTo, true),
      try condition(\TrailEntity.$lengthKm, .lessThan, 6.0),
    ]
    let byName = [EntityQuerySort(\TrailEntity.$name)]
    let query = try SQLPushdown.query(
      comparators, mode: .or, sortedBy: byName, limit: nil, columns: table.columns,
      tieBreaker: "id")
    // The request's own condition is kept beside the query's (either comparator, in Valais);
    // its own ordering gives way to the query's.
    let inValais = Table("trail").filter(Column("region") == "valais")
      .order(Column("lengthKm").desc).select(Column("id"), as: Int.self)
    let found = try table.database.read { db in try query.applied(to: inValais).fetchAll(db) }
    let entities = Self.trails.map(TrailEntity.init)
    let anywhere = entities.matching(comparators, mode: .or, sortedBy: byName, limit: nil)
    #expect(anywhere.count == 4)
    #expect(found == anywhere.filter { $0.region == "valais" }.map(\.id))
    #expect(found == [7, 4])
  }

  /// Pages through a pushed-down query: the offset is given where the limit is applied (the
  /// request's own offset would give way to the limit, as GRDB's `limit(_:offset:)` does).
  @Test func appliedQueriesPageWithAnOffset() throws {
    let table = try TrailTable(trails: Self.trails)
    let comparators = [try condition(\TrailEntity.$lengthKm, .greaterThan, 0.0)]
    let byName = [EntityQuerySort(\TrailEntity.$name)]
    let all = Self.trails.map(TrailEntity.init)
      .matching(comparators, mode: .and, sortedBy: byName, limit: nil).map(\.id)
    let trails = Table("trail").select(Column("id"), as: Int.self)
    for (limit, offset) in [(2, 0), (2, 2), (3, 4), (nil, 3)] as [(Int?, Int)] {
      let query = try SQLPushdown.query(
        comparators, mode: .and, sortedBy: byName, limit: limit, columns: table.columns,
        tieBreaker: "id")
      let page = try table.database.read { db in
        try query.applied(to: trails, offset: offset).fetchAll(db)
      }
      let expected = all.dropFirst(offset).prefix(limit ?? all.count)
      #expect(page == Array(expected), "limit \(String(describing: limit)), offset \(offset)")
    }
  }

  @Test func columnNamesAreIdentifiersEvenWhenTheyAreKeywords() throws {
    let database = try DatabaseQueue()
    try database.write { db in
      try db.execute(
        sql: #"CREATE TABLE "from" ("order" INTEGER PRIMARY KEY, "group by" TEXT, "select" TEXT)"#)
      for trail in Self.trails {
        try db.execute(
          sql: #"INSERT INTO "from" VALUES (?, ?, ?)"#,
          arguments: [trail.id, trail.name, FoldedString(trail.name).folded])
      }
    }
    let columns: [SQLColumn<TrailEntity>] = [
      SQLColumn(\TrailEntity.$name, "group by", .text(folded: "select"))
    ]
    let comparators = [try condition(\TrailEntity.$name, .contains, "trail")]
    let sorts = [EntityQuerySort(\TrailEntity.$name, order: .descending)]
    let query = try SQLPushdown.query(
      comparators, mode: .and, sortedBy: sorts, limit: 2, columns: columns, tieBreaker: "order")
    let found = try database.read { db in
      try query.applied(to: Table("from").select(Column("order"), as: Int.self)).fetchAll(db)
    }
    let inMemory = Self.trails.map(TrailEntity.init).matching(
      comparators, mode: .and, sortedBy: sorts, limit: 2)
    #expect(found == inMemory.map(\.id))
    #expect(found.count == 2)
  }

  /// GRDB writes identifiers in double quotes as they are: a name holding one would change the
  /// statement, so it is refused before any SQL is written.
  @Test func aColumnNameWithADoubleQuoteIsRefused() throws {
    let comparator = try condition(\TrailEntity.$name, .contains, "x")
    let quoted: [SQLColumn<TrailEntity>] = [
      SQLColumn(\TrailEntity.$name, #"name" OR 1=1 --"#, .text(folded: "nameFolded"))
    ]
    let foldedQuoted: [SQLColumn<TrailEntity>] = [
      SQLColumn(\TrailEntity.$name, "name", .text(folded: #"a"b"#))
    ]
    for columns in [quoted, foldedQuoted] {
      let error = #expect(throws: IntentsError.self) {
        try SQLPushdown.query(
          [comparator], mode: .and, sortedBy: [], limit: nil, columns: columns)
      }
      // The app's mistake: a server failure, kept from remote callers.
      #expect(error?.code == IntentsError.queryFailed)
    }
    let tieBreaker = #expect(throws: IntentsError.self) {
      try SQLPushdown.ordering([], columns: [SQLColumn<TrailEntity>](), tieBreaker: #"id"x"#)
    }
    #expect(tieBreaker?.message.contains("double quote") == true)
  }

  @Test func propertiesWithoutAColumnAreReported() throws {
    let comparator = try condition(\TrailEntity.$name, .contains, "x")
    #expect(throws: IntentsError.self) {
      try SQLPushdown.query(
        [comparator], mode: .and, sortedBy: [], limit: nil, columns: [SQLColumn<TrailEntity>]())
    }
  }
}
