extension String.LocalizationValue {
  /// Builds a localization value from a string interpolation, turning each interpolated value
  /// into a format specifier and an argument.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var key = ""
    var arguments: [Argument] = []

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 4 * interpolationCount)
      arguments.reserveCapacity(interpolationCount)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      // `"\(name)"` appends an empty literal on each side.
      guard !literal.isEmpty else { return }
      key += String.LocalizationValue.escapingPercents(literal)
    }

    /// Appends a string argument (`%@`).
    public mutating func appendInterpolation(_ string: String) {
      append("%@", .string(string))
    }

    /// Appends a substring argument (`%@`).
    public mutating func appendInterpolation(_ string: Substring) {
      append("%@", .string(String(string)))
    }

    /// Appends an integer argument (`%lld`, or `%llu` for unsigned types).
    public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
      if Value.isSigned {
        append("%lld", .int(Int64(clamping: value)))
      } else {
        append("%llu", .uint(UInt64(clamping: value)))
      }
    }

    /// Appends a floating-point argument (`%lf`).
    public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
      append("%lf", .double(Double(value)))
    }

    /// Appends a localized string resource, resolved when the whole value is resolved (`%@`).
    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
      append("%@", .resource(resource))
    }

    /// Appends a value that describes itself as a localizable string, such as an app entity or
    /// enum case, rendered through its display representation (`%@`).
    public mutating func appendInterpolation(_ value: some CustomLocalizedStringResourceConvertible)
    {
      append("%@", .resource(value.localizedStringResource))
    }

    /// Appends an attributed string's characters (`%@`).
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      append("%@", .string(String(attributedString.characters)))
    }

    /// Appends a value formatted with a format style (`%@`).
    public mutating func appendInterpolation<Style: FormatStyle>(
      _ input: Style.FormatInput, format: Style
    ) where Style.FormatOutput == String {
      append("%@", .string(format.format(input)))
    }

    /// Appends any other value through its textual description (`%@`).
    @_disfavoredOverload
    public mutating func appendInterpolation<Value>(_ value: Value) {
      append("%@", .string(String(describing: value)))
    }

    /// Appends a placeholder whose value is supplied when the string is formatted, as in a type's
    /// numeric format (`"\(placeholder: .int) trails"`).
    public mutating func appendInterpolation(placeholder: Placeholder) {
      append(placeholder.specifier, .placeholder(placeholder))
    }

    private mutating func append(_ specifier: String, _ argument: Argument) {
      key += specifier
      arguments.append(argument)
    }
  }
}
