import Synchronization

/// A kind of listening the system recognizes, for ``AppEntityContext/audio(_:)`` (iOS 27).
///
/// Apple's HealthKit overlay adds workout contexts (`.workout`, by activity type or intensity);
/// there is no HealthKit on Linux, so only ``nowPlaying`` exists here.
public struct AudioContext: Hashable, Sendable {
  let name: String

  /// While something plays.
  public static var nowPlaying: AudioContext { AudioContext(name: "nowPlaying") }
}

/// A situation in which some of an app's entities are relevant, for ``RelevantEntities``
/// (iOS 27).
///
/// On Linux a context is named on the surfaces by its ``name``: `audio.nowPlaying`.
public struct AppEntityContext: Hashable, Sendable {
  /// The context's name, as callers give it: `audio.nowPlaying`.
  ///
  /// An OpenIntents addition.
  public let name: String

  /// A listening context, such as ``AudioContext/nowPlaying``.
  public static func audio(_ audioContext: AudioContext) -> AppEntityContext {
    AppEntityContext(name: "audio." + audioContext.name)
  }

  /// Every context there is, by name.
  ///
  /// An OpenIntents addition.
  public static let all: [AppEntityContext] = [.audio(.nowPlaying)]

  /// The context with this name, or `nil`.
  ///
  /// An OpenIntents addition.
  public init?(named name: String) {
    guard let known = Self.all.first(where: { $0.name == name }) else { return nil }
    self = known
  }

  private init(name: String) { self.name = name }
}

/// The entities an app declares relevant in a situation, ahead of any search or use — say the
/// playlists to suggest while something plays (iOS 27).
///
/// ```swift
/// try await RelevantEntities.shared.updateEntities(
///   workoutPlaylists, for: .audio(.nowPlaying))
/// ```
///
/// On Linux the registrations are kept in the process's memory until removed (not across
/// launches), at most ``maximumEntitiesPerContext`` per context. A host's suggestions for an
/// entity type given a context (`suggest <type> --context audio.nowPlaying`, `?context=` over
/// HTTP, `context` in MCP's `suggest_<Type>`) list the type's registered entities first, as its
/// query finds them now, then its query's own suggestions.
public struct RelevantEntities: Sendable {
  /// The app's registrations.
  public static let shared = RelevantEntities()

  /// The most entities one context holds.
  ///
  /// An OpenIntents addition.
  public static let maximumEntitiesPerContext = 1000

  /// The registrations, by context; a class, so that copies of ``shared`` share them (the
  /// lock makes it `Sendable`).
  private final class Registrations: Sendable {
    let byContext = Mutex<[AppEntityContext: [EntityIdentifier]]>([:])
  }

  private let storage = Registrations()

  private init() {}

  /// Makes `entities` the entities relevant in `context`, replacing the ones before. Throws
  /// for more than ``maximumEntitiesPerContext`` entities, registering none.
  public func updateEntities(
    _ entities: [any AppEntity], for context: AppEntityContext
  ) async throws {
    var seen = Set<EntityIdentifier>()
    let identifiers = entities.map(Self.identifier).filter { seen.insert($0).inserted }
    guard identifiers.count <= Self.maximumEntitiesPerContext else {
      throw AppIntentError(
        "tooManyRelevantEntities",
        "A context holds at most \(Self.maximumEntitiesPerContext) relevant entities, not "
          + "\(identifiers.count).")
    }
    storage.byContext.withLock { $0[context] = identifiers.isEmpty ? nil : identifiers }
  }

  /// Removes `entities` from every context.
  public func removeEntities(_ entities: [any AppEntity]) async throws {
    let removed = Set(entities.map(Self.identifier))
    storage.byContext.withLock { all in
      for context in all.keys { Self.remove(removed, from: context, in: &all) }
    }
  }

  /// Removes every entity from every context.
  public func removeAllEntities() async throws {
    storage.byContext.withLock { $0 = [:] }
  }

  /// Removes `entities` from `context`.
  public func removeEntities(
    _ entities: [any AppEntity], from context: AppEntityContext
  ) async throws {
    let removed = Set(entities.map(Self.identifier))
    storage.byContext.withLock { Self.remove(removed, from: context, in: &$0) }
  }

  /// Removes every entity from `context`.
  public func removeAllEntities(for context: AppEntityContext) async throws {
    storage.byContext.withLock { $0[context] = nil }
  }

  /// The identifiers of the entities of a type relevant in `context`, in the order given.
  ///
  /// An OpenIntents addition, for the system side.
  public func identifiers(ofType type: String, in context: AppEntityContext) -> [String] {
    storage.byContext.withLock { $0[context] ?? [] }.compactMap {
      $0.entityType.persistentIdentifier == type ? $0.identifier : nil
    }
  }

  private static func identifier(_ entity: any AppEntity) -> EntityIdentifier {
    EntityIdentifier(for: entity)
  }

  private static func remove(
    _ removed: Set<EntityIdentifier>, from context: AppEntityContext,
    in all: inout [AppEntityContext: [EntityIdentifier]]
  ) {
    guard let kept = all[context]?.filter({ !removed.contains($0) }) else { return }
    all[context] = kept.isEmpty ? nil : kept
  }
}
