// The constructors of QueryComparator for each comparison. They are inlinable so that the test
// closures are specialised for the entity and value types where the query is declared, and each
// comparator also carries a plan to test entities in an array's storage without copying them —
// which is what makes filtering through comparators as fast as a hand-written loop.

extension QueryComparator {
  /// A comparator testing the value of a property: through the typed key path when the property
  /// is the entity's own (with an in-place plan), else through the related-entity reader.
  @inlinable
  static func build<Value: _IntentValue & Sendable>(
    _ comparison: QueryComparisonOperator, _ property: AnyKeyPath, _ reader: AnyObject?,
    _ values: [any Sendable],
    kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? = nil,
    _ test: @escaping @Sendable (Value) -> Bool
  ) -> QueryComparator? {
    if let keyPath = property as? KeyPath<Entity, EntityProperty<Value>> {
      // Each entity's property is the one its key path reaches — a computed `$name` may reach
      // another object for every entity — and its value is stored in it or computed from the
      // entity; a deferred property has no value to compare.
      let read = PropertyRead(keyPath)
      let plan = InPlaceTest<Entity>(
        cost: InPlaceTest<Entity>.cost(of: Value.self),
        test: { read.value(at: $0).map(test) ?? false }, kernel: kernel)
      return QueryComparator(
        comparison, property, values,
        { entity in
          PropertyRead.value(of: read.object(of: entity), in: entity).map(test) ?? false
        }, inPlace: plan)
    }
    if let reader = reader as? PropertyReader<Entity, Value> {
      return QueryComparator(
        comparison, property, values, { test(reader.read($0)) }, inPlace: nil)
    }
    return nil
  }

  /// Equality or inequality with a value.
  @inlinable
  public static func equality<Value: _IntentValue & Equatable & Sendable>(
    _ property: KeyPath<Entity, EntityProperty<Value>>, _ value: Value, negated: Bool = false
  ) -> QueryComparator {
    equality(property as AnyKeyPath, nil, value, negated: negated)!
  }

  @inlinable
  static func equality<Value: _IntentValue & Equatable & Sendable>(
    _ property: AnyKeyPath, _ reader: AnyObject?, _ value: Value, negated: Bool
  ) -> QueryComparator? {
    let test = ValueComparison.equalityTest(to: value)
    let comparison: QueryComparisonOperator = negated ? .notEqualTo : .equalTo
    let kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? =
      KernelPlans.filter(property, comparison, value, value)
    if negated { return build(comparison, property, reader, [value], kernel: kernel) { !test($0) } }
    return build(comparison, property, reader, [value], kernel: kernel, test)
  }

  /// An ordering comparison (`<`, `<=`, `>`, `>=`) with a value; `nil` never matches.
  @inlinable
  public static func ordering<Value: _IntentValue & Sendable, Bound: Comparable & Sendable>(
    _ property: KeyPath<Entity, EntityProperty<Value>>, _ comparison: QueryComparisonOperator,
    _ bound: Bound
  ) -> QueryComparator {
    ordering(property as AnyKeyPath, nil, comparison, bound, reading: Value.self)!
  }

  @inlinable
  static func ordering<Value: _IntentValue & Sendable, Bound: Comparable & Sendable>(
    _ property: AnyKeyPath, _ reader: AnyObject?, _ comparison: QueryComparisonOperator,
    _ bound: Bound, reading valueType: Value.Type
  ) -> QueryComparator? {
    if Value.self == Bound.self, Bound.self != String.self {
      let test: @Sendable (Value) -> Bool
      switch comparison {
      case .lessThan: test = { ($0 as! Bound) < bound }
      case .lessThanOrEqualTo: test = { ($0 as! Bound) <= bound }
      case .greaterThan: test = { ($0 as! Bound) > bound }
      case .greaterThanOrEqualTo: test = { ($0 as! Bound) >= bound }
      default: return nil
      }
      let kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? =
        KernelPlans.filter(property, comparison, bound, bound)
      return build(comparison, property, reader, [bound], kernel: kernel, test)
    }
    if Value.self == Bound?.self, Bound.self != String.self {
      // An optional property (`height: Int?`): `nil` never matches.
      let test: @Sendable (Value) -> Bool
      switch comparison {
      case .lessThan: test = { ($0 as! Bound?).map { $0 < bound } ?? false }
      case .lessThanOrEqualTo:
        test = { ($0 as! Bound?).map { $0 <= bound } ?? false }
      case .greaterThan: test = { ($0 as! Bound?).map { $0 > bound } ?? false }
      case .greaterThanOrEqualTo:
        test = { ($0 as! Bound?).map { $0 >= bound } ?? false }
      default: return nil
      }
      return build(comparison, property, reader, [bound], test)
    }
    let kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? =
      Value.self == Bound.self ? KernelPlans.filter(property, comparison, bound, bound) : nil
    let accept: @Sendable (ComparisonResult) -> Bool
    switch comparison {
    case .lessThan: accept = { $0 == .orderedAscending }
    case .lessThanOrEqualTo: accept = { $0 != .orderedDescending }
    case .greaterThan: accept = { $0 == .orderedDescending }
    case .greaterThanOrEqualTo: accept = { $0 != .orderedAscending }
    default: return nil
    }
    return build(comparison, property, reader, [bound], kernel: kernel) { (value: Value) in
      guard let value = ValueComparison.unwrap(value, as: Bound.self) else { return false }
      return accept(ValueComparison.order(value, bound))
    }
  }

