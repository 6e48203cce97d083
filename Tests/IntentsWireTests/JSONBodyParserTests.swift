import Foundation
import IntentsFixtures
import Testing

@testable import IntentsRuntime
@testable import IntentsWire

/// Request bodies read in one pass: the values Foundation's `JSONDecoder` reads, and an error
/// saying where for anything that is not JSON.
@Suite struct JSONBodyParserTests {
  /// What Foundation reads, as the body reader read bodies before.
  static func foundation(_ bytes: [UInt8]) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
  }

  @Test(arguments: [
    #"{"filters":[{"property":"continent","comparison":"equalTo","value":"Europe"}],"limit":10}"#,
    " [ 1 , -0 , 0.5 , 1e5 , 1.5E-3 , -12.5e+2, 123456789012345678 ] ",
    #""\u00e9\ud83d\ude00\n\t\"\\\/\b\f\r""#, "\"héllo 😀 — 日本\"", #""\u0000""#,
    "null", "true", "false", #"{"a":{"b":[[],{}]},"c":null,"":""}"#,
    "\t{\r\n\"a\" :\n1 }\n",
    // Whole numbers at and around the bounds of the digits read without text, and of Int.
    "[0, -0, 7, -7, 999999999999999999, -999999999999999999, 1000000000000000000]",
    "[9223372036854775807, -9223372036854775808, 9223372036854775808, -9223372036854775809]",
    // Text that is ASCII, not ASCII, and both around an escape.
    #"["plain", "café", "\u0041scii", "naïve\n", "日本"]"#,
  ])
  func readsWhatFoundationReads(text: String) throws {
    let bytes = Array(text.utf8)
    let expected = try #require(Self.foundation(bytes))
    #expect(try JSONBodyParser.parse(bytes) == expected)
  }

  /// Zeros as long as the exponent cancel it: `1`, 10,005 zeros, `e-10003` is 100, and 20,000
  /// zeros with `e-20000` is 1 — not 100,000 or a fraction, as an exponent cut at a fixed
  /// bound would make them.
  @Test func longRunsOfZerosCancelALargeExponentExactly() throws {
    let hundred = "1" + String(repeating: "0", count: 10_005) + "e-10003"
    #expect(try JSONBodyParser.parse(Array(hundred.utf8)).integerValue == 100)
    let one = "1" + String(repeating: "0", count: 20_000) + "e-20000"
    #expect(try JSONBodyParser.parse(Array(one.utf8)).integerValue == 1)
  }

  /// A whole number written with a fraction or an exponent reads exactly, as `JSONDecoder`
  /// reads it; the `Double` of `1995474099347409E3` is 1995474099347409024. Found by
  /// `FuzzJSONBody`.
  @Test(arguments: [
    ("1995474099347409E3", 1_995_474_099_347_409_000),
    ("1995474099347409.5E3", 1_995_474_099_347_409_500),
    ("123456789012345678.9E1", 1_234_567_890_123_456_789),
    ("15E-1", nil), ("1.5E1", 15), ("100e-2", 1), ("0.1e1", 1), ("-0.0", 0),
  ])
  func wholeNumbersWithAnExponentReadExactly(text: String, whole: Int?) throws {
    let bytes = Array(text.utf8)
    let value = try JSONBodyParser.parse(bytes)
    if let whole {
      #expect(value.integerValue == whole)
      #expect(try JSONDecoder().decode(Int.self, from: Data(bytes)) == whole)
    } else {
      #expect(value == .number(1.5))
    }
    #expect(value == Self.foundation(bytes))
  }

  /// Random numbers with fractions, exponents and runs of zeros: one whose value is a whole
  /// number within `Int` (by `Decimal`'s exact arithmetic) reads as that integer, as
  /// `JSONDecoder` reads it; any other as its `Double` (to within one unit in the last place,
  /// where Foundation's reading of long digit strings may round the other way). Where the two
  /// part: `JSONDecoder` asked for an `Int` cuts the fraction off a number whose `Double` is
  /// whole (`-9040479196131.51664E+4` as `-90404791961315166`); the reader keeps it a number.
  @Test func randomNumbersReadAsTheirExactValue() throws {
    var generator = SeededRandom(seed: 27)
    func digits(_ count: Int) -> String {
      String(
        (0..<count).map { _ in
          Bool.random(using: &generator)
            ? "0" : Character(String(Int.random(in: 0...9, using: &generator)))
        })
    }
    for _ in 0..<5000 {
      var text = Bool.random(using: &generator) ? "-" : ""
      let whole = digits(Int.random(in: 1...14, using: &generator))
      text += whole.count > 1 && whole.first == "0" ? "1" + whole.dropFirst() : whole
      if Bool.random(using: &generator) {
        text += "." + digits(Int.random(in: 1...10, using: &generator))
      }
      if Int.random(in: 0..<4, using: &generator) > 0 {
        text += ["e", "E"].randomElement(using: &generator)!
        text += ["", "+", "-"].randomElement(using: &generator)!
        text += String(Int.random(in: 0...24, using: &generator))
      }
      let bytes = Array(text.utf8)
      let read = try JSONBodyParser.parse(bytes)
      let exact = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
      var rounded = Decimal()
      var value = exact
      NSDecimalRound(&rounded, &value, 0, .plain)
      if rounded == exact, let integer = Int("\(exact)") {
        #expect(read == .integer(integer), "\(text)")
        #expect(Self.foundation(bytes) == .integer(integer), "\(text)")
      } else {
        let expected = try #require(Double(text))
        guard case .number(let number) = read else {
          Issue.record("\(text) read as \(read), not as the number \(expected)")
          continue
        }
        #expect(
          number == expected || number.nextUp == expected || number.nextDown == expected,
          "\(text)")
      }
    }
  }

  @Test func aNameGivenTwiceKeepsItsFirstValue() throws {
    let bytes = Array(#"{"limit":1,"limit":2}"#.utf8)
    #expect(try JSONBodyParser.parse(bytes) == ["limit": 1])
    #expect(Self.foundation(bytes) == ["limit": 1])
  }

  @Test(arguments: [
    "", " ", "{", "[1,]", #"{"a":1,}"#, "01", "-01", "1.", ".5", "1e", "1e+", "-", "+1", "NaN",
    "Infinity", "1e400", #""\ud800""#, #""\udc00""#, #""\ud800\u0041""#, "\"a\u{1}\"",
    "\"a\nb\"", #""\x""#, #""\u12""#, #"{"a" 1}"#, "[1 2]", "{} {}", "tru", "nul", "\"abc",
    "// c\n1", "{a:1}", "'a'", #"{"a":1]"#, "[1}",
  ])
  func refusesWhatIsNotJSON(text: String) {
    #expect(throws: JSONBodyParser.Failure.self) { try JSONBodyParser.parse(Array(text.utf8)) }
  }

  @Test func refusesBytesThatAreNotUTF8() {
    #expect(throws: JSONBodyParser.Failure.self) {
      try JSONBodyParser.parse([0x22, 0x61, 0xFF, 0x22])
    }
    #expect(throws: JSONBodyParser.Failure.self) {
      try JSONBodyParser.parse([0x22, 0xC3, 0x22])  // a cut two-byte sequence
    }
  }

  @Test func saysWhereReadingStopped() {
    #expect(
      throws: JSONBodyParser.Failure(
        problem: "Unexpected character where a value should be", line: 2, column: 8)
    ) {
      try JSONBodyParser.parse(Array("{\n  \"a\": tru }".utf8))
    }
  }

  @Test func nestingIsBoundedWithoutExhaustingTheStack() throws {
    let depth = JSONBodyParser.maximumDepth
    let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(try JSONBodyParser.parse(Array(deepest.utf8)) == Self.foundation(Array(deepest.utf8)))
    let deeper = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
    #expect(throws: JSONBodyParser.Failure.self) { try JSONBodyParser.parse(Array(deeper.utf8)) }
    let huge = String(repeating: #"{"a":["#, count: 100_000)
    #expect(throws: JSONBodyParser.Failure.self) { try JSONBodyParser.parse(Array(huge.utf8)) }
  }

  /// Random values written by the runtime's writer read back as themselves.
  @Test func readsBackWhatTheWriterWrites() throws {
    var generator = SeededRandom(seed: 9)
    for _ in 0..<300 {
      let value = Self.randomValue(depth: 0, &generator)
      #expect(try JSONBodyParser.parse(value.jsonBytes) == value)
    }
  }

  /// Random bytes changed in valid bodies: no crash, and whatever is read, Foundation reads
  /// the same.
  @Test func changedBytesAreReadAsFoundationReadsThemOrRefused() {
    var generator = SeededRandom(seed: 12)
    let alphabet = Array(#"{}[]":,.-+eE0123456789 \tnulltruefalse\u00"#.utf8) + [0x00, 0xFF, 0xC3]
    for _ in 0..<2000 {
      var bytes = Self.randomValue(depth: 0, &generator).jsonBytes
      for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[at] = alphabet.randomElement(using: &generator)!
        case 1: bytes.remove(at: at)
        default: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
        }
      }
      if let read = try? JSONBodyParser.parse(bytes) {
        #expect(read == Self.foundation(bytes), "\(String(decoding: bytes, as: UTF8.self))")
      }
    }
  }

  static func randomValue(depth: Int, _ generator: inout SeededRandom) -> JSONValue {
    let kind = Int.random(in: 0..<(depth < 4 ? 7 : 5), using: &generator)
    switch kind {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2: return .number(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)))
    case 3: return .number(Double.random(in: -1e6...1e6, using: &generator))
    case 4:
      let characters = Array("aé\"\\/\n\t\u{1}😀日 z")
      return .string(
        String(
          (0..<Int.random(in: 0...8, using: &generator)).map { _ in
            characters.randomElement(using: &generator)!
          }))
    case 5:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          randomValue(depth: depth + 1, &generator)
        })
    default:
      var members: [String: JSONValue] = [:]
      for index in 0..<Int.random(in: 0...4, using: &generator) {
        members["k\(index)\(["", "é", "\"", "\n"].randomElement(using: &generator)!)"] =
          randomValue(depth: depth + 1, &generator)
      }
      return .object(members)
    }
  }
}
