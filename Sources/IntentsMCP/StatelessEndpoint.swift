import Foundation
import HTTPTypes
import Hummingbird
import IntentsGuards
import IntentsRuntime
import IntentsWire
import Logging
import MCP

/// The `/mcp` endpoint's answer to a `POST` of MCP's 2026-07-28 revision
/// (``StatelessRevision``), once the guards both servers share let it through and its body was
/// read: one JSON-RPC request per `POST`, answered with JSON — or, for a run reporting
/// progress to a client that accepts it, with an event stream (`StatelessEndpoint+Streaming`)
/// — with no session.
///
/// - `server/discover` says which versions the server speaks, its capabilities and
///   instructions, and how long that may be cached.
/// - `tools/call` of an intent runs it; a question it asks is an `InputRequiredResult` — an
///   `elicitation/create` form (``QuestionElicitation``) and a signed, single-use
///   `requestState` (``MCPRequestState``) — when the client declared it can fill in forms, and
///   the result that says how to call again (as the handshake revisions get it) otherwise.
///   The client answers by calling again with the same arguments, the state and its
///   `inputResponses`: on this host or any other sharing the key and the store.
/// - `tools/list`, `resources/list`, `resources/templates/list`, `resources/read`,
///   `completion/complete` and the other tools are answered by the same handlers as for the
///   handshake revisions, with `resultType`, and for lists the `ttlMs` and `cacheScope` the
///   revision asks for.
/// - Any other method is unknown (`-32601`, `404`): the revision has no `initialize`, `ping`
///   or `logging/setLevel`, and this server no prompts or subscriptions.
///
/// Closing the connection while a request runs cancels it, as the revision makes closing the
/// response stream the way to cancel: a run's intent sees its cancellation.
struct StatelessEndpoint: Sendable {
  let server: IntentsMCPServer
  let requestState: MCPRequestState
  /// Whether callers prove who they are (a bearer token): lists are then `private` to each
  /// caller's authorization, and `public` otherwise.
  let isAuthenticated: Bool
  let logger: Logger
  let makeServer: @Sendable (ToolRunner) async throws -> Server
  /// The checks of `Accept` and `Content-Type` the handshake revisions' requests get too.
  let validation = StandardValidationPipeline(validators: [
    AcceptHeaderValidator(mode: .jsonOnly), ContentTypeValidator(),
  ])

  /// How long a client may keep the lists and the discovery result: a minute — the catalogue
  /// is the host's, fixed while it runs, and a minute bounds how long a client goes on with
  /// the old one after a deployment changes it.
  static let catalogTTL = 60_000

  /// The methods answered by the handlers the handshake revisions use.
  static let sharedMethods: Set<String> = [
    "tools/list", "resources/list", "resources/templates/list", "resources/read",
    "completion/complete", "tools/call",
  ]
  /// The methods whose results may be cached, and for how long (milliseconds).
  static let cacheable: [String: Int] = [
    "tools/list": catalogTTL, "resources/templates/list": catalogTTL,
    // The listed entities are the app's suggestions, which change as it is used.
    "resources/list": 0,
  ]

