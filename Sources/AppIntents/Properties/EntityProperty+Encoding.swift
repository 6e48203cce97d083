extension EntityProperty {
  /// The stored value of a stored property, for writers that read many entities of one type:
  /// `.stored(value)` (`value` is `nil` when none was given), or `.computed` when the value
  /// is computed from the entity and must be read through ``AnyEntityProperty``.
  @inlinable
  package var storedValueForEncoding: StoredPropertyValue<Value> {
    accessor == nil ? .stored(storage) : .computed
  }
}

/// What a property object holds for a writer: its stored value, or nothing because the value
/// is computed from the entity.
@usableFromInline
package enum StoredPropertyValue<Value> {
  /// A stored property's value; `nil` when none was given.
  case stored(Value?)
  /// A computed or deferred property: read it through the entity.
  case computed
}
