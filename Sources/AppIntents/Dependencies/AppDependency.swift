public import Synchronization

/// A dependency of a query or intent, injected from an ``AppDependencyManager``: write
/// `@Dependency var store: Store` inside the type.
///
/// ```swift
/// struct TrailQuery: EntityQuery {
///   @Dependency var trails: TrailStore
///   ...
/// }
/// ```
///
/// Reading a dependency that was never registered stops the program with a message naming the
/// type and how to register it. The OpenIntents runtime loads the dependencies of the queries
/// and intents it runs first and reports a missing one as an error instead; code of your own can
/// do the same with `try await $trails.resolve()`.
@propertyWrapper
public final class AppDependency<Value>: @unchecked Sendable where Value: Sendable {
  // @unchecked Sendable: the mutable state (`assigned`, `defaulted`) is guarded by Mutexes;
  // the rest is immutable after init.
  private let key: AnyHashable?
  /// The manager named at the declaration; `nil` for the default: the running system's
  /// (``AppDependencyManager/current``), else ``AppDependencyManager/shared``.
  @usableFromInline let declaredManager: AppDependencyManager?
  private let fallback: Fallback?
  /// A value assigned to the wrapper, which wins over any manager's.
  @usableFromInline let assigned = Mutex<Value?>(nil)
  /// The declared default, once made.
  private let defaulted = Mutex<Value?>(nil)
  /// The value last read from a manager, and the state of the managers it was read in: read
  /// again only once a manager's registrations change or another system runs the code. A
  /// query reading its store for each identifier it resolves then looks nothing up.
  @usableFromInline let lastRead = Mutex<LastRead?>(nil)
  /// The stamp of ``lastRead`` alone: a type that does not depend on `Value`, so that the
  /// runtime's check before each query (``resolveDependency()``), which runs where `Value` is
  /// not known, looks no generic type up.
  private let lastStamp = Mutex<DependencyReadStamp?>(nil)

  @usableFromInline typealias ReadStamp = DependencyReadStamp

  /// A value read from a manager, with the state of the managers it was read in.
  @usableFromInline struct LastRead: Sendable {
    @usableFromInline let stamp: ReadStamp
    @usableFromInline let value: Value

    @usableFromInline init(stamp: ReadStamp, value: Value) {
      self.stamp = stamp
      self.value = value
    }
  }

  private enum Fallback {
    case sync(() -> Value)
    case async(() async throws -> Value)
  }

  /// A dependency looked up by type, or by key when one is given.
  public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
    self.init(key, manager, nil)
  }

  /// A dependency with a default used when none is registered.
  public convenience init(
    key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
    default defaultValueProvider: @autoclosure @escaping () -> Value
  ) {
    self.init(key, manager, .sync(defaultValueProvider))
  }

  /// A dependency with an asynchronous default used when none is registered.
  public convenience init(
    key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
    default defaultValueProvider: @escaping () async throws -> Value
  ) {
    self.init(key, manager, .async(defaultValueProvider))
  }

  private init(_ key: AnyHashable?, _ manager: AppDependencyManager, _ fallback: Fallback?) {
    self.key = key
    self.declaredManager = manager === AppDependencyManager.shared ? nil : manager
    self.fallback = fallback
  }

  /// Where the value comes from now: the declared manager; else the running system's, when it
  /// has the dependency; else the shared one. The managers keep what their providers made, so
  /// each host's value is made once.
  private var manager: AppDependencyManager {
    if let declaredManager { return declaredManager }
    if let current = AppDependencyManager.current, current.contains(Value.self, key: key) {
      return current
    }
    return .shared
  }

  /// The dependency's value. Assigning a value overrides the registered one for this instance.
  ///
  /// Inlinable, so that reading it where `Value` is known — a query reading its store for each
  /// identifier — checks the last read without looking generic types up at run time.
  public var wrappedValue: Value {
    @inlinable get {
      if let value = assigned.withLock({ $0 }) { return value }
      let stamp = ReadStamp(declared: declaredManager)
      if let last = lastRead.withLock({ $0 }), last.stamp == stamp { return last.value }
      return read(stamp)
    }
    set { assigned.withLock { $0 = newValue } }
  }

  /// Reads the value from its manager (or the default) and keeps it with the stamp.
  @usableFromInline func read(_ stamp: ReadStamp) -> Value {
    do {
      let value = try manager.valueSynchronously(of: Value.self, key: key)
      lastRead.withLock { $0 = LastRead(stamp: stamp, value: value) }
      lastStamp.withLock { $0 = stamp }
      return value
    } catch {
      if let value = defaulted.withLock({ $0 }) { return value }
      if case .sync(let make) = fallback {
        let value = make()
        defaulted.withLock { $0 = value }
        return value
      }
      fatalError(String(describing: error))
    }
  }

  /// The dependency object itself.
  public var projectedValue: AppDependency<Value> { self }

  /// Loads the dependency — waiting for an asynchronous provider — and keeps it for
  /// ``wrappedValue``; throws ``AppDependencyManager/Error`` when it cannot be provided. This is
  /// an OpenIntents addition; the runtime calls it before running a query or intent.
  @discardableResult
  public func resolve() async throws -> Value {
    if let value = assigned.withLock({ $0 }) { return value }
    // Read before with the same managers, unchanged since: nothing to load.
    let stamp = ReadStamp(declared: declaredManager)
    if let last = lastRead.withLock({ $0 }), last.stamp == stamp { return last.value }
    do {
      let value = try await manager.value(of: Value.self, key: key)
      lastRead.withLock { $0 = LastRead(stamp: stamp, value: value) }
      lastStamp.withLock { $0 = stamp }
      return value
    } catch let error as AppDependencyManager.Error<Value> {
      guard case .failedToRetrieveDependency = error, let fallback else { throw error }
      if let value = defaulted.withLock({ $0 }) { return value }
      let value: Value
      switch fallback {
      case .sync(let make): value = make()
      case .async(let make): value = try await make()
      }
      defaulted.withLock { $0 = value }
      return value
    }
  }
}

/// A dependency resolved by the runtime before it runs a query or intent.
package protocol ResolvableDependency: AnyObject, Sendable {
  /// Loads the dependency; throws a description of what is missing.
  func resolveDependency() async throws
}

extension AppDependency: ResolvableDependency {
  /// Loads the dependency, unless the last read still holds.
  package func resolveDependency() async throws {
    if let stamp = lastStamp.withLock({ $0 }), stamp == ReadStamp(declared: declaredManager) {
      return
    }
    try await resolve()
  }
}

/// The managers a dependency's read depends on and how often their registrations had changed:
/// a read still holds while its stamp is the one a read made now would have.
@usableFromInline struct DependencyReadStamp: Equatable, Sendable {
  /// The running system's manager, by its ``AppDependencyManager/serial``.
  @usableFromInline var current: UInt64?
  @usableFromInline var currentGeneration: UInt64
  @usableFromInline var baseGeneration: UInt64

  /// The managers a read made now depends on.
  @inlinable init(declared: AppDependencyManager?) {
    let current = declared == nil ? AppDependencyManager.current : nil
    self.current = current?.serial
    currentGeneration = current?.generation ?? 0
    baseGeneration = (declared ?? .shared).generation
  }
}
