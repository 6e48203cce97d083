import Foundation
import HTTPTypes
import Hummingbird
import Logging
import MCP
import ServiceLifecycle
import UnixSignals

/// Serves MCP's Streamable HTTP transport at `/mcp` with Hummingbird: `POST` for messages
/// (answered as server-sent events), `GET` for a session's event stream, `DELETE` to end a
/// session.
///
/// Requests are refused before any work when the bearer token is wrong (401) or the body is
/// larger than ``MCPLimits/maximumBodyBytes`` (413). Bound to a loopback address, it also
/// checks `Host` and `Origin` against DNS rebinding; bound elsewhere, set a bearer token.
///
/// It runs until SIGINT or SIGTERM, or until the task running it is cancelled; both shut down
/// gracefully: sessions are closed first (ending their event streams), then the HTTP server
/// finishes the requests in flight and stops.
struct MCPHTTPHost: Sendable {
  let address: String
  let port: Int
  let bearerToken: String?
  let logger: Logger
  let sessions: MCPSessionTable

  /// A host making one MCP server per session; `sessionLogger` logs sessions opening and
  /// closing.
  init(
    address: String, port: Int, bearerToken: String?, logger: Logger, sessionLogger: Logger,
    makeServer: @escaping @Sendable () async throws -> Server
  ) {
    self.address = address
    self.port = port
    self.bearerToken = bearerToken
    self.logger = logger
    let origins: OriginValidator = Self.isLoopback(address) ? .localhost() : .disabled
    sessions = MCPSessionTable(
      validation: StandardValidationPipeline(validators: [
        origins, AcceptHeaderValidator(mode: .sseRequired), ContentTypeValidator(),
        ProtocolVersionValidator(), SessionValidator(),
      ]),
      logger: sessionLogger, makeServer: makeServer)
  }

  /// Serves until SIGINT, SIGTERM or cancellation; calls `onListening` with the bound port.
  func run(onListening: @escaping @Sendable (Int) async -> Void) async throws {
    let router = Router()
    for method in [HTTPTypes.HTTPRequest.Method.post, .get, .delete] {
      router.on("/mcp", method: method) { request, _ in try await self.respond(to: request) }
    }
    let port = port
    let app = Application(
      router: router, configuration: .init(address: .hostname(address, port: port)),
      onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) },
      logger: logger)
    var configuration = ServiceGroupConfiguration(
      services: [app, sessions], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
    configuration.maximumGracefulShutdownDuration = .seconds(10)
    let group = ServiceGroup(configuration: configuration)
    // The group runs in a task of its own so that cancelling the caller shuts it down
    // gracefully (services stop in reverse order: sessions, then the HTTP server) instead of
    // cancelling every connection at once.
    let running = Task { try await group.run() }
    try await withTaskCancellationHandler {
      try await running.value
    } onCancel: {
      Task { await group.triggerGracefulShutdown() }
    }
  }

  // MARK: - Requests

  private func respond(to request: Request) async throws -> Response {
    if let bearerToken, !Self.authorizes(request.headers[.authorization], token: bearerToken) {
      var response = Self.error(
        .unauthorized, "Missing or wrong bearer token: send Authorization: Bearer <token>.")
      response.headers[.wwwAuthenticate] = "Bearer realm=\"mcp\""
      return response
    }
    var body: Data?
    if request.method == .post {
      do {
        body = Data(
          try await request.body.collect(upTo: MCPLimits.maximumBodyBytes).readableBytesView)
      } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
        return Self.error(
          .contentTooLarge, "The request body exceeds \(MCPLimits.maximumBodyBytes) bytes.")
      }
    }
    var headers: [String: String] = [:]
    for field in request.headers {
      let name = field.name.canonicalName
      headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
    }
    let answer = await sessions.handle(
      MCP.HTTPRequest(
        method: request.method.rawValue, headers: headers, body: body, path: request.uri.path))
    return Self.response(answer)
  }

  /// The Hummingbird response of a transport's response, streaming event streams as they come.
  private static func response(_ answer: MCP.HTTPResponse) -> Response {
    var headers = HTTPFields()
    for (name, value) in answer.headers {
      if let name = HTTPField.Name(name) { headers[name] = value }
    }
    let status = HTTPTypes.HTTPResponse.Status(code: answer.statusCode)
    if case .stream(let events, _) = answer {
      return Response(
        status: status, headers: headers,
        body: ResponseBody { writer in
          for try await chunk in events { try await writer.write(ByteBuffer(bytes: chunk)) }
          try await writer.finish(nil)
        })
    }
    let body = answer.bodyData.map { ResponseBody(byteBuffer: ByteBuffer(bytes: $0)) }
    return Response(status: status, headers: headers, body: body ?? ResponseBody())
  }

  /// A JSON-RPC error response, as the transports write them.
  private static func error(_ status: HTTPTypes.HTTPResponse.Status, _ message: String) -> Response
  {
    let answer = MCP.HTTPResponse.error(statusCode: status.code, .invalidRequest(message))
    var response = response(answer)
    response.status = status
    return response
  }

  // MARK: - Checks

  /// Whether an `Authorization` header carries the token, compared in constant time.
  static func authorizes(_ header: String?, token: String) -> Bool {
    guard let header, header.count > 7, header.prefix(7).lowercased() == "bearer " else {
      return false
    }
    let given = Array(header.dropFirst(7).utf8)
    let expected = Array(token.utf8)
    var difference: UInt8 = given.count == expected.count ? 0 : 1
    for index in expected.indices {
      difference |= expected[index] ^ (index < given.count ? given[index] : 0)
    }
    return difference == 0
  }

  private static func isLoopback(_ address: String) -> Bool {
    address == "localhost" || address == "::1" || address.hasPrefix("127.")
  }
}
