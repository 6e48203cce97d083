import AppIntents
import AppIntentsTesting
import IntentsRuntime
import Synchronization
import Testing

// The doctor's look at `EntityPropertyQuery`s: one that applies what it is asked, one that
// ignores its conditions, sort and limit, one that returns a condition's near misses, and one
// whose Find sorts by a deferred property.

/// The heights of the peaks below, by identifier.
private let heights = [4478, 4808, 3798, 8849, 2962]

struct CarefulPeak: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Careful Peak"
  static let defaultQuery = CarefulPeakQuery()
  let id: Int
  @Property(title: "Height") var height: Int
  var displayRepresentation: DisplayRepresentation { "Careful \(id)" }
  init(id: Int) {
    self.id = id
    height = heights[id]
  }
}

struct CarefulPeakQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = QueryComparator<CarefulPeak>
  static let properties = QueryProperties {
    Property(\CarefulPeak.$height) {
      EqualToComparator { $0 }
      GreaterThanComparator { $0 }
    }
  }
  static let sortingOptions = SortingOptions { SortableBy(\CarefulPeak.$height) }
  func entities(for identifiers: [Int]) async throws -> [CarefulPeak] {
    identifiers.filter(heights.indices.contains).map(CarefulPeak.init)
  }
  func suggestedEntities() async throws -> [CarefulPeak] { heights.indices.map(CarefulPeak.init) }
  func entities(
    matching comparators: [QueryComparator<CarefulPeak>], mode: ComparatorMode,
    sortedBy: [Sort<CarefulPeak>], limit: Int?
  ) async throws -> [CarefulPeak] {
    heights.indices.map(CarefulPeak.init).matching(
      comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  }
}

/// Returns every peak, in its stored order, whatever it is asked.
struct SloppyPeak: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sloppy Peak"
  static let defaultQuery = SloppyPeakQuery()
  let id: Int
  @Property(title: "Height") var height: Int
  var displayRepresentation: DisplayRepresentation { "Sloppy \(id)" }
  init(id: Int) {
    self.id = id
    height = heights[id]
  }
}

struct SloppyPeakQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = QueryComparator<SloppyPeak>
  static let properties = QueryProperties {
    Property(\SloppyPeak.$height) { EqualToComparator { $0 } }
  }
  static let sortingOptions = SortingOptions { SortableBy(\SloppyPeak.$height) }
  func entities(for identifiers: [Int]) async throws -> [SloppyPeak] {
    identifiers.filter(heights.indices.contains).map(SloppyPeak.init)
  }
  func suggestedEntities() async throws -> [SloppyPeak] { heights.indices.map(SloppyPeak.init) }
  func entities(
    matching comparators: [QueryComparator<SloppyPeak>], mode: ComparatorMode,
    sortedBy: [Sort<SloppyPeak>], limit: Int?
  ) async throws -> [SloppyPeak] {
    heights.indices.map(SloppyPeak.init)
  }
}

/// Applies "greater than" as "at least", and otherwise answers rightly.
struct LoosePeak: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loose Peak"
  static let defaultQuery = LoosePeakQuery()
  let id: Int
  @Property(title: "Height") var height: Int
  var displayRepresentation: DisplayRepresentation { "Loose \(id)" }
  init(id: Int) {
    self.id = id
    height = heights[id]
  }
}

struct LoosePeakQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = @Sendable (LoosePeak) -> Bool
  static let properties = QueryProperties {
    Property(\LoosePeak.$height) {
      GreaterThanComparator { bound in { @Sendable peak in peak.height >= bound } }
    }
  }
  static let sortingOptions = SortingOptions { SortableBy(\LoosePeak.$height) }
  func entities(for identifiers: [Int]) async throws -> [LoosePeak] {
    identifiers.filter(heights.indices.contains).map(LoosePeak.init)
  }
  func suggestedEntities() async throws -> [LoosePeak] { heights.indices.map(LoosePeak.init) }
  func entities(
    matching comparators: [@Sendable (LoosePeak) -> Bool], mode: ComparatorMode,
    sortedBy: [Sort<LoosePeak>], limit: Int?
  ) async throws -> [LoosePeak] {
    let found = heights.indices.map(LoosePeak.init).filter { peak in
      mode == .and
        ? comparators.allSatisfy { $0(peak) } : comparators.contains { $0(peak) }
    }
    return Array(found.matching([], sortedBy: sortedBy).prefix(limit ?? .max))
  }
}

