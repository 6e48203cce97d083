import AppIntentsTesting
import Foundation
import IntentsFixtures
import Testing

@Suite struct ReferenceTests {
  @Test func inMemoryStoreKeepsTheProtocolsGuarantees() async throws {
    try await ReferenceStoreChecks.run(on: InMemoryReferenceStore())
  }

  @Test func savedReferencesResolveAndFollowMigrations() async throws {
    let system = makeSystem()
    try await system.host.saveReference(named: "favourite", type: "TrailEntity", identifier: "1")
    #expect(try await system.host.resolveReference(named: "favourite").title == "Eiger Trail")
    try await system.host.migrateIdentifiers(type: "TrailEntity", ["1": "2"])
    #expect(
      try await system.host.resolveReference(named: "favourite").title == "Höhenweg Grindelwald")
    #expect(try await system.host.references().map(\.name) == ["favourite"])
  }

  @Test func staleReferencesAreTypedErrorsNamingTheIdentifier() async throws {
    let system = makeSystem()
    try await system.host.saveReference(named: "gone", type: "TrailEntity", identifier: "5")
    try await system.host.migrateIdentifiers(type: "TrailEntity", ["5": "500"])
    let error = await intentsError { _ = try await system.host.resolveReference(named: "gone") }
    #expect(error?.code == IntentsError.entityNotFound)
    #expect(error?.message.contains("“5” (now “500”)") == true)
    #expect(
      await errorCode { _ = try await system.host.resolveReference(named: "nope") }
        == IntentsError.unknownReference)
    #expect(
      await errorCode {
        try await system.host.saveReference(named: "x", type: "TrailEntity", identifier: "99")
      } == IntentsError.entityNotFound)
    #expect(
      await errorCode {
        try await system.host.saveReference(named: " x", type: "TrailEntity", identifier: "1")
      } == IntentsError.invalidValue)
  }

  @Test func savedRunsStoreEntitiesByTypeAndIdentifier() async throws {
    let store = InMemoryReferenceStore()
    let system = makeSystem(store: store)
    try await system.host.saveRun(
      named: "weekend", intent: "PlanHikeIntent",
      parameters: [
        "trail": .text("säntis"), "days": .value(2), "companions": .list([.text("Ana")]),
      ])
    let saved = await store.run(named: "weekend")
    #expect(saved?.parameters["trail"] == .entity(type: "TrailEntity", identifier: "5"))
    let outcome = try await system.host.runSaved(named: "weekend")
    #expect(outcome.result?.dialog == "2 day(s) on Säntis Ridge at a moderate pace with Ana")

    let ambiguous = await intentsError {
      try await system.host.saveRun(
        named: "vague", intent: "OpenTrailIntent", parameters: ["trail": .text("trail")])
    }
    #expect(ambiguous?.code == IntentsError.ambiguousValue)
    #expect(ambiguous?.allowed.count == 2)
    let unmatched = await intentsError {
      try await system.host.saveRun(
        named: "vague", intent: "OpenTrailIntent", parameters: ["trail": .text("everest")])
    }
    #expect(unmatched?.code == IntentsError.entityNotFound)
    #expect(try await system.host.savedRuns().map(\.name).contains("vague") == false)
  }

  @Test func savedRunsWithStaleEntitiesNameThem() async throws {
    let system = makeSystem()
    try await system.host.saveRun(
      named: "old", intent: "OpenTrailIntent", parameters: ["trail": .identifier("3")])
    try await system.host.migrateIdentifiers(type: "TrailEntity", ["3": "33"])
    let error = await intentsError { _ = try await system.host.runSaved(named: "old") }
    #expect(error?.code == IntentsError.entityNotFound)
    #expect(error?.message.contains("“3” (now “33”)") == true)
  }
}
