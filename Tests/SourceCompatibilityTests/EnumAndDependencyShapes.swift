// Real-world forms of enums, type display representations and dependencies
// (real-world-usage.md §5): Int raw values (Amperfy, Tome), conformance added by extension to an
// enum declared elsewhere (UTM, Clop), computed and `nonisolated` case tables (Incomes,
// IceCubes), a computed string-literal type name, read-back of a case's title (Home Assistant),
// and keyed `@Dependency` (Foqos) beside the unkeyed form.

@preconcurrency import AppIntents
import Foundation
import Testing

enum Rating: Int, AppEnum {
  case one = 1, two, three
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Rating"
  static var caseDisplayRepresentations: [Rating: DisplayRepresentation] = [
    .one: "One star", .two: "Two stars", .three: "Three stars",
  ]
}

enum VMState: Int, Codable, CaseIterable, Sendable {
  case stopped, starting, started
}

extension VMState: AppEnum {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { "Virtual Machine State" }
  static var caseDisplayRepresentations: [VMState: DisplayRepresentation] {
    [.stopped: "Stopped", .starting: "Starting", .started: DisplayRepresentation(title: "Started", image: .init(systemName: "play"))]
  }
}

enum Visibility: String, AppEnum {
  case `public`, unlisted
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Visibility")
  nonisolated static var caseDisplayRepresentations: [Visibility: DisplayRepresentation] {
    [.public: "Public", .unlisted: "Unlisted"]
  }

  var title: String { String(localized: Self.caseDisplayRepresentations[self]!.title) }
}

final class ModelContainer: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

struct ProfileQuery: EntityQuery {
  @Dependency(key: "ModelContainer") private var modelContainer: ModelContainer
  @Dependency var fallback: ModelContainer

  func entities(for identifiers: [String]) async throws -> [ProfileEntity] {
    identifiers.map { ProfileEntity(id: $0, store: modelContainer.name + "/" + fallback.name) }
  }
}

struct ProfileEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Profile"
  static let defaultQuery = ProfileQuery()
  let id: String
  let store: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

@Suite struct EnumAndDependencyShapeTests {
  @Test func intBackedEnumsUseTheirRawValues() {
    #expect(Rating(rawValue: 2) == .two)
    #expect(String(localized: Rating.three.localizedStringResource) == "Three stars")
    #expect(VMState.started.rawValue == 2)
    #expect(String(localized: VMState.typeDisplayRepresentation.name) == "Virtual Machine State")
    #expect(VMState.caseDisplayRepresentations[.started]?.image == .init(systemName: "play"))
    #expect(Visibility.unlisted.title == "Unlisted")
  }

  @Test func keyedAndUnkeyedDependenciesAreSeparate() async throws {
    let manager = AppDependencyManager.shared
    manager.add(key: "ModelContainer", dependency: ModelContainer(name: "keyed"))
    manager.add(dependency: ModelContainer(name: "typed"))
    let profile = try #require(try await ProfileQuery().entities(for: ["me"]).first)
    #expect(profile.store == "keyed/typed")
  }
}
