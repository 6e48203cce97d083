public import Foundation

/// An intent that sets the app's filter for a Focus, such as showing only work accounts.
///
/// Linux has no Focus: the OpenIntents runtime runs the intent (its `perform()` applies the
/// filter in the app) and lists its suggestions, but ``current`` — the filter of the Focus the
/// person is in — throws a "not available on Linux" error.
public protocol SetFocusFilterIntent: AppIntent, InstanceDisplayRepresentable {
  /// What the filter tells the system about the app's content.
  var appContext: FocusFilterAppContext { get }
  /// Filters to suggest for a context.
  static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self]
}

extension SetFocusFilterIntent {
  /// No context.
  public var appContext: FocusFilterAppContext { FocusFilterAppContext() }

  /// No suggestions.
  public static func suggestedFocusFilters(
    for context: FocusFilterSuggestionContext
  ) async
    -> [Self]
  { [] }

  /// Tells the system that ``appContext`` changed: the OpenIntents hosts publish a
  /// suggestions-changed event.
  public static func invalidateFocusFilterAppContext() {
    IntentSystemEvents.shared.post(.suggestionsChanged(Self.self))
  }

  /// The filter of the current Focus: not available on Linux, which has no Focus.
  public static var current: Self {
    get async throws {
      throw AppIntentError.notAvailableOnLinux(
        "The current Focus filter", "Linux has no Focus; run the intent to apply a filter.")
    }
  }
}

/// What a Focus filter tells the system about the app's content.
public struct FocusFilterAppContext {
  /// Which notifications to show: on Linux a predicate cannot be built from a format, so this is
  /// always `nil` here.
  public let notificationFilterPredicate: NSPredicate?
  /// The prefix of the identifiers of content to keep.
  public let targetContentIdentifierPrefix: String?

  /// A context with a notification filter.
  public init(notificationFilterPredicate: NSPredicate? = nil) {
    self.init(
      notificationFilterPredicate: notificationFilterPredicate,
      targetContentIdentifierPrefix: nil)
  }

  /// A context with a notification filter and a content prefix.
  public init(
    notificationFilterPredicate: NSPredicate? = nil, targetContentIdentifierPrefix: String? = nil
  ) {
    self.notificationFilterPredicate = notificationFilterPredicate
    self.targetContentIdentifierPrefix = targetContentIdentifierPrefix
  }
}

/// What the system knows when it asks for Focus filter suggestions.
public struct FocusFilterSuggestionContext: Sendable {
  package init() {}
}

/// Why a Focus filter could not be set.
public enum SetFocusFilterIntentError: LocalizedError, Equatable, Hashable, Sendable {
  /// The filter's target was not found.
  case notFound
  /// A required parameter has no value.
  case missingParameterValue

  /// The error in words.
  public var errorDescription: String? {
    switch self {
    case .notFound: "The Focus filter's target was not found."
    case .missingParameterValue: "A parameter of the Focus filter has no value."
    }
  }
}
