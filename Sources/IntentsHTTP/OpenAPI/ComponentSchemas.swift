import AppIntents
import IntentsRuntime

/// The schemas of `components/schemas` that are the same for every host: errors, descriptions
/// of types and intents (in the form `JSONEncoder` gives the runtime's descriptions, as in the
/// manifest), questions, outcomes, answers, references and runs.
enum ComponentSchemas {
  /// The schemas, by name.
  static let all: [String: JSONValue] = {
    var schemas = descriptions.merging(runs) { $1 }
    schemas.merge(storage) { $1 }
    schemas["Error"] = error
    schemas["Health"] = JSONSchema.record(["status": ["const": "ok"]])
    schemas["OpenAPIDocument"] = [
      "type": "object", "required": ["openapi", "info", "paths"],
      "properties": [
        "openapi": JSONSchema.string, "info": JSONSchema.anyObject, "paths": JSONSchema.anyObject,
      ],
    ]
    schemas["EntityReference"] = entityReference
    schemas["Section"] = JSONSchema.record(
      ["title": ["type": ["string", "null"]], "ids": JSONSchema.array(JSONSchema.string)],
      description: "A section of results: its title, and the identifiers of its entities.")
    return schemas
  }()

  /// `{"error": {"code", "message", "allowed"}}`.
  static let error = JSONSchema.record([
    "error": JSONSchema.object(
      [
        "code": [
          "type": "string",
          "description": .string(
            "A stable code: "
              + IntentsError.httpStatuses.keys.map(\.rawValue).sorted().joined(separator: ", ")),
        ],
        "message": ["type": "string", "description": "What was wrong and how to fix it."],
        "allowed": [
          "type": "array", "items": JSONSchema.string,
          "description": "The values that would have been accepted, when there is a choice.",
        ],
      ], required: ["code", "message"])
  ])

  /// An entity as a value: type, id, title and subtitle.
  static let entityReference = JSONSchema.object(
    [
      "type": JSONSchema.string, "id": JSONSchema.string, "title": JSONSchema.string,
      "subtitle": JSONSchema.string,
    ],
    required: ["type", "id", "title"], description: "An entity, as a value: its type and id.")

  // MARK: - Descriptions

