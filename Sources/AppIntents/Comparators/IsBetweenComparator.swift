/// Whether a comparable property's value lies between two values, both included. Shortcuts
/// offers it for dates.
public final class IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  InputType: Comparable, InputType == PropertyType.UnwrappedType
{
  /// Declares the comparison, mapping the lower and upper bound to the query's mapping type.
  public init(mappingTransform: @escaping (InputType, InputType) -> ComparatorMappingType) {
    super.init(.isBetween, mapping: .transform { mappingTransform($0[0], $0[1]) })
  }

  /// Declares the comparison, mapping the lower and upper bound to the query's mapping type. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<InputType> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType, InputType) -> ComparatorMappingType
  ) where Spec: ResolverSpecification {
    super.init(
      .isBetween, resolvers: Array(resolvers()),
      mapping: .transform { mappingTransform($0[0], $0[1]) })
  }

  /// Declares the comparison with a transform of the bounds. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(
    mappingTransform: @escaping (InputType, InputType) -> (InputType, InputType)
  )
  where ComparatorMappingType == QueryComparator<Entity>, InputType: Sendable {
    super.init(
      .isBetween,
      mapping: .queryComparator { property, reader, inputs in
        let (lower, upper) = mappingTransform(inputs[0], inputs[1])
        return QueryComparator<Entity>.between(
          property, reader, lower, upper, reading: PropertyType.self)
      })
  }

  /// Declares the comparison with a transform of the bounds. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<InputType> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType, InputType) -> (InputType, InputType)
  )
  where
    ComparatorMappingType == QueryComparator<Entity>, InputType: Sendable,
    Spec: ResolverSpecification
  {
    super.init(
      .isBetween, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        let (lower, upper) = mappingTransform(inputs[0], inputs[1])
        return QueryComparator<Entity>.between(
          property, reader, lower, upper, reading: PropertyType.self)
      })
  }

}
