/// An entity of which there is exactly one, such as an app's settings.
///
/// Its query is a ``UniqueAppEntityQuery``, usually ``UniqueAppEntityProvider``:
///
/// ```swift
/// struct SettingsEntity: UniqueAppEntity {
///   static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
///   static let defaultQuery = UniqueAppEntityProvider { SettingsEntity() }
/// }
/// ```
public protocol UniqueAppEntity: AppEntity where Self.DefaultQuery: UniqueAppEntityQuery {}

extension UniqueAppEntity {
  /// The type's name: the one entity is named after its type.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: Self.typeDisplayRepresentation.name)
  }
}

extension UniqueAppEntity where Self.ID == String {
  /// The type's persistent identifier.
  public var id: String { Self.persistentIdentifier }
}

/// The query of a unique entity: everything is derived from ``uniqueEntity()``.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Self.Entity: UniqueAppEntity {
  /// The unique entity's type.
  associatedtype Unique where Self.Entity == Self.Unique
  /// Returns the one entity.
  func uniqueEntity() async throws -> Unique
}

extension UniqueAppEntityQuery {
  /// The unique entity when its identifier is requested.
  public func entities(for identifiers: [Unique.ID]) async throws -> [Unique] {
    let unique = try await uniqueEntity()
    return identifiers.contains(unique.id) ? [unique] : []
  }

  /// The unique entity.
  public func suggestedEntities() async throws -> [Unique] { [try await uniqueEntity()] }

  /// The unique entity.
  public func allEntities() async throws -> [Unique] { [try await uniqueEntity()] }
}

/// A ready query for a unique entity, built from a closure that returns it.
public struct UniqueAppEntityProvider<Entity>: UniqueAppEntityQuery
where Entity: UniqueAppEntity {
  /// The results are arrays of the entity.
  public typealias Result = [Entity]
  /// The unique entity's type.
  public typealias Unique = Entity

  private let provider: (@Sendable () async throws -> Entity)?

  /// A provider with no closure; ``uniqueEntity()`` reports that it has nothing to provide.
  /// Declare the provider with a closure, as `static let defaultQuery` does.
  public init() { provider = nil }

  /// A provider that returns what the closure returns.
  public init(_ provider: @escaping @Sendable () async throws -> Entity) {
    self.provider = provider
  }

  /// Calls the closure for the unique entity.
  public func uniqueEntity() async throws -> Entity {
    guard let provider else { throw UniqueAppEntityProviderError(entityType: Entity.self) }
    return try await provider()
  }
}

/// The error of a ``UniqueAppEntityProvider`` created without a closure.
struct UniqueAppEntityProviderError: Error, CustomStringConvertible {
  let entityType: Any.Type
  var description: String {
    "UniqueAppEntityProvider<\(entityType)> was created with init(), so it has no entity to "
      + "return; create it with a closure: UniqueAppEntityProvider { \(entityType)() }"
  }
}
