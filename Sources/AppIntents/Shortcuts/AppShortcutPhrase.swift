/// A token in an App Shortcut phrase.
public enum AppShortcutPhraseToken: Hashable, Sendable {
  /// The app's name.
  case applicationName
}

/// A phrase that runs an App Shortcut: "Open \(\.$landmark) in \(.applicationName)".
public struct AppShortcutPhrase<Intent>: ExpressibleByStringInterpolation, Sendable
where Intent: AppIntent {
  let segments: [AppShortcutPhraseSegment]

  /// A phrase without tokens.
  public init(_ value: String) { segments = [.text(value)] }

  /// A phrase without tokens.
  public init(stringLiteral value: String) { self.init(value) }

  /// A phrase with the app's name and parameters.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// Builds a phrase.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [AppShortcutPhraseSegment] = []

    /// Creates an empty phrase.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.text(literal)) }
    }

    /// Appends the app's name.
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
      segments.append(.applicationName)
    }

    /// Appends a parameter, whose suggested values expand the phrase.
    public mutating func appendInterpolation<Value, Subject>(_ subject: Subject)
    where Value: _IntentValue, Value: Sendable, Subject: KeyPath<Intent, IntentParameter<Value>> {
      let keyPath = SharedKeyPath(subject)
      segments.append(
        .parameter(
          valueType: Value.self,
          parameterOf: { intent in (intent as? Intent).map { $0[keyPath: keyPath.path] } }))
    }
  }
}

/// A piece of an App Shortcut phrase.
package enum AppShortcutPhraseSegment: Sendable {
  /// Literal text.
  case text(String)
  /// The app's name.
  case applicationName
  /// A parameter: its value type, and the parameter object of an intent.
  case parameter(valueType: Any.Type, parameterOf: @Sendable (any AppIntent) -> AnyObject?)

  /// A phrase as written, with `${applicationName}` and `${parameter}` placeholders.
  static func template(of segments: [AppShortcutPhraseSegment]) -> String {
    segments.map { segment in
      switch segment {
      case .text(let text): text
      case .applicationName: "${applicationName}"
      case .parameter: "${parameter}"
      }
    }.joined()
  }
}
