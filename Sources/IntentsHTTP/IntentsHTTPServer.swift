public import Hummingbird
import IntentsGuards
public import IntentsRuntime
public import IntentsWire

/// A REST API over an `IntentsHost`: the host's entity types, queries,
/// intents, saved references and saved runs as JSON routes, with an OpenAPI 3.1 document of
/// them at `/openapi.json`.
///
/// ```swift
/// let host = IntentsHost(name: "Trails") {
///   TrailEntity.self
///   OpenTrailIntent.self
/// }
/// let server = IntentsHTTPServer(
///   host: host, configuration: IntentsHTTPConfiguration(port: 8080, bearerToken: token))
/// try await server.run { port in print("Serving on http://127.0.0.1:\(port)") }
/// ```
///
/// Then, from anywhere that can reach it:
///
/// ```sh
/// curl -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \
///   -X POST localhost:8080/entities/TrailEntity/find \
///   -d '{"filters": [{"property": "difficulty", "comparison": "equalTo", "value": "hard"}]}'
/// ```
///
/// Every answer is JSON, errors included: `{"error": {"code", "message", "allowed"}}` with a
/// stable code and a status from `IntentsError.httpStatus`. Bad input — an
/// unknown type, a bad filter, a value of the wrong type, an unknown identifier, malformed
/// JSON, an oversized body, a body that is not `application/json`, a request from a web page
/// of another origin, a request that is not HTTP at all — gets an error and changes nothing. A
/// client too slow to send its request's head, or idle too long, is disconnected
/// (the configuration's `requestHeadTimeout` and `idleTimeout`). The server keeps no state of
/// its own between requests: what is saved lives in the host's reference store, so several
/// servers can share one store behind a load balancer. What it holds is the runs under way,
/// to cancel them: a request that performs an intent may name its run with an
/// `Intents-Run-ID` header, which `DELETE /running/{runID}` then cancels (as Ctrl-C and MCP's
/// `notifications/cancelled` do: a `CancellableIntent`'s handler runs with `.userCancelled`
/// and the run answers `409`, `cancelled`), and a client that closes its connection before
/// the answer cancels its run.
///
/// Its routes are Hummingbird routes (a `RouteCollection` per group), behind the guards it
/// shares with the MCP server's Streamable HTTP (`IntentsMCPServer.runHTTP`): the same checks
/// of `Host`, `Origin`, the token and the body's size, in the same order, with the same errors.
public struct IntentsHTTPServer: Sendable {
  /// The host served.
  public let host: IntentsHost
  /// Where and how the server listens.
  public let configuration: IntentsHTTPConfiguration
  /// The runs under way, to cancel: shared by the applications made from this server.
  let runs = RunningRuns()

  /// A server of the host, configured; nothing listens until ``run(onListening:)``.
  public init(host: IntentsHost, configuration: IntentsHTTPConfiguration = .init()) {
    self.host = host
    self.configuration = configuration
  }

  /// Runs until the task is cancelled (or SIGINT/SIGTERM when run from main). Calls
  /// onListening with the bound port.
  ///
  /// With port `0` the system picks a free port; `onListening` says which. Shuts down
  /// gracefully: requests under way finish first. Throws when the configuration is invalid or
  /// the address cannot be bound.
  public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    let application = try await makeApplication { port in await onListening(port) }
    try await application.runService()
  }

  /// The document served at /openapi.json.
  ///
  /// An OpenAPI 3.1 document generated from the host's types and intents: a path per
  /// operation, and for each entity type and each intent its own operations, with the JSON
  /// Schema of its Find (`IntentsHost.findSchema(type:)`), its entities and
  /// its parameters (`IntentsHost.parametersSchema(intent:)`).
  public func openAPIDocument() async throws -> JSONValue {
    openAPIDocument(catalog: try await HostCatalog.make(host))
  }

  /// The document, from the catalog of the host.
  func openAPIDocument(catalog: HostCatalog) -> JSONValue {
    OpenAPIDocument(
      host: host, catalog: catalog, routes: RouteTable.all,
      requiresToken: configuration.bearerToken != nil,
      maximumBodyBytes: configuration.maximumBodyBytes
    ).json()
  }

  /// The Hummingbird application, for embedding and tests.
  ///
  /// Run it with `runService()`, add it to a `ServiceGroup`, or test it with
  /// `HummingbirdTesting`. Throws when the configuration is invalid.
  public func makeApplication() async throws -> some ApplicationProtocol {
    try await makeApplication(onListening: { _ in })
  }

  /// The application, calling `onListening` with the port once it listens.
  func makeApplication(
    onListening: @escaping @Sendable (Int) async -> Void
  ) async throws -> Application<RouterResponder<IntentsRequestContext>> {
    Application(
      router: try await makeRouter(),
      server: .guarded(configuration, errorBody: Self.errorBody),
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.address, port: configuration.port),
        serverName: nil),
      onServerRunning: { channel in
        if let port = channel.localAddress?.port { await onListening(port) }
      })
  }

  /// The router: the guards both servers share, the API middleware, the routes of each group
  /// (Hummingbird's `HEAD` beside each `GET`), and the `405`s of the methods a path does not
  /// serve.
  func makeRouter() async throws -> Router<IntentsRequestContext> {
    try configuration.validate()
    let catalog = try await HostCatalog.make(host)
    let document = openAPIDocument(catalog: catalog).description
    let router = Router(context: IntentsRequestContext.self, options: .autoGenerateHeadEndpoints)
    let limit = configuration.maximumBodyBytes
    router.add(
      middleware: RequestGuardMiddleware(
        RequestGuards(
          configuration, largestBody: limit,
          // The routes that take an image or a file take more than the limit of JSON: a
          // request may declare the most any route of its method takes, and each route counts
          // its own body as it reads it.
          largestBodies: Dictionary(
            RouteTable.all.map { ($0.method.rawValue, $0.maximumBodyBytes(limit)) },
            uniquingKeysWith: max),
          publicPaths: RouteTable.all.filter(\.documentation.isPublic).map(\.path.description)),
        errorBody: Self.errorBody))
    router.add(
      middleware: APIMiddleware(maximumBodyBytes: limit, fileAccess: configuration.fileAccess))
    router.addRoutes(SystemRoutes(host: host, catalog: catalog, openAPIDocument: document).routes)
    router.addRoutes(EntityRoutes(host: host, catalog: catalog).routes)
    router.addRoutes(IntentRoutes(host: host, catalog: catalog, runs: runs).routes)
    router.addRoutes(ReferenceRoutes(host: host).routes)
    router.addRoutes(SavedRunRoutes(host: host, catalog: catalog, runs: runs).routes)
    router.addRoutes(RunningRoutes(runs: runs).routes)
    router.addRoutes(SpotlightRoutes(host: host, runs: runs).routes)
    router.addRoutes(EventRoutes(host: host).routes)
    router.addRoutes(DonationRoutes(host: host).routes)
    router.addRoutes(ContentRoutes(host: host).routes)
    router.refuseUnservedMethods()
    return router
  }

  /// The body of an error the guards answer, as every error of the API is written.
  static let errorBody: @Sendable (IntentsError) -> [UInt8] = { $0.redacted.json.jsonBytes }
}
