/// How property values compare in queries: text ignores case and diacritics, `nil` sorts first,
/// everything else uses its own `==` and `<`.
///
/// The functions are inlinable and branch on the concrete type, so that in a query specialised
/// for its entity the branches fold away and comparisons cost what hand-written ones do.
@usableFromInline
enum ValueComparison {
  /// Whether two values are equal; strings are compared ignoring case and diacritics.
  @inlinable
  static func equals<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
    if Value.self == String.self {
      return FoldedString(rhs as! String).matches(lhs as! String)
    }
    if Value.self == String?.self {
      switch (lhs as! String?, rhs as! String?) {
      case (nil, nil): return true
      case (let left?, let right?): return FoldedString(right).matches(left)
      default: return false
      }
    }
    return lhs == rhs
  }

  /// A test for equality with a fixed value, prepared once: strings are folded up front.
  @inlinable
  static func equalityTest<Value: Equatable & Sendable>(
    to target: Value
  ) -> @Sendable (Value) -> Bool {
    if Value.self == String.self {
      let needle = FoldedString(target as! String)
      return { needle.matches($0 as! String) }
    }
    if Value.self == String?.self {
      guard let target = target as! String? else {
        return { ($0 as! String?) == nil }
      }
      let needle = FoldedString(target)
      return { value in (value as! String?).map(needle.matches) ?? false }
    }
    return { $0 == target }
  }

  /// Orders two values; strings ignore case and diacritics first.
  @inlinable
  static func order<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
    if Value.self == String.self {
      return FoldedString.compare(lhs as! String, rhs as! String)
    }
    if lhs < rhs { return .orderedAscending }
    if rhs < lhs { return .orderedDescending }
    return .orderedSame
  }

  /// Whether any element of the sequence that has the element type passes the test.
  @inlinable
  static func contains<Elements: Sequence, Element>(
    _ elements: Elements, where test: (Element) -> Bool
  ) -> Bool {
    for case let candidate as Element in elements where test(candidate) { return true }
    return false
  }

  /// The value with one level of optionality removed; `nil` when it is `nil`.
  @inlinable
  static func unwrap<Value, Unwrapped>(_ value: Value, as type: Unwrapped.Type) -> Unwrapped? {
    if Value.self == Unwrapped.self { return value as? Unwrapped }
    if Value.self == Unwrapped?.self { return value as! Unwrapped? }
    return OptionalValue.unwrap(value) as? Unwrapped
  }
}
