import ArgumentParser
import Foundation
import IntentsCLI
import IntentsHTTP
import IntentsMCP
import IntentsPostgres
import IntentsRuntime
import IntentsSQLite
import LandmarksApp

/// The app's own commands beside IntentsCLI's: serving programs and agents.
enum ServerCommands {
  static let all: [any ParsableCommand.Type] = [ServeCommand.self, MCPCommand.self]
}

/// `serve`: the app as a REST JSON API, for programs.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the app as an HTTP JSON API, described at /openapi.json.",
    discussion: """
      Routes: /types, /entities/<Type> with /suggestions, /search?q=, /find, \
      /resolve and /<id>; /intents/<Intent>/run; /references; /runs; \
      /manifest; /health. Errors are JSON with a stable code.

      EXAMPLE:
        curl -s localhost:8080/entities/LandmarkEntity/find \\
          -H 'Content-Type: application/json' \\
          -d '{"filters": [{"property": "kind", "comparison": "equalTo",
               "value": "glacier"}]}'
      """)

  @Option(name: .long, help: "The address to listen on.") var address = "127.0.0.1"
  @Option(name: .long, help: "The port to listen on; 0 picks a free one.") var port = 8080
  @Option(
    name: .long, help: "A bearer token clients must send (default: $LANDMARKS_TOKEN, if set).")
  var token: String?
  @OptionGroup var guards: GuardOptions
  @OptionGroup var host: HostOptions

  func run() async throws {
    let configuration = guards.configuration(address: address, port: port, token: token)
    let server = IntentsHTTPServer(host: try await host.makeHost(), configuration: configuration)
    let address = address
    try await server.run { port in
      announce("Landmarks HTTP API on http://\(address):\(port)")
    }
  }
}

/// `mcp`: the app as a Model Context Protocol server, for AI agents.
struct MCPCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve the app to AI agents over the Model Context Protocol.",
    discussion: """
      By default over standard input and output: configure your MCP client to launch this \
      command. With --http, over Streamable HTTP at http://ADDRESS:PORT/mcp.

      Tools: get_, search_, find_ and suggest_ for each entity type, and one per \
      intent. An ambiguous value comes back as choices (ids and titles) to call \
      again with — never a loop.

      Resources: intents://landmarks/<Type>/{id}, with id completion.

      Over HTTP, clients of MCP 2026-07-28 need no session: a question comes back as an \
      input request with a signed requestState, answered on any host that has the same \
      --mcp-state-key and database (spent states are kept beside the database, in \
      <database>-mcp-state; with a postgres:// database, in that database).
      """)

  @Flag(name: .long, help: "Serve over Streamable HTTP instead of standard input and output.")
  var http = false
  @Option(name: .long, help: "The address to listen on, with --http.") var address = "127.0.0.1"
  @Option(name: .long, help: "The port to listen on, with --http; 0 picks a free one.") var port =
    8765
  @Option(
    name: .long,
    help: "A bearer token clients must send, with --http (default: $LANDMARKS_TOKEN, if set).")
  var token: String?
  @Option(
    name: .customLong("mcp-state-key"),
    help: ArgumentHelp(
      "The key signing the state of MCP 2026-07-28 questions, with --http (default: "
        + "$LANDMARKS_MCP_STATE_KEY): at least 32 bytes, the same on every host.",
      discussion: "Without one, each process makes its own, and a question is answered only "
        + "on the host that asked it."))
  var stateKey: String?
  @Option(
    name: .customLong("mcp-previous-state-key"),
    help: ArgumentHelp(
      "A key that signed MCP 2026-07-28 question states before the current one, still accepted "
        + "(repeatable; default: $LANDMARKS_MCP_PREVIOUS_STATE_KEYS, separated by commas).",
      discussion: "To rotate, give the new key as --mcp-state-key and the old one here; drop "
        + "it once the states it signed have expired."))
  var previousStateKeys: [String] = []
  @Option(
    name: .customLong("mcp-param-header"),
    help: ArgumentHelp(
      "A tool argument MCP 2026-07-28 clients repeat in an Mcp-Param-<HEADER> header, for "
        + "routing, as TOOL.ARGUMENT=HEADER (repeatable; e.g. FindTicketsIntent.quantity=Seats).",
      valueName: "tool.argument=header"))
  var parameterHeaders: [String] = []
  @OptionGroup var guards: GuardOptions
  @OptionGroup var host: HostOptions

  func run() async throws {
    guard http else {
      let server = IntentsMCPServer(host: try await host.makeHost())
      return try await server.runStdio(allowedFileDirectories: guards.allowedFileDirectories)
    }
    let madeHost = try await host.makeHost()
    let server = IntentsMCPServer(
      host: madeHost, requestState: try requestState(spentIn: madeHost),
      parameterHeaders: try parameterHeaders.map(Self.parameterHeader))
    let address = address
    try await server.runHTTP(
      configuration: guards.configuration(address: address, port: port, token: token)
    ) { port in
      announce("Landmarks MCP server on http://\(address):\(port)/mcp")
    }
  }
}

