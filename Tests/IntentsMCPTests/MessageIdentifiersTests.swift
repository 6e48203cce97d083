import Foundation
import Testing

@testable import IntentsMCP

/// What the stdio transport counts as requests owed and responses given, scanned without
/// parsing the message, and the same as parsing it says.
@Suite struct MessageIdentifiersTests {
  static let messages: [String] = [
    #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"find","arguments":{}}}"#,
    #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    #"{"jsonrpc":"2.0","id":"three","method":"ping"}"#,
    #"{"result":{"content":[{"type":"text","text":"{\"id\":9,\"method\":\"x\"}"}]},"jsonrpc":"2.0","id":7}"#,
    #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request"}}"#,
    #"{"jsonrpc":"2.0","id":4.0,"error":{"code":-32601,"message":"a } and a ] and a \" too"}}"#,
    #" [ {"id":1,"method":"a"} , {"id":"b","result":{}}, 3, {"method":"n"} ] "#,
    #"{"id":-2,"result":[[],{},"{"],"method":null}"#,
    #"[]"#,
    #"{}"#,
  ]

  @Test(arguments: messages)
  func theScanFindsWhatParsingFinds(message: String) {
    let data = Data(message.utf8)
    #expect(MessageIdentifiers.of(data) == MessageIdentifiers.parsed(data))
  }

  /// An `id` given twice is its first, as the SDK and the direct path read the request (and
  /// answer it): the request is then counted as answered, not waited for at the end of input.
  @Test func anIdentifierGivenTwiceIsItsFirst() {
    let request = MessageIdentifiers.of(
      Data(#"{"id":1,"jsonrpc":"2.0","id":2,"method":"ping"}"#.utf8))
    #expect(request == MessageIdentifiers(requests: ["n:1"], responses: []))
  }

  @Test func requestsAndResponsesAreTold() {
    let request = MessageIdentifiers.of(Data(Self.messages[0].utf8))
    #expect(request == MessageIdentifiers(requests: ["n:1"], responses: []))
    let response = MessageIdentifiers.of(Data(Self.messages[3].utf8))
    #expect(response == MessageIdentifiers(requests: [], responses: ["n:7"]))
    let batch = MessageIdentifiers.of(Data(Self.messages[6].utf8))
    #expect(batch == MessageIdentifiers(requests: ["n:1"], responses: ["s:b"]))
    #expect(MessageIdentifiers.of(Data(Self.messages[5].utf8)).responses == ["n:4"])
  }

  /// A message only parsing can read says what the scan would: `true` is no identifier (it
  /// was read as the number 1), and an `id` given twice is its first.
  @Test func parsingReadsIdentifiersAsTheScanDoes() {
    let boolean = MessageIdentifiers.of(Data(#"{"i\u0064":true,"result":{}}"#.utf8))
    #expect(boolean == MessageIdentifiers())
    let twice = MessageIdentifiers.of(Data(#"{"i\u0064":"a","id":"b","method":"ping"}"#.utf8))
    #expect(twice == MessageIdentifiers(requests: ["s:a"], responses: []))
  }

  /// Escapes, malformed and truncated text are read by parsing, never guessed.
  @Test(arguments: [
    #"{"id":"a\"b","method":"ping"}"#,
    #"{"i\u0064":"x","method":"ping"}"#,
    #"{"id":1,"method":"ping""#,
    #"{"id":1,"method":"ping"} trailing"#,
    #"{"id":1,"method":"ping\"}"#,
    "not json",
    "",
  ])
  func whatTheScanCannotReadIsParsed(message: String) {
    let data = Data(message.utf8)
    #expect(MessageIdentifiers.of(data) == MessageIdentifiers.parsed(data))
  }

  /// Random messages — requests, responses and notifications, alone or in batches, with ids of
  /// every kind, members in any order and decoy `id`s and `method`s inside their values — are
  /// read by the scan as parsing reads them, an `id` given twice included.
  @Test(arguments: 1...8)
  func theScanOfRandomMessagesFindsWhatParsingFinds(seed: UInt64) {
    var random = MessageGenerator(seed: seed)
    for _ in 0..<500 {
      let text = random.message()
      let data = Data(text.utf8)
      #expect(MessageIdentifiers.of(data) == MessageIdentifiers.parsed(data), "\(text)")
    }
  }
}

/// Random JSON-RPC messages as text, from a seed.
struct MessageGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  mutating func space() -> String { ["", " ", "\n", "\t ", "  "][next(5)] }

  mutating func text() -> String {
    let pieces = [
      "a", "id", "method", "é", "\\\"", "\\n", "\\u0041", "}", "]", "{", ",", ":", " ", "💡",
    ]
    return "\"" + (0..<next(5)).map { _ in pieces[next(pieces.count)] }.joined() + "\""
  }

  mutating func identifier() -> String {
    switch next(8) {
    case 0: return "null"
    case 1: return "\(next(1000) - 500)"
    case 2: return "\(next(100)).\(next(10))"
    case 3: return "1e\(next(4))"
    case 4: return "true"
    case 5: return "[\(next(9))]"
    default: return text()
    }
  }

  mutating func value(_ depth: Int) -> String {
    switch depth > 2 ? next(4) : next(7) {
    case 0: return "\(next(100_000))"
    case 1: return text()
    case 2: return ["true", "false", "null", "-0.5e3"][next(4)]
    case 3: return "\"\""
    case 4:
      return "[" + (0..<next(4)).map { _ in space() + value(depth + 1) }.joined(separator: ",")
        + "]"
    default:
      let keys = ["id", "method", "result", "error", "x", "jsonrpc"]
      return "{"
        + (0..<next(4)).map { _ in
          space() + "\"" + keys[next(keys.count)] + "\"" + space() + ":" + space()
            + value(depth + 1)
        }.joined(separator: ",") + "}"
    }
  }

  mutating func object() -> String {
    var members = ["\"jsonrpc\":\"2.0\""]
    switch next(4) {
    case 0: members += ["\"id\":" + identifier(), "\"method\":" + text()]
    case 1: members += ["\"id\":" + identifier(), "\"result\":" + value(0)]
    case 2: members += ["\"id\":" + identifier(), "\"error\":" + value(0)]
    default: members += ["\"method\":" + text(), "\"params\":" + value(0)]
    }
    if next(5) == 0 { members.append("\"id\":" + identifier()) }
    if next(5) == 0 { members.append("\"extra\":" + value(0)) }
    for index in members.indices.reversed() where index > 0 {
      members.swapAt(index, next(index + 1))
    }
    return "{"
      + members.map {
        space()
          + $0.replacingOccurrences(
            of: ":", with: space() + ":" + space(), options: [], range: $0.range(of: ":")) + space()
      }.joined(separator: ",") + "}"
  }

  mutating func message() -> String {
    if next(4) == 0 {
      return space() + "["
        + (0..<next(4)).map { _ in space() + (next(6) == 0 ? value(1) : object()) }
        .joined(separator: ",") + "]" + space()
    }
    return space() + object() + space()
  }
}
