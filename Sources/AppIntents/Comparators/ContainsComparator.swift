/// Whether a text property contains the person's text, or a collection property contains the
/// person's element.
public final class ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>:
  EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  InputType: _IntentValue
{
  /// Declares membership of an element in a collection property.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    PropertyType: _SequenceIntentValue, PropertyType: Sequence, InputType: Equatable,
    InputType == PropertyType.Element
  {
    super.init(.contains, mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares membership of an element in a collection property. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    PropertyType: _SequenceIntentValue, PropertyType: Sequence, InputType: Equatable,
    InputType == PropertyType.Element, Spec: ResolverSpecification
  {
    super.init(
      .contains, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares membership of an element in a collection property, with a transform of the element. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (InputType) -> InputType)
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: _SequenceIntentValue,
    PropertyType: Sequence, InputType: Equatable, InputType == PropertyType.Element,
    InputType: Sendable
  {
    super.init(
      .contains,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.membership(
          property, reader, mappingTransform(inputs[0]), in: PropertyType.self)
      })
  }

  /// Declares membership of an element in a collection property, with a transform of the element. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> InputType
  )
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: _SequenceIntentValue,
    PropertyType: Sequence, InputType: Equatable, InputType == PropertyType.Element,
    InputType: Sendable, Spec: ResolverSpecification
  {
    super.init(
      .contains, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.membership(
          property, reader, mappingTransform(inputs[0]), in: PropertyType.self)
      })
  }

  /// Declares membership of an element in an optional collection property.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    PropertyType: ExpressibleByNilLiteral, InputType: Equatable,
    InputType == PropertyType.UnwrappedType.Element,
    PropertyType.UnwrappedType: _SequenceIntentValue, PropertyType.UnwrappedType: Sequence
  {
    super.init(.contains, mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares membership of an element in an optional collection property. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    PropertyType: ExpressibleByNilLiteral, InputType: Equatable,
    InputType == PropertyType.UnwrappedType.Element,
    PropertyType.UnwrappedType: _SequenceIntentValue, PropertyType.UnwrappedType: Sequence,
    Spec: ResolverSpecification
  {
    super.init(
      .contains, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares membership of an element in an optional collection property, with a transform of the element. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (InputType) -> InputType)
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: ExpressibleByNilLiteral,
    InputType: Equatable, InputType == PropertyType.UnwrappedType.Element,
    PropertyType.UnwrappedType: _SequenceIntentValue, PropertyType.UnwrappedType: Sequence,
    InputType: Sendable
  {
    super.init(
      .contains,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.membership(
          property, reader, mappingTransform(inputs[0]), in: PropertyType.self)
      })
  }

  /// Declares membership of an element in an optional collection property, with a transform of the element. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<PropertyType.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> InputType
  )
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: ExpressibleByNilLiteral,
    InputType: Equatable, InputType == PropertyType.UnwrappedType.Element,
    PropertyType.UnwrappedType: _SequenceIntentValue, PropertyType.UnwrappedType: Sequence,
    InputType: Sendable, Spec: ResolverSpecification
  {
    super.init(
      .contains, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.membership(
          property, reader, mappingTransform(inputs[0]), in: PropertyType.self)
      })
  }

  /// Declares the comparison for a text property.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where Property: EntityProperty<String>, PropertyType == String, InputType == String {
    super.init(.contains, mapping: .transform { mappingTransform($0[0]) })
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
      .contains, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for a text property, with a transform of the person's text. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (InputType) -> InputType)
  where
    ComparatorMappingType == QueryComparator<Entity>, Property: EntityProperty<String>,
    PropertyType == String, InputType == String
  {
    super.init(
      .contains,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .contains, mappingTransform(inputs[0]), as: PropertyType.self)
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
      .contains, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .contains, mappingTransform(inputs[0]), as: PropertyType.self)
      })
  }

  /// Declares the comparison for an optional text property.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    PropertyType: ExpressibleByNilLiteral, InputType == String, PropertyType.UnwrappedType == String
  {
    super.init(.contains, mapping: .transform { mappingTransform($0[0]) })
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
      .contains, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for an optional text property, with a transform of the person's text. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (InputType) -> InputType)
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: ExpressibleByNilLiteral,
    InputType == String, PropertyType.UnwrappedType == String
  {
    super.init(
      .contains,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .contains, mappingTransform(inputs[0]), as: PropertyType.self)
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
      .contains, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .contains, mappingTransform(inputs[0]), as: PropertyType.self)
      })
  }

  /// Declares the comparison for an attributed text property.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    Property: EntityProperty<AttributedString>, PropertyType == AttributedString,
    InputType == AttributedString
  {
    super.init(.contains, mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for an attributed text property. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<AttributedString.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    Property: EntityProperty<AttributedString>, PropertyType == AttributedString,
    InputType == AttributedString, Spec: ResolverSpecification
  {
    super.init(
      .contains, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for an attributed text property, with a transform of the person's text. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (InputType) -> InputType)
  where
    ComparatorMappingType == QueryComparator<Entity>, Property: EntityProperty<AttributedString>,
    PropertyType == AttributedString, InputType == AttributedString
  {
    super.init(
      .contains,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .contains, String(mappingTransform(inputs[0]).characters),
          as: PropertyType.self)
      })
  }

  /// Declares the comparison for an attributed text property, with a transform of the person's text. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<AttributedString.UnwrappedType> withResolvers resolvers:
      @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> InputType
  )
  where
    ComparatorMappingType == QueryComparator<Entity>, Property: EntityProperty<AttributedString>,
    PropertyType == AttributedString, InputType == AttributedString, Spec: ResolverSpecification
  {
    super.init(
      .contains, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .contains, String(mappingTransform(inputs[0]).characters),
          as: PropertyType.self)
      })
  }

  /// Declares the comparison for an optional attributed text property.
  public init(mappingTransform: @escaping (InputType) -> ComparatorMappingType)
  where
    PropertyType: ExpressibleByNilLiteral, InputType == AttributedString,
    PropertyType.UnwrappedType == AttributedString
  {
    super.init(.contains, mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for an optional attributed text property. Raw input is converted by the given resolvers first.
  public init<Spec>(
    @ResolverSpecificationBuilder<AttributedString> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> ComparatorMappingType
  )
  where
    PropertyType: ExpressibleByNilLiteral, InputType == AttributedString,
    PropertyType.UnwrappedType == AttributedString, Spec: ResolverSpecification
  {
    super.init(
      .contains, resolvers: Array(resolvers()), mapping: .transform { mappingTransform($0[0]) })
  }

  /// Declares the comparison for an optional attributed text property, with a transform of the person's text. Builds a ready ``QueryComparator``.
  @inlinable
  public init<Entity: AppEntity>(mappingTransform: @escaping (InputType) -> InputType)
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: ExpressibleByNilLiteral,
    InputType == AttributedString, PropertyType.UnwrappedType == AttributedString
  {
    super.init(
      .contains,
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .contains, String(mappingTransform(inputs[0]).characters),
          as: PropertyType.self)
      })
  }

  /// Declares the comparison for an optional attributed text property, with a transform of the person's text. Builds a ready ``QueryComparator``; raw input is converted by the given
  /// resolvers first.
  @inlinable
  public init<Entity: AppEntity, Spec>(
    @ResolverSpecificationBuilder<AttributedString> withResolvers resolvers: @escaping () -> Spec,
    mappingTransform: @escaping (InputType) -> InputType
  )
  where
    ComparatorMappingType == QueryComparator<Entity>, PropertyType: ExpressibleByNilLiteral,
    InputType == AttributedString, PropertyType.UnwrappedType == AttributedString,
    Spec: ResolverSpecification
  {
    super.init(
      .contains, resolvers: Array(resolvers()),
      mapping: .queryComparator { property, reader, inputs in
        QueryComparator<Entity>.text(
          property, reader, .contains, String(mappingTransform(inputs[0]).characters),
          as: PropertyType.self)
      })
  }

}