  static let descriptions: [String: JSONValue] = {
    let strings = JSONSchema.array(JSONSchema.string)
    var schemas: [String: JSONValue] = [:]
    schemas["ValueKind"] = valueKind
    schemas["ValueDescriptor"] = JSONSchema.record([
      "kind": JSONSchema.ref("ValueKind"), "isOptional": JSONSchema.boolean,
      "swiftType": JSONSchema.string,
    ])
    schemas["Capabilities"] = JSONSchema.record([
      "textSearch": ["type": "string", "enum": ["string", "derived", "none"]],
      "find": ["type": "string", "enum": ["declared", "derived", "none"]],
      "enumerable": JSONSchema.boolean, "unique": JSONSchema.boolean,
      "indexed": JSONSchema.boolean,
    ])
    schemas["PropertyDescription"] = JSONSchema.record([
      "name": JSONSchema.string, "title": JSONSchema.string,
      "value": JSONSchema.ref("ValueDescriptor"),
      "comparators": JSONSchema.array([
        "type": "string",
        "enum": .array(QueryComparisonOperator.allCases.map { .string($0.rawValue) }),
      ]),
      "sortable": JSONSchema.boolean, "deferred": JSONSchema.boolean,
    ])
    var entityType: [String: JSONValue] = [
      "identifier": JSONSchema.string, "name": JSONSchema.string,
      "numericFormat": JSONSchema.string, "synonyms": strings,
      "identifierForm": JSONSchema.string, "capabilities": JSONSchema.ref("Capabilities"),
      "properties": JSONSchema.array(JSONSchema.ref("PropertyDescription")),
      "findDescription": JSONSchema.string, "urlTemplate": JSONSchema.string,
      "exportedContentTypes": strings,
    ]
    let entityRequired = [
      "identifier", "name", "synonyms", "identifierForm", "capabilities", "properties",
      "exportedContentTypes",
    ]
    schemas["EntityTypeDescription"] = JSONSchema.object(entityType, required: entityRequired)
    entityType["findSchema"] = JSONSchema.anyObject
    schemas["EntityTypeDetail"] = JSONSchema.object(
      entityType, required: entityRequired + ["findSchema"],
      description: "An entity type's description, with the JSON Schema of its Find.")
    schemas["EnumTypeDescription"] = JSONSchema.record([
      "identifier": JSONSchema.string, "name": JSONSchema.string,
      "cases": JSONSchema.array(
        JSONSchema.object(
          [
            "rawValue": JSONSchema.string, "title": JSONSchema.string,
            "subtitle": JSONSchema.string, "synonyms": strings,
          ], required: ["rawValue", "title", "synonyms"])),
    ])
    schemas["IntentParameterDescription"] = JSONSchema.object(
      [
        "name": JSONSchema.string, "title": JSONSchema.string, "description": JSONSchema.string,
        "value": JSONSchema.ref("ValueDescriptor"), "isRequired": JSONSchema.boolean,
        "defaultValue": JSONSchema.any, "allowedValues": JSONSchema.array(JSONSchema.any),
        "range": JSONSchema.array(JSONSchema.any),
      ], required: ["name", "title", "value", "isRequired"])
    var intent: [String: JSONValue] = [
      "identifier": JSONSchema.string, "title": JSONSchema.string,
      "description": JSONSchema.string,
      "parameters": JSONSchema.array(JSONSchema.ref("IntentParameterDescription")),
      "opensApp": JSONSchema.boolean, "isDiscoverable": JSONSchema.boolean,
      "summary": JSONSchema.string,
    ]
    let intentRequired = ["identifier", "title", "parameters", "opensApp", "isDiscoverable"]
    schemas["IntentTypeDescription"] = JSONSchema.object(intent, required: intentRequired)
    intent["parametersSchema"] = JSONSchema.anyObject
    schemas["IntentDetail"] = JSONSchema.object(
      intent, required: intentRequired + ["parametersSchema"],
      description: "An intent's description, with the JSON Schema of its parameters.")
    schemas["Manifest"] = JSONSchema.record([
      "app": JSONSchema.string, "formatVersion": ["type": "integer"],
      "entities": JSONSchema.array(JSONSchema.ref("EntityTypeDescription")),
      "enums": JSONSchema.array(JSONSchema.ref("EnumTypeDescription")),
      "intents": JSONSchema.array(JSONSchema.ref("IntentTypeDescription")),
      "shortcuts": JSONSchema.array(
        JSONSchema.object(
          [
            "intent": JSONSchema.string, "phrases": strings, "shortTitle": JSONSchema.string,
            "systemImageName": JSONSchema.string,
          ], required: ["intent", "phrases"])),
    ])
    schemas["EntityTypeSummary"] = JSONSchema.record([
      "identifier": JSONSchema.string, "name": JSONSchema.string, "synonyms": strings,
      "capabilities": JSONSchema.ref("Capabilities"),
    ])
    schemas["IntentSummary"] = JSONSchema.object(
      [
        "identifier": JSONSchema.string, "title": JSONSchema.string,
        "description": JSONSchema.string, "opensApp": JSONSchema.boolean,
        "isDiscoverable": JSONSchema.boolean,
      ], required: ["identifier", "title", "opensApp", "isDiscoverable"])
    schemas["Types"] = JSONSchema.record([
      "app": JSONSchema.string,
      "entities": JSONSchema.array(JSONSchema.ref("EntityTypeSummary")),
      "enums": JSONSchema.array(JSONSchema.ref("EnumTypeDescription")),
      "intents": JSONSchema.array(JSONSchema.ref("IntentSummary")),
    ])
    schemas["IntentList"] = JSONSchema.record([
      "intents": JSONSchema.array(JSONSchema.ref("IntentSummary"))
    ])
    return schemas
  }()

