/// A phrase that must not run any of the app's shortcuts, such as "Open Landmarks settings",
/// which sounds like a shortcut but is not one.
///
/// The OpenIntents runtime matches no shortcut for a text that is one of the provider's
/// negative phrases (ignoring case and diacritics, with the app's name filled in).
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
  package let segments: [AppShortcutPhraseSegment]

  /// A phrase from a key.
  public init(_ phraseKey: String) { segments = [.text(phraseKey)] }

  /// A phrase without tokens.
  public init(stringLiteral value: String) { self.init(value) }

  /// A phrase with the app's name.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// Builds a negative phrase.
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
  }

  /// The phrase with the app's name filled in.
  package func text(applicationName: String) -> String {
    segments.map { segment in
      switch segment {
      case .text(let text): text
      case .applicationName: applicationName
      case .parameter: ""
      }
    }.joined()
  }
}

/// The negative phrases of an App Shortcuts provider.
public struct NegativeAppShortcutPhrases: Sendable {
  package let phrases: [NegativeAppShortcutPhrase]

  /// A list of negative phrases.
  public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }
}

extension NegativeAppShortcutPhrases: ExpressibleByArrayLiteral {
  /// A list of negative phrases: `["Open \(.applicationName) settings"]`. This is an
  /// OpenIntents addition.
  public init(arrayLiteral elements: NegativeAppShortcutPhrase...) {
    self.init(phrases: elements)
  }
}
