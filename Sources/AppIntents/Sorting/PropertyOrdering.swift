/// Builds the ascending ordering of an entity property's values.
@usableFromInline
enum PropertyOrdering {
  /// The ordering of the values at a `$property` key path — of entities, and of entities in
  /// an array's storage — or `nil` when they cannot be ordered. Common value types get
  /// closures specialised for them; others are ordered through ``SortableValue``. An entity
  /// whose property has no value without waiting (a deferred property) comes first.
  @inlinable
  static func ascending<Entity, Property, Value: _IntentValue & Sendable>(
    _ keyPath: KeyPath<Entity, Property>, valueType: Value.Type
  ) -> (values: @Sendable (Entity, Entity) -> ComparisonResult, inPlace: InPlaceOrdering<Entity>)? {
    guard let keyPath = keyPath as? KeyPath<Entity, EntityProperty<Value>> else { return nil }
    if Value.self == String.self {
      let order = { @Sendable (lhs: Value, rhs: Value) in
        FoldedString.compare(lhs as! String, rhs as! String)
      }
      return plan(keyPath, order, kernel(keyPath, String.self))
    }
    if Value.self == Int.self { return plan(keyPath, typed(Int.self), kernel(keyPath, Int.self)) }
    if Value.self == Double.self {
      return plan(keyPath, typed(Double.self), kernel(keyPath, Double.self))
    }
    if Value.self == Date.self {
      return plan(keyPath, typed(Date.self), kernel(keyPath, Date.self))
    }
    guard SortableValue.canOrder(Value.self) else { return nil }
    return plan(keyPath) { @Sendable (lhs: Value, rhs: Value) in SortableValue.order(lhs, rhs) }
  }

  /// The value comparison of a comparable type, applied to values known to have that type.
  @inlinable
  static func typed<Value, Typed: Comparable & Sendable>(
    _ type: Typed.Type
  ) -> @Sendable (Value, Value) -> ComparisonResult {
    { lhs, rhs in
      let left = lhs as! Typed
      let right = rhs as! Typed
      return left < right ? .orderedAscending : (right < left ? .orderedDescending : .orderedSame)
    }
  }

  /// The sort kernel of a property whose values are known to have a type with kernels.
  @inlinable
  static func kernel<
    Entity, Value: _IntentValue & Sendable, Typed: KernelValue & _IntentValue & Sendable
  >(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>, _ type: Typed.Type
  ) -> (@Sendable (UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)? {
    guard let typed = (keyPath as AnyKeyPath) as? KeyPath<Entity, EntityProperty<Typed>> else {
      return nil
    }
    return KernelPlans.sort(typed)
  }

  /// Orders two values that may be missing: a missing one first.
  @inlinable
  static func order<Value>(
    _ lhs: Value?, _ rhs: Value?, by order: (Value, Value) -> ComparisonResult
  ) -> ComparisonResult {
    switch (lhs, rhs) {
    case (nil, nil): .orderedSame
    case (nil, _): .orderedAscending
    case (_, nil): .orderedDescending
    case (let left?, let right?): order(left, right)
    }
  }

  @inlinable
  static func plan<Entity, Value: _IntentValue & Sendable>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
    _ order: @escaping @Sendable (Value, Value) -> ComparisonResult,
    _ kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)? = nil
  ) -> (values: @Sendable (Entity, Entity) -> ComparisonResult, inPlace: InPlaceOrdering<Entity>) {
    let read = PropertyRead(keyPath)
    let inPlace = InPlaceOrdering<Entity>(
      keys: { buffer, candidates in
        // Each candidate's value is read once, then compared as often as the sort needs.
        guard let base = buffer.baseAddress else { return { _, _ in .orderedSame } }
        let values = candidates.map { read.value(at: base + $0) }
        return { PropertyOrdering.order(values[$0], values[$1], by: order) }
      }, kernel: kernel)
    let values: @Sendable (Entity, Entity) -> ComparisonResult = { lhs, rhs in
      // Each entity's own property object: a computed `$name` may reach another for each.
      PropertyOrdering.order(
        PropertyRead.value(of: read.object(of: lhs), in: lhs),
        PropertyRead.value(of: read.object(of: rhs), in: rhs), by: order)
    }
    return (values, inPlace)
  }
}

/// How to order entities in an array's storage: their values read once each, compared by the
/// positions of the candidates.
@usableFromInline
struct InPlaceOrdering<Entity>: Sendable {
  /// Given the entities and the positions of the candidates among them, the ascending order of
  /// two candidates by their index in `candidates`.
  @usableFromInline let keys:
    @Sendable (UnsafeBufferPointer<Entity>, [Int]) -> (Int, Int) -> ComparisonResult
  /// The sort as a typed kernel over the entities (see `ColumnKernels`), for the value types
  /// that have kernels; `nil` otherwise.
  @usableFromInline let kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)?

  @inlinable
  init(
    keys:
      @escaping @Sendable (UnsafeBufferPointer<Entity>, [Int]) -> (Int, Int) -> ComparisonResult,
    kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)? = nil
  ) {
    self.keys = keys
    self.kernel = kernel
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
