public import AppIntents

/// One `@Property` of an entity type as the runtime uses it without the app's help: its name,
/// how to read it, which comparisons it supports and how to sort by it.
///
/// Columns of common value types are built by inlinable code specialised for the entity and the
/// value type where the host is declared, so that a derived Find evaluates them as fast as a
/// hand-written loop.
public struct PropertyColumn<Entity: AppEntity>: Sendable {
  /// The property's name, as declared without the leading underscore.
  public let name: String
  /// The property's value type.
  public let valueType: Any.Type
  @usableFromInline let storedKeyPath: SharedKeyPath<AnyKeyPath>
  /// Reads the property object (an `EntityProperty`) of an entity.
  @usableFromInline let property: @Sendable (Entity) -> AnyObject
  /// The comparisons the property supports, with the type each takes its input(s) in.
  @usableFromInline let comparators: [QueryComparisonOperator: ColumnComparator<Entity>]
  /// The sort key; usable when the values are ordered.
  @usableFromInline let sortKey: EntityQuerySortableByProperty<Entity>

  @usableFromInline
  init(
    name: String, valueType: Any.Type, keyPath: SharedKeyPath<AnyKeyPath>,
    property: @escaping @Sendable (Entity) -> AnyObject,
    comparators: [QueryComparisonOperator: ColumnComparator<Entity>],
    sortKey: EntityQuerySortableByProperty<Entity>
  ) {
    self.name = name
    self.valueType = valueType
    storedKeyPath = keyPath
    self.property = property
    self.comparators = comparators
    self.sortKey = sortKey
  }

  /// The stored key path of the property's wrapper (`\Entity._name`).
  public var keyPath: AnyKeyPath { storedKeyPath.path }

  /// The sort key, when the property's values are ordered.
  public var sortable: EntityQuerySortableByProperty<Entity>? {
    sortKey.isOrderable ? sortKey : nil
  }

  /// The property object of an entity.
  func propertyObject(of entity: Entity) -> (any AnyEntityProperty)? {
    property(entity) as? any AnyEntityProperty
  }

  /// The comparisons the property supports, in a stable order.
  public var operators: [QueryComparisonOperator] {
    QueryComparisonOperator.allCases.filter { comparators[$0] != nil }
  }
}

/// One comparison of a column: the type its inputs must have, and how to build the comparator.
public struct ColumnComparator<Entity: AppEntity>: Sendable {
  /// The type each input must have.
  public let inputType: Any.Type
  @usableFromInline let make: @Sendable ([Any]) -> QueryComparator<Entity>?

  @usableFromInline
  init(_ inputType: Any.Type, _ make: @escaping @Sendable ([Any]) -> QueryComparator<Entity>?) {
    self.inputType = inputType
    self.make = make
  }

  /// The comparator for the inputs; `nil` when an input has another type.
  public func comparator(_ inputs: [Any]) -> QueryComparator<Entity>? { make(inputs) }
}

