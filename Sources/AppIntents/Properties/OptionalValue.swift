/// Optional intent values, recognised at run time.
protocol _OptionalIntentValue {
  static var noneValue: Self { get }
  static var wrappedType: Any.Type { get }
  /// `nil`, or the value as an optional when it has the wrapped type.
  static func wrapping(_ value: Any?) -> Any?
  var isNone: Bool { get }
  var wrappedAny: Any? { get }
}

extension Optional: _OptionalIntentValue {
  static var noneValue: Optional { .none }
  static var wrappedType: Any.Type { Wrapped.self }
  var isNone: Bool { self == nil }
  var wrappedAny: Any? {
    switch self {
    case .some(let value): value
    case .none: nil
    }
  }
}

@usableFromInline
enum OptionalValue {
  /// `nil` of the given type when it is optional, otherwise no value.
  static func none<Value>(of type: Value.Type) -> Value? {
    (type as? any _OptionalIntentValue.Type)?.noneValue as? Value
  }

  /// The value with one level of optionality removed; `nil` when it is `nil`.
  @usableFromInline
  static func unwrap(_ value: Any) -> Any? {
    if let optional = value as? any _OptionalIntentValue { return optional.wrappedAny }
    return value
  }
}
