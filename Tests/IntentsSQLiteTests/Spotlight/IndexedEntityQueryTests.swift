import AppIntents
import CoreSpotlight
import Foundation
import IntentsRuntime
import Synchronization
import Testing

/// A lake as the app keeps it; `LakeQuery` indexes lakes itself (iOS 27's
/// `IndexedEntityQuery`) into the default index, as code for Apple's platforms does — which,
/// while the host asks, is the host's own index.
struct LakeEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lake"
  static let defaultQuery = LakeQuery()

  let id: Int
  let name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

/// What the lake query was asked, what it indexes, and whether it fails.
enum LakeStore {
  static let lakes = Mutex([1: "Lake Geneva", 2: "Lake Constance", 3: "Lake Lucerne"])
  static let described = Mutex<[CSSearchableIndex]>([])
  static let calls = Mutex<[String]>([])
  static let fails = Mutex(false)

  static func reset(_ host: CSSearchableIndex) {
    lakes.withLock { $0 = [1: "Lake Geneva", 2: "Lake Constance", 3: "Lake Lucerne"] }
    described.withLock { $0 = [] }
    calls.withLock { $0 = [] }
    fails.withLock { $0 = false }
  }

  static func entities(_ ids: [Int]) -> [LakeEntity] {
    let lakes = lakes.withLock { $0 }
    return ids.compactMap { id in lakes[id].map { LakeEntity(id: id, name: $0) } }
  }
}

struct LakeQuery: IndexedEntityQuery {
  struct Failure: Error {}

  func entities(for identifiers: [Int]) async throws -> [LakeEntity] {
    LakeStore.entities(identifiers)
  }

  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
    LakeStore.calls.withLock { $0.append("all \(indexDescription.indexName)") }
    LakeStore.described.withLock { $0.append(indexDescription.index) }
    let index = CSSearchableIndex.default()
    // Half indexed before failing: the batch must keep the half out.
    try await index.indexAppEntities(LakeStore.entities([1]))
    if LakeStore.fails.withLock({ $0 }) { throw Failure() }
    try await index.indexAppEntities(LakeStore.entities([1, 2, 3]))
  }

  func reindexEntities(
    for identifiers: [Int], indexDescription: CSSearchableIndexDescription
  ) async throws {
    LakeStore.calls.withLock { $0.append("\(identifiers) \(indexDescription.indexName)") }
    if LakeStore.fails.withLock({ $0 }) { throw Failure() }
    try await CSSearchableIndex.default().indexAppEntities(LakeStore.entities(identifiers))
  }
}

/// A pond: indexed, with a plain query.
struct PondEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pond"
  static let defaultQuery = PondQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id) pond" }
}

struct PondQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [PondEntity] {
    identifiers.filter { $0 != "gone" }.map(PondEntity.init)
  }
}

/// A river: not indexed.
struct RiverEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "River"
  static let defaultQuery = RiverQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct RiverQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [RiverEntity] {
    identifiers.map(RiverEntity.init)
  }
}

/// `IndexedEntityQuery`: the host asks the query to index again, when the index is rebuilt and
/// when some entries are refreshed; a query that throws changes nothing.
/// A spring whose description is looked up only when asked for, and indexed.
struct SpringEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Spring"
  static let defaultQuery = SpringQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id) spring" }

  @DeferredProperty(indexingKey: \.contentDescription)
  var waterQuality: String {
    get async throws { "\(id) water tastes of \(SpringStore.taste.withLock { $0 })" }
  }
}

enum SpringStore {
  static let taste = Mutex("iron")
}

struct SpringQuery: EnumerableEntityQuery {
  func entities(for identifiers: [String]) async throws -> [SpringEntity] {
    identifiers.map(SpringEntity.init)
  }
  func allEntities() async throws -> [SpringEntity] { [SpringEntity(id: "alpine")] }
}

@Suite(.serialized) struct DeferredIndexingTests {
  @Test func deferredIndexedPropertiesAreIndexedByRebuildsAndRefreshes() async throws {
    let host = IntentsHost(name: "Springs", spotlightIndex: CSSearchableIndex(name: "springs")) {
      SpringEntity.self
    }
    SpringStore.taste.withLock { $0 = "iron" }
    try await host.rebuildSpotlightIndex()
    #expect(try await host.spotlight(query: "iron").hits.map(\.title) == ["alpine spring"])
    SpringStore.taste.withLock { $0 = "sulphur" }
    try await host.reindexSpotlightEntities(type: "SpringEntity", identifiers: ["alpine"])
    #expect(try await host.spotlight(query: "sulphur").hits.map(\.title) == ["alpine spring"])
    #expect(try await host.spotlight(query: "iron").hits.isEmpty)
  }
}

@Suite(.serialized) struct IndexedEntityQueryTests {
  private func lakesHost() async throws -> IntentsHost {
    let index = CSSearchableIndex(name: "lakes")
    LakeStore.reset(index)
    // An entry of a lake that no longer exists, and a pond.
    try await index.indexAppEntities([LakeEntity(id: 9, name: "Lake Gone")])
    try await index.indexAppEntities([PondEntity(id: "mill")])
    return IntentsHost(name: "Lakes", spotlightIndex: index) {
      LakeEntity.self
      PondEntity.self
      RiverEntity.self
    }
  }

