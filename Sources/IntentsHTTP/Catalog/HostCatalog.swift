import AppIntents
import IntentsRuntime
import IntentsWire

/// What the server knows of its host's types and intents, worked out once when it starts: the
/// descriptions and the schemas of identifiers, Finds and parameters as the server accepts
/// them, and the answers that follow from them alone. The OpenAPI document is written from it,
/// and requests are checked against the same schemas, so the two cannot disagree.
///
/// It holds only what cannot change while the host serves: its types, enums and intents are
/// fixed when it is declared. App Shortcuts are not held — the manifest lists them, and an
/// app's `appShortcuts` may change — so `GET /manifest` asks the host each time.
struct HostCatalog: Sendable {
  /// An entity type.
  struct EntityType: Sendable {
    /// The runtime's description.
    let description: EntityTypeDescription
    /// The schema of an identifier, as the host gives it.
    let identifier: JSONValue
    /// The schema of a Find, as the host gives it.
    let find: JSONValue
    /// The answer of `GET /entities/{type}`: the description with `findSchema`, as JSON text.
    let detail: String

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
    /// The answer of `GET /intents/{intent}`: the description with `parametersSchema`, as JSON
    /// text.
    let detail: String
  }

  /// The entity types, by identifier.
  let entities: [String: EntityType]
  /// The intents, by identifier.
  let intents: [String: Intent]
  /// The answer of `GET /types`, as JSON text.
  let types: String
  /// The answer of `GET /intents`, as JSON text.
  let intentList: String
  /// The host described.
  let host: IntentsHost

  /// The catalog of a host.
  static func make(_ host: IntentsHost) async throws -> HostCatalog {
    var entities: [String: EntityType] = [:]
    for type in host.entityTypes {
      let description = try await host.describe(entityType: type)
      let find = try await host.findSchema(type: type)
      entities[type] = EntityType(
        description: description, identifier: try host.identifierSchema(type: type), find: find,
        detail: try detail(description, adding: "findSchema", find))
    }
    var intents: [String: Intent] = [:]
    for identifier in host.intentTypes {
      let description = try host.describe(intent: identifier)
      let parameters = try host.parametersSchema(intent: identifier)
      intents[identifier] = Intent(
        description: description, parameters: parameters,
        givenParameters: try host.givenParametersSchema(intent: identifier),
        detail: try detail(description, adding: "parametersSchema", parameters))
    }
    // The listings are for people: types for an assistant only (`isAssistantOnly`) are left
    // out, as Apple leaves them out of the Shortcuts app; they stay served by name.
    let listed = await host.manifest(for: .people)
    let listedEntities = Set(listed.entities.map(\.identifier))
    let listedIntents = Set(listed.intents.map(\.identifier))
    let intentDescriptions = host.intentTypes.filter(listedIntents.contains).compactMap {
      intents[$0]?.description
    }
    let summaries = try intentDescriptions.map(TypeSummaries.intent)
    let types: JSONValue = [
      "app": .string(host.name),
      "entities": .array(
        try host.entityTypes.filter(listedEntities.contains).compactMap { entities[$0] }.map {
          try TypeSummaries.entity($0.description)
        }),
      "enums": try JSONValue(encoding: listed.enums),
      "intents": .array(summaries),
    ]
    let intentList: JSONValue = ["intents": .array(summaries)]
    return HostCatalog(
      entities: entities, intents: intents, types: types.description,
      intentList: intentList.description, host: host)
  }

  /// A description as JSON text, with one more member.
  private static func detail(
    _ description: some Encodable, adding name: String, _ value: JSONValue
  ) throws -> String {
    guard case .object(var members) = try JSONValue(encoding: description) else { return "{}" }
    members[name] = value
    return JSONValue.object(members).description
  }
}
