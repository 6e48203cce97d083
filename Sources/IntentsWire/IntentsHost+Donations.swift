public import IntentsRuntime

extension IntentsHost {
  /// The app's donations, relevant intents and — for one intent — its predictions, as JSON:
  /// `{"donations": […], "relevantIntents": […], "predictions": […]}`. Throws
  /// ``IntentsError/unknownIntent`` for an intent the host does not serve.
  public func donationsJSON(intent: String? = nil) async throws -> JSONValue {
    var members: [String: JSONValue] = [
      "donations": try JSONValue(encoding: await donations(intent: intent)),
      "relevantIntents": try JSONValue(encoding: relevantIntents()),
    ]
    if let intent { members["predictions"] = try JSONValue(encoding: await predictions(intent: intent)) }
    return .object(members)
  }

  /// The schema of ``donationsJSON(intent:)``.
  public static let donationsSchema: JSONValue = [
    "type": "object",
    "properties": [
      "donations": [
        "type": "array", "description": "The donated intents, newest first.",
        "items": [
          "type": "object",
          "properties": [
            "id": ["type": "string"], "intent": ["type": "string"],
            "parameters": ["type": "object"], "date": ["type": "string", "format": "date-time"],
            "dialog": ["type": "string"], "value": [:],
          ],
          "required": ["id", "intent", "parameters", "date"],
        ],
      ],
      "relevantIntents": [
        "type": "array", "description": "The app's relevant intents.",
        "items": ["type": "object"],
      ],
      "predictions": [
        "type": "array",
        "description": "The intent's predictions from its donations, most often donated first.",
        "items": [
          "type": "object",
          "properties": [
            "intent": ["type": "string"], "parameters": ["type": "object"],
            "title": ["type": "string"], "subtitle": ["type": "string"],
            "count": ["type": "integer"], "lastDonated": ["type": "string", "format": "date-time"],
          ],
          "required": ["intent", "parameters", "title", "count", "lastDonated"],
        ],
      ],
    ],
    "required": ["donations", "relevantIntents"],
  ]
}
