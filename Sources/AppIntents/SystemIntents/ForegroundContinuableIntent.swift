/// An intent that may need the app in the foreground to finish.
///
/// Linux has no app to bring forward: the OpenIntents runtime asks the person (a confirm
/// question with the dialog) whether to continue; when they agree, it runs the continuation
/// and the run goes on in the foreground mode; when they decline, the run stops.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
  /// The error to throw when the intent must continue in the foreground; the runtime reports
  /// it with the dialog. The continuation does not run on Linux.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil,
    continuation: (@MainActor () async throws -> Void)? = nil
  ) -> AppIntentError {
    AppIntentError.continueInForeground(dialog)
  }

  /// Asks to continue in the foreground, then runs the continuation and returns its value;
  /// throws when the person declines.
  @discardableResult
  public func requestToContinueInForeground<ResultValue>(
    _ dialog: IntentDialog? = nil,
    continuation: @MainActor () async throws -> ResultValue = { () }
  ) async throws -> ResultValue where ResultValue: Sendable {
    let interaction = try IntentInteraction.require("continue in the foreground")
    guard try await interaction.requestToContinueInForeground(dialog, alwaysConfirm: true) else {
      throw AppIntentError.declined
    }
    return try await continuation()
  }
}
