import AppIntents
import IntentsRuntime

/// What the server knows of its host's types and intents, worked out once when it starts: the
/// descriptions and the schemas of identifiers, Finds and parameters as the server accepts
/// them. The OpenAPI document is written from it, and
/// requests are checked against the same schemas, so the two cannot disagree.
struct HostCatalog: Sendable {
  /// An entity type.
  struct EntityType: Sendable {
    /// The runtime's description.
    let description: EntityTypeDescription
    /// The schema of an identifier, as the host gives it.
    let identifier: JSONValue
    /// The schema of a Find, as the host gives it.
    let find: JSONValue

    /// The names of the properties.
    var propertyNames: [String] { description.properties.map(\.name) }
  }

  /// An intent.
  struct Intent: Sendable {
    /// The runtime's description.
    let description: IntentTypeDescription
    /// The schema of the parameters the intent needs, as the host gives it.
    let parameters: JSONValue
    /// The schema of the parameters a request may give: any may be left out or `null` (the run
    /// asks for what it needs).
    let givenParameters: JSONValue
  }

  /// The entity types, by identifier.
  let entities: [String: EntityType]
  /// The intents, by identifier.
  let intents: [String: Intent]

  /// The catalog of a host.
  static func make(_ host: IntentsHost) async throws -> HostCatalog {
    var entities: [String: EntityType] = [:]
    for type in host.entityTypes {
      let description = try await host.describe(entityType: type)
      entities[type] = EntityType(
        description: description,
        identifier: try host.identifierSchema(type: type),
        find: try await host.findSchema(type: type))
    }
    var intents: [String: Intent] = [:]
    for identifier in host.intentTypes {
      let description = try host.describe(intent: identifier)
      let parameters = try host.parametersSchema(intent: identifier)
      intents[identifier] = Intent(
        description: description, parameters: parameters,
        givenParameters: given(parameters))
    }
    return HostCatalog(entities: entities, intents: intents)
  }

  /// The parameters as a request may give them: nothing required, and `null` allowed.
  private static func given(_ parameters: JSONValue) -> JSONValue {
    guard case .object(var schema) = parameters,
      let properties = schema["properties"]?.objectValue
    else { return parameters }
    schema["properties"] = .object(properties.mapValues(JSONSchema.nullable))
    schema["required"] = nil
    schema["description"] = .string(
      "The parameters by name. A value the intent needs that is left out or null is asked for: "
        + "the run answers with a question.")
    return .object(schema)
  }
}
