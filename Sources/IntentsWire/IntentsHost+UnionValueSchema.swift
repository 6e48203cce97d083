public import AppIntents
public import IntentsRuntime

extension IntentsHost {
  /// The JSON Schema of a union value type as the runtime writes it: a `oneOf` with one
  /// `{"case": <const>, "value": <the payload's schema>}` object per case. A union written
  /// without `@UnionValue` has no listed cases: its schema only requires the two members.
  public func unionValueSchema(_ type: any UnionValue.Type) -> JSONValue {
    let cases = type.unionCases
    // An `AppUnionValue` (what `@UnionValue` makes) titles its cases.
    let titles = (type as? any AppUnionValue.Type)?.caseTitles ?? [:]
    let variants: [JSONValue] = cases.map { unionCase in
      var variant: [String: JSONValue] = [
        "type": "object",
        "properties": [
          "case": ["const": .string(unionCase.name)],
          "value": propertyValueSchema(ValueDescriptor(unionCase.valueType)),
        ],
        "required": ["case", "value"], "additionalProperties": false,
      ]
      if let title = titles[unionCase.name] { variant["title"] = .string(title) }
      return .object(variant)
    }
    guard !variants.isEmpty else {
      return [
        "type": "object", "properties": ["case": ["type": "string"], "value": [:]],
        "required": ["case", "value"],
      ]
    }
    return ["oneOf": .array(variants)]
  }
}
