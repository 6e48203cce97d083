// The comparisons a parameter summary's `When` makes on a parameter's value.

/// Whether a parameter has a value.
public enum HasValueComparisonOperator: Hashable, Sendable {
  /// The parameter has no value.
  case hasNoValue
  /// The parameter has a value.
  case hasAnyValue
}

/// Whether a parameter's value equals a given one.
public enum EquatableComparisonOperator: Hashable, Sendable {
  /// The value differs.
  case notEqualTo
  /// The value is equal.
  case equalTo
}

/// Whether a parameter's value is one of several.
public enum OneOfComparisonOperator: Hashable, Sendable {
  /// The value is one of the given ones.
  case oneOf
}

/// How a parameter's value compares with a given one.
public enum ComparableComparisonOperator: Hashable, Sendable {
  /// The value is smaller.
  case lessThan
  /// The value is smaller or equal.
  case lessThanOrEqualTo
  /// The value is larger.
  case greaterThan
  /// The value is larger or equal.
  case greaterThanOrEqualTo

  func holds<T: Comparable>(_ value: T, _ other: T) -> Bool {
    switch self {
    case .lessThan: value < other
    case .lessThanOrEqualTo: value <= other
    case .greaterThan: value > other
    case .greaterThanOrEqualTo: value >= other
    }
  }
}

/// How a parameter's text compares with a given text.
public enum StringComparisonOperator: Hashable, Sendable {
  /// The text does not contain the given one.
  case doesNotContain
  /// The text contains the given one.
  case contains
  /// The text starts with the given one.
  case hasPrefix
  /// The text ends with the given one.
  case hasSuffix

  func holds(_ text: String, _ other: String) -> Bool {
    switch self {
    case .doesNotContain: !text.contains(other)
    case .contains: text.contains(other)
    case .hasPrefix: text.hasPrefix(other)
    case .hasSuffix: text.hasSuffix(other)
    }
  }
}
