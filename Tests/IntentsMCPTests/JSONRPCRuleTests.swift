import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsRuntime
import IntentsWire
import Testing

@testable import IntentsMCP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every message is answered or refused as JSON-RPC 2.0 and MCP say — the same over standard
/// input and over Streamable HTTP, on the direct path and the SDK's — and the end of input
/// ends a stdio session whatever was sent.
@Suite struct JSONRPCRuleTests {
  /// A message (or batch) as a client sent it, and the answer it gets: each response as
  /// `id code` (`id result` for a result), a batch's answers in brackets, in any order.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let answer: [String]?
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ answer: [String]?) {
      self.name = name
      self.text = text
      self.answer = answer
    }
  }

  static let ping = #"{"jsonrpc":"2.0","id":ID,"method":"ping"}"#
  static func ping(_ id: String) -> String { ping.replacingOccurrences(of: "ID", with: id) }
  static let initialized = #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#
  static func call(_ id: Int, _ tool: String, arguments: String) -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments)}}"#
  }

  static let cases: [Case] = [
    Case("a text id", ping(#""p""#), [#""p" result"#]),
    Case("a whole-number id", ping("-3"), ["-3 result"]),
    Case("a fractional id", ping("11.5"), ["null -32600"]),
    Case("a whole id written with an exponent", ping("1e2"), ["100 result"]),
    Case("a whole id written with a fraction", ping("-7.0"), ["-7 result"]),
    Case("a fractional id written with an exponent", ping("15e-1"), ["null -32600"]),
    Case("an id past 64 bits", ping("123456789012345678901234567890"), ["null -32600"]),
    Case("a true id", ping("true"), ["null -32600"]),
    Case("an object id", ping(#"{"a":1}"#), ["null -32600"]),
    Case("an array id", ping("[1]"), ["null -32600"]),
    Case("a null id", ping("null"), ["null -32600"]),
    Case("text that is not JSON", #"{"jsonrpc":"2.0","id":1,"method":"#, ["null -32700"]),
    Case("JSON that is not a message", "5", ["null -32600"]),
    Case(
      "another JSON-RPC version", ping("4").replacingOccurrences(of: "2.0", with: "1.0"),
      ["4 -32600"]),
    Case("a method that is not text", #"{"jsonrpc":"2.0","id":5,"method":7}"#, ["5 -32600"]),
    Case(
      "params that are not structured",
      #"{"jsonrpc":"2.0","id":6,"method":"ping","params":"x"}"#, ["6 -32600"]),
    Case(
      "a request that is also a response",
      #"{"jsonrpc":"2.0","id":7,"method":"ping","result":{}}"#, ["7 -32600"]),
    Case("neither a request nor a response", #"{"jsonrpc":"2.0","id":8}"#, ["8 -32600"]),
    Case("a notification", initialized, nil),
    Case("a notification of an unknown method", #"{"jsonrpc":"2.0","method":"x/y"}"#, nil),
    Case("a response", #"{"jsonrpc":"2.0","id":"s1","result":{}}"#, nil),
    Case(
      "arguments that are not an object, of a query tool",
      call(9, "get_TrailEntity", arguments: "[1]"), ["9 -32602"]),
    Case(
      "arguments that are not an object, of an intent",
      call(10, "OpenTrailIntent", arguments: "[1]"), ["10 -32602"]),
    Case(
      "a tool name that is not text",
      call(11, "x", arguments: "{}")
        .replacingOccurrences(of: #""x""#, with: "7"), ["11 -32602"]),
    Case(
      "the parameters of another method",
      #"{"jsonrpc":"2.0","id":12,"method":"resources/read","params":{"uri":5}}"#,
      ["12 -32602"]),
    Case("an empty batch", "[]", ["null -32600"]),
    Case(
      "a batch of values that are not messages", #"[1,"x",[]]"#,
      ["[null -32600,null -32600,null -32600]"]),
    Case(
      "a batch of requests, notifications and values",
      "["
        + [
          ping(#""b1""#), "5", initialized, call(13, "get_TrailEntity", arguments: #"{"id":"1"}"#),
          call(14, "get_TrailEntity", arguments: "[1]"),
        ].joined(separator: ",") + "]",
      [#"["b1" result,13 result,14 -32602,null -32600]"#]),
    Case("a batch of notifications", "[\(initialized),\(initialized)]", nil),
    Case(
      "a batch too large",
      "["
        + Array(repeating: ping("1"), count: MCPLimits.maximumBatchMessages + 1)
        .joined(separator: ",") + "]",
      ["null -32600"]),
  ]

  /// One session per case, one after another: 28 servers at once would only load a machine
  /// that runs the whole suite at once.
  @Test(.serialized, arguments: cases)
  func overStandardInput(_ rule: Case) async throws {
    let input = Pipe()
    let output = Pipe()
    try input.fileHandleForWriting.write(contentsOf: Data((rule.text + "\n").utf8))
    try input.fileHandleForWriting.close()
    async let written = output.fileHandleForReading.readToEndOnItsOwnThread()
    // Returns once input has ended and what can be answered is: whatever was sent.
    try await IntentsMCPServer(host: makeHost()).serve(
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor)
    try output.fileHandleForWriting.close()
    let lines = try await written.split(separator: 0x0A).map { line in
      try JSONBodyParser.parse(Array(line))
    }
    #expect(lines.map(Self.summary) == (rule.answer ?? []), "\(lines)")
  }

  @Test func overStreamableHTTP() async throws {
    let server = try await HTTPTests.Running()
    for rule in Self.cases {
      let (body, response) = try await HTTPExchange.post(Data(rule.text.utf8), to: server.endpoint)
      let expectedStatus =
        switch rule.answer?.first {
        case nil: 202
        case let answer? where answer.hasSuffix("-32600") || answer.hasSuffix("-32700"): 400
        default: 200
        }
      #expect(response.statusCode == expectedStatus, "\(rule.name)")
      let answers = body.isEmpty ? [] : [Self.summary(try JSONBodyParser.parse(Array(body)))]
      #expect(
        answers == (rule.answer ?? []), "\(rule.name): \(String(decoding: body, as: UTF8.self))")
    }
    try await server.stop()
  }

  /// A response as `id code`, or `id result`; a batch's in brackets, sorted.
  static func summary(_ message: JSONValue) -> String {
    if case .array(let responses) = message {
      return "[" + responses.map(summary).sorted().joined(separator: ",") + "]"
    }
    let members = message.objectValue ?? [:]
    let id = String(decoding: (members["id"] ?? .null).jsonBytes, as: UTF8.self)
    if let code = members["error"]?.objectValue?["code"] {
      return "\(id) \(String(decoding: code.jsonBytes, as: UTF8.self))"
    }
    return members["result"] == nil ? "\(id) ?" : "\(id) result"
  }
}
