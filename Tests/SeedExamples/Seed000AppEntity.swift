// Seed 000, "AppEntity — dynamic values" with "EntityQuery (base)", "Suggested entities",
// "EntityStringQuery", "Transferable conformance" and "UnionValue — mixed entity types".
//
// SEED CHANGE: the later sections' queries (each named `LandmarkEntityQuery` again) live in
//   their own namespaces, which add `typealias LandmarkEntity = Seed000AppEntity.LandmarkEntity`
//   so that they query the entity of the first section.
// SEED CHANGE: `extension LandmarkEntity: Transferable` is written
//   `extension Seed000AppEntity.LandmarkEntity: Transferable`, because an extension cannot sit
//   inside a namespace.

import AppIntents
import Testing

enum Seed000AppEntity {
struct LandmarkEntity: AppEntity {
    var id: Int { landmark.id }

    @ComputedProperty
    var name: String { landmark.name }

    @ComputedProperty
    var description: String { landmark.description }

    let landmark: Landmark

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Landmark")

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }

    static let defaultQuery = LandmarkEntityQuery()
}

struct LandmarkEntityQuery: EntityQuery {
    @Dependency
    var modelData: ModelData

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        modelData
            .landmarks(for: identifiers)
            .map(LandmarkEntity.init)
    }
}
}

enum Seed000SuggestedEntities {
typealias LandmarkEntity = Seed000AppEntity.LandmarkEntity
struct LandmarkEntityQuery: EntityQuery {
    @Dependency var modelData: ModelData

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        modelData.landmarks(for: identifiers).map(LandmarkEntity.init)
    }

    func suggestedEntities() async throws -> [LandmarkEntity] {
        modelData.favoriteLandmarks.map(LandmarkEntity.init)
    }
}
}

enum Seed000StringQuery {
typealias LandmarkEntity = Seed000AppEntity.LandmarkEntity
struct LandmarkEntityQuery: EntityStringQuery {
    @Dependency var modelData: ModelData

    func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] {
        modelData.landmarks(for: identifiers).map(LandmarkEntity.init)
    }

    func entities(matching string: String) async throws -> [LandmarkEntity] {
        modelData.landmarks
            .filter { $0.name.localizedCaseInsensitiveContains(string) ||
                      $0.description.localizedCaseInsensitiveContains(string) }
            .map(LandmarkEntity.init)
    }
}
}

extension Seed000AppEntity.LandmarkEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .image) {
            return try $0.imageRepresentationData
        }
    }
}

extension Seed000AppEntity.LandmarkEntity {
  /// Stand-in for the app's image data: a tiny PNG signature followed by the image's name.
  var imageRepresentationData: Data {
    get throws { Data([0x89, 0x50, 0x4E, 0x47]) + Data(landmark.imageName.utf8) }
  }
}

enum Seed000UnionValue {
typealias LandmarkEntity = Seed000AppEntity.LandmarkEntity
enum SearchResult: UnionValue {
    case landmark(LandmarkEntity)
    case collection(CollectionEntity)
}
}

@Suite struct Seed000AppEntityTests {
  init() { SeedDependencies.registered }

  @Test func defaultQueryResolvesIdentifiersThroughItsDependency() async throws {
    let entities = try await Seed000AppEntity.LandmarkEntity.defaultQuery.entities(for: [3, 1, 99])
    #expect(entities.map(\.name) == ["Uluru", "Matterhorn"])
    #expect(titles(entities) == ["Uluru", "Matterhorn"])
  }

  @Test func suggestionsAreTheFavorites() async throws {
    let suggested = try await Seed000SuggestedEntities.LandmarkEntityQuery().suggestedEntities()
    #expect(suggested.map(\.id) == [1, 3])
  }

  @Test func stringQueryMatchesNamesAndDescriptions() async throws {
    let query = Seed000StringQuery.LandmarkEntityQuery()
    #expect(try await query.entities(matching: "canyon").map(\.name) == ["Grand Canyon"])
    #expect(try await query.entities(matching: "MONOLITH").map(\.name) == ["Uluru"])
  }

  @Test func landmarkExportsItsImageData() async throws {
    let entity = Seed000AppEntity.LandmarkEntity(landmark: ModelData.sample[0])
    #expect(Seed000AppEntity.LandmarkEntity.exportedContentTypes() == [.image])
    let data = try await entity.exported(as: .image)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func computedPropertiesAreDeclaredPropertiesReadFromTheModel() {
    let landmarks = ModelData.sample.map(Seed000AppEntity.LandmarkEntity.init)
    #expect(String(localized: landmarks[0].$name.title) == "Name")
    // One property object for the type, shared by every entity.
    #expect(landmarks[0].$name === landmarks[1].$name)
    let sorted = landmarks.matching([], sortedBy: [EntityQuerySort(\.$name, order: .descending)])
    #expect(sorted.map(\.name) == ModelData.sample.map(\.name).sorted(by: >))
  }

  @Test func unionValueExposesTheCaseValue() {
    let entity = Seed000AppEntity.LandmarkEntity(landmark: ModelData.sample[1])
    let result = Seed000UnionValue.SearchResult.landmark(entity)
    #expect((result.asIntentValue as? Seed000AppEntity.LandmarkEntity)?.id == 2)
    #expect(result.caseName == "landmark")
  }
}
