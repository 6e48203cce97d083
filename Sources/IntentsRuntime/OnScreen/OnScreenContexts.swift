import AppIntents
import Foundation
import Synchronization

/// What each client has on screen, by entity type and identifier, most recent first: kept in the
/// host's ``HostStateStore`` (so a client that showed an entity through one host means it in a
/// request to another), bounded per client and in clients, and expiring.
final class OnScreenContexts: Sendable {
  typealias Entry = OnScreenRecord

  let store: any HostStateStore
  private let bounds = Mutex(OnScreenPolicy())

  init(store: any HostStateStore) { self.store = store }

  var policy: OnScreenPolicy {
    get { bounds.withLock { $0 } }
    set { bounds.withLock { $0 = newValue } }
  }

  /// Puts an entity on a client's screen, in front of what was there.
  func show(_ entry: Entry, to client: IntentsClient) async throws {
    try await store.storing { try await store.show(entry, to: client.id, policy: policy) }
  }

  /// The client's entities that have not expired, most recent first; for the local client,
  /// with the app's annotated activities.
  func entries(for client: IntentsClient, now: Date = Date()) async throws -> [Entry] {
    let policy = policy
    var entries = try await store.storing {
      try await store.onScreen(for: client.id, policy: policy, now: now)
    }
    if client == .local {
      entries += UserActivityCenter.shared.entities.filter {
        $0.since.addingTimeInterval(policy.lifetime) > now
      }.map {
        Entry(
          type: $0.entity.entityType.persistentIdentifier, identifier: $0.entity.identifier,
          since: $0.since, source: .app)
      }
      entries.sort { $0.since > $1.since }
    }
    return entries
  }

  /// Takes everything off a client's screen (the app's own activities stay until resigned).
  func clear(_ client: IntentsClient) async throws {
    try await store.storing { try await store.clearOnScreen(for: client.id) }
  }

  /// The most recent entity of the runtime's type on the client's screen that still exists.
  func entity(
    of runtime: any EntityTypeRuntime, for client: IntentsClient
  ) async throws -> EntityValue? {
    for entry in try await entries(for: client) where entry.type == runtime.identifier {
      if case .found(let entity)? = try await runtime.resolve([entry.identifier]).first {
        return entity
      }
    }
    return nil
  }
}