  private func titles(_ index: CSSearchableIndex) -> [String] {
    index.indexedItems.compactMap(\.attributeSet.title).sorted()
  }

  @Test func rebuildingAsksTheQueryToIndexEveryEntityAgain() async throws {
    let host = try await lakesHost()
    let status = try await host.rebuildSpotlightIndex()
    #expect(LakeStore.calls.withLock { $0 } == ["all lakes"])
    #expect(LakeStore.described.withLock { $0 }.map { $0 === host.spotlightIndex } == [true])
    // The query wrote to the default index, which was the host's while it ran — and only then.
    #expect(CSSearchableIndex.default() !== host.spotlightIndex)
    // The lake that no longer exists is gone; the query's lakes are in; the pond, which its
    // query cannot list, keeps its entry.
    #expect(
      titles(host.spotlightIndex) == ["Lake Constance", "Lake Geneva", "Lake Lucerne", "mill pond"])
    let lakes = try #require(status.entityTypes.first { $0.identifier == "LakeEntity" })
    #expect(lakes.canRebuild)
    #expect(lakes.indexedCount == 3)
    #expect(try await host.spotlight(query: "lucerne").hits.map(\.title) == ["Lake Lucerne"])
  }

  @Test func aQueryThatThrowsWhileRebuildingChangesNothing() async throws {
    let host = try await lakesHost()
    let before = titles(host.spotlightIndex)
    LakeStore.fails.withLock { $0 = true }
    let error = await #expect(throws: IntentsError.self) {
      try await host.rebuildSpotlightIndex()
    }
    #expect(error?.code == IntentsError.queryFailed)
    #expect(titles(host.spotlightIndex) == before)
    #expect(before == ["Lake Gone", "mill pond"])
    // The index works on afterwards: no batch is left open.
    LakeStore.fails.withLock { $0 = false }
    try await host.rebuildSpotlightIndex()
    #expect(titles(host.spotlightIndex).count == 4)
  }

  @Test func refreshingAsksTheQueryForThoseEntities() async throws {
    let host = try await lakesHost()
    try await host.rebuildSpotlightIndex()
    LakeStore.lakes.withLock {
      $0[2] = "Lake Bodensee"
      $0[3] = nil
    }
    LakeStore.calls.withLock { $0 = [] }
    try await host.reindexSpotlightEntities(type: "LakeEntity", identifiers: ["2", "3", "2"])
    #expect(LakeStore.calls.withLock { $0 } == ["[2, 3] lakes"])
    #expect(
      titles(host.spotlightIndex) == ["Lake Bodensee", "Lake Geneva", "mill pond"])
  }

  @Test func refreshingNoIdentifiersAsksNothing() async throws {
    let host = try await lakesHost()
    try await host.rebuildSpotlightIndex()
    let before = titles(host.spotlightIndex)
    LakeStore.calls.withLock { $0 = [] }
    try await host.reindexSpotlightEntities(type: "LakeEntity", identifiers: [])
    #expect(LakeStore.calls.withLock { $0 }.isEmpty)
    #expect(titles(host.spotlightIndex) == before)
  }

  @Test func refreshingAQueryThatThrowsChangesNothing() async throws {
    let host = try await lakesHost()
    try await host.rebuildSpotlightIndex()
    let before = titles(host.spotlightIndex)
    LakeStore.fails.withLock { $0 = true }
    let error = await #expect(throws: IntentsError.self) {
      try await host.reindexSpotlightEntities(type: "LakeEntity", identifiers: ["1"])
    }
    #expect(error?.code == IntentsError.queryFailed)
    #expect(titles(host.spotlightIndex) == before)
  }

  @Test func refreshingWithAPlainQueryIndexesWhatItFindsNow() async throws {
    let host = try await lakesHost()
    try await host.spotlightIndex.indexAppEntities([PondEntity(id: "gone")])
    try await host.reindexSpotlightEntities(type: "PondEntity", identifiers: ["gone", "duck"])
    #expect(titles(host.spotlightIndex) == ["Lake Gone", "duck pond", "mill pond"])
  }

  @Test func rebuildsOfOneIndexTakeTurns() async throws {
    let host = try await lakesHost()
    async let first = host.rebuildSpotlightIndex()
    async let second = host.reindexSpotlightEntities(type: "LakeEntity", identifiers: ["1"])
    _ = try await (first, second)
    #expect(
      titles(host.spotlightIndex) == ["Lake Constance", "Lake Geneva", "Lake Lucerne", "mill pond"])
  }

  @Test func refreshingRefusesWhatItCannotIndex() async throws {
    let host = try await lakesHost()
    let cases: [(String, [String], IntentsError.Code)] = [
      ("MeadowEntity", ["1"], IntentsError.unknownType),
      ("RiverEntity", ["rhine"], IntentsError.invalidRequest),
      ("LakeEntity", ["one"], IntentsError.malformedIdentifier),
      ("LakeEntity", Array(repeating: "1", count: Limits.maximumIdentifiers + 1),
        IntentsError.requestTooLarge),
    ]
    for (type, identifiers, code) in cases {
      let error = await #expect(throws: IntentsError.self) {
        try await host.reindexSpotlightEntities(type: type, identifiers: identifiers)
      }
      #expect(error?.code == code, "\(type)")
    }
    #expect(LakeStore.calls.withLock { $0 }.isEmpty)
  }
}
