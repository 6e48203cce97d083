// `@Parameter` forms of lists of entities, with a size (per widget family, or one for all).

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType: AppEntity {
  /// A list of entities parameter with a list size.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A list of entities parameter titled after its name with a list size.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A list of entities parameter with a list size and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A list of entities parameter titled after its name with a list size and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A list of entities parameter with a list size and a query of its own.
  public convenience init<Query>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.query = query
    }
  }

  /// A list of entities parameter titled after its name with a list size and a query of its own.
  public convenience init<Query>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.query = query
    }
  }
}
