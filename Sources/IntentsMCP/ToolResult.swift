import IntentsRuntime
import IntentsWire
import MCP

/// Tool results as agents read them: the runtime's JSON as `structuredContent` and as text,
/// and — for intents — a sentence first that says what happened or what to do next.
enum ToolResult {
  /// A successful result carrying JSON.
  static func success(_ json: JSONValue) -> CallTool.Result {
    CallTool.Result(
      content: [.text(text: json.description, annotations: nil, _meta: nil)],
      structuredContent: Optional(json.mcpValue), isError: false)
  }

  /// A failed call: `isError`, the error's code, message and allowed values as text, and the
  /// runtime's error JSON as structured content.
  static func failure(_ error: IntentsError) -> CallTool.Result {
    CallTool.Result(
      content: [
        .text(
          text: "Error \(error.code.rawValue): \(error.description)", annotations: nil, _meta: nil)
      ],
      structuredContent: Optional(error.json.mcpValue), isError: true)
  }

  /// The outcome of running an intent. A question is not an error: it is a normal result whose
  /// text says how to call again with the answer.
  static func outcome(
    _ outcome: IntentRunOutcome, tool: String, answersMember: String,
    intent: IntentTypeDescription?
  ) -> CallTool.Result {
    let message: String
    switch outcome {
    case .completed(let result):
      message = completion(result)
    case .needsInput(let question):
      message = instructions(question, tool: tool, answersMember: answersMember, intent: intent)
    }
    let json = outcome.json
    return CallTool.Result(
      content: [
        .text(text: message, annotations: nil, _meta: nil),
        .text(text: json.description, annotations: nil, _meta: nil),
      ],
      structuredContent: Optional(json.mcpValue), isError: false)
  }

  /// What a finished run said: its dialog and summary, what it returned when it said
  /// nothing, and the intent it asks to open next.
  static func completion(_ result: IntentRunResult) -> String {
    var parts = [result.dialog, result.summary.map { "(\($0))" }].compactMap { $0 }
    if result.dialog == nil, let value = result.value {
      parts.append("Returned \(mention(value)).")
    }
    if let next = result.opensIntent {
      let parameters = next.parameters.sorted { $0.key < $1.key }.map { name, value in
        "\(name) \(mention(value))"
      }
      parts.append(
        "It asks to open \(next.intent) next"
          + (parameters.isEmpty ? "." : ", with " + parameters.joined(separator: ", ") + "."))
    }
    return parts.isEmpty ? "Done." : parts.joined(separator: " ")
  }

  /// A value in a sentence: an entity by title and identifier, anything else as JSON.
  private static func mention(_ value: JSONValue) -> String {
    guard let members = value.objectValue, let title = members["title"]?.stringValue,
      let id = members["id"]?.stringValue
    else { return value.excerpt }
    return "“\(title)” (id \(JSONValue.string(id)))"
  }

  /// What to do about a question: the options, and the arguments of the next call.
  static func instructions(
    _ question: IntentQuestion, tool: String, answersMember: String,
    intent: IntentTypeDescription?
  ) -> String {
    var text = [question.prompt]
    if !question.options.isEmpty {
      text.append(question.kind == .provideValue ? "Suggestions:" : "Options:")
      text += question.options.prefix(50).map { option in
        "- \(JSONValue.string(option.id)): \(option.title)"
          + (option.subtitle.map { " (\($0))" } ?? "")
      }
      if question.options.count > 50 { text.append("- … \(question.options.count) in all") }
    }
    let answer = "\"\(answersMember)\": {\(JSONValue.string(question.id)): "
    let parameter = question.parameter.flatMap { name in
      question.id.hasPrefix("perform.")
        ? nil : intent?.parameters.first { $0.name == name }
    }
    switch question.kind {
    case .confirm:
      text.append(
        "To go ahead, call \(tool) again with the same arguments plus \(answer)true}; false declines."
      )
    case .chooseValue, .chooseOption:
      var ways = ["\(answer)\"<option id>\"}"]
      if let parameter {
        ways.insert("\(JSONValue.string(parameter.name)): \(choice(parameter))", at: 0)
      }
      text.append(
        "Call \(tool) again with the same arguments plus "
          + ways.joined(separator: " — or — ") + ", using one of the option ids above.")
    case .provideValue:
      var ways = ["\(answer){\"value\": …}}"]
      if let parameter { ways.insert("a value for \(JSONValue.string(parameter.name))", at: 0) }
      let expected = question.expected.map { " (\($0.kind))" } ?? ""
      text.append(
        "Call \(tool) again with the same arguments plus "
          + ways.joined(separator: " — or — ") + expected + ".")
    }
    return text.joined(separator: "\n")
  }

  /// How to give a chosen option as the parameter itself: `{"id": "<id>"}` for entities, the
  /// option id for enums.
  private static func choice(_ parameter: IntentTypeDescription.Parameter) -> String {
    if case .array(let element) = parameter.value.kind {
      return "[" + (element.isEntity ? "{\"id\": \"<option id>\"}" : "\"<option id>\"") + "]"
    }
    return parameter.value.kind.isEntity ? "{\"id\": \"<option id>\"}" : "\"<option id>\""
  }
}

extension ValueKind {
  fileprivate var isEntity: Bool {
    if case .entity = self { return true }
    return false
  }
}
