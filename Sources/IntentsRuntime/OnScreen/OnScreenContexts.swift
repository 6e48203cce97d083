import AppIntents
import Foundation
import Synchronization

/// What each client has on screen, by entity type and identifier, most recent first: bounded
/// per client and in clients, and expiring.
final class OnScreenContexts: Sendable {
  struct Entry: Sendable, Hashable {
    var type: String
    var identifier: String
    var since: Date
    var source: OnScreenEntity.Source
  }

  private struct State {
    var policy = OnScreenPolicy()
    var clients: [String: (entries: [Entry], used: Date)] = [:]
  }
  private let state = Mutex(State())

  var policy: OnScreenPolicy {
    get { state.withLock { $0.policy } }
    set { state.withLock { $0.policy = newValue } }
  }

  /// Puts an entity on a client's screen, in front of what was there.
  func show(_ entry: Entry, to client: IntentsClient, now: Date = Date()) {
    state.withLock { state in
      var entries = state.clients[client.id]?.entries ?? []
      entries.removeAll {
        ($0.type == entry.type && $0.identifier == entry.identifier)
          || $0.since.addingTimeInterval(state.policy.lifetime) <= now
      }
      entries.insert(entry, at: 0)
      if entries.count > state.policy.maximumEntities {
        entries.removeLast(entries.count - state.policy.maximumEntities)
      }
      state.clients[client.id] = (entries, now)
      if state.clients.count > state.policy.maximumClients,
        let oldest = state.clients.min(by: { $0.value.used < $1.value.used })?.key
      {
        state.clients[oldest] = nil
      }
    }
  }

  /// The client's entities that have not expired, most recent first; for the local client,
  /// with the app's annotated activities.
  func entries(for client: IntentsClient, now: Date = Date()) -> [Entry] {
    var entries = state.withLock { state -> [Entry] in
      let lifetime = state.policy.lifetime
      guard var kept = state.clients[client.id] else { return [] }
      kept.entries.removeAll { $0.since.addingTimeInterval(lifetime) <= now }
      state.clients[client.id] = kept.entries.isEmpty ? nil : (kept.entries, kept.used)
      return kept.entries
    }
    if client == .local {
      let lifetime = policy.lifetime
      entries += UserActivityCenter.shared.entities.filter {
        $0.since.addingTimeInterval(lifetime) > now
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
  func clear(_ client: IntentsClient) {
    state.withLock { _ = $0.clients.removeValue(forKey: client.id) }
  }

  /// The most recent entity of the runtime's type on the client's screen that still exists.
  func entity(
    of runtime: any EntityTypeRuntime, for client: IntentsClient
  ) async throws -> EntityValue? {
    for entry in entries(for: client) where entry.type == runtime.identifier {
      if case .found(let entity)? = try await runtime.resolve([entry.identifier]).first {
        return entity
      }
    }
    return nil
  }
}
