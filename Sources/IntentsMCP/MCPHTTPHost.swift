import Foundation
import HTTPTypes
import Hummingbird
import IntentsGuards
import IntentsRuntime
import IntentsWire
import Logging
import MCP
import NIOCore
import ServiceLifecycle
import UnixSignals

/// Serves MCP's Streamable HTTP transport at `/mcp` with Hummingbird, statelessly: each `POST`
/// is read by JSON-RPC's and MCP's rules (``IncomingPayload``) and answered by a server made
/// for it (the SDK's `StatelessHTTPServerTransport`), with a JSON body — or, for a call of a
/// query tool that passes the transport's checks, by ``DirectToolCalls`` with the same answer
/// (``MCPExchange``); `OPTIONS` is `204` with `Allow`, and `GET`, `DELETE` and the other
/// standard methods are `405`, as the specification allows a server without streams.
///
/// A `POST` of MCP 2026-07-28 — its `MCP-Protocol-Version` header names a version that is not
/// one of the handshake's — is answered by ``StatelessEndpoint`` instead: `server/discover`,
/// routing headers, questions as input requests with a signed `requestState`, and
/// cancellation when the client leaves.
///
/// Nothing is kept between requests — no session table, no `Mcp-Session-Id` — so any number of
/// clients can call, none can exhaust the server's sessions, and several hosts can serve one
/// client behind a load balancer: what is saved lives in the host's reference store, and the
/// questions of 2026-07-28 in their state, whose single use the ``MCPRequestState``'s store
/// keeps.
///
/// Requests go through the same guards as the REST API's, from the same code, the same
/// configuration and in the same order (`RequestGuardMiddleware`, before the route): the
/// loopback `Host` and `Origin` guard against DNS rebinding and web pages of other origins
/// (`403`), the bearer token (`401`, `WWW-Authenticate: Bearer`) and the declared body size
/// (`413`); and, below the router, the same limits on slow and idle connections and answers to
/// requests that are not HTTP (the configuration's `requestHeadTimeout` and `idleTimeout`).
/// Refusals are JSON-RPC errors, with the same messages as the REST API's.
struct MCPHTTPHost: Sendable {
  let configuration: IntentsHTTPConfiguration
  let logger: Logger
  /// Makes the server of one request around its tool runner.
  let makeServer: @Sendable (ToolRunner) async throws -> Server
  /// Makes the tool runner of one request, for the client its `Intents-Client` header names.
  let makeTools: @Sendable (IntentsClient?) async throws -> ToolRunner
  /// The server, for the requests of MCP 2026-07-28.
  let server: IntentsMCPServer
  /// How the questions of MCP 2026-07-28 carry their state.
  let requestState: MCPRequestState

  /// Serves until SIGINT, SIGTERM or cancellation; calls `onListening` with the bound port.
  func run(onListening: @escaping @Sendable (Int) async -> Void) async throws {
    try configuration.validate()
    let router = Router(context: MCPRequestContext.self)
    // A call may carry a file (or an image) in base64 beside the usual limit.
    let limit = configuration.maximumBodyBytes + MCPLimits.maximumFileDataBytes
    router.add(
      middleware: RequestGuardMiddleware(
        RequestGuards(configuration, largestBody: limit), errorBody: Self.errorBody))
    router.add(middleware: MCPFallbackMiddleware())
    let stateless = StatelessEndpoint(
      server: server, requestState: requestState,
      isAuthenticated: configuration.bearerToken != nil, logger: logger, makeServer: makeServer)
    let endpoint = MCPEndpoint(
      maximumBodyBytes: limit, logger: logger, makeServer: makeServer, makeTools: makeTools,
      stateless: stateless)
    router.post("/mcp") { request, context in
      // The departure is looked up only for a request of the stateless revision, whose runs
      // the client cancels by leaving.
      let departure =
        StatelessRevision.isStateless(request.headers)
        ? await ClientDeparture.of(context.channel) : nil
      return await endpoint.respond(to: request, departure: departure)
    }
    // The server is stateless: it keeps no event stream (`GET`) and no session to end
    // (`DELETE`). `OPTIONS` is `204` with `Allow` (a proxy adding CORS headers gets the `2xx`
    // a browser's preflight needs); the other methods the REST API refuses are `405` here too.
    router.on("/mcp", method: .options) { _, _ in
      Response(status: .noContent, headers: [.allow: MCPEndpoint.allowedMethods])
    }
    for method in HTTPTypes.HTTPRequest.Method.answeredWhereUnserved
    where method != .post && method != .options {
      router.on("/mcp", method: method) { _, _ in MCPEndpoint.methodNotAllowed() }
    }
    let port = configuration.port
    let app = Application(
      router: router,
      // Below the router, a request that is not HTTP is answered as JSON-RPC errors are.
      server: .guarded(configuration, errorBody: Self.errorBody),
      configuration: .init(address: .hostname(configuration.address, port: port)),
      onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) },
      logger: logger)
    var group = ServiceGroupConfiguration(
      services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
    group.maximumGracefulShutdownDuration = .seconds(10)
    let services = ServiceGroup(configuration: group)
    // The group runs in a task of its own so that cancelling the caller shuts it down
    // gracefully instead of cancelling every connection at once.
    let running = Task { try await services.run() }
    try await withTaskCancellationHandler {
      try await running.value
    } onCancel: {
      Task { await services.triggerGracefulShutdown() }
    }
  }

  /// A request's context: Hummingbird's, and the connection it arrived on, whose guard tells
  /// when the client leaves.
  struct MCPRequestContext: Hummingbird.RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
      coreContext = CoreRequestContextStorage(source: source)
      channel = source.channel
    }
  }

  /// A refusal by the guards, or below the router, as a JSON-RPC error of an unknown request.
  static let errorBody: @Sendable (IntentsError) -> [UInt8] = { error in
    IncomingMessage.error(
      id: .null, code: IncomingMessage.invalidRequest, "Invalid Request: \(error.message)")
  }
}
