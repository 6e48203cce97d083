import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// MCP 2026-07-28's `Mcp-Param-*` headers: the arguments a server marks with `x-mcp-header`
/// are repeated by clients in headers for routing, and the server refuses a call whose headers
/// disagree with its body — by the revision's rules for encoding, case and absence.
@Suite struct ParameterHeaderTests {
  typealias Running = StatelessRevisionTests.Running

  static func server() throws -> IntentsMCPServer {
    IntentsMCPServer(
      host: makeHost(),
      parameterHeaders: [
        try MCPParameterHeader(tool: "PlanHikeIntent", argument: "days", header: "Days"),
        try MCPParameterHeader(tool: "PlanHikeIntent", argument: "note", header: "Note"),
      ])
  }

  static func plan(days: JSONValue? = 3, note: JSONValue? = nil) -> [String: JSONValue] {
    var arguments: [String: JSONValue] = ["trail": ["id": "3"]]
    arguments["days"] = days
    arguments["note"] = note
    return ["name": "PlanHikeIntent", "arguments": .object(arguments)]
  }

  static func base64(_ text: String) -> String {
    "=?base64?" + Data(text.utf8).base64EncodedString() + "?="
  }

  static func dialog(_ answer: (json: JSONValue, status: Int)) -> String? {
    answer.json.objectValue?["result"]?.objectValue?["structuredContent"]?.objectValue?["result"]?
      .objectValue?["dialog"]?.stringValue
  }

  static func mismatch(_ answer: (json: JSONValue, status: Int)) -> String? {
    guard answer.status == 400,
      let error = answer.json.objectValue?["error"]?.objectValue, error["code"] == -32020
    else { return nil }
    return error["message"]?.stringValue
  }

  @Test func theMarkedArgumentsAreAdvertisedWithXMCPHeader() async throws {
    let server = try await Running(try Self.server())
    let tools = try await server.call("tools/list").json.objectValue?["result"]?.objectValue?[
      "tools"]?.arrayValue
    let plan = try #require(tools?.first { $0.objectValue?["name"] == "PlanHikeIntent" })
    let properties = plan.objectValue?["inputSchema"]?.objectValue?["properties"]?.objectValue
    #expect(properties?["days"]?.objectValue?["x-mcp-header"] == "Days")
    #expect(properties?["note"]?.objectValue?["x-mcp-header"] == "Note")
    #expect(properties?["trail"]?.objectValue?["x-mcp-header"] == nil)
    // Other tools carry no mark.
    let get = try #require(tools?.first { $0.objectValue?["name"] == "get_TrailEntity" })
    #expect(!get.description.contains("x-mcp-header"))
    try await server.stop()
  }

  @Test func headersThatAgreeWithTheArgumentsAreAccepted() async throws {
    let server = try await Running(try Self.server())
    let plain = try await server.call(
      "tools/call", Self.plan(note: "bring water"),
      headers: ["Mcp-Param-Days": "3", "Mcp-Param-Note": "bring water"])
    #expect(plain.status == 200)
    #expect(Self.dialog(plain)?.hasPrefix("3 day(s) on Matterhorn Glacier Trail") == true)

    // Header names compare without case; an integer compares by value; text that is not plain
    // ASCII, or has spaces at an end, travels in base64.
    let encoded = try await server.call(
      "tools/call", Self.plan(note: " Grüezi "),
      headers: ["mcp-param-days": "3.0", "MCP-PARAM-NOTE": Self.base64(" Grüezi ")])
    #expect(encoded.status == 200)
    #expect(Self.dialog(encoded)?.hasSuffix("( Grüezi )") == true)

    // An argument left out (or null) has no header; a header no mark names is ignored.
    let absent = try await server.call(
      "tools/call", Self.plan(days: nil, note: JSONValue.null), headers: ["Mcp-Param-Other": "x"])
    #expect(absent.status == 200, "\(absent.json)")
    #expect(Self.dialog(absent)?.hasPrefix("1 day(s)") == true)

    // A long value is fine, as long as the request's head fits the server's limit.
    // (A value with a space at an end would travel in base64: HTTP trims it.)
    let long = String(repeating: "bring water, ", count: 400) + "and a map"
    let longAnswer = try await server.call(
      "tools/call", Self.plan(note: .string(long)),
      headers: ["Mcp-Param-Days": "3", "Mcp-Param-Note": long])
    #expect(longAnswer.status == 200, "\(longAnswer.json)")
    try await server.stop()
  }

