import CoreSpotlight
public import IntentsRuntime

// Spotlight's answers as every surface gives them: the same JSON on the command line (`--json`),
// over HTTP (`GET /spotlight`) and over MCP (`spotlight_search`).

extension IntentsHost {
  /// A Spotlight page as JSON, the same for every surface:
  ///
  /// ```json
  /// {"query": "matterh", "match": "allWords",
  ///  "hits": [{"entity": {"type": "LandmarkEntity", "id": "12", "title": "Matterhorn", …},
  ///            "score": 8.1, "priority": 10, "matchedFields": ["title"]}],
  ///  "shortcuts": [{"phrase": "Open Matterhorn in Landmarks", "intent": "OpenLandmarkIntent",
  ///                 "parameters": {"landmark": {"id": "12"}}}],
  ///  "total": 1}
  /// ```
  ///
  /// `words` lists the words searched (with corrections tried when some were misspelt),
  /// `stale` the index entries whose entities no longer exist, and `truncated` and
  /// `nextOffset` are there when hits after the page matched too.
  ///
  /// This is an OpenIntents addition.
  public func json(
    of results: SpotlightResults, properties selection: PropertySelection? = .inexpensive
  ) async throws -> JSONValue {
    var hits: [JSONValue] = []
    hits.reserveCapacity(results.hits.count)
    for hit in results.hits {
      hits.append([
        "entity": try await json(of: hit.entity, properties: selection),
        "score": .number(hit.score), "priority": .number(Double(hit.priority)),
        "matchedFields": .array(hit.matchedFields.map { .string($0.rawValue) }),
      ])
    }
    var members: [String: JSONValue] = [
      "query": .string(results.query), "match": .string(results.match.rawValue),
      "words": .array(
        results.words.map { word in
          var members: [String: JSONValue] = [
            "word": .string(word.word), "isPrefix": .bool(word.isPrefix),
          ]
          if !word.entityTypes.isEmpty {
            members["entityTypes"] = .array(word.entityTypes.map(JSONValue.string))
          }
          if !word.corrections.isEmpty {
            members["corrections"] = .array(word.corrections.map(JSONValue.string))
          }
          return .object(members)
        }),
      "hits": .array(hits),
      "shortcuts": .array(results.shortcuts.map(\.json)),
      "total": .number(Double(results.total)),
    ]
    if !results.stale.isEmpty {
      members["stale"] = .array(
        results.stale.map { entry in
          [
            "itemIdentifier": .string(entry.itemIdentifier), "type": .string(entry.typeIdentifier),
            "id": .string(entry.identifier),
          ]
        })
    }
    if let next = results.nextOffset {
      members["truncated"] = true
      members["nextOffset"] = .number(Double(next))
    }
    return .object(members)
  }
}

extension SpotlightResults {
  /// The JSON Schema of a Spotlight page as ``IntentsHost`` writes it
  /// (`json(of:properties:)`), its hits' entities of any type. This is an OpenIntents addition.
  public static let schema: JSONValue = {
    let word: JSONValue = [
      "type": "object",
      "properties": [
        "word": ["type": "string"], "isPrefix": ["type": "boolean"],
        "entityTypes": ["type": "array", "items": ["type": "string"]],
        "corrections": ["type": "array", "items": ["type": "string"]],
      ],
      "required": ["word", "isPrefix"], "additionalProperties": false,
    ]
    let hit: JSONValue = [
      "type": "object",
      "properties": [
        "entity": [
          "type": "object",
          "description": "The entity, as every answer writes entities.",
          "properties": [
            "type": ["type": "string"], "id": ["type": "string"], "title": ["type": "string"],
            "subtitle": ["type": "string"], "url": ["type": "string"],
            "ownership": ["type": "array", "items": ["type": "string"]],
            "properties": ["type": "object"], "as": ["type": "object"],
          ],
          "required": ["type", "id", "title"],
        ],
        "score": ["type": "number", "description": "Higher is better, within one answer."],
        "priority": ["type": "integer"],
        "matchedFields": [
          "type": "array",
          "items": ["type": "string", "enum": ["title", "names", "keywords", "content"]],
        ],
      ],
      "required": ["entity", "score", "priority", "matchedFields"],
      "additionalProperties": false,
    ]
    let stale: JSONValue = [
      "type": "object",
      "properties": [
        "itemIdentifier": ["type": "string"], "type": ["type": "string"], "id": ["type": "string"],
      ],
      "required": ["itemIdentifier", "type", "id"], "additionalProperties": false,
    ]
    return [
      "type": "object",
      "properties": [
        "query": ["type": "string"],
        "match": [
          "type": "string", "enum": ["allWords", "typeWords", "corrected", "someWords", "none"],
        ],
        "words": ["type": "array", "items": word],
        "hits": ["type": "array", "items": hit],
        "shortcuts": ["type": "array", "items": ShortcutInvocation.schema],
        "stale": ["type": "array", "items": stale],
        "total": ["type": "integer", "minimum": 0],
        "truncated": ["type": "boolean"],
        "nextOffset": ["type": "integer", "minimum": 0],
      ],
      "required": ["query", "match", "words", "hits", "shortcuts", "total"],
      "additionalProperties": false,
    ]
  }()
}

extension ShortcutInvocation {
  /// The invocation as JSON: its phrase, the phrase as written, the intent it runs and the
  /// parameters it runs it with — each as a run takes it (`{"id": "12"}` for an entity, text,
  /// a value or a list) — and its short title, symbol, summary and collection when it has them.
  /// This is an OpenIntents addition.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "phrase": .string(phrase), "template": .string(template), "intent": .string(intent),
      "parameters": .object(parameters.mapValues(\.json)),
    ]
    if let shortTitle { members["shortTitle"] = .string(shortTitle) }
    if let systemImageName { members["systemImageName"] = .string(systemImageName) }
    if let summary { members["summary"] = .string(summary) }
    if let collection { members["collection"] = .string(collection) }
    return .object(members)
  }

  /// The JSON Schema of ``json``. This is an OpenIntents addition.
  public static let schema: JSONValue = [
    "type": "object",
    "properties": [
      "phrase": ["type": "string"], "template": ["type": "string"], "intent": ["type": "string"],
      "parameters": ["type": "object"], "shortTitle": ["type": "string"],
      "systemImageName": ["type": "string"], "summary": ["type": "string"],
      "collection": ["type": "string"],
    ],
    "required": ["phrase", "template", "intent", "parameters"], "additionalProperties": false,
  ]
}

extension SpotlightStatus {
  /// The status as JSON: `{"itemCount": 236, "entityTypes": [{"type", "isIndexed",
  /// "indexedCount", "canRebuild"}]}`. This is an OpenIntents addition.
  public var json: JSONValue {
    [
      "itemCount": .number(Double(itemCount)),
      "entityTypes": .array(
        entityTypes.map { type in
          [
            "type": .string(type.identifier), "isIndexed": .bool(type.isIndexed),
            "indexedCount": .number(Double(type.indexedCount)),
            "canRebuild": .bool(type.canRebuild),
          ]
        }),
    ]
  }
}
