import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsRuntime
import IntentsWire
import Logging
import MCP
import Testing

@testable import IntentsMCP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The query tools' calls the stdio transport answers itself (`DirectToolCalls`): the very
/// answer the SDK's handler gives, for exactly the messages the SDK would read that way, with
/// the request's identifier back as it came, whatever else runs at the same time.
@Suite struct DirectToolCallTests {
  /// Calls of every query tool, answered and failed.
  static let calls: [(String, JSONValue)] = [
    (
      "find_TrailEntity",
      [
        "filters": [["property": "lengthKm", "comparison": "greaterThan", "value": 2]],
        "sort": [["property": "lengthKm", "order": "descending"]], "limit": 2,
      ]
    ),
    ("find_TrailEntity", ["limit": 1, "offset": 1, "properties": "none"]),
    ("find_TrailEntity", ["filters": [["property": "nmae", "comparison": "equalTo", "value": 1]]]),
    ("find_TrailEntity", ["limit": "ten"]),
    ("get_TrailEntity", ["id": "1"]),
    ("get_TrailEntity", ["ids": ["1", "404"], "properties": "all"]),
    ("get_TrailEntity", [:]),
    ("search_TrailEntity", ["query": "eiger", "limit": 1]),
    ("search_TrailEntity", ["query": "\u{0}\"*:)(", "offset": 3]),
    ("suggest_TrailEntity", ["limit": 2, "offset": nil]),
    ("spotlight_search", ["query": "trail"]),
  ]