  @Test func aHeaderThatDisagreesIsAHeaderMismatch() async throws {
    let server = try await Running(try Self.server())
    let other = try await server.call(
      "tools/call", Self.plan(), headers: ["Mcp-Param-Days": "4"])
    #expect(Self.mismatch(other)?.contains("Mcp-Param-Days says ‘4’") == true)
    #expect(other.json.objectValue?["id"] == 1)

    let fraction = try await server.call(
      "tools/call", Self.plan(), headers: ["Mcp-Param-Days": "3.5"])
    #expect(Self.mismatch(fraction) != nil)

    let caseDiffers = try await server.call(
      "tools/call", Self.plan(note: "Water"),
      headers: ["Mcp-Param-Days": "3", "Mcp-Param-Note": "water"])
    #expect(Self.mismatch(caseDiffers) != nil)

    // The header without the argument, and the argument without the header.
    let noArgument = try await server.call(
      "tools/call", Self.plan(), headers: ["Mcp-Param-Days": "3", "Mcp-Param-Note": "water"])
    #expect(Self.mismatch(noArgument)?.contains("has no ‘note’ argument") == true)
    let noHeader = try await server.call("tools/call", Self.plan())
    #expect(Self.mismatch(noHeader)?.contains("without the Mcp-Param-Days header") == true)

    // Nothing ran: the refusal comes before the call.
    #expect(noHeader.json.objectValue?["result"] == nil)
    try await server.stop()
  }

  @Test func aMalformedEncodingIsAHeaderMismatch() async throws {
    let server = try await Running(try Self.server())
    for malformed in ["=?base64?not base64!?=", "=?base64?d2F0ZXI?=", "=?base64?//79?="] {
      let answer = try await server.call(
        "tools/call", Self.plan(note: "water"),
        headers: ["Mcp-Param-Days": "3", "Mcp-Param-Note": malformed])
      #expect(Self.mismatch(answer)?.contains("not valid =?base64?") == true, "\(malformed)")
    }
    // The sentinel's markers are lowercase: another case is plain text, and disagrees.
    let upper = try await server.call(
      "tools/call", Self.plan(note: "water"),
      headers: ["Mcp-Param-Days": "3", "Mcp-Param-Note": "=?BASE64?d2F0ZXI=?="])
    #expect(Self.mismatch(upper)?.contains("says") == true)
    try await server.stop()
  }

