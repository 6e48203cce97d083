import AppIntents
import AppIntentsTesting
import CoreSpotlight
import Foundation
import LandmarksApp
import Testing

/// The Landmarks app's Spotlight index on real SQLite files: built at launch, searched across
/// landmarks and collections, kept fresh as the data changes.
@Suite struct LandmarksSpotlightTests {
  @Test(arguments: LandmarksBackend.available) func everyLandmarkAndCollectionIsIndexedAtLaunch(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    let status = try await landmarks.host.spotlightStatus()
    let counts = Dictionary(
      uniqueKeysWithValues: status.entityTypes.map { ($0.identifier, $0.indexedCount) })
    let landmarkCount = try await landmarks.database.landmarkCount()
    #expect(counts["LandmarkEntity"] == landmarkCount)
    #expect(counts["CollectionEntity"] == 2)
    #expect(status.itemCount == counts["LandmarkEntity"]! + 2)
    let version = try await landmarks.database.contentVersion()
    #expect(status.clientState == Data("landmarks-index-v1:\(version)".utf8))
  }

  @Test(arguments: LandmarksBackend.available) func findsLandmarksAsTheyAreTyped(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    let host = landmarks.host
    #expect(try await host.spotlight(query: "matterh").hits.first?.title == "Matterhorn")
    #expect(try await host.spotlight(query: "iguazu").hits.first?.title == "Iguazú Falls")
    let chateaux = try await host.spotlight(query: "chateau").hits.map(\.title)
    #expect(chateaux.prefix(2).sorted() == ["Château Frontenac", "Château de Chambord"])
    // Keywords: a tag, the kind; descriptions count less than names.
    #expect(try await host.spotlight(query: "ramesses").hits.first?.title == "Abu Simbel")
    // Featured landmarks (priority 10) lead among equal matches. PostgreSQL's `ts_rank` counts
    // how often an item holds "mount" (in its summary too), not how rare it is, so the matches
    // are not equal there: see "What each backend ranks differently" in IntentsRuntime's
    // "Running several hosts".
    let mounts = try await host.spotlight(query: "mount", limit: 3).hits
    #expect(mounts.map(\.title).allSatisfy { $0.contains("Mount") })
    if backend == .sqlite {
      #expect(mounts.allSatisfy { $0.priority == 10 })
      #expect(mounts.map(\.title).allSatisfy { $0.hasPrefix("Mount") })
    }
    // "sight" is one of LandmarkEntity's synonyms; "collection" names the other type.
    #expect(try await host.spotlight(query: "sight matterhorn").hits.map(\.title) == ["Matterhorn"])
    let favorites = try await host.spotlight(query: "favorites collection ")
    #expect(favorites.match == .typeWords)
    #expect(favorites.hits.map(\.title) == ["Favorites"])
    #expect(try await host.spotlight(query: "matterhrn").hits.first?.title == "Matterhorn")
    withExtendedLifetime(landmarks) {}
  }

