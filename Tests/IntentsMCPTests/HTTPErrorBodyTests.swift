#if os(Linux)
import AppIntentsTesting
import Foundation
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import Testing

/// Every error the Streamable HTTP server answers has a JSON-RPC error body, whether the
/// endpoint refused the request, the router found no endpoint, or the HTTP parser below them
/// refused it — never an empty body.
@Suite struct HTTPErrorBodyTests {
  static let host = "Host: localhost\r\nConnection: close\r\n"
  static let json = "Content-Type: application/json\r\nAccept: application/json\r\n"

  /// A request as sent on the wire, and the status it gets.
  static let cases: [(name: String, request: String, status: Int)] = [
    ("a request line that is not HTTP", "GARBAGE\r\n\r\n", 400),
    ("a header without a colon", "POST /mcp HTTP/1.1\r\nHost localhost\r\n\r\n", 400),
    (
      "headers over the limit",
      "POST /mcp HTTP/1.1\r\n\(host)X-Big: \(String(repeating: "b", count: 100 * 1024))\r\n\r\n",
      431
    ),
    (
      "a malformed chunk",
      "POST /mcp HTTP/1.1\r\n\(host)\(json)Transfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n", 400
    ),
    ("a path other than /mcp", "GET /nowhere HTTP/1.1\r\n\(host)\r\n", 404),
    ("a method other than POST", "PUT /mcp HTTP/1.1\r\n\(host)Content-Length: 0\r\n\r\n", 405),
    (
      "an empty body", "POST /mcp HTTP/1.1\r\n\(host)\(json)Content-Length: 0\r\n\r\n", 400
    ),
  ]

  @Test func everyErrorHasAJSONRPCBody() async throws {
    let server = try await SlowClientTests.Running(.mcp)
    for (name, request, status) in Self.cases {
      let socket = try RawSocket(port: server.port)
      await socket.send(request)
      let ending = await socket.readUntilClosed()
      #expect(ending.text.hasPrefix("HTTP/1.1 \(status) "), "\(name): \(ending.text)")
      let body = try #require(ending.text.range(of: "\r\n\r\n"), "\(name)").upperBound
      let answer = try JSONBodyParser.parse(Array(ending.text[body...].utf8))
      #expect(answer.objectValue?["jsonrpc"] == "2.0", "\(name): \(answer)")
      #expect(answer.objectValue?["id"] == .null, "\(name): \(answer)")
      #expect(answer.objectValue?["error"]?.objectValue?["message"] != nil, "\(name): \(answer)")
    }
    await server.stop()
  }
}
#endif