  /// A ``ValueKind`` as `JSONEncoder` writes it: `{"integer": {}}`,
  /// `{"entity": {"_0": "TrailEntity"}}`, `{"array": {"_0": {…}}}`.
  static let valueKind: JSONValue = {
    func kind(_ name: String, _ value: JSONValue) -> JSONValue {
      JSONSchema.record([name: value])
    }
    let empty = JSONSchema.object([:])
    var kinds = ["string", "integer", "number", "boolean", "date", "url"].map { kind($0, empty) }
    kinds += ["entity", "enumeration", "unsupported"].map {
      kind($0, JSONSchema.record(["_0": JSONSchema.string]))
    }
    kinds.append(kind("array", JSONSchema.record(["_0": JSONSchema.ref("ValueKind")])))
    return ["anyOf": .array(kinds)]
  }()

  // MARK: - Runs

  static let runs: [String: JSONValue] = {
    var schemas: [String: JSONValue] = [:]
    schemas["QuestionOption"] = JSONSchema.object(
      ["id": JSONSchema.string, "title": JSONSchema.string, "subtitle": JSONSchema.string],
      required: ["id", "title"])
    schemas["Question"] = JSONSchema.object(
      [
        "id": [
          "type": "string", "description": "The key of the answer in `answers`, next run.",
        ],
        "kind": [
          "type": "string", "enum": ["chooseValue", "provideValue", "confirm", "chooseOption"],
        ],
        "intent": JSONSchema.string, "parameter": JSONSchema.string, "prompt": JSONSchema.string,
        "options": JSONSchema.array(JSONSchema.ref("QuestionOption")),
        "expected": [
          "type": "string", "description": "The kind of value expected, for provideValue.",
        ],
      ], required: ["id", "kind", "intent", "prompt", "options"])
    schemas["OpenedIntent"] = JSONSchema.record([
      "intent": JSONSchema.string, "parameters": JSONSchema.anyObject,
    ])
    schemas["RunResult"] = JSONSchema.object(
      [
        "intent": JSONSchema.string, "parameters": JSONSchema.anyObject, "value": JSONSchema.any,
        "dialog": JSONSchema.string, "summary": JSONSchema.string,
        "opensIntent": JSONSchema.ref("OpenedIntent"),
      ], required: ["intent", "parameters"])
    schemas["RunOutcome"] = [
      "anyOf": [
        JSONSchema.record(["status": ["const": "completed"], "result": JSONSchema.ref("RunResult")]
        ),
        JSONSchema.record([
          "status": ["const": "needsInput"], "question": JSONSchema.ref("Question"),
        ]),
      ]
    ]
    schemas["Answer"] = [
      "description": .string(
        "An answer: an option's id (a string, or {\"option\": id}), a confirmation (a Boolean, "
          + "or {\"confirm\": …}), or a value ({\"value\": …})."),
      "anyOf": [
        JSONSchema.string, JSONSchema.boolean,
        JSONSchema.record([
          "option": [
            "anyOf": [
              JSONSchema.string,
              // As an identifier, a number must be a whole number written exactly in a double.
              [
                "type": "integer", "minimum": -8_999_999_999_999_999,
                "maximum": 8_999_999_999_999_999,
              ],
            ]
          ]
        ]),
        JSONSchema.record(["confirm": JSONSchema.boolean]),
        JSONSchema.record(["value": JSONSchema.any]),
      ],
    ]
    schemas["Answers"] = [
      "type": "object", "additionalProperties": JSONSchema.ref("Answer"),
      "description": "Answers to the questions of an earlier run, by question id.",
    ]
    schemas["SavedRunRunRequest"] = JSONSchema.object([
      "answers": JSONSchema.nullable(JSONSchema.ref("Answers"))
    ])
    return schemas
  }()

  // MARK: - References and saved runs

  static let storage: [String: JSONValue] = [
    "SavedReference": JSONSchema.record([
      "name": JSONSchema.string, "type": JSONSchema.string, "id": JSONSchema.string,
      "createdAt": JSONSchema.dateTime,
    ]),
    "ReferenceList": JSONSchema.record([
      "references": JSONSchema.array(JSONSchema.ref("SavedReference"))
    ]),
    "SavedRun": JSONSchema.record([
      "name": JSONSchema.string, "intent": JSONSchema.string,
      "parameters": [
        "type": "object", "description": "The parameters, as a run request gives them.",
      ],
      "createdAt": JSONSchema.dateTime,
    ]),
    "RunList": JSONSchema.record(["runs": JSONSchema.array(JSONSchema.ref("SavedRun"))]),
  ]
}
