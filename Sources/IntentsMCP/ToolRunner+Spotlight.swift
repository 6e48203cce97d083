import IntentsRuntime
import IntentsWire
import MCP

// Calling `spotlight_search` and `interpret`: the arguments read as HTTP reads `GET /spotlight`
// and `POST /interpret`, the host's answer forwarded as the same JSON.

extension ToolRunner {
  /// `spotlight_search`: a page of hits, with a line per hit naming its resource.
  func spotlightSearch(_ arguments: [String: JSONValue]) async throws -> ToolAnswer {
    try JSONMembers.reject(
      arguments, allowing: ["query", "types", "limit", "offset"],
      in: "the arguments of spotlight_search")
    guard let query = arguments["query"]?.stringValue else {
      throw IntentsError(
        IntentsError.invalidRequest, "Give ‘query’, the text to look for, as a string.")
    }
    var types: [String]?
    if let given = arguments["types"] {
      guard let list = given.arrayValue?.compactMap(\.stringValue),
        list.count == given.arrayValue?.count
      else {
        throw IntentsError(
          IntentsError.invalidRequest, "‘types’ is a list of entity type names, as strings.")
      }
      types = list
    }
    let paging = try Paging(limit: arguments["limit"], offset: arguments["offset"])
    let results = try await host.spotlight(query: query, paging: paging, types: types)
    let json = try await host.json(of: results)
    let uris = EntityURI(appName: host.name)
    var lines = results.hits.map { hit in
      "\(hit.title) — \(uris.uri(type: hit.typeIdentifier, identifier: hit.identifier))"
    }
    lines += results.shortcuts.map { "App Shortcut: “\($0.phrase)” runs \($0.intent)" }
    if lines.isEmpty { lines = ["Nothing matched “\(query.prefix(200))”."] }
    return ToolAnswer(sentences: [lines.joined(separator: "\n")], structured: .value(json))
  }

  /// `interpret`: the interpretation, with a sentence first saying what ran, what to answer or
  /// what can be said.
  func interpret(_ arguments: [String: JSONValue], tool: String) async throws -> ToolAnswer {
    try JSONMembers.reject(
      arguments, allowing: ["utterance", "answers"], in: "the arguments of \(tool)")
    guard let utterance = arguments["utterance"]?.stringValue else {
      throw IntentsError(
        IntentsError.invalidRequest, "Give ‘utterance’, what was said, as a string.")
    }
    let interpretation = try await host.interpret(
      utterance, answers: try IntentAnswer.answers(json: arguments["answers"]))
    let message: String
    switch interpretation.outcome {
    case .ran(let result):
      message = ToolResult.completion(result)
    case .needsInput(let question):
      message = ToolResult.instructions(
        question, tool: tool, answersMember: "answers", intent: nil)
    case .noMatch:
      message =
        "No App Shortcut phrase matches. Phrases that can be said: "
        + interpretation.closestPhrases.map { "“\($0)”" }.joined(separator: ", ") + "."
    }
    return ToolAnswer(sentences: [message], structured: .value(interpretation.json))
  }
}
