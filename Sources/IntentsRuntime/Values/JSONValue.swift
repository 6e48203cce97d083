import Foundation

/// A JSON value: what the runtime reads from requests and writes in answers, independent of
/// any adapter.
///
/// Whole numbers read from JSON text are ``integer(_:)``, exactly — `9007199254740993` stays
/// itself, where a `Double` would round it — and other numbers ``number(_:)``. The two compare
/// by value: `.integer(1) == .number(1.0)`. Read numbers through ``numberValue`` and
/// ``integerValue``, which answer for both.
public enum JSONValue: Sendable, Hashable, Codable, CustomStringConvertible {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A whole number, exactly. This is an OpenIntents addition.
  case integer(Int)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])

  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      if value.rounded() == value, abs(value) < 9.0e15 {
        try container.encode(Int64(value))
      } else {
        try container.encode(value)
      }
    case .integer(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The value as compact JSON text with sorted keys.
  public var description: String {
    String(decoding: jsonBytes, as: UTF8.self)
  }

  /// Parses JSON text, as every surface reads requests: whole numbers exactly, a name given
  /// twice keeping its first value, nesting at most 512 deep; a byte order mark before the text
  /// is skipped. Throws, saying what is wrong and where, when the text is not JSON.
  public init(parsing text: String) throws {
    var text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.dropFirst()) : text
    self = try text.withUTF8 { bytes in try JSONBodyParser.parse(bytes) }
  }

  /// The JSON form of an `Encodable` value, as `JSONEncoder` writes it — the form of the
  /// runtime's descriptions in manifests — with dates in ISO 8601.
  public init(encoding value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601  // never seconds since 2001
    self = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
  }

  /// The value as indented JSON text with sorted keys, for people to read.
  public var prettyPrinted: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? description
  }

  /// A short rendering for messages: strings quoted with their control characters escaped
  /// (a NUL is `\0`), anything longer than 60 characters cut.
  public var excerpt: String {
    let text: String
    switch self {
    case .string(let string): text = String(string.prefix(200)).debugDescription
    default: text = description
    }
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }

  /// The JSON Schema type of the value: `integer` for whole numbers.
  public var schemaTypeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number(let number): number.rounded() == number ? "integer" : "number"
    case .integer: "integer"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The string, when this is one.
  public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
  /// The number, when this is one (a whole number as the nearest `Double`).
  public var numberValue: Double? {
    switch self {
    case .number(let value): value
    case .integer(let value): Double(value)
    default: nil
    }
  }
  /// The whole number, when this is one that an `Int` holds exactly: an integer, or a number
  /// without a fraction within `Int`'s bounds. This is an OpenIntents addition.
  public var integerValue: Int? {
    switch self {
    case .integer(let value): value
    case .number(let value): Int(exactly: value)
    default: nil
    }
  }
  /// The Boolean, when this is one.
  public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
  /// The members, when this is an object.
  public var objectValue: [String: JSONValue]? {
    if case .object(let value) = self { value } else { nil }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A whole number.
  public init(integerLiteral value: Int) { self = .integer(value) }
  /// A number.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// A Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An array.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// An object.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
}

extension JSONValue {
  /// Whether two values are the same JSON: numbers by value, whether whole or not (`1` and
  /// `1.0` are equal), arrays element by element, objects member by member.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.integer(let left), .integer(let right)): left == right
    case (.integer(let whole), .number(let number)), (.number(let number), .integer(let whole)):
      Int(exactly: number) == whole
    case (.string(let left), .string(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)): left == right
    default: false
    }
  }

  /// Hashes the value so that equal values — `1` and `1.0` — hash alike.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0 as UInt8)
    case .bool(let flag): hasher.combine(flag ? 2 as UInt8 : 1)
    case .integer(let whole): hashWhole(whole, into: &hasher)
    case .number(let number):
      if let whole = Int(exactly: number) {
        hashWhole(whole, into: &hasher)
      } else {
        hasher.combine(4 as UInt8)
        hasher.combine(number)
      }
    case .string(let text):
      hasher.combine(5 as UInt8)
      hasher.combine(text)
    case .array(let items):
      hasher.combine(6 as UInt8)
      hasher.combine(items)
    case .object(let members):
      hasher.combine(7 as UInt8)
      hasher.combine(members)
    }
  }

  private func hashWhole(_ whole: Int, into hasher: inout Hasher) {
    hasher.combine(3 as UInt8)
    hasher.combine(whole)
  }
}
