import Foundation
public import IntentsRuntime
public import IntentsWire
import Logging
public import MCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
public import Musl
#elseif canImport(Darwin)
public import Darwin
#endif

/// A Model Context Protocol server over an `IntentsHost`: it gives AI agents
/// the app's entities and intents, over standard input and output or over Streamable HTTP.
///
/// ```swift
/// let host = IntentsHost(name: "Trails") {
///   TrailEntity.self
///   OpenTrailIntent.self
/// }
/// let server = IntentsMCPServer(host: host)
/// try await server.runStdio()                 // a client launched this process
/// try await server.runHTTP(port: 8765)        // or: clients connect to http://127.0.0.1:8765/mcp
/// ```
///
/// What agents get:
/// - tools: `get_<Type>`, `search_<Type>`, `find_<Type>` and `suggest_<Type>` for each entity
///   type (search and find only where the type's query can), and one tool per intent, named
///   after its identifier — each with a JSON Schema for its arguments, checked before anything
///   runs;
/// - resources: each entity at `intents://<app>/<Type>/<id>` (and at its own URL when the type
///   is URL-representable), with completion of `{id}` from suggestions and search; and the
///   ranked hits of a Spotlight search at `spotlight://<app>/<query>`.
///
/// See <doc:ServingOverMCP>.
public struct IntentsMCPServer: Sendable {
  /// The host whose entities and intents are served.
  public let host: IntentsHost
  /// The server's name, as clients see it.
  public let name: String
  /// The server's version, as clients see it.
  public let version: String
  /// How the questions of MCP 2026-07-28 carry their state between requests: the key that
  /// signs it and the store that keeps each to one use. This is an OpenIntents addition.
  public let requestState: MCPRequestState
  /// The tool arguments clients of MCP 2026-07-28 repeat in `Mcp-Param-*` headers, and the
  /// server checks against the body. This is an OpenIntents addition.
  public let parameterHeaders: [MCPParameterHeader]
  private let cache: ServerCatalogCache

  /// A server for a host, named after the host unless given a name.
  ///
  /// Questions asked over MCP 2026-07-28 carry their state signed with `requestState`'s key;
  /// without one, the server makes a key of its own at random and keeps spent states in memory
  /// (``MCPRequestState/perProcess(lifetime:)``), so a question is answered on the host that
  /// asked it. Hosts behind a load balancer share one key and one store: see
  /// <doc:ServingOverMCP>.
  ///
  /// The tools' arguments `parameterHeaders` names are marked with `x-mcp-header` in their
  /// schemas: clients of MCP 2026-07-28 over HTTP repeat them in `Mcp-Param-*` headers, for
  /// routing, and the server refuses a call whose headers disagree with its arguments (see
  /// ``MCPParameterHeader``). The designations are checked against the tools when the server
  /// starts serving.
  public init(
    host: IntentsHost, name: String? = nil, version: String = "1.0.0",
    requestState: MCPRequestState? = nil, parameterHeaders: [MCPParameterHeader] = []
  ) {
    self.host = host
    self.name = name ?? host.name
    self.version = version
    self.requestState = requestState ?? .perProcess()
    self.parameterHeaders = parameterHeaders
    self.cache = ServerCatalogCache(parameterHeaders: parameterHeaders)
  }

  /// The instructions for agents, as `initialize` and `server/discover` give them.
  func instructions() async throws -> String {
    try await cache.catalog(of: host).instructions
  }

  /// A configured server (tools, resources, completion handlers registered), for in-process
  /// use and tests: start it with any transport.
  ///
  /// ```swift
  /// let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
  /// try await server.makeServer().start(transport: serverSide)
  /// ```
  ///
  /// The server is for a local caller: failures of the app's own code come with their details.
  /// Its callers name no files on this machine (``IntentsRuntime/LocalFileAccess/none``): a
  /// file parameter takes the file's bytes.
  public func makeServer() async throws -> MCP.Server {
    try await makeServer(failures: .full, fileAccess: .none, client: try Self.sessionClient())
  }

  /// The client of a session: one per server, so that what its agent shows on screen is its
  /// own.
  static func sessionClient() throws -> IntentsClient {
    try IntentsClient("mcp-session-\(UUID().uuidString.lowercased())")
  }

