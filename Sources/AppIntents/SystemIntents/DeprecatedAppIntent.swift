/// An intent kept for existing shortcuts but no longer offered, optionally replaced by another.
///
/// The OpenIntents runtime still runs it, and publishes the deprecation (message and
/// replacement) on the intent's description.
public protocol DeprecatedAppIntent: AppIntent {
  /// The intent that replaces this one; `Never` when none does.
  associatedtype ReplacementIntent: AppIntent = Never
  /// Why the intent is deprecated and what replaces it.
  static var deprecation: IntentDeprecation<Self.ReplacementIntent> { get }
}

extension DeprecatedAppIntent {
  /// Deprecated without a message.
  public static var deprecation: IntentDeprecation<Never> {
    IntentDeprecation(message: "This action is deprecated.")
  }
}

/// Why an intent is deprecated, and the intent that replaces it.
public struct IntentDeprecation<ReplacementIntent>: Sendable where ReplacementIntent: AppIntent {
  /// The message shown to people.
  public var message: LocalizedStringResource
  /// The intent that replaces the deprecated one, if any.
  public var replacedBy: ReplacementIntent.Type?

  /// A message and a replacement.
  public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) {
    self.message = message
    self.replacedBy = replacedBy
  }

  /// A message without replacement.
  public init(message: LocalizedStringResource) where ReplacementIntent == Never {
    self.init(message: message, replacedBy: nil)
  }

  /// A replacement, with a message naming it.
  public init(replacedBy: ReplacementIntent.Type) {
    self.init(
      message: LocalizedStringResource(
        stringLiteral: "Use “\(String(localized: replacedBy.title))” instead."),
      replacedBy: replacedBy)
  }
}

extension DeprecatedAppIntent {
  package static var deprecationNote: (message: String, replacement: String?) {
    let deprecation = Self.deprecation
    return (
      String(localized: deprecation.message),
      deprecation.replacedBy.flatMap { $0 == Never.self ? nil : $0.persistentIdentifier }
    )
  }
}
