import Foundation
import IntentsFixtures
import IntentsRuntime
import IntentsWire
import MCP
import Testing

@testable import IntentsMCP

/// Random calls of the query tools, as an agent might send them — filters on every property
/// with every comparison, values of every kind, pages, selections, hostile text, members that
/// do not belong — answered beside the SDK (`DirectToolCalls`, over stdio) and by the same
/// server's handler through the SDK, from the very same bytes: the same answers.
@Suite struct DirectToolCallEquivalenceTests {
  @Test(arguments: 1...5)
  func randomQueryCallsGetTheSDKHandlersAnswers(seed: UInt64) async throws {
    var generator = SeededRandom(scrambling: seed)
    let requests: [JSONValue] = (0..<40).map { index in
      let (tool, arguments) = generator.call()
      var parameters: [String: JSONValue] = ["name": .string(tool)]
      if let arguments { parameters["arguments"] = arguments }
      return [
        "jsonrpc": "2.0", "id": .integer(index), "method": "tools/call",
        "params": .object(parameters),
      ]
    }
    let direct = try await DirectToolCallTests.exchange(requests)
    let viaSDK = try await Self.answersThroughTheSDK(requests)
    #expect(direct.count == requests.count)
    for request in requests {
      let id = try #require(request.objectValue?["id"])
      let call = request.objectValue?["params"]?.description ?? ""
      let ours = try Self.result(direct, id)
      let theirs = try Self.result(viaSDK, id)
      #expect(ours.texts == theirs.texts, "\(call)")
      #expect(ours.structuredContent == theirs.structuredContent, "\(call)")
      #expect(ours.isError == theirs.isError, "\(call)")
    }
  }

  /// The result answering the request with this identifier.
  static func result(_ responses: [JSONValue], _ id: JSONValue) throws -> CallTool.Result {
    let response = try #require(
      responses.first { $0.objectValue?["id"] == id }, "no answer to \(id)")
    let result = try #require(response.objectValue?["result"], "\(response)")
    return try JSONDecoder().decode(CallTool.Result.self, from: Data(result.description.utf8))
  }

  /// The responses of the server's SDK `Server` (every call through its handler) to the same
  /// request bytes, each read by the wire layer's reader.
  static func answersThroughTheSDK(_ requests: [JSONValue]) async throws -> [JSONValue] {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    let server = try await IntentsMCPServer(host: makeHost()).makeServer()
    try await server.start(transport: serverSide)
    try await clientSide.connect()
    var responses: [JSONValue] = []
    let incoming = await clientSide.receive()
    for request in requests { try await clientSide.send(Data(request.description.utf8)) }
    for try await message in incoming {
      let response = try JSONBodyParser.parse(Array(message))
      if response.objectValue?["id"] != nil { responses.append(response) }
      if responses.count == requests.count { break }
    }
    await server.stop()
    await clientSide.disconnect()
    return responses
  }
}

/// Random tool calls of the fixture's query tools.
extension SeededRandom {
  mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
  mutating func chance(_ inOf: UInt64) -> Bool { next() % inOf == 0 }

  static let properties = [
    "name", "region", "difficulty", "lengthKm", "elevationGain", "isLoop", "tags", "nmae", "",
  ]
  static let comparisons = [
    "equalTo", "notEqualTo", "contains", "hasPrefix", "lessThan", "greaterThan", "isBetween",
    "greaterThanOrEqualTo", "lessThanOrEqualTo", "isIn", "matches", "",
  ]
  static let texts = [
    "eiger", "Eiger Trail", "EIGER", "Éiger", "alps", "Bernese Oberland", "hard", "easy",
    "moderate", "x", "", " ", "\u{0}", "\"*:)(", "NEAR(a b)", "trail*", "日本", "👨‍👩‍👧",
    "'; DROP TABLE reference; --", "e\u{301}", "1", "404", "-3", "9007199254740993",
    String(repeating: "long ", count: 200),
  ]

  mutating func value() -> JSONValue {
    switch next() % 9 {
    case 0: return .null
    case 1: return .bool(chance(2))
    case 2: return .integer(pick([0, 1, 2, 5, 10, -1, 1500, 9_007_199_254_740_993, Int.max]))
    case 3: return .number(pick([2.5, 3.2, 0.1, -0.5, 1e300, 12.0]))
    case 4: return .array((0..<Int(next() % 3)).map { _ in .string(pick(Self.texts)) })
    case 5: return ["id": .string(pick(Self.texts))]
    default: return .string(pick(Self.texts))
    }
  }

  mutating func page(into arguments: inout [String: JSONValue]) {
    if chance(2) { arguments["limit"] = chance(4) ? value() : .integer(Int(next() % 12)) }
    if chance(3) { arguments["offset"] = chance(4) ? value() : .integer(Int(next() % 8)) }
    if chance(3) {
      arguments["properties"] = .string(pick(["none", "all", "name,region", "lengthKm", "nmae"]))
    }
    if chance(8) { arguments[pick(["extra", "query", "id", "filters"])] = value() }
  }

  mutating func call() -> (String, JSONValue?) {
    var arguments: [String: JSONValue] = [:]
    let tool: String
    switch next() % 6 {
    case 0, 1:
      tool = "find_TrailEntity"
      if chance(4) == false {
        arguments["filters"] = .array(
          (0..<Int(next() % 3)).map { _ in
            var filter: [String: JSONValue] = [
              "property": .string(pick(Self.properties)),
              "comparison": .string(pick(Self.comparisons)),
            ]
            if chance(3) {
              filter["values"] = .array([value(), value()])
            } else {
              filter["value"] = value()
            }
            return .object(filter)
          })
      }
      if chance(2) {
        arguments["sort"] = .array([
          [
            "property": .string(pick(Self.properties)),
            "order": .string(pick(["ascending", "descending", "up"])),
          ]
        ])
      }
      if chance(5) { arguments["mode"] = .string(pick(["and", "or", "xor"])) }
    case 2:
      tool = "get_TrailEntity"
      if chance(2) {
        arguments["id"] = chance(4) ? value() : .string(String(next() % 8))
      } else {
        arguments["ids"] = .array((0..<Int(next() % 4)).map { _ in .string(String(next() % 9)) })
      }
    case 3:
      tool = "search_TrailEntity"
      arguments["query"] = chance(5) ? value() : .string(pick(Self.texts))
    case 4: tool = "suggest_TrailEntity"
    default:
      tool = "spotlight_search"
      arguments["query"] = .string(pick(Self.texts))
    }
    page(into: &arguments)
    return (tool, chance(10) ? nil : .object(arguments))
  }
}
