/// Builds the ascending ordering of an entity property's values.
@usableFromInline
enum PropertyOrdering {
  /// The ordering of the values at a `$property` key path, or `nil` when they cannot be
  /// ordered. Common value types get a closure specialised for them; others are ordered
  /// through ``SortableValue``.
  @inlinable
  static func ascending<Entity, Property, Value: _IntentValue & Sendable>(
    _ keyPath: KeyPath<Entity, Property>, valueType: Value.Type
  ) -> ((Entity, Entity) -> ComparisonResult)? {
    guard let keyPath = keyPath as? KeyPath<Entity, EntityProperty<Value>> else { return nil }
    nonisolated(unsafe) let property = keyPath
    if Value.self == String.self {
      return { lhs, rhs in
        FoldedString.compare(
          unsafeBitCast(lhs[keyPath: property].wrappedValue, to: String.self),
          unsafeBitCast(rhs[keyPath: property].wrappedValue, to: String.self))
      }
    }
    if Value.self == Int.self { return typed(property, Int.self) }
    if Value.self == Double.self { return typed(property, Double.self) }
    if Value.self == Date.self { return typed(property, Date.self) }
    guard SortableValue.canOrder(Value.self) else { return nil }
    return { lhs, rhs in
      SortableValue.order(lhs[keyPath: property].wrappedValue, rhs[keyPath: property].wrappedValue)
    }
  }

  @inlinable
  static func typed<Entity, Value: _IntentValue & Sendable, Typed: Comparable>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>, _ type: Typed.Type
  ) -> (Entity, Entity) -> ComparisonResult {
    nonisolated(unsafe) let keyPath = keyPath
    return { lhs, rhs in
      let left = unsafeBitCast(lhs[keyPath: keyPath].wrappedValue, to: Typed.self)
      let right = unsafeBitCast(rhs[keyPath: keyPath].wrappedValue, to: Typed.self)
      return left < right ? .orderedAscending : (right < left ? .orderedDescending : .orderedSame)
    }
  }
}

/// Orders intent values of any type at run time: numbers, text (ignoring case and diacritics),
/// dates, Booleans (false first), URLs, app enum cases (in declaration order), app entities (by
/// title), and optionals of these (`nil` first).
@usableFromInline
enum SortableValue {
  /// Whether values of the type can be ordered.
  @usableFromInline
  static func canOrder(_ type: Any.Type) -> Bool {
    if let optional = type as? any _OptionalIntentValue.Type {
      return canOrder(optional.wrappedType)
    }
    return type is any Comparable.Type || type == Bool.self || type == URL.self
      || type is any AppEnum.Type || type is any AppEntity.Type
  }

  /// Orders two values of the same type.
  @usableFromInline
  static func order(_ lhs: Any, _ rhs: Any) -> ComparisonResult {
    let left = OptionalValue.unwrap(lhs)
    let right = OptionalValue.unwrap(rhs)
    switch (left, right) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    case (let left?, let right?): return orderPresent(left, right)
    }
  }

  private static func orderPresent(_ lhs: Any, _ rhs: Any) -> ComparisonResult {
    switch (lhs, rhs) {
    case (let left as String, let right as String): return FoldedString.compare(left, right)
    case (let left as Bool, let right as Bool): return compare(left ? 1 : 0, right ? 1 : 0)
    case (let left as URL, let right as URL):
      return compare(left.absoluteString, right.absoluteString)
    case (let left as any AppEnum, let right as any AppEnum): return compareCases(left, right)
    case (let left as any AppEntity, let right as any AppEntity):
      return FoldedString.compare(
        String(localized: left.displayRepresentation.title),
        String(localized: right.displayRepresentation.title))
    case (let left as any Comparable, let right as any Comparable):
      return compareOpened(left, right)
    default: return .orderedSame
    }
  }

  private static func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
    lhs < rhs ? .orderedAscending : (rhs < lhs ? .orderedDescending : .orderedSame)
  }

  private static func compareOpened<Value: Comparable>(
    _ lhs: Value, _ rhs: any Comparable
  )
    -> ComparisonResult
  {
    guard let rhs = rhs as? Value else { return .orderedSame }
    return compare(lhs, rhs)
  }

  private static func compareCases<Value: AppEnum>(
    _ lhs: Value, _ rhs: any AppEnum
  )
    -> ComparisonResult
  {
    guard let rhs = rhs as? Value else { return .orderedSame }
    let cases = Array(Value.allCases)
    let left = cases.firstIndex(of: lhs) ?? 0
    let right = cases.firstIndex(of: rhs) ?? 0
    return compare(left, right)
  }
}
