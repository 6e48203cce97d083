import Foundation

/// A JSON value: what the runtime reads from requests and writes in answers, independent of
/// any adapter.
public enum JSONValue: Sendable, Hashable, Codable, CustomStringConvertible {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
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
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The value as compact JSON text with sorted keys.
  public var description: String {
    String(decoding: jsonBytes, as: UTF8.self)
  }

  /// Parses JSON text.
  public init(parsing text: String) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
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

  /// A short rendering for messages: strings quoted, anything longer than 60 characters cut.
  public var excerpt: String {
    let text: String
    switch self {
    case .string(let string): text = "\"\(string)\""
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
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// The string, when this is one.
  public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
  /// The number, when this is one.
  public var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
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
  /// A number.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
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
