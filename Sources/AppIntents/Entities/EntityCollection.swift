/// The identifiers of entities of one type, resolved only when the intent asks.
///
/// A parameter of `[PhotoEntity]` is resolved through the query before `perform()` runs, every
/// entity of it; an `EntityCollection<PhotoEntity>` carries the identifiers, and fetches the
/// entities only if `perform()` calls ``resolvedEntities()``:
///
/// ```swift
/// struct DeletePhotosIntent: AppIntent {
///   @Parameter(title: "Photos") var photos: EntityCollection<PhotoEntity>
///
///   func perform() async throws -> some IntentResult {
///     try await library.delete(ids: photos.identifiers)   // no query call
///     return .result()
///   }
/// }
/// ```
///
/// On Linux a collection parameter takes a list of identifiers on every surface (`{"id": …}`
/// objects or identifier strings; text is read as an identifier, never searched); each is
/// checked for its form, none is looked up. Each call of ``resolvedEntities()`` asks the host's
/// query, in one call, for the entities not held (those given with ``init(entities:)`` or
/// `append(_:)` are): it keeps nothing it fetched, so keep its result to use it
/// twice.
public struct EntityCollection<Entity>: Sendable, Equatable where Entity: AppEntity {
  /// The identifiers, in order. Setting them lets go of the entities held for identifiers no
  /// longer among them.
  public var identifiers: [Entity.ID] {
    get { storedIdentifiers }
    set {
      storedIdentifiers = newValue
      keepOnlyListedEntities()
    }
  }
  private var storedIdentifiers: [Entity.ID]
  /// Entities already at hand.
  private var cache: [Entity]

  /// A collection of the identifiers.
  public init(identifiers: [Entity.ID] = []) {
    storedIdentifiers = identifiers
    cache = []
  }

  /// A collection of the entities' identifiers, keeping the entities so that
  /// ``resolvedEntities()`` needs no query.
  public init(entities: [Entity]) {
    storedIdentifiers = entities.map(\.id)
    cache = entities
  }

  /// Lets go of the entities held for identifiers no longer listed: in one pass, so that
  /// editing a long collection stays linear.
  private mutating func keepOnlyListedEntities() {
    guard !cache.isEmpty else { return }
    let listed = Set(storedIdentifiers.map(\.entityIdentifierString))
    cache.removeAll { !listed.contains($0.id.entityIdentifierString) }
  }

  /// How many identifiers the collection holds.
  public var count: Int { identifiers.count }

  /// Whether it holds none.
  public var isEmpty: Bool { identifiers.isEmpty }

  /// Whether the two hold the same identifiers in the same order.
  public static func == (lhs: EntityCollection<Entity>, rhs: EntityCollection<Entity>) -> Bool {
    lhs.identifiers.map(\.entityIdentifierString) == rhs.identifiers.map(\.entityIdentifierString)
  }
}

extension EntityCollection {
  /// The entities, in the order of ``identifiers``: those at hand, and the others from the
  /// entity's query in one call. Identifiers the query no longer finds are left out.
  public func resolvedEntities() async throws -> [Entity] {
    var known: [String: Entity] = [:]
    // Each entity under its identifier's wire form and, for a syncable identifier, its local
    // form too: an identifier given as `local:12` finds the entity whose stable part is known.
    func remember(_ entity: Entity) {
      known[entity.id.entityIdentifierString] = entity
      if let local = (entity.id as? any LocallyWritableIdentifier)?.localIdentifierString {
        known[local] = known[local] ?? entity
      }
    }
    cache.forEach(remember)
    let missing = identifiers.filter { known[$0.entityIdentifierString] == nil }
    if !missing.isEmpty {
      try await EntityCollectionResolution.entities(Entity.self, missing).forEach(remember)
    }
    return identifiers.compactMap { known[$0.entityIdentifierString] }
  }

  /// Adds an identifier.
  public mutating func append(_ identifier: Entity.ID) {
    storedIdentifiers.append(identifier)
  }

  /// Adds an entity's identifier, keeping the entity.
  public mutating func append(_ entity: Entity) {
    cache.append(entity)
    storedIdentifiers.append(entity.id)
  }

  /// Adds identifiers.
  public mutating func append(contentsOf newIdentifiers: [Entity.ID]) {
    storedIdentifiers.append(contentsOf: newIdentifiers)
  }

  /// Adds the entities' identifiers, keeping the entities.
  public mutating func append(contentsOf entities: [Entity]) {
    cache.append(contentsOf: entities)
    storedIdentifiers.append(contentsOf: entities.map(\.id))
  }

