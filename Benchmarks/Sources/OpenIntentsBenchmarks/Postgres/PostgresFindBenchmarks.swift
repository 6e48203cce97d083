import AppIntents
import Foundation
import IntentsPostgres
import IntentsRuntime
import IntentsSQL
import PostgresNIO

/// Find pushed down to PostgreSQL (issue 25): a million peaks in a table, a Find through the
/// host — its comparators made into an `SQLPropertyQuery` and written by IntentsPostgres —
/// beside the same query written by hand and run through postgres-nio, reading the same rows
/// into the same entities. Both must return the same peaks before they are timed. Then HTTP
/// Finds of the same table through one host and through three (`PostgresHostsBenchmark`).
///
/// Needs a server: `OPENINTENTS_POSTGRES_URL`; skipped, saying so, without one. The table is
/// made in a schema of its own, dropped after.
enum PostgresFindBenchmarks {
  static func all(count: Int, iterations: Int?) async throws -> [Comparison] {
    guard let url = PostgresBenchmarkServer.url(for: "find-postgres") else { return [] }
    let storage = try await PostgresBenchmarkServer.start(url)
    do {
      var report = try await measure(count, storage.client, iterations: iterations)
      report += try await PostgresHostsBenchmark.measure(
        schema: storage.configuration.schema ?? "public", iterations: iterations)
      await PostgresBenchmarkServer.drop(storage)
      return report
    } catch {
      await PostgresBenchmarkServer.drop(storage)
      throw error
    }
  }

  private static func measure(
    _ count: Int, _ client: PostgresClient, iterations: Int?
  ) async throws -> [Comparison] {
    let started = ContinuousClock.now
    try await fill(client, Dataset.peaks(count))
    print(
      "Loading \(count) peaks into PostgreSQL: "
        + (ContinuousClock.now - started).formatted(
          .units(allowed: [.seconds], fractionalPart: .show(length: 1)))
    )
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: PeakTable(client: client))
    let host = IntentsHost(name: "Bench", dependencies: dependencies) { TablePeakEntity.self }
    let harness = Harness(iterations: iterations ?? 15)
    var report: [Comparison] = []
    for find in finds {
      let ours: () async throws -> Int = {
        try await host.find(type: "TablePeakEntity", find.request).reduce(0) {
          $0 &* 31 &+ $1.identifier.hashValue
        }
      }
      let hand: () async throws -> Int = {
        var checksum = 0
        let rows = try await client.query(find.handWritten)
        for try await peak in rows.decode((Int, String, String, Int, Bool).self) {
          let entity = TablePeakEntity(
            id: peak.0, name: peak.1, continent: peak.2, height: peak.3, isFeatured: peak.4)
          checksum = checksum &* 31 &+ String(entity.id).hashValue
        }
        return checksum
      }
      let times = try await harness.medians([ours, hand])
      precondition(
        times[0].checksum == times[1].checksum,
        "\(find.label): the pushed-down Find and the hand-written SQL found different peaks")
      report.append(
        Comparison(
          name: "PostgreSQL Find over \(count): \(find.label) vs hand SQL",
          ours: times[0].seconds, baseline: times[1].seconds, target: 1.5))
    }
    return report
  }

  /// A Find, and the SQL a developer would write by hand for the same answer (missing values
  /// first when ascending, as a Find sorts them).
  struct Find {
    let label: String
    let request: FindRequest
    let handWritten: PostgresQuery
  }

  static let finds: [Find] = [
    Find(
      label: "continent, height > 5000, by name, 10",
      request: FindRequest(
        filters: [.init("continent", .equalTo, "europe"), .init("height", .greaterThan, 5000)],
        sort: [.init("name")], limit: 10),
      handWritten: """
        SELECT id, name, continent, height, is_featured FROM peak
        WHERE continent_folded = \("europe") AND height > \(5000)
        ORDER BY name_folded NULLS FIRST, name NULLS FIRST, id LIMIT 10
        """),
    Find(
      label: "name starts with, by height desc, 20",
      request: FindRequest(
        filters: [.init("name", .hasPrefix, "Kalo")], sort: [.init("height", .descending)],
        limit: 20),
      handWritten: """
        SELECT id, name, continent, height, is_featured FROM peak
        WHERE name_folded LIKE \("kalo%") ORDER BY height DESC NULLS LAST, id LIMIT 20
        """),
  ]

  /// The peaks in a `peak` table, ten thousand rows a statement; text columns byte-ordered
  /// (`COLLATE "C"`), as IntentsSQL compares them, and the sort index `NULLS FIRST`, as it
  /// sorts, so that their indexes serve its statements as they serve the hand-written ones.
  private static func fill(_ client: PostgresClient, _ peaks: [PeakEntity]) async throws {
    try await client.query(
      """
      CREATE TABLE peak (
        id bigint PRIMARY KEY, name text COLLATE "C" NOT NULL,
        name_folded text COLLATE "C" NOT NULL, continent text NOT NULL,
        continent_folded text COLLATE "C" NOT NULL, height bigint NOT NULL,
        is_featured boolean NOT NULL)
      """)
    var start = 0
    while start < peaks.count {
      let batch = peaks[start..<min(start + 10_000, peaks.count)]
      try await client.query(
        """
        INSERT INTO peak SELECT * FROM unnest(
          \(batch.map(\.id))::bigint[], \(batch.map(\.name))::text[],
          \(batch.map { FoldedString($0.name).folded })::text[],
          \(batch.map(\.continent))::text[],
          \(batch.map { FoldedString($0.continent).folded })::text[],
          \(batch.map(\.height))::bigint[], \(batch.map(\.isFeatured))::boolean[])
        """)
      start += batch.count
    }
    try await client.query(
      """
      CREATE INDEX peak_by_continent ON peak (continent_folded, height)
      """)
    try await client.query(
      """
      CREATE INDEX peak_by_name ON peak (name_folded NULLS FIRST)
      """)
    try await client.query("ANALYZE peak")
  }
}

