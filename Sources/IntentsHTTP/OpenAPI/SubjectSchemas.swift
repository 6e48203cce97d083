import IntentsRuntime
import IntentsWire

/// The schemas of `components/schemas` made from a host's own types: for each entity type its
/// entities (with typed property values), results, Find and identifiers — the runtime's own
/// schemas, as the MCP adapter publishes them too; for each intent its parameters and run
/// request; and the request bodies that name types or intents.
struct SubjectSchemas {
  /// The host whose types are described.
  let host: IntentsHost
  /// What the server knows of them.
  let catalog: HostCatalog

  /// The schemas, by name.
  func all() -> [String: JSONValue] {
    var schemas: [String: JSONValue] = [:]
    var entities: [JSONValue] = []
    var references: [JSONValue] = []
    for (type, entry) in catalog.entities.sorted(by: { $0.key < $1.key }) {
      let entity = JSONSchema.componentName("Entity", type)
      entities.append(JSONSchema.ref(entity))
      schemas[entity] = host.entitySchema(of: entry.description)
      schemas[JSONSchema.componentName("Find", type)] = entry.find
      schemas[JSONSchema.componentName("EntityList", type)] = host.entityListSchema(
        of: entry.description)
      schemas[JSONSchema.componentName("EntityResults", type)] = host.entityResultsSchema(
        of: entry.description)
      schemas[JSONSchema.componentName("Resolved", type)] = host.resolvedSchema(
        of: entry.description)
      schemas[JSONSchema.componentName("ResolveRequest", type)] = JSONSchema.record([
        "ids": JSONSchema.array(entry.identifier, maxItems: Limits.maximumIdentifiers)
      ])
      references.append(
        JSONSchema.record(["type": ["const": .string(type)], "id": entry.identifier]))
    }
    schemas["AnyEntity"] = JSONSchema.anyOf(entities, fallback: JSONSchema.anyObject)
    schemas["ReferenceRequest"] = JSONSchema.anyOf(
      references,
      fallback: JSONSchema.record(["type": JSONSchema.string, "id": JSONSchema.string]))

    var savedRuns: [JSONValue] = []
    for (intent, entry) in catalog.intents.sorted(by: { $0.key < $1.key }) {
      let given = JSONSchema.componentName("RunParameters", intent)
      schemas[JSONSchema.componentName("Parameters", intent)] = entry.parameters
      schemas[given] = entry.givenParameters
      let parameters = JSONSchema.nullable(JSONSchema.ref(given))
      // What a run answers, with the intent's union value (`oneOf`) when it returns one.
      schemas[JSONSchema.componentName("RunOutcome", intent)] =
        (try? host.runOutcomeSchema(intent: intent)) ?? IntentRunOutcome.schema
      schemas[JSONSchema.componentName("RunRequest", intent)] = JSONSchema.object([
        "parameters": parameters, "answers": JSONSchema.nullable(JSONSchema.ref("Answers")),
      ])
      savedRuns.append(
        JSONSchema.object(
          ["intent": ["const": .string(intent)], "parameters": parameters], required: ["intent"]))
    }
    schemas["SavedRunRequest"] = JSONSchema.anyOf(
      savedRuns,
      fallback: JSONSchema.object(
        ["intent": JSONSchema.string, "parameters": JSONSchema.anyObject], required: ["intent"]))
    return schemas
  }
}
