import AppIntents
import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsRuntime
import IntentsSQLite
import Testing

/// The state hosts share — event log, donations, on-screen contexts — in memory and in a SQLite
/// file opened by several hosts, as several processes of one machine open it.
@Suite(.serialized) struct HostStateTests {
  @Test func theInMemoryStateKeepsTheProtocolsGuarantees() async throws {
    try await HostStateStoreChecks.run(on: InMemoryHostState())
  }

  @Test func aSQLiteFileKeepsTheGuaranteesForTwoProcesses() async throws {
    let path = temporaryDatabasePath()
    try await HostStateStoreChecks.run(
      on: try SQLiteReferenceStore(path: path), other: try SQLiteReferenceStore(path: path))
  }

  @Test func whatOneHostShowsIsThisOnAnother() async throws {
    let path = temporaryDatabasePath()
    let a = TrailsHost.make(store: try SQLiteReferenceStore(path: path))
    let b = TrailsHost.make(store: try SQLiteReferenceStore(path: path))
    let client = try IntentsClient("walker")
    let shown = try await a.show(type: "TrailEntity", identifier: "1", to: client)
    #expect(try await b.onScreen(for: client).map(\.entity.identifier) == ["1"])
    let opened = try await IntentsClient.$current.withValue(client) {
      try await b.run(intent: "OpenTrailIntent", parameters: ["trail": .text("this")])
    }
    #expect(opened.result?.dialog == "Opening \(shown.entity.title)")
    try await b.clearOnScreen(for: client)
    #expect(try await a.onScreen(for: client).isEmpty)
  }

  @Test
  func anEventPublishedByOneHostReachesAnothersStreamAndLog() async throws {
    let path = temporaryDatabasePath()
    let a = TrailsHost.makeWithIntentSide(store: try SQLiteReferenceStore(path: path))
    let b = TrailsHost.makeWithIntentSide(store: try SQLiteReferenceStore(path: path))
    // Returned once b follows the log: a's run, logged after, reaches it whole — the total
    // first, then each of the three items.
    let stream = await b.followEvents()
    _ = try await a.run(intent: "PackBagIntent", parameters: ["items": .value(3)])
    var heard: [Int64] = []
    for await event in stream where event.intent == "PackBagIntent" {
      if let progress = event.progress { heard.append(progress.completed) }
      if heard.count == 4 { break }
    }
    #expect(heard == [0, 1, 2, 3])
    let polledOnB = try await b.recentEvents(after: 0)
    let polledOnA = try await a.recentEvents(after: 0)
    #expect(polledOnB == polledOnA)
    let progress = polledOnB.events.compactMap { $0.event.progress?.completed }
    #expect(progress == [0, 1, 2, 3])
  }

  @Test func aHostsOwnEventsAreNumberedAsSoonAsItPublishesThem() async throws {
    let host = TrailsHost.makeWithIntentSide()
    _ = try await host.run(intent: "PackBagIntent", parameters: ["items": .value(2)])
    // Read at once, with no wait: the run's events are logged before recentEvents answers.
    // (The process's other tests may log system events to this host as well.)
    let recent = try await host.recentEvents(after: 0)
    let run = recent.events.filter { $0.event.intent == "PackBagIntent" }
    #expect(run.compactMap(\.event.progress?.completed) == [0, 1, 2])
    #expect(recent.events.map(\.sequence) == Array(1...recent.lastSequence))
    #expect(!recent.missed)
    let none = try await host.recentEvents(after: 1, limit: 0)
    #expect(none.events.isEmpty && none.lastSequence == recent.lastSequence && !none.missed)
  }
}
