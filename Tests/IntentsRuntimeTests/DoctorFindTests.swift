import AppIntents
import AppIntentsTesting
import IntentsRuntime
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
      found.map(\.rule) == ["find-breaks-comparator", "find-breaks-sort", "find-breaks-limit"])
    #expect(found.map(\.severity) == [.error, .warning, .warning])
    // The condition came from an entity's own value; the entities that break it are named.
    #expect(found[0].message.contains("‘height equalTo 4478’"))
    #expect(found[0].message.contains("‘Sloppy 1’"))
    #expect(!found[0].message.contains("‘Sloppy 0’"))
    #expect(found[1].message.contains("sorted by ‘height’"))
    #expect(found[2].message.contains("with limit 3 returned 5 entities"))
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
