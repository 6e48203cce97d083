extension String {
  /// A localizable string value: a format key with typed arguments, built from a literal or an
  /// interpolation, as Foundation's `String.LocalizationValue` on Apple platforms.
  ///
  /// Interpolated values become format specifiers in the key (`"\(name) trails"` has the key
  /// `"%@ trails"`), so translations in a strings table can reorder or reformat them; the values
  /// themselves are kept and rendered when the string is resolved.
  public struct LocalizationValue: Hashable, Sendable, Codable,
    ExpressibleByStringInterpolation
  {
    /// The key under which translations are looked up, with a format specifier per argument.
    public private(set) var key: String

    /// The arguments, in the order their specifiers appear in ``key``.
    var arguments: [Argument]

    /// Creates a value whose key is the given string, with no arguments.
    public init(_ value: String) {
      self.key = Self.escapingPercents(value)
      self.arguments = []
    }

    /// Creates a value from a string literal.
    public init(stringLiteral value: String) {
      self.init(value)
    }

    /// Creates a value from an interpolation, keeping each interpolated argument.
    public init(stringInterpolation: StringInterpolation) {
      self.key = stringInterpolation.key
      self.arguments = stringInterpolation.arguments
    }

    init(key: String, arguments: [Argument]) {
      self.key = key
      self.arguments = arguments
    }

    /// The value rendered with its own arguments, without looking up a translation.
    var defaultRendering: String {
      LocalizedFormat.render(key, arguments: arguments)
    }

    static func escapingPercents(_ text: String) -> String {
      text.utf8.contains(UInt8(ascii: "%")) ? text.replacingOccurrences(of: "%", with: "%%") : text
    }
  }
}

extension String.LocalizationValue {
  /// A typed placeholder for a value supplied later, such as the count in a numeric format
  /// (`"\(placeholder: .int) trails"`).
  public enum Placeholder: Hashable, Sendable, Codable {
    /// A signed integer (`%lld`).
    case int
    /// An unsigned integer (`%llu`).
    case uint
    /// A single-precision number (`%f`).
    case float
    /// A double-precision number (`%lf`).
    case double
    /// An object or string (`%@`).
    case object

    var specifier: String {
      switch self {
      case .int: "%lld"
      case .uint: "%llu"
      case .float: "%f"
      case .double: "%lf"
      case .object: "%@"
      }
    }
  }

  /// One argument of a localization value.
  indirect enum Argument: Hashable, Sendable, Codable {
    case string(String)
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case resource(LocalizedStringResource)
    case placeholder(Placeholder)
  }
}
