public import IntentsRuntime

// What a host understood of an utterance, as every surface gives it: the command line's `say`
// (`--json`), HTTP's `POST /interpret` and MCP's `interpret`.

extension Interpretation {
  /// The interpretation as JSON: a run's outcome — `{"status": "completed", "result": …}` or
  /// `{"status": "needsInput", "question": …}` — with the utterance and the phrase it matched,
  /// or `{"status": "noMatch", "closestPhrases": […]}`.
  ///
  /// ```json
  /// {"utterance": "open the matterhorn in landmarks", "status": "completed", "result": …,
  ///  "phrase": {"text": "Open matterhorn in Landmarks",
  ///             "template": "Open ${landmark} in ${applicationName}",
  ///             "intent": "OpenLandmarkIntent", "parameters": {"landmark": "matterhorn"},
  ///             "slotTexts": {"landmark": "matterhorn"}, "confidence": 0.93}}
  /// ```
  ///
  /// This is an OpenIntents addition.
  public var json: JSONValue {
    var members: [String: JSONValue] = ["utterance": .string(utterance)]
    switch outcome {
    case .ran(let result):
      members["status"] = "completed"
      members["result"] = result.json
    case .needsInput(let question):
      members["status"] = "needsInput"
      members["question"] = question.json
    case .noMatch:
      members["status"] = "noMatch"
      members["closestPhrases"] = .array(closestPhrases.map(JSONValue.string))
    }
    if let phrase {
      var matched: [String: JSONValue] = [
        "text": .string(phrase.text), "template": .string(phrase.template),
        "intent": .string(phrase.intent), "parameters": .object(phrase.parameters.mapValues(\.json)),
        "slotTexts": .object(phrase.slotTexts.mapValues(JSONValue.string)),
        "confidence": .number(phrase.confidence),
      ]
      if let shortTitle = phrase.shortTitle { matched["shortTitle"] = .string(shortTitle) }
      members["phrase"] = .object(matched)
    }
    return .object(members)
  }

  /// The JSON Schema of ``json``. This is an OpenIntents addition.
  public static let schema: JSONValue = {
    let phrase: JSONValue = [
      "type": "object",
      "properties": [
        "text": ["type": "string"], "template": ["type": "string"], "intent": ["type": "string"],
        "shortTitle": ["type": "string"], "parameters": ["type": "object"],
        "slotTexts": ["type": "object", "additionalProperties": ["type": "string"]],
        "confidence": ["type": "number", "minimum": 0, "maximum": 1],
      ],
      "required": ["text", "template", "intent", "parameters", "slotTexts", "confidence"],
      "additionalProperties": false,
    ]
    return [
      "anyOf": [
        [
          "type": "object",
          "properties": [
            "utterance": ["type": "string"], "status": ["const": "completed"],
            "result": IntentRunResult.schema, "phrase": phrase,
          ],
          "required": ["utterance", "status", "result", "phrase"],
          "additionalProperties": false,
        ],
        [
          "type": "object",
          "properties": [
            "utterance": ["type": "string"], "status": ["const": "needsInput"],
            "question": IntentQuestion.schema, "phrase": phrase,
          ],
          "required": ["utterance", "status", "question", "phrase"],
          "additionalProperties": false,
        ],
        [
          "type": "object",
          "properties": [
            "utterance": ["type": "string"], "status": ["const": "noMatch"],
            "closestPhrases": ["type": "array", "items": ["type": "string"]],
          ],
          "required": ["utterance", "status", "closestPhrases"],
          "additionalProperties": false,
        ],
      ]
    ]
  }()
}
