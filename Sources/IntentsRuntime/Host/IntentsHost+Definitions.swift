package import AppIntents
package import VisualIntelligence

/// What Apple's `AppIntentsTesting` (in the module of that name) needs of a host beyond its
/// public operations: the served types by Swift type name, their Swift types, and the value an
/// intent's `perform()` returned, as a Swift value.
extension IntentsHost {
  /// The kinds of definition a test looks up by name.
  package enum DefinitionKind: String, Sendable {
    case intent, entity, transientEntity = "transient entity", enumeration = "enum"
    case valueQuery = "value query"
  }

  /// The identifier of the served type named `name` — its Swift type name (as Apple's
  /// `IntentDefinitions` looks types up) or its persistent identifier; throws an error naming
  /// the near miss for a name the host does not serve.
  package func definition(named name: String, kind: DefinitionKind) throws -> String {
    let served: [(identifier: String, type: Any.Type)]
    switch kind {
    case .intent: served = registry.intents.map { ($0.key, $0.value.intentType) }
    case .entity: served = registry.entities.map { ($0.key, $0.value.entityType) }
    case .enumeration: served = registry.enums.map { ($0.key, $0.value.type) }
    case .valueQuery: served = registry.valueQueries.map { ($0.key, $0.value.queryType) }
    case .transientEntity:
      served = transientEntityTypes.map { ($0.key, $0.value) }
    }
    let named = served.filter { String(describing: $0.type) == name }
    if named.count > 1 {
      // Two types of one name in different modules: only their identifiers tell them apart.
      let identifiers = named.map(\.identifier).sorted()
      throw IntentsError(
        IntentsError.unknownType,
        "\(self.name) has \(named.count) \(kind.rawValue) types named ‘\(name)’: name one by its "
          + "persistent identifier (\(identifiers.joined(separator: ", "))).",
        allowed: identifiers)
    }
    if let found = named.first { return found.identifier }
    if let found = served.first(where: { $0.identifier == name }) { return found.identifier }
    let allowed = served.map { String(describing: $0.type) }.sorted()
    let code: IntentsError.Code =
      kind == .intent ? IntentsError.unknownIntent : IntentsError.unknownType
    throw IntentsError(
      code,
      NameSuggestion.message(
        "\(self.name) has no \(kind.rawValue) named ‘\(name.prefix(100))’"
          + (allowed.isEmpty ? "." : " (it has \(allowed.joined(separator: ", "))).")
          + "", given: name, allowed: allowed),
      allowed: allowed)
  }

  /// The `TransientAppEntity` types the served intents take or return, by Swift type name.
  package var transientEntityTypes: [String: any TransientAppEntity.Type] {
    var found: [String: any TransientAppEntity.Type] = [:]
    for intent in registry.intents.values {
      for type in intent.parameterValueTypes + [intent.resultValueType].compactMap({ $0 }) {
        if let transient = Registry.baseType(of: type) as? any TransientAppEntity.Type {
          found[String(describing: transient)] = transient
        }
      }
    }
    return found
  }

  /// The Swift types of an intent's parameters, by name.
  package func parameterTypes(intent identifier: String) throws -> [String: Any.Type] {
    try registry.intent(identifier).parameterTypesByName
  }

  /// The Swift type of a served entity type.
  package func entitySwiftType(_ identifier: String) throws -> any AppEntity.Type {
    try registry.entity(identifier).entityType
  }

  /// The values one registered `IntentValueQuery` returns for the content, in its order, as
  /// Swift values.
  package func values(
    ofValueQuery identifier: String, for content: SemanticContentDescriptor
  ) async throws -> [Any] {
    guard let query = registry.valueQueries[identifier] else {
      throw IntentsError(IntentsError.unknownType, "There is no value query ‘\(identifier)’.")
    }
    return try await scoped { try await query.values(for: content) }
  }

  /// Every entity of a type, from its `EnumerableEntityQuery`'s `allEntities()`; throws
  /// `notFindable` for a type whose query cannot list them.
  package func allEntities(type identifier: String) async throws -> [EntityValue] {
    let runtime = try registry.entity(identifier)
    return try await scoped { try await runtime.allEntityValues() }
  }

  /// The entity as a value of a system type (`IntentPerson`, `PlaceDescriptor`) through the
  /// first `ValueRepresentation` of that type its type lists; `nil` when it lists none.
  package func systemValue(of entity: any AppEntity, as valueType: Any.Type) async throws -> Any? {
    let conversions = EntityValueRepresentations.conversions(of: type(of: entity))
    guard let conversion = conversions.first(where: { $0.valueType == valueType }) else {
      return nil
    }
    let exported: any Sendable = try await scoped { try await conversion.export(entity) }
    return exported
  }

  /// A transient entity of the type, made from the JSON values of its properties as an intent
  /// parameter is (`TransientEntityInput`).
  package func transientEntity(
    _ type: any TransientAppEntity.Type, fields: [String: JSONValue]
  ) async throws -> any TransientAppEntity {
    try await TransientEntityInput.make(
      type, fields: fields, converter: converter, what: String(describing: type))
  }

  /// Exports any entity — a transient one too, which no query finds — as the content type.
  package func export(
    anyEntity entity: any AppEntity, as contentType: UTType?
  ) async throws -> TransferredContent {
    func wrapped<Entity: AppEntity>(_ entity: Entity) -> EntityValue { EntityValue(entity) }
    return try await export(wrapped(entity), as: contentType)
  }

  /// The entity of a type — a transient one too, which no query finds — a system value stands
  /// for, through the type's importing `ValueRepresentation` of the value's type; `nil` when it
  /// imports no such value.
  package func entity(
    of entityType: any AppEntity.Type, fromSystemValue value: Any
  ) async throws -> (any AppEntity)? {
    let conversions = EntityValueRepresentations.conversions(of: entityType)
    guard
      let importer = conversions.first(where: { $0.valueType == Swift.type(of: value) })?.importer
    else { return nil }
    return try await scoped { try await importer(value) } as? any AppEntity
  }

  /// The values of an entity's properties, in declaration order, read with the app's
  /// dependencies in scope: stored and computed ones; a deferred one (`@DeferredProperty`) is
  /// listed without its value, which only ``propertyValue(of:named:)`` computes.
  package func propertyValues(
    of entity: Any
  ) async throws -> [(name: String, value: Any?, isDeferred: Bool)] {
    var values: [(name: String, value: Any?, isDeferred: Bool)] = []
    try await scoped {
      for (name, property) in FieldReflection.propertyObjects(of: entity) {
        if property.isDeferred {
          values.append((name, nil, true))
        } else {
          values.append((name, try await property.readValue(from: entity), false))
        }
      }
    }
    return values
  }

  /// The value of one of an entity's properties, computing a deferred one; throws when it has
  /// no property of that name.
  package func propertyValue(of entity: Any, named name: String) async throws -> Any? {
    guard
      let property = FieldReflection.propertyObjects(of: entity).first(where: { $0.name == name })
    else {
      throw IntentsError(IntentsError.unknownProperty, "The entity has no property ‘\(name)’.")
    }
    return try await scoped { try await property.property.readValue(from: entity) }
  }
}

/// Hands the Swift value a run's `perform()` returned to whoever asked for it in the task
/// (Apple's `AppIntentsTesting`, which reads results as values, not JSON).
package enum ReturnedValues {
  /// Called with the run's returned value, if any, when `perform()` finishes.
  @TaskLocal package static var observer: (@Sendable (IntentResultParts) -> Void)?
}
