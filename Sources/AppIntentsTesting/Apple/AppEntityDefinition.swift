/// The definition of one of the app's entity types: query its entities as the system does.
public struct AppEntityDefinition: AppIntentTypeDefinition, Sendable {
  let app: TestApp
  /// The entity type's Swift type name.
  let name: String

  /// The bundle identifier of the app.
  public var bundleIdentifier: String { app.bundleIdentifier }

  /// A reference to the entity with the identifier, without its properties: to pass to an
  /// intent, or to compare with entities a query returned.
  public func makeReference(identifier: String) -> AnyAppEntity {
    AnyAppEntity(
      identifier: AttributedEntityIdentifier(
        entityType: AttributedTypeIdentifier(
          persistentIdentifier: name, bundleIdentifier: app.bundleIdentifier),
        instanceIdentifier: identifier),
      typeName: name, app: app, fields: nil, title: nil)
  }

  /// Throws unless the entity is of this type.
  public func isInstance(_ instance: AnyAppEntity) throws {
    guard instance.typeName == name || instance.identifier.entityType.persistentIdentifier == name
    else {
      throw IntentsError(
        IntentsError.invalidValue,
        "The entity is a \(instance.identifier.entityType.persistentIdentifier), not a \(name).")
    }
  }

  /// The entities with the identifiers, through the query's `entities(for:)`, in its order;
  /// identifiers it does not find are left out. A malformed identifier throws.
  public func entities<Identifier: EntityIdentifierConvertible>(
    identifiers: [Identifier]
  ) async throws -> [AnyAppEntity] {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    let found = try await host.resolve(
      type: type, identifiers: identifiers.map(\.entityIdentifierString))
    return try await read(found.compactMap(\.entity), host: host)
  }

  /// The entities matching the text, through the query's `entities(matching:)`; throws when
  /// the query is not an `EntityStringQuery`.
  public func entities(matching string: String) async throws -> [AnyAppEntity] {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    return try await read(host.search(type: type, text: string).entities, host: host)
  }

  /// The query's suggested entities, across its sections.
  public func suggestedEntities() async throws -> [AnyAppEntity] {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    return try await read(host.suggest(type: type).entities, host: host)
  }

  /// The query that gives the suggested entities.
  public func suggestedEntitiesQuery() -> AnyEntityQuery {
    AnyEntityQuery(app: app, entityName: name, kind: .suggested)
  }

  /// The query that gives every entity (``allEntities()``).
  public func allEntitiesQuery() -> AnyEntityQuery {
    AnyEntityQuery(app: app, entityName: name, kind: .all)
  }

  /// The query that gives the entities with the identifiers (``entities(identifiers:)``).
  public func entityQuery<Identifier: EntityIdentifierConvertible>(
    identifiers: [Identifier]
  ) -> AnyEntityQuery {
    AnyEntityQuery(
      app: app, entityName: name, kind: .identifiers(identifiers.map(\.entityIdentifierString)))
  }

  /// Every entity, through an `EnumerableEntityQuery`'s `allEntities()`; throws for another
  /// query.
  public func allEntities() async throws -> [AnyAppEntity] {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    return try await read(host.allEntities(type: type), host: host)
  }

  /// The entities of this type Spotlight finds for what a person typed, best first, through
  /// the app's index (``IntentsHost/spotlight(query:limit:offset:types:)``, up to its largest
  /// page); `nil` or empty text lists every indexed entity of the type.
  public func spotlightQuery(_ userQuery: String? = nil) async throws -> [AnyAppEntity] {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    let text = userQuery ?? ""
    if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
      let indexed = try await host.indexedEntities(type: type)
      return try await read(indexed, host: host)
    }
    let results = try await host.spotlight(
      query: text, limit: Paging.maximumLimit, types: [type])
    return try await read(results.hits.map(\.entity), host: host)
  }

  /// The entities of this type the app has on screen for the current client
  /// (`IntentsClient.current`, else the local one), most recent first.
  public func viewAnnotations() async throws -> [ViewAnnotation] {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    let onScreen = try await host.onScreen(for: IntentsClient.current ?? .local)
    var annotations: [ViewAnnotation] = []
    for item in onScreen where item.entity.typeIdentifier == type {
      let entity = try await AnyAppEntity.read(item.entity.entity, app: app, host: host, depth: 0)
      annotations.append(ViewAnnotation(entity: entity, isSelected: item.source == .app))
    }
    return annotations
  }

  private func read(_ values: [EntityValue], host: IntentsHost) async throws -> [AnyAppEntity] {
    var entities: [AnyAppEntity] = []
    for value in values {
      entities.append(try await AnyAppEntity.read(value.entity, app: app, host: host, depth: 0))
    }
    return entities
  }
}

