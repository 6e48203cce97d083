/// The processes an intent, an entity query or a value query may run in.
///
/// On Apple platforms an intent declared in a package that the app and its extensions share can
/// run in any of them; an intent that writes to a store only the app owns narrows the choice:
///
/// ```swift
/// struct CompleteTodoIntent: AppIntent {
///   static let title: LocalizedStringResource = "Complete To-Do"
///   static let allowedExecutionTargets: ExecutionTargets = [.main]
///   …
/// }
/// ```
///
/// On Linux, an `IntentsHost` is one process, and it says which target it is (its
/// `executionTarget`, the app's main process unless told otherwise — a read-only worker beside
/// the writer can call itself an extension). Every surface shows an intent's targets, and a
/// host refuses to run an intent that does not allow its target, with the error
/// `executionTargetNotOffered`.
public struct IntentExecutionTargets: OptionSet, Sendable, Hashable, Equatable {
  /// The raw bits.
  public var rawValue: Int

  /// Targets from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Wherever the system chooses: the app, its App Intents extension or its widget extension.
  /// The default of `allowedExecutionTargets`.
  public static var `default`: IntentExecutionTargets {
    [.main, .appIntentsExtension, .widgetKitExtension]
  }
  /// The app's own process.
  public static var main: IntentExecutionTargets { IntentExecutionTargets(rawValue: 1 << 0) }
  /// The app's App Intents extension.
  public static var appIntentsExtension: IntentExecutionTargets {
    IntentExecutionTargets(rawValue: 1 << 1)
  }
  /// The app's widget extension.
  public static var widgetKitExtension: IntentExecutionTargets {
    IntentExecutionTargets(rawValue: 1 << 2)
  }

  /// The union of the targets listed.
  public init(arrayLiteral elements: IntentExecutionTargets...) {
    self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
  }

  /// The name of each single target, in the order the manifest lists them.
  package static let names: [(IntentExecutionTargets, String)] = [
    (.main, "main"), (.appIntentsExtension, "appIntentsExtension"),
    (.widgetKitExtension, "widgetKitExtension"),
  ]

  /// The names of the targets in this set (`["main"]`), as manifests and surfaces show them.
  package var names: [String] {
    Self.names.filter { contains($0.0) }.map { $0.1 }
  }
}

extension AppIntent {
  /// The processes an intent may run in: `static let allowedExecutionTargets: ExecutionTargets
  /// = [.main]`.
  public typealias ExecutionTargets = IntentExecutionTargets

  /// Any process: ``IntentExecutionTargets/default``.
  public static var allowedExecutionTargets: IntentExecutionTargets { .default }
}

extension EntityQuery {
  /// The processes a query may run in.
  public typealias ExecutionTargets = IntentExecutionTargets

  /// Any process: ``IntentExecutionTargets/default``.
  public static var allowedExecutionTargets: IntentExecutionTargets { .default }
}

extension IntentValueQuery {
  /// The processes a query may run in.
  public typealias ExecutionTargets = IntentExecutionTargets

  /// Any process: ``IntentExecutionTargets/default``.
  public static var allowedExecutionTargets: IntentExecutionTargets { .default }
}
