import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsPostgres
import IntentsRuntime
import Testing

/// The host state — event log, donations, on-screen contexts — the same on every backend, each
/// test opening two stores on one place as two hosts do.
@Suite struct HostStateBehaviourTests {
  private func twoStates(_ place: any StorePlace) async throws -> (
    any ReferenceStore & HostStateStore, any ReferenceStore & HostStateStore
  ) {
    let first = try await place.open()
    let second = try await place.open()
    return (
      try #require(first as? any ReferenceStore & HostStateStore),
      try #require(second as? any ReferenceStore & HostStateStore)
    )
  }

  @Test(arguments: ReferenceStoreBackend.available)
  func keepsTheHostStateGuaranteesAcrossTwoHosts(_ backend: ReferenceStoreBackend) async throws {
    try await backend.withPlace { place in
      let (a, b) = try await twoStates(place)
      try await HostStateStoreChecks.run(on: a, other: b)
    }
  }

  @Test(arguments: ReferenceStoreBackend.available)
  func whatOneHostShowsIsThisOnAnotherAndItsEventsReachIt(_ backend: ReferenceStoreBackend)
    async throws
  {
    try await backend.withPlace { place in
      let (first, second) = try await twoStates(place)
      let a = TrailsHost.makeWithIntentSide(store: first)
      let b = TrailsHost.makeWithIntentSide(store: second)
      let client = try IntentsClient("hiker")
      let shown = try await a.show(type: "TrailEntity", identifier: "2", to: client)
      let opened = try await IntentsClient.$current.withValue(client) {
        try await b.run(intent: "OpenTrailIntent", parameters: ["trail": .text("this")])
      }
      #expect(opened.result?.dialog == "Opening \(shown.entity.title)")

      // Returned once b follows the log: a's run, logged after, reaches it.
      let stream = await b.followEvents()
      _ = try await a.run(intent: "PackBagIntent", parameters: ["items": .value(2)])
      // Only this run's progress: every host of the process also hears the process's system
      // events (other tests' donations and reloads), which it logs too.
      var heard: [Int64] = []
      for await event in stream where event.intent == "PackBagIntent" {
        if let progress = event.progress { heard.append(progress.completed) }
        if heard.count == 3 { break }
      }
      #expect(heard == [0, 1, 2])
      // The run's progress, as both hosts read the shared log (the donations that other
      // tests' runs of the intent make in this process may be logged too).
      let runOnB = try await b.recentEvents(after: 0).events.filter {
        $0.event.intent == "PackBagIntent" && $0.event.progress != nil
      }
      let runOnA = try await a.recentEvents(after: 0).events.filter {
        $0.event.intent == "PackBagIntent" && $0.event.progress != nil
      }
      #expect(runOnB == runOnA)
      #expect(runOnB.count == 3)
    }
  }

  @Test(arguments: ReferenceStoreBackend.available)
  func aDonationToOneHostIsListedByAnotherAndDeletedForBoth(_ backend: ReferenceStoreBackend)
    async throws
  {
    try await backend.withPlace { place in
      let (first, second) = try await twoStates(place)
      let a = TrailsHost.make(store: first)
      // A trail of its own per backend: the two cases run at once, and deleting donations by
      // entity reaches every host of the process.
      let trail = try await a.entity(
        type: "TrailEntity", identifier: backend.name == "SQLite" ? "4" : "5")
      let intent = OpenTrailIntent()
      intent.trail = try #require(trail.entity as? TrailEntity)
      let donated = try await intent.donate()
      // Another host on the same store heard nothing of the donation itself.
      let b = TrailsHost.make(store: second)
      let listed = try await b.donations(intent: "OpenTrailIntent")
      #expect(listed.map(\.id).contains(donated.description))
      #expect(listed.first { $0.id == donated.description }?.parameters["trail"] != nil)
      let deleted = try await IntentDonationManager.shared.deleteDonations(
        matching: .entityIdentifier(EntityIdentifier(for: intent.trail)))
      #expect(deleted.contains(donated))
      #expect(try await b.donations().contains { $0.id == donated.description } == false)
      withExtendedLifetime(a) {}
    }
  }

  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func spentTokensAreSharedByEveryHostOnTheDatabase() async throws {
    let place = try await PostgresPlace()
    let first = try #require(try await place.open() as? PostgresReferenceStore)
    let second = try #require(try await place.open() as? PostgresReferenceStore)
    try await SingleUseTokenStoreChecks.run(on: first, alongside: second)
    await place.close()
  }
}
