// Seed 002, "Complete Entity Query Example" and "Property Query for Find Intent".
//
// SEED CHANGE: `TrailEntity` is a stand-in with `@Property` values `name`, `difficulty` and
//   `length`, as the property query names them; it is declared once and used by both queries.
// SEED CHANGE: the property query (its own namespace) gains the `@Dependency var trailManager`
//   and `entities(for:)` of the first query: the seed shows it as a second conformance of the
//   same type, which needs them but does not repeat them.

import AppIntents
import Testing

struct TrailEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Trail", numericFormat: "\(placeholder: .int) trails")
  static let defaultQuery = Seed002CompleteQuery.TrailEntityQuery()
  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "Difficulty") var difficulty: String
  @Property(title: "Length") var length: Double
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(trail: Trail) {
    id = trail.id
    name = trail.name
    difficulty = trail.difficulty
    length = trail.length
  }
}

enum Seed002CompleteQuery {
struct TrailEntityQuery: EntityStringQuery, EnumerableEntityQuery {
    typealias Entity = TrailEntity

    @Dependency var trailManager: TrailDataManager

    // Required: identifier lookup
    func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
        trailManager.trails(with: identifiers).map { TrailEntity(trail: $0) }
    }

    // EntityStringQuery: text search
    func entities(matching string: String) async throws -> [TrailEntity] {
        trailManager.trails { trail in
            trail.name.localizedCaseInsensitiveContains(string)
        }.map { TrailEntity(trail: $0) }
    }

    // EnumerableEntityQuery: all entities (enables Find intent)
    func allEntities() async throws -> [TrailEntity] {
        trailManager.allTrails.map { TrailEntity(trail: $0) }
    }

    // Optional: suggested entities for quick selection
    func suggestedEntities() async throws -> [TrailEntity] {
        trailManager.trails(with: trailManager.favoritesCollection.members)
            .map { TrailEntity(trail: $0) }
    }
}
}

enum Seed002PropertyQuery {
struct TrailEntityQuery: EntityPropertyQuery {
    typealias Entity = TrailEntity

  @Dependency var trailManager: TrailDataManager

  func entities(for identifiers: [TrailEntity.ID]) async throws -> [TrailEntity] {
    trailManager.trails(with: identifiers).map { TrailEntity(trail: $0) }
  }

    static var properties = QueryProperties {
        Property(\TrailEntity.$name) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
        }
        Property(\TrailEntity.$difficulty) {
            EqualToComparator { $0 }
        }
        Property(\TrailEntity.$length) {
            LessThanComparator { $0 }
            GreaterThanComparator { $0 }
        }
    }

    static var sortingOptions = SortingOptions {
        SortableBy(\TrailEntity.$name)
        SortableBy(\TrailEntity.$length)
    }

    func entities(
        matching comparators: [QueryComparator<TrailEntity>],
        mode: ComparatorMode,
        sortedBy: [Sort<TrailEntity>],
        limit: Int?
    ) async throws -> [TrailEntity] {
        // Apply comparators to filter entities
        var results = trailManager.allTrails.map { TrailEntity(trail: $0) }

        for comparator in comparators {
            results = results.filter { comparator.evaluate($0) }
        }

        // Apply sorting
        for sort in sortedBy.reversed() {
            results.sort { sort.compare($0, $1) }
        }

        if let limit = limit {
            results = Array(results.prefix(limit))
        }

        return results
    }
}
}

@Suite struct Seed002TrailQueriesTests {
  typealias Query = Seed002PropertyQuery.TrailEntityQuery
  init() { SeedDependencies.registered }

  @Test func completeQuerySearchesListsAndSuggests() async throws {
    let query = Seed002CompleteQuery.TrailEntityQuery()
    #expect(try await query.entities(matching: "narrows").map(\.id) == [5])
    #expect(try await query.allEntities().count == 5)
    #expect(try await query.suggestedEntities().map(\.name) == ["Emerald Pools"])
    #expect(try await query.entities(for: [4, 42, 1]).map(\.id) == [4, 1])
  }

  @Test func propertyQueryFiltersSortsAndLimitsAsItsCodeSays() async throws {
    // Hard trails longer than 5 km, by length descending then name: the comparators filter (the
    // difficulty ignores case), the sorts apply in priority order, the limit keeps the first.
    let hard = try Query.condition(\TrailEntity.$difficulty, .equalTo, "HARD")
    let long = try Query.condition(\TrailEntity.$length, .greaterThan, 5.0)
    let sorts = [try Query.sort(\TrailEntity.$length, .descending), try Query.sort(\TrailEntity.$name)]
    let all = try await Query().entities(matching: [hard, long], mode: .and, sortedBy: sorts, limit: nil)
    #expect(all.map(\.name) == ["Observation Point", "Angels Landing"])
    let first = try await Query().entities(matching: [hard, long], mode: .and, sortedBy: sorts, limit: 1)
    #expect(first.map(\.name) == ["Observation Point"])
  }

  @Test func propertyQueryNameComparatorsIgnoreCaseAndDiacritics() async throws {
    let contains = try Query.condition(\TrailEntity.$name, .contains, "ÉMERALD")
    let found = try await Query().entities(matching: [contains], mode: .and, sortedBy: [], limit: nil)
    #expect(found.map(\.id) == [2])
    let shorterThanFive = try Query.condition(\TrailEntity.$length, .lessThan, 5.0)
    let short = try await Query().entities(
      matching: [shorterThanFive], mode: .and, sortedBy: [try Query.sort(\TrailEntity.$name)], limit: nil)
    #expect(short.map(\.name) == ["Canyon Overlook", "Emerald Pools"])
  }

  @Test func typeNamesACountOfTrails() {
    #expect(TrailEntity.typeDisplayRepresentation.formattedCount(3) == "3 trails")
  }
}
