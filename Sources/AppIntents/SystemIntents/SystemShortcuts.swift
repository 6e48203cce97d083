import Foundation

/// A shortcut the system itself offers, such as one of the Shortcuts app's built-in actions, as
/// an intent value (iOS 27).
///
/// Apple gives apps no way to make one: a system shortcut comes from the system, as the value of
/// a parameter. Linux has no system shortcuts, so no value of this type ever exists here; the
/// type lets code that mentions it compile.
public struct SystemShortcut: Equatable, Sendable {
  /// The shortcut's identifier in the system.
  let identifier: String

  /// Whether two values are the same shortcut.
  public static func == (a: SystemShortcut, b: SystemShortcut) -> Bool {
    a.identifier == b.identifier
  }
}

extension SystemShortcut: _SystemIntentValue {
  /// "Shortcut".
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Shortcut")
  /// The type's persistent identifier.
  public static let persistentIdentifier = "SystemShortcut"
  /// The shortcut's identifier.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: LocalizedStringResource(stringLiteral: identifier))
  }
  /// No resolvers.
  public static let defaultResolverSpecification = EmptyResolverSpecification<SystemShortcut>()
  /// The shortcut itself.
  public typealias ValueType = SystemShortcut
  /// The shortcut itself.
  public typealias UnwrappedType = SystemShortcut
}

/// Runs one of the system's own shortcuts (iOS 27).
///
/// Linux has no system shortcuts: performing it throws ``AppIntentError`` with the code
/// `notAvailableOnLinux`, which every OpenIntents surface reports as such.
public struct RunSystemShortcutIntent: SystemIntent {
  /// "Run Shortcut".
  public static let title: LocalizedStringResource = "Run Shortcut"
  /// The intent's persistent identifier.
  public static let persistentIdentifier = "RunSystemShortcutIntent"

  /// The shortcut to run, if one was given.
  let shortcut: SystemShortcut?

  /// An intent with no shortcut chosen.
  public init() { shortcut = nil }

  /// An intent that runs the shortcut.
  public init(shortcut: SystemShortcut) { self.shortcut = shortcut }

  /// Throws `notAvailableOnLinux`: there are no system shortcuts to run.
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
    throw AppIntentError.notAvailableOnLinux(
      "Running a system shortcut", "run the app's own intents instead")
  }
}

/// What a person asks of a model, with the files they attach: the input of a model-delegation
/// intent (iOS 27, an interface Apple documents only internally).
public struct IntentPrompt: Sendable {
  /// The request, as text.
  public var text: String
  /// The files given with it.
  public var files: [IntentFile]

  /// A prompt of text and files.
  public init(text: String, files: [IntentFile]) {
    self.text = text
    self.files = files
  }
}

extension IntentPrompt: _SystemIntentValue {
  /// "Prompt".
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Prompt")
  /// The prompt's text, with the number of files as subtitle when there are any.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: LocalizedStringResource(stringLiteral: text),
      subtitle: files.isEmpty
        ? nil
        : LocalizedStringResource(
          stringLiteral: files.count == 1 ? "1 file" : "\(files.count) files"))
  }
  /// No resolvers.
  public static var defaultResolverSpecification: some ResolverSpecification {
    EmptyResolverSpecification<IntentPrompt>()
  }
  /// The prompt itself.
  public typealias ValueType = IntentPrompt
  /// The prompt itself.
  public typealias UnwrappedType = IntentPrompt
}
