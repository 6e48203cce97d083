// Conformances of standard library and Foundation types to `_IntentValue`: the value types
// Apple lists for parameters and properties, plus `Float`, `Decimal` and `Duration`, which real
// apps store in properties.

/// A simple intent value whose value type is itself and which resolves with no resolvers.
public protocol _PlainIntentValue: _IntentValue
where ValueType == Self, UnwrappedType == Self, Specification == EmptyResolverSpecification<Self> {}

extension _PlainIntentValue {
  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Self> { .init() }
}

extension String: _PlainIntentValue {}
extension Int: _PlainIntentValue {}
extension Double: _PlainIntentValue {}
extension Float: _PlainIntentValue {}
extension Bool: _PlainIntentValue {}
extension Decimal: _PlainIntentValue {}
extension Date: _PlainIntentValue {}
extension DateComponents: _PlainIntentValue {}
extension URL: _PlainIntentValue {}
extension AttributedString: _PlainIntentValue {}
extension Duration: _PlainIntentValue {}
extension Measurement: _PlainIntentValue {}
extension Calendar.RecurrenceRule: _PlainIntentValue {}

extension Never: _IntentValue {
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<Never>
  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<Never> { .init() }
}