  #if os(Linux)
  /// What an HTTP client library will not send: a header given twice, a value with bytes
  /// outside ASCII, and a head over the server's limit.
  @Test func duplicateUnsafeAndOversizedHeadersAreRefused() async throws {
    let server = try await Running(try Self.server())
    func send(_ extra: String) async throws -> String {
      let body = JSONValue.object([
        "jsonrpc": "2.0", "id": 7, "method": "tools/call",
        "params": .object(
          Self.plan(note: "water").merging([
            "_meta": [
              "io.modelcontextprotocol/protocolVersion": "2026-07-28",
              "io.modelcontextprotocol/clientCapabilities": [:],
            ]
          ]) { $1 }),
      ]).jsonBytes
      let socket = try RawSocket(port: server.port)
      _ = await socket.send(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\n"
          + "Mcp-Method: tools/call\r\nMcp-Name: PlanHikeIntent\r\n\(extra)"
          + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
          + String(decoding: body, as: UTF8.self))
      return await socket.readUntilClosed().text
    }
    let agreeing = try await send("Mcp-Param-Days: 3\r\nMcp-Param-Note: water\r\n")
    #expect(agreeing.hasPrefix("HTTP/1.1 200 "), "\(agreeing)")

    let twice = try await send(
      "Mcp-Param-Days: 3\r\nMcp-Param-Note: water\r\nmcp-param-days: 3\r\n")
    #expect(twice.hasPrefix("HTTP/1.1 400 "), "\(twice)")
    #expect(twice.contains("-32020") && twice.contains("more than once"), "\(twice)")

    let unsafe = try await send("Mcp-Param-Days: 3\r\nMcp-Param-Note: w\u{E4}ter\r\n")
    #expect(unsafe.hasPrefix("HTTP/1.1 400 "), "\(unsafe)")
    #expect(unsafe.contains("-32020"), "\(unsafe)")

    let huge = String(repeating: "w", count: 200_000)
    let oversized = try await send("Mcp-Param-Days: 3\r\nMcp-Param-Note: \(huge)\r\n")
    #expect(oversized.hasPrefix("HTTP/1.1 431 "), "\(oversized.prefix(300))")
    try await server.stop()
  }
  #endif

  @Test func theHandshakeRevisionsIgnoreTheMarks() async throws {
    let server = try await Running(try Self.server())
    let (_, response) = try await HTTPExchange.post(HTTPExchange.initialize, to: server.endpoint)
    #expect(response.statusCode == 200)
    let call = JSONValue.object([
      "jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": .object(Self.plan()),
    ])
    let (answer, status) = try await HTTPExchange.post(
      Data(call.jsonBytes), to: server.endpoint, headers: ["MCP-Protocol-Version": "2025-11-25"])
    #expect(status.statusCode == 200)
    #expect(String(decoding: answer, as: UTF8.self).contains("3 day(s) on Matterhorn"))
    try await server.stop()
  }

  // MARK: - Designations

  @Test func aHeaderNameMustBeAToken() {
    for name in ["", "Two Words", "Régión", "a:b"] {
      #expect(throws: IntentsError.self, "\(name)") {
        try MCPParameterHeader(tool: "PlanHikeIntent", argument: "days", header: name)
      }
    }
    #expect(
      (try? MCPParameterHeader(tool: "t", argument: "a", header: "Tenant-Id_2"))?.headerName
        == "Mcp-Param-Tenant-Id_2")
  }

  @Test(arguments: [
    ("NoSuchTool", "days", "Days", "No tool is named"),
    ("PlanHikeIntent", "weather", "Weather", "has no argument ‘weather’"),
    ("PlanHikeIntent", "companions", "Companions", "only a text, integer or Boolean"),
    ("PlanHikeIntent", "trail", "Trail", "only a text, integer or Boolean"),
  ])
  func aDesignationTheToolsCannotHonourStopsTheServer(
    tool: String, argument: String, header: String, message: String
  ) async throws {
    let server = IntentsMCPServer(
      host: makeHost(),
      parameterHeaders: [try MCPParameterHeader(tool: tool, argument: argument, header: header)])
    let error = await #expect(throws: IntentsError.self) {
      try await server.runHTTP(port: 0)
    }
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
  }

  @Test func twoHeadersOfOneToolMustDifferInMoreThanCase() async throws {
    let server = IntentsMCPServer(
      host: makeHost(),
      parameterHeaders: [
        try MCPParameterHeader(tool: "PlanHikeIntent", argument: "days", header: "Plan"),
        try MCPParameterHeader(tool: "PlanHikeIntent", argument: "note", header: "PLAN"),
      ])
    let error = await #expect(throws: IntentsError.self) {
      try await server.runHTTP(port: 0)
    }
    #expect(error?.message.contains("differ in more than case") == true, "\(error?.message ?? "")")
  }
}