  @Test(arguments: LandmarksBackend.available) func theIndexFollowsChangesToTheData(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    let system = landmarks.system
    // An intent that changes a collection indexes it again.
    let added = try await system.run(
      AddToCollectionIntent.self,
      ["landmark": .identifier("113"), "collection": .identifier("bucket-list")])
    #expect(added.result?.dialog == "Added Matterhorn to Bucket List.")
    let bucket = try #require(
      landmarks.host.spotlightIndex.indexedItems.first {
        $0.uniqueIdentifier == "CollectionEntity/bucket-list"
      })
    #expect(bucket.attributeSet.contentDescription == "1 landmarks")
    // A landmark saved and one deleted, each followed by an update.
    let spotlight = try LandmarksSpotlight(database: landmarks.database)
    var tower = try #require(try await landmarks.database.landmarks(ids: [1]).first)
    tower.id = 9001
    tower.name = "Zytglogge"
    tower.tags = ["clock tower"]
    try await landmarks.database.save(tower)
    try await spotlight.update(landmarks: [9001])
    #expect(
      try await landmarks.host.spotlight(query: "zytglogge").hits.map(\.identifier) == ["9001"])
    #expect(try await landmarks.database.deleteLandmark(id: 9001))
    try await spotlight.update(landmarks: [9001])
    #expect(try await landmarks.host.spotlight(query: "zytglogge").hits.isEmpty)
    let version = try await landmarks.database.contentVersion()
    #expect(
      try await landmarks.host.spotlightIndex.fetchLastClientState()
        == Data("landmarks-index-v1:\(version)".utf8))
  }

  @Test(arguments: LandmarksBackend.available)
  func aHostRebuildingFromAnOlderSnapshotDoesNotPutItOverANewerIndex(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    let database = landmarks.database
    let shared = try LandmarksSpotlight.store(for: database)
    // Between this host's snapshot and its batch, another host saves a landmark and indexes
    // the newer content.
    let interleaving = InterleavingStore(shared) {
      var tower = try #require(try await database.landmarks(ids: [1]).first)
      tower.name = "Zytglogge"
      try await database.save(tower)
      try await LandmarksSpotlight(database: database, store: shared).rebuild()
    }
    try await LandmarksSpotlight(database: database, store: interleaving).rebuild()
    // Its batch was refused (the index had changed); reading again, it found the index current.
    #expect(await interleaving.applied == 1)
    #expect(try await landmarks.host.spotlight(query: "zytglogge").hits.map(\.identifier) == ["1"])
    let version = try await database.contentVersion()
    #expect(try await shared.lastClientState() == Data("landmarks-index-v1:\(version)".utf8))
  }

  @Test(arguments: LandmarksBackend.available)
  func aLandmarkDeletedBehindTheIndexIsStaleUntilTheNextLaunch(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    #expect(try await landmarks.database.deleteLandmark(id: 113))
    let results = try await landmarks.host.spotlight(query: "matterhorn")
    #expect(!results.hits.map(\.title).contains("Matterhorn"))
    #expect(results.stale.map(\.itemIdentifier) == ["LandmarkEntity/113"])
    // Launching again finds the index behind the data and builds it again.
    let again = try await LandmarksApp.makeHost(database: try await landmarks.reopen())
    #expect(try await again.spotlight(query: "matterhorn").stale.isEmpty)
    withExtendedLifetime(landmarks) {}
  }

  @Test(arguments: LandmarksBackend.available) func rebuildingAsksTheAppThroughTheIndexDelegate(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    try await landmarks.host.spotlightIndex.deleteAllSearchableItems()
    #expect(try await landmarks.host.spotlight(query: "matterhorn").hits.isEmpty)
    let status = try await landmarks.host.rebuildSpotlightIndex()
    let count = try await landmarks.database.landmarkCount()
    #expect(status.itemCount == count + 2)
    #expect(
      try await landmarks.host.spotlight(query: "matterhorn").hits.first?.title == "Matterhorn")
  }
}

/// Siri's front door on the Landmarks app: every phrase it offers, and ways of saying them.
@Suite struct LandmarksInterpretTests {
  @Test(arguments: LandmarksBackend.available) func everyExpandedPhraseRunsItsIntentWithItsValue(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    let host = landmarks.host
    let invocations = try await host.appShortcuts()
    #expect(invocations.count > 40)
    for invocation in invocations {
      let heard = try await host.interpret(invocation.phrase)
      #expect(heard.phrase?.intent == invocation.intent, "\(invocation.phrase)")
      for (name, input) in invocation.parameters {
        #expect(heard.phrase?.parameters[name] == input, "\(invocation.phrase): \(name)")
      }
      switch heard.outcome {
      case .ran(let result): #expect(result.intent == invocation.intent)
      case .needsInput(let question):
        // Finding tickets asks to confirm first.
        #expect(question.kind == .confirm, "\(invocation.phrase): \(question.prompt)")
      case .noMatch: Issue.record("“\(invocation.phrase)” matched nothing")
      }
    }
  }