  /// A configured server, telling callers as much of failures as `failures` says, and letting
  /// them name the local files `fileAccess` allows.
  func makeServer(
    failures: FailureReporting, fileAccess: LocalFileAccess, client: IntentsClient?
  ) async throws -> MCP.Server {
    try await makeSession(failures: failures, fileAccess: fileAccess, client: client).server
  }

  /// The tool runner of a session: what a server's `tools/call` handler calls, and what
  /// ``DirectToolCalls`` calls beside it.
  func makeTools(
    failures: FailureReporting, fileAccess: LocalFileAccess, client: IntentsClient?
  ) async throws -> ToolRunner {
    let catalog = try await cache.catalog(of: host)
    return ToolRunner(
      host: host, catalog: catalog.tools, intents: catalog.intents, failures: failures,
      fileAccess: fileAccess,
      onScreen: OnScreenTools(host: host, client: client, uris: catalog.resources.uris),
      resources: catalog.resources)
  }

  /// A configured server, and the tool runner its `tools/call` handler calls.
  func makeSession(
    failures: FailureReporting, fileAccess: LocalFileAccess, client: IntentsClient?
  ) async throws -> (server: MCP.Server, tools: ToolRunner) {
    let tools = try await makeTools(failures: failures, fileAccess: fileAccess, client: client)
    return (try await makeServer(around: tools), tools)
  }

  /// A configured server whose handlers call `tools` (and read resources as it does: for its
  /// client, telling callers as much of failures as it tells them).
  func makeServer(around tools: ToolRunner) async throws -> MCP.Server {
    let catalog = try await cache.catalog(of: host)
    let server = Server(
      name: name, version: version, title: host.name, instructions: catalog.instructions,
      capabilities: .init(
        completions: .init(), logging: .init(),
        resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
    let (resources, onScreen, failures) = (tools.resources, tools.onScreen, tools.failures)
    let listed = catalog.tools.tools + OnScreenTools.tools(taken: Set(catalog.tools.names))
    await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: listed) }
    let logging = LoggingLevel()
    await server.withMethodHandler(SetLoggingLevel.self) { parameters in
      logging.set(parameters.level)
      return Empty()
    }
    await server.withMethodHandler(ToolCallMethod.self) { [weak server] parameters in
      try await tools.call(
        try ToolCallMethod.parameters(parameters), notifying: server, logging: logging)
    }
    let searches = SpotlightResources(host: host)
    await server.withMethodHandler(ListResourceTemplates.self) { _ in
      ListResourceTemplates.Result(templates: resources.templates + [searches.template])
    }
    await server.withMethodHandler(ListResources.self) { _ in
      ListResources.Result(resources: [onScreen.resource] + (await resources.list()))
    }
    await server.withMethodHandler(ReadResource.self) {
      if $0.uri == onScreen.contextURI { return try await onScreen.read(failures: failures) }
      if SpotlightResources.isSearch($0.uri) {
        return try await searches.read($0.uri, failures: failures)
      }
      return try await resources.read($0.uri, failures: failures)
    }
    await server.withMethodHandler(Complete.self) {
      if case .resource(let reference) = $0.ref, reference.uri == searches.template.uriTemplate {
        return Complete.Result(completion: try await searches.complete($0, failures: failures))
      }
      return Complete.Result(completion: try await resources.complete($0, failures: failures))
    }
    return server
  }

