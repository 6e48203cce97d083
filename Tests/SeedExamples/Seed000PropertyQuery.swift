// Seed 000, "EntityPropertyQuery".
//
// SEED CHANGE: the seed's `LandmarkEntity` for this section has `@Property` values `state`,
//   `isFeatured` and `name`; it is declared here (`LandmarkEntity`, with `landmark` storage).
// SEED CHANGE: the two method bodies are comments in the seed ("Apply comparators and sorting to
//   your data source", "ID-based lookup"); they are filled in with a dependency on `ModelData`,
//   the ready `matching(_:mode:sortedBy:limit:)` and an identifier lookup.
// `[LandmarkEntityQuery.Comparator]` compiles as written: OpenIntents gives property queries a
// `Comparator` alias for the ready `QueryComparator`.

import AppIntents
import Testing

enum Seed000PropertyQuery {
struct LandmarkEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
  static let defaultQuery = LandmarkEntityQuery()
  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "State") var state: String
  @Property(title: "Featured") var isFeatured: Bool
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(landmark: Landmark) {
    id = landmark.id
    name = landmark.name
    state = landmark.state
    isFeatured = landmark.isFeatured
  }
}

struct LandmarkEntityQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\LandmarkEntity.$state) {
            EqualToComparator { $0 }
            ContainsComparator { $0 }
        }
        Property(\LandmarkEntity.$isFeatured) {
            EqualToComparator { $0 }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\LandmarkEntity.$name)
    }

    @Dependency var modelData: ModelData

    func entities(
        matching comparators: [LandmarkEntityQuery.Comparator],
        mode: ComparatorMode,
        sortedBy: [Sort<LandmarkEntity>],
        limit: Int?
    ) async throws -> [LandmarkEntity] {
        // Apply comparators and sorting to your data source
        modelData.landmarks.map(LandmarkEntity.init)
            .matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
    }

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        // ID-based lookup
        modelData.landmarks(for: identifiers).map(LandmarkEntity.init)
    }
}
}

@Suite struct Seed000PropertyQueryTests {
  typealias Query = Seed000PropertyQuery.LandmarkEntityQuery
  typealias Entity = Seed000PropertyQuery.LandmarkEntity
  init() { SeedDependencies.registered }

  @Test func equalityIgnoresCase() async throws {
    let utah = try Query.condition(\Entity.$state, .equalTo, "utah")
    let found = try await Query().entities(matching: [utah], mode: .and, sortedBy: [], limit: nil)
    #expect(found.map(\.name) == ["Zion Narrows"])
  }

  @Test func featuredLandmarksSortedByNameDescending() async throws {
    let featured = try Query.condition(\Entity.$isFeatured, .equalTo, true)
    let found = try await Query().entities(
      matching: [featured], mode: .and, sortedBy: [Query.sort(\Entity.$name, .descending)],
      limit: nil)
    #expect(found.map(\.name) == ["Uluru", "Matterhorn"])
  }

  @Test func orModeAcceptsEitherCondition() async throws {
    let valais = try Query.condition(\Entity.$state, .contains, "alai")
    let arizona = try Query.condition(\Entity.$state, .equalTo, "Arizona")
    let found = try await Query().entities(
      matching: [valais, arizona], mode: .or, sortedBy: [Query.sort(\Entity.$name)], limit: 1)
    #expect(found.map(\.name) == ["Grand Canyon"])
  }
}
