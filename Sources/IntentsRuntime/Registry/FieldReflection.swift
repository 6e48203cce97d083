public import AppIntents
// The standard library's reflection SPI, for `_forEachFieldWithKeyPath`: the only way Swift
// offers to list a type's stored properties, with key paths to them, from the type alone.
// `Mirror` needs an instance and gives no key paths; without this, an entity type would have no
// derived-Find columns until some entity exists, and its columns no stored key paths for
// `MemoryLayout.offset(of:)` (see `PropertyRead`).
@_spi(Reflection) public import Swift

/// Finds the `@Property` fields of an entity type from its stored properties.
public enum FieldReflection {
  /// The entity type's `@Property` fields — name without the underscore, and key path to the
  /// wrapper — and its `@ComputedProperty`/`@DeferredProperty` fields (key path through the
  /// field of size zero `_name` to the shared property object), in declaration order; `nil`
  /// for a class, whose fields are read from an instance.
  public static func propertyFields<Entity: AppEntity>(
    of type: Entity.Type
  )
    -> [(name: String, keyPath: PartialKeyPath<Entity>)]?
  {
    guard !(type is AnyClass) else { return nil }
    var fields: [(name: String, keyPath: PartialKeyPath<Entity>)] = []
    _ = _forEachFieldWithKeyPath(of: type) { name, keyPath in
      let label = String(cString: name)
      let fieldType = Swift.type(of: keyPath).valueType
      guard label.hasPrefix("_") else { return true }
      if fieldType is any EntityPropertyType.Type {
        fields.append((String(label.dropFirst()), keyPath))
      } else if let field = fieldType as? any AnyEntityPropertyField.Type,
        let property = field.propertyKeyPath(from: keyPath)
      {
        // `@ComputedProperty var name` / `@DeferredProperty var name`: the field `_name`, whose
        // type leads to the shared property object.
        fields.append((String(label.dropFirst()), property))
      }
      return true
    }
    return fields
  }

  /// The `@Property` objects of an instance, by name, in declaration order — for classes, and
  /// to name a property query's key paths by identity.
  package static func propertyObjects(of entity: Any) -> [(name: String, property: any AnyEntityProperty)] {
    var mirror: Mirror? = Mirror(reflecting: entity)
    var found: [(name: String, property: any AnyEntityProperty)] = []
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, label.hasPrefix("_") else { continue }
        if let field = child.value as? any AnyEntityPropertyField {
          found.append((String(label.dropFirst()), type(of: field).anyProperty))
        } else if let property = child.value as? any AnyEntityProperty {
          found.append((String(label.dropFirst()), property))
        }
      }
      mirror = current.superclassMirror
    }
    return found
  }
}