  @Test(arguments: calls.indices)
  func answersAreTheSDKHandlersAnswers(_ index: Int) async throws {
    let (tool, arguments) = Self.calls[index]
    let request: JSONValue = [
      "jsonrpc": "2.0", "id": 1, "method": "tools/call",
      "params": ["name": .string(tool), "arguments": arguments],
    ]
    let line = try #require(try await Self.exchange([request]).first)
    let direct = try JSONDecoder().decode(
      CallTool.Result.self, from: Data(try #require(line["result"]).description.utf8))

    let client = try await connectedClient()
    let viaSDK = try await client.call(
      tool,
      try JSONDecoder().decode([String: Value].self, from: Data(arguments.description.utf8)))
    await client.disconnect()

    #expect(direct.texts == viaSDK.texts, "\(tool) \(arguments)")
    #expect(direct.structuredContent == viaSDK.structuredContent, "\(tool) \(arguments)")
    #expect(direct.isError == viaSDK.isError, "\(tool) \(arguments)")
  }

  /// Over Streamable HTTP too: each call's answer is the SDK handler's, and the transport's
  /// checks of the headers still hold for the calls answered beside it.
  @Test func overHTTPTheAnswersAndChecksAreTheSDKs() async throws {
    let server = try await HTTPTests.Running()
    let client = try await connectedClient()
    for (tool, arguments) in Self.calls {
      let request: JSONValue = [
        "jsonrpc": "2.0", "id": "h", "method": "tools/call",
        "params": ["name": .string(tool), "arguments": arguments],
      ]
      let (body, response) = try await HTTPExchange.post(
        Data(request.description.utf8), to: server.endpoint)
      #expect(response.statusCode == 200)
      #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
      let line = try JSONBodyParser.parse(Array(body))
      #expect(line["id"] == "h")
      let direct = try JSONDecoder().decode(
        CallTool.Result.self, from: Data(try #require(line["result"]).description.utf8))
      let viaSDK = try await client.call(
        tool,
        try JSONDecoder().decode([String: Value].self, from: Data(arguments.description.utf8)))
      #expect(direct.texts == viaSDK.texts, "\(tool) \(arguments)")
      #expect(direct.structuredContent == viaSDK.structuredContent, "\(tool) \(arguments)")
      #expect(direct.isError == viaSDK.isError, "\(tool) \(arguments)")
    }
    await client.disconnect()
    // Refused as the transport refuses them, query tool or not.
    let call = Data(
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_TrailEntity","arguments":{"id":"1"}}}"#
        .utf8)
    for (headers, status) in [
      (["Accept": "text/html"], 406), (["Content-Type": "text/plain"], 415),
      (["MCP-Protocol-Version": "1999-01-01"], 400),
    ] {
      let (body, response) = try await HTTPExchange.post(
        call, to: server.endpoint, headers: headers)
      #expect(response.statusCode == status, "\(headers): \(String(decoding: body, as: UTF8.self))")
    }
    try await server.stop()
  }

  /// What the SDK would read otherwise, or answer with a protocol error, is left to it.
  @Test func takesOnlyTheCallsItAnswersAsTheSDKWould() async throws {
    let direct = try await Self.direct()
    let call = #"{"jsonrpc":"2.0","id":ID,"method":"tools/call","params":PARAMS}"#
    func message(id: String = "1", params: String = #"{"name":"get_TrailEntity"}"#) -> String {
      call.replacingOccurrences(of: "ID", with: id).replacingOccurrences(of: "PARAMS", with: params)
    }
    let taken = [
      message(), message(id: #""a""#), message(id: "-7"), message(id: "1e2"), message(id: "2.0"),
      message(params: #"{"name":"find_TrailEntity","arguments":{"limit":1}}"#),
      message(params: #"{"name":"get_TrailEntity","arguments":null,"_meta":{}}"#),
      "  \t" + message(),
    ]
    let left = [
      // Not one request of a query tool.
      "[" + message() + "]",
      #"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"get_TrailEntity"}}"#,
      message().replacingOccurrences(of: "tools/call", with: "tools/list"),
      message(params: #"{"name":"OpenTrailIntent"}"#),
      message(params: #"{"name":"interpret","arguments":{"utterance":"x"}}"#),
      message(params: #"{"name":"no_such_tool"}"#),
      // Read otherwise, or refused, by the SDK.
      message(id: "1.5"), message(id: "15e-1"), message(id: "null"), message(id: "[1]"),
      message(id: "123456789012345678901234567890"),
      message().replacingOccurrences(of: #""2.0""#, with: #""1.0""#),
      message(params: #"{"name":"get_TrailEntity","arguments":[1]}"#),
      message(params: #"{"name":"get_TrailEntity","arguments":"{}"}"#),
      message(params: #"{"name":7}"#), message(params: "[]"),
      message(params: #"{"name":"get_TrailEntity","_meta":5}"#),
      message().replacingOccurrences(of: #""id":1,"#, with: #""id":1,"result":null,"#),
      message().replacingOccurrences(of: #""id":1,"#, with: #""id":1,"error":{},"#),
      String(message().dropLast()), message() + "x", "\u{0}",
      // Larger than a query's arguments may be: the SDK's handler refuses it as it would.
      message(
        params: #"{"name":"get_TrailEntity","arguments":{"id":""#
          + String(repeating: "x", count: DirectToolCalls.largestMessage) + #""}}"#),
    ]
    for text in taken { #expect(direct.answering(Data(text.utf8)) != nil, "\(text)") }
    for text in left { #expect(direct.answering(Data(text.utf8)) == nil, "\(text)") }
  }

  /// The transport answers a query tool's call itself, with no SDK server reading its stream,
  /// and passes on what it does not take.
  @Test func theTransportAnswersWithoutTheSDK() async throws {
    let input = Pipe()
    let output = Pipe()
    let transport = StdioBlockingTransport(
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor, logger: Logger(label: "test"),
      direct: try await Self.direct())
    try await transport.connect()
    let lines = [
      #"{"jsonrpc":"2.0","id":"q","method":"tools/call","params":{"name":"get_TrailEntity","arguments":{"id":"1"}}}"#,
      #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    ]
    try input.fileHandleForWriting.write(
      contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
    var passedOn = await transport.receive().makeAsyncIterator()
    let message = try await passedOn.next()
    #expect(message.map { String(decoding: $0, as: UTF8.self) } == lines[1])
    var answer = Data()
    while !answer.contains(0x0A) { answer += output.fileHandleForReading.availableData }
    let response = try JSONBodyParser.parse(Array(answer.dropLast()))
    #expect(response["id"] == "q")
    #expect(
      response["result"]?["structuredContent"]?["entities"]?.arrayValue?.first?["title"]
        == "Eiger Trail")
    try input.fileHandleForWriting.close()
    await transport.disconnect()
  }

  /// Text in the form of a data URL is taken as written, over stdio and HTTP alike — where the
  /// SDK's `Value` would rewrite it into base64 form — which also shows the calls took the
  /// direct path.
  @Test func aDataURLIsTakenAsWritten() async throws {
    let request: JSONValue = [
      "jsonrpc": "2.0", "id": 3, "method": "tools/call",
      "params": ["name": "get_TrailEntity", "arguments": ["ids": ["data:,x"]]],
    ]
    // Trail identifiers are whole numbers: the error names the identifier as it came.
    func named(_ response: JSONValue) -> Bool {
      let message = response["result"]?["structuredContent"]?["error"]?["message"]?.stringValue
      return message?.contains("“data:,x”") == true
    }
    let overStdio = try #require(try await Self.exchange([request]).first)
    #expect(named(overStdio), "\(overStdio)")
    let server = try await HTTPTests.Running()
    let (body, _) = try await HTTPExchange.post(
      Data(request.description.utf8), to: server.endpoint)
    let overHTTP = try JSONBodyParser.parse(Array(body))
    #expect(named(overHTTP), "\(overHTTP)")
    try await server.stop()
  }

  /// Calls the SDK answers still get its answers, on the same line-by-line output.
  @Test func anUnknownToolIsStillTheSDKsProtocolError() async throws {
    let responses = try await Self.exchange([
      [
        "jsonrpc": "2.0", "id": 9, "method": "tools/call",
        "params": ["name": "get_NoSuchEntity", "arguments": [:]],
      ]
    ])
    #expect(responses.first?["id"] == 9)
    #expect(responses.first?["error"]?.objectValue?["code"] == -32602, "\(responses)")
  }

  /// An identifier comes back as it was sent: text with escapes and characters outside ASCII,
  /// and whole numbers past what a `Double` holds exactly.
  @Test func identifiersComeBackAsSent() async throws {
    let ids: [JSONValue] = [
      "a\"b\\c\u{1}\u{7F}é😀 ", "", .integer(9_007_199_254_740_993), .integer(-42), 0,
    ]
    let requests = ids.map { id -> JSONValue in
      [
        "jsonrpc": "2.0", "id": id, "method": "tools/call",
        "params": ["name": "get_TrailEntity", "arguments": ["id": "1"]],
      ]
    }
    let responses = try await Self.exchange(requests)
    #expect(Set(responses.compactMap { $0["id"] }) == Set(ids))
    #expect(responses.allSatisfy { $0["result"] != nil }, "\(responses)")
  }

  /// Many calls at once, mixed with calls the SDK answers: each answered once, whole, on a line
  /// of its own.
  @Test func manyCallsAtOnceAreEachAnsweredWhole() async throws {
    var requests: [JSONValue] = []
    for number in 0..<60 {
      let tool: JSONValue = number % 3 == 0 ? "get_TrailEntity" : "find_TrailEntity"
      let arguments: JSONValue = number % 3 == 0 ? ["id": "1"] : ["limit": 3]
      requests.append([
        "jsonrpc": "2.0", "id": .integer(number), "method": "tools/call",
        "params": ["name": tool, "arguments": arguments],
      ])
      if number % 10 == 0 {
        requests.append(["jsonrpc": "2.0", "id": .string("ping \(number)"), "method": "ping"])
      }
    }
    let responses = try await Self.exchange(requests)
    #expect(responses.count == requests.count)
    #expect(Set(responses.compactMap { $0["id"] }) == Set(requests.compactMap { $0["id"] }))
    let pages = responses.compactMap { $0["result"]?.objectValue?["structuredContent"] }
    #expect(pages.count == 60)
  }

  // MARK: - Support

  /// The direct path of a stdio session over the fixture host.
  static func direct() async throws -> DirectToolCalls {
    let session = try await IntentsMCPServer(host: makeHost()).makeSession(
      failures: .full, fileAccess: .none, client: nil)
    return DirectToolCalls(tools: session.tools)
  }

  /// The responses a stdio server writes to these requests, each line read by the wire layer's
  /// reader (so that whole numbers stay exact).
  static func exchange(_ requests: [JSONValue]) async throws -> [JSONValue] {
    let input = Pipe()
    let output = Pipe()
    let text = requests.map(\.description).joined(separator: "\n") + "\n"
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try input.fileHandleForWriting.close()
    async let written = output.fileHandleForReading.readToEndOnItsOwnThread()
    try await IntentsMCPServer(host: makeHost()).serve(
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor)
    try output.fileHandleForWriting.close()
    return try await written.split(separator: 0x0A).map { line in
      try JSONBodyParser.parse(Array(line))
    }
  }
}

extension JSONValue {
  /// An object's member.
  fileprivate subscript(_ key: String) -> JSONValue? { objectValue?[key] }
}