/// A Find that sorts by a value computed only when asked for.
struct CrowdedPeak: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crowded Peak"
  static let defaultQuery = CrowdedPeakQuery()
  let id: Int
  @Property(title: "Height") var height: Int
  @DeferredProperty(title: "Crowd")
  var crowd: Int {
    get async throws { id * 10 }
  }
  var displayRepresentation: DisplayRepresentation { "Crowded \(id)" }
  init(id: Int) {
    self.id = id
    height = heights[id]
  }
}

struct CrowdedPeakQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = QueryComparator<CrowdedPeak>
  static let properties = QueryProperties {
    Property(\CrowdedPeak.$height) { EqualToComparator { $0 } }
  }
  static let sortingOptions = SortingOptions { SortableBy(\CrowdedPeak.$crowd) }
  func entities(for identifiers: [Int]) async throws -> [CrowdedPeak] {
    identifiers.filter(heights.indices.contains).map(CrowdedPeak.init)
  }
  func suggestedEntities() async throws -> [CrowdedPeak] { heights.indices.map(CrowdedPeak.init) }
  func entities(
    matching comparators: [QueryComparator<CrowdedPeak>], mode: ComparatorMode,
    sortedBy: [Sort<CrowdedPeak>], limit: Int?
  ) async throws -> [CrowdedPeak] {
    heights.indices.map(CrowdedPeak.init).matching(comparators, mode: mode, limit: limit)
  }
}

/// Names in another case, an optional year: sorted with Swift's `<` (capitals first) and
/// entities without a year last, as SQLite and PostgreSQL may order them. Correct.
private let summits: [(name: String, year: Int?)] = [
  ("Zinalrothorn", 1864), ("aiguille Verte", nil), ("Mönch", 1857), ("Eiger", 1858),
]

struct SummitEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Summit"
  static let defaultQuery = SummitQuery()
  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "First climbed") var year: Int?
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  init(id: Int) {
    self.id = id
    name = summits[id].name
    year = summits[id].year
  }
}

struct SummitQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = @Sendable (SummitEntity) -> Bool
  /// Whether it sorts the wrong way round.
  static let backwards = Mutex(false)
  static let properties = QueryProperties {
    Property(\SummitEntity.$name) {
      EqualToComparator { name in { @Sendable in $0.name.lowercased() == name.lowercased() } }
    }
    Property(\SummitEntity.$year) {
      GreaterThanComparator { year in { @Sendable in ($0.year ?? .min) > year } }
    }
  }
  static let sortingOptions = SortingOptions {
    SortableBy(\SummitEntity.$name)
    SortableBy(\SummitEntity.$year)
  }
  func entities(for identifiers: [Int]) async throws -> [SummitEntity] {
    identifiers.filter(summits.indices.contains).map(SummitEntity.init)
  }
  func suggestedEntities() async throws -> [SummitEntity] {
    summits.indices.map(SummitEntity.init)
  }
  func entities(
    matching comparators: [@Sendable (SummitEntity) -> Bool], mode: ComparatorMode,
    sortedBy: [Sort<SummitEntity>], limit: Int?
  ) async throws -> [SummitEntity] {
    var found = summits.indices.map(SummitEntity.init).filter { summit in
      comparators.allSatisfy { $0(summit) }
    }
    if let sort = sortedBy.first {
      let ascending = (sort.order == .ascending) != Self.backwards.withLock { $0 }
      if sort.by == \SummitEntity.$name {
        found.sort { ascending ? $0.name < $1.name : $0.name > $1.name }
      } else {
        // Entities without a year last, whichever the order.
        found.sort { a, b in
          guard let x = a.year else { return false }
          guard let y = b.year else { return true }
          return ascending ? x < y : x > y
        }
      }
    }
    return Array(found.prefix(limit ?? .max))
  }
}

