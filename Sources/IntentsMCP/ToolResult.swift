import IntentsRuntime
import IntentsWire
import MCP

/// What a tool answers, before a transport gives it its form: sentences for the agent first,
/// then the answer's JSON — as `structuredContent`, and as text after the sentences unless the
/// answer is an error's — and whether it is an error.
///
/// The SDK's handlers send it as a `CallTool.Result` (``result``); ``DirectToolCalls`` — the
/// stdio transport and the Streamable HTTP endpoint — writes the answers of query tools straight
/// into their JSON-RPC response (``response(id:)``), the same JSON without the SDK's passes
/// through `Codable`.
struct ToolAnswer: Sendable {
  /// The answer's JSON: a value, or the compact text the host wrote for it.
  enum Structured: Sendable {
    case value(JSONValue)
    case text([UInt8])
  }

  /// Sentences before the JSON, each a text block.
  var sentences: [String] = []
  /// The answer's JSON.
  var structured: Structured
  /// Whether the JSON follows the sentences as a text block.
  var jsonAsText = true
  /// Whether the call failed.
  var isError = false
  /// The question the run asked, when it stopped for an answer: what the 2026-07-28 revision
  /// sends as an `InputRequiredResult`.
  var question: IntentQuestion? = nil

  /// The JSON as a value.
  var json: JSONValue {
    switch structured {
    case .value(let value): value
    // Written by the host's own writer, so it reads back; `null` only if that ever broke.
    case .text(let bytes): (try? JSONBodyParser.parse(bytes)) ?? .null
    }
  }

  /// The JSON as compact text.
  var jsonBytes: [UInt8] {
    switch structured {
    case .value(let value): value.jsonBytes
    case .text(let bytes): bytes
    }
  }

  /// The text blocks: the sentences, then the JSON's text when it is one.
  private func texts(json: [UInt8]) -> [String] {
    sentences + (jsonAsText ? [String(decoding: json, as: UTF8.self)] : [])
  }

  /// The answer as the SDK sends it.
  var result: CallTool.Result {
    let content: [Tool.Content] = texts(json: jsonBytes).map {
      .text(text: $0, annotations: nil, _meta: nil)
    }
    let structured: MCP.Value? = json.mcpValue
    return CallTool.Result(content: content, structuredContent: structured, isError: isError)
  }

  /// The result as JSON, as a 2026-07-28 response carries it: the members of
  /// `CallTool.Result`, and `resultType` `complete`.
  var resultJSON: JSONValue {
    let json = jsonBytes
    return [
      "content": .array(texts(json: json).map { ["text": .string($0), "type": "text"] }),
      "isError": .bool(isError), "structuredContent": self.json, "resultType": "complete",
    ]
  }

  /// The JSON-RPC response answering request `id` with this answer, as one line of compact
  /// JSON (without its newline): the members `CallTool.Result` has, in the order the SDK
  /// writes them.
  func response(id: JSONValue) -> [UInt8] {
    let json = jsonBytes
    let content = JSONValue.array(
      texts(json: json).map { ["text": .string($0), "type": "text"] })
    var bytes = Array(#"{"id":"#.utf8)
    bytes.reserveCapacity(json.count * 2 + 128)
    bytes += id.jsonBytes
    bytes += #","jsonrpc":"2.0","result":{"content":"#.utf8
    bytes += content.jsonBytes
    bytes += (isError ? #","isError":true"# : #","isError":false"#).utf8
    bytes += #","structuredContent":"#.utf8
    bytes += json
    bytes += "}}".utf8
    return bytes
  }
}

/// Tool answers as agents read them: the runtime's JSON as `structuredContent` and as text,
/// and — for intents — a sentence first that says what happened or what to do next.
enum ToolResult {
  /// A successful answer carrying JSON.
  static func success(_ json: JSONValue) -> ToolAnswer {
    ToolAnswer(structured: .value(json))
  }

  /// A successful answer carrying JSON the host wrote as text.
  static func success(writtenJSON bytes: [UInt8]) -> ToolAnswer {
    ToolAnswer(structured: .text(bytes))
  }

  /// A failed call: `isError`, the error's code, message and allowed values as text, and the
  /// runtime's error JSON as structured content.
  static func failure(_ error: IntentsError) -> ToolAnswer {
    ToolAnswer(
      sentences: ["Error \(error.code.rawValue): \(error.description)"],
      structured: .value(error.json), jsonAsText: false, isError: true)
  }

  /// The outcome of running an intent. A question is not an error: it is a normal result whose
  /// text says how to call again with the answer.
  static func outcome(
    _ outcome: IntentRunOutcome, tool: String, answersMember: String,
    intent: IntentTypeDescription?
  ) -> ToolAnswer {
    let message: String
    switch outcome {
    case .completed(let result):
      message = completion(result)
    case .needsInput(let question):
      message = instructions(question, tool: tool, answersMember: answersMember, intent: intent)
    }
    return ToolAnswer(
      sentences: [message], structured: .value(outcome.json), question: outcome.question)
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
