import IntentsFixtures
import IntentsRuntime
import IntentsWire
import Testing

/// The schemas of text to look for say what the runtime refuses: a control character.
@Suite struct TextSchemaTests {
  static let controls: [String] = [
    "\u{0}", "a\u{9}b", "line\nbreak", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{202E}evil",
    "\u{2066}x",
  ]

  @Test(arguments: controls)
  func searchTextWithAControlCharacterFailsTheSchemaAsTheRuntimeRefusesIt(_ text: String) async {
    #expect(!JSONSchemaValidator.issues(of: .string(text), against: TextSchema.searchText).isEmpty)
    await #expect(throws: IntentsError.self) {
      _ = try await TrailsHost.make().search(type: "TrailEntity", text: text)
    }
  }

  @Test(arguments: ["", "Säntis", "Höhenweg Grindelwald", "日本 🏔", "a\u{A0}b"])
  func textOfVisibleCharactersPassesTheSchema(_ text: String) {
    #expect(JSONSchemaValidator.issues(of: .string(text), against: TextSchema.searchText).isEmpty)
  }

  @Test func aFindsTextValuesAndEntityTextParametersRefuseControlCharacters() async throws {
    let host = TrailsHost.make()
    let find = try await host.findSchema(type: "TrailEntity")
    let filter: JSONValue = [
      "filters": [["property": "name", "comparison": "contains", "value": "a\u{0}"]]
    ]
    #expect(!JSONSchemaValidator.issues(of: filter, against: find).isEmpty)
    let fine: JSONValue = [
      "filters": [["property": "name", "comparison": "contains", "value": "a"]]
    ]
    #expect(JSONSchemaValidator.issues(of: fine, against: find).isEmpty)

    // The reader of run parameters refuses such text with the runtime's message.
    let intent = try host.describe(intent: "PlanHikeIntent")
    let given = try host.givenParametersSchema(intent: "PlanHikeIntent")
    #expect(!JSONSchemaValidator.issues(of: ["trail": "\u{0}"], against: given).isEmpty)
    #expect(
      throws: IntentsError(
        IntentsError.invalidValue,
        "‘trail’ cannot contain control characters; it has U+0000 at position 1. Remove it and "
          + "send visible characters only.")
    ) {
      _ = try IntentsHost.parameters(["trail": "\u{0}"], of: intent, given: given)
    }
    // Other text parameters keep their line breaks.
    #expect(
      try IntentsHost.parameters(["note": "two\nlines"], of: intent, given: given)["note"]
        == .text("two\nlines"))
  }
}
