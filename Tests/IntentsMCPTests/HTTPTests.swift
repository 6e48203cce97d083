import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
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

  @Test func servesSeveralClientsAtOnceWithoutSessions() async throws {
    let server = try await Running()
    async let first = Self.titleOfTrail("3", port: server.port)
    async let second = Self.titleOfTrail("5", port: server.port)
    let titles = try await [first, second]
    #expect(titles.map(\.title) == ["Matterhorn Glacier Trail", "Säntis Ridge"])
    #expect(titles.allSatisfy { $0.session == nil })
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

  /// A client that initialized with one host goes on with another, as behind a load balancer:
  /// no host keeps anything of the client's.
  @Test func aSecondHostServesAClientTheFirstInitialized() async throws {
    let first = try await Running()
    let second = try await Running()
    let (initialized, response) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: first.endpoint)
    #expect(response.statusCode == 200, "\(String(decoding: initialized, as: UTF8.self))")
    #expect(response.value(forHTTPHeaderField: "Mcp-Session-Id") == nil)
    let call = Data(
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_TrailEntity","arguments":{"id":"3"}}}"#
        .utf8)
    let (body, answered) = try await HTTPExchange.post(call, to: second.endpoint)
    #expect(answered.statusCode == 200)
    let message = try #require(HTTPExchange.messages(in: body, response: answered).first)
    let answer = try JSONDecoder().decode(Value.self, from: message)
    #expect(answer["result", "isError"] == false, "\(String(decoding: body, as: UTF8.self))")
    try await first.stop()
    try await second.stop()
  }

  /// Before, 512 initialize requests without a token filled the session table and every later
  /// client was refused; a stateless server has nothing to fill.
  @Test func manyInitializeRequestsExhaustNothing() async throws {
    let server = try await Running()
    for _ in 0..<520 {
      let (_, response) = try await HTTPExchange.post(HTTPExchange.initialize, to: server.endpoint)
      #expect(response.statusCode == 200)
    }
    let (client, _) = try await Self.client(server.port)
    #expect(try await client.call("search_TrailEntity", ["query": "loop"]).entityIDs == ["6"])
    try await server.stop()
  }

  @Test func aBearerTokenIsRequiredWhenSet() async throws {
    let server = try await Running(token: "s3cret")
    let (body, refused) = try await HTTPExchange.post(HTTPExchange.initialize, to: server.endpoint)
    #expect(refused.statusCode == 401)
    #expect(refused.value(forHTTPHeaderField: "WWW-Authenticate") == "Bearer")
    #expect(
      String(decoding: body, as: UTF8.self).contains(
        "needs the header ‘Authorization: Bearer <token>’"))
    let (_, wrong) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: server.endpoint, token: "guess")
    #expect(wrong.statusCode == 401)

    let (client, _) = try await Self.client(server.port, token: "s3cret")
    let result = try await client.call("search_TrailEntity", ["query": "loop"])
    #expect(result.entityIDs == ["6"])
    try await server.stop()
  }

  @Test func badRequestsAreRefusedBeforeAnyWork() async throws {
    let server = try await Running()
    // Over 1 MiB and a file's base64 (16 MiB of file), the most a call may carry.
    let big = Data(repeating: UInt8(ascii: " "), count: 23 * 1024 * 1024)
    let (_, tooLarge) = try await HTTPExchange.post(big, to: server.endpoint)
    #expect(tooLarge.statusCode == 413)

    let (_, foreign) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: server.endpoint, headers: ["Origin": "https://evil.example"])
    #expect(foreign.statusCode == 403)

    // DNS rebinding: a page whose domain now points at 127.0.0.1 sends its own name as Host.
    let (rebound, refused) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: server.endpoint, headers: ["Host": "evil.example:\(server.port)"]
    )
    #expect(refused.statusCode == 403, "\(String(decoding: rebound, as: UTF8.self))")

    var get = URLRequest(url: server.endpoint)
    get.httpMethod = "GET"
    let (_, streamless) = try await HTTPExchange.session.data(for: get)
    #expect((streamless as? HTTPURLResponse)?.statusCode == 405)
    #expect((streamless as? HTTPURLResponse)?.value(forHTTPHeaderField: "Allow") == "OPTIONS, POST")

    // A browser's preflight, forwarded by a proxy that adds CORS headers, needs a 2xx.
    var preflight = URLRequest(url: server.endpoint)
    preflight.httpMethod = "OPTIONS"
    preflight.setValue("POST", forHTTPHeaderField: "Access-Control-Request-Method")
    let (_, options) = try await HTTPExchange.session.data(for: preflight)
    #expect((options as? HTTPURLResponse)?.statusCode == 204)
    #expect((options as? HTTPURLResponse)?.value(forHTTPHeaderField: "Allow") == "OPTIONS, POST")

    var query = URLRequest(url: server.endpoint)
    query.httpMethod = "QUERY"
    let (_, queried) = try await HTTPExchange.session.data(for: query)
    #expect((queried as? HTTPURLResponse)?.statusCode == 405)

    let (events, initialized) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: server.endpoint)
    #expect(initialized.statusCode == 200)
    let messages = HTTPExchange.messages(in: events, response: initialized)
    let answer = try JSONDecoder().decode(Value.self, from: try #require(messages.first))
    #expect(answer["result", "serverInfo", "name"] == "Trails")
    try await server.stop()
  }
}
