import Synchronization

/// Where an entity struct keeps the object of each `@Property`, so that filters and sorts can
/// read properties straight from an array's storage.
///
/// Reading `entity[keyPath: \.$name]` for a computed `$name` boxes the entity — a copy and an
/// allocation for every read. Instead the byte offset of the property object is found once, from
/// a sample entity (the one word of the struct holding that object), and then loaded in place.
@usableFromInline
enum FieldOffsets {
  private static let cache = Mutex<[Key: Int?]>([:])

  private struct Key: Hashable, @unchecked Sendable {
    // @unchecked Sendable: key paths are immutable objects.
    let entity: ObjectIdentifier
    let property: AnyKeyPath
  }

  /// The offset of the property object a key path reaches, in entities of the sample's type;
  /// `nil` for classes and for objects not stored inline.
  @usableFromInline
  static func offset<Entity, Value>(
    of keyPath: KeyPath<Entity, EntityProperty<Value>>, sample: Entity
  ) -> Int? {
    guard !(Entity.self is AnyClass) else { return nil }
    let key = Key(entity: ObjectIdentifier(Entity.self), property: keyPath)
    if let known = cache.withLock({ $0[key] }) { return known }
    let object = sample[keyPath: keyPath]
    let target = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    let found: Int? = withUnsafeBytes(of: sample) { raw in
      var matches: [Int] = []
      let step = MemoryLayout<UInt>.alignment
      var offset = 0
      while offset + MemoryLayout<UInt>.size <= raw.count {
        if raw.loadUnaligned(fromByteOffset: offset, as: UInt.self) == target {
          matches.append(offset)
        }
        offset += step
      }
      return matches.count == 1 ? matches[0] : nil
    }
    cache.withLock { $0[key] = found }
    return found
  }
}

/// Reads a property of an entity in an array's storage, by the offset of its object.
@usableFromInline
struct RawPropertyReader<Value: _IntentValue & Sendable> {
  @usableFromInline let offset: Int

  @inlinable
  init(offset: Int) { self.offset = offset }

  /// Applies a function to the property's value, without copying the entity or retaining the
  /// property object.
  @inlinable
  func with<Result>(_ entity: UnsafeRawPointer, _ body: (Value) -> Result) -> Result {
    entity.load(fromByteOffset: offset, as: Unmanaged<EntityProperty<Value>>.self)
      ._withUnsafeGuaranteedRef { body($0.wrappedValue) }
  }
}
