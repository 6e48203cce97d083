import AppIntentsTesting
import Foundation
import IntentsFixtures
import Testing

@Suite struct ResolveTests {
  @Test func keepsTheRequestedOrderAndReportsMissingIdentifiers() async throws {
    let system = makeSystem()
    let resolved = try await system.recording {
      try await system.host.resolve(type: "TrailEntity", identifiers: ["5", "99", "1", "5"])
    }
    #expect(
      resolved.map { $0.entity?.title } == ["Säntis Ridge", nil, "Eiger Trail", "Säntis Ridge"])
    guard case .missing(let id) = resolved[1] else { Issue.record("99 should be missing"); return }
    #expect(id == "99")
    #expect(system.queryCalls == ["entities(for:)"])
  }

  @Test(arguments: [ShuffledQuery.Answer.inOrder, .reversed, .withStrangers, .doubled])
  func eachIdentifierGetsItsOwnEntityWhateverOrderTheQueryAnswersIn(
    answer: ShuffledQuery.Answer
  ) async throws {
    let host = IntentsHost(name: "Shuffled") { ShuffledEntity.self }
    let identifiers = ["4", "2", "4", "7", "2", "0"]
    let resolved = try await ShuffledQuery.$answer.withValue(answer) {
      try await host.resolve(type: "ShuffledEntity", identifiers: identifiers)
    }
    #expect(resolved.map { $0.entity?.identifier } == identifiers, "\(answer)")
    #expect(resolved.map { $0.entity?.title } == identifiers.map { "Number \($0)" })
  }

  @Test func malformedIdentifiersNameTheExpectedForm() async throws {
    let system = makeSystem()
    let integer = await intentsError {
      _ = try await system.host.resolve(type: "TrailEntity", identifiers: ["1", "one"])
    }
    #expect(integer?.code == IntentsError.malformedIdentifier)
    #expect(integer?.message.contains("whole numbers") == true)
    let uuid = await intentsError {
      _ = try await system.host.resolve(type: "HutEntity", identifiers: ["42"])
    }
    #expect(uuid?.message.contains("UUIDs") == true)
    #expect(system.queryCalls.isEmpty)  // nothing reaches the app with a malformed id
  }

  @Test func unknownTypesAndOversizedRequestsAreRefused() async throws {
    let system = makeSystem()
    let unknown = await intentsError {
      _ = try await system.host.resolve(type: "Mountain", identifiers: ["1"])
    }
    #expect(unknown?.code == IntentsError.unknownType)
    #expect(unknown?.allowed.contains("TrailEntity") == true)
    let many = (0...Limits.maximumIdentifiers).map(String.init)
    #expect(
      await errorCode { _ = try await system.host.resolve(type: "TrailEntity", identifiers: many) }
        == IntentsError.requestTooLarge)
  }

  @Test func typedResolutionThroughTheTestSystem() async throws {
    let system = makeSystem()
    let huts = try await system.resolve(HutEntity.self, [HutEntity.all[2].id, UUID()])
    #expect(huts.map { $0?.name } == ["Monte Rosa Hütte", nil])
  }

  @Test func entitiesAreFoundFromTheirURL() async throws {
    let system = makeSystem()
    let entity = try await system.host.entity(at: URL(string: "https://trails.example/t/3")!)
    #expect(entity.title == "Matterhorn Glacier Trail")
    #expect(try await system.host.url(of: entity)?.absoluteString == "https://trails.example/t/3")
    #expect(
      await errorCode {
        _ = try await system.host.entity(at: URL(string: "https://other.example/3")!)
      } == IntentsError.invalidRequest)
  }
}

@Suite struct SuggestTests {
  @Test func keepsSectionsAndPrompt() async throws {
    let system = makeSystem()
    let suggestions = try await system.host.suggest(type: "RegionEntity")
    #expect(suggestions.promptLabel == "Which region?")
    #expect(suggestions.sections.map(\.title) == ["Alps", "Prealps"])
    #expect(suggestions.entities.map(\.identifier) == ["bernese-oberland", "valais", "appenzell"])
  }

  @Test func enumerableQueriesSuggestEveryEntity() async throws {
    let system = makeSystem()
    #expect(try await system.suggestions(for: HutEntity.self).count == 4)
  }
}

@Suite struct SearchTests {
  @Test func stringQueriesSearchWithTheAppsCode() async throws {
    let system = makeSystem()
    let found = try await system.search(TrailEntity.self, "glacier")
    #expect(found.map(\.id) == [3])
    #expect(system.queryCalls == ["entities(matching:)"])
  }

  @Test func enumerableQueriesAreSearchedByTitleSynonymsAndText() async throws {
    let system = makeSystem()
    #expect(try await system.search(HutEntity.self, "HORNLI").map(\.name) == ["Hörnlihütte"])
    #expect(
      try await system.search(HutEntity.self, "gleckstein hut").map(\.name) == ["Glecksteinhütte"])
    #expect(try await system.search(HutEntity.self, "anna").map(\.name) == ["Monte Rosa Hütte"])  // a text property
    #expect(system.queryCalls.allSatisfy { $0 == "allEntities()" })
  }

  @Test func plainQueriesCannotBeSearchedAndSayWhy() async throws {
    let system = makeSystem()
    let error = await intentsError {
      _ = try await system.host.search(type: "RegionEntity", text: "valais")
    }
    #expect(error?.code == IntentsError.notSearchable)
    #expect(error?.message.contains("EntityStringQuery") == true)
  }

  @Test func missingDependenciesAreClearErrors() async throws {
    let system = makeSystem()
    let error = await intentsError {
      _ = try await system.host.search(type: "AuditEntity", text: "x")
    }
    #expect(error?.code == IntentsError.missingDependency)
    #expect(error?.message.contains("ledger") == true)
    #expect(
      error?.message.contains("AppDependencyManager.shared.add(key: \"ledger-never-registered\"")
        == true)
  }
}

/// Entities whose query answers the identifiers it is given in several ways: in their order,
/// reversed, with entities nobody asked for, each twice.
struct ShuffledEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shuffled"
  static let defaultQuery = ShuffledQuery()
  let id: Int
  @Property var label: String
  var displayRepresentation: DisplayRepresentation { "\(label)" }

  init(id: Int) {
    self.id = id
    label = "Number \(id)"
  }
}

struct ShuffledQuery: EntityQuery {
  enum Answer: Sendable { case inOrder, reversed, withStrangers, doubled }
  @TaskLocal static var answer = Answer.inOrder

  func entities(for identifiers: [Int]) async throws -> [ShuffledEntity] {
    let entities = identifiers.map(ShuffledEntity.init)
    switch Self.answer {
    case .inOrder: return entities
    case .reversed: return entities.reversed()
    case .withStrangers: return [ShuffledEntity(id: 99)] + entities + [ShuffledEntity(id: 98)]
    case .doubled: return entities + entities.reversed()
    }
  }
}