extension PropertyColumn {
  /// The column of a stored `@Property` field, or `nil` when the field is not one.
  @inlinable
  public static func make(name: String, field: PartialKeyPath<Entity>) -> PropertyColumn? {
    if let keyPath = field as? KeyPath<Entity, EntityProperty<String>> {
      return text(name, keyPath)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<String?>> {
      return text(name, keyPath)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<Int>> {
      return ordered(name, keyPath, Int.self)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<Int?>> {
      return ordered(name, keyPath, Int.self)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<Double>> {
      return ordered(name, keyPath, Double.self)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<Double?>> {
      return ordered(name, keyPath, Double.self)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<Date>> {
      return ordered(name, keyPath, Date.self)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<Date?>> {
      return ordered(name, keyPath, Date.self)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<Bool>> {
      return equatable(name, keyPath)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<Bool?>> {
      return equatable(name, keyPath)
    }
    if let keyPath = field as? KeyPath<Entity, EntityProperty<[String]>> {
      return collection(name, keyPath)
    }
    return ColumnFactory.generic(name: name, field: field)
  }

  /// A text column (`String` or `String?`): equality, containment, prefix, suffix and
  /// ordering, ignoring case and diacritics.
  @inlinable
  static func text<Stored: _IntentValue & Equatable & Sendable>(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<Stored>>
  ) -> PropertyColumn {
    var comparators = orderedComparators(keyPath, String.self)
    let shared = SharedKeyPath(keyPath)
    for comparison in [QueryComparisonOperator.contains, .hasPrefix, .hasSuffix] {
      comparators[comparison] = ColumnComparator(String.self) { inputs in
        (inputs.first as? String).flatMap { QueryComparator.text(shared.path, comparison, $0) }
      }
    }
    return column(name, keyPath, comparators)
  }

  /// A column of ordered values — `Bound` or `Bound?` — with equality and the ordering
  /// comparisons.
  @inlinable
  static func ordered<Stored: _IntentValue & Equatable & Sendable, Bound: Comparable & Sendable>(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<Stored>>, _ type: Bound.Type
  ) -> PropertyColumn {
    column(name, keyPath, orderedComparators(keyPath, Bound.self))
  }

  /// A column of values compared only for equality.
  @inlinable
  static func equatable<Value: _IntentValue & Equatable & Sendable>(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<Value>>
  ) -> PropertyColumn {
    column(name, keyPath, equalityComparators(keyPath))
  }

  /// A collection column: membership of an element.
  @inlinable
  static func collection<Element: _IntentValue & Equatable & Sendable>(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<[Element]>>
  ) -> PropertyColumn {
    let shared = SharedKeyPath(keyPath)
    let contains = ColumnComparator<Entity>(Element.self) { inputs in
      (inputs.first as? Element).map { QueryComparator.membership(shared.path, contains: $0) }
    }
    return column(name, keyPath, [.contains: contains])
  }

  @inlinable
  static func equalityComparators<Value: _IntentValue & Equatable & Sendable>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>
  ) -> [QueryComparisonOperator: ColumnComparator<Entity>] {
    let shared = SharedKeyPath(keyPath)
    return [
      .equalTo: ColumnComparator(Value.self) { inputs in
        (inputs.first as? Value).map { QueryComparator.equality(shared.path, $0) }
      },
      .notEqualTo: ColumnComparator(Value.self) { inputs in
        (inputs.first as? Value).map { QueryComparator.equality(shared.path, $0, negated: true) }
      },
    ]
  }

  @inlinable
  static func orderedComparators<
    Stored: _IntentValue & Equatable & Sendable, Bound: Comparable & Sendable
  >(
    _ keyPath: KeyPath<Entity, EntityProperty<Stored>>, _ type: Bound.Type
  ) -> [QueryComparisonOperator: ColumnComparator<Entity>] {
    var comparators = equalityComparators(keyPath)
    addOrdering(&comparators, keyPath, Bound.self)
    return comparators
  }

  @inlinable
  static func addOrdering<Stored: _IntentValue & Sendable, Value: Comparable & Sendable>(
    _ comparators: inout [QueryComparisonOperator: ColumnComparator<Entity>],
    _ keyPath: KeyPath<Entity, EntityProperty<Stored>>, _ type: Value.Type
  ) {
    let shared = SharedKeyPath(keyPath)
    for comparison in [
      QueryComparisonOperator.lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo,
    ] {
      comparators[comparison] = ColumnComparator(Value.self) { inputs in
        (inputs.first as? Value).map { QueryComparator.ordering(shared.path, comparison, $0) }
      }
    }
    comparators[.isBetween] = ColumnComparator(Value.self) { inputs in
      guard inputs.count == 2, let lower = inputs[0] as? Value, let upper = inputs[1] as? Value
      else { return nil }
      return QueryComparator.between(shared.path, lower, upper)
    }
  }

  @inlinable
  static func column<Value: _IntentValue & Sendable>(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
    _ comparators: [QueryComparisonOperator: ColumnComparator<Entity>]
  ) -> PropertyColumn {
    let field = SharedKeyPath(keyPath)
    // The table's function for the key path where the type has one: the same object, without
    // applying the key path (see `_EntityPropertyTableEntry`).
    let property: @Sendable (Entity) -> AnyObject =
      if let reader = EntityPropertyReader<Entity, Value>.forKeyPath(keyPath) {
        { reader.read($0) }
      } else {
        { $0[keyPath: field.path] }
      }
    return PropertyColumn(
      name: name, valueType: Value.self, keyPath: SharedKeyPath<AnyKeyPath>(keyPath),
      property: property, comparators: comparators,
      sortKey: EntityQuerySortableByProperty(keyPath))
  }
}

/// Columns of value types without a specialised builder: enums, entities, URLs and others.
@usableFromInline
enum ColumnFactory {
  @usableFromInline
  static func generic<Entity: AppEntity>(
    name: String, field: PartialKeyPath<Entity>
  )
    -> PropertyColumn<Entity>?
  {
    guard let propertyType = type(of: field).valueType as? any EntityPropertyType.Type else {
      return nil
    }
    return open(propertyType.propertyValueType, name: name, field: field)
  }

  private static func open<Entity: AppEntity>(
    _ valueType: Any.Type, name: String, field: PartialKeyPath<Entity>
  ) -> PropertyColumn<Entity>? {
    guard let intentValue = valueType as? any (_IntentValue & Sendable).Type else { return nil }
    return column(intentValue, name: name, field: field)
  }

  private static func column<Entity: AppEntity, Value: _IntentValue & Sendable>(
    _ valueType: Value.Type, name: String, field: PartialKeyPath<Entity>
  ) -> PropertyColumn<Entity>? {
    guard let keyPath = field as? KeyPath<Entity, EntityProperty<Value>> else { return nil }
    var comparators: [QueryComparisonOperator: ColumnComparator<Entity>] = [:]
    if let equatable = Value.self as? any (Equatable & _IntentValue & Sendable).Type {
      comparators = equality(equatable, keyPath)
    }
    return PropertyColumn.column(name, keyPath, comparators)
  }

  private static func equality<
    Entity: AppEntity, Value: _IntentValue & Sendable, Equal: Equatable & _IntentValue & Sendable
  >(
    _ type: Equal.Type, _ keyPath: KeyPath<Entity, EntityProperty<Value>>
  ) -> [QueryComparisonOperator: ColumnComparator<Entity>] {
    guard let typed = (keyPath as AnyKeyPath) as? KeyPath<Entity, EntityProperty<Equal>> else {
      return [:]
    }
    return PropertyColumn.equalityComparators(typed)
  }
}
