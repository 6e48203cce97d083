/// The properties an ``EntityPropertyQuery`` can sort by.
///
/// ```swift
/// static let sortingOptions = SortingOptions {
///   SortableBy(\TrailEntity.$name)
///   SortableBy(\TrailEntity.$length)
/// }
/// ```
public struct EntityQuerySortingOptions<Entity>: Sendable where Entity: AppEntity {
  /// The sortable properties, in declaration order.
  package let options: [EntityQuerySortableByProperty<Entity>]

  /// No sortable properties.
  public init() { options = [] }

  /// Declares the sortable properties.
  public init(
    @EntityQuerySortingOptionsBuilder<Entity> content: () -> [EntityQuerySortableByProperty<Entity>]
  ) {
    options = content()
  }

  /// The sortable property declared at a position.
  public subscript(index: Int) -> EntityQuerySortableByProperty<Entity> { options[index] }
}

/// One property an ``EntityPropertyQuery`` can sort by: `SortableBy(\.$name)`.
public struct EntityQuerySortableByProperty<Entity>: Sendable where Entity: AppEntity {
  @usableFromInline let sharedKeyPath: SharedKeyPath<PartialKeyPath<Entity>>
  @usableFromInline let declaredValueType: Any.Type
  @usableFromInline let ascending: (@Sendable (Entity, Entity) -> ComparisonResult)?
  @usableFromInline let inPlaceAscending: InPlaceOrdering<Entity>?

  /// Declares a property as sortable.
  @inlinable
  public init<Property>(_ keyPath: KeyPath<Entity, Property>) where Property: AnyIntentValue {
    self.sharedKeyPath = SharedKeyPath(keyPath)
    self.declaredValueType = Property.Value.self
    let ordering = PropertyOrdering.ascending(keyPath, valueType: Property.Value.self)
    self.ascending = ordering?.values
    self.inPlaceAscending = ordering?.inPlace
  }

  /// The property, as declared: `\TrailEntity.$name`.
  @inlinable var declaredKeyPath: PartialKeyPath<Entity> { sharedKeyPath.path }
  /// The property, as declared: `\TrailEntity.$name`.
  package var keyPath: PartialKeyPath<Entity> { declaredKeyPath }
  /// The property's value type.
  package var valueType: Any.Type { declaredValueType }
  /// Whether the property's values can be ordered.
  package var isOrderable: Bool { ascending != nil }
}

/// Builds the list of sortable properties.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity> where Entity: AppEntity {
  /// A sortable property stands for itself.
  public static func buildExpression(
    _ expression: EntityQuerySortableByProperty<Entity>
  )
    -> EntityQuerySortableByProperty<Entity>
  {
    expression
  }

  /// The sortable properties, in declaration order.
  public static func buildBlock(
    _ components: EntityQuerySortableByProperty<Entity>...
  )
    -> [EntityQuerySortableByProperty<Entity>]
  {
    components
  }
}
