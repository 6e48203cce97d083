import AppIntents
import Foundation
import IntentsPostgres
import IntentsRuntime
import PostgresNIO

/// The Spotlight searches of issue 25 on PostgreSQL: a million places indexed through
/// `CSSearchableIndex` into `PostgresSpotlightIndex`, searched through the host, each search
/// beside the raw `tsquery` of the same words through postgres-nio (one statement ranking the
/// matches with `ts_rank`, counting them with a window and reading the first ten) and beside the seed's `localizedCaseInsensitiveContains` scan.
///
/// Needs a server: `OPENINTENTS_POSTGRES_URL` (`eval "$(Scripts/postgres start)"`); skipped,
/// saying so, without one. The index is made in a schema of its own, dropped after.
enum PostgresSpotlightBenchmarks {
  static func all(count: Int, quick: Bool, iterations: Int?) async throws -> [Comparison] {
    guard let url = PostgresBenchmarkServer.url(for: "spotlight-postgres") else { return [] }
    let count =
      ProcessInfo.processInfo.environment["OPENINTENTS_SPOTLIGHT_COUNT"].flatMap { Int($0) }
      ?? count
    let places = Dataset.places(count)
    let storage = try await PostgresBenchmarkServer.start(url)
    do {
      let report = try await measure(places, storage, quick: quick, iterations: iterations)
      await PostgresBenchmarkServer.drop(storage)
      return report
    } catch {
      await PostgresBenchmarkServer.drop(storage)
      throw error
    }
  }

  private static func measure(
    _ places: [PlaceEntity], _ storage: PostgresStorage, quick: Bool, iterations: Int?
  ) async throws -> [Comparison] {
    let index = CSSearchableIndex(name: "bench", backend: PostgresSpotlightIndex(storage))
    let started = ContinuousClock.now
    try await index.indexAppEntities(places) { $0.isFeatured ? 10 : 1 }
    let indexing = ContinuousClock.now - started
    print(
      "Indexing \(places.count) places into PostgreSQL (indexAppEntities, one batch): "
        + "\(indexing.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1))))")
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: PlaceStore(places, suggestions: 500))
    let host = IntentsHost(name: "Bench", dependencies: dependencies, spotlightIndex: index) {
      PlaceEntity.self
    }
    let harness = Harness(iterations: iterations ?? (quick ? 5 : 15))
    let scanHarness = Harness(iterations: 2)
    let queries = SpotlightBenchmarks.searchQueries(places)
    let limit = 10
    var report: [Comparison] = []
    for query in queries {
      let ours: () async throws -> Int = {
        let results = try await host.spotlight(query: query.text, limit: limit)
        return results.total * 100 + results.hits.count
      }
      let words = FoldedString(query.text).folded.split { !$0.isLetter && !$0.isNumber }
      let typing = !query.text.hasSuffix(" ")
      let tsquery = words.enumerated().map { position, word in
        "'\(word)'" + (typing && position == words.count - 1 ? ":*" : "")
      }.joined(separator: " & ")
      let client = storage.client
      // What one would write by hand for a ranked page with its total: one statement, the
      // matches ranked by ts_rank and counted by a window, the first ten read (the host also
      // weighs the priority, folds the words and reads the fields each hit matched in).
      let page: () async throws -> (total: Int, ids: [String]) = {
        var total = 0
        var ids: [String] = []
        for try await (entity, count) in try await client.query(
          """
          SELECT entity_id, count(*) OVER () FROM intents_spotlight_item,
            to_tsquery('intents_spotlight', \(tsquery)) query
          WHERE document @@ query ORDER BY ts_rank(document, query) DESC LIMIT \(limit)
          """
        ).decode((String?, Int).self) {
          ids.append(entity ?? "")
          total = count
        }
        return (total, ids)
      }
      let raw: () async throws -> Int = {
        let (total, ids) = try await page()
        return total * 100 + ids.count
      }
      let expected = try await page()
      let answer = try await host.spotlight(query: query.text, limit: limit)
      precondition(
        answer.total == expected.total,
        "“\(query.text)”: the host counted \(answer.total) hits, the tsquery \(expected.total)")
      if expected.total <= limit {
        precondition(
          Set(answer.hits.map(\.identifier)) == Set(expected.ids),
          "“\(query.text)”: the host and the tsquery found different entities")
      }
      let measured = try await harness.medians([ours, raw])
      report.append(
        Comparison(
          name: "PostgreSQL Spotlight over \(places.count): \(query.label) vs raw tsquery",
          ours: measured[0].seconds, baseline: measured[1].seconds, target: 2))
      guard query.scan else { continue }
      report.append(
        try await SpotlightBenchmarks.versusScan(ours, query.text, places, scanHarness))
    }
    return report
  }
}