  @Test(arguments: [
    ("open the matterhorn in landmarks", "Opening Matterhorn"),
    ("Open Matterhorn!", "Opening Matterhorn"),
    ("opne the matterhorn", "Opening Matterhorn"),
    ("show me the eiffel tower", "Opening Eiffel Tower"),
    ("open the sight stonehenge", "Opening Stonehenge"),
    ("show mount vesuvius", "Opening Mount Vesuvius"),
    ("open the chateau de chambord in landmarks", "Opening Château de Chambord"),
    ("please show the matterhrn", "Opening Matterhorn"),
    ("go to the map", "Showing Map."),
    ("go to collections in landmarks", "Showing Collections."),
  ])
  func understandsWaysOfSayingThePhrases(_ utterance: String, _ dialog: String) async throws {
    let landmarks = try await TemporaryLandmarks()
    let heard = try await landmarks.host.interpret(utterance)
    #expect(heard.result?.dialog == dialog, "\(heard.outcome)")
    withExtendedLifetime(landmarks) {}
  }

  @Test(arguments: LandmarksBackend.available) func ambiguousOrMissingWordsAskAndNothingLoops(
    _ backend: LandmarksBackend
  ) async throws {
    let landmarks = try await TemporaryLandmarks(backend)
    let host = landmarks.host
    let mount = try await host.interpret("open mount e in landmarks")
    let question = try #require(mount.question)
    #expect(question.kind == .chooseValue)
    #expect(question.options.map(\.title).contains("Mount Everest"))
    let chosen = try await host.interpret(
      "open mount e in landmarks", answers: [question.id: .option("64")])
    #expect(chosen.result?.dialog == "Opening Mount Everest")
    let tickets = try await host.interpret("find tickets to the colosseum with landmarks")
    #expect(tickets.question?.kind == .confirm)
    let confirmed = try await host.interpret(
      "find tickets to the colosseum with landmarks",
      answers: [tickets.question!.id: .confirm(true)])
    #expect(confirmed.result?.dialog?.hasPrefix("Searching for 2 tickets to Colosseum") == true)
    let nothing = try await host.interpret("book a table for two")
    guard case .noMatch = nothing.outcome else {
      Issue.record("matched \(String(describing: nothing.phrase))")
      return
    }
    #expect(!nothing.closestPhrases.isEmpty)
  }
}

/// A store that runs `before` once, just before the first batch it is given: another host
/// writing in between.
actor InterleavingStore: CSSearchableIndexStore {
  let inner: any CSSearchableIndexStore
  let before: @Sendable () async throws -> Void
  private(set) var applied = 0

  init(_ inner: any CSSearchableIndexStore, before: @escaping @Sendable () async throws -> Void) {
    self.inner = inner
    self.before = before
  }

  func apply(_ batch: CSIndexBatch) async throws {
    applied += 1
    if applied == 1 { try await before() }
    try await inner.apply(batch)
  }
  func lastClientState() async throws -> Data? { try await inner.lastClientState() }
  func items(withIdentifiers identifiers: [String]) async throws -> [CSSearchableItem] {
    try await inner.items(withIdentifiers: identifiers)
  }
  nonisolated func currentItems() throws -> [CSSearchableItem] { try inner.currentItems() }
  func search(_ request: CSIndexSearchRequest) async throws -> CSIndexSearchPage {
    try await inner.search(request)
  }
  func corrections(for words: [String], limit: Int) async throws -> [String: [String]] {
    try await inner.corrections(for: words, limit: limit)
  }
  func completions(forPrefix prefix: String, limit: Int) async throws -> [String] {
    try await inner.completions(forPrefix: prefix, limit: limit)
  }
  func statistics() async throws -> CSIndexStatistics { try await inner.statistics() }
  func allItems() async throws -> [CSSearchableItem] { try await inner.allItems() }
}
