import IntentsRuntime
import IntentsWire

/// Builders of the JSON Schemas (draft 2020-12, as OpenAPI 3.1 uses them) the OpenAPI document
/// is made of.
enum JSONSchema {
  /// A reference to a schema of `components/schemas`.
  static func ref(_ name: String) -> JSONValue { ["$ref": .string("#/components/schemas/\(name)")] }

  /// An object with exactly these members, the `required` ones always present.
  static func object(
    _ properties: [String: JSONValue], required: [String] = [], description: String? = nil
  ) -> JSONValue {
    var schema: [String: JSONValue] = [
      "type": "object", "properties": .object(properties),
      "additionalProperties": false,
    ]
    if !required.isEmpty { schema["required"] = .array(required.map(JSONValue.string)) }
    if let description { schema["description"] = .string(description) }
    return .object(schema)
  }

  /// An object whose every member is required.
  static func record(_ properties: [String: JSONValue], description: String? = nil) -> JSONValue {
    object(properties, required: properties.keys.sorted(), description: description)
  }

  /// An array of items.
  static func array(_ items: JSONValue, maxItems: Int? = nil) -> JSONValue {
    var schema: [String: JSONValue] = ["type": "array", "items": items]
    if let maxItems { schema["maxItems"] = .number(Double(maxItems)) }
    return .object(schema)
  }

  /// A string.
  static let string: JSONValue = ["type": "string"]
  /// A Boolean.
  static let boolean: JSONValue = ["type": "boolean"]
  /// A string naming a point in time in ISO 8601.
  static let dateTime: JSONValue = ["type": "string", "format": "date-time"]
  /// Any JSON value.
  static let any: JSONValue = [:]
  /// Any JSON object.
  static let anyObject: JSONValue = ["type": "object"]

  /// The schema, or `null` (the runtime's rule, shared).
  static func nullable(_ schema: JSONValue) -> JSONValue { JSONValue.nullable(schema) }

  /// One of several schemas; the schema itself when there is one, and `fallback` when none.
  static func anyOf(_ schemas: [JSONValue], fallback: JSONValue) -> JSONValue {
    switch schemas.count {
    case 0: fallback
    case 1: schemas[0]
    default: ["anyOf": .array(schemas)]
    }
  }

  /// A name usable in `components/schemas` (letters, digits, `.`, `-`, `_`), from an
  /// identifier.
  static func componentName(_ prefix: String, _ identifier: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    return prefix + "." + String(identifier.map { allowed.contains($0) ? $0 : "_" })
  }
}
