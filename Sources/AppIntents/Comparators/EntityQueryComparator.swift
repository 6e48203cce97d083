/// The base class of the property comparators (`EqualToComparator`, `ContainsComparator`…):
/// a comparison a property supports, and how to turn a person's input into the query's
/// ``EntityPropertyQuery/ComparatorMappingType``.
public class EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
where
  Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable,
  InputType: _IntentValue
{
  /// The comparison this comparator performs.
  @usableFromInline let comparisonOperator: QueryComparisonOperator
  /// The resolvers that convert raw input into `InputType`.
  @usableFromInline let resolvers: [any Resolver]
  /// How inputs become the query's mapping type.
  @usableFromInline let mapping: ComparatorMapping<InputType, ComparatorMappingType>

  @usableFromInline
  init(
    _ comparisonOperator: QueryComparisonOperator, resolvers: [any Resolver] = [],
    mapping: ComparatorMapping<InputType, ComparatorMappingType>
  ) {
    self.comparisonOperator = comparisonOperator
    self.resolvers = resolvers
    self.mapping = mapping
  }
}

/// How a comparator turns inputs into the query's mapping type.
@usableFromInline
enum ComparatorMapping<InputType, ComparatorMappingType> {
  /// The app's mapping closure, given one input (or two for `isBetween`).
  case transform(([InputType]) -> ComparatorMappingType)
  /// A ready ``QueryComparator`` built from the property's key path and the transformed inputs.
  case queryComparator(
    (_ property: AnyKeyPath, _ reader: AnyObject?, _ inputs: [InputType]) -> ComparatorMappingType?)
}

/// A type-erased comparator of one property, as the comparators builder produces it.
public struct AnyEntityQueryComparator<
  Entity, Subject, Property, PropertyType, ComparatorMappingType
>
where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue, PropertyType: Sendable {
  @usableFromInline let comparisonOperator: QueryComparisonOperator
  @usableFromInline let inputType: Any.Type
  @usableFromInline let resolvers: [any Resolver]
  @usableFromInline let makeMapping:
    (_ property: AnyKeyPath, _ reader: AnyObject?, _ inputs: [Any]) throws -> ComparatorMappingType

  @inlinable
  init<InputType>(
    _ comparator: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
  ) {
    comparisonOperator = comparator.comparisonOperator
    inputType = InputType.self
    resolvers = comparator.resolvers
    let mapping = comparator.mapping
    let comparisonOperator = comparator.comparisonOperator
    makeMapping = { property, reader, inputs in
      let typed = try inputs.map { input -> InputType in
        guard let value = input as? InputType else {
          throw ComparatorInputError(
            comparisonOperator: comparisonOperator, expected: InputType.self,
            received: type(of: input))
        }
        return value
      }
      guard typed.count == comparisonOperator.arity else {
        throw ComparatorInputError(
          comparisonOperator: comparisonOperator, expectedCount: comparisonOperator.arity,
          receivedCount: typed.count)
      }
      switch mapping {
      case .transform(let transform):
        return transform(typed)
      case .queryComparator(let make):
        guard let result = make(property, reader, typed) else {
          throw ComparatorInputError(
            comparisonOperator: comparisonOperator, unreadableProperty: property)
        }
        return result
      }
    }
  }
}

/// Why a comparator could not map its inputs.
@usableFromInline
struct ComparatorInputError: Error, CustomStringConvertible, Sendable {
  /// What went wrong, for people.
  @usableFromInline let description: String

  @usableFromInline
  init(comparisonOperator: QueryComparisonOperator, expected: Any.Type, received: Any.Type) {
    description =
      "\(comparisonOperator.rawValue) expects a value of type \(expected), not \(received)"
  }

  @usableFromInline
  init(comparisonOperator: QueryComparisonOperator, expectedCount: Int, receivedCount: Int) {
    description =
      "\(comparisonOperator.rawValue) takes \(expectedCount) value(s), not \(receivedCount)"
  }

  @usableFromInline
  init(comparisonOperator: QueryComparisonOperator, unreadableProperty: AnyKeyPath) {
    description =
      "\(comparisonOperator.rawValue) cannot read the property \(unreadableProperty) of this entity"
  }
}
