import IntentsRuntime

extension Contract {
  /// The app's own errors: those that say the caller's input was wrong are answered as the
  /// caller's mistake with the app's message; any other is the app's failure.
  static let appErrorCases: [ContractCase] = [
    .init(
      name: "an intent that says the action is not allowed",
      operation: .run(intent: "CloseTrailIntent", parameters: ["outcome": "notAllowed"]),
      expected: .errorSaying("notAllowed", "CloseTrailIntent"), app: .appErrors),
    .init(
      name: "an intent that says an entity does not exist",
      operation: .run(intent: "CloseTrailIntent", parameters: ["outcome": "entityNotFound"]),
      expected: .errorSaying("entityNotFound", "CloseTrailIntent"), app: .appErrors),
    .init(
      name: "an app's own error converting to notAllowed keeps its message",
      operation: .run(intent: "CloseTrailIntent", parameters: ["outcome": "convertedNotAllowed"]),
      expected: .errorSaying("notAllowed", "The Eiger Trail is closed for the season."),
      app: .appErrors),
    .init(
      name: "an app's own error converting to entityNotFound keeps its message",
      operation: .run(
        intent: "CloseTrailIntent", parameters: ["outcome": "convertedEntityNotFound"]),
      expected: .errorSaying("entityNotFound", "The Eiger Trail was taken off the map."),
      app: .appErrors),
    .init(
      name: "a query's own error converting to entityNotFound keeps its message",
      operation: .resolve(type: "RemovedTrailEntity", ids: ["3"]),
      expected: .errorSaying("entityNotFound", "Trail 3 was taken off the map."),
      app: .appErrors),
    .init(
      name: "a missing permission is the app's failure",
      operation: .run(intent: "CloseTrailIntent", parameters: ["outcome": "permission"]),
      expected: .error("intentFailed"), app: .appErrors),
    .init(
      name: "an error with only a description is the app's failure",
      operation: .run(intent: "CloseTrailIntent", parameters: ["outcome": "described"]),
      expected: .error("intentFailed"), app: .appErrors),
    .init(
      name: "an error the app does not explain is the app's failure",
      operation: .run(intent: "CloseTrailIntent", parameters: ["outcome": "unknown"]),
      expected: .error("intentFailed"), app: .appErrors),
  ]
}
