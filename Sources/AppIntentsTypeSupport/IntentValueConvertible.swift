/// A value the system can carry as an intent value: the standard types App Intents parameters
/// take (`Bool`, the signed integers, `Double`, `String`, `URL`, `Date`, `DateComponents`,
/// `DateInterval`, `Duration`, `AttributedString`, `PersonNameComponents`, `Measurement`,
/// `CLPlacemark`), and arrays, sets and optionals of them.
///
/// `UUID`, `Float` and the unsigned integers are not convertible, as on Apple platforms: pass
/// an identifier as its string.
public protocol IntentValueConvertible: IntentValueExpressing {
  /// The value in a container.
  func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
}

extension IntentValueConvertible {
  /// The value as an expression: its container.
  public func makeExpression() -> IntentValueExpression {
    IntentValueExpression(makeContainer(context: IntentValueContainer.ConversionContext()))
  }
}

/// A type of the app's that is carried as another, convertible value — its base value.
public protocol IntentValueConvertibleWrapper: IntentValueConvertible {
  /// The type of the value carried.
  associatedtype BaseValue: IntentValueConvertible
  /// The value for a base value; throws when the base value stands for none.
  init(baseValue: BaseValue) throws
  /// The value carried for this one.
  var baseValue: BaseValue { get }
}

extension IntentValueConvertibleWrapper {
  /// The base value's container.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    baseValue.makeContainer(context: context)
  }
}