@Suite struct DoctorFindTests {
  private func findings(
    _ options: DoctorOptions = DoctorOptions(), @IntentsHostBuilder _ content: () -> [HostComponent]
  ) async throws -> [DoctorFinding] {
    try await IntentsTestSystem(content).doctor(options: options)
  }

  @Test func aPropertyQueryThatAppliesWhatItIsAskedHasNothingToReport() async throws {
    #expect(try await findings { CarefulPeak.self } == [])
  }

  @Test func conditionsSortAndLimitIgnoredAreEachFoundOnce() async throws {
    let found = try await findings { SloppyPeak.self }
    #expect(
      found.map(\.rule) == ["find-breaks-comparator", "find-breaks-limit", "find-breaks-sort"])
    #expect(found.map(\.severity) == [.error, .warning, .warning])
    // The condition came from an entity's own value; the entities that break it are named.
    #expect(found[0].message.contains("‘height equalTo 4478’"))
    #expect(found[0].message.contains("‘Sloppy 1’"))
    #expect(!found[0].message.contains("‘Sloppy 0’"))
    #expect(found[1].message.contains("with limit 3 returned 5 entities"))
    #expect(
      found[2].message.hasSuffix(
        "sorted by ‘height’ ascending with limit 3 returned ‘Sloppy 1’ (4808) before "
          + "‘Sloppy 2’ (3798)."))
  }

  @Test func aComparatorMappedToAnotherConditionIsFound() async throws {
    let found = try await findings { LoosePeak.self }
    #expect(found.map(\.rule) == ["find-breaks-comparator"])
    // "greater than 4478" answered with the 4478 m peak itself.
    #expect(found.first?.message.contains("‘height greaterThan 4478’ returned ‘Loose 0’") == true)
  }

  @Test func aFindThatSortsByADeferredPropertyIsFound() async throws {
    let found = try await findings { CrowdedPeak.self }
    #expect(found.map(\.rule) == ["deferred-property-in-query"])
    #expect(found.first?.message.contains("‘crowd’") == true)
  }

  @Test func theTypesExaminedCanBeNamedAndAnUnknownNameIsAnError() async throws {
    let system = IntentsTestSystem {
      CarefulPeak.self
      SloppyPeak.self
    }
    let only = try await system.doctor(options: DoctorOptions(types: ["CarefulPeak"]))
    #expect(only == [])
    let sloppy = try await system.doctor(options: DoctorOptions(types: ["SloppyPeak"]))
    #expect(Set(sloppy.map(\.type)) == ["SloppyPeak"])
    let error = await #expect(throws: IntentsError.self) {
      try await system.doctor(options: DoctorOptions(types: ["SloppyPeek"]))
    }
    #expect(error?.code == IntentsError.unknownType)
    #expect(error?.message.contains("SloppyPeak") == true)
  }

}

/// The summits' query sorts one way, then the other: one test at a time.
@Suite(.serialized) struct DoctorSortTests {
  @Test func textInAnotherCaseAndEntitiesWithoutAValueMayBeOrderedAsTheStoreOrdersThem()
    async throws
  {
    SummitQuery.backwards.withLock { $0 = false }
    #expect(try await IntentsTestSystem { SummitEntity.self }.doctor() == [])
  }

  @Test func numbersSortedTheWrongWayRoundAreFoundAndTextIsLeftToItsCollation() async throws {
    SummitQuery.backwards.withLock { $0 = true }
    defer { SummitQuery.backwards.withLock { $0 = false } }
    let found = try await IntentsTestSystem { SummitEntity.self }.doctor()
    #expect(found.map(\.rule) == ["find-breaks-sort"])
    // Names come back the wrong way round too, but stores collate text by locale.
    #expect(found.first?.message.contains("sorted by ‘year’ ascending") == true)
  }
}
