import Foundation
import Logging
import MCP
import ServiceLifecycle

/// The MCP sessions of an HTTP server: one `Server` and one `StatefulHTTPServerTransport` per
/// client, found by the `Mcp-Session-Id` header.
///
/// An `initialize` request without a session opens one; `DELETE` closes it; sessions idle for
/// ``MCPLimits/sessionIdleTimeout`` are closed, and at most ``MCPLimits/maximumSessions`` are
/// open at once. As a service, it sweeps idle sessions until the server shuts down gracefully,
/// then closes every session — ending their open event streams, so that the HTTP server can
/// finish its requests and stop.
actor MCPSessionTable: Service {
  private struct Session {
    let server: Server
    let transport: StatefulHTTPServerTransport
    var lastUsed: ContinuousClock.Instant
  }

  private let makeServer: @Sendable () async throws -> Server
  private let validation: any HTTPRequestValidationPipeline
  private let logger: Logger
  private var sessions: [String: Session] = [:]
  private var closing = false

  /// A table making one server per session, checking requests with the pipeline.
  init(
    validation: any HTTPRequestValidationPipeline, logger: Logger,
    makeServer: @escaping @Sendable () async throws -> Server
  ) {
    self.validation = validation
    self.logger = logger
    self.makeServer = makeServer
  }

  /// How many sessions are open.
  var count: Int { sessions.count }

  /// The response to a request for `/mcp`: routed to its session's transport, or opening a
  /// session for an `initialize` request.
  func handle(_ request: MCP.HTTPRequest) async -> MCP.HTTPResponse {
    guard !closing else {
      return .error(statusCode: 503, .internalError("The server is shutting down."))
    }
    let id = request.header(HTTPHeaderName.sessionID)
    if let id, var session = sessions[id] {
      session.lastUsed = .now
      sessions[id] = session
      let response = await session.transport.handleRequest(request)
      if request.method.uppercased() == "DELETE", response.statusCode == 200 {
        await close(id)
      }
      return response
    }
    if request.method.uppercased() == "POST", Self.isInitialize(request.body) {
      return await open(request)
    }
    if id != nil {
      return .error(
        statusCode: 404,
        .invalidRequest("Session not found or expired: send a new initialize request without it."))
    }
    return .error(
      statusCode: 400,
      .invalidRequest(
        "Missing \(HTTPHeaderName.sessionID) header: start a session with an initialize request."))
  }

  private func open(_ request: MCP.HTTPRequest) async -> MCP.HTTPResponse {
    guard sessions.count < MCPLimits.maximumSessions else {
      return .error(
        statusCode: 503,
        .internalError("Too many open sessions (\(MCPLimits.maximumSessions)); try again later."))
    }
    let id = UUID().uuidString
    let transport = StatefulHTTPServerTransport(
      sessionIDGenerator: FixedSessionID(id: id), validationPipeline: validation, logger: logger)
    do {
      let server = try await makeServer()
      try await server.start(transport: transport)
      sessions[id] = Session(server: server, transport: transport, lastUsed: .now)
      let response = await transport.handleRequest(request)
      if case .error = response { await close(id) }
      logger.debug("Opened MCP session", metadata: ["session": "\(id)"])
      return response
    } catch {
      await transport.disconnect()
      logger.error("Could not open an MCP session", metadata: ["error": "\(error)"])
      return .error(
        statusCode: 500,
        .internalError("Could not open a session. The server log has the details."))
    }
  }

  /// Closes a session: its server stops and its streams end.
  func close(_ id: String) async {
    guard let session = sessions.removeValue(forKey: id) else { return }
    await session.server.stop()
    logger.debug("Closed MCP session", metadata: ["session": "\(id)"])
  }

  /// Closes every session, and refuses new ones.
  func closeAll() async {
    closing = true
    for id in sessions.keys { await close(id) }
  }

  /// Closes the sessions idle for longer than `timeout`.
  func closeIdle(olderThan timeout: Duration) async {
    let now = ContinuousClock.now
    for (id, session) in sessions where now - session.lastUsed > timeout { await close(id) }
  }

  /// Sweeps idle sessions every minute until graceful shutdown (or cancellation), then closes
  /// every session.
  func run() async throws {
    try? await cancelWhenGracefulShutdown {
      while true {
        try await Task.sleep(for: .seconds(60))
        await self.closeIdle(olderThan: MCPLimits.sessionIdleTimeout)
      }
    }
    await closeAll()
  }

  /// Whether a request body is a JSON-RPC `initialize` request.
  static func isInitialize(_ body: Data?) -> Bool {
    guard let body, let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    else { return false }
    return message["method"] as? String == "initialize" && message["id"] != nil
  }
}

/// Gives a transport the session identifier the table chose, so the table knows it before the
/// transport answers.
private struct FixedSessionID: SessionIDGenerator {
  let id: String
  func generateSessionID() -> String { id }
}
