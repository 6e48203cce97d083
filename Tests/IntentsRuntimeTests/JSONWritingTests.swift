import AppIntentsTesting
import Foundation
import Testing

/// JSON text written by hand reads back to the same value, and matches what `JSONEncoder`
/// writes with sorted keys.
@Suite struct JSONWritingTests {
  static let values: [JSONValue] = [
    .null, true, false, 0, -7, 42, 1.5, -0.25, 1e300, 9_007_199_254_740_993, 0.1,
    "", "plain", "quote \" backslash \\ slash /", "line\nfeed\ttab\r\u{8}\u{C}",
    "nul \u{0} esc \u{1B}",
    "del \u{7F} c1 \u{9B}", "Zürich 家 👨‍👩‍👧", [], [1, "two", [3]], [:],
    ["b": 1, "a": ["z": nil, "y": [true]], "": "empty key", "ä": 2],
  ]

  @Test(arguments: values)
  func writtenTextReadsBackToTheSameValue(value: JSONValue) throws {
    let text = value.description
    #expect(try JSONValue(parsing: text) == value, "\(text)")
  }

  @Test func textIsCompactWithSortedKeysAndUnescapedSlashes() {
    let value: JSONValue = ["b": 1, "a": ["x/y", 2.5, nil], "c": "say \"hi\"\n"]
    #expect(value.description == #"{"a":["x/y",2.5,null],"b":1,"c":"say \"hi\"\n"}"#)
    #expect(JSONValue.string("\u{1}").description == #""\u0001""#)
  }

  @Test func numbersThatJSONCannotCarryAreNull() {
    #expect(JSONValue.array([.number(.nan), .number(.infinity), 1]).description == "[null,null,1]")
  }
}
