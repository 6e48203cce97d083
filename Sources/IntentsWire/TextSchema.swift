public import IntentsRuntime

/// The JSON Schemas of text a caller sends to be looked for or compared — search text, a
/// Spotlight query, a Find's values, an entity parameter given as text — which the runtime
/// refuses whole when it holds a control character (`invalidValue`): so that the documents
/// every surface publishes promise exactly what is accepted.
public enum TextSchema {
  /// The control characters such text may not hold, as the body of a pattern's character
  /// class: C0, DEL, C1, and the bidirectional overrides and isolates — the rule of saved
  /// names.
  public static let controls = #"\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069"#

  /// The pattern of text without control characters.
  public static let withoutControls = "^[^\(controls)]*" + IdentifierForm.end

  /// Search and Spotlight text: at most ``Limits/maximumTextLength`` characters, none a control
  /// character.
  public static let searchText: JSONValue = [
    "type": "string", "maxLength": .number(Double(Limits.maximumTextLength)),
    "pattern": .string(withoutControls),
  ]

  /// The schema with every string it admits that has no pattern of its own held to
  /// ``withoutControls``: in alternatives, array items and object members alike.
  public static func refusingControls(_ schema: JSONValue) -> JSONValue {
    guard case .object(var members) = schema else { return schema }
    if members["type"] == "string", members["pattern"] == nil, members["enum"] == nil,
      members["const"] == nil
    {
      members["pattern"] = .string(withoutControls)
    }
    for key in ["anyOf", "oneOf"] {
      if case .array(let alternatives)? = members[key] {
        members[key] = .array(alternatives.map(refusingControls))
      }
    }
    if let items = members["items"] { members["items"] = refusingControls(items) }
    if case .object(let properties)? = members["properties"] {
      members["properties"] = .object(properties.mapValues(refusingControls))
    }
    return .object(members)
  }
}
