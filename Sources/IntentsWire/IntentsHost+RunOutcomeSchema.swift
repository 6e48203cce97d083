public import AppIntents
public import IntentsRuntime

extension IntentsHost {
  /// The schema of what an intent returns, as a run's `result.value` carries it: a union value
  /// (`@UnionValue`) as its `oneOf` of tagged cases (``unionValueSchema(_:)``), any other value
  /// as the runtime writes it; `nil` when the intent returns no value. Throws
  /// ``IntentsRuntime/IntentsError/unknownIntent`` for an intent the host does not serve.
  /// This is an OpenIntents addition.
  public func resultValueSchema(intent identifier: String) throws -> JSONValue? {
    guard let type = try resultValueType(intent: identifier) else { return nil }
    if let union = type as? any UnionValue.Type { return unionValueSchema(union) }
    return propertyValueSchema(ValueDescriptor(type))
  }

  /// The schema of a run's outcome for one intent: ``IntentsRuntime/IntentRunOutcome/schema``,
  /// with `result.value` the `oneOf` of ``unionValueSchema(_:)`` when the intent returns a
  /// union value. Adapters publish it as the intent's output (HTTP's `RunOutcome.<Intent>`
  /// component, an MCP tool's `outputSchema`). This is an OpenIntents addition.
  public func runOutcomeSchema(intent identifier: String) throws -> JSONValue {
    guard let union = try resultValueType(intent: identifier) as? any UnionValue.Type,
      case .object(var outcome) = IntentRunOutcome.schema,
      case .array(var variants)? = outcome["anyOf"],
      let completed = variants.firstIndex(where: {
        $0.objectValue?["properties"]?.objectValue?["status"] == ["const": "completed"]
      }),
      case .object(var variant) = variants[completed],
      case .object(var members)? = variant["properties"],
      case .object(var result)? = members["result"],
      case .object(var properties)? = result["properties"]
    else { return IntentRunOutcome.schema }
    properties["value"] = unionValueSchema(union)
    result["properties"] = .object(properties)
    members["result"] = .object(result)
    variant["properties"] = .object(members)
    variants[completed] = .object(variant)
    outcome["anyOf"] = .array(variants)
    return .object(outcome)
  }
}
