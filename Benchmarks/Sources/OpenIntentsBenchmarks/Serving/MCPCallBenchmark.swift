import Foundation
import IntentsMCP
import IntentsRuntime
import MCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ServingBenchmarks {
  /// A server the benchmark binary runs as a child process, over standard input and output.
  enum MCPServerMode: String, CaseIterable {
    /// `IntentsMCPServer(host:).runStdio()` over the small host.
    case ours = "--serve-mcp-ours"
    /// A bare MCP SDK server whose one tool answers a fixed text.
    case bare = "--serve-mcp-bare"
  }

  /// The server mode the arguments ask for, if any.
  static func mcpServerMode(_ arguments: [String]) -> MCPServerMode? {
    MCPServerMode.allCases.first { arguments.contains($0.rawValue) }
  }

  /// Serves MCP over standard input and output until input ends. The bare server's tool `ok`
  /// answers a fixed text; its tool `same` answers the result given after `--answer` (JSON),
  /// decoded once at start.
  static func serveMCP(_ mode: MCPServerMode, _ arguments: [String]) async throws {
    switch mode {
    case .ours:
      try await IntentsMCPServer(host: SmallHost.make()).runStdio()
    case .bare:
      func answer(_ flag: String) throws -> CallTool.Result? {
        try arguments.firstIndex(of: flag).map {
          try JSONDecoder().decode(CallTool.Result.self, from: Data(arguments[$0 + 1].utf8))
        }
      }
      let same = try answer("--answer")
      let sameGet = try answer("--answer-get")
      let fixed = CallTool.Result(
        content: [.text(text: "ok", annotations: nil, _meta: nil)], isError: false)
      let server = Server(name: "bare", version: "1", capabilities: .init(tools: .init()))
      await server.withMethodHandler(ListTools.self) { _ in
        ListTools.Result(tools: [
          Tool(name: "ok", description: "ok", inputSchema: ["type": "object"]),
          Tool(name: "same", description: "same", inputSchema: ["type": "object"]),
          Tool(name: "same_get", description: "same", inputSchema: ["type": "object"]),
        ])
      }
      await server.withMethodHandler(CallTool.self) { parameters in
        switch parameters.name {
        case "same": same ?? fixed
        case "same_get": sameGet ?? fixed
        default: fixed
        }
      }
      try await server.start(transport: LineTransport(input: STDIN_FILENO, output: STDOUT_FILENO))
      await server.waitUntilCompleted()
    }
  }

  /// MCP tool calls' round trips over stdio: this binary started again as a child process in
  /// each server mode, an SDK client talking to it over pipes. Ours answers a Find over the
  /// small host (two filters, a sort, a limit of 10) and a `get` of one peak; the bare server's
  /// tools answer a fixed text, or exactly what ours answered to the same call (so that the
  /// difference is what our server does per call, not what the SDK takes to encode and decode
  /// a larger answer).
  static func mcpCall(_ harness: Harness) async throws -> [Comparison] {
    let ours = try await ChildServer(.ours)
    let find: [String: Value] = [
      "filters": [
        ["property": "continent", "comparison": "equalTo", "value": "Europe"],
        ["property": "height", "comparison": "greaterThan", "value": 1000],
      ],
      "sort": [["property": "height", "order": "descending"]],
      "limit": 10,
    ]
    // The bare server's `same` tool takes the same arguments and answers what ours answers, so
    // that the difference is what our server does per call, not what the SDK takes to read them.
    let get: [String: Value] = ["id": "42"]
    let answer = try await ours.client.send(
      CallTool.request(.init(name: "find_PeakEntity", arguments: find))
    ).value
    let getAnswer = try await ours.client.send(
      CallTool.request(.init(name: "get_PeakEntity", arguments: get))
    ).value
    let bare = try await ChildServer(
      .bare,
      arguments: [
        "--answer", String(decoding: try JSONEncoder().encode(answer), as: UTF8.self),
        "--answer-get", String(decoding: try JSONEncoder().encode(getAnswer), as: UTF8.self),
      ])
    let viaBare: () async throws -> Int = { try await bare.call("ok", [:]) }
    let findTimes = try await harness.medians([
      { try await ours.call("find_PeakEntity", find) }, viaBare,
      { try await bare.call("same", find) },
    ])
    let getTimes = try await harness.medians([
      { try await ours.call("get_PeakEntity", get) }, viaBare,
      { try await bare.call("same_get", get) },
    ])
    await ours.stop()
    await bare.stop()
    return [
      Comparison(
        name: "MCP stdio call (find, limit 10) vs fixed text", ours: findTimes[0].seconds,
        baseline: findTimes[1].seconds, target: 1.2),
      Comparison(
        name: "MCP stdio call (find, limit 10) vs the same answer", ours: findTimes[0].seconds,
        baseline: findTimes[2].seconds, target: 1.2),
      Comparison(
        name: "MCP stdio call (get) vs fixed text", ours: getTimes[0].seconds,
        baseline: getTimes[1].seconds, target: 1.2),
      Comparison(
        name: "MCP stdio call (get) vs the same answer", ours: getTimes[0].seconds,
        baseline: getTimes[2].seconds, target: 1.2),
    ]
  }
}

/// This binary, running as an MCP server in a child process, and a client connected to it.
private final class ChildServer: Sendable {
  let process: Process
  let toChild: Pipe
  let client: Client

  init(_ mode: ServingBenchmarks.MCPServerMode, arguments: [String] = []) async throws {
    let process = Process()
    process.executableURL =
      Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [mode.rawValue] + arguments
    let toChild = Pipe()
    let fromChild = Pipe()
    process.standardInput = toChild
    process.standardOutput = fromChild
    try process.run()
    self.process = process
    self.toChild = toChild
    client = Client(name: "benchmarks", version: "1")
    try await client.connect(
      transport: LineTransport(
        input: fromChild.fileHandleForReading.fileDescriptor,
        output: toChild.fileHandleForWriting.fileDescriptor))
  }

  /// Calls a tool; 1 when it succeeded, 0 when it answered an error.
  func call(_ name: String, _ arguments: [String: Value]) async throws -> Int {
    let result = try await client.send(CallTool.request(.init(name: name, arguments: arguments)))
      .value
    precondition(result.isError != true, "\(name) failed: \(result.content)")
    return result.isError == true ? 0 : 1
  }

  /// Ends the child: closes its input and waits for it to exit.
  func stop() async {
    await client.disconnect()
    try? toChild.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
