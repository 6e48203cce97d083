/// A value with an ordering that a parameter's `inclusiveRange:` can bound.
public protocol RangeComparableProperty: _IntentValue, Comparable {}

extension Int: RangeComparableProperty {}
extension Double: RangeComparableProperty {}

/// A resolver that checks the value it produces against the parameter's declared range.
public protocol RangeCheckingResolver: Resolver {}

extension RangeCheckingResolver {
  /// Throws when the parameter declared a range and the value lies outside it; the error says
  /// the range and the value.
  public func checkParameterRangeContains<Value>(
    value: Value, context: IntentParameterContext<Self.Output>
  ) throws
  where Value: RangeComparableProperty, Value == Self.Output.ValueType, Self.Output: Sendable {
    guard let range = context.configuration.range, let inside = range.contains(value) else {
      return
    }
    if !inside {
      throw AppIntentError.outOfRange(
        String(localized: context.title), value, range.lowerBound, range.upperBound)
    }
  }
}

extension AppIntentError {
  /// An error raised when a value lies outside its parameter's declared range.
  package static func outOfRange(
    _ parameter: String, _ value: Any, _ lower: Any, _ upper: Any
  ) -> AppIntentError {
    AppIntentError(
      "invalidValue",
      "‘\(parameter)’ must be between \(lower) and \(upper), not \(value).")
  }
}
