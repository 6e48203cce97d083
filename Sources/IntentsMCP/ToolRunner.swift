import IntentsRuntime
import IntentsWire
import MCP

/// Answers `tools/call`: checks the arguments (size, then schema), calls the host, and turns
/// what comes back — entities, a run's outcome, an error — into a tool result.
///
/// An unknown tool is a protocol error (the client asked for something the server never
/// listed); everything else that goes wrong is a tool result with `isError`, so the agent reads
/// the message and can fix its call. Nothing reaches the host before the arguments are valid.
struct ToolRunner: Sendable {
  let host: IntentsHost
  let catalog: ToolCatalog
  /// The served intents, by identifier, to say how to answer their questions.
  let intents: [String: IntentTypeDescription]
  /// How much of a failure the caller is told.
  let failures: FailureReporting

  /// The result of a tool call.
  func call(_ parameters: CallTool.Parameters) async throws -> CallTool.Result {
    guard let entry = catalog.entry(named: parameters.name) else {
      let names = catalog.names
      let shown = names.prefix(30).joined(separator: ", ") + (names.count > 30 ? ", …" : "")
      throw MCPError.invalidParams(
        "Unknown tool ‘\(parameters.name.prefix(80))’. This server's tools are: \(shown).")
    }
    do {
      let arguments = try checked((parameters.arguments ?? [:]).jsonObject, for: entry)
      return try await perform(entry, arguments)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      return ToolResult.failure(failures.callerError(error))
    }
  }

  // MARK: - Arguments

  /// The arguments, when they are small enough and valid; `null` members that are not
  /// required are left out, as the runtime reads intent parameters — except a Find's, which
  /// the runtime reads as its schema says (``IntentsRuntime/FindRequest/init(json:)``: no
  /// `null`), as the HTTP adapter does.
  private func checked(
    _ arguments: JSONValue, for entry: ToolCatalog.Entry
  ) throws
    -> [String: JSONValue]
  {
    let size = arguments.description.utf8.count
    guard size <= MCPLimits.maximumArgumentBytes else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "The arguments take \(size) bytes as JSON; one call may send at most "
          + "\(MCPLimits.maximumArgumentBytes).")
    }
    let required = Set(
      entry.inputSchema.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    var members = arguments.objectValue ?? [:]
    if case .find = entry.action {
    } else {
      members = members.filter { $0.value != .null || required.contains($0.key) }
    }
    let issues = JSONSchemaValidator.issues(of: .object(members), against: entry.inputSchema).map {
      issue in
      var issue = issue
      if issue.kind == .unknownMember, issue.path.count == 1 {
        issue.problem = "is not an argument of this tool"
      }
      return issue
    }
    guard !issues.isEmpty else { return members }
    let choice = issues.first {
      ($0.kind == .choice || $0.kind == .unknownMember) && !$0.allowed.isEmpty
    }
    let text = issues.prefix(4).map { $0 == choice ? $0.summary : $0.description }
    throw IntentsError(
      IntentsError.invalidRequest,
      "Invalid arguments for \(entry.tool.name): " + text.joined(separator: " ")
        + (issues.count > 4 ? " (\(issues.count - 4) more)" : ""),
      allowed: choice?.allowed.map { $0.stringValue ?? $0.description } ?? [])
  }

  // MARK: - Actions

  private func perform(
    _ entry: ToolCatalog.Entry, _ arguments: [String: JSONValue]
  ) async throws
    -> CallTool.Result
  {
    switch entry.action {
    case .get(let type):
      var identifiers = arguments["ids"]?.arrayValue?.compactMap(\.stringValue) ?? []
      if let identifier = arguments["id"]?.stringValue { identifiers.append(identifier) }
      guard !identifiers.isEmpty else {
        throw IntentsError(
          IntentsError.invalidRequest,
          "Give ‘ids’, a list of \(type) identifiers, or ‘id’, one identifier.")
      }
      let selection: PropertySelection =
        arguments["allProperties"] == .bool(true) ? .all : .inexpensive
      let resolved = try await host.resolve(type: type, identifiers: identifiers)
      return ToolResult.success(try await host.json(of: resolved, properties: selection))

    case .search(let type):
      let results = try await host.search(type: type, text: arguments["query"]?.stringValue ?? "")
      return ToolResult.success(try await list(results, limit: limit(arguments)))

    case .find(let type):
      var request = try FindRequest(json: .object(arguments))
      if request.limit == nil { request.limit = MCPLimits.defaultFindLimit }
      let found = try await host.find(type: type, request)
      return ToolResult.success(["entities": try await host.json(of: found)])

    case .suggest(let type):
      let results = try await host.suggest(type: type)
      return ToolResult.success(try await list(results, limit: limit(arguments)))

    case .run(let intent, let answersMember):
      var members = arguments
      var answers: [String: IntentAnswer] = [:]
      for (id, answer) in members.removeValue(forKey: answersMember)?.objectValue ?? [:] {
        answers[id] = try IntentAnswer(json: answer)
      }
      let outcome = try await host.run(
        intent: intent, parameters: try ParameterInput.parameters(json: .object(members)),
        answers: answers)
      return ToolResult.outcome(
        outcome, tool: entry.tool.name, answersMember: answersMember, intent: intents[intent])
    }
  }

  private func limit(_ arguments: [String: JSONValue]) -> Int {
    arguments["limit"]?.numberValue.map { Int($0) } ?? MCPLimits.defaultListLimit
  }

  /// Query results as JSON, the first `limit` entities only: `total` and `truncated` say when
  /// some were left out, and sections keep only the identifiers returned.
  private func list(_ results: EntityResults, limit: Int) async throws -> JSONValue {
    let all = results.entities
    guard all.count > limit else { return try await host.json(of: results) }
    let kept = Array(all.prefix(limit))
    var members: [String: JSONValue] = [
      "entities": try await host.json(of: kept), "total": .number(Double(all.count)),
      "truncated": true,
    ]
    if results.sections.count > 1 || results.sections.contains(where: { $0.title != nil }) {
      let keptIdentifiers = Set(kept.map(\.identifier))
      members["sections"] = .array(
        results.sections.compactMap { section -> JSONValue? in
          let ids = section.entities.map(\.identifier).filter(keptIdentifiers.contains)
          guard !ids.isEmpty else { return nil }
          return [
            "title": section.title.map(JSONValue.string) ?? .null,
            "ids": .array(ids.map(JSONValue.string)),
          ]
        })
    }
    if let label = results.promptLabel { members["promptLabel"] = .string(label) }
    return .object(members)
  }
}
