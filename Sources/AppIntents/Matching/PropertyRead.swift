/// How Find reads one property of the entities it filters and sorts in an array's storage.
///
/// The answer is always what `entity[keyPath: keyPath]` gives for that entity — the property
/// object — and then its value: the stored one, or the one computed from the entity. Nothing is
/// guessed from a sample entity: a key path such as `var level: EntityProperty<Int> { usesSpare
/// ? $spare : $main }` may reach another object for every entity, and each is read.
///
/// Reading through a key path costs the Swift runtime several hundred instructions. Where Swift
/// promises where the object lies — a key path to a stored property, for which
/// `MemoryLayout.offset(of:)` gives the offset — the object is read there instead: the same
/// object, by the language's own account of the layout. Otherwise, where the entity type's
/// property table lists the key path (`\.$name`), the object is read by the table's function,
/// the same access written as code (``_EntityPropertyTableEntry``).
@usableFromInline
struct PropertyRead<Entity, Value: _IntentValue & Sendable>: Sendable {
  @usableFromInline let sharedKeyPath: SharedKeyPath<KeyPath<Entity, EntityProperty<Value>>>
  /// The offset of the property object in an entity when the key path is a stored property of
  /// a struct (`MemoryLayout.offset(of:)`); `nil` for a computed key path (`\.$name`) or a
  /// class entity.
  @usableFromInline let offset: Int?
  /// The table's function reading the object the key path reaches, when there is no offset.
  @usableFromInline let reader: EntityPropertyReader<Entity, Value>?

  @inlinable
  init(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
    sharedKeyPath = SharedKeyPath(keyPath)
    offset = MemoryLayout<Entity>.offset(of: keyPath)
    reader = offset == nil ? EntityPropertyReader<Entity, Value>.forKeyPath(keyPath) : nil
  }

  /// The key path to the property object.
  @inlinable var keyPath: KeyPath<Entity, EntityProperty<Value>> { sharedKeyPath.path }

  /// The property object of the entity at the pointer.
  @inlinable
  func object(at entity: UnsafePointer<Entity>) -> EntityProperty<Value> {
    guard let offset else { return object(of: entity.pointee) }
    // The memory of a stored property is bound to its type, at the offset Swift reports.
    return UnsafeRawPointer(entity).advanced(by: offset)
      .assumingMemoryBound(to: EntityProperty<Value>.self).pointee
  }

  /// The property object of the entity: through the table's function when it has one, else
  /// through the key path.
  @inlinable
  func object(of entity: Entity) -> EntityProperty<Value> {
    guard let reader else { return entity[keyPath: keyPath] }
    return reader.read(entity)
  }

  /// The property's value for the entity at the pointer: the stored value, or the one computed
  /// from the entity; `nil` for a deferred property, which has no value without waiting.
  @inlinable
  func value(at entity: UnsafePointer<Entity>) -> Value? {
    PropertyRead.value(of: object(at: entity), in: entity.pointee)
  }

  /// The value of a property object of the entity; see ``value(at:)``.
  @inlinable
  static func value(of object: EntityProperty<Value>, in entity: Entity) -> Value? {
    guard object.isComputedProperty else { return object.wrappedValue }
    return object.value(in: entity)
  }
}
