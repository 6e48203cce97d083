import AppIntentsTesting
import IntentsWire
import Foundation
import IntentsFixtures
import IntentsMCP
import MCP
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Serving over Streamable HTTP: concurrent clients with sessions of their own, bearer tokens,
/// body limits and shutting down when cancelled.
@Suite struct HTTPTests {
  /// A running server on a free port, and the task running it.
  struct Running {
    let port: Int
    let task: Task<Void, any Error>
    var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/mcp")! }

    init(token: String? = nil) async throws {
      let (ports, listening) = AsyncStream<Int>.makeStream()
      let server = IntentsMCPServer(host: makeHost())
      task = Task {
        defer { listening.finish() }
        try await server.runHTTP(port: 0, bearerToken: token) { listening.yield($0) }
      }
      port = try #require(await ports.first { _ in true }, "the server did not start")
    }

    /// Cancels the server and waits until it has shut down.
    func stop() async throws {
      task.cancel()
      try await task.value
    }
  }

  /// A connected SDK client and its transport.
  static func client(
    _ port: Int, token: String? = nil
  ) async throws
    -> (Client, EventStreamClientTransport)
  {
    let transport = EventStreamClientTransport(port: port, token: token)
    let client = Client(name: "http-test", version: "1.0")
    try await client.connect(transport: transport)
    return (client, transport)
  }

  @Test func servesSeveralClientsAtOnceEachInItsOwnSession() async throws {
    let server = try await Running()
    async let first = Self.titleOfTrail("3", port: server.port)
    async let second = Self.titleOfTrail("5", port: server.port)
    let titles = try await [first, second]
    #expect(titles.map(\.title) == ["Matterhorn Glacier Trail", "Säntis Ridge"])
    #expect(titles[0].session != titles[1].session)
    try await server.stop()
  }

  static func titleOfTrail(
    _ id: String, port: Int
  ) async throws -> (title: String?, session: String?) {
    let (client, transport) = try await client(port)
    let tools = try await client.listTools().tools
    #expect(tools.contains { $0.name == "find_TrailEntity" })
    let result = try await client.call("get_TrailEntity", ["id": .string(id)])
    let session = await transport.sessionID
    return (result["entities"]?.arrayValue?.first?["title"]?.stringValue, session)
  }

  @Test func endingASessionRemovesIt() async throws {
    let server = try await Running()
    let (client, transport) = try await Self.client(server.port)
    _ = try await client.listResourceTemplates()
    let session = try #require(await transport.sessionID)
    #expect(try await transport.endSession() == 200)
    let ping = Data(#"{"jsonrpc":"2.0","id":9,"method":"ping"}"#.utf8)
    let (_, response) = try await HTTPExchange.post(ping, to: server.endpoint, session: session)
    #expect(response.statusCode == 404)
    try await server.stop()
  }

  @Test func aBearerTokenIsRequiredWhenSet() async throws {
    let server = try await Running(token: "s3cret")
    let (body, refused) = try await HTTPExchange.post(HTTPExchange.initialize, to: server.endpoint)
    #expect(refused.statusCode == 401)
    #expect(refused.value(forHTTPHeaderField: "WWW-Authenticate")?.hasPrefix("Bearer") == true)
    #expect(String(decoding: body, as: UTF8.self).contains("bearer token"))
    let (_, wrong) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: server.endpoint, token: "guess")
    #expect(wrong.statusCode == 401)

    let (client, _) = try await Self.client(server.port, token: "s3cret")
    let result = try await client.call("search_TrailEntity", ["query": "loop"])
    #expect(result.entityIDs == ["6"])
    try await server.stop()
  }

  @Test func badRequestsAreRefusedBeforeAnySession() async throws {
    let server = try await Running()
    let big = Data(repeating: UInt8(ascii: " "), count: 2 * 1024 * 1024)
    let (_, tooLarge) = try await HTTPExchange.post(big, to: server.endpoint)
    #expect(tooLarge.statusCode == 413)

    let ping = Data(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8)
    let (_, noSession) = try await HTTPExchange.post(ping, to: server.endpoint)
    #expect(noSession.statusCode == 400)

    let (_, foreign) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: server.endpoint, headers: ["Origin": "https://evil.example"])
    #expect(foreign.statusCode == 403)

    let (events, initialized) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: server.endpoint)
    #expect(initialized.statusCode == 200)
    #expect(initialized.value(forHTTPHeaderField: "Mcp-Session-Id") != nil)
    let messages = HTTPExchange.messages(in: events, response: initialized)
    let answer = try JSONDecoder().decode(Value.self, from: try #require(messages.first))
    #expect(answer["result", "serverInfo", "name"] == "Trails")
    try await server.stop()
  }
}
