public import AppIntents
@_spi(Reflection) public import Swift

/// Finds the `@Property` fields of an entity type from its stored properties.
public enum FieldReflection {
  /// The entity type's `@Property` fields — name without the underscore, and key path to the
  /// wrapper — in declaration order; `nil` for a class, whose fields are read from an instance.
  public static func propertyFields<Entity: AppEntity>(
    of type: Entity.Type
  )
    -> [(name: String, keyPath: PartialKeyPath<Entity>)]?
  {
    guard !(type is AnyClass) else { return nil }
    var fields: [(name: String, keyPath: PartialKeyPath<Entity>)] = []
    _ = _forEachFieldWithKeyPath(of: type) { name, keyPath in
      let label = String(cString: name)
      if Swift.type(of: keyPath).valueType is any EntityPropertyType.Type, label.hasPrefix("_") {
        fields.append((String(label.dropFirst()), keyPath))
      }
      return true
    }
    return fields
  }

  /// The `@Property` objects of an instance, by name, in declaration order — for classes, and
  /// to name a property query's key paths by identity.
  static func propertyObjects(of entity: Any) -> [(name: String, property: any AnyEntityProperty)] {
    var mirror: Mirror? = Mirror(reflecting: entity)
    var found: [(name: String, property: any AnyEntityProperty)] = []
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, label.hasPrefix("_"),
          let property = child.value as? any AnyEntityProperty
        else { continue }
        found.append((String(label.dropFirst()), property))
      }
      mirror = current.superclassMirror
    }
    return found
  }
}
