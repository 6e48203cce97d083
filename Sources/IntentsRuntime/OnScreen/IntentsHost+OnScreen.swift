import Foundation

extension IntentsHost {
  /// How much on-screen context the host keeps. This is an OpenIntents addition.
  public var onScreenPolicy: OnScreenPolicy {
    get { registry.onScreen.policy }
    set { registry.onScreen.policy = newValue }
  }

  /// What a client has on screen, most recent first: entities it showed
  /// (``show(type:identifier:to:)``), through this host or another sharing its
  /// ``HostStateStore``, and, for ``IntentsClient/local``, the entities the app's current
  /// `NSUserActivity`s are annotated with. Entities that no longer exist, and types the host
  /// does not serve, are left out. This is an OpenIntents addition.
  public func onScreen(for client: IntentsClient) async throws -> [OnScreenEntity] {
    var result: [OnScreenEntity] = []
    let entries = try await registry.onScreen.entries(for: client)
    var seen: Set<String> = []
    for entry in entries where seen.insert("\(entry.type)/\(entry.identifier)").inserted {
      guard let runtime = registry.entities[entry.type] else { continue }
      let resolved = try await scoped { try await runtime.resolve([entry.identifier]) }
      if case .found(let entity)? = resolved.first {
        result.append(OnScreenEntity(entity: entity, since: entry.since, source: entry.source))
      }
    }
    return result
  }

  /// Tells the host that a client is looking at an entity — "I am looking at landmark 113" —
  /// so that "this" in the client's later requests, to this host or another sharing its
  /// ``HostStateStore``, means it. Throws ``IntentsError/unknownType``,
  /// ``IntentsError/malformedIdentifier`` or ``IntentsError/entityNotFound`` for an entity that
  /// cannot be shown. This is an OpenIntents addition.
  @discardableResult
  public func show(
    type: String, identifier: String, to client: IntentsClient
  ) async throws -> OnScreenEntity {
    let entity = try await entity(type: type, identifier: identifier)
    return try await show(entity, to: client)
  }

  /// Puts an entity the host found on a client's screen. This is an OpenIntents addition.
  @discardableResult
  public func show(_ entity: EntityValue, to client: IntentsClient) async throws -> OnScreenEntity
  {
    let shown = OnScreenEntity(entity: entity, since: Date(), source: .client)
    try await registry.onScreen.show(
      .init(
        type: entity.typeIdentifier, identifier: entity.identifier, since: shown.since,
        source: .client), to: client)
    return shown
  }

  /// Takes everything a client showed off its screen. This is an OpenIntents addition.
  public func clearOnScreen(for client: IntentsClient) async throws {
    try await registry.onScreen.clear(client)
  }

  /// The most recent entity of a type on a client's screen, if any. This is an OpenIntents
  /// addition.
  public func onScreenEntity(type: String, for client: IntentsClient) async throws -> EntityValue? {
    let runtime = try registry.entity(type)
    return try await scoped { try await registry.onScreen.entity(of: runtime, for: client) }
  }
}
