import AppIntents
import Foundation
import IntentsRuntime
import Testing

@Suite struct OnScreenContextTests {
  let host = PeaksHost.make()

  private func climb(_ text: String, as client: IntentsClient?) async throws -> String? {
    try await IntentsClient.$current.withValue(client) {
      try await host.run(intent: "ClimbShownPeakIntent", parameters: ["peak": .text(text)]).result?
        .dialog
    }
  }

  @Test func thisMeansTheEntityTheClientHasOnScreen() async throws {
    let alice = try IntentsClient("alice")
    try await host.show(type: "PeakEntity", identifier: "3", to: alice)
    #expect(try await climb("this", as: alice) == "Climbing Mönch (4110 m)")
    #expect(try await climb("Current", as: alice) == "Climbing Mönch (4110 m)")
    let shown = try await host.onScreen(for: alice)
    #expect(shown.map(\.entity.title) == ["Mönch"])
    #expect(shown.first?.source == .client)
  }

  @Test func contextsNeverLeakBetweenClients() async throws {
    let alice = try IntentsClient("alice-2")
    let bob = try IntentsClient("bob")
    try await host.show(type: "PeakEntity", identifier: "3", to: alice)
    try await host.show(type: "PeakEntity", identifier: "1", to: bob)
    #expect(try await climb("this", as: bob) == "Climbing Matterhorn (4478 m)")
    #expect(try await climb("this", as: alice) == "Climbing Mönch (4110 m)")
    let carol = try IntentsClient("carol")
    let error = await intentsError { _ = try await climb("this", as: carol) }
    #expect(error?.code == IntentsError.nothingOnScreen)
    #expect(error?.message.contains("carol") == true)
    #expect(
      await errorCode { _ = try await climb("this", as: nil) } == IntentsError.nothingOnScreen)
    #expect(try await host.onScreen(for: carol).isEmpty)
  }

  @Test func theMostRecentEntityComesFirstAndOldOnesLeave() async throws {
    let host = PeaksHost.make()
    host.onScreenPolicy = OnScreenPolicy(maximumEntities: 2)
    let dana = try IntentsClient("dana")
    for id in ["1", "2", "4"] { try await host.show(type: "PeakEntity", identifier: id, to: dana) }
    #expect(try await host.onScreen(for: dana).map(\.entity.title) == ["Weisshorn", "Eiger"])
    #expect(try await host.onScreenEntity(type: "PeakEntity", for: dana)?.title == "Weisshorn")
    try await host.clearOnScreen(for: dana)
    #expect(try await host.onScreen(for: dana).isEmpty)
  }

  @Test func entitiesLeaveTheScreenWhenTheirTimeIsUp() async throws {
    let host = PeaksHost.make()
    host.onScreenPolicy = OnScreenPolicy(lifetime: 0)
    let erin = try IntentsClient("erin")
    try await host.show(type: "PeakEntity", identifier: "2", to: erin)
    #expect(try await host.onScreen(for: erin).isEmpty)
  }

  @Test func theOldestClientIsForgottenBeyondTheBound() async throws {
    let host = PeaksHost.make()
    host.onScreenPolicy = OnScreenPolicy(maximumClients: 2)
    let clients = try ["f1", "f2", "f3"].map(IntentsClient.init)
    for client in clients { try await host.show(type: "PeakEntity", identifier: "1", to: client) }
    #expect(try await host.onScreen(for: clients[0]).isEmpty)
    #expect(try await host.onScreen(for: clients[2]).count == 1)
  }

  @Test func showingSomethingThatDoesNotExistIsAnError() async throws {
    let client = try IntentsClient("gus")
    let host = host
    #expect(
      await errorCode { try await host.show(type: "PeakEntity", identifier: "42", to: client) }
        == IntentsError.entityNotFound)
    #expect(
      await errorCode { try await host.show(type: "Volcano", identifier: "1", to: client) }
        == IntentsError.unknownType)
    #expect(
      await errorCode { try await host.show(type: "PeakEntity", identifier: "one", to: client) }
        == IntentsError.malformedIdentifier)
    #expect(await errorCode { _ = try IntentsClient("") } == IntentsError.invalidValue)
    #expect(await errorCode { _ = try IntentsClient("a\u{7}b") } == IntentsError.invalidValue)
  }

  @Test func theAppsCurrentActivityIsOnTheLocalScreen() async throws {
    let activity = NSUserActivity(activityType: "com.example.ViewingPeak")
    activity.title = "Viewing Weisshorn"
    activity.appEntityIdentifier = EntityIdentifier(for: PeakEntity.all[3])
    activity.becomeCurrent()
    let shown = try await host.onScreen(for: .local)
    #expect(shown.first?.entity.title == "Weisshorn")
    #expect(shown.first?.source == .app)
    #expect(try await climb("this", as: .local) == "Climbing Weisshorn (4506 m)")
    #expect(try await host.onScreen(for: try IntentsClient("hal")).isEmpty)
    activity.resignCurrent()
    #expect(
      try await host.onScreen(for: .local).contains { $0.entity.title == "Weisshorn" } == false)
  }

  /// An activity the app lets go of, as a closed screen does, leaves the screen with it.
  @Test func anActivityNothingKeepsLeavesTheScreen() async throws {
    func show() {
      let activity = NSUserActivity(activityType: "com.example.ViewingPeak")
      activity.appEntityIdentifier = EntityIdentifier(for: PeakEntity.all[1])
      activity.becomeCurrent()
    }
    show()
    let title = PeakEntity.all[1].name
    #expect(try await host.onScreen(for: .local).contains { $0.entity.title == title } == false)
  }
}
