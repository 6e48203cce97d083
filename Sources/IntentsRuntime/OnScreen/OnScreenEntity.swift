public import Foundation

/// An entity a client has on screen, and since when.
///
/// This is an OpenIntents addition.
public struct OnScreenEntity: Sendable {
  /// Who put it on screen.
  public enum Source: String, Sendable, Hashable, Codable {
    /// The app, by annotating its current `NSUserActivity` with the entity.
    case app
    /// The client, by telling the host what it is looking at.
    case client
  }

  /// The entity.
  public var entity: EntityValue
  /// When it came on screen.
  public var since: Date
  /// Who put it there.
  public var source: Source
}

/// How much on-screen context the host keeps: a few entities per client, for a while, for a
/// bounded number of clients.
///
/// This is an OpenIntents addition.
public struct OnScreenPolicy: Sendable, Hashable {
  /// The most entities one client has on screen; the oldest leaves first. Default: 8.
  public var maximumEntities: Int
  /// The most clients kept; the one heard from longest ago is forgotten first. Default: 10,000.
  public var maximumClients: Int
  /// How long an entity stays on screen unless shown again, in seconds. Default: 30 minutes.
  public var lifetime: TimeInterval

  /// A policy with the given bounds.
  public init(maximumEntities: Int = 8, maximumClients: Int = 10_000, lifetime: TimeInterval = 1800)
  {
    self.maximumEntities = max(1, maximumEntities)
    self.maximumClients = max(1, maximumClients)
    self.lifetime = lifetime
  }
}
