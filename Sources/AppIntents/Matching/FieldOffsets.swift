import Synchronization

/// Where an entity struct keeps the object of each `@Property`, so that filters and sorts can
/// read properties straight from an array's storage.
///
/// Reading `entity[keyPath: \.$name]` for a computed `$name` boxes the entity — a copy and an
/// allocation for every read. Instead the byte offset of the property object is found once, from
/// a sample entity (the one word of the struct holding that object), and then loaded in place.
@usableFromInline
package enum FieldOffsets {
  private static let cache = Mutex<[Key: Int?]>([:])

  private struct Key: Hashable, @unchecked Sendable {
    // @unchecked Sendable: key paths are immutable objects.
    let entity: ObjectIdentifier
    let property: AnyKeyPath
  }

  /// The offset of the property object a key path reaches in the entities; `nil` for classes
  /// and enums, for objects not stored inline, and when the first and last entity do not keep
  /// the object at the same place (a computed `$name` that picks one of several properties).
  @usableFromInline
  package static func offset<Entity, Value>(
    of keyPath: KeyPath<Entity, EntityProperty<Value>>, in entities: UnsafeBufferPointer<Entity>
  ) -> Int? {
    guard let first = entities.first, let last = entities.last,
      let offset = offset(of: keyPath, sample: first)
    else { return nil }
    let object = Unmanaged.passUnretained(last[keyPath: keyPath]).toOpaque()
    let stored = withUnsafeBytes(of: last) {
      $0.loadUnaligned(fromByteOffset: offset, as: UInt.self)
    }
    return stored == UInt(bitPattern: object) ? offset : nil
  }

  /// The offset of an object's reference in a sample entity, not cached: `nil` for classes
  /// and enums, and unless exactly one word of the struct holds the object.
  package static func offset<Entity>(
    ofObject object: AnyObject, in sample: UnsafePointer<Entity>
  ) -> Int? {
    guard !(Entity.self is AnyClass),
      Mirror(reflecting: sample.pointee).displayStyle == .struct
    else { return nil }
    return offset(
      of: object, in: UnsafeRawBufferPointer(start: sample, count: MemoryLayout<Entity>.size))
  }

  /// The one word of the bytes that holds the object's reference; `nil` when none or several do.
  private static func offset(of object: AnyObject, in raw: UnsafeRawBufferPointer) -> Int? {
    let target = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    var found: Int?
    let step = MemoryLayout<UInt>.alignment
    var offset = 0
    while offset + MemoryLayout<UInt>.size <= raw.count {
      if raw.loadUnaligned(fromByteOffset: offset, as: UInt.self) == target {
        guard found == nil else { return nil }
        found = offset
      }
      offset += step
    }
    return found
  }

  /// The offset found in a sample entity, cached by type and key path.
  private static func offset<Entity, Value>(
    of keyPath: KeyPath<Entity, EntityProperty<Value>>, sample: Entity
  ) -> Int? {
    guard !(Entity.self is AnyClass) else { return nil }
    let key = Key(entity: ObjectIdentifier(Entity.self), property: keyPath)
    if let known = cache.withLock({ $0[key] }) { return known }
    // Only a struct keeps each stored field at one place in every value; an enum's cases lay
    // out their payloads differently.
    guard Mirror(reflecting: sample).displayStyle == .struct else {
      cache.withLock { $0[key] = .some(nil) }
      return nil
    }
    let object = sample[keyPath: keyPath]
    let found = withUnsafeBytes(of: sample) { offset(of: object, in: $0) }
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
