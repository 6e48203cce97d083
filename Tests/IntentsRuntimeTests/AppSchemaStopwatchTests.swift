import AppIntentsTesting
import Foundation
import Synchronization
import Testing

// An app adopting the clock domain's stopwatch schemas, with the members and results of
// Apple's 27.0 examples: `.clock.startStopwatch` takes nothing and returns the stopwatch it
// started, `.clock.stopStopwatch` and `.clock.resetStopwatch` take the stopwatch and return
// nothing. Run through the host as an agent runs them.

/// The stopwatches of the stopwatch schema tests, one shelf per host.
final class StopwatchShelf: Sendable {
  private let stopwatches = Mutex<[SchemaStopwatchEntity]>([])

  func start(at date: Date) -> SchemaStopwatchEntity {
    stopwatches.withLock { stopwatches in
      let stopwatch = SchemaStopwatchEntity(id: stopwatches.count + 1, startTime: date)
      stopwatches.append(stopwatch)
      return stopwatch
    }
  }

  /// Pauses a running stopwatch; `false` when there is none by that identifier.
  func stop(_ id: Int, at date: Date) -> Bool {
    stopwatches.withLock { stopwatches in
      guard let index = stopwatches.firstIndex(where: { $0.id == id }) else { return false }
      stopwatches[index].state = .paused
      stopwatches[index].pauseTime = date
      return true
    }
  }

  /// Clears a stopwatch's laps and pause; `false` when there is none by that identifier.
  func reset(_ id: Int) -> Bool {
    stopwatches.withLock { stopwatches in
      guard let index = stopwatches.firstIndex(where: { $0.id == id }) else { return false }
      stopwatches[index].laps = []
      stopwatches[index].pauseTime = nil
      return true
    }
  }

  func stopwatches(for identifiers: [Int]) -> [SchemaStopwatchEntity] {
    stopwatches.withLock { stopwatches in
      identifiers.compactMap { id in stopwatches.first { $0.id == id } }
    }
  }
}

/// Thrown by the stopwatch intents when the stopwatch they are given is gone.
struct StopwatchGone: Error {}

@AppEnum(schema: .clock.stopwatchState)
enum SchemaStopwatchState: String {
  case paused, running
  static let caseDisplayRepresentations: [SchemaStopwatchState: DisplayRepresentation] = [
    .paused: "Paused", .running: "Running",
  ]
}

@AppEntity(schema: .clock.stopwatch)
struct SchemaStopwatchEntity {
  static let defaultQuery = SchemaStopwatchQuery()
  let id: Int
  var laps: [Duration]
  var startTime: Date
  var pauseTime: Date?
  var state: SchemaStopwatchState
  var displayRepresentation: DisplayRepresentation { "Stopwatch \(id)" }

  init(id: Int, startTime: Date) {
    self.id = id
    self.laps = []
    self.startTime = startTime
    self.pauseTime = nil
    self.state = .running
  }
}

struct SchemaStopwatchQuery: EntityQuery {
  @Dependency var shelf: StopwatchShelf
  func entities(for identifiers: [Int]) async throws -> [SchemaStopwatchEntity] {
    shelf.stopwatches(for: identifiers)
  }
}

@AppIntent(schema: .clock.startStopwatch)
struct StartSchemaStopwatchIntent {
  @Dependency var shelf: StopwatchShelf

  func perform() async throws -> some ReturnsValue<SchemaStopwatchEntity> {
    .result(value: shelf.start(at: Date()))
  }
}

@AppIntent(schema: .clock.stopStopwatch)
struct StopSchemaStopwatchIntent {
  var stopwatch: SchemaStopwatchEntity
  @Dependency var shelf: StopwatchShelf

  func perform() async throws -> some IntentResult {
    guard shelf.stop(stopwatch.id, at: Date()) else { throw StopwatchGone() }
    return .result()
  }
}

@AppIntent(schema: .clock.resetStopwatch)
struct ResetSchemaStopwatchIntent {
  var stopwatch: SchemaStopwatchEntity
  @Dependency var shelf: StopwatchShelf

  func perform() async throws -> some IntentResult {
    guard shelf.reset(stopwatch.id) else { throw StopwatchGone() }
    return .result()
  }
}

@Suite struct AppSchemaStopwatchTests {
  let shelf: StopwatchShelf
  let system: IntentsTestSystem

  init() {
    let shelf = StopwatchShelf()
    self.shelf = shelf
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: shelf)
    system = IntentsTestSystem(name: "Stopwatch", dependencies: dependencies) {
      StartSchemaStopwatchIntent.self
      StopSchemaStopwatchIntent.self
      ResetSchemaStopwatchIntent.self
      SchemaStopwatchEntity.self
      SchemaStopwatchState.self
    }
  }

  @Test func startingReturnsTheStopwatchAndStoppingItPausesIt() async throws {
    let started = try await system.run(StartSchemaStopwatchIntent.self)
    let value = try #require(started.result?.value)
    #expect(value.description.contains("Stopwatch 1"), "\(value.description)")
    #expect(shelf.stopwatches(for: [1]).first?.state == .running)

    _ = try await system.run(StopSchemaStopwatchIntent.self, ["stopwatch": .identifier("1")])
    let stopped = try #require(shelf.stopwatches(for: [1]).first)
    #expect(stopped.state == .paused)
    #expect(stopped.pauseTime != nil)

    _ = try await system.run(ResetSchemaStopwatchIntent.self, ["stopwatch": .identifier("1")])
    #expect(shelf.stopwatches(for: [1]).first?.pauseTime == nil)
  }

  @Test func stoppingAStopwatchThatIsNotThereChangesNothing() async throws {
    _ = try await system.run(StartSchemaStopwatchIntent.self)
    // Stopwatch 2 does not exist: the parameter does not resolve, the run does not complete
    // (it fails or asks again) and no stopwatch is paused.
    let outcome = try? await system.run(
      StopSchemaStopwatchIntent.self, ["stopwatch": .identifier("2")])
    #expect(outcome?.result == nil)
    #expect(shelf.stopwatches(for: [1]).first?.state == .running)
  }

  @Test func hostDescribesTheStopwatchSchemasWithAppleIdentifiers() throws {
    #expect(
      system.adoptedSchemas.map { "\($0.schema.id) \($0.type)" } == [
        "clock.resetStopwatch ResetSchemaStopwatchIntent",
        "clock.startStopwatch StartSchemaStopwatchIntent",
        "clock.stopStopwatch StopSchemaStopwatchIntent",
        "clock.stopwatch SchemaStopwatchEntity",
        "clock.stopwatchState SchemaStopwatchState",
      ])
    let start = try system.host.describe(intent: "StartSchemaStopwatchIntent")
    #expect(start.schema?.identifier == "StartStopwatchIntent")
    #expect(start.schema?.meaning == "Starts a stopwatch.")
    let stop = try system.host.describe(intent: "StopSchemaStopwatchIntent")
    #expect(stop.parameters.map(\.name) == ["stopwatch"])
  }
}