  /// Removes every occurrence of the identifier.
  public mutating func remove(_ identifier: Entity.ID) {
    let text = identifier.entityIdentifierString
    storedIdentifiers.removeAll { $0.entityIdentifierString == text }
    cache.removeAll { $0.id.entityIdentifierString == text }
  }

  /// Removes every occurrence of the entity's identifier.
  public mutating func remove(_ entity: Entity) {
    remove(entity.id)
  }

  /// Whether the collection holds the identifier.
  public func contains(_ identifier: Entity.ID) -> Bool {
    let text = identifier.entityIdentifierString
    return identifiers.contains { $0.entityIdentifierString == text }
  }

  /// Whether the collection holds the entity's identifier.
  public func contains(_ entity: Entity) -> Bool {
    contains(entity.id)
  }
}

extension EntityCollection: Collection {
  /// The position of the first identifier.
  public var startIndex: Int { identifiers.startIndex }
  /// The position past the last identifier.
  public var endIndex: Int { identifiers.endIndex }
  /// The identifier at the position.
  public subscript(position: Int) -> Entity.ID { identifiers[position] }
  /// The position after `i`.
  public func index(after i: Int) -> Int { identifiers.index(after: i) }
}

extension EntityCollection: ExpressibleByArrayLiteral {
  /// A collection of the identifiers listed.
  public init(arrayLiteral elements: Entity.ID...) {
    self.init(identifiers: elements)
  }
}

extension EntityCollection: _IntentValue {
  /// An entity parameter's value type: the entity.
  public typealias ValueType = Entity
  /// The collection itself.
  public typealias UnwrappedType = EntityCollection<Entity>
  /// No resolvers: the identifiers are taken as given.
  public static var defaultResolverSpecification: some ResolverSpecification {
    EmptyResolverSpecification<EntityCollection<Entity>>()
  }
}

extension EntityCollection: _CollectionIntentValue {
  static var elementType: Any.Type { Entity.self }

  static func make(from elements: [Any]) -> Any? {
    let entities = elements.compactMap { $0 as? Entity }
    return entities.count == elements.count ? EntityCollection(entities: entities) : nil
  }

  /// The entities at hand, and a reference for each identifier not resolved.
  var anyElements: [Any] {
    var held: [String: Entity] = [:]
    for entity in cache where held[entity.id.entityIdentifierString] == nil {
      held[entity.id.entityIdentifierString] = entity
    }
    return identifiers.map { id -> Any in
      let text = id.entityIdentifierString
      return held[text]
        ?? EntityCollectionReference(type: Entity.persistentIdentifier, identifier: text)
    }
  }
}

extension EntityCollection: EntityCollectionValue {
  package static var entityType: any AppEntity.Type { Entity.self }

  package static func make(identifierStrings: [String]) -> (value: Any?, malformed: String?) {
    var ids: [Entity.ID] = []
    for text in identifierStrings {
      guard let id = Entity.ID.entityIdentifier(for: text) else { return (nil, text) }
      ids.append(id)
    }
    return (EntityCollection(identifiers: ids), nil)
  }
}

/// An ``EntityCollection`` of any entity type, for the runtime.
package protocol EntityCollectionValue {
  /// The entity type.
  static var entityType: any AppEntity.Type { get }
  /// A collection of the identifiers, without looking any up; or the first that is not an
  /// identifier of the type.
  static func make(identifierStrings: [String]) -> (value: Any?, malformed: String?)
}

/// An identifier in an ``EntityCollection`` whose entity has not been fetched, as values are
/// written out.
package struct EntityCollectionReference: Sendable {
  /// The entity type's persistent identifier.
  package let type: String
  /// The identifier.
  package let identifier: String
}

/// How ``EntityCollection/resolvedEntities()`` finds entities: through the host running the
/// intent (its query, dependencies and transcript) when it says how, else through the entity
/// type's `defaultQuery`.
package enum EntityCollectionResolution {
  /// The host's way to find entities of a type by identifier strings.
  @TaskLocal package static var resolve:
    (@Sendable (any AppEntity.Type, [String]) async throws -> [any AppEntity])? = nil

  static func entities<Entity: AppEntity>(
    _ type: Entity.Type, _ identifiers: [Entity.ID]
  ) async throws -> [Entity] {
    if let resolve {
      return try await resolve(Entity.self, identifiers.map(\.entityIdentifierString))
        .compactMap { $0 as? Entity }
    }
    let query = Entity.defaultQuery
    return try await query.entities(for: identifiers)
  }
}
