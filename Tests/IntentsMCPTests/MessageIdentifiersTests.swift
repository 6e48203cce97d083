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
}
