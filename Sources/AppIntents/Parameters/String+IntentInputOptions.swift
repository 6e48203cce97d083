extension String {
  /// How a text parameter is typed: the keyboard, capitalization and corrections. The runtime
  /// publishes these as hints, and applies the ones that change the value (capitalization, and
  /// a single line unless `multiline`).
  public struct IntentInputOptions: Hashable, Sendable {
    /// The keyboard to show.
    public enum KeyboardType: Hashable, Sendable {
      /// The default keyboard.
      case `default`
      /// Letters, numbers and ASCII punctuation.
      case asciiCapable
      /// Numbers and punctuation.
      case numbersAndPunctuation
      /// A keyboard for URLs.
      case URL
      /// Digits only.
      case numberPad
    }

    /// How typed text is capitalized.
    public enum CapitalizationType: Hashable, Sendable {
      /// Left as typed.
      case none
      /// Each word starts with a capital.
      case words
      /// Each sentence starts with a capital.
      case sentences
      /// Every letter is a capital.
      case allCharacters
    }

    /// The keyboard to show.
    public var keyboardType: KeyboardType
    /// How typed text is capitalized.
    public var capitalizationType: CapitalizationType
    /// Whether the text may have several lines.
    public var multiline: Bool
    /// Whether spelling is corrected.
    public var autocorrect: Bool
    /// Whether straight quotes become typographic ones.
    public var smartQuotes: Bool
    /// Whether double hyphens become dashes.
    public var smartDashes: Bool

    /// Input options; each defaults as on Apple platforms.
    public init(
      keyboardType: KeyboardType = .asciiCapable,
      capitalizationType: CapitalizationType = .sentences, multiline: Bool = false,
      autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
    ) {
      self.keyboardType = keyboardType
      self.capitalizationType = capitalizationType
      self.multiline = multiline
      self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes
      self.smartDashes = smartDashes
    }
  }
}

extension Bool {
  /// The names of `true` and `false` for a Boolean parameter, such as "On" and "Off".
  public struct IntentDisplayName: Hashable, Sendable {
    /// The name of `true`.
    public let `true`: LocalizedStringResource
    /// The name of `false`.
    public let `false`: LocalizedStringResource

    /// Names for both values.
    public init(true: LocalizedStringResource, false: LocalizedStringResource) {
      self.true = `true`
      self.false = `false`
    }
  }
}
