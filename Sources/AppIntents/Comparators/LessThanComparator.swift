/// Whether a comparable property's value is less than the person's value.
public final class LessThanComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  PropertyType.UnwrappedType: Comparable
{
  /// Declares the comparison, mapping the person's value to the query's mapping type.
  public init(mappingTransform: @escaping (PropertyType.UnwrappedType) -> ComparatorMappingType) {
    super.init(.lessThan, mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison, mapping the person's value to the query's mapping type. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (PropertyType.UnwrappedType) -> ComparatorMappingType
  ) where Spec: ResolverSpecification {
    super.init(
      .lessThan, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison with a transform of the person's value. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(
    mappingTransform: @escaping (PropertyType.UnwrappedType) -> PropertyType.UnwrappedType
  )
  where ComparatorMappingType == QueryComparator<Entity>, PropertyType.UnwrappedType: Sendable {
    super.init(
      .lessThan,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.ordering(
          property, reader, .lessThan, mappingTransform(inputs[0]), reading: PropertyType.self)
      })
  }

  /// Declares the comparison with a transform of the person's value. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (PropertyType.UnwrappedType) -> PropertyType.UnwrappedType
  )
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType.UnwrappedType: Sendable,
    Spec: ResolverSpecification
  {
    super.init(
      .lessThan, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.ordering(
          property, reader, .lessThan, mappingTransform(inputs[0]), reading: PropertyType.self)
      })
  }

}
