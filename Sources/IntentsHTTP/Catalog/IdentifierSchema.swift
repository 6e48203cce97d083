import IntentsRuntime
import IntentsWire

/// The JSON Schemas of the path segments the server accepts as identifiers and names, matching
/// what the runtime parses: so that the OpenAPI document promises exactly what is accepted.
/// Identifiers' own schemas are the host's (`IntentsHost.identifierSchema(type:)`).
enum IdentifierSchema {
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

  /// The control characters a saved name may not contain (C0, DEL, C1, and the bidirectional
  /// overrides and isolates), as the runtime refuses them in names and in text to look for.
  static let controls = TextSchema.controls

  /// A saved reference's or run's name: 1 to 200 characters, without white space at either end
  /// and without control characters.
  static let savedName: JSONValue = [
    "type": "string", "minLength": 1, "maxLength": 200,
    "pattern": .string("^(?![\(spaces)])[^\(controls)]*[^\(spaces)\(controls)]" + end),
    "description": .string(
      "A name: 1 to 200 characters, without white space at either end and without control "
        + "characters."),
  ]
}
