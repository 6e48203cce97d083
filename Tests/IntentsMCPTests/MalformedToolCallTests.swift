import Foundation
import IntentsFixtures
import IntentsRuntime
import IntentsWire
import Testing

@testable import IntentsMCP

/// A `tools/call` whose parameters have the wrong shape is the caller's mistake: JSON-RPC's
/// invalid params (-32602) saying what is wrong, never an internal error (-32603), over stdio
/// and Streamable HTTP, for a query tool and a run alike.
@Suite struct MalformedToolCallTests {
  static let cases: [(params: JSONValue, saying: String)] = [
    (["name": "search_TrailEntity", "arguments": [1]], "‘arguments’ must be an object"),
    (["name": "PlanHikeIntent", "arguments": [1]], "not an array"),
    (["name": "get_TrailEntity", "arguments": "{\"id\": \"1\"}"], "not text"),
    (["name": 7], "needs ‘name’"),
    (["arguments": ["query": "lake"]], "needs ‘name’"),
    ([1], "takes its parameters as an object"),
    (["name": "get_TrailEntity", "arguments": ["id": "1"], "_meta": 5], "‘_meta’ must be"),
  ]

  @Test(arguments: cases)
  func isInvalidParamsSayingWhatIsWrong(params: JSONValue, saying: String) async throws {
    let request: JSONValue = [
      "jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": params,
    ]
    let overStdio = try await Self.answerOverStdio(request)
    let server = try await HTTPTests.Running()
    let (body, _) = try await HTTPExchange.post(
      Data(request.description.utf8), to: server.endpoint)
    try await server.stop()
    let overHTTP = try JSONBodyParser.parse(Array(body))
    for response in [overStdio, overHTTP] {
      let error = response.objectValue?["error"]?.objectValue
      #expect(response.objectValue?["id"] == 4, "\(response)")
      #expect(error?["code"] == -32602, "\(response)")
      #expect(error?["message"]?.stringValue?.contains(saying) == true, "\(response)")
    }
  }

  /// Well-formed parameters still reach the tool: left-out and `null` arguments are none.
  @Test func wellFormedParametersReachTheTool() async throws {
    for params: JSONValue in [
      ["name": "PlanHikeIntent"],
      ["name": "PlanHikeIntent", "arguments": nil, "_meta": ["progressToken": 3]],
    ] {
      let response = try await Self.answerOverStdio(
        ["jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params])
      let result = response.objectValue?["result"]?.objectValue
      #expect(result?["structuredContent"]?.objectValue?["status"] == "needsInput", "\(response)")
    }
  }

  /// The response a stdio server writes to one request, read before its input is closed: at the
  /// end of its input the server waits for outstanding answers only while they keep coming
  /// (60 s), which a machine busy with the whole suite can overrun. Progress notifications
  /// before the response are skipped.
  static func answerOverStdio(_ request: JSONValue) async throws -> JSONValue {
    let input = Pipe()
    let output = Pipe()
    let server = Task {
      try await IntentsMCPServer(host: makeHost()).serve(
        input: input.fileHandleForReading.fileDescriptor,
        output: output.fileHandleForWriting.fileDescriptor)
    }
    try input.fileHandleForWriting.write(contentsOf: Data((request.description + "\n").utf8))
    var response = JSONValue.null
    while response.objectValue?["id"] == nil {
      let line = await output.fileHandleForReading.readLineOnItsOwnThread()
      guard !line.isEmpty else { break }
      response = try JSONBodyParser.parse(Array(line))
    }
    try input.fileHandleForWriting.close()
    try await server.value
    try output.fileHandleForWriting.close()
    return response
  }
}
