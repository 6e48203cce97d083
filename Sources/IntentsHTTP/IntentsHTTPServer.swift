public import Hummingbird
public import IntentsRuntime
import IntentsWire

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
/// (``IntentsHTTPConfiguration/requestHeadTimeout``, ``IntentsHTTPConfiguration/idleTimeout``). The server keeps no state of
/// its own between requests: what is saved lives in the host's reference store, so several
/// servers can share one store behind a load balancer.
public struct IntentsHTTPServer: Sendable {
  /// The host served.
  public let host: IntentsHost
  /// Where and how the server listens.
  public let configuration: IntentsHTTPConfiguration

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
  ) async throws -> Application<RouterResponder<BasicRequestContext>> {
    Application(
      router: try await makeRouter(),
      server: .guarded(configuration) { error in error.redacted.json.jsonBytes },
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.address, port: configuration.port),
        serverName: nil),
      onServerRunning: { channel in
        if let port = channel.localAddress?.port { await onListening(port) }
      })
  }

  /// The router: the API middleware, then every route of the route table.
  func makeRouter() async throws -> Router<BasicRequestContext> {
    try configuration.validate()
    let catalog = try await HostCatalog.make(host)
    let document = openAPIDocument(catalog: catalog).description
    let responder = RouteResponder(
      host: host, catalog: catalog,
      bodyReader: RequestBodyReader(limit: configuration.maximumBodyBytes),
      openAPIDocument: document)
    let router = Router(context: BasicRequestContext.self)
    router.add(
      middleware: APIMiddleware(
        browserGuard: BrowserGuard(configuration),
        token: configuration.bearerToken.map(BearerToken.init),
        maximumBodyBytes: configuration.maximumBodyBytes,
        largestBody: Dictionary(
          RouteTable.all.map { ($0.method, $0.maximumBodyBytes(configuration.maximumBodyBytes)) },
          uniquingKeysWith: max),
        fileAccess: configuration.fileAccess))
    router.addRoutes(Self.routes(responder))
    return router
  }

  /// Every route of the route table, as a Hummingbird route collection; a `GET` route answers
  /// `HEAD` too (the middleware leaves out the body). Each path answers `OPTIONS`, and `405`
  /// for the methods it does not serve (``PathMethods``).
  static func routes(_ responder: RouteResponder) -> RouteCollection<BasicRequestContext> {
    let routes = RouteCollection(context: BasicRequestContext.self)
    for path in PathMethods.of(RouteTable.all) { path.register(in: routes) }
    for route in RouteTable.all {
      let methods = route.method == .get ? [route.method, .head] : [route.method]
      for method in methods {
        routes.on(RouterPath(route.path.description), method: method) { request, context in
          var parameters: [String: String] = [:]
          for name in route.path.parameterNames {
            parameters[name] = context.parameters.get(name)
          }
          return await responder.respond(
            to: request, with: route, parameters: parameters, context: context)
        }
      }
    }
    return routes
  }
}
