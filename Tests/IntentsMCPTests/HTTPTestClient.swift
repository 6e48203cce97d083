import Foundation
import IntentsMCP
import Logging
import MCP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A Streamable HTTP client transport for the SDK's `Client` that reads event-stream
/// responses on Linux too (the SDK's `HTTPClientTransport` passes them on unparsed there).
actor EventStreamClientTransport: Transport {
  nonisolated let logger = Logger(label: "test.http") { _ in SwiftLogNoOpLogHandler() }
  let endpoint: URL
  let token: String?
  private(set) var sessionID: String?
  private let session = HTTPExchange.session
  private let messages: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation

  init(port: Int, token: String? = nil) {
    endpoint = URL(string: "http://127.0.0.1:\(port)/mcp")!
    self.token = token
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {}

  func disconnect() async { continuation.finish() }

  func receive() -> AsyncThrowingStream<Data, any Error> { messages }

  func send(_ data: Data) async throws {
    let (body, response) = try await HTTPExchange.post(
      data, to: endpoint, session: sessionID, token: token, using: session)
    if let id = response.value(forHTTPHeaderField: "Mcp-Session-Id") { sessionID = id }
    guard (200..<300).contains(response.statusCode) else {
      throw MCPError.internalError(
        "HTTP \(response.statusCode): \(String(decoding: body, as: UTF8.self))")
    }
    for message in HTTPExchange.messages(in: body, response: response) {
      continuation.yield(message)
    }
  }
}

/// Raw requests to an MCP endpoint.
enum HTTPExchange {
  /// The session every raw request of these tests uses. Its bound is not a speed check: the
  /// whole suite runs at once on a loaded two-core machine, where `URLSession.shared`'s 60
  /// seconds were seen to run out (NSURLErrorTimedOut) before a loaded server answered.
  static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 300
    return URLSession(configuration: configuration)
  }()

  /// POSTs a JSON-RPC message the way MCP clients do.
  static func post(
    _ body: Data, to endpoint: URL, session: String? = nil, token: String? = nil,
    headers: [String: String] = [:], using urlSession: URLSession = HTTPExchange.session
  ) async throws -> (Data, HTTPURLResponse) {
    var request = URLRequest(url: endpoint)
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json, text/event-stream", forHTTPHeaderField: "Accept")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    if let session { request.setValue(session, forHTTPHeaderField: "Mcp-Session-Id") }
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let (data, response) = try await urlSession.data(for: request)
    return (data, response as! HTTPURLResponse)
  }

  /// The JSON-RPC messages of a response: the `data:` of each event of an event stream, or
  /// the JSON body.
  static func messages(in body: Data, response: HTTPURLResponse) -> [Data] {
    let type = response.value(forHTTPHeaderField: "Content-Type") ?? ""
    guard type.contains("text/event-stream") else { return body.isEmpty ? [] : [body] }
    let events = String(decoding: body, as: UTF8.self).components(separatedBy: "\n\n")
    return events.compactMap { event in
      let data = event.split(separator: "\n").filter { $0.hasPrefix("data:") }
        .map { $0.dropFirst(5).drop { $0 == " " } }.joined(separator: "\n")
      return data.isEmpty ? nil : Data(data.utf8)
    }
  }

  /// An `initialize` request.
  static let initialize = Data(
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#
      .utf8)
}
