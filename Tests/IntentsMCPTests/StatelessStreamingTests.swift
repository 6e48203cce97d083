import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// MCP 2026-07-28's response streams: a run that reports progress, called by a client that
/// accepts `text/event-stream` and asked for progress, is answered with server-sent events —
/// `notifications/progress`, then the response — and closing the stream cancels it; every
/// other request is answered with JSON, as the revision allows.
@Suite struct StatelessStreamingTests {
  typealias Running = StatelessRevisionTests.Running

  /// A `tools/call` of the revision, with `meta` beside the envelope, and its response.
  static func call(
    _ server: Running, _ params: [String: JSONValue], meta: [String: JSONValue],
    accept: String = "application/json, text/event-stream"
  ) async throws -> (text: String, response: HTTPURLResponse) {
    var params = params
    params["_meta"] = .object(
      meta.merging([
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": [:],
      ]) { $1 })
    let body = JSONValue.object([
      "jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": .object(params),
    ])
    let (data, response) = try await HTTPExchange.post(
      Data(body.jsonBytes), to: server.endpoint,
      headers: [
        "Accept": accept, "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/call",
        "Mcp-Name": params["name"]?.stringValue ?? "",
      ])
    return (String(decoding: data, as: UTF8.self), response)
  }

  /// The JSON-RPC messages of an event stream, in order.
  static func messages(_ stream: String) throws -> [JSONValue] {
    try stream.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { event in
      let data = try #require(
        event.split(separator: "\n").first { $0.hasPrefix("data: ") }?.dropFirst(6))
      return try JSONValue(parsing: String(data))
    }
  }

  static let pack: [String: JSONValue] = ["name": "PackBagIntent", "arguments": ["items": 3]]

  /// A server of the host with the intent side (PackBagIntent reports progress).
  static func running() async throws -> Running {
    try await Running(IntentsMCPServer(host: TrailsHost.makeWithIntentSide()))
  }

  @Test func aRunsProgressIsStreamedBeforeItsResponse() async throws {
    let server = try await Self.running()
    let (text, response) = try await Self.call(server, Self.pack, meta: ["progressToken": "pack-1"])
    #expect(response.statusCode == 200)
    #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/event-stream")
    #expect(response.value(forHTTPHeaderField: "X-Accel-Buffering") == "no")
    let messages = try Self.messages(text)
    let progress = messages.dropLast()
    // The total is set first (0 of 3), then each item packed.
    #expect(progress.count == 4)
    #expect(progress.allSatisfy { $0.objectValue?["method"] == "notifications/progress" })
    let params = progress.compactMap { $0.objectValue?["params"]?.objectValue }
    #expect(params.map { $0["progress"] } == [0, 1, 2, 3])
    #expect(params.allSatisfy { $0["total"] == 3 && $0["progressToken"] == "pack-1" })
    let last = try #require(messages.last?.objectValue)
    #expect(last["id"] == 1)
    #expect(
      last["result"]?.objectValue?["structuredContent"]?.objectValue?["result"]?.objectValue?[
        "dialog"] == "Packed 3 items")
    try await server.stop()
  }

  @Test func anIntegerTokenIsEchoedAsItCame() async throws {
    let server = try await Self.running()
    let (text, _) = try await Self.call(server, Self.pack, meta: ["progressToken": 7])
    let first = try #require(try Self.messages(text).first?.objectValue)
    #expect(first["params"]?.objectValue?["progressToken"] == 7)
    try await server.stop()
  }

  /// Without a token, or without `text/event-stream` in `Accept`, the answer is JSON; and a
  /// call refused before it runs keeps its status.
  @Test func everythingElseIsAnsweredWithJSON() async throws {
    let server = try await Self.running()
    let noToken = try await Self.call(server, Self.pack, meta: [:])
    #expect(noToken.response.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(noToken.text.contains("Packed 3 items"))

    let jsonOnly = try await Self.call(
      server, Self.pack, meta: ["progressToken": "p"], accept: "application/json")
    #expect(jsonOnly.response.value(forHTTPHeaderField: "Content-Type") == "application/json")

    // A query tool reports no progress.
    let query = try await Self.call(
      server, ["name": "get_TrailEntity", "arguments": ["id": "3"]], meta: ["progressToken": "p"])
    #expect(query.response.value(forHTTPHeaderField: "Content-Type") == "application/json")

    // A run that reports nothing, and a refusal before the run, are JSON too.
    let plan = try await Self.call(
      server, ["name": "PlanHikeIntent", "arguments": ["trail": ["id": "3"]]],
      meta: ["progressToken": "p"])
    #expect(plan.response.value(forHTTPHeaderField: "Content-Type") == "application/json")
    var forged = Self.pack
    forged["requestState"] = "v2.x.y.z"
    let refused = try await Self.call(server, forged, meta: ["progressToken": "p"])
    #expect(refused.response.statusCode == 400)
    #expect(refused.text.contains("invalid_request_state"))
    try await server.stop()
  }

  #if os(Linux)
  /// Closing the stream after the first event cancels the run: its cancellation handler runs.
  @Test func closingTheEventStreamCancelsTheRun() async throws {
    let watch = CancellationWatch.make()
    let server = try await Running(
      IntentsMCPServer(host: IntentsHost(name: "Waits") { ProgressThenWaitIntent.self }))
    let body = JSONValue.object([
      "jsonrpc": "2.0", "id": 1, "method": "tools/call",
      "params": [
        "name": "ProgressThenWaitIntent", "arguments": ["tag": .string(watch.name)],
        "_meta": [
          "progressToken": "wait", "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": [:],
        ],
      ],
    ])
    let text = String(decoding: body.jsonBytes, as: UTF8.self)
    do {
      let socket = try RawSocket(port: server.port)
      await socket.send(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\n"
          + "Mcp-Method: tools/call\r\nMcp-Name: ProgressThenWaitIntent\r\n"
          + "Content-Length: \(text.utf8.count)\r\n\r\n\(text)")
      await watch.watch.arrived()
      await socket.send("")
    }
    await watch.watch.cancelled()
    try await server.stop()
  }
  #endif
}

/// Reports half its progress, then waits until it is cancelled.
struct ProgressThenWaitIntent: ProgressReportingIntent, CancellableIntent {
  static let title: LocalizedStringResource = "Progress Then Wait"

  @Parameter(title: "Tag") var tag: String

  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<String> {
    let watch = CancellationWatch.named(tag)
    progress.totalUnitCount = 2
    progress.completedUnitCount = 1
    try await withIntentCancellationHandler {
      watch?.arrive()
      try await Task.sleep(for: .seconds(300))
    } onCancel: { _ in
      watch?.cancel()
    }
    return .result(value: tag)
  }
}
