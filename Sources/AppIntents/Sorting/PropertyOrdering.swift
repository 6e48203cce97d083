/// Builds the ascending ordering of an entity property's values.
@usableFromInline
enum PropertyOrdering {
  /// The ordering of the values at a `$property` key path — on entities, and in place in an
  /// array's storage — or `nil` when they cannot be ordered. Common value types get closures
  /// specialised for them; others are ordered through ``SortableValue``.
  @inlinable
  static func ascending<Entity, Property, Value: _IntentValue & Sendable>(
    _ keyPath: KeyPath<Entity, Property>, valueType: Value.Type
  ) -> (values: (Entity, Entity) -> ComparisonResult, raw: RawOrderingPlan<Entity>)? {
    guard let keyPath = keyPath as? KeyPath<Entity, EntityProperty<Value>> else { return nil }
    if Value.self == String.self {
      let order = { (lhs: Value, rhs: Value) in
        FoldedString.compare(
          unsafeBitCast(lhs, to: String.self), unsafeBitCast(rhs, to: String.self))
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
    return plan(keyPath) { (lhs: Value, rhs: Value) in SortableValue.order(lhs, rhs) }
  }

  /// The value comparison of a comparable type, applied to values known to have that type.
  @inlinable
  static func typed<Value, Typed: Comparable>(
    _ type: Typed.Type
  ) -> (Value, Value) -> ComparisonResult {
    { lhs, rhs in
      let left = unsafeBitCast(lhs, to: Typed.self)
      let right = unsafeBitCast(rhs, to: Typed.self)
      return left < right ? .orderedAscending : (right < left ? .orderedDescending : .orderedSame)
    }
  }

  /// The sort kernel of a property whose values are known to have a type with kernels.
  @inlinable
  static func kernel<
    Entity, Value: _IntentValue & Sendable, Typed: KernelValue & _IntentValue & Sendable
  >(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>, _ type: Typed.Type
  ) -> ((UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)? {
    guard let typed = (keyPath as AnyKeyPath) as? KeyPath<Entity, EntityProperty<Typed>> else {
      return nil
    }
    return KernelPlans.sort(typed)
  }

  @inlinable
  static func plan<Entity, Value: _IntentValue & Sendable>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
    _ order: @escaping (Value, Value) -> ComparisonResult,
    _ kernel: ((UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)? = nil
  ) -> (values: (Entity, Entity) -> ComparisonResult, raw: RawOrderingPlan<Entity>) {
    nonisolated(unsafe) let keyPath = keyPath
    let raw = RawOrderingPlan<Entity>(
      locate: { FieldOffsets.offset(of: keyPath, in: $0) },
      make: { offset in
        let reader = RawPropertyReader<Value>(offset: offset)
        return { lhs, rhs in
          reader.with(lhs) { left in reader.with(rhs) { right in order(left, right) } }
        }
      },
      computed: { sample in
        // A computed property: its getter, looked up once per request.
        guard let read = sample[keyPath: keyPath].computedReader(for: Entity.self) else {
          return nil
        }
        return { order(read($0), read($1)) }
      }, kernel: kernel)
    let values: (Entity, Entity) -> ComparisonResult = { lhs, rhs in
      let object = lhs[keyPath: keyPath]
      guard object.isComputedProperty else {
        return order(object.wrappedValue, rhs[keyPath: keyPath].wrappedValue)
      }
      // A deferred property has no value to order by: the input order stays.
      guard let left = object.value(in: lhs), let right = object.value(in: rhs) else {
        return .orderedSame
      }
      return order(left, right)
    }
    return (values, raw)
  }
}

/// How to order entities in place: find the offset of the property's object from a sample
/// entity, then build a comparison that reads the property at that offset.
@usableFromInline
struct RawOrderingPlan<Entity> {
  @usableFromInline let locate: (UnsafeBufferPointer<Entity>) -> Int?
  @usableFromInline let make: (Int) -> (UnsafeRawPointer, UnsafeRawPointer) -> ComparisonResult
  /// The ordering of a computed property, built from a sample entity; `nil` when the property
  /// is stored.
  @usableFromInline let computed: (Entity) -> ((Entity, Entity) -> ComparisonResult)?
  /// The sort as a typed kernel over the entities (see `ColumnKernels`), for the value types
  /// that have kernels; `nil` otherwise.
  @usableFromInline let kernel: ((UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)?

  @inlinable
  init(
    locate: @escaping (UnsafeBufferPointer<Entity>) -> Int?,
    make: @escaping (Int) -> (UnsafeRawPointer, UnsafeRawPointer) -> ComparisonResult,
    computed: @escaping (Entity) -> ((Entity, Entity) -> ComparisonResult)? = { _ in nil },
    kernel: ((UnsafeBufferPointer<Entity>) -> KernelSort<Entity>?)? = nil
  ) {
    self.locate = locate
    self.make = make
    self.computed = computed
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
