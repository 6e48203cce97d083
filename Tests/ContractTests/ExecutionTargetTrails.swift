import AppIntents
import IntentsFixtures
import IntentsRuntime

/// Marks a hike done in the trail log, which only the app's own process writes.
struct LogHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Hike"
  static let allowedExecutionTargets: ExecutionTargets = [.main]

  init() {}

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Hike logged.")
  }
}

/// Reads the weather at the trailhead: it may run in any process.
struct ReadForecastIntent: AppIntent {
  static let title: LocalizedStringResource = "Read Forecast"

  init() {}

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Sunny.")
  }
}

/// The trails with the two intents above, served by a host that is the app's main process or
/// its App Intents extension.
enum ExecutionTargetTrails {
  static func make(as target: IntentExecutionTargets = .main) -> IntentsHost {
    _ = TrailsHost.make()  // registers the fixture stores
    return IntentsHost(name: "Trails", executionTarget: target) {
      TrailEntity.self
      LogHikeIntent.self
      ReadForecastIntent.self
    }
  }
}

extension Contract {
  /// `allowedExecutionTargets`: a host runs an intent only in a process it allows.
  static let executionTargetCases: [ContractCase] = [
    .init(
      name: "an intent for the main process runs on the main host",
      operation: .run(intent: "LogHikeIntent", parameters: [:]),
      expected: .result(members: ["dialog"], snippetIntent: nil), app: .executionTargets(.main)),
    .init(
      name: "an intent for the main process is refused by an extension host",
      operation: .run(intent: "LogHikeIntent", parameters: [:]),
      expected: .errorSaying("executionTargetNotOffered", "LogHikeIntent runs only in main"),
      app: .executionTargets(.appIntentsExtension)),
    .init(
      name: "an intent for any process runs on an extension host",
      operation: .run(intent: "ReadForecastIntent", parameters: [:]),
      expected: .result(members: ["dialog"], snippetIntent: nil),
      app: .executionTargets(.appIntentsExtension)),
  ]
}
