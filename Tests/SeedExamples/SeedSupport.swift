// Test support: registers the stand-in dependencies, and plays the system's part of a Find —
// mapping a person's value through a declared comparator — until the runtime exists to do it.

import AppIntents
import Testing

enum SeedDependencies {
  /// Registers the stand-in data the seed queries read through `@Dependency`.
  static let registered: Void = {
    AppDependencyManager.shared.add(dependency: ModelData())
    AppDependencyManager.shared.add(dependency: TrailDataManager())
    AppDependencyManager.shared.add(dependency: Database.shared)
  }()
}

extension EntityPropertyQuery {
  /// Maps a value through the comparator `operator` of the property at `keyPath`, as the system
  /// does when a person adds a condition to a Find action.
  static func condition(
    _ keyPath: AnyKeyPath, _ comparison: QueryComparisonOperator, _ values: Any...
  ) throws -> ComparatorMappingType {
    for index in 0..<Int.max {
      guard index < declarationCount else { break }
      let declaration = properties[index]
      guard declaration.property == keyPath else { continue }
      guard let comparator = declaration.comparators.first(where: { $0.comparisonOperator == comparison })
      else { break }
      return try comparator.map(values)
    }
    throw SeedTestError.noSuchCondition("\(keyPath) \(comparison)")
  }

  static var declarationCount: Int { properties.declarations.count }

  /// A sort by the declared sortable property at `keyPath`.
  static func sort(_ keyPath: PartialKeyPath<Entity>, _ order: EntityQuerySort<Entity>.Ordering = .ascending)
    throws -> EntityQuerySort<Entity>
  {
    guard let option = sortingOptions.options.first(where: { $0.keyPath == keyPath }) else {
      throw SeedTestError.noSuchCondition("sort by \(keyPath)")
    }
    return EntityQuerySort(option, order: order)
  }
}

enum SeedTestError: Error {
  case noSuchCondition(String)
}

/// The plain titles of entities, for comparing results.
func titles<Entity: AppEntity>(_ entities: [Entity]) -> [String] {
  entities.map { String(localized: $0.displayRepresentation.title) }
}
