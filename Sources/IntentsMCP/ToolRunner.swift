import IntentsRuntime
import IntentsWire
import MCP

/// Answers `tools/call`: checks the size of the arguments, reads them with the wire layer's
/// readers (the ones HTTP and the command line use for the same requests), calls the host, and
/// turns what comes back — entities, a run's outcome, an error — into a tool result.
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
  /// The local files callers may name in input: tools run with it as
  /// `LocalFileAccess.current`, whatever the process around the server set.
  let fileAccess: LocalFileAccess
  /// The on-screen context tools, and the client runs work for.
  let onScreen: OnScreenTools
  /// The resources, for files given by the URI of one (an embedded resource without contents).
  let resources: ResourceCatalog

  /// The result of a tool call.
  ///
  /// A run's events go to `server` as notifications while it runs (``RunNotifications``).
  func call(
    _ parameters: CallTool.Parameters, notifying server: Server? = nil,
    logging: LoggingLevel = LoggingLevel()
  ) async throws -> CallTool.Result {
    let given = (parameters.arguments ?? [:]).jsonObject
    guard let entry = catalog.entry(named: parameters.name) else {
      if let answer = await onScreenCall(parameters.name, given) { return answer.result }
      let names = catalog.names
      let shown = names.prefix(30).joined(separator: ", ") + (names.count > 30 ? ", …" : "")
      throw MCPError.invalidParams(
        "Unknown tool ‘\(parameters.name.prefix(80))’. This server's tools are: \(shown).")
    }
    return try await answer(
      entry, given, progressToken: parameters._meta?.progressToken, notifying: server,
      logging: logging
    ).result
  }

  /// The answer of a listed tool to its arguments (a JSON object, as the call gave them):
  /// every failure is an answer with `isError`, except cancellation.
  ///
  /// A run's events go to `server` as notifications (``RunNotifications``), or to `sink` when
  /// there is no server.
  func answer(
    _ entry: ToolCatalog.Entry, _ given: JSONValue, progressToken: ProgressToken? = nil,
    notifying server: Server? = nil, logging: LoggingLevel = LoggingLevel(),
    sink: RunNotifications.Sink? = nil
  ) async throws(CancellationError) -> ToolAnswer {
    do {
      // Arguments are read by the wire layer's readers, as HTTP and the command line read the
      // same requests, so that one mistake gets one answer everywhere.
      var arguments = try sized(given, entry.action).objectValue ?? [:]
      switch entry.action {
      case .get, .search, .suggest, .spotlight, .interpret, .doctor:
        // Agents often send `null` for what they leave out; these tools take it so.
        arguments = arguments.filter { $0.value != .null }
      case .find, .run, .visualSearch:
        // A Find refuses `null` as HTTP does; a run's parameters read `null` as left out.
        break
      }
      if case .run = entry.action {
        arguments = try await resources.embeddingContents(in: arguments)
      }
      return try await LocalFileAccess.$current.withValue(fileAccess) {
        try await IntentsClient.$current.withValue(onScreen.client) {
          try await perform(entry, arguments) {
            server.map {
              RunNotifications(server: $0, progressToken: progressToken, logging: logging)
            } ?? sink.map(RunNotifications.init(sink:))
          }
        }
      }
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      return ToolResult.failure(failures.callerError(error))
    }
  }

  /// The answer of an on-screen context tool; `nil` for another tool.
  private func onScreenCall(_ name: String, _ given: JSONValue) async -> ToolAnswer? {
    do {
      let given = try sized(given, .get(type: "context"))
      guard let json = try await onScreen.call(name, given.objectValue ?? [:]) else {
        return nil
      }
      return ToolResult.success(json)
    } catch {
      return ToolResult.failure(failures.callerError(error))
    }
  }

  // MARK: - Arguments

  /// The arguments, when they are small enough.
  private func sized(_ arguments: JSONValue, _ action: ToolCatalog.Action) throws -> JSONValue {
    let size = arguments.description.utf8.count
    // A picture takes more than other arguments: its base64 within the visual search's bound.
    let limit: Int
    switch action {
    case .visualSearch:
      limit = VisualSearchRequest.maximumImageBytes / 3 * 4 + MCPLimits.maximumArgumentBytes
    case .run:
      // A run's file parameters take their files in base64 (each bounded by the runtime).
      limit = MCPLimits.maximumFileDataBytes + MCPLimits.maximumArgumentBytes
    default:
      limit = MCPLimits.maximumArgumentBytes
    }
    guard size <= limit else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "The arguments take \(size) bytes as JSON; one call may send at most \(limit).")
    }
    return arguments
  }

  // MARK: - Actions

  private func perform(
    _ entry: ToolCatalog.Entry, _ arguments: [String: JSONValue],
    notifications makeNotifications: () -> RunNotifications?
  ) async throws -> ToolAnswer {
    let selection = try Self.selection(arguments["properties"], entry)
    switch entry.action {
    case .get(let type):
      // Read as HTTP reads a resolve request, so that a malformed identifier is the runtime's
      // malformedIdentifier on every surface.
      var members = arguments
      let all = members.removeValue(forKey: "allProperties")
      members["properties"] = nil
      if let identifier = members.removeValue(forKey: "id") {
        members["ids"] = .array((members["ids"]?.arrayValue ?? []) + [identifier])
      }
      guard members["ids"]?.arrayValue?.isEmpty == false else {
        throw IntentsError(
          IntentsError.invalidRequest,
          "Give ‘ids’, a list of \(type) identifiers, or ‘id’, one identifier.")
      }
      let identifiers = try IntentsHost.identifiers(resolveRequest: .object(members))
      let resolved = try await host.resolve(type: type, identifiers: identifiers)
      return ToolResult.success(
        writtenJSON: try await host.jsonBytes(
          of: resolved, properties: all == .bool(true) ? .all : selection))

    case .search(let type):
      try JSONMembers.reject(
        arguments, allowing: ["query", "limit", "offset", "properties"],
        in: "the arguments of search_\(type)")
      guard let query = arguments["query"]?.stringValue else {
        throw IntentsError(
          IntentsError.invalidRequest, "Give ‘query’, the text to look for, as a string.")
      }
      let paging = try Paging(limit: arguments["limit"], offset: arguments["offset"])
      let page = try await host.search(type: type, text: query, paging: paging)
      return ToolResult.success(
        writtenJSON: try await host.jsonBytes(of: page, properties: selection))

    case .find(let type):
      var members = arguments
      members["properties"] = nil  // read below, as HTTP reads `?properties=` beside the body
      let page = try await host.findPage(type: type, try FindRequest(json: .object(members)))
      return ToolResult.success(
        writtenJSON: try await host.jsonBytes(of: page, properties: selection))

    case .suggest(let type):
      try JSONMembers.reject(
        arguments, allowing: ["limit", "offset", "properties", "context"],
        in: "the arguments of suggest_\(type)")
      let paging = try Paging(limit: arguments["limit"], offset: arguments["offset"])
      let situation: String?
      switch arguments["context"] {
      case nil, .null?: situation = nil
      case .string(let name)?: situation = name
      case let other?:
        throw IntentsError(
          IntentsError.invalidValue, "‘context’ names a context, as text, not \(other).")
      }
      let page = try await host.suggest(type: type, context: situation, paging: paging)
      return ToolResult.success(
        writtenJSON: try await host.jsonBytes(of: page, properties: selection))

    case .run(let intent, let answersMember):
      var members = arguments
      let answers = try IntentAnswer.answers(json: members.removeValue(forKey: answersMember))
      let parameters: [String: ParameterInput]
      if let description = intents[intent], let given = entry.givenParameters {
        parameters = try IntentsHost.parameters(.object(members), of: description, given: given)
      } else {
        parameters = try ParameterInput.parameters(json: .object(members))
      }
      let outcome: IntentRunOutcome
      let notifications = makeNotifications()
      do {
        outcome = try await host.run(
          intent: intent, parameters: parameters, answers: answers,
          onEvent: notifications?.onEvent)
        await notifications?.finish()
      } catch {
        await notifications?.finish()
        throw error
      }
      return ToolResult.outcome(
        outcome, tool: entry.tool.name, answersMember: answersMember, intent: intents[intent])

    case .spotlight:
      return try await spotlightSearch(arguments)

    case .interpret:
      return try await interpret(arguments, tool: entry.tool.name)

    case .visualSearch:
      let found = try await host.visualSearch(try VisualSearchRequest(json: .object(arguments)))
      return ToolResult.success(found.json)

    case .doctor:
      let report = try await DoctorReport(
        host: host, request: DoctorRequest(json: .object(arguments)))
      failures.logDetails(of: report)
      return ToolResult.success(report.json(redacting: failures.redacts))
    }
  }

  /// The property values the `properties` argument asks for, read as every surface reads it.
  private static func selection(
    _ argument: JSONValue?, _ entry: ToolCatalog.Entry
  ) throws -> PropertySelection? {
    guard let argument else { return .inexpensive }
    guard let text = argument.stringValue else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘properties’ is a string: all, none, or property names separated by commas.")
    }
    let type: String
    switch entry.action {
    case .get(let name), .search(let name), .find(let name), .suggest(let name): type = name
    case .run, .spotlight, .interpret, .visualSearch, .doctor: return .inexpensive
    }
    return try PropertySelection.fromQuery(text, names: entry.propertyNames, type: type)
  }
}
