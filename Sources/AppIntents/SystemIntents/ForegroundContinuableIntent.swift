/// An intent that may need the app in the foreground to finish.
///
/// Linux has no app to bring forward: the OpenIntents runtime asks the person (a confirm
/// question with the dialog) whether to continue; when they agree, it runs the continuation
/// and the run goes on in the foreground mode; when they decline, the run stops.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
  /// The error to throw when the intent must continue in the foreground.
  ///
  /// The runtime asks the person (a confirm question with the dialog) whether to continue; when
  /// they agree, it runs the continuation, in the foreground mode, and the run ends there, as
  /// the app taking over ends it on Apple platforms; when they decline, the run stops.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil,
    continuation: (@MainActor () async throws -> Void)? = nil
  ) -> AppIntentError {
    AppIntentError.continueInForeground(dialog) {
      try await IntentInteraction.askToContinueInForeground(dialog, alwaysConfirm: true)
      try await continuation?()
      return .finished
    }
  }

  /// Asks to continue in the foreground, then runs the continuation and returns its value;
  /// throws when the person declines.
  @discardableResult
  public func requestToContinueInForeground<ResultValue>(
    _ dialog: IntentDialog? = nil,
    continuation: @MainActor () async throws -> ResultValue = { () }
  ) async throws -> ResultValue where ResultValue: Sendable {
    try await IntentInteraction.askToContinueInForeground(dialog, alwaysConfirm: true)
    return try await continuation()
  }
}
