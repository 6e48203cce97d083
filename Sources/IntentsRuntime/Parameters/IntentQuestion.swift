public import Foundation

/// A question a run asks: choose one of several values, give a value, confirm, or choose an
/// option. Each has a stable ``id``; a run never asks the same question twice.
public struct IntentQuestion: Sendable, Hashable, Codable {
  /// What is asked.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// Choose one of ``IntentQuestion/options`` for a parameter ("which one?").
    case chooseValue
    /// Give a value for a parameter; ``IntentQuestion/options`` holds suggestions, if any.
    case provideValue
    /// Confirm (answer `.confirm(true)`) or decline.
    case confirm
    /// Choose one of ``IntentQuestion/options``.
    case chooseOption
  }

  /// One option to choose.
  public struct Option: Sendable, Hashable, Codable {
    /// What to answer to choose it (``IntentAnswer/option(_:)``): an entity identifier, a raw
    /// value or a position.
    public var id: String
    /// How it is shown.
    public var title: String
    /// Secondary text, if any.
    public var subtitle: String?
  }

  /// The stable identity of the question within a run, such as `choose:landmark`.
  public var id: String
  /// What is asked.
  public var kind: Kind
  /// The intent asking.
  public var intent: String
  /// The parameter concerned, if any.
  public var parameter: String?
  /// What to say.
  public var prompt: String
  /// The options to choose from, or suggestions for a value.
  public var options: [Option]
  /// The kind of value expected, for ``Kind/provideValue``.
  public var expected: ValueDescriptor?
  /// What is shown with the question: the snippet of a confirmation with a snippet intent, or
  /// the result a confirmation is about; `nil` for other questions.
  public var snippet: IntentSnippet?

  init(
    id: String, kind: Kind, intent: String, parameter: String?, prompt: String,
    options: [Option], expected: ValueDescriptor?, snippet: IntentSnippet? = nil
  ) {
    self.id = id
    self.kind = kind
    self.intent = intent
    self.parameter = parameter
    self.prompt = prompt
    self.options = options
    self.expected = expected
    self.snippet = snippet
  }
}

/// An answer to an ``IntentQuestion``.
public enum IntentAnswer: Sendable, Hashable, Codable {
  /// The chosen option's ``IntentQuestion/Option/id``.
  case option(String)
  /// A value, for ``IntentQuestion/Kind/provideValue``.
  case value(ParameterInput)
  /// A confirmation (`true`) or refusal (`false`).
  case confirm(Bool)
}

/// Answers the questions of a run as they come: a terminal prompt, a test script. Return `nil`
/// when the question cannot be answered now; the run then stops with
/// ``IntentRunOutcome/needsInput(_:)`` so the caller can ask and run again with the answer.
public protocol IntentResponder: Sendable {
  /// The answer to a question, or `nil`.
  func answer(_ question: IntentQuestion) async -> IntentAnswer?
}

/// How a parameter's value is given to a run.
public enum ParameterInput: Sendable, Hashable, Codable, CustomStringConvertible {
  /// An entity identifier (for an entity parameter).
  case identifier(String)
  /// Text: searched for an entity parameter, matched to a case for an enum, parsed otherwise.
  case text(String)
  /// A JSON value of the parameter's type (an identifier for entities, a raw value for enums).
  case value(JSONValue)
  /// Several values, for a list parameter.
  case list([ParameterInput])

  /// The input as written.
  public var description: String {
    switch self {
    case .identifier(let id): "id \(id)"
    case .text(let text): "\"\(text)\""
    case .value(let value): value.description
    case .list(let items): "[\(items.map(\.description).joined(separator: ", "))]"
    }
  }

  var valueInput: ValueInput {
    switch self {
    case .identifier(let id): .text(id)
    case .text(let text): .text(text)
    case .value(let value): .json(value)
    case .list(let items): .json(.array(items.map(\.jsonValue)))
    }
  }

  var jsonValue: JSONValue {
    switch self {
    case .identifier(let id), .text(let id): .string(id)
    case .value(let value): value
    case .list(let items): .array(items.map(\.jsonValue))
    }
  }
}

/// How a run ended: with a result, or with a question the caller must answer first.
public enum IntentRunOutcome: Sendable {
  /// `perform()` finished.
  case completed(IntentRunResult)
  /// The run needs an answer; run again with it (``IntentsHost/run(intent:parameters:answers:responder:)``).
  case needsInput(IntentQuestion)

  /// The result, when the run completed.
  public var result: IntentRunResult? {
    if case .completed(let result) = self { return result }
    return nil
  }

  /// The question, when the run needs an answer.
  public var question: IntentQuestion? {
    if case .needsInput(let question) = self { return question }
    return nil
  }
}

/// What a finished intent returned.
public struct IntentRunResult: Sendable, Hashable, Codable {
  /// The intent that ran.
  public var intent: String
  /// The parameters it ran with, as JSON.
  public var parameters: [String: JSONValue]
  /// The returned value, as JSON (entities as references), if any.
  public var value: JSONValue?
  /// What the intent said, if anything.
  public var dialog: String?
  /// The intent it asked to open next, if any.
  public var opensIntent: OpenedIntent?
  /// The intent's parameter summary with the values filled in, if it has one.
  public var summary: String?
  /// The run's identity, as its events carry it.
  public var runID: UUID?
  /// What the result's snippet intent shows (`.result(snippetIntent:)`), if any.
  public var snippet: IntentSnippet?
  /// The intent a button beside the result runs (`.result(actionButtonIntent:)`), if any.
  public var actionButtonIntent: OpenedIntent?
  /// The live activity the result refers to, if any.
  public var activityIdentifier: String?
  /// The URL the system opens, for a `URLRepresentableIntent`, which is not performed.
  public var openedURL: String?
  /// The identifier of the content opened, for a `TargetContentProvidingIntent`.
  public var contentIdentifier: String?
  /// Whether the run moved to the foreground (`continueInForeground`).
  public var foreground: Bool?
  /// Whether the intent only configures (a widget or control configuration intent): its
  /// parameters are the configuration and `perform()` was not called.
  public var isConfiguration: Bool?

  init(
    intent: String, parameters: [String: JSONValue], value: JSONValue?, dialog: String?,
    opensIntent: OpenedIntent?, summary: String?
  ) {
    self.intent = intent
    self.parameters = parameters
    self.value = value
    self.dialog = dialog
    self.opensIntent = opensIntent
    self.summary = summary
  }
}

/// An intent a result asks to open next.
public struct OpenedIntent: Sendable, Hashable, Codable {
  /// The intent's identifier.
  public var intent: String
  /// Its parameters, as JSON.
  public var parameters: [String: JSONValue]
}
