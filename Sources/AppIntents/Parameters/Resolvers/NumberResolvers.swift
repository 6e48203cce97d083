// The number resolvers Apple ships: each turns one kind of input into an `Int` or a `Double`,
// and checks the parameter's range.

import Foundation

/// Accepts an integer as it is, checking the parameter's range.
public struct IntResolver: RangeCheckingResolver {
  /// A resolver.
  public init() {}

  /// The integer, when it lies in the parameter's range.
  public func resolve(from input: Int, context: IntentParameterContext<Int>) async throws -> Int? {
    try checkParameterRangeContains(value: input, context: context)
    return input
  }
}

/// Reads an integer from text in a radix, checking the parameter's range.
public struct IntFromStringResolver: RangeCheckingResolver {
  /// The radix of the digits, 10 unless told.
  public var radix: Int

  /// A resolver for digits in the radix (2 to 36).
  public init(radix: Int = 10) { self.radix = radix }

  /// The integer the text spells, or `nil` when it spells none.
  public func resolve(
    from input: String, context: IntentParameterContext<Int>
  ) async throws -> Int? {
    guard (2...36).contains(radix),
      let value = Int(input.trimmingCharacters(in: .whitespaces), radix: radix)
    else { return nil }
    try checkParameterRangeContains(value: value, context: context)
    return value
  }
}

/// Rounds a decimal number to an integer, checking the parameter's range.
public struct IntFromDoubleResolver: RangeCheckingResolver {
  /// How the number is rounded; toward zero unless told.
  public var roundingRule: FloatingPointRoundingRule

  /// A resolver that rounds by the rule.
  public init(roundingRule: FloatingPointRoundingRule = .towardZero) {
    self.roundingRule = roundingRule
  }

  /// The rounded integer, or `nil` for a number no integer holds (infinite, not a number, too
  /// large).
  public func resolve(
    from input: Double, context: IntentParameterContext<Int>
  ) async throws -> Int? {
    let rounded = input.rounded(roundingRule)
    guard rounded.isFinite, let value = Int(exactly: rounded) else { return nil }
    try checkParameterRangeContains(value: value, context: context)
    return value
  }
}

/// Accepts a decimal number as it is, checking the parameter's range.
public struct DoubleResolver: RangeCheckingResolver {
  /// A resolver.
  public init() {}

  /// The number, when it is finite and lies in the parameter's range.
  public func resolve(
    from input: Double, context: IntentParameterContext<Double>
  ) async throws -> Double? {
    guard input.isFinite else { return nil }
    try checkParameterRangeContains(value: input, context: context)
    return input
  }
}

/// Reads a decimal number from text, checking the parameter's range.
public struct DoubleFromStringResolver: RangeCheckingResolver {
  /// A resolver.
  public init() {}

  /// The number the text spells, or `nil` when it spells no finite number.
  public func resolve(
    from input: String, context: IntentParameterContext<Double>
  ) async throws -> Double? {
    guard let value = Double(input.trimmingCharacters(in: .whitespaces)), value.isFinite else {
      return nil
    }
    try checkParameterRangeContains(value: value, context: context)
    return value
  }
}

/// Widens an integer to a decimal number, checking the parameter's range.
public struct DoubleFromIntResolver: RangeCheckingResolver {
  /// A resolver.
  public init() {}

  /// The integer as a decimal number.
  public func resolve(
    from input: Int, context: IntentParameterContext<Double>
  ) async throws -> Double? {
    let value = Double(input)
    try checkParameterRangeContains(value: value, context: context)
    return value
  }
}
