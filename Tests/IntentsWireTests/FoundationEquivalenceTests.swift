import Foundation
import IntentsFixtures
import IntentsRuntime
import Testing

/// The JSON reader and writer every surface uses stand beside Foundation's `JSONDecoder` and
/// `JSONEncoder`, which they are faster than: over random documents they read the values
/// `JSONDecoder` reads (through `JSONValue`'s `Decodable` conformance, as `JSONValue(parsing:)`
/// read text before) and write the bytes `JSONEncoder` writes.
///
/// `JSONSerialization` is no reference here: on Linux it rounds the last digit of some numbers
/// (`0.7944917427494854` reads as `0.7944917427494851`), reads whole numbers past 2^53 as
/// doubles, and drops a U+FEFF inside a string.
@Suite struct FoundationEquivalenceTests {
  /// The writer's output as Foundation writes it: compact, keys sorted, `/` not escaped.
  static func foundationBytes(_ value: JSONValue) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }

  /// What `JSONDecoder` reads.
  static func decoded(_ bytes: [UInt8]) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
  }

  /// Random documents, each written by the writer and by `JSONEncoder`: the same value, in the
  /// same bytes but for the order of names with combining marks; and read back by the reader
  /// and by `JSONDecoder`: the same value.
  @Test(arguments: 1...8)
  func randomDocumentsAreWrittenAndReadAsFoundationWritesAndReadsThem(seed: UInt64) throws {
    var generator = SeededRandom(seed: seed)
    for _ in 0..<250 {
      let value = Self.document(depth: 0, &generator)
      let written = value.jsonBytes
      let text = String(decoding: written, as: UTF8.self)
      let foundation = try Self.foundationBytes(value)
      #expect(try JSONBodyParser.parse(foundation) == JSONBodyParser.parse(written), "\(text)")
      // Keys are sorted as Swift orders strings, by canonical equivalence; `JSONEncoder` sorts
      // a name with a combining mark elsewhere (`"e\u{301}9"` before `"ß"`, and once even
      // before `""`): the same members, in another order.
      if !Self.hasCombiningMarkInAName(value) { #expect(written == foundation, "\(text)") }
      let read = try JSONBodyParser.parse(written)
      #expect(read == Self.decoded(written), "\(text)")
      #expect(try JSONValue(parsing: text) == read, "\(text)")
    }
  }

  /// Text saved with a byte order mark before it — as some editors save a file given to
  /// `--request` — reads as `JSONDecoder` read it.
  @Test func aByteOrderMarkBeforeTheTextIsSkipped() throws {
    let text = "\u{FEFF}{\"limit\": 5}"
    #expect(try JSONValue(parsing: text) == ["limit": 5])
    #expect(Self.decoded(Array(text.utf8)) == ["limit": 5])
  }

  /// Random documents as other writers write them — Foundation's `JSONSerialization`, which
  /// escapes `/`, and the same text with `\u` escapes, spaces and line breaks between the
  /// tokens: the reader reads what `JSONDecoder` reads.
  @Test(arguments: 1...8)
  func textWrittenOtherwiseIsReadAsFoundationReadsIt(seed: UInt64) throws {
    var generator = SeededRandom(seed: seed &+ 100)
    for _ in 0..<250 {
      let value = Self.document(depth: 0, &generator)
      let spaced = Self.spaced(value.jsonBytes, &generator)
      #expect(
        try JSONBodyParser.parse(spaced) == JSONBodyParser.parse(value.jsonBytes),
        "\(String(decoding: spaced, as: UTF8.self))")
      var texts = [spaced]
      // Foundation's own text of the value (its numbers as it writes them).
      if value.arrayValue != nil || value.objectValue != nil,
        let object = try? JSONSerialization.jsonObject(with: Data(value.jsonBytes)),
        let data = try? JSONSerialization.data(withJSONObject: object)
      {
        texts.append(Array(data))
      }
      for bytes in texts {
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(try JSONBodyParser.parse(bytes) == Self.decoded(bytes), "\(text)")
      }
    }
  }

  /// Bytes changed at random in valid documents: whatever `JSONDecoder` reads, the reader reads
  /// as the same value, and whatever it refuses, the reader refuses — but for text that starts
  /// with a zero byte, which `JSONDecoder` reads as UTF-16 or UTF-32 and the reader refuses
  /// (JSON between systems is UTF-8: RFC 8259 §8.1), and the one number `JSONDecoder` cuts.
  @Test(arguments: 1...8)
  func changedDocumentsAreReadOrRefusedAsFoundationDoes(seed: UInt64) {
    var generator = SeededRandom(seed: seed &+ 200)
    let alphabet =
      Array(#"{}[]":,.-+eE0123456789 \tnulltruefalse\u00/\"#.utf8) + [0x00, 0x0A, 0x7F, 0xFF, 0xC3]
    for _ in 0..<500 {
      var bytes = Self.document(depth: 0, &generator).jsonBytes
      for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[at] = alphabet.randomElement(using: &generator)!
        case 1: bytes.remove(at: at)
        default: bytes.insert(alphabet.randomElement(using: &generator)!, at: at)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      guard !bytes.prefix(4).contains(0) else { continue }
      let decoded = Self.decoded(bytes)
      let read = try? JSONBodyParser.parse(bytes)
      #expect((read == nil) == (decoded == nil), "\(text)")
      // `JSONDecoder` asked for an `Int` cuts the fraction off a number past 2^53, which the
      // reader keeps a number (see `JSONBodyParserTests`): then the two differ by that alone.
      if let read, let decoded, read != decoded {
        #expect(Self.differOnlyByCutFractions(read, decoded), "\(text)")
      }
    }
  }

  /// Whether a name of an object in the value holds a combining mark.
  static func hasCombiningMarkInAName(_ value: JSONValue) -> Bool {
    switch value {
    case .array(let items): items.contains(where: hasCombiningMarkInAName)
    case .object(let members):
      members.contains { name, member in
        name.unicodeScalars.contains { $0.properties.canonicalCombiningClass != .notReordered }
          || hasCombiningMarkInAName(member)
      }
    default: false
    }
  }

  /// Whether two readings differ only where `JSONDecoder` cut the fraction off a number past
  /// 2^53 that the reader read as a number.
  static func differOnlyByCutFractions(_ read: JSONValue, _ decoded: JSONValue) -> Bool {
    switch (read, decoded) {
    case (.number(let number), .integer(let whole)):
      abs(number) >= 0x1p53 && abs(number - Double(whole)) <= number.ulp
    case (.array(let left), .array(let right)):
      left.count == right.count && zip(left, right).allSatisfy(differOnlyByCutFractions)
    case (.object(let left), .object(let right)):
      left.keys == right.keys
        && left.allSatisfy { differOnlyByCutFractions($0.value, right[$0.key]!) }
    default: read == decoded
    }
  }

  // MARK: - Random documents

  /// A random value: every kind, whole numbers across `Int`'s range, finite numbers of every
  /// magnitude, text of every kind of character, names that sort in tricky ways.
  static func document(depth: Int, _ generator: inout SeededRandom) -> JSONValue {
    switch Int.random(in: 0..<(depth < 3 ? 9 : 7), using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2:
      let magnitude = Int.random(in: 0...62, using: &generator)
      return .integer(Int.random(in: -(1 << magnitude)...(1 << magnitude), using: &generator))
    case 3: return .integer([Int.max, Int.min, 0, -1].randomElement(using: &generator)!)
    case 4:
      // Finite doubles, from tiny to huge, whole or not.
      let exponent = Double(Int.random(in: -30...30, using: &generator))
      let number = Double.random(in: -10...10, using: &generator) * pow(10, exponent)
      return .number(Bool.random(using: &generator) ? number : number.rounded())
    case 5, 6: return .string(text(&generator))
    case 7:
      return .array(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          document(depth: depth + 1, &generator)
        })
    default:
      var members: [String: JSONValue] = [:]
      for _ in 0..<Int.random(in: 0...5, using: &generator) {
        members[text(&generator)] = document(depth: depth + 1, &generator)
      }
      return .object(members)
    }
  }

  /// Characters that need escaping, that do not, and that sort in tricky ways: control
  /// characters, quotes and backslashes, `/`, DEL, accents precomposed and combining, letters
  /// of several scripts, emoji and other characters outside the BMP, U+2028, the BOM.
  static let characters: [Character] = Array(
    "aZz09 _-.\"\\/\n\r\t\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F}\u{80}\u{9B}éÉe\u{301}ßıİ日本語한🙂👨‍👩‍👧𝄞\u{2028}\u{FEFF}\u{FFFD}"
  )

  static func text(_ generator: inout SeededRandom) -> String {
    String(
      (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        characters.randomElement(using: &generator)!
      })
  }

  /// The bytes with spaces, tabs and line breaks between tokens, and some characters of
  /// strings written as `\u` escapes (surrogate pairs outside the BMP).
  static func spaced(_ bytes: [UInt8], _ generator: inout SeededRandom) -> [UInt8] {
    var result: [UInt8] = []
    var inString = false
    // Characters to copy as they are: the one after a backslash, the digits of a `\u` escape.
    var verbatim = 0
    let text = String(decoding: bytes, as: UTF8.self)
    for scalar in text.unicodeScalars {
      let utf8 = Array(String(scalar).utf8)
      if inString {
        if verbatim > 0 {
          verbatim -= 1
          if scalar == "u" && verbatim == 0 { verbatim = 4 }
        } else if scalar == "\\" {
          verbatim = 1
        } else if scalar == "\"" {
          inString = false
        } else if Int.random(in: 0..<4, using: &generator) == 0 {
          for unit in String(scalar).utf16 {
            result += Array(String(format: "\\u%04X", unit).utf8)
          }
          continue
        }
        result += utf8
      } else {
        // Space only between tokens: before a structural character or a string.
        if "{}[],:\"".unicodeScalars.contains(scalar), Int.random(in: 0..<3, using: &generator) == 0
        {
          result.append([0x20, 0x09, 0x0A, 0x0D].randomElement(using: &generator)!)
        }
        if scalar == "\"" { inString = true }
        result += utf8
      }
    }
    return result
  }
}
