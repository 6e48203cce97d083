#if os(Linux)
import AppIntentsTesting
import IntentsHTTP
import IntentsWire
import Testing

/// Every error the server answers has the JSON error body, whether the router refused the
/// request or the HTTP parser below it did — never an empty `400` or a connection closed
/// without a word.
@Suite struct MalformedRequestTests {
  /// A request as sent on the wire, and the status and code it gets.
  struct Case: Sendable {
    let name: String
    let request: String
    let status: Int
    let code: String
  }

  static let host = "Host: localhost\r\nConnection: close\r\n"

  static let cases: [Case] = [
    Case(
      name: "a request line that is not HTTP", request: "GARBAGE\r\n\r\n", status: 400,
      code: "invalidRequest"),
    Case(
      name: "a header without a colon",
      request: "GET /health HTTP/1.1\r\nHost localhost\r\n\r\n", status: 400,
      code: "invalidRequest"),
    Case(
      name: "a method the parser does not know",
      request: "FROB /health HTTP/1.1\r\n\(host)\r\n", status: 400, code: "invalidRequest"),
    Case(
      name: "an HTTP version that does not exist",
      request: "GET /health HTTP/7.1\r\n\(host)\r\n", status: 400, code: "invalidRequest"),
    Case(
      name: "headers over the limit",
      request: "GET /health HTTP/1.1\r\n\(host)X-Big: "
        + String(repeating: "b", count: 100 * 1024) + "\r\n\r\n",
      status: 431, code: "requestTooLarge"),
    Case(
      name: "both a length and chunks",
      request: "POST /entities/TrailEntity/find HTTP/1.1\r\n\(host)Content-Length: 2\r\n"
        + "Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
      status: 400, code: "invalidRequest"),
    Case(
      name: "a malformed chunk",
      request: "POST /entities/TrailEntity/find HTTP/1.1\r\n\(host)"
        + "Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\n{}\r\n",
      status: 400, code: "invalidRequest"),
    Case(
      name: "malformed JSON",
      request: "POST /entities/TrailEntity/find HTTP/1.1\r\n\(host)"
        + "Content-Type: application/json\r\nContent-Length: 5\r\n\r\n{nope",
      status: 400, code: "invalidRequest"),
    Case(
      name: "a malformed query string",
      request: "GET /entities/TrailEntity/search?q=%zz HTTP/1.1\r\n\(host)\r\n",
      status: 400, code: "invalidRequest"),
    Case(
      name: "an unknown route", request: "GET /nowhere HTTP/1.1\r\n\(host)\r\n", status: 404,
      code: "unknownRoute"),
    Case(
      name: "a method a path does not serve", request: "DELETE /health HTTP/1.1\r\n\(host)\r\n",
      status: 405, code: "methodNotAllowed"),
    Case(
      name: "an extension method", request: "PURGE /health HTTP/1.1\r\n\(host)\r\n",
      status: 404, code: "unknownRoute"),
    Case(
      name: "a body over the limit",
      request: "POST /entities/TrailEntity/find HTTP/1.1\r\n\(host)"
        + "Content-Type: application/json\r\nContent-Length: 99999999\r\n\r\n",
      status: 413, code: "requestTooLarge"),
    Case(
      name: "a body that is not JSON",
      request: "POST /entities/TrailEntity/find HTTP/1.1\r\n\(host)"
        + "Content-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}",
      status: 415, code: "unsupportedMediaType"),
  ]

  /// One server answers every case, one after another.
  @Test func everyErrorIsAnsweredWithTheJSONError() async throws {
    let server = IntentsHTTPServer(
      host: makeSystem().host, configuration: IntentsHTTPConfiguration(port: 0))
    let (ports, listening) = AsyncStream<Int>.makeStream()
    let serving = Task { try await server.run { listening.yield($0) } }
    let port = try #require(await ports.first { _ in true })
    for malformed in Self.cases {
      let answer = try await RawHTTP.exchange(port: port, malformed.request)
      #expect(answer.hasPrefix("HTTP/1.1 \(malformed.status) "), "\(malformed.name): \(answer)")
      let head = answer.prefix { $0 != "{" }.lowercased()
      #expect(head.contains("content-type: application/json"), "\(malformed.name): \(answer)")
      guard let body = answer.firstIndex(of: "{") else {
        Issue.record("\(malformed.name): no body: \(answer)")
        continue
      }
      let json = try JSONBodyParser.parse(Array(answer[body...].utf8))
      let error = json.objectValue?["error"]?.objectValue
      #expect(error?["code"] == .string(malformed.code), "\(malformed.name): \(json)")
      #expect(error?["message"]?.stringValue?.isEmpty == false, "\(malformed.name): \(json)")
    }
    serving.cancel()
    _ = await serving.result
  }
}
#endif
