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
    /// The same server's SDK `Server` (`makeServer()`) over the line transport: every call
    /// answered by its handler through the SDK, none beside it.
    case sdk = "--serve-mcp-sdk"
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
    case .sdk:
      let server = try await IntentsMCPServer(host: SmallHost.make()).makeServer()
      try await server.start(transport: LineTransport(input: STDIN_FILENO, output: STDOUT_FILENO))
      await server.waitUntilCompleted()
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
  /// each server mode, a client talking to it over pipes. Ours answers a Find over the small
  /// host (two filters, a sort, a limit of 10) and a `get` of one peak; the bare server's tools
  /// answer a fixed text, or exactly what ours answered to the same call.
  ///
  /// The client writes each request line and reads its response line, as any client's
  /// transport does, and decodes nothing: what the rows compare is the servers. (The SDK's
  /// `Client` would add its own decoding of each answer — the same `Codable` passes the bare
  /// server makes, growing with the answer — to both sides; the last rows show that.)
  static func mcpCall(_ harness: Harness) async throws -> [Comparison] {
    let ours = try await ChildServer(.ours)
    let find: JSONText = """
      {"filters":[{"property":"continent","comparison":"equalTo","value":"Europe"},\
      {"property":"height","comparison":"greaterThan","value":1000}],\
      "sort":[{"property":"height","order":"descending"}],"limit":10}
      """
    let get: JSONText = #"{"id":"42"}"#
    let answer = try ours.result("find_PeakEntity", find)
    let getAnswer = try ours.result("get_PeakEntity", get)
    let bare = try await ChildServer(
      .bare, arguments: ["--answer", answer, "--answer-get", getAnswer])
    let sdk = try await ChildServer(.sdk)
    let sdkFind = try JSONValue(parsing: sdk.result("find_PeakEntity", find))
    let sdkGet = try JSONValue(parsing: sdk.result("get_PeakEntity", get))
    let (directFind, directGet) = (
      try JSONValue(parsing: answer), try JSONValue(parsing: getAnswer)
    )
    precondition(
      sdkFind == directFind && sdkGet == directGet,
      "the direct path and the SDK's handler answer differently")
    let calls = 20
    func repeated(_ call: @escaping () throws -> Int) -> () async throws -> Int {
      { try (0..<calls).reduce(0) { total, _ in total + (try call()) } }
    }
    let trivial = repeated { try bare.call("ok", "{}") }
    let findTimes = try await harness.medians([
      repeated { try ours.call("find_PeakEntity", find) }, trivial,
      repeated { try bare.call("same", find) },
      repeated { try sdk.call("find_PeakEntity", find) },
    ])
    let getTimes = try await harness.medians([
      repeated { try ours.call("get_PeakEntity", get) }, trivial,
      repeated { try bare.call("same_get", get) },
      repeated { try sdk.call("get_PeakEntity", get) },
    ])
    await ours.stop()
    await bare.stop()
    await sdk.stop()
    // With the SDK's client decoding each answer.
    let oursForSDK = try await ChildServer(.ours, sdkClient: true)
    let bareForSDK = try await ChildServer(.bare, sdkClient: true)
    let sdkTimes = try await harness.medians([
      { try await oursForSDK.sdkCall("find_PeakEntity", find) },
      { try await bareForSDK.sdkCall("ok", "{}") },
    ])
    await oursForSDK.stop()
    await bareForSDK.stop()
    func row(
      _ name: String, _ times: [(seconds: Double, checksum: Int)], _ baseline: Int
    )
      -> Comparison
    {
      Comparison(
        name: "MCP stdio, \(calls) calls: \(name)", ours: times[0].seconds,
        baseline: times[baseline].seconds, target: 1.2)
    }
    return [
      row("find (limit 10) vs a trivial tool", findTimes, 1),
      row("get vs a trivial tool", getTimes, 1),
      Comparison(
        name: "MCP stdio, \(calls) calls: find vs the SDK answering it",
        ours: findTimes[0].seconds, baseline: findTimes[2].seconds, target: nil),
      Comparison(
        name: "MCP stdio, \(calls) calls: get vs the SDK answering it",
        ours: getTimes[0].seconds, baseline: getTimes[2].seconds, target: nil),
      // The direct path against the same server's handler through the SDK.
      Comparison(
        name: "MCP stdio, \(calls) calls: find, direct vs through the SDK",
        ours: findTimes[0].seconds, baseline: findTimes[3].seconds, target: nil),
      Comparison(
        name: "MCP stdio, \(calls) calls: get, direct vs through the SDK",
        ours: getTimes[0].seconds, baseline: getTimes[3].seconds, target: nil),
      Comparison(
        name: "MCP stdio, 1 call, the SDK's client: find vs trivial",
        ours: sdkTimes[0].seconds, baseline: sdkTimes[1].seconds, target: nil),
    ]
  }
}

