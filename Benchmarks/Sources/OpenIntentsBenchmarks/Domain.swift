import AppIntents

/// A peak, as the benchmarks' app stores it.
struct PeakEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Peak"
  static let defaultQuery = PeakQuery()

  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "Continent") var continent: String
  @Property(title: "Height") var height: Int
  @Property(title: "Featured") var isFeatured: Bool

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: Int, name: String, continent: String, height: Int, isFeatured: Bool) {
    self.id = id
    self.name = name
    self.continent = continent
    self.height = height
    self.isFeatured = isFeatured
  }
}

/// The benchmarks' data: peaks with varied names, continents and heights.
enum Dataset {
  static let continents = ["Europe", "Asia", "Africa", "North America", "South America", "Oceania"]
  static let syllables = [
    "ka", "lo", "mi", "ter", "zu", "an", "bra", "cel", "dor", "vi", "ro", "sen",
  ]

  static func peaks(_ count: Int) -> [PeakEntity] {
    var generator = SplitMix(seed: 42)
    return (0..<count).map { index in
      let name =
        (0..<3).map { _ in syllables[Int(generator.next() % UInt64(syllables.count))] }
        .joined().capitalized + " \(index % 977)"
      return PeakEntity(
        id: index, name: name, continent: continents[Int(generator.next() % 6)],
        height: Int(generator.next() % 8000), isFeatured: generator.next() % 10 == 0)
    }
  }
}

/// A small deterministic random number generator.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The data the queries read.
final class PeakStore: Sendable {
  let peaks: [PeakEntity]
  let byID: [Int: PeakEntity]
  init(_ peaks: [PeakEntity]) {
    self.peaks = peaks
    byID = Dictionary(uniqueKeysWithValues: peaks.map { ($0.id, $0) })
  }
}

/// A property query over every peak, through the ready QueryComparator mapping.
struct PeakQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = QueryComparator<PeakEntity>
  @Dependency var store: PeakStore

  static let properties = QueryProperties {
    Property(\PeakEntity.$name) {
      EqualToComparator { $0 }
      ContainsComparator { $0 }
    }
    Property(\PeakEntity.$continent) {
      EqualToComparator { $0 }
    }
    Property(\PeakEntity.$height) {
      GreaterThanComparator { $0 }
      LessThanComparator { $0 }
    }
  }

  static let sortingOptions = SortingOptions {
    SortableBy(\PeakEntity.$name)
    SortableBy(\PeakEntity.$height)
  }

  func entities(for identifiers: [Int]) async throws -> [PeakEntity] {
    identifiers.compactMap { store.byID[$0] }
  }

  func entities(
    matching comparators: [QueryComparator<PeakEntity>], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<PeakEntity>], limit: Int?
  ) async throws -> [PeakEntity] {
    store.peaks.matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  }
}

/// The same peaks behind an enumerable query: Find is derived by the runtime.
struct HillEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hill"
  static let defaultQuery = HillQuery()

  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "Continent") var continent: String
  @Property(title: "Height") var height: Int
  @Property(title: "Featured") var isFeatured: Bool

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(_ peak: PeakEntity) {
    id = peak.id
    name = peak.name
    continent = peak.continent
    height = peak.height
    isFeatured = peak.isFeatured
  }
}

final class HillStore: Sendable {
  let hills: [HillEntity]
  init(_ hills: [HillEntity]) { self.hills = hills }
}

struct HillQuery: EnumerableEntityQuery {
  @Dependency var store: HillStore
  func allEntities() async throws -> [HillEntity] { store.hills }
  func entities(for identifiers: [Int]) async throws -> [HillEntity] {
    let wanted = Set(identifiers)
    return store.hills.filter { wanted.contains($0.id) }
  }
}
