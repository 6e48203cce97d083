import IntentsRuntime

/// The JSON Schemas of what the tools return (`outputSchema`), matching the runtime's JSON
/// forms: an entity is `{"type", "id", "title", "subtitle", "url", "properties"}`, a run's
/// outcome is `{"status", "result" | "question"}`.
///
/// They describe successful results. No member is required at the top level, so that an error
/// result's `{"error": …}` is still valid for clients that check every result; property values
/// may be `null` (an absent optional, a number that is not finite).
enum OutputSchemas {
  /// The schema of one entity of a type, with its properties.
  static func entity(_ description: EntityTypeDescription) -> JSONValue {
    var properties: [String: JSONValue] = [:]
    for property in description.properties {
      var schema = value(property.value.kind)
      if case .object(var members) = schema {
        members["description"] = .string(property.title)
        schema = .object(members)
      }
      properties[property.name] = schema
    }
    return [
      "type": "object",
      "properties": [
        "type": ["const": .string(description.identifier)],
        "id": [
          "type": "string",
          "description": .string("The identifier (\(description.identifierForm))"),
        ],
        "title": ["type": "string"],
        "subtitle": ["type": "string"],
        "url": ["type": "string"],
        "properties": ["type": "object", "properties": .object(properties)],
      ],
      "required": ["type", "id", "title"],
    ]
  }

  /// What `get_<Type>` returns.
  static func resolved(_ description: EntityTypeDescription) -> JSONValue {
    [
      "type": "object",
      "properties": [
        "entities": ["type": "array", "items": entity(description)],
        "missing": [
          "type": "array", "items": ["type": "string"],
          "description": "The identifiers asked for that no entity has",
        ],
        "error": error,
      ],
    ]
  }

  /// What `search_`, `find_` and `suggest_<Type>` return.
  static func list(_ description: EntityTypeDescription) -> JSONValue {
    [
      "type": "object",
      "properties": [
        "entities": ["type": "array", "items": entity(description)],
        "sections": [
          "type": "array",
          "items": [
            "type": "object",
            "properties": [
              "title": ["type": ["string", "null"]],
              "ids": ["type": "array", "items": ["type": "string"]],
            ],
          ],
        ],
        "promptLabel": ["type": "string"],
        "total": [
          "type": "integer", "description": "How many entities matched, when more than returned",
        ],
        "truncated": ["type": "boolean", "description": "Whether entities were left out"],
        "error": error,
      ],
    ]
  }

  /// What an intent's tool returns: the runtime's outcome JSON.
  static let outcome: JSONValue = [
    "type": "object",
    "properties": [
      "status": ["type": "string", "enum": ["completed", "needsInput"]],
      "result": [
        "type": "object",
        "properties": [
          "intent": ["type": "string"], "parameters": ["type": "object"], "value": [:],
          "dialog": ["type": "string"], "summary": ["type": "string"],
          "opensIntent": ["type": "object"],
        ],
      ],
      "question": [
        "type": "object",
        "properties": [
          "id": ["type": "string"], "kind": ["type": "string"], "intent": ["type": "string"],
          "parameter": ["type": "string"], "prompt": ["type": "string"],
          "expected": ["type": "string"],
          "options": [
            "type": "array",
            "items": [
              "type": "object",
              "properties": [
                "id": ["type": "string"], "title": ["type": "string"],
                "subtitle": ["type": "string"],
              ],
              "required": ["id", "title"],
            ],
          ],
        ],
        "required": ["id", "kind", "prompt", "options"],
      ],
      "error": error,
    ],
  ]

  /// The runtime's error JSON, as error results carry it.
  static let error: JSONValue = [
    "type": "object",
    "properties": [
      "code": ["type": "string"], "message": ["type": "string"],
      "allowed": ["type": "array", "items": ["type": "string"]],
    ],
    "required": ["code", "message"],
  ]

  /// The schema of a property value as the runtime writes it.
  private static func value(_ kind: ValueKind) -> JSONValue {
    switch kind {
    case .string: ["type": ["string", "null"]]
    case .date: ["type": ["string", "null"], "description": "ISO 8601"]
    case .url: ["type": ["string", "null"]]
    case .integer: ["type": ["integer", "null"]]
    case .number: ["type": ["number", "null"]]
    case .boolean: ["type": ["boolean", "null"]]
    case .enumeration: ["type": ["string", "number", "null"]]
    case .entity(let type):
      [
        "type": ["object", "null"],
        "properties": [
          "type": ["const": .string(type)], "id": ["type": "string"], "title": ["type": "string"],
        ],
      ]
    case .array(let element): ["type": ["array", "null"], "items": value(element)]
    case .unsupported: [:]
    }
  }
}