/// A tool call's arguments as JSON text.
typealias JSONText = String

/// This binary, running as an MCP server in a child process, with a line-by-line client talking
/// to it, or the SDK's client.
private final class ChildServer: @unchecked Sendable {
  // Unchecked: the benchmark calls one server at a time, from one task; `nextID` and `buffer`
  // are only touched there.
  let process: Process
  let toChild: Pipe
  let fromChild: Pipe
  private var nextID = 0
  private var buffer: [UInt8] = []
  private let sdkClient: Client?

  init(
    _ mode: ServingBenchmarks.MCPServerMode, arguments: [String] = [], sdkClient: Bool = false
  ) async throws {
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
    self.fromChild = fromChild
    guard !sdkClient else {
      let client = Client(name: "benchmarks", version: "1")
      try await client.connect(
        transport: LineTransport(
          input: fromChild.fileHandleForReading.fileDescriptor,
          output: toChild.fileHandleForWriting.fileDescriptor))
      self.sdkClient = client
      return
    }
    self.sdkClient = nil
    let initialize = try exchange(
      #""method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"#
        + #""clientInfo":{"name":"benchmarks","version":"1"}}"#)
    precondition(initialize.contains(#""serverInfo""#), "initialize failed: \(initialize)")
    try write(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
  }

  /// Calls a tool; 1 when it succeeded (its response says `"isError":false`).
  func call(_ name: String, _ arguments: JSONText) throws -> Int {
    let response = try exchange(
      #""method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}"#)
    let succeeded = response.contains(#""isError":false"#)
    precondition(succeeded, "\(name) failed: \(response.prefix(500))")
    return succeeded ? 1 : 0
  }

  /// A tool call's `result`, as JSON text.
  func result(_ name: String, _ arguments: JSONText) throws -> String {
    let response = try exchange(
      #""method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}"#)
    let object = try JSONSerialization.jsonObject(with: Data(response.utf8)) as? [String: Any]
    guard let result = object?["result"] else { throw POSIXError(.EBADMSG) }
    return String(decoding: try JSONSerialization.data(withJSONObject: result), as: UTF8.self)
  }

  /// Calls a tool through the SDK's client, which decodes the answer.
  func sdkCall(_ name: String, _ arguments: JSONText) async throws -> Int {
    guard let client = sdkClient else { preconditionFailure("started without the SDK's client") }
    let values = try JSONDecoder().decode([String: Value].self, from: Data(arguments.utf8))
    let result = try await client.send(CallTool.request(.init(name: name, arguments: values)))
      .value
    precondition(result.isError != true, "\(name) failed: \(result.content)")
    return result.isError == true ? 0 : 1
  }

  /// Writes a request with the next identifier (`members` are the rest of its members) and
  /// reads lines until the one answering it.
  private func exchange(_ members: String) throws -> String {
    nextID += 1
    let id = #""id":\#(nextID),"#
    try write(#"{"jsonrpc":"2.0","# + id + members + "}")
    while true {
      let line = try readLine()
      // Both servers write `id` first.
      if line.hasPrefix("{" + id) { return line }
    }
  }

  private func write(_ line: String) throws {
    try toChild.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// The next line the child wrote.
  private func readLine() throws -> String {
    let input = fromChild.fileHandleForReading.fileDescriptor
    while true {
      if let end = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeSubrange(...end)
        return line
      }
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw POSIXError(.EPIPE) }
      buffer += chunk[..<count]
    }
  }

  /// Ends the child: closes its input and waits for it to exit.
  func stop() async {
    await sdkClient?.disconnect()
    try? toChild.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
