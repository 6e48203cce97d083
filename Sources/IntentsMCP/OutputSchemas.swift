import IntentsRuntime
import IntentsWire

/// The JSON Schemas of what the tools return (`outputSchema`): the runtime's own schemas of its
/// JSON forms — the ones the HTTP adapter publishes too — adapted to MCP's conventions.
///
/// A tool's error result carries the runtime's error JSON, `{"error": …}`, as structured
/// content; so that clients that check every result find it valid too, no member of an entity
/// result is required at the top level and `error` is one of its members, and a run's outcome
/// is one of the runtime's outcomes or an error.
enum OutputSchemas {
  /// What `get_<Type>` returns.
  static func resolved(_ description: EntityTypeDescription, host: IntentsHost) -> JSONValue {
    allowingError(host.resolvedSchema(of: description))
  }

  /// What `search_`, `find_` and `suggest_<Type>` return: the runtime's query results, with
  /// `total` and `truncated` when the list was cut to the call's `limit`.
  static func list(_ description: EntityTypeDescription, host: IntentsHost) -> JSONValue {
    allowingError(
      host.entityResultsSchema(of: description),
      adding: [
        "total": [
          "type": "integer", "description": "How many entities matched, when more than returned",
        ],
        "truncated": ["type": "boolean", "description": "Whether entities were left out"],
      ])
  }

  /// What an intent's tool returns: the runtime's outcome JSON — with the intent's union value
  /// (`oneOf`) when it returns one — or an error.
  static func outcome(intent: String, host: IntentsHost) -> JSONValue {
    let outcome = (try? host.runOutcomeSchema(intent: intent)) ?? IntentRunOutcome.schema
    return [
      "type": "object",
      "anyOf": .array((outcome.objectValue?["anyOf"]?.arrayValue ?? []) + [IntentsError.schema]),
    ]
  }

  /// The schema with `extra` members and `error`, and no member required.
  private static func allowingError(
    _ schema: JSONValue, adding extra: [String: JSONValue] = [:]
  ) -> JSONValue {
    guard case .object(var members) = schema, case .object(var properties)? = members["properties"]
    else { return schema }
    properties.merge(extra) { $1 }
    properties["error"] = IntentsError.detailSchema
    members["properties"] = .object(properties)
    members["required"] = nil
    return .object(members)
  }
}
