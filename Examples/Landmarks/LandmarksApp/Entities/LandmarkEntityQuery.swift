public import AppIntents
import GRDB
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
  public func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] {
    try await database.landmarks(ids: identifiers).map(LandmarkEntity.init)
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
    if database.postgres != nil {
      return try await inMemory(comparators, mode: .or, sortedBy: [], limit: nil)
        .sortedByNamePrefix(FoldedString(string).folded)
    }
    // Names that start with the text first, however late in the alphabet; then by name.
    let name = Column("name_folded")
    let query = SQLQuery(
      filter: try SQLPushdown.filter(comparators, mode: .or, columns: Self.columns),
      ordering: [
        name.like(Self.likePrefix(FoldedString(string).folded), escape: "\\").desc,
        name.asc, Column("name").asc, Column("id").asc,
      ], limit: nil)
    return try await database.landmarks(query).map(LandmarkEntity.init)
  }

  /// A `LIKE … ESCAPE '\'` pattern for text that starts with `prefix`, taken literally.
  static func likePrefix(_ prefix: String) -> String {
    var pattern = ""
    for character in prefix {
      if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern + "%"
  }

  /// The landmarks that match the comparators, sorted and limited by the database.
  public func entities(
    matching comparators: [QueryComparator<LandmarkEntity>], mode: ComparatorMode,
    sortedBy: [Sort<LandmarkEntity>], limit: Int?
  ) async throws -> [LandmarkEntity] {
    if database.postgres != nil {
      return try await inMemory(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
    }
    let query = try SQLPushdown.query(
      comparators, mode: mode, sortedBy: sortedBy, limit: limit, columns: Self.columns,
      tieBreaker: "id")
    return try await database.landmarks(query).map(LandmarkEntity.init)
  }
}


extension LandmarkEntityQuery {
  /// The landmarks that match the comparators, evaluated in memory over every landmark (in
  /// identifier order, the tie-breaker of the SQL): the answer the pushed-down SQL gives, for a
  /// database on PostgreSQL until its query is pushed down too.
  func inMemory(
    _ comparators: [QueryComparator<LandmarkEntity>], mode: ComparatorMode,
    sortedBy: [Sort<LandmarkEntity>], limit: Int?
  ) async throws -> [LandmarkEntity] {
    try await database.allLandmarks().sorted { $0.id < $1.id }.map(LandmarkEntity.init)
      .matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  }
}

extension [LandmarkEntity] {
  /// Names that start with the folded prefix first, then by folded name, name and identifier,
  /// text in byte order: the ordering of `entities(matching:)`'s SQL.
  func sortedByNamePrefix(_ prefix: String) -> [LandmarkEntity] {
    func key(_ landmark: LandmarkEntity) -> (Bool, [UInt8], [UInt8], Int) {
      let folded = FoldedString(landmark.name).folded
      return (
        !folded.utf8.starts(with: prefix.utf8), [UInt8](folded.utf8), [UInt8](landmark.name.utf8),
        landmark.id)
    }
    return map { (key($0), $0) }.sorted { left, right in
      let (a, b) = (left.0, right.0)
      if a.0 != b.0 { return !a.0 }
      if a.1 != b.1 { return a.1.lexicographicallyPrecedes(b.1) }
      if a.2 != b.2 { return a.2.lexicographicallyPrecedes(b.2) }
      return a.3 < b.3
    }.map(\.1)
  }
}
