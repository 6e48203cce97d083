// The shared test domain: hiking trails (a string and property query), mountain huts (an
// enumerable query), regions (a plain query that cannot search), a difficulty enum, intents
// and App Shortcuts.

public import AppIntents
import Synchronization

public enum Difficulty: String, AppEnum {
  case easy, moderate, hard
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Difficulty"
  public static let caseDisplayRepresentations: [Difficulty: DisplayRepresentation] = [
    .easy: DisplayRepresentation(title: "Easy", synonyms: ["gentle"]),
    .moderate: "Moderate",
    .hard: DisplayRepresentation(title: "Hard", subtitle: "For experienced hikers"),
  ]
}

public struct Trail: Sendable, Hashable {
  public var id: Int
  public var name: String
  public var region: String
  public var difficulty: Difficulty
  public var lengthKm: Double
  public var elevationGain: Int?
  public var isLoop: Bool
  public var tags: [String]

  public init(
    id: Int, name: String, region: String, difficulty: Difficulty, lengthKm: Double,
    elevationGain: Int?, isLoop: Bool, tags: [String]
  ) {
    self.id = id
    self.name = name
    self.region = region
    self.difficulty = difficulty
    self.lengthKm = lengthKm
    self.elevationGain = elevationGain
    self.isLoop = isLoop
    self.tags = tags
  }
}

/// The trails, huts and regions the fixture queries read, through `@Dependency`.
public final class TrailStore: Sendable {
  public let trails: [Trail]
  private let removed = Mutex<Set<Int>>([])

  public init(trails: [Trail] = TrailStore.sample) { self.trails = trails }

  public var current: [Trail] {
    let gone = removed.withLock { $0 }; return trails.filter { !gone.contains($0.id) }
  }
  public func remove(_ id: Int) { _ = removed.withLock { $0.insert(id) } }
  public func restore() { removed.withLock { $0.removeAll() } }

  public static let sample: [Trail] = [
    Trail(
      id: 1, name: "Eiger Trail", region: "bernese-oberland", difficulty: .moderate, lengthKm: 6,
      elevationGain: 200, isLoop: false, tags: ["glacier", "views"]),
    Trail(
      id: 2, name: "Höhenweg Grindelwald", region: "bernese-oberland", difficulty: .easy,
      lengthKm: 11.5, elevationGain: 450, isLoop: false, tags: ["views"]),
    Trail(
      id: 3, name: "Matterhorn Glacier Trail", region: "valais", difficulty: .hard, lengthKm: 6.5,
      elevationGain: 650, isLoop: false, tags: ["glacier"]),
    Trail(
      id: 4, name: "Five Lakes Walk", region: "valais", difficulty: .easy, lengthKm: 9.8,
      elevationGain: nil, isLoop: true, tags: ["lakes", "views"]),
    Trail(
      id: 5, name: "Säntis Ridge", region: "appenzell", difficulty: .hard, lengthKm: 14.2,
      elevationGain: 1850, isLoop: false, tags: ["ridge"]),
    Trail(
      id: 6, name: "Seealpsee Loop", region: "appenzell", difficulty: .easy, lengthKm: 5.1,
      elevationGain: 300, isLoop: true, tags: ["lakes"]),
  ]
}

// MARK: - Trails: a string and property query

public struct TrailEntity: AppEntity, URLRepresentableEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Trail", numericFormat: "\(placeholder: .int) trails", synonyms: ["hike", "route"])
  public static let defaultQuery = TrailQuery()
  public static var urlRepresentation: URLRepresentation { "https://trails.example/t/\(.id)" }

  public let id: Int
  @Property(title: "Name") public var name: String
  @Property(title: "Region") public var region: String
  @Property(title: "Difficulty") public var difficulty: Difficulty
  @Property(title: "Length (km)") public var lengthKm: Double
  @Property public var elevationGain: Int?
  @Property(title: "Loop") public var isLoop: Bool
  @Property public var tags: [String]

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(lengthKm) km")
  }

  public init(_ trail: Trail) {
    id = trail.id
    name = trail.name
    region = trail.region
    difficulty = trail.difficulty
    lengthKm = trail.lengthKm
    elevationGain = trail.elevationGain
    isLoop = trail.isLoop
    tags = trail.tags
  }
}

public struct TrailQuery: EntityStringQuery, EntityPropertyQuery {
  public typealias ComparatorMappingType = QueryComparator<TrailEntity>

  @Dependency var store: TrailStore

  public init() {}

  public static let properties = QueryProperties {
    Property(\TrailEntity.$name) {
      EqualToComparator { $0 }
      ContainsComparator { $0 }
      HasPrefixComparator { $0 }
    }
    Property(\TrailEntity.$region) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
    }
    Property(\TrailEntity.$difficulty) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
    }
    Property(\TrailEntity.$lengthKm) {
      LessThanComparator { $0 }
      GreaterThanComparator { $0 }
      IsBetweenComparator { ($0, $1) }
    }
    Property(\TrailEntity.$elevationGain) {
      GreaterThanOrEqualToComparator { $0 }
      LessThanOrEqualToComparator { $0 }
    }
    Property(\TrailEntity.$isLoop) {
      EqualToComparator { $0 }
    }
    Property(\TrailEntity.$tags) {
      ContainsComparator { $0 }
    }
  }

  public static let sortingOptions = SortingOptions {
    SortableBy(\TrailEntity.$name)
    SortableBy(\TrailEntity.$lengthKm)
    SortableBy(\TrailEntity.$elevationGain)
  }

  public static var findIntentDescription: IntentDescription? {
    IntentDescription("Find trails by name, region, length or climb.", resultValueName: "Trails")
  }

  public func entities(for identifiers: [Int]) async throws -> [TrailEntity] {
    store.current.filter { identifiers.contains($0.id) }.map(TrailEntity.init)
  }

  public func suggestedEntities() async throws -> [TrailEntity] {
    store.current.filter(\.isLoop).map(TrailEntity.init)
  }

  public func entities(matching string: String) async throws -> [TrailEntity] {
    let needle = FoldedString(string)
    return store.current.filter { needle.isContained(in: $0.name) }.map(TrailEntity.init)
  }

  public func entities(
    matching comparators: [QueryComparator<TrailEntity>], mode: ComparatorMode,
    sortedBy: [Sort<TrailEntity>], limit: Int?
  ) async throws -> [TrailEntity] {
    store.current.map(TrailEntity.init).matching(
      comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  }
}
