import AppIntents
import CoreSpotlight
import Foundation
import IntentsRuntime
import Testing

// A whiteboard for the assistant only, beside the summits: Spotlight is for people, so it
// neither finds the boards nor lists the App Shortcut that opens one.

@AppEntity(schema: .whiteboard.board)
struct SketchBoardEntity: IndexedEntity {
  static let defaultQuery = SketchBoardQuery()
  static let isAssistantOnly = true
  let id: String
  var title: String
  var creationDate: Date
  var lastModificationDate: Date
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  init(id: String, title: String) {
    self.id = id
    self.title = title
    self.creationDate = .distantPast
    self.lastModificationDate = .distantPast
  }

  static let all = [
    SketchBoardEntity(id: "plans", title: "Matterhorn plans"),
    SketchBoardEntity(id: "ideas", title: "Ideas"),
  ]
}

struct SketchBoardQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [SketchBoardEntity] {
    SketchBoardEntity.all.filter { identifiers.contains($0.id) }
  }
}

@AppIntent(schema: .whiteboard.openBoard)
struct OpenSketchBoardIntent {
  static var isAssistantOnly: Bool { true }
  var target: SketchBoardEntity
}

struct SketchShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenSketchBoardIntent(), phrases: ["Climb onto a board in \(.applicationName)"],
      shortTitle: "Open Board", systemImageName: "square")
  }
}

@Suite struct AssistantOnlySpotlightTests {
  /// A Summits host that also serves assistant-only boards, every entity indexed.
  func host(_ indexStore: any CSSearchableIndexStore) async throws -> IntentsHost {
    let store = SummitStore()
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: store)
    let index = CSSearchableIndex(name: "sketches", backend: indexStore)
    let host = IntentsHost(name: "Summits", dependencies: dependencies, spotlightIndex: index) {
      SummitEntity.self
      SketchBoardEntity.self
      Season.self
      ClimbIntent.self
      PlanTripIntent.self
      OpenSketchBoardIntent.self
      SummitShortcuts.self
      SketchShortcuts.self
    }
    try await index.indexAppEntities(store.all.map(SummitEntity.init))
    try await index.indexAppEntities(SketchBoardEntity.all)
    return host
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func assistantOnlyTypesAreIndexedButNotFound(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let host = try await host(indexStore)
      #expect(host.spotlightEntityTypes == ["SummitEntity"])
      let status = try await host.spotlightStatus()
      #expect(status.entityTypes.first { $0.identifier == "SketchBoardEntity" }?.indexedCount == 2)
      // "Matterhorn plans" is indexed, yet only the summit comes back.
      let matterhorn = try await host.spotlight(query: "matterhorn")
      #expect(matterhorn.hits.map(\.typeIdentifier) == ["SummitEntity"])
      let ideas = try await host.spotlight(query: "ideas")
      #expect(ideas.hits.isEmpty)
      #expect(ideas.total == 0)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func askingForAnAssistantOnlyTypeIsAClearError(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let host = try await host(indexStore)
      do {
        _ = try await host.spotlight(query: "ideas", types: ["SketchBoardEntity"])
        Issue.record("Searching an assistant-only type succeeded.")
      } catch let error as IntentsError {
        #expect(error.code == IntentsError.unknownType)
        #expect(error.message.contains("assistant only"))
        #expect(error.allowed == ["SummitEntity"])
      }
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func appShortcutsOfAssistantOnlyIntentsAreNotListed(_ backend: SpotlightStoreBackend) async throws
  {
    try await backend.withStore { indexStore in
      let host = try await host(indexStore)
      let climb = try await host.spotlight(query: "climb")
      #expect(!climb.shortcuts.isEmpty)
      #expect(climb.shortcuts.allSatisfy { $0.intent == "ClimbIntent" })
      #expect(try await host.spotlight(query: "onto board").shortcuts.isEmpty)
    }
  }
}
