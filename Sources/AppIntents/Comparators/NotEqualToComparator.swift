/// Whether an equatable property's value differs from the person's value.
public final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  PropertyType: Equatable
{
  /// Declares the comparison, mapping the person's value to the query's mapping type.
  public init(mappingTransform: @escaping (PropertyType) -> ComparatorMappingType) {
    super.init(.notEqualTo, mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison, mapping the person's value to the query's mapping type. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (PropertyType) -> ComparatorMappingType
  ) where Spec: ResolverSpecification {
    super.init(
      .notEqualTo, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison with a transform of the person's value. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (PropertyType) -> PropertyType)
  where ComparatorMappingType == QueryComparator<Entity> {
    super.init(
      .notEqualTo,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.equality(
          property, reader, mappingTransform(inputs[0]), negated: true)
      })
  }

  /// Declares the comparison with a transform of the person's value. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (PropertyType) -> PropertyType
  ) where ComparatorMappingType == QueryComparator<Entity>, Spec: ResolverSpecification {
    super.init(
      .notEqualTo, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.equality(
          property, reader, mappingTransform(inputs[0]), negated: true)
      })
  }

}
