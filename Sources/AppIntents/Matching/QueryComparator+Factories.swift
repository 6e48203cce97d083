// The constructors of QueryComparator for each comparison. They are inlinable so that the test
// closures are specialised for the entity and value types where the query is declared, which
// makes filtering through them as fast as a hand-written loop.

extension QueryComparator {
  /// The value of the property at a key path, read through its property wrapper.
  @inlinable
  static func reader<Value: _IntentValue & Sendable>(
    _ property: AnyKeyPath, _ reader: AnyObject?
  ) -> ((Entity) -> Value)? {
    if let keyPath = property as? KeyPath<Entity, EntityProperty<Value>> {
      nonisolated(unsafe) let keyPath = keyPath
      return { $0[keyPath: keyPath].wrappedValue }
    }
    if let reader = reader as? PropertyReader<Entity, Value> { return reader.read }
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
    guard let read: (Entity) -> Value = Self.reader(property, reader) else { return nil }
    let test = ValueComparison.equalityTest(to: value)
    if negated {
      return QueryComparator(.notEqualTo, property, [value]) { !test(read($0)) }
    }
    return QueryComparator(.equalTo, property, [value]) { test(read($0)) }
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
    guard let read: (Entity) -> Value = Self.reader(property, reader) else { return nil }
    let accept: (ComparisonResult) -> Bool
    switch comparison {
    case .lessThan: accept = { $0 == .orderedAscending }
    case .lessThanOrEqualTo: accept = { $0 != .orderedDescending }
    case .greaterThan: accept = { $0 == .orderedDescending }
    case .greaterThanOrEqualTo: accept = { $0 != .orderedAscending }
    default: return nil
    }
    if Value.self == Bound.self, Bound.self != String.self {
      switch comparison {
      case .lessThan:
        return QueryComparator(comparison, property, [bound]) {
          unsafeBitCast(read($0), to: Bound.self) < bound
        }
      case .lessThanOrEqualTo:
        return QueryComparator(comparison, property, [bound]) {
          unsafeBitCast(read($0), to: Bound.self) <= bound
        }
      case .greaterThan:
        return QueryComparator(comparison, property, [bound]) {
          unsafeBitCast(read($0), to: Bound.self) > bound
        }
      default:
        return QueryComparator(comparison, property, [bound]) {
          unsafeBitCast(read($0), to: Bound.self) >= bound
        }
      }
    }
    return QueryComparator(comparison, property, [bound]) { entity in
      guard let value = ValueComparison.unwrap(read(entity), as: Bound.self) else { return false }
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
    guard let read: (Entity) -> Value = Self.reader(property, reader) else { return nil }
    return QueryComparator(.isBetween, property, [lower, upper]) { entity in
      guard let value = ValueComparison.unwrap(read(entity), as: Bound.self) else { return false }
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
    guard let read: (Entity) -> Value = Self.reader(property, reader) else { return nil }
    let needle = FoldedString(text)
    let match: (String) -> Bool
    switch comparison {
    case .contains: match = needle.isContained(in:)
    case .hasPrefix: match = needle.isPrefix(of:)
    case .hasSuffix: match = needle.isSuffix(of:)
    default: return nil
    }
    if Value.self == String.self {
      return QueryComparator(comparison, property, [text]) {
        match(unsafeBitCast(read($0), to: String.self))
      }
    }
    if Value.self == String?.self {
      return QueryComparator(comparison, property, [text]) {
        unsafeBitCast(read($0), to: String?.self).map(match) ?? false
      }
    }
    return QueryComparator(comparison, property, [text]) { entity in
      switch OptionalValue.unwrap(read(entity)) {
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
    guard let read: (Entity) -> Value = Self.reader(property, reader) else { return nil }
    let test = ValueComparison.equalityTest(to: element)
    return QueryComparator(.contains, property, [element]) { entity in
      guard let collection = OptionalValue.unwrap(read(entity)) as? any Sequence else {
        return false
      }
      return ValueComparison.contains(collection, where: test)
    }
  }
}

/// Reads a property's value from an entity through a related entity, for query properties
/// declared with an `entityProvider`.
public final class PropertyReader<Entity, Value>: @unchecked Sendable {
  // @unchecked Sendable: `read` is set once at init and never changes.
  @usableFromInline let read: (Entity) -> Value

  @usableFromInline
  init(_ read: @escaping (Entity) -> Value) { self.read = read }
}