  /// Whether the value lies between two bounds, both included; `nil` never matches.
  @inlinable
  public static func between<Value: _IntentValue & Sendable, Bound: Comparable & Sendable>(
    _ property: KeyPath<Entity, EntityProperty<Value>>, _ lower: Bound, _ upper: Bound
  ) -> QueryComparator {
    between(property as AnyKeyPath, nil, lower, upper, reading: Value.self)!
  }

  @inlinable
  static func between<Value: _IntentValue & Sendable, Bound: Comparable & Sendable>(
    _ property: AnyKeyPath, _ reader: AnyObject?, _ lower: Bound, _ upper: Bound,
    reading valueType: Value.Type
  ) -> QueryComparator? {
    let kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? =
      Value.self == Bound.self ? KernelPlans.filter(property, .isBetween, lower, upper) : nil
    return build(.isBetween, property, reader, [lower, upper], kernel: kernel) {
      (value: Value) in
      guard let value = ValueComparison.unwrap(value, as: Bound.self) else { return false }
      return ValueComparison.order(value, lower) != .orderedAscending
        && ValueComparison.order(value, upper) != .orderedDescending
    }
  }

  /// A text comparison — contains, has prefix or has suffix — ignoring case and diacritics;
  /// `nil` never matches. Works on `String`, `String?` and `AttributedString` properties.
  @inlinable
  public static func text<Value: _IntentValue & Sendable>(
    _ property: KeyPath<Entity, EntityProperty<Value>>, _ comparison: QueryComparisonOperator,
    _ text: String
  ) -> QueryComparator {
    self.text(property as AnyKeyPath, nil, comparison, text, as: Value.self)!
  }

  @inlinable
  static func text<Value: _IntentValue & Sendable>(
    _ property: AnyKeyPath, _ reader: AnyObject?, _ comparison: QueryComparisonOperator,
    _ text: String, as valueType: Value.Type
  ) -> QueryComparator? {
    let needle = FoldedString(text)
    let match: @Sendable (String) -> Bool
    switch comparison {
    case .contains: match = needle.isContained(in:)
    case .hasPrefix: match = needle.isPrefix(of:)
    case .hasSuffix: match = needle.isSuffix(of:)
    default: return nil
    }
    if Value.self == String.self {
      let kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? =
        KernelPlans.filter(property, comparison, text, text)
      return build(comparison, property, reader, [text], kernel: kernel) { (value: Value) in
        match(value as! String)
      }
    }
    if Value.self == String?.self {
      return build(comparison, property, reader, [text]) { (value: Value) in
        (value as! String?).map(match) ?? false
      }
    }
    return build(comparison, property, reader, [text]) { (value: Value) in
      switch OptionalValue.unwrap(value) {
      case let value as String: match(value)
      case let value as AttributedString: match(String(value.characters))
      default: false
      }
    }
  }

  /// Whether a collection property contains an element; text elements compare ignoring case
  /// and diacritics.
  @inlinable
  public static func membership<Value: _IntentValue & Sendable, Element: Equatable & Sendable>(
    _ property: KeyPath<Entity, EntityProperty<Value>>, contains element: Element
  ) -> QueryComparator {
    membership(property as AnyKeyPath, nil, element, in: Value.self)!
  }

  @inlinable
  static func membership<Value: _IntentValue & Sendable, Element: Equatable & Sendable>(
    _ property: AnyKeyPath, _ reader: AnyObject?, _ element: Element, in valueType: Value.Type
  ) -> QueryComparator? {
    let test = ValueComparison.equalityTest(to: element)
    // Arrays, the usual collection, are read without boxing each value and element.
    if Value.self == [Element].self {
      return build(.contains, property, reader, [element]) { (value: Value) in
        (value as! [Element]).contains(where: test)
      }
    }
    if Value.self == [Element]?.self {
      return build(.contains, property, reader, [element]) { (value: Value) in
        (value as! [Element]?)?.contains(where: test) ?? false
      }
    }
    return build(.contains, property, reader, [element]) { (value: Value) in
      guard let collection = OptionalValue.unwrap(value) as? any Sequence else { return false }
      return ValueComparison.contains(collection, where: test)
    }
  }
}

/// Reads a property's value from an entity through a related entity, for query properties
/// declared with an `entityProvider`.
public final class PropertyReader<Entity, Value>: @unchecked Sendable {
  // @unchecked Sendable, without a lock: `read` is immutable, but it calls the app's
  // `entityProvider`, which Apple's `EntityQueryProperty` initializer does not ask to be
  // `@Sendable`. Comparators capture a reader to test related entities' properties.
  @usableFromInline let read: (Entity) -> Value

  @usableFromInline
  init(_ read: @escaping (Entity) -> Value) { self.read = read }
}
