public import Foundation

/// A name a person gave to an entity, saved to be resolved later — after a restart, on
/// another host.
public struct SavedReference: Sendable, Hashable, Codable {
  /// The reference's name, unique among references.
  public var name: String
  /// The persistent identifier of the entity's type.
  public var type: String
  /// The entity's identifier as it was saved.
  public var identifier: String
  /// When the reference was saved.
  public var createdAt: Date

  /// A reference.
  public init(name: String, type: String, identifier: String, createdAt: Date = Date()) {
    self.name = name
    self.type = type
    self.identifier = identifier
    self.createdAt = createdAt
  }
}

/// An intent with its parameters, saved to be run later.
public struct SavedRun: Sendable, Hashable, Codable {
  /// The run's name, unique among runs.
  public var name: String
  /// The intent's identifier.
  public var intent: String
  /// The parameters: entity values as type and identifier, others as given.
  public var parameters: [String: SavedParameter]
  /// When the run was saved.
  public var createdAt: Date

  /// A saved run.
  public init(
    name: String, intent: String, parameters: [String: SavedParameter], createdAt: Date = Date()
  ) {
    self.name = name
    self.intent = intent
    self.parameters = parameters
    self.createdAt = createdAt
  }
}

/// A saved parameter value: an entity (type and identifier) or another input.
public enum SavedParameter: Sendable, Hashable, Codable {
  /// An entity, by type and identifier.
  case entity(type: String, identifier: String)
  /// Several entities of one type.
  case entities(type: String, identifiers: [String])
  /// Any other input, as it was given.
  case input(ParameterInput)
}

/// Where a host keeps what people saved: named references to entities, named runs of intents,
/// and the identifier migrations of entity types.
///
/// A conforming store must guarantee that:
/// - names are unique per kind: saving a reference or run under an existing name replaces it;
/// - listings are sorted by name;
/// - each write is atomic — after a crash a write is either complete or absent, and nothing
///   written before it is lost;
/// - identifier migrations chain: after `a → b` and `b → c`, `a` reads as `c`; a cycle
///   resolves to the last identifier before it repeats.
///
/// `AppIntentsTesting.ReferenceStoreChecks` verifies these guarantees for any store.
public protocol ReferenceStore: Sendable {
  /// Saves a reference, replacing one of the same name.
  func save(_ reference: SavedReference) async throws
  /// The reference of that name, if any.
  func reference(named name: String) async throws -> SavedReference?
  /// Every reference, sorted by name.
  func references() async throws -> [SavedReference]
  /// Removes a reference; returns whether there was one.
  func removeReference(named name: String) async throws -> Bool
  /// Saves a run, replacing one of the same name.
  func save(_ run: SavedRun) async throws
  /// The run of that name, if any.
  func run(named name: String) async throws -> SavedRun?
  /// Every run, sorted by name.
  func runs() async throws -> [SavedRun]
  /// Removes a run; returns whether there was one.
  func removeRun(named name: String) async throws -> Bool
  /// Records that identifiers of a type changed: each key now reads as its value.
  func addIdentifierMigrations(_ migrations: [String: String], type: String) async throws
  /// The identifier an old identifier of a type now reads as (itself when not migrated).
  func currentIdentifier(_ identifier: String, type: String) async throws -> String
}

/// A reference store in memory: for tests and for hosts that need not remember anything.
public actor InMemoryReferenceStore: ReferenceStore {
  private var savedReferences: [String: SavedReference] = [:]
  private var savedRuns: [String: SavedRun] = [:]
  private var migrations: [String: [String: String]] = [:]

  /// An empty store.
  public init() {}

  /// Saves a reference, replacing one with the same name.
  public func save(_ reference: SavedReference) { savedReferences[reference.name] = reference }

  /// The reference with this name, if any.
  public func reference(named name: String) -> SavedReference? { savedReferences[name] }

  /// Every reference, by name.
  public func references() -> [SavedReference] {
    savedReferences.values.sorted { $0.name < $1.name }
  }

  /// Removes a reference; whether there was one.
  public func removeReference(named name: String) -> Bool {
    savedReferences.removeValue(forKey: name) != nil
  }

  /// Saves a run, replacing one with the same name.
  public func save(_ run: SavedRun) { savedRuns[run.name] = run }

  /// The run with this name, if any.
  public func run(named name: String) -> SavedRun? { savedRuns[name] }

  /// Every run, by name.
  public func runs() -> [SavedRun] { savedRuns.values.sorted { $0.name < $1.name } }

  /// Removes a run; whether there was one.
  public func removeRun(named name: String) -> Bool { savedRuns.removeValue(forKey: name) != nil }

  /// Records identifier changes of a type; a later change of the same identifier wins.
  public func addIdentifierMigrations(_ new: [String: String], type: String) {
    migrations[type, default: [:]].merge(new) { _, latest in latest }
  }

  /// The identifier an old one now reads as, following chained migrations.
  public func currentIdentifier(_ identifier: String, type: String) -> String {
    IdentifierMigration.follow(identifier) { migrations[type]?[$0] }
  }
}

/// Following identifier migrations.
public enum IdentifierMigration {
  /// The identifier reached by following `next` from `identifier`, stopping before a repeat.
  public static func follow(
    _ identifier: String, _ next: (String) throws -> String?
  ) rethrows
    -> String
  {
    var current = identifier
    var seen: Set<String> = [identifier]
    while let successor = try next(current), seen.insert(successor).inserted {
      current = successor
    }
    return current
  }
}
