import AppIntents
package import IntentsRuntime

extension IdentifierForm {
  /// The JSON Schema of the identifiers of an entity type, by the form they take, matching
  /// exactly what ``EntityTypeRuntime/resolve(_:)`` parses: whole numbers in canonical decimal
  /// (an `Int`'s), UUIDs, or other text of at most
  /// `EntityIdentifier.valueMaximumLength` characters.
  static func schema(form: String, type: String) -> JSONValue {
    switch form {
    case "integer":
      return [
        "type": "string", "pattern": .string(integerPattern),
        "description": .string(
          "The identifier of a \(type): a whole number in canonical decimal form, such as 42 or "
            + "-7 (no + sign, no leading zeros)"),
      ]
    case "uuid":
      return [
        "type": "string", "pattern": .string(uuidPattern),
        "description": .string("The identifier of a \(type): a UUID"),
      ]
    default:
      return [
        "type": "string", "maxLength": .number(Double(EntityIdentifier.valueMaximumLength)),
        "description": .string("The identifier of a \(type)"),
      ]
    }
  }

  /// The end of the text, in patterns: `$` also matches before a final line break in some
  /// engines (Python's, ICU's), so patterns say "no character follows" instead.
  static let end = #"(?![\s\S])"#

  /// The pattern of a UUID, in either case.
  static let uuidPattern =
    "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}" + end

  /// The pattern of exactly the texts `String(n)` gives for an `Int` `n` (64 bits): `0`, or an
  /// optional `-` and up to 19 digits without a leading zero, the 19-digit ones no larger than
  /// `Int.max` (or, after `-`, than the magnitude of `Int.min`).
  package static let integerPattern: String = {
    let positive = String(Int.max)
    let negative = String(String(Int.min).dropFirst())
    let shorter = "[1-9][0-9]{0,\(positive.count - 2)}"
    let positives = ([shorter] + notAbove(positive)).joined(separator: "|")
    let negatives = ([shorter] + notAbove(negative)).joined(separator: "|")
    return "^(?:0|\(positives)|-(?:\(negatives)))" + end
  }()

  /// The alternatives of a pattern matching the numbers of as many digits as `bound` (without
  /// a leading zero) that are no larger than it: for each digit, the same digits before it, a
  /// smaller digit there and any digits after; and `bound` itself.
  static func notAbove(_ bound: String) -> [String] {
    let digits = Array(bound.utf8)
    var branches: [String] = []
    for index in digits.indices {
      let lowest = index == 0 ? UInt8(ascii: "1") : UInt8(ascii: "0")
      guard digits[index] > lowest else { continue }
      let highest = digits[index] - 1
      let low = String(UnicodeScalar(lowest))
      let high = String(UnicodeScalar(highest))
      let range = lowest == highest ? low : "[\(low)-\(high)]"
      let rest = digits.count - index - 1
      branches.append(
        String(decoding: digits[..<index], as: UTF8.self) + range
          + (rest == 0 ? "" : "[0-9]{\(rest)}"))
    }
    return branches + [bound]
  }
}
