/// The channel through which a running intent asks the person something — a value, a choice
/// among values, a confirmation. The system running the intent installs it for the duration of
/// `perform()`.
package protocol IntentInteractionHandler: Sendable {
  /// Asks for a parameter's value; returns a value of the parameter's value type.
  func requestValue(for parameter: IntentParameterInfo, dialog: IntentDialog?) async throws -> Any
  /// Asks for a parameter's value and sets the parameter to it, resolved as the system resolves
  /// the parameter before `perform()` (its query, options and range apply).
  func supplyValue(for parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws
  /// Asks to choose one of several values; returns the chosen one.
  func requestDisambiguation(
    for parameter: IntentParameterInfo, among items: [Any], dialog: IntentDialog?
  ) async throws -> Any
  /// Asks to confirm; returns whether the person confirmed.
  func requestConfirmation(_ request: IntentConfirmationRequest) async throws -> Bool
  /// Asks to choose one of several options; returns the index of the chosen one.
  func requestChoice(
    between options: [IntentChoiceOption], dialog: IntentDialog?
  ) async throws
    -> Int
  /// Runs a snippet intent (with the app's dependencies) and returns what it shows.
  func runSnippet(_ intent: any AppIntent) async throws -> IntentResultParts
  /// Reports progress of the running intent.
  func reportProgress(completed: Int64, total: Int64, message: String?)
  /// Asks to continue in the foreground; returns whether the person agreed.
  func requestToContinueInForeground(
    _ dialog: IntentDialog?, alwaysConfirm: Bool
  ) async throws
    -> Bool
  /// The mode the intent runs in.
  var currentMode: IntentModes.Current { get }
}

/// What the runtime knows of a parameter when it asks about it.
package struct IntentParameterInfo: Sendable {
  /// The parameter's name in its intent.
  public let name: String
  /// The parameter's title.
  public let title: LocalizedStringResource
  /// The parameter's declared value type.
  public let valueType: Any.Type
  /// Whether the parameter may be absent.
  public let isOptional: Bool
}

/// A confirmation an intent asks for: of a parameter's value, or of the intent's action.
///
/// Not `Sendable`: ``item`` is a value of the parameter's type, which need not be. A request
/// goes from the intent to its run's handler within the task that runs the intent.
package struct IntentConfirmationRequest {
  /// The parameter whose value is confirmed, if any.
  public var parameter: IntentParameterInfo?
  /// The value to confirm, if any.
  public var item: Any?
  /// What the intent says.
  public var dialog: IntentDialog?
  /// The verb of the action ("Search", "Buy"…).
  public var actionName: ConfirmationActionName = .continue
  /// When the system must ask even if the intent would not.
  public var conditions: ConfirmationConditions = []
  /// The result the intent is about to give, when it confirms its result.
  public var result: IntentResultParts?
  /// The snippet intent shown with the confirmation, if any.
  public var snippetIntent: (any AppIntent)?
  /// What the snippet intent showed, if any.
  public var snippet: IntentResultParts?
  /// Whether the dialog is shown as the prompt.
  public var showPrompt = true
}

/// Where the current interaction handler lives while an intent runs.
package enum IntentInteraction {
  /// The handler of the intent running on this task, if any.
  @TaskLocal public static var current: (any IntentInteractionHandler)?

  static func require(_ what: String) throws -> any IntentInteractionHandler {
    guard let current else { throw AppIntentError.noInteraction(what) }
    return current
  }
}
