public import Synchronization

/// The registry of dependencies injected into queries and intents with `@Dependency`.
///
/// Register dependencies once, early — at launch, before the runtime serves anything:
///
/// ```swift
/// AppDependencyManager.shared.add(dependency: ModelData())
/// AppDependencyManager.shared.add(key: "archive", dependency: ArchiveStore(path: path))
/// ```
///
/// A dependency without a key is found by its type; one with a key by that key. A provider is
/// called once, on first use, and its value is kept.
public final class AppDependencyManager: Sendable {
  private let entries = Mutex<[DependencyKey: Entry]>([:])
  /// Counts the changes to the registrations, so that a dependency can keep the value it read
  /// until the next change (see ``AppDependency``).
  @usableFromInline let changes = Atomic<UInt64>(0)

  /// The number of changes to the registrations so far.
  @inlinable var generation: UInt64 { changes.load(ordering: .acquiring) }

  /// This manager's number, never given to another manager in this process — unlike its
  /// address, which a manager made after this one is gone may have. A dependency's last read
  /// names the manager it came from by this number (see ``DependencyReadStamp``).
  @usableFromInline let serial = AppDependencyManager.made.add(1, ordering: .relaxed).newValue

  /// How many managers the process has made.
  private static let made = Atomic<UInt64>(0)

  /// The manager `@Dependency` uses unless told otherwise.
  public static let shared = AppDependencyManager()

  /// The manager of the system running the app's code, while it runs it — the one an
  /// `IntentsHost` was given — which `@Dependency`s declared without a `manager:` read instead
  /// of ``shared`` for what it registers (the rest still comes from ``shared``). So two hosts
  /// in one process can serve two databases through the same query types. This is an
  /// OpenIntents addition.
  ///
  /// ```swift
  /// let dependencies = AppDependencyManager()
  /// dependencies.add(dependency: database)
  /// let host = IntentsHost(name: "Landmarks", dependencies: dependencies) { … }
  /// ```
  @TaskLocal public static var current: AppDependencyManager?

  /// A separate manager, for tests or for isolating several hosts in one process.
  public init() {}

  /// Registers a dependency given as a value (or an expression evaluated on first use).
  @_disfavoredOverload
  public func add<Dependency>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @autoclosure @escaping @Sendable () -> Dependency
  ) where Dependency: Sendable {
    register(key, Dependency.self, .sync { dependencyProvider() })
  }

  /// Registers a dependency given as a throwing provider, called on first use.
  public func add<Dependency>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @autoclosure @escaping () -> @Sendable () throws -> Dependency
  ) where Dependency: Sendable {
    register(key, Dependency.self, .sync(dependencyProvider()))
  }

  /// Registers a dependency given as an asynchronous provider, called on first use.
  public func add<Dependency>(
    key: AnyHashable? = nil,
    dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency
  ) where Dependency: Sendable {
    register(key, Dependency.self, .async(dependencyProvider))
  }

  /// Whether a dependency is registered for the key (or, without a key, the type). This is an
  /// OpenIntents addition.
  public func contains<Dependency>(_ type: Dependency.Type, key: AnyHashable? = nil) -> Bool {
    entries.withLock { $0[Self.lookupKey(key, type)] != nil }
  }

  /// Removes every registered dependency. This is an OpenIntents addition, for tests.
  public func removeAll() {
    entries.withLock { $0.removeAll() }
    changes.add(1, ordering: .releasing)
  }

  // MARK: - Resolution

  /// The dependency's value, loading it on first use; throws when nothing is registered, the
  /// provider fails, or the registered value has another type.
  func value<Value>(of type: Value.Type, key: AnyHashable?) async throws -> Value {
    let lookup = Self.lookupKey(key, type)
    guard let entry = entries.withLock({ $0[lookup] }) else {
      throw Error<Value>.failedToRetrieveDependency(key ?? lookup.base, type)
    }
    return try Self.cast(try await entry.load(), key ?? lookup.base, type)
  }

  /// The dependency's value when it can be had without waiting: already loaded, or from a
  /// synchronous provider.
  func valueSynchronously<Value>(of type: Value.Type, key: AnyHashable?) throws -> Value {
    let lookup = Self.lookupKey(key, type)
    guard let entry = entries.withLock({ $0[lookup] }) else {
      throw Error<Value>.failedToRetrieveDependency(key ?? lookup.base, type)
    }
    guard let loaded = try entry.loadSynchronously() else {
      throw Error<Value>.failedToLoadDependency(key ?? lookup.base, type)
    }
    return try Self.cast(loaded, key ?? lookup.base, type)
  }

  private func register<Dependency: Sendable>(
    _ key: AnyHashable?, _ type: Dependency.Type, _ provider: Entry.Provider
  ) {
    let entry = Entry(type: type, provider: provider)
    entries.withLock { $0[Self.lookupKey(key, type)] = entry }
    changes.add(1, ordering: .releasing)
  }

  private static func lookupKey(_ key: AnyHashable?, _ type: Any.Type) -> DependencyKey {
    DependencyKey(base: key ?? AnyHashable(TypeKey(type: type)))
  }

  private static func cast<Value>(
    _ value: any Sendable, _ key: AnyHashable, _ type: Value.Type
  )
    throws -> Value
  {
    guard let typed = value as? Value else {
      throw Error<Value>.incorrectDependencyType(key, type, Swift.type(of: value))
    }
    return typed
  }
}