/// The peak table's client, as the query's dependency.
final class PeakTable: Sendable {
  let client: PostgresClient
  init(client: PostgresClient) { self.client = client }
}

/// A peak kept in PostgreSQL, found by pushing its comparators down.
struct TablePeakEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Peak"
  static let defaultQuery = TablePeakQuery()

  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "Continent") var continent: String
  @Property(title: "Height") var height: Int
  @Property(title: "Featured") var isFeatured: Bool

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: Int, name: String, continent: String, height: Int, isFeatured: Bool) {
    self.id = id
    self.name = name
    self.continent = continent
    self.height = height
    self.isFeatured = isFeatured
  }
}

struct TablePeakQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = QueryComparator<TablePeakEntity>
  @Dependency var table: PeakTable

  static let properties = QueryProperties {
    Property(\TablePeakEntity.$name) {
      EqualToComparator { $0 }
      HasPrefixComparator { $0 }
    }
    Property(\TablePeakEntity.$continent) {
      EqualToComparator { $0 }
    }
    Property(\TablePeakEntity.$height) {
      GreaterThanComparator { $0 }
      LessThanComparator { $0 }
    }
  }

  static let sortingOptions = SortingOptions {
    SortableBy(\TablePeakEntity.$name)
    SortableBy(\TablePeakEntity.$height)
  }

  static let columns: [SQLColumn<TablePeakEntity>] = [
    SQLColumn(\TablePeakEntity.$name, "name", .text(folded: "name_folded")),
    SQLColumn(\TablePeakEntity.$continent, "continent", .text(folded: "continent_folded")),
    SQLColumn(\TablePeakEntity.$height, "height", .number),
    SQLColumn(\TablePeakEntity.$isFeatured, "is_featured", .boolean),
  ]

  func entities(for identifiers: [Int]) async throws -> [TablePeakEntity] {
    try await read(
      "SELECT id, name, continent, height, is_featured FROM peak WHERE id = ANY(\(identifiers))")
  }

  func entities(
    matching comparators: [QueryComparator<TablePeakEntity>], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<TablePeakEntity>], limit: Int?
  ) async throws -> [TablePeakEntity] {
    let query = try SQLPropertyQuery(
      comparators, mode: mode, sortedBy: sortedBy, limit: limit, columns: Self.columns,
      tieBreaker: "id")
    return try await read(
      query.postgresQuery("SELECT id, name, continent, height, is_featured FROM peak"))
  }

  private func read(_ query: PostgresQuery) async throws -> [TablePeakEntity] {
    var peaks: [TablePeakEntity] = []
    let rows = try await table.client.query(query)
    for try await row in rows.decode((Int, String, String, Int, Bool).self) {
      peaks.append(
        TablePeakEntity(id: row.0, name: row.1, continent: row.2, height: row.3, isFeatured: row.4))
    }
    return peaks
  }
}
