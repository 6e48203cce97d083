/// The base class of the properties an ``EntityPropertyQuery`` can filter by.
public class EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
  /// The property as declared: `\LandmarkEntity.$name`, or a related entity's property.
  package let property: AnyKeyPath
  /// The key path from the entity itself, when the property is the entity's own.
  package let entityKeyPath: PartialKeyPath<Entity>?
  /// The property's value type.
  package let valueType: Any.Type
  /// The comparators the property supports, in declaration order.
  package let comparators: [QueryPropertyComparator<ComparatorMappingType>]
  /// Reads the property's value from an entity.
  package let readValue: (Entity) -> Any
  /// Reads the property object (title, identifier) from an entity.
  let readProperty: (Entity) -> AnyObject

  init(
    property: AnyKeyPath, entityKeyPath: PartialKeyPath<Entity>?, valueType: Any.Type,
    comparators: [QueryPropertyComparator<ComparatorMappingType>],
    readValue: @escaping (Entity) -> Any, readProperty: @escaping (Entity) -> AnyObject
  ) {
    self.property = property
    self.entityKeyPath = entityKeyPath
    self.valueType = valueType
    self.comparators = comparators
    self.readValue = readValue
    self.readProperty = readProperty
  }
}

/// A property an ``EntityPropertyQuery`` can filter by, with the comparators it supports:
/// `Property(\.$height) { LessThanComparator { … }; GreaterThanComparator { … } }`.
///
/// With `entityProvider:`, the property belongs to a related entity: a query on photos can
/// filter by their album's name.
public final class EntityQueryProperty<
  Entity, Subject, Property, PropertyType, ComparatorMappingType
>:
  EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
where
  Entity: AppEntity, Subject: AppEntity, Property: EntityProperty<PropertyType>,
  PropertyType: _IntentValue, PropertyType: Sendable
{
  /// The comparators of one property.
  public typealias QueryComparators = [AnyEntityQueryComparator<
    Entity, Subject, Property, PropertyType, ComparatorMappingType
  >]

  /// A property of a related entity, reached from the queried entity through `entityProvider`.
  public init(
    _ keyPath: KeyPath<Subject, Property>, entityProvider: @escaping (Entity) -> Subject,
    @EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType>
    comparators: () -> QueryComparators
  ) {
    let ownKeyPath = Entity.self == Subject.self ? keyPath as? PartialKeyPath<Entity> : nil
    let read: (Entity) -> PropertyType = { entity in
      let subject = entityProvider(entity)
      let object = subject[keyPath: keyPath]
      // A computed property (`@ComputedProperty`) reads its getter.
      guard object.isComputedProperty, let value = object.value(in: subject) else {
        return object.wrappedValue
      }
      return value
    }
    let reader: AnyObject? = ownKeyPath == nil ? PropertyReader(read) : nil
    let erased = comparators().map { comparator in
      QueryPropertyComparator(
        comparisonOperator: comparator.comparisonOperator, inputType: comparator.inputType,
        resolvers: comparator.resolvers
      ) { inputs in try comparator.makeMapping(keyPath, reader, inputs) }
    }
    super.init(
      property: keyPath, entityKeyPath: ownKeyPath, valueType: PropertyType.self,
      comparators: erased, readValue: { read($0) },
      readProperty: { entityProvider($0)[keyPath: keyPath] })
  }

  /// A property of the queried entity itself.
  public convenience init(
    _ keyPath: KeyPath<Subject, Property>,
    @EntityQueryComparatorsBuilder<Entity, Entity, Property, PropertyType, ComparatorMappingType>
    comparators: () -> QueryComparators
  ) where Entity == Subject {
    self.init(keyPath, entityProvider: { $0 }, comparators: comparators)
  }
}

/// One comparator of a query property, ready to map a person's inputs.
package struct QueryPropertyComparator<ComparatorMappingType> {
  /// The comparison.
  public let comparisonOperator: QueryComparisonOperator
  /// The type each input must have.
  public let inputType: Any.Type
  /// The resolvers that convert raw input into ``inputType``.
  public let resolvers: [any Resolver]
  /// Maps inputs of ``inputType`` (one, or two for `isBetween`) to the query's mapping type.
  public let map: ([Any]) throws -> ComparatorMappingType
}

/// The properties an ``EntityPropertyQuery`` can filter by.
///
/// ```swift
/// static let properties = QueryProperties {
///   Property(\TrailEntity.$name) { ContainsComparator { $0 } }
///   Property(\TrailEntity.$length) { LessThanComparator { $0 } }
/// }
/// ```
public struct EntityQueryProperties<Entity, ComparatorMappingType>: @unchecked Sendable
where Entity: AppEntity {
  // @unchecked Sendable, without a lock: Swift 6 needs the type `Sendable` for the
  // `static let properties` apps write, but what it holds comes through Apple's signatures as
  // non-Sendable — `EntityQueryPropertyDeclaration` is an open class, and the comparators'
  // `mappingTransform` and `entityProvider` closures are not `@Sendable`. Nothing here is
  // written after `init`; the closures are the app's comparator declarations.
  /// The declared properties, in order.
  package let declarations: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

  /// Declares the properties.
  public init(
    @EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () ->
      [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]
  ) {
    declarations = properties()
  }

  /// The property declared at a position.
  public subscript(index: Int) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
    declarations[index]
  }
}

/// Builds the list of properties an ``EntityPropertyQuery`` can filter by.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> where Entity: AppEntity {
  /// A property stands for itself.
  public static func buildExpression(
    _ expression: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
  ) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
    expression
  }

  /// The properties, in declaration order.
  public static func buildBlock(
    _ components: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>...
  ) -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] {
    components
  }
}
