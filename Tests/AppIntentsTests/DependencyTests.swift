import AppIntents
import Foundation
import Testing

final class Store: Sendable {
  let name: String
  init(_ name: String) { self.name = name }
}

@Suite struct DependencyTests {
  @Test func unregisteredDependencyErrorNamesTheTypeAndTheFix() async throws {
    let manager = AppDependencyManager()
    let dependency = AppDependency<Store>(manager: manager)
    await #expect {
      try await dependency.resolve()
    } throws: { error in
      let text = (error as? any LocalizedError)?.errorDescription ?? ""
      return text.contains("No dependency of type Store is registered")
        && text.contains("AppDependencyManager.shared.add(dependency: Store(…))")
    }
  }

  @Test func keyedLookupsNameTheKey() async throws {
    let manager = AppDependencyManager()
    manager.add(dependency: Store("typed"))
    let keyed = AppDependency<Store>(key: "archive", manager: manager)
    await #expect {
      try await keyed.resolve()
    } throws: { error in
      String(describing: error).contains("No dependency with key \"archive\"")
    }
    manager.add(key: "archive", dependency: Store("keyed"))
    #expect(try await keyed.resolve().name == "keyed")
    #expect(AppDependency<Store>(manager: manager).wrappedValue.name == "typed")
  }

  @Test func wrongTypeUnderAKeyIsReported() async throws {
    let manager = AppDependencyManager()
    manager.add(key: "store", dependency: 42)
    await #expect {
      try await AppDependency<Store>(key: "store", manager: manager).resolve()
    } throws: { error in
      String(describing: error).contains("is registered as Int, not Store")
    }
  }

  @Test func providersRunOnceOnFirstUse() async throws {
    let manager = AppDependencyManager()
    let calls = Counter()
    manager.add(dependency: { @Sendable () async throws -> Store in
      calls.increment()
      return Store("async")
    })
    #expect(calls.value == 0)
    #expect(try await AppDependency<Store>(manager: manager).resolve().name == "async")
    #expect(try await AppDependency<Store>(manager: manager).resolve().name == "async")
    #expect(calls.value == 1)
  }

  @Test func asyncProviderCannotBeReadSynchronouslyBeforeLoading() async throws {
    let manager = AppDependencyManager()
    manager.add(dependency: { @Sendable () async throws -> Store in Store("late") })
    let dependency = AppDependency<Store>(manager: manager)
    try await dependency.resolve()
    #expect(dependency.wrappedValue.name == "late")
  }

  @Test func aDependencyReadAgainSeesWhatWasRegisteredSince() async throws {
    let manager = AppDependencyManager()
    manager.add(dependency: Store("first"))
    let dependency = AppDependency<Store>(manager: manager)
    #expect(dependency.wrappedValue.name == "first")
    #expect(dependency.wrappedValue.name == "first")
    manager.add(dependency: Store("second"))
    #expect(dependency.wrappedValue.name == "second")
    manager.removeAll()
    manager.add(dependency: Store("third"))
    #expect(dependency.wrappedValue.name == "third")
  }

  @Test func theRunningSystemsDependencyWinsOverTheSharedOneItWasReadBefore() async throws {
    let key = "dependency-read-before-a-host-ran"
    let shared = AppDependency<Store>(key: key)
    AppDependencyManager.shared.add(key: key, dependency: Store("shared"))
    #expect(shared.wrappedValue.name == "shared")
    let host = AppDependencyManager()
    host.add(key: key, dependency: Store("host"))
    AppDependencyManager.$current.withValue(host) {
      #expect(shared.wrappedValue.name == "host")
    }
    #expect(shared.wrappedValue.name == "shared")
  }

  /// A query kept in a `static let` (a `defaultQuery`) outlives the hosts that run it: each host
  /// made after the last one is gone — often at the same address — must see its own values.
  @Test func eachHostSeesItsOwnDependencyThroughAQueryThatOutlivesTheHosts() async throws {
    let outliving = AppDependency<Store>()
    for round in 0..<200 {
      let host = AppDependencyManager()
      host.add(dependency: Store("host \(round)"))
      let resolved = try await AppDependencyManager.$current.withValue(host) {
        try await outliving.resolve().name
      }
      let read = AppDependencyManager.$current.withValue(host) { outliving.wrappedValue.name }
      #expect(resolved == "host \(round)")
      #expect(read == "host \(round)")
    }
  }

  @Test func defaultsApplyOnlyWhenNothingIsRegistered() async throws {
    let manager = AppDependencyManager()
    #expect(
      AppDependency<Store>(manager: manager, default: Store("default")).wrappedValue.name
        == "default")
    manager.add(dependency: Store("registered"))
    #expect(
      AppDependency<Store>(manager: manager, default: Store("default")).wrappedValue.name
        == "registered")
    #expect(manager.contains(Store.self))
    manager.removeAll()
    #expect(!manager.contains(Store.self))
  }

  @Test func readingAnUnregisteredDependencyStopsWithTheMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let dependency = AppDependency<Store>(manager: AppDependencyManager())
      _ = dependency.wrappedValue
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("No dependency of type Store is registered"))
  }
}

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
