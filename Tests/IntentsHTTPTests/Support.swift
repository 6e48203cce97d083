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
  let base: any TestClientProtocol
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
    let response = try await base.executeRequest(
      uri: uri, method: method, headers: headers, body: buffer)
    let text = String(buffer: response.body)
    return HTTPResult(
      status: response.status, headers: response.headers, text: text,
      json: try? JSONValue(parsing: text))
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

/// Serves a host of the test's own.
func withServer<Value: Sendable>(
  _ transport: Transport, host: IntentsHost, configuration: IntentsHTTPConfiguration = .init(),
  _ test: @escaping @Sendable (APIClient, IntentsHost) async throws -> Value
) async throws -> Value {
  let server = IntentsHTTPServer(host: host, configuration: configuration)
  let application = try await server.makeApplication()
  return try await application.test(transport.setup) { client in
    try await test(APIClient(base: client, token: configuration.bearerToken), host)
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
