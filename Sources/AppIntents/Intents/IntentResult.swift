/// What `perform()` returns: nothing, a value, a dialog, an intent to open next — or several.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<LandmarkEntity> & ProvidesDialog {
///   .result(value: landmark, dialog: "Here is \(landmark.name).")
/// }
/// ```
public protocol IntentResult: Sendable {
  /// The type of the returned value; `Never` when there is none.
  associatedtype Value: _IntentValue = Never
  /// The snippet type; `Never` when there is none.
  associatedtype Snippet = Never
  /// The dialog type; `Never` when there is none.
  associatedtype Dialog = Never
  /// The type of the intent opened next; `Never` when there is none.
  associatedtype OpensAppIntent: AppIntent = Never
  /// The returned value, if any.
  var value: Value? { get }
}

/// A result that returns a value.
public protocol ReturnsValue<Value>: IntentResult {}
/// A result that opens another intent.
public protocol OpensIntent: IntentResult {}
/// A result that says something.
public protocol ProvidesDialog: IntentResult where Self.Dialog == IntentDialog {}
/// A result that shows a snippet intent's view.
public protocol ShowsSnippetIntent: IntentResult where Self.Snippet == _SnippetIntentContainer {}

/// The snippet marker of results that show a snippet intent.
public struct _SnippetIntentContainer: Sendable {}

/// A result that shows a snippet: on Linux, the snippet's dialog and value, since there are no
/// views.
public protocol ShowsSnippetView: IntentResult where Self.Snippet == _SnippetViewContainer {}

/// The snippet marker of results that show a snippet view.
public struct _SnippetViewContainer: Sendable {}

/// The result built by the `.result(...)` functions.
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult,
  @unchecked Sendable
where Value: _IntentValue, OpensAppIntent: AppIntent {
  // @unchecked Sendable: values, dialogs and intents are Sendable; `Value` is not constrained
  // to Sendable only because Apple's signature does not constrain it.
  /// The returned value.
  public var value: Value?
  /// The dialog.
  public var dialog: IntentDialog?
  /// The intent to open next.
  public var opensIntent: OpensAppIntent?
  /// The identifier of an activity the result refers to.
  public var activityIdentifier: String?
  /// The intent to open next, whatever its type.
  var openedIntent: (any AppIntent)?
  /// The snippet intent whose content the result shows.
  var snippetIntent: (any AppIntent)?
  /// The intent a button beside the result runs.
  var actionButtonIntent: (any AppIntent)?

  init(
    value: Value? = nil, dialog: IntentDialog? = nil, opensIntent: OpensAppIntent? = nil,
    openedIntent: (any AppIntent)? = nil, snippetIntent: (any AppIntent)? = nil,
    actionButtonIntent: (any AppIntent)? = nil, activityIdentifier: String? = nil
  ) {
    self.value = value
    self.dialog = dialog
    self.opensIntent = opensIntent
    self.openedIntent = openedIntent ?? opensIntent
    self.snippetIntent = snippetIntent
    self.actionButtonIntent = actionButtonIntent
    self.activityIdentifier = activityIdentifier
  }
}

extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: OpensIntent {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetIntent where Snippet == _SnippetIntentContainer {}
extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}

extension Never: IntentResult {
  /// Never.
  public var value: Never? { nil }
}

extension IntentResult {
  /// A result with nothing to report.
  public static func result() -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never> {
    IntentResultContainer()
  }

  /// A result that returns a value.
  public static func result<Value>(value: Value) -> Self
  where Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue {
    IntentResultContainer(value: value)
  }

  /// A result that says something.
  public static func result(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    IntentResultContainer(dialog: dialog)
  }

  /// A result that returns a value and says something.
  public static func result<Value>(value: Value, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue {
    IntentResultContainer(value: value, dialog: dialog)
  }

  /// A result that opens another intent.
  public static func result(opensIntent: some AppIntent) -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never> {
    IntentResultContainer(openedIntent: opensIntent)
  }

  /// A result that opens another intent, typed by that intent.
  @_disfavoredOverload
  public static func result<OpensAppIntent>(opensIntent: OpensAppIntent) -> Self
  where
    Self == IntentResultContainer<Never, OpensAppIntent, Never, Never>, OpensAppIntent: AppIntent
  {
    IntentResultContainer(opensIntent: opensIntent)
  }

  /// A result that opens another intent and says something.
  public static func result(opensIntent: some AppIntent, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    IntentResultContainer(dialog: dialog, openedIntent: opensIntent)
  }

  /// A result that returns a value and opens another intent.
  public static func result<Value>(value: Value, opensIntent: some AppIntent) -> Self
  where Self == IntentResultContainer<Value, Never, Never, Never>, Value: _IntentValue {
    IntentResultContainer(value: value, openedIntent: opensIntent)
  }

  /// A result that returns a value, opens another intent and says something.
  public static func result<Value>(
    value: Value, opensIntent: some AppIntent, dialog: IntentDialog
  )
    -> Self
  where Self == IntentResultContainer<Value, Never, Never, IntentDialog>, Value: _IntentValue {
    IntentResultContainer(value: value, dialog: dialog, openedIntent: opensIntent)
  }
}

/// The parts of a finished intent's result, for the runtime.
package struct IntentResultParts: Sendable {
  /// The result itself, which is `Sendable`; its value's type need not be.
  private let result: any IntentResult
  /// The returned value, if any.
  public var value: Any? { result.value.map { $0 as Any } }
  /// The dialog, if any.
  public var dialog: IntentDialog?
  /// The intent to open next, if any.
  public var opensIntent: (any AppIntent)?
  /// The snippet intent whose content the result shows, if any.
  public var snippetIntent: (any AppIntent)?
  /// The intent a button beside the result runs, if any.
  public var actionButtonIntent: (any AppIntent)?
  /// The live activity the result refers to, if any.
  public var activityIdentifier: String?
  /// Whether the result is a snippet's own (`ShowsSnippetView`).
  public var isSnippetView = false

  /// The parts of a result.
  public init(of result: some IntentResult) {
    self.result = result
    if let container = result as? any IntentResultPartsProviding {
      dialog = container.resultDialog
      opensIntent = container.resultOpensIntent
      snippetIntent = container.resultSnippetIntent
      actionButtonIntent = container.resultActionButtonIntent
      activityIdentifier = container.resultActivityIdentifier
      isSnippetView = container.resultIsSnippetView
    }
  }
}

protocol IntentResultPartsProviding {
  var resultDialog: IntentDialog? { get }
  var resultOpensIntent: (any AppIntent)? { get }
  var resultSnippetIntent: (any AppIntent)? { get }
  var resultActionButtonIntent: (any AppIntent)? { get }
  var resultActivityIdentifier: String? { get }
  var resultIsSnippetView: Bool { get }
}

extension IntentResultContainer: IntentResultPartsProviding {
  var resultDialog: IntentDialog? { dialog }
  var resultOpensIntent: (any AppIntent)? { openedIntent }
  var resultSnippetIntent: (any AppIntent)? { snippetIntent }
  var resultActionButtonIntent: (any AppIntent)? { actionButtonIntent }
  var resultActivityIdentifier: String? { activityIdentifier }
  var resultIsSnippetView: Bool { Snippet.self == _SnippetViewContainer.self }
}
