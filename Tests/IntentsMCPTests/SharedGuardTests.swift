#if os(Linux)
import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsHTTP
import IntentsMCP
import IntentsWire
import Testing

/// Both servers — the REST API and MCP's Streamable HTTP — guard requests with the same code,
/// in the same order: the same request, wrong in several ways, gets the same first refusal from
/// each — status, message, `WWW-Authenticate` — whatever path it asks for, routed or not. Each
/// server writes it its own way: `{"error": {"code", "message"}}`, or a JSON-RPC error.
@Suite(.serialized) struct SharedGuardTests {
  /// Both servers of the fixture host, on the loopback address with a token.
  static let configuration = IntentsHTTPConfiguration(bearerToken: "s3cret")

  /// A request as sent on the wire, and the refusal both servers answer it with.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    /// The request line and headers, without `Connection` and the blank line.
    let head: String
    let status: Int
    let code: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "another host, another origin, no token",
      head: "POST /references/home HTTP/1.1\r\nHost: evil.example\r\n"
        + "Origin: https://evil.example\r\nContent-Length: 0",
      status: 403, code: "forbiddenHost"),
    Case(
      name: "another origin, no token, a body over every limit",
      head: "POST /mcp HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\n"
        + "Content-Length: 100000000",
      status: 403, code: "forbiddenOrigin"),
    Case(
      name: "no token, a body over every limit",
      head: "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000000",
      status: 401, code: "unauthorized"),
    Case(
      name: "a wrong token, on a path neither server serves",
      head: "GET /nowhere HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer guess",
      status: 401, code: "unauthorized"),
    Case(
      name: "a token in another scheme",
      head: "DELETE /references/home HTTP/1.1\r\nHost: localhost\r\nAuthorization: Basic s3cret",
      status: 401, code: "unauthorized"),
  ]

  /// One server's answer: its status, headers (lowercased names) and error message.
  struct Answer: Equatable {
    let status: Int
    let wwwAuthenticate: String?
    let message: String?
  }

  /// The answer of a server of this kind to a request.
  static func answer(_ kind: SlowClientTests.Kind, port: Int, head: String) async throws -> Answer {
    let socket = try RawSocket(port: port)
    await socket.send(head + "\r\nConnection: close\r\n\r\n")
    let text = await socket.readUntilClosed().text
    let status = Int(text.dropFirst("HTTP/1.1 ".count).prefix(3)) ?? 0
    let end = try #require(text.range(of: "\r\n\r\n"), "\(text)")
    let headers = text[..<end.lowerBound].split(separator: "\r\n").dropFirst()
    let challenge = headers.first { $0.lowercased().hasPrefix("www-authenticate:") }
      .map { $0.dropFirst("www-authenticate:".count).trimmingCharacters(in: .whitespaces) }
    let json = try JSONBodyParser.parse(Array(text[end.upperBound...].utf8))
    let error = json.objectValue?["error"]?.objectValue
    var message = error?["message"]?.stringValue
    switch kind {
    case .rest: break
    case .mcp:
      #expect(json.objectValue?["id"] == .null, "\(json)")
      #expect(error?["code"] == -32600, "\(json)")
      // A JSON-RPC error's message names its kind first.
      #expect(message?.hasPrefix("Invalid Request: ") == true, "\(json)")
      message = message.map { String($0.dropFirst("Invalid Request: ".count)) }
    }
    return Answer(status: status, wwwAuthenticate: challenge, message: message)
  }

  @Test(arguments: cases)
  func bothServersRefuseARequestWithItsFirstFailedGuard(_ refused: Case) async throws {
    let rest = try await SlowClientTests.Running(.rest, configuration: Self.configuration)
    let mcp = try await SlowClientTests.Running(.mcp, configuration: Self.configuration)
    let restAnswer = try await Self.answer(.rest, port: rest.port, head: refused.head)
    let mcpAnswer = try await Self.answer(.mcp, port: mcp.port, head: refused.head)
    #expect(restAnswer.status == refused.status)
    #expect(mcpAnswer == restAnswer)
    #expect(restAnswer.wwwAuthenticate == (refused.status == 401 ? "Bearer" : nil))
    // The REST API's body names the code too.
    let socket = try RawSocket(port: rest.port)
    await socket.send(refused.head + "\r\nConnection: close\r\n\r\n")
    #expect(await socket.readUntilClosed().text.contains("\"code\":\"\(refused.code)\""))
    await rest.stop()
    await mcp.stop()
  }

  /// A body declared over the limit is refused before it is read, by both servers with the
  /// same words; each names its own limit — MCP's has room for a file in base64.
  @Test func bothServersRefuseADeclaredBodyOverTheirLimitAlike() async throws {
    let rest = try await SlowClientTests.Running(.rest, configuration: Self.configuration)
    let mcp = try await SlowClientTests.Running(.mcp, configuration: Self.configuration)
    let head =
      "POST /mcp HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer s3cret\r\n"
      + "Content-Type: application/json\r\nContent-Length: 100000000"
    let json = Self.configuration.maximumBodyBytes
    let file = IntentsHost.maximumTransferBytes
    for (kind, port, limit) in [
      (SlowClientTests.Kind.rest, rest.port, json + file),
      (.mcp, mcp.port, json + (file + 2) / 3 * 4),
    ] {
      let answer = try await Self.answer(kind, port: port, head: head)
      #expect(answer.status == 413, "\(kind)")
      #expect(
        answer.message
          == "The request body is larger than the limit of \(limit) bytes; nothing was done.",
        "\(kind)")
    }
    await rest.stop()
    await mcp.stop()
  }

  /// A malformed `Intents-Client` header gets the same words from both servers.
  @Test func bothServersRefuseAMalformedClientHeaderAlike() async throws {
    let rest = try await SlowClientTests.Running(.rest, configuration: Self.configuration)
    let mcp = try await SlowClientTests.Running(.mcp, configuration: Self.configuration)
    let headers =
      "Host: localhost\r\nAuthorization: Bearer s3cret\r\nIntents-Client: a\r\n"
      + "Intents-Client: b\r\nContent-Length: 0"
    let restAnswer = try await Self.answer(
      .rest, port: rest.port, head: "GET /context HTTP/1.1\r\n" + headers)
    let mcpAnswer = try await Self.answer(
      .mcp, port: mcp.port, head: "POST /mcp HTTP/1.1\r\n" + headers)
    #expect(restAnswer.status == 400)
    #expect(mcpAnswer == restAnswer)
    #expect(restAnswer.message?.hasPrefix("The Intents-Client header names one client") == true)
    await rest.stop()
    await mcp.stop()
  }
}
#endif
