/// The comparison a property comparator performs. This is an OpenIntents addition that names
/// what each of Apple's comparator classes means, for ``QueryComparator`` and the runtime.
public enum QueryComparisonOperator: String, Sendable, Hashable, Codable, CaseIterable {
  /// The value equals the input (`EqualToComparator`).
  case equalTo
  /// The value differs from the input (`NotEqualToComparator`).
  case notEqualTo
  /// The value is less than the input (`LessThanComparator`).
  case lessThan
  /// The value is at most the input (`LessThanOrEqualToComparator`).
  case lessThanOrEqualTo
  /// The value is greater than the input (`GreaterThanComparator`).
  case greaterThan
  /// The value is at least the input (`GreaterThanOrEqualToComparator`).
  case greaterThanOrEqualTo
  /// The value lies between two inputs, both included (`IsBetweenComparator`).
  case isBetween
  /// The text contains the input, or the collection contains the element (`ContainsComparator`).
  case contains
  /// The text starts with the input (`HasPrefixComparator`).
  case hasPrefix
  /// The text ends with the input (`HasSuffixComparator`).
  case hasSuffix

  /// How many input values the comparison takes: two for ``isBetween``, one otherwise.
  public var arity: Int { self == .isBetween ? 2 : 1 }
}
