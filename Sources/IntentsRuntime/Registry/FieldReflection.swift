public import AppIntents

/// Finds the properties of an entity type.
///
/// Swift has no public way to list a type's stored properties from the type alone, so a
/// struct's are read from the table the `EntityPropertyTables` build plugin writes for it
/// (``AppIntents/_EntityPropertyTable``); a type without one — a class, or a struct of a target
/// that does not apply the plugin — has its properties read from each instance with `Mirror`.
public enum FieldReflection {
  /// The entity type's `@Property`, `@ComputedProperty` and `@DeferredProperty` properties —
  /// name, and key path `\Entity.$name` to the property object — in declaration order; `nil`
  /// for a type without a property table, whose properties are read from an instance.
  public static func propertyFields<Entity: AppEntity>(
    of type: Entity.Type
  )
    -> [(name: String, keyPath: PartialKeyPath<Entity>)]?
  {
    guard let table = type as? any _EntityPropertyTable.Type else { return nil }
    return fields(of: table).compactMap { field in
      (field.keyPath as? PartialKeyPath<Entity>).map { (field.name, $0) }
    }
  }

  private static func fields<Table: _EntityPropertyTable>(
    of table: Table.Type
  ) -> [(name: String, keyPath: AnyKeyPath)] {
    Table._entityPropertyFields.map { ($0.name, $0.keyPath as AnyKeyPath) }
  }

  /// The `@Property` objects of an instance, by name, in declaration order — for classes, and
  /// to name a property query's key paths by identity.
  package static func propertyObjects(
    of entity: Any
  ) -> [(name: String, property: any AnyEntityProperty)] {
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