  /// The response to a `POST` of the revision, whose body reads as `payload`.
  func respond(
    to request: Request, body: Data, payload: IncomingPayload, tools: ToolRunner,
    departure: ClientDeparture?
  ) async -> Response {
    var headers: [String: String] = [:]
    for field in request.headers {
      let name = field.name.canonicalName
      headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
    }
    let message = MCP.HTTPRequest(
      method: "POST", headers: headers, body: body, path: request.uri.path)
    if let refusal = validation.validate(
      message, context: HTTPValidationContext(httpMethod: "POST", isInitializationRequest: false))
    {
      return MCPEndpoint.response(refusal)
    }
    let single: IncomingMessage
    switch payload {
    case .refused(let answer), .message(.refused(let answer)):
      return Self.json(.badRequest, answer).response
    case .batch:
      return Self.error(
        id: .null, code: IncomingMessage.invalidRequest,
        "Invalid Request: a POST of MCP \(StatelessRevision.version) carries one JSON-RPC "
          + "request or notification, not a batch."
      ).response
    case .message(let message):
      single = message
    }
    switch single {
    case .notification:
      // The revision has no notifications from the client over HTTP (closing the stream
      // cancels): one is acknowledged and dropped, once its version is checked.
      do throws(StatelessRevision.Refusal) {
        try StatelessRevision.checkVersion(request.headers)
      } catch {
        return Self.error(id: .null, error).response
      }
      return Response(status: .accepted)
    case .response, .refused:
      return Self.error(
        id: .null, code: IncomingMessage.invalidRequest,
        "Invalid Request: a client POSTs requests and notifications, not responses."
      ).response
    case .request(let id, let method, let members):
      let params = members["params"]?.objectValue
      let envelope: StatelessRevision.Envelope
      do throws(StatelessRevision.Refusal) {
        envelope = try StatelessRevision.check(
          method: method, params: params, headers: request.headers,
          tool: params?["name"]?.stringValue.flatMap { tools.catalog.entry(named: $0) })
      } catch {
        return Self.error(id: id, error).response
      }
      var exchange = Exchange(
        endpoint: self, id: id, method: method, params: params ?? [:], envelope: envelope,
        tools: tools, request: message)
      if let token = Self.streamedProgressToken(
        method: method, params: params, headers: request.headers, tools: tools)
      {
        return await streamed(&exchange, progressToken: token, departure: departure)
      }
      return await Self.cancellable(departure) { [exchange] in await exchange.answer() }.response
    }
  }

  /// Runs `answer` in a task of its own, cancelled when the client leaves: the revision's
  /// cancellation. A cancelled request gets an error nobody reads.
  static func cancellable(
    _ departure: ClientDeparture?, _ answer: @escaping @Sendable () async -> Reply
  ) async -> Reply {
    guard let departure else { return await answer() }
    let task = Task { await answer() }
    return await withTaskCancellationHandler {
      (try? await departure.watching(onDeparture: { task.cancel() }) { await task.value })
        ?? .cancelled
    } onCancel: {
      task.cancel()
    }
  }

  // MARK: - Responses

  /// An answer before it is sent: its status and its JSON body — as a response of its own,
  /// or as the last event of a stream.
  struct Reply: Sendable {
    var status: HTTPTypes.HTTPResponse.Status
    /// The JSON-RPC response; empty for a request the client left, which nobody reads.
    var body: [UInt8]

    /// The answer to a request whose client left.
    static let cancelled = Reply(status: .badRequest, body: [])

    /// The answer as an HTTP response of its own.
    var response: Response {
      guard !body.isEmpty else { return Response(status: status) }
      return Response(
        status: status, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
  }

  /// A JSON-RPC error response, with the status the revision gives its code.
  static func error(
    id: JSONValue, code: Int, _ message: String, data: JSONValue? = nil
  )
    -> Reply
  {
    var error: [String: JSONValue] = ["code": .integer(code), "message": .string(message)]
    if let data { error["data"] = data }
    return json(
      StatelessRevision.status(of: code),
      JSONValue.object(["jsonrpc": "2.0", "id": id, "error": .object(error)]).jsonBytes)
  }

  static func error(id: JSONValue, _ refusal: StatelessRevision.Refusal) -> Reply {
    error(id: id, code: refusal.code, refusal.message, data: refusal.data)
  }

  /// A JSON-RPC result response.
  static func result(id: JSONValue, _ result: JSONValue) -> Reply {
    json(.ok, JSONValue.object(["jsonrpc": "2.0", "id": id, "result": result]).jsonBytes)
  }

  static func json(_ status: HTTPTypes.HTTPResponse.Status, _ text: [UInt8]) -> Reply {
    Reply(status: status, body: text)
  }
}

extension StatelessEndpoint {
  /// One request of the revision, its envelope checked.
  struct Exchange: Sendable {
    let endpoint: StatelessEndpoint
    let id: JSONValue
    let method: String
    let params: [String: JSONValue]
    let envelope: StatelessRevision.Envelope
    let tools: ToolRunner
    /// The `POST` as the SDK's transport reads it.
    let request: MCP.HTTPRequest
    /// Where a run's progress goes, when the response is a stream
    /// (``StatelessEndpoint/streamed(_:progressToken:departure:)``).
    var progress: RunNotifications.Sink? = nil

