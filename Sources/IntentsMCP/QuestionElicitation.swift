import IntentsRuntime
import IntentsWire

/// A run's question as the 2026-07-28 revision asks it — an `elicitation/create` form in an
/// `InputRequiredResult`, under the question's id — and the client's response read back as the
/// runtime's answer.
///
/// Each kind of question is a form of one field:
/// - a confirmation: `confirm`, a boolean (declining or dismissing the form is `false`);
/// - a choice (“which one?”, or one of the intent's options): `option`, a string whose
///   `oneOf` lists the options' ids and titles (the first 100);
/// - a missing value: `value`, typed as the parameter is when it is text, a number or a
///   Boolean, and text otherwise (an entity's identifier, a date, a URL), read as the wire
///   layer reads a parameter's value.
enum QuestionElicitation {
  /// The most options a choice lists.
  static let maximumOptions = 100

  /// The `elicitation/create` request asking `question`.
  static func request(_ question: IntentQuestion) -> JSONValue {
    let field: String
    var schema: [String: JSONValue] = ["title": .string(question.parameter ?? "Answer")]
    switch question.kind {
    case .confirm:
      field = "confirm"
      schema["type"] = "boolean"
      schema["title"] = "Go ahead"
    case .chooseValue, .chooseOption:
      field = "option"
      schema["type"] = "string"
      schema["oneOf"] = .array(
        question.options.prefix(maximumOptions).map { option in
          [
            "const": .string(option.id),
            "title": .string(option.title + (option.subtitle.map { " (\($0))" } ?? "")),
          ]
        })
    case .provideValue:
      field = "value"
      schema["type"] = .string(jsonType(question.expected?.kind))
      if !question.options.isEmpty {
        let suggestions = question.options.prefix(10).map { "\($0.title) (\($0.id))" }
        schema["description"] = .string("Suggestions: " + suggestions.joined(separator: ", "))
      }
    }
    return [
      "method": "elicitation/create",
      "params": [
        "mode": "form",
        "message": .string(question.prompt),
        "requestedSchema": [
          "type": "object", "properties": [field: .object(schema)],
          "required": [.string(field)],
        ],
      ],
    ]
  }

  /// The form field type of a value of this kind.
  private static func jsonType(_ kind: ValueKind?) -> String {
    switch kind {
    case .integer?: "integer"
    case .number?: "number"
    case .boolean?: "boolean"
    default: "string"
    }
  }

  /// What a response to the form says.
  enum Reply: Sendable, Equatable {
    /// An answer for the run, in the wire's answer form.
    case answer(JSONValue)
    /// The person declined or dismissed a question that cannot be answered “no”.
    case declined
  }

  /// The reply in the client's `ElicitResult` to the question `pending` — or the reason it
  /// cannot be read, for an “invalid params” error.
  static func reply(
    _ response: JSONValue, to pending: MCPRequestState.PendingQuestion
  ) -> Result<Reply, IntentsError> {
    guard let members = response.objectValue, let action = members["action"]?.stringValue else {
      return .failure(
        IntentsError(
          IntentsError.invalidRequest,
          "The response to ‘\(pending.id)’ is an elicitation result: {\"action\": \"accept\", "
            + "\"content\": {…}}, or the action \"decline\" or \"cancel\"."))
    }
    switch action {
    case "accept": break
    case "decline", "cancel":
      return .success(pending.kind == .confirm ? .answer(.bool(false)) : .declined)
    default:
      return .failure(
        IntentsError(
          IntentsError.invalidRequest,
          "The action of the response to ‘\(pending.id)’ is accept, decline or cancel, not "
            + "\(members["action"]?.excerpt ?? "nothing")."))
    }
    let content = members["content"]?.objectValue ?? [:]
    switch pending.kind {
    case .confirm:
      guard let confirmed = content["confirm"]?.boolValue else {
        return .failure(missing("confirm", "true or false", pending))
      }
      return .success(.answer(.bool(confirmed)))
    case .chooseValue, .chooseOption:
      guard let option = content["option"]?.stringValue else {
        return .failure(missing("option", "the id of one of the options", pending))
      }
      return .success(.answer(["option": .string(option)]))
    case .provideValue:
      guard let value = content["value"], value != .null else {
        return .failure(missing("value", "the value asked for", pending))
      }
      return .success(.answer(["value": value]))
    }
  }

  private static func missing(
    _ field: String, _ what: String, _ pending: MCPRequestState.PendingQuestion
  ) -> IntentsError {
    IntentsError(
      IntentsError.invalidRequest,
      "The accepted response to ‘\(pending.id)’ gives ‘\(field)’ in its content: \(what).")
  }
}
