public import IntentsRuntime

extension IntentRunOutcome {
  /// The outcome as JSON: `{"status": "completed", "result": …}` or
  /// `{"status": "needsInput", "question": …}`.
  public var json: JSONValue {
    switch self {
    case .completed(let result): ["status": "completed", "result": result.json]
    case .needsInput(let question): ["status": "needsInput", "question": question.json]
    }
  }
}

extension IntentRunResult {
  /// The result as JSON, leaving out what is absent.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "intent": .string(intent), "parameters": .object(parameters),
    ]
    if let value { members["value"] = value }
    if let dialog { members["dialog"] = .string(dialog) }
    if let summary { members["summary"] = .string(summary) }
    if let opensIntent {
      members["opensIntent"] = [
        "intent": .string(opensIntent.intent), "parameters": .object(opensIntent.parameters),
      ]
    }
    return .object(members)
  }
}

extension IntentQuestion {
  /// The question as JSON, with how to answer it: the option ids to choose from, or the kind of
  /// value expected.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(id), "kind": .string(kind.rawValue), "intent": .string(intent),
      "prompt": .string(prompt),
      "options": .array(
        options.map { option in
          var members: [String: JSONValue] = [
            "id": .string(option.id), "title": .string(option.title),
          ]
          if let subtitle = option.subtitle { members["subtitle"] = .string(subtitle) }
          return .object(members)
        }),
    ]
    if let parameter { members["parameter"] = .string(parameter) }
    if let expected { members["expected"] = .string(expected.kind.description) }
    return .object(members)
  }
}

extension IntentAnswer {
  /// An answer from JSON: `{"option": "12"}`, `{"confirm": true}`, `{"value": …}`, or a plain
  /// string (an option id) or Boolean (a confirmation).
  public init(json: JSONValue) throws {
    switch json {
    case .string(let option): self = .option(option)
    case .bool(let confirmed): self = .confirm(confirmed)
    case .object(let members) where members.count == 1:
      if let option = members["option"]?.stringValue ?? members["option"]?.integerText {
        self = .option(option)
      } else if let confirmed = members["confirm"]?.boolValue {
        self = .confirm(confirmed)
      } else if let value = members["value"] {
        self = .value(ParameterInput(json: value))
      } else {
        fallthrough
      }
    default:
      throw IntentsError(
        IntentsError.invalidRequest,
        "An answer is {\"option\": id}, {\"confirm\": true or false} or {\"value\": …}, not \(json)."
      )
    }
  }
}
