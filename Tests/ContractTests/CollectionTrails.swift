import AppIntents
import Foundation
import IntentsRuntime
import Synchronization
import Testing

/// The identifiers the stop query was asked for, call by call: for entities, and for labels.
final class StopLookups: Sendable {
  private let calls = Mutex<[[Int]]>([])
  private let labelCalls = Mutex<[[Int]]>([])

  func record(_ identifiers: [Int]) { calls.withLock { $0.append(identifiers) } }
  func recordLabels(_ identifiers: [Int]) { labelCalls.withLock { $0.append(identifiers) } }
  func reset() {
    calls.withLock { $0.removeAll() }
    labelCalls.withLock { $0.removeAll() }
  }
  var all: [[Int]] { calls.withLock { $0 } }
  var labels: [[Int]] { labelCalls.withLock { $0 } }
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

  /// The stops' names without making stops (iOS 27).
  func displayRepresentations(for identifiers: [Int]) async throws -> [Int: DisplayRepresentation]
  {
    lookups.recordLabels(identifiers)
    var labels: [Int: DisplayRepresentation] = [:]
    for id in identifiers {
      if let name = StopEntity.names[id] {
        labels[id] = DisplayRepresentation(title: "\(name)", subtitle: "Stop \(id)")
      }
    }
    return labels
  }
}

/// Gives back the stops it was given, without reading them.
struct ListStopsIntent: AppIntent {
  static let title: LocalizedStringResource = "List Stops"

  @Parameter(title: "Stops") var stops: EntityCollection<StopEntity>
  @Dependency var lookups: StopLookups

  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<EntityCollection<StopEntity>> {
    lookups.reset()
    return .result(value: stops)
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

/// Greets a hut's warden by name after a walk of some length: a name and a duration as values.
struct GreetWardenIntent: AppIntent {
  static let title: LocalizedStringResource = "Greet Warden"

  @Parameter(title: "Warden") var warden: PersonNameComponents
  @Parameter(title: "Walk") var walk: Duration?

  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<PersonNameComponents>
    & ProvidesDialog
  {
    let text = String(localized: warden.displayRepresentation.title)
    let after = walk.map { " after " + String(localized: $0.displayRepresentation.title) } ?? ""
    return .result(value: warden, dialog: "Hello \(text)\(after)")
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
      ListStopsIntent.self
      GreetWardenIntent.self
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
      name: "an unread entity collection in a result is labelled by the query's labels",
      operation: .run(
        intent: "ListStopsIntent", parameters: ["stops": [["id": "3"], ["id": "9"], ["id": "1"]]]),
      expected: .member(
        ["result", "value"],
        [
          ["type": "StopEntity", "id": "3", "title": "Summit Bivouac", "subtitle": "Stop 3"],
          ["type": "StopEntity", "id": "9"],
          ["type": "StopEntity", "id": "1", "title": "Eiger Hut", "subtitle": "Stop 1"],
        ]),
      app: .collections),
    .init(
      name: "a name given as text is split into its parts",
      operation: .run(
        intent: "GreetWardenIntent", parameters: ["warden": "Ada King Lovelace", "walk": 5400]),
      expected: .member(
        ["result", "value"], ["givenName": "Ada", "middleName": "King", "familyName": "Lovelace"]),
      app: .collections),
    .init(
      name: "a name and a duration show themselves",
      operation: .run(
        intent: "GreetWardenIntent", parameters: ["warden": "Ada Lovelace", "walk": "PT1H30M"]),
      expected: .member(["result", "dialog"], "Hello Ada Lovelace after 1 hr, 30 min"),
      app: .collections),
    .init(
      name: "a name given as parts keeps them",
      operation: .run(
        intent: "GreetWardenIntent",
        parameters: ["warden": ["namePrefix": "Dr.", "familyName": "Somerville"]]),
      expected: .member(["result", "value"], ["namePrefix": "Dr.", "familyName": "Somerville"]),
      app: .collections),
    .init(
      name: "a name with a part that is not text is refused",
      operation: .run(intent: "GreetWardenIntent", parameters: ["warden": ["givenName": 3]]),
      expected: .error("invalidValue"), app: .collections),
    .init(
      name: "a name with an unknown part is refused",
      operation: .run(intent: "GreetWardenIntent", parameters: ["warden": ["firstName": "Ada"]]),
      expected: .error("invalidValue"), app: .collections),
    .init(
      name: "a name with no part is refused",
      operation: .run(intent: "GreetWardenIntent", parameters: ["warden": ["givenName": " "]]),
      expected: .error("invalidValue"), app: .collections),
    .init(
      name: "a name with a control character is refused",
      operation: .run(intent: "GreetWardenIntent", parameters: ["warden": "Ada\u{0}Lovelace"]),
      expected: .error("invalidValue"), app: .collections),
    .init(
      name: "an entity collection refuses an identifier of another form",
      operation: .run(intent: "CountStopsIntent", parameters: ["stops": [["id": "one"]]]),
      expected: .error("invalidValue"), app: .collections),
  ]
}

@Suite struct CollectionLabelTests {
  @Test func anUnreadCollectionIsLabelledWithoutFetchingItsEntities() async throws {
    let lookups = StopLookups()
    let host = CollectionTrails.make(lookups: lookups)
    let run = try await host.run(
      intent: "ListStopsIntent",
      parameters: ["stops": .list([.identifier("2"), .identifier("4"), .identifier("2")])])
    let titles = run.result?.value?.arrayValue?.compactMap { $0.objectValue?["title"]?.stringValue }
    #expect(titles == ["Lake Refuge", "Valley Inn", "Lake Refuge"])
    #expect(lookups.labels == [[2, 4]])
    #expect(lookups.all.isEmpty)
  }
}
