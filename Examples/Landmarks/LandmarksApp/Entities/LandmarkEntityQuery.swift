public import AppIntents
import IntentsRuntime
import IntentsSQL
import IntentsSQLite

/// Finds landmarks by identifier, by text and by their properties — in SQL: the comparators a
/// Find builds are translated into a `WHERE` clause, so nothing is loaded that is not returned.
public struct LandmarkEntityQuery: EntityStringQuery, EntityPropertyQuery {
  // Naming the mapping type keeps the compiler from inferring it through `properties`, which
  // can recurse when another file uses this query first (see WritingQueries in the docs).
  /// The comparators a Find builds: the ready in-memory mapping, read back as SQL below.
  public typealias ComparatorMappingType = QueryComparator<LandmarkEntity>

  @Dependency var database: LandmarkDatabase

  /// A query; its database comes from the dependency manager.
  public init() {}

  /// The properties a Find can filter on, and the comparisons each supports.
  public static let properties = QueryProperties {
    Property(\LandmarkEntity.$name) {
      EqualToComparator { $0 }
      ContainsComparator { $0 }
      HasPrefixComparator { $0 }
    }
    Property(\LandmarkEntity.$kind) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
    }
    Property(\LandmarkEntity.$continent) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
    }
    Property(\LandmarkEntity.$country) {
      EqualToComparator { $0 }
      ContainsComparator { $0 }
    }
    Property(\LandmarkEntity.$region) {
      EqualToComparator { $0 }
      ContainsComparator { $0 }
    }
    Property(\LandmarkEntity.$description) {
      ContainsComparator { $0 }
    }
    Property(\LandmarkEntity.$year) {
      LessThanComparator { $0 }
      GreaterThanComparator { $0 }
      IsBetweenComparator { ($0, $1) }
    }
    Property(\LandmarkEntity.$heightMeters) {
      LessThanComparator { $0 }
      LessThanOrEqualToComparator { $0 }
      GreaterThanComparator { $0 }
      GreaterThanOrEqualToComparator { $0 }
      IsBetweenComparator { ($0, $1) }
    }
    Property(\LandmarkEntity.$areaSquareKm) {
      LessThanComparator { $0 }
      GreaterThanComparator { $0 }
    }
    Property(\LandmarkEntity.$isFeatured) {
      EqualToComparator { $0 }
    }
    Property(\LandmarkEntity.$tags) {
      ContainsComparator { $0 }
    }
  }

  /// The properties a Find can sort by.
  public static let sortingOptions = SortingOptions {
    SortableBy(\LandmarkEntity.$name)
    SortableBy(\LandmarkEntity.$country)
    SortableBy(\LandmarkEntity.$year)
    SortableBy(\LandmarkEntity.$heightMeters)
    SortableBy(\LandmarkEntity.$areaSquareKm)
  }

  /// What the Find intent of landmarks is for.
  public static var findIntentDescription: IntentDescription? {
    IntentDescription(
      "Finds landmarks by name, kind, place, year, height or area.", resultValueName: "Landmarks")
  }

  /// How each filterable property is stored in the `landmark` table.
  static let columns: [SQLColumn<LandmarkEntity>] = [
    SQLColumn(\LandmarkEntity.$name, "name", .text(folded: "name_folded")),
    SQLColumn(\LandmarkEntity.$kind, "kind", .text(folded: "kind_folded")),
    SQLColumn(\LandmarkEntity.$continent, "continent", .text(folded: "continent_folded")),
    SQLColumn(\LandmarkEntity.$country, "country", .text(folded: "country_folded")),
    SQLColumn(\LandmarkEntity.$region, "region", .text(folded: "region_folded")),
    SQLColumn(\LandmarkEntity.$description, "summary", .text(folded: "summary_folded")),
    SQLColumn(\LandmarkEntity.$year, "year", .number),
    SQLColumn(\LandmarkEntity.$heightMeters, "height_meters", .number),
    SQLColumn(\LandmarkEntity.$areaSquareKm, "area_square_km", .number),
    SQLColumn(\LandmarkEntity.$isFeatured, "is_featured", .boolean),
    SQLColumn(\LandmarkEntity.$tags, "tags_folded", .foldedTextArray),
  ]

  /// The landmarks with these identifiers; an unknown identifier is left out.
  /// The landmarks with the identifiers, in the order asked (the database reads them in its
  /// own); identifiers of no landmark are left out.
  public func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] {
    let found = try await database.landmarks(ids: identifiers)
    let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    return identifiers.compactMap { byID[$0] }.map(LandmarkEntity.init)
  }

  /// The featured landmarks.
  public func suggestedEntities() async throws -> [LandmarkEntity] {
    try await database.featuredLandmarks().map(LandmarkEntity.init)
  }

  /// Landmarks whose name, kind, country, region or tags contain the text, ignoring case and
  /// diacritics; names that start with it first, then the others, each by name. Every match
  /// comes back: the system pages them (234 landmarks at most).
  public func entities(matching string: String) async throws -> [LandmarkEntity] {
    let comparators: [QueryComparator<LandmarkEntity>] = [
      .text(\LandmarkEntity.$name, .contains, string),
      .text(\LandmarkEntity.$kind, .contains, string),
      .text(\LandmarkEntity.$country, .contains, string),
      .text(\LandmarkEntity.$region, .contains, string),
      .membership(\LandmarkEntity.$tags, contains: string),
    ]
    // Names that start with the text first, however late in the alphabet; then by name.
    let name = try SQLIdentifier("name_folded")
    let query = SQLPropertyQuery(
      predicate: try SQLPropertyQuery.predicate(comparators, mode: .or, columns: Self.columns),
      ordering: [
        SQLSortKey(
          .condition(.matches(name, SQLTextPattern(FoldedString(string).folded, at: .start))),
          ascending: false),
        .text(name), .text(try SQLIdentifier("name")), .column(try SQLIdentifier("id")),
      ], limit: nil)
    return try await database.landmarks(query).map(LandmarkEntity.init)
  }

  /// The landmarks that match the comparators, sorted and limited by the database.
  public func entities(
    matching comparators: [QueryComparator<LandmarkEntity>], mode: ComparatorMode,
    sortedBy: [Sort<LandmarkEntity>], limit: Int?
  ) async throws -> [LandmarkEntity] {
    let query = try SQLPropertyQuery(
      comparators, mode: mode, sortedBy: sortedBy, limit: limit, columns: Self.columns,
      tieBreaker: "id")
    return try await database.landmarks(query).map(LandmarkEntity.init)
  }
}
