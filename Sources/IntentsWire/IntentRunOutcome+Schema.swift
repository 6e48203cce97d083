public import IntentsRuntime

/// JSON Schemas (draft 2020-12) of a run's outcome, question, answers and errors as the runtime
/// writes and reads them. Adapters publish these rather than writing their own. Each is
/// self-contained (no `$ref`).
extension IntentRunOutcome {
  /// The schema of ``json``: `{"status": "completed", "result": …}` or
  /// `{"status": "needsInput", "question": …}`.
  public static let schema: JSONValue = [
    "anyOf": [
      [
        "type": "object",
        "properties": ["status": ["const": "completed"], "result": IntentRunResult.schema],
        "required": ["status", "result"], "additionalProperties": false,
      ],
      [
        "type": "object",
        "properties": ["status": ["const": "needsInput"], "question": IntentQuestion.schema],
        "required": ["status", "question"], "additionalProperties": false,
      ],
    ]
  ]
}

extension IntentRunResult {
  /// The schema of ``json``: the intent, its resolved parameters, and what it returned, said
  /// and asks to open next.
  public static let schema: JSONValue = [
    "type": "object",
    "properties": JSONValue.object(
      [
        "intent": ["type": "string"],
        "parameters": [
          "type": "object", "description": "The parameters the intent ran with, as JSON.",
        ],
        "value": ["description": "What the intent returned, as JSON."],
        "dialog": ["type": "string"], "summary": ["type": "string"],
        "opensIntent": [
          "type": "object",
          "properties": ["intent": ["type": "string"], "parameters": ["type": "object"]],
          "required": ["intent", "parameters"], "additionalProperties": false,
        ],
      ].merging(intentSideSchemas) { $1 }),
    "required": ["intent", "parameters"], "additionalProperties": false,
  ]
}

extension IntentQuestion {
  /// The schema of ``json``: the question's id (the key of its answer), kind, intent,
  /// parameter, prompt, options and the kind of value expected.
  public static let schema: JSONValue = [
    "type": "object",
    "properties": [
      "id": ["type": "string", "description": "The key of the answer in `answers`, next run."],
      "kind": [
        "type": "string", "enum": ["chooseValue", "provideValue", "confirm", "chooseOption"],
      ],
      "intent": ["type": "string"], "parameter": ["type": "string"], "prompt": ["type": "string"],
      "options": [
        "type": "array",
        "items": [
          "type": "object",
          "properties": [
            "id": ["type": "string"], "title": ["type": "string"], "subtitle": ["type": "string"],
          ],
          "required": ["id", "title"], "additionalProperties": false,
        ],
      ],
      "expected": [
        "type": "string", "description": "The kind of value expected, for provideValue.",
      ],
      "snippet": IntentSnippet.schema,
    ],
    "required": ["id", "kind", "intent", "prompt", "options"], "additionalProperties": false,
  ]
}

extension IntentAnswer {
  /// The schema of what ``init(json:)`` reads: an option's id (a string, or `{"option": id}`),
  /// a confirmation (a Boolean, or `{"confirm": …}`), or a value (`{"value": …}`).
  public static let schema: JSONValue = [
    "description": .string(
      "An answer: an option's id (a string, or {\"option\": id}), a confirmation (a Boolean, "
        + "or {\"confirm\": …}), or a value ({\"value\": …})."),
    "anyOf": [
      ["type": "string", "description": "The id of the chosen option"],
      ["type": "boolean", "description": "Whether to go ahead, for a confirmation"],
      [
        "type": "object",
        "properties": [
          "option": [
            "anyOf": [
              ["type": "string"],
              // As an identifier, a number must be a whole number an `Int` holds; whole numbers
              // are read exactly.
              ["type": "integer", "minimum": .integer(Int.min), "maximum": .integer(Int.max)],
            ]
          ]
        ],
        "required": ["option"], "additionalProperties": false,
      ],
      [
        "type": "object", "properties": ["confirm": ["type": "boolean"]],
        "required": ["confirm"], "additionalProperties": false,
      ],
      [
        "type": "object", "properties": ["value": [:]], "required": ["value"],
        "additionalProperties": false,
      ],
    ],
  ]

  /// The schema of answers to a run's questions, by question id.
  public static let answersSchema: JSONValue = [
    "type": "object", "additionalProperties": schema,
    "description": "Answers to the questions of an earlier run, by question id.",
  ]
}

extension IntentsError {
  /// The schema of ``json``: `{"error": {"code", "message", "allowed"}}`.
  public static let schema: JSONValue = [
    "type": "object",
    "properties": ["error": detailSchema],
    "required": ["error"], "additionalProperties": false,
  ]

  /// The schema of the error's members, inside `{"error": …}`.
  public static let detailSchema: JSONValue = [
    "type": "object",
    "properties": [
      "code": ["type": "string", "description": "A stable code."],
      "message": ["type": "string", "description": "What was wrong and how to fix it."],
      "allowed": [
        "type": "array", "items": ["type": "string"],
        "description": "The values that would have been accepted, when there is a choice.",
      ],
    ],
    "required": ["code", "message"], "additionalProperties": false,
  ]
}