extension MCPCommand {
  /// The environment variable holding the state key.
  static let stateKeyVariable = "LANDMARKS_MCP_STATE_KEY"
  /// The environment variable holding the previous state keys, separated by commas.
  static let previousStateKeysVariable = "LANDMARKS_MCP_PREVIOUS_STATE_KEYS"

  /// A `--mcp-param-header` value, `TOOL.ARGUMENT=HEADER`.
  static func parameterHeader(_ text: String) throws -> MCPParameterHeader {
    let parts = text.split(separator: "=", maxSplits: 1)
    guard parts.count == 2, let dot = parts[0].lastIndex(of: "."),
      dot != parts[0].startIndex, parts[0].index(after: dot) != parts[0].endIndex
    else {
      throw ValidationError(
        "--mcp-param-header takes TOOL.ARGUMENT=HEADER, such as "
          + "FindTicketsIntent.quantity=Seats; ‘\(text.prefix(80))’ is not one.")
    }
    return try MCPParameterHeader(
      tool: String(parts[0][..<dot]), argument: String(parts[0][parts[0].index(after: dot)...]),
      header: String(parts[1]))
  }

  /// How questions carry their state: signed with the key given, and spent in a file beside
  /// the database — or in the PostgreSQL database itself, through the host's store — which
  /// every host on that database shares; without a key, one made for this process.
  func requestState(spentIn madeHost: IntentsHost) throws -> MCPRequestState {
    let key =
      stateKey
      ?? ProcessInfo.processInfo.environment[Self.stateKeyVariable].flatMap {
        $0.isEmpty ? nil : $0
      }
    let previous =
      previousStateKeys.isEmpty
      ? (ProcessInfo.processInfo.environment[Self.previousStateKeysVariable] ?? "")
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      : previousStateKeys
    guard let key else {
      guard previous.isEmpty else {
        throw ValidationError(
          "Previous MCP state keys were given without the current one: give it with "
            + "--mcp-state-key or \(Self.stateKeyVariable).")
      }
      announce(
        "MCP 2026-07-28 questions are signed with a key made for this process: set "
          + "\(Self.stateKeyVariable) (the same on every host) to answer them on other hosts.")
      return .perProcess()
    }
    let database = host.database ?? LandmarksApp.defaultDatabasePath()
    if let shared = madeHost.store as? PostgresReferenceStore {
      return try MCPRequestState(key: key, previousKeys: previous, store: shared)
    }
    return try MCPRequestState(
      key: key, previousKeys: previous,
      store: try SQLiteSingleUseTokenStore(path: database + "-mcp-state"))
  }
}

/// The options both servers share, read into one configuration: body limit, the origins and
/// host names allowed besides the loopback ones, the directories whose files callers may
/// name, and how long slow and idle clients are waited for.
struct GuardOptions: ParsableArguments {
  @Option(name: .long, help: "The largest request body accepted, in bytes.")
  var maximumBodyBytes = 1 << 20
  @Option(
    name: .customLong("allowed-origin"),
    help: "A web origin (scheme://host[:port]) whose pages may call the server; repeatable.")
  var allowedOrigins: [String] = []
  @Option(
    name: .customLong("allowed-host"),
    help: "A host name besides the loopback ones that requests may name in Host; repeatable.")
  var allowedHosts: [String] = []
  @Option(
    name: .customLong("allowed-file-directory"),
    help: ArgumentHelp(
      "A directory whose files callers may name by a file: URL; repeatable.",
      discussion: "Without one, callers give a file parameter its bytes and the server reads "
        + "no file they name."))
  var allowedFileDirectories: [String] = []
  @Option(
    name: .long,
    help: "Seconds a client may take to send a request's line and headers; slower ones get 408.")
  var requestHeadTimeout = 10.0
  @Option(name: .long, help: "Seconds a connection may sit idle before it is closed.")
  var idleTimeout = 60.0

  func configuration(address: String, port: Int, token: String?) -> IntentsHTTPConfiguration {
    IntentsHTTPConfiguration(
      address: address, port: port,
      bearerToken: token ?? ProcessInfo.processInfo.environment["LANDMARKS_TOKEN"],
      maximumBodyBytes: maximumBodyBytes, allowedOrigins: allowedOrigins,
      allowedHosts: allowedHosts, allowedFileDirectories: allowedFileDirectories,
      requestHeadTimeout: .milliseconds(Self.milliseconds(requestHeadTimeout)),
      idleTimeout: .milliseconds(Self.milliseconds(idleTimeout)))
  }

  /// Seconds as whole milliseconds, for the configuration to check; a value that is not a
  /// finite number of seconds is kept out of range, so the check refuses it.
  private static func milliseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite, abs(seconds) < 1e9 else { return -1 }
    return Int64((seconds * 1000).rounded())
  }
}

/// Says on standard error where a server listens; a closed or full standard error is no
/// reason to stop serving.
private func announce(_ line: String) {
  try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
}
