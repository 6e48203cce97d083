import AppIntents
import CoreSpotlight
import Foundation
import IntentsRuntime
import Synchronization

// A small app for the Spotlight and phrase tests: summits (an indexed string query with
// synonyms and favourites), guides (an indexed enumerable query), a season enum, and App
// Shortcuts. Each host gets its own store, so a test may delete summits without touching
// another's.

struct Summit: Sendable {
  var id: Int
  var name: String
  var range: String
  var country: String
  var isFavorite: Bool
  var nicknames: [String]
}

final class SummitStore: Sendable {
  private let summits: Mutex<[Summit]>

  init(_ summits: [Summit] = SummitStore.sample) {
    self.summits = Mutex(summits)
  }

  var all: [Summit] { summits.withLock { $0 } }

  func remove(_ id: Int) {
    summits.withLock { $0.removeAll { $0.id == id } }
  }

  static let sample: [Summit] = [
    Summit(
      id: 1, name: "Matterhorn", range: "Pennine Alps", country: "Switzerland", isFavorite: true,
      nicknames: ["The Horn"]),
    Summit(
      id: 2, name: "Mont Blanc", range: "Graian Alps", country: "France", isFavorite: true,
      nicknames: ["Monte Bianco"]),
    Summit(
      id: 3, name: "Mount Everest", range: "Himalaya", country: "Nepal", isFavorite: false,
      nicknames: ["Sagarmatha", "Chomolungma"]),
    Summit(
      id: 4, name: "Mount Elbrus", range: "Caucasus", country: "Russia", isFavorite: false,
      nicknames: []),
    Summit(
      id: 5, name: "Mount Kilimanjaro", range: "Eastern Rift", country: "Tanzania",
      isFavorite: false, nicknames: ["Kibo"]),
    Summit(
      id: 6, name: "Piz Palü", range: "Bernina Range", country: "Switzerland", isFavorite: false,
      nicknames: []),
    Summit(
      id: 7, name: "Eiger", range: "Bernese Alps", country: "Switzerland", isFavorite: true,
      nicknames: []),
  ]
}

struct SummitEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Summit", synonyms: ["peak", "mountain"])
  static let defaultQuery = SummitQuery()

  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "Country", indexingKey: \.namedLocation) var country: String
  let range: String
  let isFavorite: Bool
  let nicknames: [String]

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(range)",
      synonyms: nicknames.map { LocalizedStringResource(stringLiteral: $0) })
  }

  init(_ summit: Summit) {
    id = summit.id
    range = summit.range
    isFavorite = summit.isFavorite
    nicknames = summit.nicknames
    name = summit.name
    country = summit.country
  }
}

struct SummitQuery: EntityStringQuery {
  @Dependency var store: SummitStore

  func entities(for identifiers: [Int]) async throws -> [SummitEntity] {
    store.all.filter { identifiers.contains($0.id) }.map(SummitEntity.init)
  }

  func suggestedEntities() async throws -> [SummitEntity] {
    store.all.filter(\.isFavorite).map(SummitEntity.init)
  }

  func entities(matching string: String) async throws -> [SummitEntity] {
    let needle = FoldedString(string)
    return store.all.filter { needle.isContained(in: $0.name) }.map(SummitEntity.init)
  }
}

struct GuideEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Guide", synonyms: ["mountaineer"])
  static let defaultQuery = GuideQuery()

  let id: String
  let name: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  static let all = [
    GuideEntity(id: "anna", name: "Anna Matter"), GuideEntity(id: "kurt", name: "Kurt Lauber"),
  ]
}

struct GuideQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [GuideEntity] { GuideEntity.all }

  func entities(for identifiers: [String]) async throws -> [GuideEntity] {
    GuideEntity.all.filter { identifiers.contains($0.id) }
  }
}

enum Season: String, AppEnum {
  case summer, winter

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Season"
  static let caseDisplayRepresentations: [Season: DisplayRepresentation] = [
    .summer: DisplayRepresentation(title: "Summer"),
    .winter: DisplayRepresentation(title: "Winter", synonyms: ["snowy"]),
  ]
}

struct ClimbIntent: AppIntent {
  static let title: LocalizedStringResource = "Climb"
  @Parameter(title: "Summit", requestValueDialog: "Which summit?") var summit: SummitEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Climbing \(summit.name)")
  }
}

struct PlanTripIntent: AppIntent {
  static let title: LocalizedStringResource = "Plan a Trip"
  @Parameter(title: "Season") var season: Season

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Planning a \(season.rawValue) trip")
  }
}

struct SummitShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ClimbIntent(),
      phrases: ["Climb \(\.$summit) with \(.applicationName)", "Show me \(\.$summit)"],
      shortTitle: "Climb", systemImageName: "mountain.2")
    AppShortcut(
      intent: PlanTripIntent(), phrases: ["Plan a \(\.$season) trip with \(.applicationName)"],
      shortTitle: "Plan", systemImageName: "calendar")
  }
}

/// A Summits host on a fresh index of the given backend, with its summits (favourites at
/// priority 10) and guides indexed.
func summitsHost(
  _ indexStore: any CSSearchableIndexStore, store: SummitStore = SummitStore()
) async throws -> IntentsHost {
  let dependencies = AppDependencyManager()
  dependencies.add(dependency: store)
  let index = CSSearchableIndex(name: "summits", backend: indexStore)
  let host = IntentsHost(name: "Summits", dependencies: dependencies, spotlightIndex: index) {
    SummitEntity.self
    GuideEntity.self
    Season.self
    ClimbIntent.self
    PlanTripIntent.self
    SummitShortcuts.self
  }
  try await index.indexAppEntities(store.all.map(SummitEntity.init)) { $0.isFavorite ? 10 : 1 }
  try await index.indexAppEntities(GuideEntity.all)
  return host
}
