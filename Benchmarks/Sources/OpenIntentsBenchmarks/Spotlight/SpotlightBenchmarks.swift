import AppIntents
import Foundation
import GRDB
import IntentsRuntime
import IntentsSQLite

/// The Spotlight benchmarks of issue 11: indexing a million entities, searching them, and
/// interpreting phrases — each beside a baseline in the same run.
enum SpotlightBenchmarks {
  /// A fresh index file path.
  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("openintents-bench-\(UUID().uuidString)/spotlight.sqlite").path
  }

  /// Removes an index file made by the benchmarks, and its directory: a million items take
  /// hundreds of megabytes.
  static func removeIndex(at path: String) {
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
  }

  /// Indexing every place through `CSSearchableIndex.indexAppEntities` into a new SQLite index,
  /// beside raw batched FTS5 inserts of the same text into identically tokenized FTS5 tables,
  /// through GRDB, in one transaction. Returns the comparison and the path of an index built
  /// the first way, for the searches.
  static func indexing(
    _ places: [PlaceEntity], _ harness: Harness
  ) async throws -> (Comparison, String) {
    var lastIndex = ""
    let ours: () async throws -> Int = {
      let path = temporaryPath()
      let index = CSSearchableIndex(name: "bench", backend: try SQLiteSpotlightIndex(path: path))
      try await index.indexAppEntities(places) { $0.isFeatured ? 10 : 1 }
      if !lastIndex.isEmpty { removeIndex(at: lastIndex) }
      lastIndex = path
      return try await index.store.statistics().itemCount
    }
    let text = places.map { place in
      (place.id, place.name, "", place.kind + "\n" + place.country, place.summary)
    }
    let raw: () async throws -> Int = {
      var configuration = Configuration()
      configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
      let path = temporaryPath()
      try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: path).deletingLastPathComponent(),
        withIntermediateDirectories: true)
      let pool = try DatabasePool(path: path, configuration: configuration)
      try await pool.write { db in
        try db.execute(
          sql: """
            CREATE VIRTUAL TABLE text USING fts5(title, names, keywords, content,
              tokenize='porter unicode61 remove_diacritics 2', prefix='2 3');
            CREATE VIRTUAL TABLE words USING fts5(title, names,
              tokenize='unicode61 remove_diacritics 2');
            """)
      }
      try await pool.write { db in
        let insertText = try db.makeStatement(
          sql: "INSERT INTO text (rowid, title, names, keywords, content) VALUES (?, ?, ?, ?, ?)")
        let insertWords = try db.makeStatement(
          sql: "INSERT INTO words (rowid, title, names) VALUES (?, ?, ?)")
        for (id, title, names, keywords, content) in text {
          try insertText.execute(arguments: [id, title, names, keywords, content])
          try insertWords.execute(arguments: [id, title, names])
        }
      }
      let count = try await pool.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM text") ?? 0
      }
      try pool.close()
      removeIndex(at: path)
      return count
    }
    let times = try await harness.medians([ours, raw])
    precondition(times[0].checksum == times[1].checksum, "indexing and the raw inserts disagree")
    return (
      Comparison(
        name: "Index \(places.count) entities (indexAppEntities → SQLite FTS5)",
        ours: times[0].seconds, baseline: times[1].seconds, target: 1.5),
      lastIndex
    )
  }

  /// Spotlight searches through the host, each beside a raw FTS5 `MATCH` of the same words
  /// through GRDB that does what a page of hits needs without ranking or resolving: every
  /// matching row identifier (for the total), and the identifier, entity and title of the
  /// first ten — and, for some, the seed's `localizedCaseInsensitiveContains` over every name.
  ///
  /// Before timing, both are checked to agree: the same total, and, where no more than a page
  /// matches, the same entities.
  static func search(
    _ places: [PlaceEntity], host: IntentsHost, indexPath: String, _ harness: Harness,
    scanHarness: Harness
  ) async throws -> [Comparison] {
    let pool = try DatabasePool(path: indexPath)
    let sample = places[places.count / 3]
    let queries = searchQueries(places)
    var report: [Comparison] = []
    var ratios: [Double] = []
    var times: [Double] = []
    let limit = 10
    for query in queries {
      let ours: () async throws -> Int = {
        let results = try await host.spotlight(query: query.text, limit: limit)
        return results.total * 100 + results.hits.count
      }
      let words = FoldedString(query.text).folded.split { !$0.isLetter && !$0.isNumber }
      let typing = !query.text.hasSuffix(" ")
      let pattern = words.enumerated().map { index, word in
        "\"\(word)\"" + (typing && index == words.count - 1 ? "*" : "")
      }.joined(separator: " ")
      let page: () async throws -> (total: Int, ids: [String]) = {
        try await pool.read { db in
          let rowids = try Int64.fetchAll(
            db, sql: "SELECT rowid FROM spotlight_text WHERE spotlight_text MATCH ?",
            arguments: [pattern])
          let shown = rowids.prefix(limit).map(String.init).joined(separator: ",")
          let rows = try Row.fetchAll(
            db,
            sql: """
              SELECT identifier, entity_type, entity_id, title FROM spotlight_item
              WHERE rowid IN (SELECT value FROM json_each(?))
              """, arguments: ["[\(shown)]"])
          return (rowids.count, rows.map { $0["entity_id"] as String })
        }
      }
      let raw: () async throws -> Int = {
        let (total, ids) = try await page()
        return total * 100 + ids.count
      }
      let expected = try await page()
      let answer = try await host.spotlight(query: query.text, limit: limit)
      precondition(
        answer.total == expected.total,
        "“\(query.text)”: the host counted \(answer.total) hits, MATCH \(expected.total)")
      if expected.total <= limit {
        precondition(
          Set(answer.hits.map(\.identifier)) == Set(expected.ids),
          "“\(query.text)”: the host and MATCH found different entities")
      }
      let measured = try await harness.medians([ours, raw])
      ratios.append(measured[0].seconds / measured[1].seconds)
      times.append(measured[0].seconds)
      report.append(
        Comparison(
          name: "Spotlight over \(places.count): \(query.label) vs raw MATCH",
          ours: measured[0].seconds, baseline: measured[1].seconds, target: 2))
      guard query.scan else { continue }
      report.append(try await versusScan(ours, query.text, places, scanHarness))
    }
    let typo = sample.name.split(separator: " ")[0].lowercased()
    let misspelt = String(typo.dropLast(2)) + String(typo.suffix(2).reversed()) + " "
    let corrected: () async throws -> Int = {
      try await host.spotlight(query: misspelt, limit: 10).hits.count
    }
    let direct: () async throws -> Int = {
      try await host.spotlight(query: typo + " ", limit: 10).hits.count
    }
    let typoTimes = try await harness.medians([corrected, direct])
    report.append(
      Comparison(
        name: "  a misspelt name word (corrected) vs spelt right", ours: typoTimes[0].seconds,
        baseline: typoTimes[1].seconds, target: nil))
    let sortedTimes = times.sorted()
    let sortedRatios = ratios.sorted()
    print(
      String(
        format: "Spotlight median over %d queries: %.3f ms, median ratio to raw MATCH %.2f×",
        queries.count, sortedTimes[sortedTimes.count / 2] * 1000,
        sortedRatios[sortedRatios.count / 2]))
    return report
  }

  /// The searches both index benchmarks time, on a sample place; `scan` marks those also timed
  /// against the seed's scan.
  static func searchQueries(_ places: [PlaceEntity]) -> [(label: String, text: String, scan: Bool)] {
    let sample = places[places.count / 3]
    let first = sample.name.split(separator: " ")[0].lowercased()
    let second = sample.name.split(separator: " ")[1].lowercased()
    return [
      ("full name", "\(sample.name) ", true),
      ("one name word", "\(first) ", true),
      ("prefix while typing", String(first.prefix(5)), true),
      ("name word and kind", "\(second) \(sample.kind) ", false),
      ("name typed without accents, prefix", String(FoldedString(first).folded.prefix(7)), false),
    ]
  }

  /// A search beside the seed's `localizedCaseInsensitiveContains` over every name (target:
  /// at least 100 times faster).
  static func versusScan(
    _ ours: @escaping () async throws -> Int, _ text: String, _ places: [PlaceEntity],
    _ harness: Harness
  ) async throws -> Comparison {
    let needle = text.trimmingCharacters(in: .whitespaces)
    let scan: () async throws -> Int = {
      places.filter { $0.name.localizedCaseInsensitiveContains(needle) }.count
    }
    let scanned = try await harness.medians([ours, scan])
    return Comparison(
      name: "  same, vs localizedCaseInsensitiveContains scan", ours: scanned[0].seconds,
      baseline: scanned[1].seconds, target: 0.01)
  }

  /// Interpreting utterances against 1,000 expanded phrases, beside a hand loop that only
  /// compares the folded utterance with each folded phrase.
  static func interpret(
    _ host: IntentsHost, suggested: [PlaceEntity], other: PlaceEntity, _ harness: Harness
  ) async throws -> [Comparison] {
    let phrases = try await host.appShortcuts()
    precondition(phrases.count == 1000, "expected 1,000 phrases, not \(phrases.count)")
    let a = suggested[17].name
    let b = suggested[301].name
    let utterances = [
      "open \(a) in bench", "Show the \(b)!", "open \(FoldedString(a).folded)",
      "please show \(b) now", "open the \(other.name) in bench",
    ]
    var report: [Comparison] = []
    var times: [Double] = []
    let folded = phrases.map { FoldedString($0.phrase) }
    for utterance in utterances {
      let ours: () async throws -> Int = {
        try await host.interpret(utterance).result == nil ? 0 : 1
      }
      let needle = FoldedString(utterance)
      let handLoop: () async throws -> Int = {
        folded.filter { $0.matches(needle.folded) }.count
      }
      let measured = try await harness.medians([ours, handLoop])
      precondition(measured[0].checksum == 1, "“\(utterance)” did not run")
      times.append(measured[0].seconds)
      report.append(
        Comparison(
          name: "interpret “\(utterance.prefix(30))” (1,000 phrases)", ours: measured[0].seconds,
          baseline: measured[1].seconds, target: nil))
    }
    print(
      String(
        format: "interpret median over %d utterances: %.3f ms (target ≤ 5 ms)",
        utterances.count, times.sorted()[times.count / 2] * 1000))
    return report
  }
}