extension AppDependencyManager {
  /// Why a dependency could not be provided.
  public enum Error<Value>: LocalizedError, @unchecked Sendable, CustomStringConvertible {
    // @unchecked Sendable: the cases hold metatypes, which are immutable, and the key a
    // dependency was registered under — the Sendable keys of `add(key:dependency:)`, boxed in
    // `AnyHashable`, which is not Sendable only because it could box anything.
    /// Nothing is registered for the key or type.
    case failedToRetrieveDependency(AnyHashable, Value.Type)
    /// The provider failed, or is asynchronous and was read where it cannot be awaited.
    case failedToLoadDependency(AnyHashable, Value.Type)
    /// What is registered under the key has another type.
    case incorrectDependencyType(AnyHashable, Value.Type, any Any.Type)

    /// What went wrong and how to fix it.
    public var errorDescription: String? {
      switch self {
      case .failedToRetrieveDependency(let key, let type):
        let name = String(describing: type)
        if key.base is TypeKey {
          return "No dependency of type \(name) is registered. Register one before it is used, "
            + "for example at launch: AppDependencyManager.shared.add(dependency: \(name)(…))"
        }
        return "No dependency with key \(Self.literal(key)) (of type \(name)) is registered. "
          + "Register one "
          + "before it is used: AppDependencyManager.shared.add(key: \(Self.literal(key)), "
          + "dependency: \(name)(…))"
      case .failedToLoadDependency(let key, let type):
        return "The dependency \(Self.describe(key, type)) could not be loaded: its provider "
          + "failed, or it is asynchronous and was read before the system loaded it (read it "
          + "inside a query or intent the runtime runs, or with `try await $name.resolve()`)."
      case .incorrectDependencyType(let key, let type, let actual):
        return "The dependency \(Self.describe(key, type)) is registered as \(actual), not "
          + "\(type)."
      }
    }

    /// The same as ``errorDescription``.
    public var description: String { errorDescription ?? "" }

    private static func describe(_ key: AnyHashable, _ type: Value.Type) -> String {
      key.base is TypeKey ? "of type \(type)" : "with key \(literal(key)) (of type \(type))"
    }

    private static func literal(_ key: AnyHashable) -> String {
      key.base is String ? "\"\(key.base)\"" : "\(key.base)"
    }
  }
}

/// A dependency's registration: its provider and, once loaded, its value.
private final class Entry: Sendable {
  enum Provider: Sendable {
    case sync(@Sendable () throws -> any Sendable)
    case async(@Sendable () async throws -> any Sendable)
  }

  let type: Any.Type
  let provider: Provider
  private let loaded = Mutex<(any Sendable)?>(nil)

  init(type: Any.Type, provider: Provider) {
    self.type = type
    self.provider = provider
  }

  func load() async throws -> any Sendable {
    if let value = loaded.withLock({ $0 }) { return value }
    let value: any Sendable
    switch provider {
    case .sync(let make): value = try make()
    case .async(let make): value = try await make()
    }
    return loaded.withLock { current in
      if let current { return current }
      current = value
      return value
    }
  }

  func loadSynchronously() throws -> (any Sendable)? {
    if let value = loaded.withLock({ $0 }) { return value }
    guard case .sync(let make) = provider else { return nil }
    let value = try make()
    return loaded.withLock { current in
      if let current { return current }
      current = value
      return value
    }
  }
}

/// A registry key: the app's key, or the dependency's type.
private struct DependencyKey: Hashable, @unchecked Sendable {
  // @unchecked Sendable: `AnyHashable` is not `Sendable`; keys are made from the app's
  // `add(key:)`/`@Dependency(key:)` arguments and used only to hash and compare inside
  // `entries`, a `Mutex`, which orders every access to the table that keeps them.
  let base: AnyHashable
}

/// The lookup key of a dependency registered without a key: its type.
struct TypeKey: Hashable, Sendable {
  let type: Any.Type
  static func == (lhs: TypeKey, rhs: TypeKey) -> Bool { lhs.type == rhs.type }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}
