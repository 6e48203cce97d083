import AppIntentsTesting
import Foundation
import IntentsFixtures
import Synchronization
import Testing

@Suite struct PropertyValueTests {
  @Test func propertiesAreReadByNameWithTitlesAndJSONValues() async throws {
    let system = makeSystem()
    let trail = try await system.host.entity(type: "TrailEntity", identifier: "4")
    let values = try await system.host.properties(of: trail)
    let byName = Dictionary(uniqueKeysWithValues: values.map { ($0.name, $0) })
    #expect(
      values.map(\.name) == [
        "name", "region", "difficulty", "lengthKm", "elevationGain", "isLoop", "tags",
      ])
    #expect(byName["lengthKm"]?.title == "Length (km)")
    #expect(byName["elevationGain"]?.title == "Elevation Gain")
    #expect(byName["elevationGain"]?.value == .null)
    #expect(byName["difficulty"]?.value == "easy")
    #expect(byName["tags"]?.value == ["lakes", "views"])
  }

  @Test func deferredPropertiesAreComputedOnlyWhenAsked() async throws {
    let system = makeSystem()
    let hut = try await system.host.entity(
      type: "HutEntity", identifier: HutEntity.all[0].id.uuidString)
    let cheap = try await system.host.properties(of: hut)
    #expect(cheap.first { $0.name == "forecast" }?.isLoaded == false)
    #expect(cheap.first { $0.name == "opened" }?.value == "1880-01-01T00:00:00Z")
    let asked = try await system.host.properties(of: hut, selection: .including(["forecast"]))
    #expect(asked.first { $0.name == "forecast" }?.value == "Clear above 3260 m")
  }
}

@Suite struct ManifestTests {
  @Test func describesEveryTypeWithItsCapabilities() async throws {
    let manifest = await makeSystem().host.manifest()
    #expect(
      manifest.entities.map(\.identifier) == [
        "AuditEntity", "HutEntity", "RegionEntity", "TrailEntity",
      ])
    let trail = try #require(manifest.entities.first { $0.identifier == "TrailEntity" })
    #expect(trail.capabilities.textSearch == .string)
    #expect(trail.capabilities.find == .declared)
    #expect(trail.identifierForm == "integer")
    #expect(trail.numericFormat == "%lld trails")
    #expect(trail.urlTemplate == "https://trails.example/t/{id}")
    let length = try #require(trail.properties.first { $0.name == "lengthKm" })
    #expect(length.comparators == [.lessThan, .greaterThan, .isBetween])
    #expect(length.sortable && length.value.kind == .number)
    #expect(
      manifest.entities.first { $0.identifier == "RegionEntity" }?.capabilities.textSearch
        == .unavailable
    )
    #expect(
      manifest.entities.first { $0.identifier == "HutEntity" }?.capabilities.find == .derived)
    #expect(manifest.enums.first?.cases.map(\.rawValue) == ["easy", "moderate", "hard"])
    let plan = try #require(manifest.intents.first { $0.identifier == "PlanHikeIntent" })
    #expect(plan.parameters.map(\.name) == ["trail", "hut", "pace", "days", "companions", "note"])
    #expect(plan.parameters.map(\.isRequired) == [true, false, false, false, false, false])
    #expect(plan.parameters[2].defaultValue == "moderate")
    #expect(manifest.shortcuts.map(\.intent) == ["OpenTrailIntent", "RecommendIntent"])
    #expect(
      manifest.shortcuts[0].phrases == [
        "Open ${parameter} in ${applicationName}", "Show ${parameter}",
      ])
  }

  @Test func jsonIsStableAcrossHosts() async throws {
    let first = try await makeSystem().host.manifest().json()
    let second = try await makeSystem().host.manifest().json()
    #expect(first == second)
    #expect(first.contains("\"formatVersion\" : 1"))
  }
}

@Suite struct ShortcutTests {
  @Test func phrasesExpandWithSuggestedValues() async throws {
    let system = makeSystem()
    let invocations = try await system.host.appShortcuts()
    let phrases = invocations.map(\.phrase)
    #expect(phrases.contains("Open Five Lakes Walk in Trails"))
    #expect(phrases.contains("Show Seealpsee Loop"))
    #expect(phrases.contains("Recommend a Hard hike"))
    let open = try #require(invocations.first { $0.phrase == "Open Five Lakes Walk in Trails" })
    #expect(open.parameters == ["trail": .identifier("4")])
    let matched = try #require(
      try await system.host.shortcut(matching: "recommend a moderate hike!"))
    let outcome = try await system.host.run(intent: matched.intent, parameters: matched.parameters)
    #expect(outcome.result?.opensIntent?.intent == "OpenTrailIntent")
  }

  @Test func updatingParametersRecomputesThePhrases() async throws {
    let system = makeSystem()
    _ = try await system.recording { try await system.host.appShortcuts() }
    #expect(system.queryCalls == ["suggestedEntities()"])
    _ = try await system.recording { try await system.host.appShortcuts() }
    #expect(system.queryCalls == ["suggestedEntities()"])  // kept
    TrailShortcuts.updateAppShortcutParameters()
    _ = try await system.recording { try await system.host.appShortcuts() }
    #expect(system.queryCalls == ["suggestedEntities()", "suggestedEntities()"])  // asked again
  }
}

/// Bulletins whose list changes while the App Shortcuts are being expanded.
struct BulletinEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bulletin"
  static let defaultQuery = BulletinQuery()
  let id: Int
  var displayRepresentation: DisplayRepresentation { "Bulletin \(id)" }
}

struct BulletinQuery: EntityQuery {
  static let editions = Atomic<Int>(0)
  func entities(for identifiers: [Int]) async throws -> [BulletinEntity] {
    identifiers.map(BulletinEntity.init)
  }
  /// The newest bulletin; the first listing sees a new edition arrive while it runs.
  func suggestedEntities() async throws -> [BulletinEntity] {
    let edition = Self.editions.add(1, ordering: .relaxed).newValue
    if edition == 1 { BulletinShortcuts.updateAppShortcutParameters() }
    return [BulletinEntity(id: edition)]
  }
}

struct ReadBulletinIntent: AppIntent {
  static let title: LocalizedStringResource = "Read Bulletin"
  @Parameter(title: "Bulletin") var bulletin: BulletinEntity
  func perform() async throws -> some IntentResult { .result() }
}

struct BulletinShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ReadBulletinIntent(), phrases: ["Read \(\.$bulletin)"], shortTitle: "Read",
      systemImageName: "newspaper")
  }
}

@Suite struct ShortcutCacheTests {
  @Test func anExpansionOvertakenByAnUpdateIsNotKept() async throws {
    let host = IntentsHost(name: "News") {
      BulletinEntity.self
      ReadBulletinIntent.self
      BulletinShortcuts.self
    }
    #expect(try await host.appShortcuts().map(\.phrase) == ["Read Bulletin 1"])
    #expect(try await host.appShortcuts().map(\.phrase) == ["Read Bulletin 2"])
    #expect(try await host.appShortcuts().map(\.phrase) == ["Read Bulletin 2"])  // kept
  }
}