extension SpotlightBenchmarks {
  /// Every Spotlight benchmark, on `count` places.
  ///
  /// `OPENINTENTS_SPOTLIGHT_COUNT` in the environment sets another number of places, to try
  /// sizes between `--quick` and the full one. `OPENINTENTS_SPOTLIGHT_INDEX` names an index
  /// file to search: made there by one indexing the first time, searched without indexing
  /// again afterwards (for profiling the searches; the file must have been made for the same
  /// number of places). `iterations`, when given, is the number of timed searches.
  static func all(count: Int, quick: Bool, iterations: Int? = nil) async throws -> [Comparison] {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["OPENINTENTS_SPOTLIGHT_COUNT"].flatMap { Int($0) } ?? count
    let places = Dataset.places(count)
    let store = PlaceStore(places, suggestions: 500)
    var report: [Comparison] = []
    let path: String
    if let kept = environment["OPENINTENTS_SPOTLIGHT_INDEX"] {
      if !FileManager.default.fileExists(atPath: kept) {
        try FileManager.default.createDirectory(
          at: URL(fileURLWithPath: kept).deletingLastPathComponent(),
          withIntermediateDirectories: true)
        let index = CSSearchableIndex(name: "bench", backend: try SQLiteSpotlightIndex(path: kept))
        try await index.indexAppEntities(places) { $0.isFeatured ? 10 : 1 }
      }
      path = kept
    } else {
      let (indexing, made) = try await Self.indexing(places, Harness(iterations: quick ? 2 : 3))
      report.append(indexing)
      path = made
      // Indexing alone, for profiling it.
      if environment["OPENINTENTS_SPOTLIGHT_INDEXING_ONLY"] != nil {
        removeIndex(at: path)
        return report
      }
    }
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: store)
    let index = CSSearchableIndex(name: "bench", backend: try SQLiteSpotlightIndex(path: path))
    let host = IntentsHost(name: "Bench", dependencies: dependencies, spotlightIndex: index) {
      PlaceEntity.self
      OpenPlaceIntent.self
      PlaceShortcuts.self
    }
    report += try await search(
      places, host: host, indexPath: path, Harness(iterations: iterations ?? (quick ? 5 : 15)),
      scanHarness: Harness(iterations: 2))
    report += try await SpotlightFastPaths.ranking(
      places, indexPath: path, Harness(iterations: iterations ?? (quick ? 5 : 15)))
    let other = places.first { !$0.isFeatured && $0.id > places.count / 2 }!
    report += try await interpret(
      host, suggested: store.suggested, other: other, Harness(iterations: quick ? 5 : 15))
    if environment["OPENINTENTS_SPOTLIGHT_INDEX"] == nil { removeIndex(at: path) }
    return report
  }
}
