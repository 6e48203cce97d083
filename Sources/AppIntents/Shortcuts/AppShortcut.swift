/// One App Shortcut: an intent with the phrases that run it.
public struct AppShortcut: @unchecked Sendable {
  // @unchecked Sendable: immutable; the intent is Sendable and the phrases are values.
  /// The intent the shortcut runs, with its preset parameters.
  public let intent: any AppIntent
  /// A short title for the shortcut.
  public let shortTitle: LocalizedStringResource?
  /// The system symbol of the shortcut.
  public let systemImageName: String?
  let phrases: [[AppShortcutPhraseSegment]]

  /// A shortcut with phrases, and optionally a short title and a symbol.
  @available(*, deprecated, message: "Please provide a shortTitle and systemImageName")
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>],
    shortTitle: LocalizedStringResource? = nil,
    systemImageName: String? = nil
  ) {
    self.init(intent, phrases, shortTitle, systemImageName)
  }

  /// A shortcut with phrases, a short title and a symbol.
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {
    self.init(intent, phrases, shortTitle, systemImageName)
  }

  private init<Intent: AppIntent>(
    _ intent: Intent, _ phrases: [AppShortcutPhrase<Intent>],
    _ shortTitle: LocalizedStringResource?,
    _ systemImageName: String?
  ) {
    self.intent = intent
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
    self.phrases = phrases.map(\.segments)
  }

  /// The phrases as written, with `${applicationName}` and `${parameter}` placeholders. This is
  /// an OpenIntents addition.
  public var phraseTemplates: [String] { phrases.map(AppShortcutPhraseSegment.template) }
}

/// Builds a list of App Shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
  /// A shortcut stands for a list of one.
  public static func buildExpression(_ component: AppShortcut) -> [AppShortcut] { [component] }
  /// The shortcuts, in order.
  public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] {
    components.flatMap { $0 }
  }
  /// No shortcuts.
  public static func buildBlock() -> [AppShortcut] { [] }
  /// Shortcuts of an `if #available` branch.
  public static func buildLimitedAvailability(_ components: [AppShortcut]) -> [AppShortcut] {
    components
  }
  /// Shortcuts of an `if #available` branch, or none.
  public static func buildOptional(_ components: [AppShortcut]?) -> [AppShortcut] {
    components ?? []
  }
}

/// A type that provides App Shortcuts.
public protocol AppShortcutsContent {
  /// The shortcuts.
  var appShortcuts: [AppShortcut] { get }
}
