public import AppIntents
public import IntentsRuntime

extension IntentsHost {
  /// The JSON Schema of a union value type as the runtime writes it: a `oneOf` with one
  /// `{"case": <const>, "value": <the payload's schema>}` object per case. A union written
  /// without `@UnionValue` has no listed cases: its schema only requires the two members.
  public func unionValueSchema(_ type: any UnionValue.Type) -> JSONValue {
    if case .union(let members) = ValueKind.of(type).kind { return unionOutputSchema(members) }
    return [
      "type": "object", "properties": ["case": ["type": "string"], "value": [:]],
      "required": ["case", "value"],
    ]
  }
}
