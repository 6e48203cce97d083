// What App Intents adds to Core Spotlight: associating items with the entities they stand for,
// and indexing entities directly.

/// The app entity a Spotlight item stands for: the entity type's persistent identifier, the
/// entity's identifier and how prominently to suggest it. This is an OpenIntents addition, for
/// reading back an association.
public struct AppEntityAssociation: Hashable, Sendable {
  /// The persistent identifier of the entity's type.
  public var typeIdentifier: String
  /// The entity's identifier string.
  public var identifier: String
  /// The priority; higher is more prominent.
  public var priority: Int
}

extension CSSearchableItemAttributeSet {
  static let associatedTypeKey = EntityAssociationKey.type
  static let associatedIdentifierKey = EntityAssociationKey.identifier
  static let associatedPriorityKey = EntityAssociationKey.priority

  /// Records that these attributes describe the given entity. Associate before indexing.
  public func associateAppEntity<Entity>(_ appEntity: Entity, priority: Int = 0)
  where Entity: IndexedEntity {
    associate(
      type: Entity.persistentIdentifier, identifier: appEntity.id.entityIdentifierString,
      priority: priority)
  }

  /// Records the association of an entity whose type identifier and identifier string are
  /// known already.
  func associate(type: String, identifier: String, priority: Int) {
    setAttribute(.string(type), Self.associatedTypeKey)
    setAttribute(.string(identifier), Self.associatedIdentifierKey)
    setAttribute(.number(NSNumber(value: priority)), Self.associatedPriorityKey)
  }

  /// The entity these attributes were associated with, if any.
  public var associatedAppEntity: AppEntityAssociation? {
    guard let type = value(forAttributeNamed: Self.associatedTypeKey)?.stringValue,
      let identifier = value(forAttributeNamed: Self.associatedIdentifierKey)?.stringValue
    else { return nil }
    let priority = value(forAttributeNamed: Self.associatedPriorityKey)?.numberValue?.intValue
    return AppEntityAssociation(
      typeIdentifier: type, identifier: identifier, priority: priority ?? 0)
  }

  /// Creates an attribute set for an item of the given content type.
  public convenience init(contentType: UTType) {
    self.init(itemContentType: contentType.identifier)
  }
}

extension CSSearchableItem {
  /// Records that this item stands for the given entity. Associate before indexing.
  public func associateAppEntity(_ appEntity: some IndexedEntity, priority: Int = 0) {
    attributeSet.associateAppEntity(appEntity, priority: priority)
  }

  /// An item for an entity: identified by the entity's type and identifier, in a domain named
  /// after its type, with the entity's attribute set, associated with it.
  ///
  /// The entity's `attributeSet` is read when the item's own `attributeSet` is
  /// first read — by an index, on the thread that writes it — with the dependencies in effect
  /// now; the entity, a value, is the one given here.
  public convenience init(appEntity: some IndexedEntity) {
    self.init(appEntity: appEntity, priority: 0)
  }

  /// An item for an entity, as ``init(appEntity:)`` makes it, with the priority the entity's
  /// association carries: higher is more prominent, and an index ranks a more prominent item
  /// above an equally relevant one.
  public convenience init<Entity>(appEntity: Entity, priority: Int) where Entity: IndexedEntity {
    self.init(appEntity: appEntity, priority: priority, type: Entity.persistentIdentifier)
  }

  /// The item of an entity, its type's persistent identifier given (it is worked out from
  /// the type's name, once for many entities).
  ///
  /// The entity's attribute set is made when the item's is first read: an index writing many
  /// entities works them out on another thread while it writes the ones before. The
  /// dependencies in effect now (`AppDependencyManager.current`, which an intent run by a
  /// host sets) are the ones its `@Dependency` properties read then.
  ///
  /// `deferred` holds the values of the entity's deferred indexed properties, awaited before
  /// (``SpotlightProperties/deferredValues(of:)``).
  convenience init<Entity: IndexedEntity>(
    appEntity: Entity, priority: Int, type: String, deferred: [String: CSAttributeValue] = [:]
  ) {
    let identifier = appEntity.id.entityIdentifierString
    let dependencies = AppDependencyManager.current
    self.init(uniqueIdentifier: type + "/" + identifier, domainIdentifier: type) {
      let attributes = AppDependencyManager.$current.withValue(dependencies) {
        appEntity.attributeSet
      }
      for (attribute, value) in deferred {
        attributes.setValue(value, forAttributeNamed: attribute)
      }
      attributes.associate(type: type, identifier: identifier, priority: priority)
      return attributes
    }
  }

  /// The item of an entity with its deferred indexed properties awaited: what an index writes.
  package static func indexing<Entity: IndexedEntity>(
    _ entity: Entity, priority: Int = 0, type: String = Entity.persistentIdentifier
  ) async -> CSSearchableItem {
    CSSearchableItem(
      appEntity: entity, priority: priority, type: type,
      deferred: await SpotlightProperties.deferredValues(of: entity))
  }

  /// The entity this item was associated with, if any.
  public var associatedAppEntity: AppEntityAssociation? { attributeSet.associatedAppEntity }

  static func uniqueIdentifier<Entity: AppEntity>(for type: Entity.Type, _ id: Entity.ID) -> String
  {
    "\(Entity.persistentIdentifier)/\(id.entityIdentifierString)"
  }
}

extension CSSearchableIndex {
  /// Indexes entities, leaving out those hidden from Spotlight — and removing them, if they
  /// were indexed before they were hidden.
  public func indexAppEntities(_ appEntities: [some IndexedEntity], priority: Int = 0) async throws
  {
    try await indexAppEntities(appEntities) { _ in priority }
  }

  /// Indexes entities, each with its own priority, leaving out (and removing) those hidden
  /// from Spotlight. This is an OpenIntents addition, for indexing many entities of different
  /// priorities in one operation.
  public func indexAppEntities<Entity: IndexedEntity>(
    _ appEntities: [Entity], priority: (Entity) -> Int
  ) async throws {
    var items: [CSSearchableItem] = []
    var hidden: [String] = []
    items.reserveCapacity(appEntities.count)
    let type = Entity.persistentIdentifier
    for entity in appEntities {
      if entity.hideInSpotlight {
        hidden.append(type + "/" + entity.id.entityIdentifierString)
      } else {
        items.append(await CSSearchableItem.indexing(entity, priority: priority(entity), type: type))
      }
    }
    if !hidden.isEmpty { try await deleteSearchableItems(withIdentifiers: hidden) }
    try await indexSearchableItems(owning: items)
  }

  /// Removes the entities with the given identifiers from the index.
  public func deleteAppEntities<Entity>(
    identifiedBy identifiers: [Entity.ID], ofType type: Entity.Type
  )
    async throws where Entity: IndexedEntity
  {
    try await deleteSearchableItems(
      withIdentifiers: identifiers.map { CSSearchableItem.uniqueIdentifier(for: type, $0) })
  }

  /// Removes every entity of a type from the index.
  public func deleteAppEntities<Entity>(ofType entityType: Entity.Type) async throws
  where Entity: IndexedEntity {
    try await deleteSearchableItems(withDomainIdentifiers: [Entity.persistentIdentifier])
  }
}
