import AppIntentsTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsFixtures
import IntentsHTTP
import IntentsWire
import Testing

/// A test system serving the fixture domain, with its store registered.
func makeSystem(store: any ReferenceStore = InMemoryReferenceStore()) -> IntentsTestSystem {
  IntentsTestSystem(host: TrailsHost.make(store: store))
}

/// How a test reaches the server: straight through the router, or over a real socket.
enum Transport: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case router, live

  var setup: TestingSetup { self == .router ? .router : .live }
  var testDescription: String { rawValue }
}

/// A response, with its body parsed as JSON when it is.
struct HTTPResult: Sendable {
  let status: HTTPResponse.Status
  let headers: HTTPFields
  let text: String
  let json: JSONValue?

  /// The member at a path of object keys and array indices.
  subscript(_ path: Any...) -> JSONValue? {
    var value = json
    for step in path {
      switch step {
      case let key as String: value = value?.objectValue?[key]
      case let index as Int:
        guard let items = value?.arrayValue, items.indices.contains(index) else { return nil }
        value = items[index]
      default: return nil
      }
    }
    return value
  }

  /// The error code of an error response.
  var errorCode: String? { self["error", "code"]?.stringValue }
  /// The error message of an error response.
  var errorMessage: String { self["error", "message"]?.stringValue ?? "" }
}

/// A client of a server under test, adding the bearer token when it has one.
struct APIClient: Sendable {
  /// Sends a request: method, path and query, headers, body.
  let send:
    @Sendable (HTTPRequest.Method, String, HTTPFields, ByteBuffer?) async throws -> (
      HTTPResponse.Status, HTTPFields, ByteBuffer
    )
  /// The port of a live server; `nil` through the router.
  let port: Int?
  var token: String?

  /// Sends a request; a JSON value or text body goes with `contentType` unless `headers` has
  /// one (`nil` sends none).
  func request(
    _ method: HTTPRequest.Method, _ uri: String, json: JSONValue? = nil, body: String? = nil,
    contentType: String? = "application/json", headers: HTTPFields = [:]
  ) async throws -> HTTPResult {
    var headers = headers
    if let token, headers[.authorization] == nil { headers[.authorization] = "Bearer \(token)" }
    var buffer: ByteBuffer?
    if let json {
      buffer = ByteBuffer(string: json.description)
    } else if let body {
      buffer = ByteBuffer(string: body)
    }
    if buffer != nil, headers[.contentType] == nil, let contentType {
      headers[.contentType] = contentType
    }
    let (status, responseHeaders, responseBody) = try await send(method, uri, headers, buffer)
    let text = String(buffer: responseBody)
    return HTTPResult(
      status: status, headers: responseHeaders, text: text, json: try? JSONValue(parsing: text))
  }

  func get(_ uri: String) async throws -> HTTPResult { try await request(.get, uri) }
  func post(_ uri: String, _ json: JSONValue? = nil) async throws -> HTTPResult {
    try await request(.post, uri, json: json)
  }
  func put(_ uri: String, _ json: JSONValue) async throws -> HTTPResult {
    try await request(.put, uri, json: json)
  }
  func delete(_ uri: String) async throws -> HTTPResult { try await request(.delete, uri) }
}

/// Runs a test against a fresh server of the fixture domain.
func withServer<Value: Sendable>(
  _ transport: Transport, configuration: IntentsHTTPConfiguration = .init(),
  store: any ReferenceStore = InMemoryReferenceStore(),
  _ test: @escaping @Sendable (APIClient, IntentsHost) async throws -> Value
) async throws -> Value {
  try await withServer(
    transport, host: makeSystem(store: store).host, configuration: configuration, test)
}

/// Serves a host of the test's own: through the router, or on a free port of the loopback
/// address, as `IntentsHTTPServer.run` serves.
func withServer<Value: Sendable>(
  _ transport: Transport, host: IntentsHost, configuration: IntentsHTTPConfiguration = .init(),
  _ test: @escaping @Sendable (APIClient, IntentsHost) async throws -> Value
) async throws -> Value {
  guard transport == .live else {
    let application = try await IntentsHTTPServer(host: host, configuration: configuration)
      .makeApplication()
    return try await application.test(.router) { client in
      let send:
        @Sendable (HTTPRequest.Method, String, HTTPFields, ByteBuffer?) async throws -> (
          HTTPResponse.Status, HTTPFields, ByteBuffer
        ) = { method, uri, headers, body in
          let response = try await client.executeRequest(
            uri: uri, method: method, headers: headers, body: body)
          return (response.status, response.headers, response.body)
        }
      return try await test(
        APIClient(send: send, port: nil, token: configuration.bearerToken), host)
    }
  }
  var live = configuration
  live.port = 0
  // The testing library's live client keeps one connection and never opens another: on a
  // loaded machine a test may pause between two requests longer than the server's idle limit,
  // which would close it. (Idle connections are tested in IntentsMCPTests.SlowClientTests.)
  live.idleTimeout = .seconds(3600)
  let (ports, listening) = AsyncStream.makeStream(of: Int.self)
  let server = IntentsHTTPServer(host: host, configuration: live)
  let running = Task { try await server.run { port in listening.yield(port) } }
  var iterator = ports.makeAsyncIterator()
  guard let port = await iterator.next() else { throw CancellationError() }
  // A bound, not a speed check: the whole suite runs at once on a loaded machine, where the
  // testing library's own live client (20 s) gives up on answers that are merely slow.
  let client = TestClient(
    host: "localhost", port: port, configuration: .init(timeout: .seconds(300)))
  client.connect()
  let send:
    @Sendable (HTTPRequest.Method, String, HTTPFields, ByteBuffer?) async throws -> (
      HTTPResponse.Status, HTTPFields, ByteBuffer
    ) = { method, uri, headers, body in
      var headers = headers
      headers[.connection] = "keep-alive"
      let response = try await client.execute(
        TestClient.Request(
          uri, method: method, authority: "localhost", headers: headers, body: body))
      return (response.status, response.headers, response.body ?? ByteBuffer())
    }
  do {
    let value = try await test(
      APIClient(send: send, port: port, token: configuration.bearerToken), host)
    try await client.shutdown()
    running.cancel()
    _ = try? await running.value
    return value
  } catch {
    try? await client.shutdown()
    running.cancel()
    _ = try? await running.value
    throw error
  }
}

/// Every status must come with a JSON error body of the documented shape.
func expectError(
  _ result: HTTPResult, _ status: HTTPResponse.Status, _ code: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(result.status == status, "\(result.text)", sourceLocation: sourceLocation)
  #expect(result.errorCode == code, "\(result.text)", sourceLocation: sourceLocation)
  #expect(!result.errorMessage.isEmpty, sourceLocation: sourceLocation)
  #expect(
    result.headers[.contentType] == "application/json", sourceLocation: sourceLocation)
}
