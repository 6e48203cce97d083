import AppIntents
import Foundation
import IntentsFixtures
import IntentsPostgres
import IntentsRuntime
import IntentsSQL
import PostgresNIO
import Testing

/// How IntentsSQL's typed queries are written for PostgreSQL, and what they find there.
/// `PushdownEquivalenceTests` checks the answers against memory over random queries; these
/// check the parts a user reads or relies on: the statement's shape, values kept out of its
/// text, and the answers PostgreSQL's own defaults would change.
@Suite struct PostgresPushdownTests {
  static let columns: [SQLColumn<TrailEntity>] = [
    SQLColumn(\TrailEntity.$name, "name", .text(folded: "name_folded")),
    SQLColumn(\TrailEntity.$difficulty, "difficulty", .rawValue),
    SQLColumn(\TrailEntity.$lengthKm, "length_km", .number),
    SQLColumn(\TrailEntity.$isLoop, "is_loop", .boolean),
    SQLColumn(\TrailEntity.$tags, "tags", .foldedTextArray),
  ]

  @Test func theStatementBindsEveryValueAndSortsAsSQLiteDoes() throws {
    let query = try SQLPropertyQuery(
      [
        .text(\TrailEntity.$name, .contains, "50%'; DROP TABLE trail; --"),
        .ordering(\TrailEntity.$lengthKm, .greaterThan, 3.5),
        .membership(\TrailEntity.$tags, contains: "Lakes"),
      ], mode: .or, sortedBy: [EntityQuerySort(\TrailEntity.$name, order: .descending)],
      limit: 10, columns: Self.columns, tieBreaker: "id")
    let statement = query.postgresQuery("SELECT id FROM trail", offset: 20)
    #expect(
      statement.sql
        == #"SELECT id FROM trail WHERE (("name_folded" LIKE $1 ESCAPE '\') OR ("length_km" > $2) "#
        + #"OR ("tags" @> ARRAY[$3]::text[])) ORDER BY "name_folded" COLLATE "C" DESC NULLS LAST, "#
        + #""name" COLLATE "C" DESC NULLS LAST, "id" ASC NULLS FIRST LIMIT 10 OFFSET 20"#)
    #expect(statement.binds.count == 3)
    #expect(!statement.sql.contains("DROP"))
  }

  @Test func textOrderingComparesBytesAndNULNeverReachesTheServer() {
    var writer = PostgresSQLWriter()
    let column = try! SQLIdentifier("name_folded")
    #expect(
      writer.condition(.compare(column, .less, .text("b"))) == #"("name_folded" COLLATE "C" < $1)"#)
    #expect(writer.condition(.compare(column, .equal, .text("b"))) == #"("name_folded" = $2)"#)
    // Text holding NUL is rewritten before it is bound: PostgreSQL refuses NUL in text.
    #expect(writer.condition(.compare(column, .equal, .text("a\u{0}b"))) == "FALSE")
    #expect(
      writer.condition(.compare(column, .notEqual, .text("a\u{0}b")))
        == #"("name_folded" IS NOT NULL)"#)
    #expect(
      writer.condition(.compare(column, .greaterOrEqual, .text("a\u{0}b")))
        == #"("name_folded" COLLATE "C" > $3)"#)
    #expect(writer.condition(.matches(column, SQLTextPattern("\u{0}", at: .anywhere))) == "FALSE")
    #expect(writer.bindings.count == 3)
  }

  @Test func identifiersThatCannotBeQuotedAreRefused() {
    for name in ["", "na\"me", "na\u{0}me"] {
      #expect(throws: IntentsError.self) { try SQLIdentifier(name) }
    }
    #expect(throws: IntentsError.self) {
      try SQLPropertyQuery(
        [.equality(\TrailEntity.$isLoop, true)], mode: .and, sortedBy: [], limit: nil,
        columns: [SQLColumn(\TrailEntity.$isLoop, "is\"loop", .boolean)], tieBreaker: "id")
    }
  }

  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func findsOnTheServerWithTextNULAndRawValues() async throws {
    try await PostgresTestDatabase.withSchema { _, start in
      let client = try await start().client
      try await client.query(
        """
        CREATE TABLE trail (id bigint PRIMARY KEY, name text, name_folded text,
          difficulty text, length_km double precision, is_loop boolean, tags text[])
        """)
      for trail in TrailStore.sample {
        try await client.query(
          """
          INSERT INTO trail VALUES (\(trail.id), \(trail.name), \(FoldedString(trail.name).folded),
            \(trail.difficulty.rawValue), \(trail.lengthKm), \(trail.isLoop),
            \(trail.tags.map { FoldedString($0).folded }))
          """)
      }
      func ids(
        _ comparators: [QueryComparator<TrailEntity>],
        sortedBy sorts: [EntityQuerySort<TrailEntity>] = []
      )
        async throws -> [Int]
      {
        let query = try SQLPropertyQuery(
          comparators, mode: .and, sortedBy: sorts, limit: nil, columns: Self.columns,
          tieBreaker: "id")
        var found: [Int] = []
        for try await id in try await client.query(query.postgresQuery("SELECT id FROM trail"))
          .decode(Int.self)
        {
          found.append(id)
        }
        return found
      }
      let trails = TrailStore.sample.map(TrailEntity.init)
      // A sort key that is always false (its text holds NUL) sorts nothing, on the server too.
      let name = try SQLIdentifier("name_folded")
      for key in [
        SQLPredicate.matches(name, SQLTextPattern("a\u{0}", at: .start)), .all([]),
        .any([.constant(true)]),
      ] {
        let query = SQLPropertyQuery(
          predicate: .constant(true),
          ordering: [
            SQLSortKey(.condition(key), ascending: false), .column(try SQLIdentifier("id")),
          ],
          limit: nil)
        var found: [Int] = []
        for try await id in try await client.query(query.postgresQuery("SELECT id FROM trail"))
          .decode(Int.self)
        {
          found.append(id)
        }
        #expect(found == trails.map(\.id).sorted())
      }
      #expect(
        try await ids([.equality(\TrailEntity.$difficulty, Difficulty.hard)])
          == trails.filter { $0.difficulty == .hard }.map(\.id))
      #expect(try await ids([.equality(\TrailEntity.$name, "x\u{0}y")]).isEmpty)
      #expect(
        try await ids([.equality(\TrailEntity.$name, "x\u{0}y", negated: true)])
          == trails.map(\.id))
      #expect(
        try await ids([], sortedBy: [EntityQuerySort(\TrailEntity.$name)])
          == trails.matching(
            [], mode: .and, sortedBy: [EntityQuerySort(\TrailEntity.$name)], limit: nil
          )
          .map(\.id))
    }
  }
}
