// The initializers of `@Property`. Apple declares each set once per supported value type; here
// one unconstrained set serves every `_IntentValue`, which accepts all code Apple accepts.

extension EntityProperty {
  /// A stored property with a title.
  public convenience init(title: LocalizedStringResource) {
    self.init(declaredTitle: title)
  }

  /// A stored property indexed in Spotlight under an attribute.
  public convenience init(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
    self.init(declaredTitle: nil, indexingKey: indexingKey)
  }

  /// A stored property indexed in Spotlight under a custom attribute.
  public convenience init(customIndexingKey: CSCustomAttributeKey) {
    self.init(declaredTitle: nil, customIndexingKey: customIndexingKey)
  }

  /// A stored property with a title, indexed in Spotlight under an attribute.
  public convenience init(
    title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
  ) {
    self.init(declaredTitle: title, indexingKey: indexingKey)
  }

  /// A stored property with a title, indexed in Spotlight under a custom attribute.
  public convenience init(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) {
    self.init(declaredTitle: title, customIndexingKey: customIndexingKey)
  }

  /// A stored property with a stable identifier; used by
  /// the property macros.
  public convenience init(identifier: String) {
    self.init(declaredTitle: nil, identifier: identifier)
  }

  /// A stored property with a stable identifier indexed in Spotlight under an attribute; used by
  /// the property macros.
  public convenience init(
    identifier: String, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
  ) {
    self.init(declaredTitle: nil, identifier: identifier, indexingKey: indexingKey)
  }

  /// A stored property with a stable identifier indexed in Spotlight under a custom attribute; used by
  /// the property macros.
  public convenience init(identifier: String, customIndexingKey: CSCustomAttributeKey) {
    self.init(declaredTitle: nil, identifier: identifier, customIndexingKey: customIndexingKey)
  }

  /// A stored property with a stable identifier and a title; used by
  /// the property macros.
  public convenience init(identifier: String, title: LocalizedStringResource) {
    self.init(declaredTitle: title, identifier: identifier)
  }

  /// A stored property with a stable identifier and a title indexed in Spotlight under an attribute; used by
  /// the property macros.
  public convenience init(
    identifier: String, title: LocalizedStringResource,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
  ) {
    self.init(declaredTitle: title, identifier: identifier, indexingKey: indexingKey)
  }

  /// A stored property with a stable identifier and a title indexed in Spotlight under a custom attribute; used by
  /// the property macros.
  public convenience init(
    identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey
  ) {
    self.init(declaredTitle: title, identifier: identifier, customIndexingKey: customIndexingKey)
  }

