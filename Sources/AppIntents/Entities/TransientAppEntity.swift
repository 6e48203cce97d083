/// An entity that exists only while an intent runs — a value an intent builds and returns —
/// and is never looked up again.
///
/// The system creates one with `init()` and fills in its properties.
public protocol TransientAppEntity: AppEntity {
  /// Creates an empty entity whose properties are set afterwards.
  init()
}

extension TransientAppEntity {
  /// A new identifier on every read: a transient entity has no persistent identity.
  public var id: UUID { UUID() }

  /// A query that cannot find transient entities by identifier.
  public static var defaultQuery: _TransientAppEntityQuery<Self> { .init() }
}

/// The query of a transient entity: it resolves no identifiers, because transient entities are
/// never stored.
public struct _TransientAppEntityQuery<Entity>: EntityQuery where Entity: TransientAppEntity {
  /// Creates the query.
  public init() {}

  /// No entities: transient entities cannot be looked up again.
  public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}