  /// Serves one client over standard input and output until it disconnects.
  ///
  /// Standard output carries only JSON-RPC messages: while the server runs, anything else the
  /// process prints to standard output goes to standard error, where logs go too.
  ///
  /// The client is an agent: it never makes the host read a file of its choosing. A file
  /// parameter takes the file's bytes (`{"filename", "data"}`); text is never read as a path,
  /// and a `file:` URL is refused (`forbiddenFile`) unless it names a file inside one of
  /// `allowedFileDirectories` (absolute paths of existing directories; symbolic links and `..`
  /// are resolved before the check). The directories are an OpenIntents addition.
  public func runStdio(allowedFileDirectories: [String] = []) async throws {
    try IntentsHTTPConfiguration.validate(fileDirectories: allowedFileDirectories)
    signal(SIGPIPE, SIG_IGN)
    fflush(nil)
    let output = dup(STDOUT_FILENO)
    guard output >= 0 else {
      throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EBADF))
    }
    dup2(STDERR_FILENO, STDOUT_FILENO)
    defer {
      fflush(nil)
      dup2(output, STDOUT_FILENO)
      close(output)
    }
    try await serve(
      input: STDIN_FILENO, output: output,
      fileAccess: .directories(
        allowedFileDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) }))
  }

  /// Serves one client reading `input` and writing `output` until input ends or the task is
  /// cancelled; the client may name the local files `fileAccess` allows.
  func serve(input: Int32, output: Int32, fileAccess: LocalFileAccess = .none) async throws {
    let (server, tools) = try await makeSession(
      failures: .full, fileAccess: fileAccess, client: try Self.sessionClient())
    let transport = StdioBlockingTransport(
      input: input, output: output, logger: Self.logger("IntentsMCP.stdio", level: .warning),
      direct: DirectToolCalls(tools: tools))
    try await server.start(transport: transport)
    await withTaskCancellationHandler {
      await server.waitUntilCompleted()
    } onCancel: {
      Task { await server.stop() }
    }
    await server.stop()
  }

  /// Serves clients over Streamable HTTP at `http://address:port/mcp` until cancelled, or
  /// until the process gets SIGINT or SIGTERM; both shut down gracefully. Calls `onListening`
  /// with the bound port (port 0 = any free port).
  ///
  /// The server is stateless: each request is answered on its own, so it keeps no sessions a
  /// client could exhaust, and several servers can share one reference store behind a load
  /// balancer. With a `bearerToken`, requests without `Authorization: Bearer <token>` get 401.
  /// Bodies over 1 MiB get 413; a client that takes over 10 seconds to send a request's head
  /// gets 408, and a connection idle for 60 seconds is closed (set both with
  /// ``runHTTP(configuration:onListening:)``). Bound to a loopback address (the default),
  /// requests whose `Host` or `Origin` is not local are refused with 403; bound to any other
  /// address, set a token.
  ///
  /// Callers here may be on other machines: a failure of the app's own code (its query, its
  /// intent, the reference store) keeps its code but not its message, which the server logs.
  public func runHTTP(
    address: String = "127.0.0.1", port: Int = 8765, bearerToken: String? = nil,
    onListening: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    try await runHTTP(
      configuration: IntentsHTTPConfiguration(
        address: address, port: port, bearerToken: bearerToken),
      onListening: onListening)
  }

  /// Serves clients over Streamable HTTP at `/mcp`, configured as the REST API
  /// (`IntentsHTTPServer`) is: the address and port, the bearer token, the body limit, the
  /// origins and host names allowed besides the loopback ones, the directories whose files
  /// callers may name, and the limits on slow and idle connections — checked by the same code,
  /// in the same order, with the same errors (IntentsWire's `RequestGuards`). This is an
  /// OpenIntents addition.
  public func runHTTP(
    configuration: IntentsHTTPConfiguration,
    onListening: @escaping @Sendable (Int) async -> Void = { _ in }
  ) async throws {
    let server = self
    // A designation naming no tool, or an argument that cannot be a header, stops the server
    // before it listens rather than failing every request.
    if !parameterHeaders.isEmpty { _ = try await cache.catalog(of: host) }
    let logger = Self.logger("IntentsMCP.http", level: .info)
    let failures = FailureReporting.redacted(loggingTo: logger)
    let host = MCPHTTPHost(
      configuration: configuration, logger: logger,
      makeServer: { tools in try await server.makeServer(around: tools) },
      makeTools: { client in
        try await server.makeTools(
          failures: failures, fileAccess: configuration.fileAccess, client: client)
      }, server: server, requestState: requestState)
    try await host.run(onListening: onListening)
  }

  /// A logger writing to standard error, at the level of the `LOG_LEVEL` environment variable
  /// if it names one.
  static func logger(_ label: String, level: Logger.Level) -> Logger {
    var logger = Logger(label: label) { StreamLogHandler.standardError(label: $0) }
    logger.logLevel =
      ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:))
      ?? level
    return logger
  }
}
