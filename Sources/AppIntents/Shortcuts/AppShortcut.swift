/// One App Shortcut: an intent with the phrases that run it.
public struct AppShortcut: Sendable {
  /// The intent the shortcut runs, with its preset parameters.
  public let intent: any AppIntent
  /// A short title for the shortcut.
  public let shortTitle: LocalizedStringResource?
  /// The system symbol of the shortcut.
  public let systemImageName: String?
  let phrases: [[AppShortcutPhraseSegment]]
  /// How a parameter of the shortcut is presented, if declared.
  package private(set) var parameterPresentation: ParameterPresentationInfo?

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

  /// A shortcut with phrases, a short title, a symbol, and how its parameter is presented.
  public init<Intent, Value, Parameter, ParameterKeyPath>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String,
    parameterPresentation: AppShortcutParameterPresentation<
      Intent, Value, Parameter, ParameterKeyPath
    >
  )
  where
    Intent: AppIntent, Value: _IntentValue, Value: Sendable, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
  {
    self.init(intent, phrases, shortTitle, systemImageName)
    let keyPath = parameterPresentation.sharedKeyPath
    let summary = parameterPresentation.summary.string
    self.parameterPresentation = ParameterPresentationInfo(
      parameterOf: { intent in (intent as? Intent).map { $0[keyPath: keyPath.path] } },
      summary: { summary.render($0) },
      specification: parameterPresentation.specification)
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
    self.parameterPresentation = nil
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

/// A parameter presentation without its types, for the runtime.
package struct ParameterPresentationInfo: Sendable {
  /// One options collection.
  package struct Collection {
    package let title: LocalizedStringResource
    package let systemImageName: String?
    package let provider: any DynamicOptionsProvider
  }

  /// The presented parameter object of an intent.
  package let parameterOf: @Sendable (any AppIntent) -> AnyObject?
  /// The summary with a value's title.
  package let summary: @Sendable (String) -> String
  /// The options collections as declared (a `Sendable` specification).
  let specification: any AppShortcutOptionsCollectionSpecification

  /// The options collections, in order.
  package var collections: [Collection] {
    specification.map {
      Collection(title: $0.title, systemImageName: $0.systemImageName, provider: $0.anyProvider)
    }
  }
}

extension AppShortcutOptionsCollectionProtocol {
  var anyProvider: any DynamicOptionsProvider { dynamicOptionsProvider }
}
