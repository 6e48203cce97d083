/// Whether a text property starts with the person's text.
public final class HasPrefixComparator<Property, PropertyType, InputType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  InputType: _IntentValue
{
  /// Declares the comparison for a text property.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    super.init(.hasPrefix, mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for a text property. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<String.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    Property: EntityProperty<String>, PropertyType == String, InputType == String,
    Spec: ResolverSpecification
  {
    super.init(
      .hasPrefix, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for a text property, with a transform of the person's text. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (InputType) -> InputType)
  where
    ComparatorMappingType == QueryComparator<Entity>, Property: EntityProperty<String>,
    PropertyType == String, InputType == String
  {
    super.init(
      .hasPrefix,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .hasPrefix, mappingTransform(inputs[0]), as: PropertyType.self)
      })
  }

  /// Declares the comparison for a text property, with a transform of the person's text. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<String.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> InputType
  )
  where
    ComparatorMappingType == QueryComparator<Entity>, Property: EntityProperty<String>,
    PropertyType == String, InputType == String, Spec: ResolverSpecification
  {
    super.init(
      .hasPrefix, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .hasPrefix, mappingTransform(inputs[0]), as: PropertyType.self)
      })
  }

  /// Declares the comparison for an optional text property.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    PropertyType: ExpressibleByNilLiteral, InputType == String, PropertyType.UnwrappedType == String
  {
    super.init(.hasPrefix, mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for an optional text property. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<String> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    PropertyType: ExpressibleByNilLiteral, InputType == String,
    PropertyType.UnwrappedType == String, Spec: ResolverSpecification
  {
    super.init(
      .hasPrefix, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for an optional text property, with a transform of the person's text. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (InputType) -> InputType)
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: ExpressibleByNilLiteral,
    InputType == String, PropertyType.UnwrappedType == String
  {
    super.init(
      .hasPrefix,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .hasPrefix, mappingTransform(inputs[0]), as: PropertyType.self)
      })
  }

  /// Declares the comparison for an optional text property, with a transform of the person's text. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<String> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> InputType
  )
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: ExpressibleByNilLiteral,
    InputType == String, PropertyType.UnwrappedType == String, Spec: ResolverSpecification
  {
    super.init(
      .hasPrefix, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .hasPrefix, mappingTransform(inputs[0]), as: PropertyType.self)
      })
  }

}
