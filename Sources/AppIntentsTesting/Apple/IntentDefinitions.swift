import Synchronization

/// The App Intents types an app declares, looked up by their Swift type names, to make and run
/// its intents and query its entities from a test: Apple's `AppIntentsTesting` entry point.
///
/// On Apple platforms the definitions are those of the app installed with the bundle
/// identifier, driven from a UI-test bundle. Here they are those of the ``IntentsHost`` a test
/// registered under the identifier (``IntentsTestSystem/register(bundleIdentifier:host:)``),
/// run in-process through the same system the CLI, HTTP and MCP use:
///
/// ```swift
/// let definitions = IntentDefinitions(bundleIdentifier: "com.example.landmarks")
/// let intent = definitions.intents["OpenLandmarkIntent"].makeIntent(landmark: "Matterhorn")
/// let result = try await intent.run()
/// #expect(try result.value.name == "Matterhorn")
/// ```
///
/// Looking a definition up never fails at once (Apple's subscripts neither throw nor return
/// optionals): an unknown name is reported, with the closest name the app declares, by the
/// first call that throws — `run()`, a query — so a misspelt name fails the test with the
/// reason. So does an identifier no host is registered under: a test that cannot run fails;
/// it is never skipped.
public struct IntentDefinitions: Sendable {
  /// The bundle identifier of the app whose definitions these are.
  public let bundleIdentifier: String

  /// The definitions of the app with the bundle identifier.
  public init(bundleIdentifier: String) {
    self.bundleIdentifier = bundleIdentifier
  }

  /// The app's intents, by Swift type name.
  public var intents: DefinitionCollection<AppIntentDefinition> {
    DefinitionCollection { AppIntentDefinition(app: TestApp(bundleIdentifier), name: $0) }
  }

  /// The app's entity types, by Swift type name.
  public var entities: DefinitionCollection<AppEntityDefinition> {
    DefinitionCollection { AppEntityDefinition(app: TestApp(bundleIdentifier), name: $0) }
  }

  /// The transient entity types the app's intents take or return, by Swift type name.
  public var transientEntities: DefinitionCollection<TransientAppEntityDefinition> {
    DefinitionCollection {
      TransientAppEntityDefinition(app: TestApp(bundleIdentifier), name: $0)
    }
  }

  /// The app's enum types, by Swift type name.
  public var enums: DefinitionCollection<AppEnumDefinition> {
    DefinitionCollection { AppEnumDefinition(app: TestApp(bundleIdentifier), name: $0) }
  }

  /// The app's `IntentValueQuery` types, by Swift type name.
  public var valueQueries: DefinitionCollection<IntentValueQueryDefinition> {
    DefinitionCollection { IntentValueQueryDefinition(app: TestApp(bundleIdentifier), name: $0) }
  }

  /// Definitions of one kind, by Swift type name.
  public struct DefinitionCollection<Definition>: Sendable {
    let make: @Sendable (String) -> Definition

    /// The definition of the type with the Swift type name. A name the app does not declare
    /// is reported by the definition's first throwing call, with the nearest declared name.
    public subscript(_ name: String) -> Definition { make(name) }
  }
}

/// The app a definition belongs to: its bundle identifier, and the host registered under it.
struct TestApp: Sendable, Equatable {
  let bundleIdentifier: String

  init(_ bundleIdentifier: String) { self.bundleIdentifier = bundleIdentifier }

  /// The host registered under the bundle identifier; throws when there is none.
  func host() async throws -> IntentsHost {
    try await TestHosts.shared.host(for: bundleIdentifier)
  }

  /// The identifier of the served type with the Swift type name (or identifier).
  func identifier(
    of name: String, kind: IntentsHost.DefinitionKind
  ) async throws -> (host: IntentsHost, identifier: String) {
    let host = try await host()
    return (host, try host.definition(named: name, kind: kind))
  }
}

/// The hosts Apple's testing API finds, by bundle identifier: made on first use, once.
final class TestHosts: Sendable {
  static let shared = TestHosts()

  private enum Entry {
    case factory(@Sendable () async throws -> IntentsHost)
    case made(Task<IntentsHost, any Error>)
  }

  /// Guarded by the mutex: the entries, by bundle identifier.
  private let entries = Mutex<[String: Entry]>([:])

  func register(
    _ bundleIdentifier: String, _ factory: @escaping @Sendable () async throws -> IntentsHost
  ) {
    entries.withLock { entries in
      if entries[bundleIdentifier] == nil { entries[bundleIdentifier] = .factory(factory) }
    }
  }

  func unregister(_ bundleIdentifier: String) {
    entries.withLock { _ = $0.removeValue(forKey: bundleIdentifier) }
  }

  func host(for bundleIdentifier: String) async throws -> IntentsHost {
    let task = entries.withLock { entries -> Task<IntentsHost, any Error>? in
      switch entries[bundleIdentifier] {
      case nil: return nil
      case .made(let task): return task
      case .factory(let factory):
        let task = Task { try await factory() }
        entries[bundleIdentifier] = .made(task)
        return task
      }
    }
    guard let task else {
      let registered = entries.withLock { $0.keys.sorted() }
      throw IntentsError(
        IntentsError.unknownType,
        NameSuggestion.message(
          "No app is registered for the bundle identifier ‘\(bundleIdentifier.prefix(200))’, so "
            + "this test cannot run. Register its host first: IntentsTestSystem.register("
            + "bundleIdentifier: \"\(bundleIdentifier.prefix(200))\") { … }.",
          given: bundleIdentifier, allowed: registered),
        allowed: registered)
    }
    return try await task.value
  }
}

extension IntentsTestSystem {
  /// Makes `IntentDefinitions(bundleIdentifier:)` — Apple's `AppIntentsTesting` — find the
  /// host that `host` makes, called once, when a test first needs it. The first registration
  /// of an identifier wins, so every suite may register in its `init()`:
  ///
  /// ```swift
  /// init() {
  ///   IntentsTestSystem.register(bundleIdentifier: "com.example.landmarks") {
  ///     try await LandmarksApp.makeHost(database: LandmarkDatabase(path: temporaryPath))
  ///   }
  /// }
  /// ```
  ///
  /// The host is shared by every test in the process that uses the identifier. When `host`
  /// throws, every test using the identifier fails with its error. This is an OpenIntents
  /// addition.
  public static func register(
    bundleIdentifier: String, host: @escaping @Sendable () async throws -> IntentsHost
  ) {
    TestHosts.shared.register(bundleIdentifier, host)
  }

  /// Makes `IntentDefinitions(bundleIdentifier:)` find a host made already; the first
  /// registration of an identifier wins. This is an OpenIntents addition.
  public static func register(_ host: IntentsHost, bundleIdentifier: String) {
    TestHosts.shared.register(bundleIdentifier) { host }
  }

  /// Makes this system's host the one `IntentDefinitions(bundleIdentifier:)` finds; the first
  /// registration of an identifier wins. This is an OpenIntents addition.
  public func register(bundleIdentifier: String) {
    Self.register(host, bundleIdentifier: bundleIdentifier)
  }

  /// Forgets the host registered under the identifier: a later registration takes its place.
  /// This is an OpenIntents addition.
  public static func unregister(bundleIdentifier: String) {
    TestHosts.shared.unregister(bundleIdentifier)
  }
}
