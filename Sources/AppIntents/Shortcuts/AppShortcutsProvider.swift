import Synchronization

/// The App Shortcuts an app offers without any setup: phrases people can say or type, each
/// running an intent.
///
/// ```swift
/// struct LandmarksShortcuts: AppShortcutsProvider {
///   static var appShortcuts: [AppShortcut] {
///     AppShortcut(
///       intent: OpenLandmarkIntent(),
///       phrases: ["Open \(\.$landmark) in \(.applicationName)"],
///       shortTitle: "Open Landmark", systemImageName: "mountain.2")
///   }
/// }
/// ```
///
/// A phrase with a parameter expands into one phrase per suggested value of that parameter;
/// call ``updateAppShortcutParameters()`` when those suggestions change.
public protocol AppShortcutsProvider: Sendable {
  /// The shortcuts.
  @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
  /// The color of the app's shortcut tiles.
  static var shortcutTileColor: ShortcutTileColor { get }
  /// Phrases that must not run any of the shortcuts. Apple declares only the default; here it
  /// is also a requirement, so that the runtime reads the provider's own.
  static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
  /// Navy.
  public static var shortcutTileColor: ShortcutTileColor { .navy }

  /// No negative phrases.
  public static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases(phrases: [])
  }

  /// How a shortcut's parameter is presented.
  public typealias ParameterPresentation = AppShortcutParameterPresentation
  /// The summary of a parameter presentation.
  public typealias Summary = AppShortcutParameterPresentationSummary
  /// A collection of values a parameter is offered with.
  public typealias OptionsCollection = AppShortcutOptionsCollection
  /// The title of a parameter presentation.
  @available(*, deprecated, message: "Please use init(for:summary:optionsCollections:)")
  public typealias Title = AppShortcutParameterPresentationTitle

  /// Tells the system that the values behind parameterised phrases changed, so that it expands
  /// the phrases again. Hosts serving this provider recompute their phrases.
  public static func updateAppShortcutParameters() {
    AppShortcutParameterUpdates.shared.post(Self.self)
  }
}

/// Where hosts hear that a provider's parameters changed.
package final class AppShortcutParameterUpdates: Sendable {
  /// The updates of this process.
  public static let shared = AppShortcutParameterUpdates()
  private let observers = Mutex<[UUID: @Sendable (any AppShortcutsProvider.Type) -> Void]>([:])

  /// Calls the closure whenever a provider posts an update; returns a token for ``remove(_:)``.
  public func observe(
    _ observer: @escaping @Sendable (any AppShortcutsProvider.Type) -> Void
  ) -> UUID {
    let token = UUID()
    observers.withLock { $0[token] = observer }
    return token
  }

  /// Stops calling an observer.
  public func remove(_ token: UUID) {
    _ = observers.withLock { $0.removeValue(forKey: token) }
  }

  func post(_ provider: any AppShortcutsProvider.Type) {
    for observer in observers.withLock({ Array($0.values) }) { observer(provider) }
  }
}

/// The color of an app's shortcut tiles.
public enum ShortcutTileColor: Sendable, Hashable, CaseIterable {
  /// Red.
  case red
  /// Tangerine.
  case tangerine
  /// Orange.
  case orange
  /// Yellow.
  case yellow
  /// Lime.
  case lime
  /// Light blue.
  case lightBlue
  /// Teal.
  case teal
  /// Navy.
  case navy
  /// Blue.
  case blue
  /// Purple.
  case purple
  /// Grape.
  case grape
  /// Pink.
  case pink
  /// Gray.
  case gray
  /// Gray-green.
  case grayGreen
  /// Gray-blue.
  case grayBlue
  /// Gray-brown.
  case grayBrown
}
