import Foundation
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
    let overStdio = try #require(try await DirectToolCallTests.exchange([request]).first)
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
    let answers = try await DirectToolCallTests.exchange([
      ["jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": ["name": "PlanHikeIntent"]],
      [
        "jsonrpc": "2.0", "id": 2, "method": "tools/call",
        "params": ["name": "PlanHikeIntent", "arguments": nil, "_meta": ["progressToken": 3]],
      ],
    ])
    // Notifications of the run's progress may come between the responses.
    let responses = answers.filter { $0.objectValue?["id"] != nil }
    #expect(responses.count == 2, "\(answers)")
    for response in responses {
      let result = response.objectValue?["result"]?.objectValue
      #expect(result != nil, "\(response)")
      #expect(result?["structuredContent"]?.objectValue?["status"] == "needsInput", "\(response)")
    }
  }
}
