import AppIntents
import AppIntentsTesting
import Synchronization
import Testing

/// Gauges whose readings an asynchronous provider loads: reading them before the runtime has
/// loaded the query's dependencies stops the process, so every path that calls the query —
/// including the one that samples an entity to learn property names — must load them first.
final class GaugeReadings: Sendable {
  let levels: [Int: Double]
  init(levels: [Int: Double]) { self.levels = levels }
}

struct GaugeEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gauge"
  static let defaultQuery = GaugeQuery()
  let id: Int
  @Property(title: "Level (m)") var level: Double
  var displayRepresentation: DisplayRepresentation { "Gauge \(id)" }
  init(id: Int, level: Double) {
    self.id = id
    self.level = level
  }
}

struct GaugeQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = QueryComparator<GaugeEntity>
  @Dependency(key: "gauge-readings-loaded-asynchronously") var readings: GaugeReadings
  static let properties = QueryProperties {
    Property(\GaugeEntity.$level) { GreaterThanComparator { $0 } }
  }
  static let sortingOptions = SortingOptions { SortableBy(\GaugeEntity.$level) }
  private var all: [GaugeEntity] {
    readings.levels.map { GaugeEntity(id: $0.key, level: $0.value) }.sorted { $0.id < $1.id }
  }
  func entities(for identifiers: [Int]) async throws -> [GaugeEntity] {
    all.filter { identifiers.contains($0.id) }
  }
  func entities(
    matching comparators: [QueryComparator<GaugeEntity>], mode: ComparatorMode,
    sortedBy: [Sort<GaugeEntity>], limit: Int?
  ) async throws -> [GaugeEntity] {
    all.matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
  }
}

/// Stations listed by an enumerable query whose suggestions are, by default, every station.
struct StationEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
  static let defaultQuery = StationQuery()
  let id: Int
  @Property(title: "Altitude") var altitude: Int
  var displayRepresentation: DisplayRepresentation { "Station \(id)" }
  init(id: Int, altitude: Int) {
    self.id = id
    self.altitude = altitude
  }
}

struct StationQuery: EnumerableEntityQuery {
  /// How many times every station was listed.
  static let listings = Atomic<Int>(0)
  func allEntities() async throws -> [StationEntity] {
    Self.listings.add(1, ordering: .relaxed)
    return (1...5).map { StationEntity(id: $0, altitude: $0 * 700) }
  }
  func entities(for identifiers: [Int]) async throws -> [StationEntity] {
    (1...5).filter(identifiers.contains).map { StationEntity(id: $0, altitude: $0 * 700) }
  }
}

@Suite struct DependencyLoadingTests {
  @Test func describingAndFindingLoadAnAsynchronousDependencyFirst() async throws {
    AppDependencyManager.shared.add(key: "gauge-readings-loaded-asynchronously") {
      await Task.yield()
      return GaugeReadings(levels: [1: 2.5, 2: 4.0, 3: 0.8])
    }
    let system = IntentsTestSystem(host: IntentsHost(name: "Gauges") { GaugeEntity.self })
    let description = try await system.host.describe(entityType: "GaugeEntity")
    #expect(description.properties.map(\.title) == ["Level (m)"])
    let request = FindRequest(
      filters: [.init("level", .greaterThan, 1)], sort: [.init("level", .descending)])
    #expect(
      try await system.host.find(type: "GaugeEntity", request).map(\.identifier) == ["2", "1"])
  }

  @Test func aDerivedFindListsEveryEntityOnce() async throws {
    let system = IntentsTestSystem(host: IntentsHost(name: "Stations") { StationEntity.self })
    let found = try await system.find(
      StationEntity.self, [.init("altitude", .greaterThan, 2000)],
      sort: [.init("altitude", .descending)],
      limit: 2)
    #expect(found.map(\.id) == [5, 4])
    #expect(StationQuery.listings.load(ordering: .relaxed) == 1)
    #expect(system.queryCalls == ["allEntities()"])
  }
}

/// Books on a shelf — each host has its own shelf.
final class Shelf: Sendable {
  let titles: [String]
  init(_ titles: [String]) { self.titles = titles }
}

/// A label printer every host shares, registered in the shared manager.
final class LabelPrinter: Sendable {
  func label(_ title: String) -> String { "[\(title)]" }
}

struct BookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = BookQuery()
  let id: Int
  let title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct BookQuery: EntityStringQuery {
  @Dependency var shelf: Shelf
  func entities(for identifiers: [Int]) async throws -> [BookEntity] {
    identifiers.filter(shelf.titles.indices.contains).map {
      BookEntity(id: $0, title: shelf.titles[$0])
    }
  }
  func entities(matching string: String) async throws -> [BookEntity] {
    shelf.titles.enumerated().filter { $0.element.localizedCaseInsensitiveContains(string) }
      .map { BookEntity(id: $0.offset, title: $0.element) }
  }
}

struct LabelBookIntent: AppIntent {
  static let title: LocalizedStringResource = "Label Book"
  @Parameter(title: "Book") var book: BookEntity
  @Dependency var shelf: Shelf
  @Dependency var printer: LabelPrinter
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "\(printer.label(book.title)) of \(shelf.titles.count)")
  }
}

@Suite struct HostDependencyTests {
  static func host(_ titles: [String]) -> IntentsHost {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: Shelf(titles))
    return IntentsTestSystem(name: "Library", dependencies: dependencies) {
      BookEntity.self
      LabelBookIntent.self
    }.host
  }

  @Test func twoHostsInOneProcessEachServeTheirOwnDependencies() async throws {
    AppDependencyManager.shared.add(dependency: LabelPrinter())
    let poetry = Self.host(["Odes", "Sonnets"])
    let novels = Self.host(["Middlemarch", "Persuasion", "Emma"])
    async let poems = poetry.search(type: "BookEntity", text: "s")
    async let books = novels.search(type: "BookEntity", text: "s")
    #expect(try await poems.entities.map(\.title) == ["Odes", "Sonnets"])
    #expect(try await books.entities.map(\.title) == ["Persuasion"])
    #expect(try await poetry.entity(type: "BookEntity", identifier: "1").title == "Sonnets")
    #expect(try await novels.entity(type: "BookEntity", identifier: "1").title == "Persuasion")

    // An intent reads the host's shelf, and what the host lacks from the shared manager.
    let labelled = try await novels.run(
      intent: "LabelBookIntent", parameters: ["book": .identifier("2")])
    #expect(labelled.result?.dialog == "[Emma] of 3")
  }
}
