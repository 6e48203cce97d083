import AppIntents
import IntentsRuntime
import IntentsWire

/// The schemas of `components/schemas` that are the same for every host: errors, descriptions
/// of types and intents (in the form `JSONEncoder` gives the runtime's descriptions, as in the
/// manifest), questions, outcomes, answers (the runtime's own schemas, as the MCP adapter
/// publishes them too), references and runs.
enum ComponentSchemas {
  /// The schemas, by name.
  static let all: [String: JSONValue] = {
    var schemas = descriptions.merging(runs) { $1 }
    schemas.merge(storage) { $1 }
    schemas.merge(SpotlightRoutes.schemas) { $1 }
    schemas.merge(content) { $1 }
    schemas["Error"] = error
    schemas["Health"] = JSONSchema.record(["status": ["const": "ok"]])
    schemas["DoctorReport"] = DoctorReport.schema
    schemas["OpenAPIDocument"] = [
      "type": "object", "required": ["openapi", "info", "paths"],
      "properties": [
        "openapi": JSONSchema.string, "info": JSONSchema.anyObject, "paths": JSONSchema.anyObject,
      ],
    ]
    return schemas
  }()

  /// The runtime's error JSON (`IntentsError.schema`), its codes listed as this adapter
  /// answers them.
  static let error: JSONValue = {
    guard case .object(var schema) = IntentsError.schema,
      case .object(var properties)? = schema["properties"],
      case .object(var detail)? = properties["error"],
      case .object(var members)? = detail["properties"]
    else { return IntentsError.schema }
    members["code"] = [
      "type": "string",
      "description": .string(
        "A stable code: "
          + IntentsError.httpStatuses.keys.map(\.rawValue).sorted().joined(separator: ", ")),
    ]
    detail["properties"] = .object(members)
    properties["error"] = .object(detail)
    schema["properties"] = .object(properties)
    return .object(schema)
  }()

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
      "textSearch": [
        "type": "string",
        "enum": .array(
          EntityTypeDescription.Capabilities.TextSearch.allCases.map { .string($0.rawValue) }),
      ],
      "find": [
        "type": "string",
        "enum": .array(
          EntityTypeDescription.Capabilities.Find.allCases.map { .string($0.rawValue) }),
      ],
      "enumerable": JSONSchema.boolean, "unique": JSONSchema.boolean,
      "indexed": JSONSchema.boolean,
    ])
    schemas["SchemaDescription"] = JSONSchema.record(
      [
        "id": JSONSchema.string, "kind": JSONSchema.string, "domain": JSONSchema.string,
        "name": JSONSchema.string, "identifier": JSONSchema.string,
        "meaning": JSONSchema.string, "surface": JSONSchema.string,
        "isAssistantOnly": JSONSchema.boolean,
      ],
      description:
        "The assistant schema a type adopts (`photos.openAsset`) and what it means.")
    let schema = JSONSchema.ref("SchemaDescription")
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
      "exportedContentTypes": strings, "schema": schema, "syncable": JSONSchema.boolean,
      "valueRepresentations": JSONSchema.array(
        JSONSchema.record(["valueType": JSONSchema.string, "imports": JSONSchema.boolean])),
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
    schemas["EnumTypeDescription"] = JSONSchema.object(
      [
        "identifier": JSONSchema.string, "name": JSONSchema.string,
        "cases": JSONSchema.array(
          JSONSchema.object(
            [
              "rawValue": JSONSchema.string, "title": JSONSchema.string,
              "subtitle": JSONSchema.string, "synonyms": strings,
            ], required: ["rawValue", "title", "synonyms"])),
        "schema": schema,
      ], required: ["identifier", "name", "cases"])
    schemas["IntentParameterDescription"] = JSONSchema.object(
      [
        "name": JSONSchema.string, "title": JSONSchema.string, "description": JSONSchema.string,
        "value": JSONSchema.ref("ValueDescriptor"), "isRequired": JSONSchema.boolean,
        "defaultValue": JSONSchema.any, "allowedValues": JSONSchema.array(JSONSchema.any),
        "range": JSONSchema.array(JSONSchema.any), "hints": JSONSchema.anyObject,
      ], required: ["name", "title", "value", "isRequired"])
    // The processes an intent may run in; running it on a host that is none of them fails with
    // 409 executionTargetNotOffered.
    let targets = JSONSchema.array(
      ["type": "string", "enum": ["main", "appIntentsExtension", "widgetKitExtension"]])
    var intent: [String: JSONValue] = [
      "identifier": JSONSchema.string, "title": JSONSchema.string,
      "description": JSONSchema.string,
      "parameters": JSONSchema.array(JSONSchema.ref("IntentParameterDescription")),
      "opensApp": JSONSchema.boolean, "isDiscoverable": JSONSchema.boolean,
      "summary": JSONSchema.string, "summaryParameters": strings, "kinds": strings,
      "deprecation": JSONSchema.anyObject, "schema": schema, "executionTargets": targets,
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
    schemas["EntityTypeSummary"] = JSONSchema.object(
      [
        "identifier": JSONSchema.string, "name": JSONSchema.string, "synonyms": strings,
        "capabilities": JSONSchema.ref("Capabilities"), "schema": schema,
        "syncable": JSONSchema.boolean,
      ], required: ["identifier", "name", "synonyms", "capabilities"])
    schemas["IntentSummary"] = JSONSchema.object(
      [
        "identifier": JSONSchema.string, "title": JSONSchema.string,
        "description": JSONSchema.string, "opensApp": JSONSchema.boolean,
        "isDiscoverable": JSONSchema.boolean, "schema": schema, "executionTargets": targets,
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

  /// A ``ValueKind`` as the runtime encodes it: `"integer"`, `{"entity": "TrailEntity"}`,
  /// `{"array": …}`.
  static let valueKind: JSONValue = {
    var kinds: [JSONValue] = [
      [
        "type": "string",
        "enum": [
          "string", "integer", "number", "boolean", "date", "url", "file", "person", "placemark",
          "placeDescriptor", "currencyAmount", "paymentMethod", "duration", "dateComponents",
          "searchCriteria",
        ],
      ]
    ]
    kinds += ["entity", "enumeration", "measurement", "unsupported"].map {
      JSONSchema.record([$0: JSONSchema.string])
    }
    kinds.append(JSONSchema.record(["array": JSONSchema.ref("ValueKind")]))
    return ["anyOf": .array(kinds)]
  }()

  // MARK: - Runs

  static let runs: [String: JSONValue] = {
    var schemas: [String: JSONValue] = [:]
    schemas["Question"] = IntentQuestion.schema
    schemas["RunResult"] = IntentRunResult.schema
    schemas["RunOutcome"] = IntentRunOutcome.schema
    schemas["Answer"] = IntentAnswer.schema
    schemas["Answers"] = IntentAnswer.answersSchema
    schemas["RecentEvents"] = RecentIntentEvents.schema
    schemas["Donations"] = IntentsHost.donationsSchema
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
    "RunList": JSONSchema.record([
      "runs": JSONSchema.array(
        JSONSchema.object(
          [
            "name": JSONSchema.string, "intent": JSONSchema.string,
            "parameters": [
              "type": "object", "description": "The parameters, as a run request gives them.",
            ],
            "createdAt": JSONSchema.dateTime,
            "summary": [
              "type": "string", "description": "The parameter summary, with the run's values.",
            ],
          ], required: ["name", "intent", "parameters", "createdAt"]))
    ]),
  ]
}
