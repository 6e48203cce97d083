// Seed 002, "Visual Intelligence Integration".
//
// SEED CHANGE: `SemanticContentDescriptor` and `CVReadOnlyPixelBuffer` (VisualIntelligence and
//   Core Video) are stand-ins; `ModelData.search(matching:)` is the seed's own extension, and
//   `landmarkEntities` a stand-in it reads.
// SEED CHANGE: `try await modelData.search(...)` is written `try modelData.search(...)`: the
//   seed's `search` is synchronous, and `await` on it is a warning.

import AppIntents
import Testing

struct CVReadOnlyPixelBuffer: Sendable { var pixels: [UInt8] }
struct SemanticContentDescriptor: Sendable { var pixelBuffer: CVReadOnlyPixelBuffer? }

enum Seed002VisualSearch {
typealias LandmarkEntity = Seed000AppEntity.LandmarkEntity
@UnionValue
enum VisualSearchResult {
    case landmark(LandmarkEntity)
    case collection(CollectionEntity)
}

struct LandmarkIntentValueQuery: IntentValueQuery {
    @Dependency var modelData: ModelData

    func values(for input: SemanticContentDescriptor) async throws -> [VisualSearchResult] {
        guard let pixelBuffer = input.pixelBuffer else { return [] }

        let landmarks = try modelData.search(matching: pixelBuffer)
        return landmarks
    }
}
}

extension ModelData {
    func search(matching pixels: CVReadOnlyPixelBuffer) throws -> [Seed002VisualSearch.VisualSearchResult] {
        // Match pixel buffer to your app's content
        return landmarkEntities.map { .landmark($0) }
    }

  var landmarkEntities: [Seed000AppEntity.LandmarkEntity] {
    landmarks.prefix(2).map(Seed000AppEntity.LandmarkEntity.init)
  }
}

@Suite struct Seed002VisualSearchTests {
  init() { SeedDependencies.registered }

  @Test func imagesMatchLandmarksAndEmptyInputMatchesNothing() async throws {
    let query = Seed002VisualSearch.LandmarkIntentValueQuery()
    let matches = try await query.values(for: SemanticContentDescriptor(pixelBuffer: .init(pixels: [1])))
    #expect(matches.map(\.caseName) == ["landmark", "landmark"])
    #expect(try await query.values(for: SemanticContentDescriptor(pixelBuffer: nil)).isEmpty)
  }

  @Test func unionValueListsItsCasesAndReadsThePayloadWithoutReflection() {
    typealias Result = Seed002VisualSearch.VisualSearchResult
    #expect(Result.unionCases.map(\.name) == ["landmark", "collection"])
    #expect(Result.allIntentValueTypes.count == 2)
    #expect(Result.allIntentValueTypes[1] == CollectionEntity.self)
    let collection = Result.collection(CollectionEntity(id: "favorites"))
    #expect(collection.caseName == "collection")
    #expect((collection.asIntentValue as? CollectionEntity)?.id == "favorites")
  }
}
