// A small domain used across the unit tests: peaks with text, numeric, optional, Boolean, date,
// enum and array properties.

import AppIntents
import Testing

enum Range_: String, AppEnum {
  case alps, andes, himalaya
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Range"
  static let caseDisplayRepresentations: [Range_: DisplayRepresentation] = [
    .alps: "Alps", .andes: "Andes", .himalaya: "Himalaya",
  ]
}

struct PeakEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Peak", numericFormat: "\(placeholder: .int) peaks")
  static let defaultQuery = PeakQuery()

  let id: Int
  @Property(title: "Name") var name: String
  @Property var height: Int
  @Property var prominence: Double?
  @Property(title: "Climbed") var isClimbed: Bool
  @Property var firstAscent: Date?
  @Property var range: Range_
  @Property var tags: [String]
  @Property var nickname: String?

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(
    _ id: Int, _ name: String, height: Int, prominence: Double? = nil, climbed: Bool = true,
    firstAscent: Date? = nil, range: Range_ = .alps, tags: [String] = [], nickname: String? = nil
  ) {
    self.id = id
    self.name = name
    self.height = height
    self.prominence = prominence
    self.isClimbed = climbed
    self.firstAscent = firstAscent
    self.range = range
    self.tags = tags
    self.nickname = nickname
  }

  static func year(_ year: Int) -> Date {
    DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: .gmt, year: year).date!
  }

  static let all: [PeakEntity] = [
    PeakEntity(
      1, "Matterhorn", height: 4478, prominence: 1042, firstAscent: year(1865),
      tags: ["pyramid", "Zermatt"], nickname: "Cervin"),
    PeakEntity(2, "Mont Blanc", height: 4806, prominence: 4695, firstAscent: year(1786)),
    PeakEntity(3, "Aconcagua", height: 6961, firstAscent: year(1897), range: .andes),
    PeakEntity(
      4, "Everest", height: 8849, prominence: 8849, firstAscent: year(1953), range: .himalaya),
    PeakEntity(5, "Écrins", height: 4102, prominence: 2045, firstAscent: year(1864)),
    PeakEntity(6, "Unnamed Spire", height: 4102, climbed: false, range: .himalaya, tags: ["spire"]),
  ]
}

struct PeakQuery: EntityStringQuery, EntityPropertyQuery {
  typealias ComparatorMappingType = QueryComparator<PeakEntity>

  static let properties = QueryProperties {
    Property(\PeakEntity.$name) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
      ContainsComparator { $0 }
      HasPrefixComparator { $0 }
      HasSuffixComparator { $0 }
    }
    Property(\PeakEntity.$height) {
      EqualToComparator { $0 }
      LessThanComparator { $0 }
      LessThanOrEqualToComparator { $0 }
      GreaterThanComparator { $0 }
      GreaterThanOrEqualToComparator { $0 }
      IsBetweenComparator { ($0, $1) }
    }
    Property(\PeakEntity.$prominence) {
      EqualToComparator { $0 }
      GreaterThanComparator { $0 }
    }
    Property(\PeakEntity.$isClimbed) {
      EqualToComparator { $0 }
    }
    Property(\PeakEntity.$firstAscent) {
      LessThanComparator { $0 }
      IsBetweenComparator { ($0, $1) }
    }
    Property(\PeakEntity.$range) {
      EqualToComparator { $0 }
      NotEqualToComparator { $0 }
    }
    Property(\PeakEntity.$tags) {
      ContainsComparator { $0 }
    }
    Property(\PeakEntity.$nickname) {
      EqualToComparator { $0 }
      ContainsComparator { $0 }
    }
  }

  static let sortingOptions = SortingOptions {
    SortableBy(\PeakEntity.$name)
    SortableBy(\PeakEntity.$height)
    SortableBy(\PeakEntity.$prominence)
    SortableBy(\PeakEntity.$firstAscent)
    SortableBy(\PeakEntity.$isClimbed)
    SortableBy(\PeakEntity.$range)
  }

  func entities(for identifiers: [Int]) async throws -> [PeakEntity] {
    PeakEntity.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [PeakEntity] {
    let needle = FoldedString(string)
    return PeakEntity.all.filter { needle.isContained(in: $0.name) }
  }

  func entities(
    matching comparators: [QueryComparator<PeakEntity>], mode: ComparatorMode,
    sortedBy: [Sort<PeakEntity>], limit: Int?
  ) async throws -> [PeakEntity] {
    PeakEntity.all.matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  }
}

extension PeakQuery {
  /// Maps values through the declared comparator, as the system does for a Find condition.
  static func condition(
    _ keyPath: AnyKeyPath, _ comparison: QueryComparisonOperator, _ values: Any...
  ) throws -> QueryComparator<PeakEntity> {
    let declaration = try #require(properties.declarations.first { $0.property == keyPath })
    let comparator = try #require(
      declaration.comparators.first { $0.comparisonOperator == comparison })
    return try comparator.map(values)
  }

  /// A sort by a declared sortable property.
  static func sort(
    _ keyPath: PartialKeyPath<PeakEntity>,
    _ order: EntityQuerySort<PeakEntity>.Ordering = .ascending
  )
    throws -> EntityQuerySort<PeakEntity>
  {
    EntityQuerySort(
      try #require(sortingOptions.options.first { $0.keyPath == keyPath }), order: order)
  }

  /// The names of the peaks a Find returns.
  static func find(
    _ comparators: [QueryComparator<PeakEntity>], mode: ComparatorMode = .and,
    sortedBy: [EntityQuerySort<PeakEntity>] = [], limit: Int? = nil
  ) -> [String] {
    PeakEntity.all.matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit).map(\.name)
  }
}
