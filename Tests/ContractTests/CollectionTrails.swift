import AppIntents
import Foundation
import IntentsRuntime
import Synchronization

/// The identifiers the stop query was asked for, call by call.
final class StopLookups: Sendable {
  private let calls = Mutex<[[Int]]>([])

  func record(_ identifiers: [Int]) { calls.withLock { $0.append(identifiers) } }
  func reset() { calls.withLock { $0.removeAll() } }
  var all: [[Int]] { calls.withLock { $0 } }
}

/// A hut on a route.
struct StopEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
  static let defaultQuery = StopQuery()

  static let names = [1: "Eiger Hut", 2: "Lake Refuge", 3: "Summit Bivouac", 4: "Valley Inn"]

  let id: Int
  var displayRepresentation: DisplayRepresentation { "\(Self.names[id] ?? "?")" }
}

/// Finds stops, noting every call.
struct StopQuery: EntityQuery {
  @Dependency var lookups: StopLookups

  func entities(for identifiers: [Int]) async throws -> [StopEntity] {
    lookups.record(identifiers)
    return identifiers.filter { StopEntity.names[$0] != nil }.map(StopEntity.init)
  }
}

/// Plans a route through stops given by identifier, reading only the first.
struct PlanRouteIntent: AppIntent {
  static let title: LocalizedStringResource = "Plan Route"

  @Parameter(title: "Stops") var stops: EntityCollection<StopEntity>
  @Dependency var lookups: StopLookups

  init() {}

  func perform() async throws -> some IntentResult & ProvidesDialog {
    lookups.reset()
    let first = try await EntityCollection<StopEntity>(identifiers: Array(stops.prefix(1)))
      .resolvedEntities().first
    let title = first.map { String(localized: $0.displayRepresentation.title) } ?? "nowhere"
    return .result(
      dialog: "\(stops.count) stops from \(title); looked up \(lookups.all.flatMap { $0 })")
  }
}

/// Counts stops without looking any up.
struct CountStopsIntent: AppIntent {
  static let title: LocalizedStringResource = "Count Stops"

  @Parameter(title: "Stops") var stops: EntityCollection<StopEntity>
  @Dependency var lookups: StopLookups

  init() {}

  func perform() async throws -> some IntentResult & ProvidesDialog {
    lookups.reset()
    return .result(dialog: "\(stops.count) stops; \(lookups.all.count) lookups")
  }
}

/// The stops and the two intents, with their own lookup log.
enum CollectionTrails {
  static func make(lookups: StopLookups = StopLookups()) -> IntentsHost {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: lookups)
    return IntentsHost(name: "Routes", dependencies: dependencies) {
      StopEntity.self
      PlanRouteIntent.self
      CountStopsIntent.self
    }
  }
}

extension Contract {
  /// `EntityCollection` parameters: identifiers carried, entities fetched only when read.
  static let entityCollectionCases: [ContractCase] = [
    .init(
      name: "an entity collection is fetched only as far as the intent reads it",
      operation: .run(
        intent: "PlanRouteIntent", parameters: ["stops": [["id": "3"], ["id": "1"], ["id": "4"]]]),
      expected: .member(
        ["result", "dialog"], "3 stops from Summit Bivouac; looked up [3]"),
      app: .collections),
    .init(
      name: "an entity collection nobody reads is never looked up",
      operation: .run(intent: "CountStopsIntent", parameters: ["stops": [["id": "1"], ["id": "2"]]]),
      expected: .member(["result", "dialog"], "2 stops; 0 lookups"), app: .collections),
    .init(
      name: "an entity collection refuses an identifier of another form",
      operation: .run(intent: "CountStopsIntent", parameters: ["stops": [["id": "one"]]]),
      expected: .error("invalidValue"), app: .collections),
  ]
}
