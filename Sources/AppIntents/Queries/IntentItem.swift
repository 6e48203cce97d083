/// One option in a list of options: a value and how it is shown.
public struct IntentItem<Value> where Value: _IntentValue {
  /// The value chosen when this option is picked.
  public var value: Value
  /// How the option is shown.
  public var description: DisplayRepresentation

  /// An option with an explicit title, subtitle and image.
  public init(
    _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil
  ) {
    self.value = value
    self.description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
  }

  /// An option shown with the value's own display representation.
  public init(_ value: Value) {
    self.value = value
    self.description = DisplayRepresentations.of(value)
  }
}

extension IntentItem: Sendable where Value: Sendable {}

extension IntentItem {
  /// Builds a list of options from values and items.
  @resultBuilder
  public enum Builder {
    /// A value becomes an option showing the value's display representation.
    public static func buildExpression(_ expression: Value) -> IntentItem<Value> {
      IntentItem(expression)
    }

    /// An item stands for itself.
    public static func buildExpression<ExpressionValue>(
      _ expression: IntentItem<ExpressionValue>
    ) -> IntentItem<ExpressionValue> where ExpressionValue: _IntentValue {
      expression
    }

    /// The options, in order.
    public static func buildBlock(_ items: IntentItem<Value>...) -> [IntentItem<Value>] { items }

    /// The options, in order.
    public static func buildBlock(_ items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }

    /// The options of a `for` loop, in order.
    public static func buildArray(_ components: [[IntentItem<Value>]]) -> [IntentItem<Value>] {
      components.flatMap { $0 }
    }

    /// No options.
    public static func buildBlock() -> [Value] { [] }
  }
}

/// Display representations of arbitrary intent values.
enum DisplayRepresentations {
  /// The value's own display representation, its case's, or its description as a title.
  static func of(_ value: Any) -> DisplayRepresentation {
    if let value = value as? any InstanceDisplayRepresentable { return value.displayRepresentation }
    // A union value shows the value its case carries.
    if let union = OptionalValue.unwrap(value) as? any UnionValue { return of(union.asIntentValue) }
    if let value = OptionalValue.unwrap(value),
      let caseValue = value as? any CaseDisplayRepresentable
    {
      return DisplayRepresentation(title: caseValue.localizedStringResource)
    }
    if let text = value as? String {
      return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: text))
    }
    return DisplayRepresentation(
      title: LocalizedStringResource(
        stringLiteral: String(describing: OptionalValue.unwrap(value) ?? "")))
  }
}
