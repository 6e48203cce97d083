import AppIntents
import IntentsRuntime

/// The JSON Schemas of the strings the server accepts as identifiers and names, matching what
/// the runtime parses: so that the OpenAPI document promises exactly what is accepted.
enum IdentifierSchema {
  /// An identifier of an entity type, by the form its identifiers take: a whole number that
  /// fits in 64 bits, a UUID, or text of at most 4096 characters.
  static func entity(_ type: String, form: String) -> JSONValue {
    let description = JSONValue.string("The identifier of a \(type)")
    switch form {
    case "integer":
      return [
        "type": "string", "pattern": .string("^[+-]?[0-9]{1,18}" + end),
        "description": .string("The identifier of a \(type): a whole number, such as 42"),
      ]
    case "uuid":
      return [
        "type": "string",
        "pattern": .string(
          "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}" + end),
        "description": .string("The identifier of a \(type): a UUID"),
      ]
    default:
      return [
        "type": "string", "maxLength": .number(Double(EntityIdentifier.valueMaximumLength)),
        "description": description,
      ]
    }
  }

  /// The same schema, for a path segment: never empty.
  static func pathSegment(_ schema: JSONValue) -> JSONValue {
    guard case .object(var members) = schema else { return schema }
    if members["pattern"] == nil { members["minLength"] = 1 }
    return .object(members)
  }

  /// The end of the text, in patterns: `$` also matches before a final line break in some
  /// engines (Python's, ICU's), so patterns say "no character follows" instead.
  static let end = #"(?![\s\S])"#

  /// The characters a saved name may not start or end with: white space and line breaks, as
  /// Foundation's `whitespacesAndNewlines` has them. Listed one by one: some regular expression
  /// engines refuse ranges of characters that have canonical equivalents (U+2000…U+200A).
  static let spaces =
    #"\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006"#
    + #"\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"#

  /// A saved reference's or run's name: 1 to 200 characters, without white space at either end.
  static let savedName: JSONValue = [
    "type": "string", "minLength": 1, "maxLength": 200,
    "pattern": .string("^(?![\(spaces)])[\\s\\S]*[^\(spaces)]" + end),
    "description": "A name: 1 to 200 characters, without white space at either end.",
  ]
}