    var cacheScope: JSONValue { endpoint.isAuthenticated ? "private" : "public" }

    func answer() async -> Reply {
      switch method {
      case "server/discover":
        return StatelessEndpoint.result(id: id, await discovery())
      case "tools/call":
        if let answer = await callIntent() { return answer }
        return await shared()
      case let method where StatelessEndpoint.sharedMethods.contains(method):
        return await shared()
      default:
        return StatelessEndpoint.error(
          id: id, code: StatelessRevision.methodNotFound,
          "Method not found: ‘\(method.prefix(80))’ is not a method of MCP "
            + "\(StatelessRevision.version) this server has. It has server/discover, "
            + StatelessEndpoint.sharedMethods.sorted().joined(separator: ", ") + ".")
      }
    }

    /// What `server/discover` answers.
    private func discovery() async -> JSONValue {
      let instructions = try? await endpoint.server.instructions()
      var result: [String: JSONValue] = [
        "supportedVersions": .array(StatelessRevision.supported.map(JSONValue.string)),
        "capabilities": [
          "completions": [:],
          "resources": ["subscribe": false, "listChanged": false],
          "tools": ["listChanged": false],
        ],
        "ttlMs": .integer(StatelessEndpoint.catalogTTL), "cacheScope": cacheScope,
        "resultType": "complete",
        "_meta": [
          StatelessRevision.serverInfoKey: [
            "name": .string(endpoint.server.name), "version": .string(endpoint.server.version),
            "title": .string(endpoint.server.host.name),
          ]
        ],
      ]
      if let instructions { result["instructions"] = .string(instructions) }
      return .object(result)
    }

    // MARK: - Methods the handshake revisions share

    /// The answer of the handlers the handshake revisions use, to the request without the
    /// revision's envelope, with the revision's result members added.
    private func shared() async -> Reply {
      var forwarded = params
      if var meta = forwarded["_meta"]?.objectValue {
        meta = meta.filter { !$0.key.hasPrefix("io.modelcontextprotocol/") }
        forwarded["_meta"] = meta.isEmpty ? nil : .object(meta)
      }
      forwarded["requestState"] = nil
      forwarded["inputResponses"] = nil
      let members: [String: JSONValue] = [
        "jsonrpc": "2.0", "id": id, "method": .string(method), "params": .object(forwarded),
      ]
      let text = Data(JSONValue.object(members).jsonBytes)
      var headers = request.headers.filter {
        !["mcp-method", "mcp-name", "mcp-protocol-version"].contains($0.key.lowercased())
      }
      headers["MCP-Protocol-Version"] = "2025-11-25"
      let exchange = MCPExchange(
        request: MCP.HTTPRequest(
          method: "POST", headers: headers, body: text, path: request.path),
        tools: tools, logger: endpoint.logger, makeServer: endpoint.makeServer,
        validation: StandardValidationPipeline(validators: []))
      let answer: MCP.HTTPResponse
      do {
        answer = try await exchange.answer(IncomingMessage(members), text: text)
      } catch {
        endpoint.logger.error("Could not answer an MCP request", metadata: ["error": "\(error)"])
        return StatelessEndpoint.error(
          id: id, code: StatelessRevision.internalError,
          "Internal error: the server failed to answer. The server log has the details.")
      }
      guard let body = answer.bodyData,
        case .object(var response)? = try? JSONBodyParser.parse(Array(body))
      else {
        if Task.isCancelled { return .cancelled }
        return StatelessEndpoint.error(
          id: id, code: StatelessRevision.internalError,
          "Internal error: the server gave no answer.")
      }
      if var result = response["result"]?.objectValue {
        result["resultType"] = "complete"
        if let ttl = StatelessEndpoint.cacheable[method] {
          result["ttlMs"] = .integer(ttl)
          result["cacheScope"] = method == "resources/list" ? "private" : cacheScope
        }
        response["result"] = .object(result)
        return StatelessEndpoint.json(.ok, JSONValue.object(response).jsonBytes)
      }
      let code = response["error"]?.objectValue?["code"]?.integerValue ?? 0
      return StatelessEndpoint.json(
        StatelessRevision.status(of: code), JSONValue.object(response).jsonBytes)
    }
  }
}