/// The definition of one of the app's enums.
public struct AppEnumDefinition: AppIntentTypeDefinition, Sendable {
  let app: TestApp
  /// The enum's Swift type name.
  let name: String

  /// The enum's type identifier: its Swift type name.
  public var typeIdentifier: String { name }

  /// The case with the raw value. Whether the enum has it is checked when the case is used,
  /// or by ``isInstance(_:)``.
  public func makeCase(_ rawValue: String) -> AnyAppEnum {
    AnyAppEnum(typeIdentifier: name, rawValue: rawValue)
  }

  /// Throws unless the case is one of this enum's type. (Whether the enum has the raw value
  /// is checked when the case is used, naming the nearest raw value.)
  public func isInstance(_ instance: AnyAppEnum) throws {
    guard instance.typeIdentifier == name else {
      throw IntentsError(
        IntentsError.invalidValue, "The case is one of \(instance.typeIdentifier), not of \(name).")
    }
  }
}

/// The definition of a transient entity type the app's intents take or return.
public struct TransientAppEntityDefinition: AppIntentTypeDefinition, Sendable {
  let app: TestApp
  /// The type's Swift type name.
  let name: String

  /// The bundle identifier of the app.
  public var bundleIdentifier: String { app.bundleIdentifier }

  /// Makes an entity with property values given by label: `makeEntity(title: "Draft")`.
  public var makeEntity: IntentValuePropertiesCallable<AnyTransientAppEntity> {
    let name = name
    let bundleIdentifier = app.bundleIdentifier
    return IntentValuePropertiesCallable {
      AnyTransientAppEntity(typeName: name, bundleIdentifier: bundleIdentifier, fields: $0)
    }
  }

  /// Throws unless the entity is of this type.
  public func isInstance(_ instance: AnyTransientAppEntity) throws {
    guard instance.typeName == name else {
      throw IntentsError(
        IntentsError.invalidValue, "The entity is a \(instance.typeName), not a \(name).")
    }
  }
}

/// The definition of one of the app's `IntentValueQuery` types.
public struct IntentValueQueryDefinition: Sendable {
  let app: TestApp
  /// The query's Swift type name.
  let name: String

  /// The query's identifier: its Swift type name.
  public var queryIdentifier: String { name }

  /// The values the query returns for the input, in its order. The input describes visual
  /// content: the URL of a PNG or JPEG file (read through the host's image reader), or text
  /// — or a list of texts — naming what the content shows.
  public func values(
    for input: some IntentValueConvertible
  ) async throws
    -> ResolvedValueQueryResult
  {
    let (host, type) = try await app.identifier(of: name, kind: .valueQuery)
    let request: VisualSearchRequest
    switch input.makeContainer(context: IntentValueContainer.ConversionContext()).content {
    case .url(let url) where url.isFileURL:
      request = VisualSearchRequest(image: try Data(contentsOf: url))
    case .string(let text):
      request = VisualSearchRequest(labels: [text])
    case .list(let items):
      let labels = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
      guard labels.count == items.count else { fallthrough }
      request = VisualSearchRequest(labels: labels)
    default:
      throw IntentsError(
        IntentsError.invalidValue,
        "\(name) takes visual content: give the URL of an image file, or text naming what "
          + "it shows.")
    }
    let content = try await host.semanticContent(for: request)
    var items: [TestValue] = []
    for value in try await host.values(ofValueQuery: type, for: content) {
      items.append(try await TestValue.returned(value, app: app, host: host))
    }
    return ResolvedValueQueryResult(query: name, items: items)
  }
}

/// The values an `IntentValueQuery` returned: `result.items[0].name`.
public struct ResolvedValueQueryResult: Sendable {
  let query: String
  let values: [TestValue]

  init(query: String, items: [TestValue]) {
    self.query = query
    values = items
  }

  /// Paths to the values, in the query's order.
  public var items: DynamicPropertyPathCollection {
    DynamicPropertyPathCollection(
      base: DynamicPropertyPath(root: .list(values), what: "the values \(query) returned"),
      count_: values.count)
  }
}
