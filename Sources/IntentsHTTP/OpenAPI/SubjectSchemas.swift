import IntentsRuntime

/// The schemas of `components/schemas` made from a host's own types: for each entity type its
/// entities (with typed property values), results, Find and identifiers; for each intent its
/// parameters and run request; and the request bodies that name types or intents.
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
      schemas[entity] = entitySchema(type, entry.description)
      schemas[JSONSchema.componentName("Find", type)] = entry.find
      let list = JSONSchema.array(JSONSchema.ref(entity))
      schemas[JSONSchema.componentName("EntityList", type)] = JSONSchema.record(["entities": list])
      schemas[JSONSchema.componentName("EntityResults", type)] = JSONSchema.object(
        [
          "entities": list, "sections": JSONSchema.array(JSONSchema.ref("Section")),
          "promptLabel": JSONSchema.string,
        ], required: ["entities"])
      schemas[JSONSchema.componentName("Resolved", type)] = JSONSchema.record([
        "entities": list, "missing": JSONSchema.array(JSONSchema.string),
      ])
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

  /// An entity of the type as `IntentsHost.json(of:properties:)` writes it, with the schema of
  /// each property's value.
  private func entitySchema(_ type: String, _ description: EntityTypeDescription) -> JSONValue {
    var properties: [String: JSONValue] = [:]
    for property in description.properties {
      var schema = value(property.value.kind)
      if property.value.isOptional { schema = JSONSchema.nullable(schema) }
      properties[property.name] = schema
    }
    return JSONSchema.object(
      [
        "type": ["const": .string(type)], "id": JSONSchema.string, "title": JSONSchema.string,
        "subtitle": JSONSchema.string,
        "url": ["type": "string", "description": "The entity's URL, when its type has one."],
        "properties": [
          "type": "object", "properties": .object(properties),
          "description":
            "Property values by name; deferred ones only when asked for with `properties`.",
        ],
      ], required: ["type", "id", "title"], description: "A \(type).")
  }

  /// The schema of a property value as the runtime writes it: dates in ISO 8601, enum cases
  /// by raw value (a number for integer raw values), entities as references, and numbers that
  /// are not finite as `null`.
  private func value(_ kind: ValueKind) -> JSONValue {
    switch kind {
    case .string, .url: return JSONSchema.string
    case .integer: return ["type": "integer"]
    case .number: return ["type": ["number", "null"]]
    case .boolean: return JSONSchema.boolean
    case .date: return JSONSchema.dateTime
    case .entity: return JSONSchema.ref("EntityReference")
    case .enumeration(let type):
      let cases = (try? host.describe(enumType: type).cases) ?? []
      let values =
        cases.map { JSONValue.string($0.rawValue) }
        + cases.compactMap { Int($0.rawValue).map { JSONValue.number(Double($0)) } }
      return values.isEmpty ? JSONSchema.any : ["enum": .array(values)]
    case .array(let element): return JSONSchema.array(value(element))
    case .unsupported: return JSONSchema.any
    }
  }
}
