import Synchronization

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
  // @unchecked Sendable: the mutable state (`assigned`) is guarded by a Mutex; the rest is
  // immutable after init.
  private let key: AnyHashable?
  private let manager: AppDependencyManager
  private let fallback: Fallback?
  private let assigned = Mutex<Value?>(nil)

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
    self.manager = manager
    self.fallback = fallback
  }

  /// The dependency's value. Assigning a value overrides the registered one for this instance.
  public var wrappedValue: Value {
    get {
      if let value = assigned.withLock({ $0 }) { return value }
      do {
        return try manager.valueSynchronously(of: Value.self, key: key)
      } catch {
        if case .sync(let make) = fallback {
          let value = make()
          assigned.withLock { $0 = value }
          return value
        }
        fatalError(String(describing: error))
      }
    }
    set { assigned.withLock { $0 = newValue } }
  }

  /// The dependency object itself.
  public var projectedValue: AppDependency<Value> { self }

  /// Loads the dependency — waiting for an asynchronous provider — and keeps it for
  /// ``wrappedValue``; throws ``AppDependencyManager/Error`` when it cannot be provided. This is
  /// an OpenIntents addition; the runtime calls it before running a query or intent.
  @discardableResult
  public func resolve() async throws -> Value {
    if let value = assigned.withLock({ $0 }) { return value }
    let value: Value
    do {
      value = try await manager.value(of: Value.self, key: key)
    } catch let error as AppDependencyManager.Error<Value> {
      switch (error, fallback) {
      case (.failedToRetrieveDependency, .sync(let make)?): value = make()
      case (.failedToRetrieveDependency, .async(let make)?): value = try await make()
      default: throw error
      }
    }
    assigned.withLock { $0 = value }
    return value
  }
}

/// A dependency resolved by the runtime before it runs a query or intent.
@_spi(OpenIntentsRuntime)
public protocol ResolvableDependency: AnyObject {
  /// Loads the dependency; throws a description of what is missing.
  func resolveDependency() async throws
}

@_spi(OpenIntentsRuntime)
extension AppDependency: ResolvableDependency {
  /// Loads the dependency.
  public func resolveDependency() async throws { try await resolve() }
}
