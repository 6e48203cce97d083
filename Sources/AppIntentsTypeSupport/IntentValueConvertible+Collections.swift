// Arrays, sets and optionals of intent values, and `Never`: the conformances whose containers
// are made of their elements'.

extension Never: IntentValueConvertible {
  /// No value has this type.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    switch self {}
  }
}

extension Array: IntentValueConvertible, IntentValueExpressing
where Element: IntentValueConvertible {
  /// The elements, in order, in a container.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    IntentValueContainer(.list(map { $0.makeContainer(context: context).content }))
  }

  /// The elements as an expression.
  public func makeExpression() -> IntentValueExpression {
    IntentValueExpression(makeContainer(context: IntentValueContainer.ConversionContext()))
  }
}

extension Set: IntentValueConvertible, IntentValueExpressing
where Element: IntentValueConvertible {
  /// The elements, in no order, in a container.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    IntentValueContainer(
      .set(IntentValueContainer.Unordered(map { $0.makeContainer(context: context).content })))
  }

  /// The elements as an expression.
  public func makeExpression() -> IntentValueExpression {
    IntentValueExpression(makeContainer(context: IntentValueContainer.ConversionContext()))
  }
}

extension Optional: IntentValueExpressing where Wrapped: IntentValueExpressing {
  /// The wrapped value's expression, or the expression of no value.
  public func makeExpression() -> IntentValueExpression {
    switch self {
    case .some(let value): value.makeExpression()
    case .none: IntentValueExpression(IntentValueContainer(.none))
    }
  }
}

extension Optional: IntentValueConvertible where Wrapped: IntentValueConvertible {
  /// The wrapped value's container, or a container of no value.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    switch self {
    case .some(let value): value.makeContainer(context: context)
    case .none: IntentValueContainer(.none)
    }
  }
}
