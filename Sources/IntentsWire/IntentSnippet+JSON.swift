import Foundation
public import IntentsRuntime

// What the intent side adds to a run's answer — a snippet, the system intents' outcomes — and
// the events of a run (progress, snippet reloads, donations), as JSON and JSON Schema, written
// once here for every surface.

extension IntentSnippet {
  /// The snippet as JSON: `{"intent", "title", "parameters", "dialog", "value", "summary"}`,
  /// leaving out what is absent. Running `intent` with `parameters` shows it again.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "intent": .string(intent), "title": .string(title), "parameters": .object(parameters),
    ]
    if let dialog { members["dialog"] = .string(dialog) }
    if let value { members["value"] = value }
    if let summary { members["summary"] = .string(summary) }
    return .object(members)
  }

  /// The schema of ``json``.
  public static let schema: JSONValue = [
    "type": "object",
    "description": .string(
      "What a snippet shows: its snippet intent (run it with these parameters to show it "
        + "again), what it says and its value."),
    "properties": [
      "intent": ["type": "string"], "title": ["type": "string"],
      "parameters": ["type": "object"], "dialog": ["type": "string"],
      "value": ["description": "The snippet's value, as JSON."], "summary": ["type": "string"],
    ],
    "required": ["intent", "title", "parameters"], "additionalProperties": false,
  ]
}

extension IntentRunResult {
  /// The members the intent side adds to ``json``: the result's snippet, its action button's
  /// intent, and what a system intent did instead of performing.
  var intentSideMembers: [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    if let snippet { members["snippet"] = snippet.json }
    if let actionButtonIntent {
      members["actionButtonIntent"] = [
        "intent": .string(actionButtonIntent.intent),
        "parameters": .object(actionButtonIntent.parameters),
      ]
    }
    if let activityIdentifier { members["activityIdentifier"] = .string(activityIdentifier) }
    if let openedURL { members["openedURL"] = .string(openedURL) }
    if let contentIdentifier { members["contentIdentifier"] = .string(contentIdentifier) }
    if let foreground { members["foreground"] = .bool(foreground) }
    if let isConfiguration { members["isConfiguration"] = .bool(isConfiguration) }
    return members
  }

  /// The schemas of ``intentSideMembers``.
  static let intentSideSchemas: [String: JSONValue] = [
    "snippet": IntentSnippet.schema,
    "actionButtonIntent": [
      "type": "object",
      "properties": ["intent": ["type": "string"], "parameters": ["type": "object"]],
      "required": ["intent", "parameters"], "additionalProperties": false,
    ],
    "activityIdentifier": ["type": "string"],
    "openedURL": [
      "type": "string",
      "description": "The URL to open: a URL-representable intent is not performed on Linux.",
    ],
    "contentIdentifier": ["type": "string"],
    "foreground": [
      "type": "boolean", "description": "Whether the run continued in the foreground.",
    ],
    "isConfiguration": [
      "type": "boolean",
      "description": "A widget or control configuration: resolved, not performed.",
    ],
  ]
}

extension IntentRunEvent {
  /// The event as JSON: `{"kind", "runID", "intent", "progress", "snippet", "donation"}`,
  /// leaving out what is absent. `progress` is `{"completed", "total", "fraction", "message"}`.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "kind": .string(kind.rawValue), "intent": .string(intent),
    ]
    if let runID { members["runID"] = .string(runID.uuidString) }
    if let progress {
      var value: [String: JSONValue] = [
        "completed": .number(Double(progress.completed)),
        "total": .number(Double(progress.total)),
      ]
      if let fraction = progress.fraction { value["fraction"] = .number(fraction) }
      if let message = progress.message { value["message"] = .string(message) }
      members["progress"] = .object(value)
    }
    if let snippet { members["snippet"] = snippet.json }
    if let donation {
      var value: [String: JSONValue] = [
        "id": .string(donation.id), "intent": .string(donation.intent),
        "parameters": .object(donation.parameters),
        "date": .string(donation.date.formatted(.iso8601)),
      ]
      if let dialog = donation.dialog { value["dialog"] = .string(dialog) }
      if let result = donation.value { value["value"] = result }
      members["donation"] = .object(value)
    }
    return .object(members)
  }

  /// One line of text for a person: `Export: 3 of 10 (30%) — Packing`, `Snippet Weather
  /// reloaded: Sunny`.
  public var text: String {
    switch kind {
    case .progress:
      guard let progress else { return "\(intent): progress" }
      var line =
        progress.total > 0
        ? "\(intent): \(progress.completed) of \(progress.total)"
          + " (\(Int(((progress.fraction ?? 0) * 100).rounded()))%)"
        : "\(intent): \(progress.completed) done"
      if let message = progress.message { line += " — \(message)" }
      return line
    case .snippetReload:
      guard let snippet else { return "\(intent): reload asked; no snippet of it is shown" }
      let shown = snippet.dialog ?? snippet.value?.description ?? snippet.summary ?? ""
      return "Snippet \(snippet.title) reloaded" + (shown.isEmpty ? "" : ": \(shown)")
    case .donation: return "\(intent) donated"
    case .suggestionsChanged: return "\(intent): suggestions changed"
    case .relevantIntentsChanged: return "Relevant intents changed"
    }
  }
}

extension RecentIntentEvents {
  /// The events as JSON: `{"events": [{"sequence", "kind", "intent", …}], "lastSequence",
  /// "missed"}`.
  public var json: JSONValue {
    [
      "events": .array(
        events.map { entry in
          guard case .object(var members) = entry.event.json else { return entry.event.json }
          members["sequence"] = .number(Double(entry.sequence))
          return .object(members)
        }),
      "lastSequence": .number(Double(lastSequence)), "missed": .bool(missed),
    ]
  }

  /// The schema of ``json``.
  public static let schema: JSONValue = [
    "type": "object",
    "properties": [
      "events": [
        "type": "array",
        "items": [
          "type": "object",
          "properties": [
            "sequence": ["type": "integer"],
            "kind": [
              "type": "string",
              "enum": [
                "progress", "snippetReload", "donation", "suggestionsChanged",
                "relevantIntentsChanged",
              ],
            ],
            "intent": ["type": "string"], "runID": ["type": "string"],
            "progress": [
              "type": "object",
              "properties": [
                "completed": ["type": "number"], "total": ["type": "number"],
                "fraction": ["type": "number"], "message": ["type": "string"],
              ],
              "required": ["completed", "total"],
            ],
            "snippet": IntentSnippet.schema,
            "donation": ["type": "object"],
          ],
          "required": ["sequence", "kind", "intent"],
        ],
      ],
      "lastSequence": [
        "type": "integer", "description": "Ask with `after` set to this for newer events.",
      ],
      "missed": [
        "type": "boolean",
        "description": "Whether events after `after` are no longer kept (the host keeps 256).",
      ],
    ],
    "required": ["events", "lastSequence", "missed"], "additionalProperties": false,
  ]
}
