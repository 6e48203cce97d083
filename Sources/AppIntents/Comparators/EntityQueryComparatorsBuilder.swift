/// Builds the list of comparators a query property supports:
/// `Property(\.$name) { EqualToComparator { … }; ContainsComparator { … } }`.
@resultBuilder
public enum EntityQueryComparatorsBuilder<
  Entity, Subject, Property, PropertyType, ComparatorMappingType
>
where
  Entity: AppEntity, Subject: AppEntity, Property: EntityProperty<PropertyType>,
  PropertyType: _IntentValue, PropertyType: Sendable
{
  /// A comparator whose input has the property's type.
  @inlinable
  public static func buildExpression(
    _ expression: EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>
  ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType> {
    AnyEntityQueryComparator(expression)
  }

  /// A comparator of an optional property whose input is the unwrapped type.
  @inlinable
  public static func buildExpression(
    _ expression: EntityQueryComparator<
      Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType
    >
  ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>
  where PropertyType: ExpressibleByNilLiteral {
    AnyEntityQueryComparator(expression)
  }

  /// A contains comparator, whose input may be a collection's element.
  @inlinable
  public static func buildExpression<InputType>(
    _ expression: ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>
  ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>
  where InputType: _IntentValue {
    AnyEntityQueryComparator(expression)
  }

  /// A between comparator.
  @inlinable
  public static func buildExpression<InputType>(
    _ expression: IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType>
  ) -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>
  where InputType: Comparable, InputType == PropertyType.UnwrappedType {
    AnyEntityQueryComparator(expression)
  }

  /// The comparators, in declaration order.
  @inlinable
  public static func buildBlock(
    _ components: AnyEntityQueryComparator<
      Entity, Subject, Property, PropertyType, ComparatorMappingType
    >...
  ) -> [AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>] {
    components
  }
}

/// Whether a query's conditions must all match or any may.
@frozen
public enum EntityQueryComparatorMode: Sendable, Hashable, Codable {
  /// Every condition must match.
  case and
  /// At least one condition must match.
  case or
}
