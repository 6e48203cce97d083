import IntentsRuntime
import IntentsWire

// The tools of Spotlight and Siri's front door: `spotlight_search` over every indexed entity
// type, and `interpret`, which understands a spoken phrase and runs its App Shortcut.

extension ToolCatalog {
  /// Adds `spotlight_search`, and `interpret` when the host has App Shortcuts. Added before the
  /// tools of types and intents, so that their names never change.
  mutating func addSpotlightTools(_ names: inout ToolName, manifest: Manifest) {
    add(
      name: names.make("", "spotlight_search"), title: "Spotlight search",
      description:
        "Searches every indexed entity type of “\(manifest.app)” at once, as Spotlight does: "
        + "the entities whose title, synonyms, keywords or description hold the words, best "
        + "first, with each hit's score and matched fields; the App Shortcut phrases holding "
        + "the words; misspelt words corrected when nothing matched as typed. The last word is "
        + "a prefix unless the query ends with a space. Each hit's entity is also the resource "
        + "intents://<app>/<Type>/<id>. Page with limit and offset (nextOffset).",
      input: Self.spotlightSchema, output: Self.spotlightOutput, action: .spotlight)
    guard !manifest.shortcuts.isEmpty else { return }
    add(
      name: names.make("", "interpret"), title: "Interpret a spoken phrase",
      description:
        "Understands what a person said as one of the app's App Shortcut phrases — such as “"
        + (manifest.shortcuts.first?.phrases.first ?? "")
        + "” — ignoring case, accents, punctuation and filler words, fills the phrase's "
        + "parameter from the words said, and runs its intent. When the words name several "
        + "entities the result has \"status\": \"needsInput\" with choices: call interpret "
        + "again with the same utterance and answers {question id: option id}. With "
        + "\"status\": \"noMatch\", closestPhrases lists what can be said.",
      input: Self.interpretSchema, output: Self.interpretOutput, action: .interpret)
  }

  private static let spotlightSchema: JSONValue = [
    "type": "object",
    "properties": [
      "query": [
        "type": "string", "maxLength": .number(Double(Limits.maximumTextLength)),
        "pattern": .string(TextSchema.withoutControls),
        "description": "What was typed, without control characters",
      ],
      "types": [
        "type": "array", "items": ["type": "string"],
        "description": "The entity types to search; left out, every indexed type",
      ],
      "limit": IntentsHost.limitSchema, "offset": IntentsHost.offsetSchema,
    ],
    "required": ["query"],
    "additionalProperties": false,
  ]

  private static let interpretSchema: JSONValue = [
    "type": "object",
    "properties": [
      "utterance": [
        "type": "string", "maxLength": .number(Double(Limits.maximumTextLength)),
        "description": "What the person said, such as “open the Matterhorn in Landmarks”",
      ],
      "answers": IntentAnswer.answersSchema,
    ],
    "required": ["utterance"],
    "additionalProperties": false,
  ]

  /// A Spotlight page, or an error.
  private static let spotlightOutput: JSONValue = [
    "type": "object", "anyOf": [SpotlightResults.schema, IntentsError.schema],
  ]

  /// An interpretation, or an error.
  private static let interpretOutput: JSONValue = [
    "type": "object",
    "anyOf": .array(
      (Interpretation.schema.objectValue?["anyOf"]?.arrayValue ?? []) + [IntentsError.schema]),
  ]
}
