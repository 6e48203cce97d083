package import AppIntents

/// Union values (`@UnionValue` enums) as JSON: one tagged form in every adapter,
/// `{"case": "landmark", "value": <the payload as it is usually written>}`. Its schema, a
/// `oneOf` over the cases, is `IntentsHost.unionValueSchema(_:)` in IntentsWire.
package enum UnionValueJSON {
  /// The tagged form of a union value.
  package static func json(_ union: any _IntentValueRepresentable) -> JSONValue {
    let name = (union as? any UnionValue)?.caseName ?? String(describing: type(of: union))
    return .object(["case": .string(name), "value": ValueEncoding.json(union.asIntentValue)])
  }
}