  /// A property computed from the entity; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(identifier: String, getter: KeyPath<Entity, Value>) {
    self.init(declaredTitle: nil, identifier: identifier, accessor: .reading(getter))
  }

  /// A property computed from the entity and writable; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, getSetter: WritableKeyPath<Entity, Value>
  ) {
    self.init(declaredTitle: nil, identifier: identifier, accessor: .readingAndWriting(getSetter))
  }

  /// A property computed only when asked for (`@DeferredProperty`); used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, asyncGetter: @escaping @Sendable (Entity) async throws -> Value
  ) {
    self.init(declaredTitle: nil, identifier: identifier, accessor: .deferred(asyncGetter))
  }

  /// A property computed only when asked for, indexed in Spotlight under an attribute (the
  /// index awaits it); used by the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
    asyncGetter: @escaping @Sendable (Entity) async throws -> Value
  ) {
    self.init(
      declaredTitle: nil, identifier: identifier, indexingKey: indexingKey,
      accessor: .deferred(asyncGetter))
  }

  /// A property computed only when asked for, indexed in Spotlight under a custom attribute
  /// (the index awaits it); used by the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, customIndexingKey: CSCustomAttributeKey,
    asyncGetter: @escaping @Sendable (Entity) async throws -> Value
  ) {
    self.init(
      declaredTitle: nil, identifier: identifier, customIndexingKey: customIndexingKey,
      accessor: .deferred(asyncGetter))
  }

  /// A property with a title computed only when asked for, indexed in Spotlight under an
  /// attribute (the index awaits it); used by the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
    asyncGetter: @escaping @Sendable (Entity) async throws -> Value
  ) {
    self.init(
      declaredTitle: title, identifier: identifier, indexingKey: indexingKey,
      accessor: .deferred(asyncGetter))
  }

  /// A property with a title computed only when asked for, indexed in Spotlight under a custom
  /// attribute (the index awaits it); used by the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey,
    asyncGetter: @escaping @Sendable (Entity) async throws -> Value
  ) {
    self.init(
      declaredTitle: title, identifier: identifier, customIndexingKey: customIndexingKey,
      accessor: .deferred(asyncGetter))
  }

  /// A property computed from the entity indexed in Spotlight under an attribute; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
    getter: KeyPath<Entity, Value>
  ) {
    self.init(
      declaredTitle: nil, identifier: identifier, indexingKey: indexingKey,
      accessor: .reading(getter))
  }

  /// A property computed from the entity and writable indexed in Spotlight under an attribute; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
    getSetter: WritableKeyPath<Entity, Value>
  ) {
    self.init(
      declaredTitle: nil, identifier: identifier, indexingKey: indexingKey,
      accessor: .readingAndWriting(getSetter))
  }

  /// A property computed from the entity indexed in Spotlight under a custom attribute; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, customIndexingKey: CSCustomAttributeKey, getter: KeyPath<Entity, Value>
  ) {
    self.init(
      declaredTitle: nil, identifier: identifier, customIndexingKey: customIndexingKey,
      accessor: .reading(getter))
  }

  /// A property computed from the entity and writable indexed in Spotlight under a custom attribute; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, customIndexingKey: CSCustomAttributeKey,
    getSetter: WritableKeyPath<Entity, Value>
  ) {
    self.init(
      declaredTitle: nil, identifier: identifier, customIndexingKey: customIndexingKey,
      accessor: .readingAndWriting(getSetter))
  }

  /// A property computed from the entity; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource, getter: KeyPath<Entity, Value>
  ) {
    self.init(declaredTitle: title, identifier: identifier, accessor: .reading(getter))
  }

  /// A property computed from the entity and writable; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource, getSetter: WritableKeyPath<Entity, Value>
  ) {
    self.init(declaredTitle: title, identifier: identifier, accessor: .readingAndWriting(getSetter))
  }

  /// A property computed only when asked for (`@DeferredProperty`); used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource,
    asyncGetter: @escaping @Sendable (Entity) async throws -> Value
  ) {
    self.init(declaredTitle: title, identifier: identifier, accessor: .deferred(asyncGetter))
  }

  /// A property computed from the entity indexed in Spotlight under an attribute; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>, getter: KeyPath<Entity, Value>
  ) {
    self.init(
      declaredTitle: title, identifier: identifier, indexingKey: indexingKey,
      accessor: .reading(getter))
  }

  /// A property computed from the entity and writable indexed in Spotlight under an attribute; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
    getSetter: WritableKeyPath<Entity, Value>
  ) {
    self.init(
      declaredTitle: title, identifier: identifier, indexingKey: indexingKey,
      accessor: .readingAndWriting(getSetter))
  }

  /// A property computed from the entity indexed in Spotlight under a custom attribute; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey,
    getter: KeyPath<Entity, Value>
  ) {
    self.init(
      declaredTitle: title, identifier: identifier, customIndexingKey: customIndexingKey,
      accessor: .reading(getter))
  }

  /// A property computed from the entity and writable indexed in Spotlight under a custom attribute; used by
  /// the property macros.
  public convenience init<Entity: AppEntity>(
    identifier: String, title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey,
    getSetter: WritableKeyPath<Entity, Value>
  ) {
    self.init(
      declaredTitle: title, identifier: identifier, customIndexingKey: customIndexingKey,
      accessor: .readingAndWriting(getSetter))
  }
}

extension PropertyAccessor {
  /// Reads the value through a key path.
  static func reading<Entity>(_ keyPath: KeyPath<Entity, Value>) -> PropertyAccessor {
    let keyPath = SharedKeyPath(keyPath)
    let read: @Sendable (Any) -> Value? = { ($0 as? Entity)?[keyPath: keyPath.path] }
    return PropertyAccessor(
      entityType: Entity.self, read: read, readAsync: { read($0) }, isWritable: false,
      typedRead: ComputedReader<Entity, Value> { $0[keyPath: keyPath.path] })
  }

  /// Reads the value through a writable key path.
  static func readingAndWriting<Entity>(
    _ keyPath: WritableKeyPath<Entity, Value>
  )
    -> PropertyAccessor
  {
    var accessor = reading(keyPath as KeyPath<Entity, Value>)
    accessor = PropertyAccessor(
      entityType: accessor.entityType, read: accessor.read, readAsync: accessor.readAsync,
      isWritable: true, typedRead: accessor.typedRead)
    return accessor
  }

  /// Reads the value with an asynchronous closure, only when asked for.
  static func deferred<Entity>(
    _ read: @escaping @Sendable (Entity) async throws -> Value
  )
    -> PropertyAccessor
  {
    PropertyAccessor(
      entityType: Entity.self, read: nil,
      readAsync: { entity in
        guard let entity = entity as? Entity else { return nil }
        return try await read(entity)
      }, isWritable: false, typedRead: nil)
  }
}
