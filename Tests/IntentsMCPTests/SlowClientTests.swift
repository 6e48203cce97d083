#if os(Linux)
import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsHTTP
import IntentsMCP
import IntentsWire
import Testing

/// Both servers — the REST API and MCP's Streamable HTTP — close the connections of clients
/// that send a request's head too slowly or sit idle, so that many such clients (slowloris)
/// cannot hold them open, and still serve everyone else. The limits here are short; the waits
/// for the server to close are minutes long, a bound rather than a measure of speed. One test
/// at a time: each starts servers of its own.
@Suite(.serialized) struct SlowClientTests {
  /// A server of either kind, running on a free port with short limits.
  enum Kind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case rest, mcp
    var testDescription: String { rawValue }

    /// A JSON-RPC `ping`.
    static let ping = #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#

    /// A request this server answers `200`, keeping the connection open.
    var request: String {
      switch self {
      case .rest: "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n"
      case .mcp:
        "POST /mcp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
          + "Accept: application/json\r\nContent-Length: \(Self.ping.utf8.count)\r\n\r\n"
          + Self.ping
      }
    }
  }

  /// A running server, and the task running it.
  struct Running {
    let port: Int
    let task: Task<Void, any Error>

    init(
      _ kind: Kind, headTimeout: Duration = .seconds(60), idleTimeout: Duration = .seconds(60)
    )
      async throws
    {
      try await self.init(
        kind,
        configuration: IntentsHTTPConfiguration(
          port: 0, requestHeadTimeout: headTimeout, idleTimeout: idleTimeout))
    }

    /// A server of this kind and configuration, on a free port.
    init(_ kind: Kind, configuration: IntentsHTTPConfiguration) async throws {
      var configuration = configuration
      configuration.port = 0
      let (ports, listening) = AsyncStream<Int>.makeStream()
      let host = makeHost()
      task = Task {
        defer { listening.finish() }
        switch kind {
        case .rest:
          try await IntentsHTTPServer(host: host, configuration: configuration).run {
            listening.yield($0)
          }
        case .mcp:
          try await IntentsMCPServer(host: host).runHTTP(configuration: configuration) {
            listening.yield($0)
          }
        }
      }
      port = try #require(await ports.first { _ in true }, "the server did not start")
    }

    func stop() async {
      task.cancel()
      _ = await task.result
    }
  }

  @Test(arguments: Kind.allCases)
  func halfARequestHeadIsAnsweredWithATimeoutAndClosed(_ kind: Kind) async throws {
    let server = try await Running(kind, headTimeout: .milliseconds(300))
    let socket = try RawSocket(port: server.port)
    await socket.send("GET /health HTTP/1.1\r\nHost: loc")
    let ending = await socket.readUntilClosed()
    #expect(ending.closedByServer, "\(ending.text)")
    #expect(ending.text.hasPrefix("HTTP/1.1 408"), "\(ending.text)")
    try Self.expectJSONError(ending.text, kind: kind)
    await server.stop()
  }

  /// A byte every 50 ms never completes a head of 300 bytes before the 300 ms deadline: the
  /// server stops it, where it used to wait for every byte.
  @Test(arguments: Kind.allCases)
  func aHeadSentAByteAtATimeIsCutOff(_ kind: Kind) async throws {
    let server = try await Running(kind, headTimeout: .milliseconds(300))
    let socket = try RawSocket(port: server.port)
    let head =
      "GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + String(repeating: "s", count: 250)
      + "\r\n\r\n"
    let sentAll = await socket.dribble(head, pause: .milliseconds(50))
    let ending = await socket.readUntilClosed()
    #expect(!sentAll, "the server read the whole head: \(ending.text)")
    #expect(ending.closedByServer)
    #expect(ending.text.hasPrefix("HTTP/1.1 408"), "\(ending.text)")
    await server.stop()
  }

  /// A kept-alive connection is answered, then closed once idle. (Its request is sent at once
  /// after connecting, but a loaded machine may take longer than the limit to send it: the
  /// connection is then closed before the request, which is idleness too.)
  @Test(arguments: Kind.allCases)
  func anIdleKeptAliveConnectionIsClosed(_ kind: Kind) async throws {
    let server = try await Running(kind, idleTimeout: .seconds(2))
    let socket = try RawSocket(port: server.port)
    await socket.send(kind.request)
    let ending = await socket.readUntilClosed()
    #expect(ending.closedByServer)
    let responses = ending.text.components(separatedBy: "HTTP/1.1 ").dropFirst()
    #expect(responses.count <= 1, "\(ending.text)")
    #expect(responses.allSatisfy { $0.hasPrefix("200 ") }, "\(ending.text)")
    await server.stop()
  }

  @Test(arguments: Kind.allCases)
  func aConnectionThatSendsNothingIsClosed(_ kind: Kind) async throws {
    let server = try await Running(kind, idleTimeout: .milliseconds(300))
    let socket = try RawSocket(port: server.port)
    let ending = await socket.readUntilClosed()
    #expect(ending.closedByServer)
    await server.stop()
  }

  /// Requests sent whole are answered as always, one after another on a kept-alive connection,
  /// however short the limit on a head.
  @Test(arguments: Kind.allCases)
  func promptRequestsAreAnswered(_ kind: Kind) async throws {
    // Idle connections are kept for an hour: a loaded machine may pause the test between two
    // requests for longer than a short idle limit.
    let server = try await Running(
      kind, headTimeout: .milliseconds(300), idleTimeout: .seconds(3600))
    let socket = try RawSocket(port: server.port)
    for _ in 0..<3 {
      await socket.send(kind.request)
      let response = try await socket.readResponse()
      #expect(response.hasPrefix("HTTP/1.1 200"), "\(response)")
    }
    await server.stop()
  }

  @Test func timeoutsMustBeMoreThanZero() async throws {
    for configuration in [
      IntentsHTTPConfiguration(port: 0, requestHeadTimeout: .zero),
      IntentsHTTPConfiguration(port: 0, idleTimeout: .seconds(-1)),
    ] {
      await #expect(throws: IntentsError.self) {
        try await IntentsHTTPServer(host: makeHost(), configuration: configuration).run()
      }
      await #expect(throws: IntentsError.self) {
        try await IntentsMCPServer(host: makeHost()).runHTTP(configuration: configuration)
      }
    }
  }

  /// The body of an error answered below the router is each server's JSON error: the REST
  /// API's `{"error": {"code", "message"}}`, MCP's JSON-RPC error with `id` `null`.
  static func expectJSONError(_ response: String, kind: Kind) throws {
    let body = try #require(response.range(of: "\r\n\r\n")).upperBound
    let json = try JSONBodyParser.parse(Array(response[body...].utf8))
    switch kind {
    case .rest:
      #expect(json.objectValue?["error"]?.objectValue?["code"]?.stringValue != nil, "\(json)")
    case .mcp:
      #expect(json.objectValue?["id"] == .null, "\(json)")
      #expect(json.objectValue?["error"]?.objectValue?["code"] == -32600, "\(json)")
    }
  }
}
#endif
