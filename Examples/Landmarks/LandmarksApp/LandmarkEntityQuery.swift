import AppIntents

/// Finds landmarks by identifier, by name and by their properties.
struct LandmarkEntityQuery: EntityStringQuery, EntityPropertyQuery {
  // Naming the mapping type keeps the compiler from inferring it through `properties`, which
  // can recurse when another file uses this query first (see WritingQueries in the docs).
  typealias ComparatorMappingType = QueryComparator<LandmarkEntity>

  @Dependency var modelData: ModelData

  static let properties = QueryProperties {
    Property(\LandmarkEntity.$name) {
      EqualToComparator { $0 }
      ContainsComparator { $0 }
      HasPrefixComparator { $0 }
    }
    Property(\LandmarkEntity.$continent) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
    }
    Property(\LandmarkEntity.$country) {
      EqualToComparator { $0 }
    }
    Property(\LandmarkEntity.$elevation) {
      LessThanComparator { $0 }
      GreaterThanComparator { $0 }
      IsBetweenComparator { ($0, $1) }
    }
    Property(\LandmarkEntity.$isFeatured) {
      EqualToComparator { $0 }
    }
  }

  static let sortingOptions = SortingOptions {
    SortableBy(\LandmarkEntity.$name)
    SortableBy(\LandmarkEntity.$elevation)
  }

  static var findIntentDescription: IntentDescription? {
    IntentDescription("Finds landmarks by name, place or elevation.", resultValueName: "Landmarks")
  }

  func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] {
    modelData.landmarks(for: identifiers).map(LandmarkEntity.init)
  }

  func suggestedEntities() async throws -> [LandmarkEntity] {
    modelData.featuredLandmarks.map(LandmarkEntity.init)
  }

  func entities(matching string: String) async throws -> [LandmarkEntity] {
    let needle = FoldedString(string)
    return modelData.landmarks
      .filter { needle.isContained(in: $0.name) || needle.isContained(in: $0.summary) }
      .map(LandmarkEntity.init)
  }

  func entities(
    matching comparators: [QueryComparator<LandmarkEntity>], mode: ComparatorMode,
    sortedBy: [Sort<LandmarkEntity>], limit: Int?
  ) async throws -> [LandmarkEntity] {
    modelData.landmarks.map(LandmarkEntity.init)
      .matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  }
}
