// Seed 002, "Visual Intelligence Integration".
//
// SEED CHANGE: `import VisualIntelligence` and `import CoreVideo`, which an app writes for
//   `SemanticContentDescriptor` and `CVReadOnlyPixelBuffer`, are added; `landmarkEntities`,
//   which the seed's own `ModelData.search(matching:)` reads, is a stand-in.
// SEED CHANGE: `try await modelData.search(...)` is written `try modelData.search(...)`: the
//   seed's `search` is synchronous, and `await` on it is a warning.

import AppIntents
import CoreVideo
import IntentsImaging
import Testing
import VisualIntelligence

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

  @Test func imagesMatchLandmarksAndLabelsAloneMatchNothing() async throws {
    let query = Seed002VisualSearch.LandmarkIntentValueQuery()
    // The system decodes what the camera saw; here, a real PNG.
    let png = try ImageEncoder.png(ImageCanvas(width: 8, height: 8, background: .white).makePixelBuffer())
    let seen = SemanticContentDescriptor(labels: ["mountain"], pixelBuffer: try ImageDecoder().decode(png))
    let matches = try await query.values(for: seen)
    #expect(matches.map(\.caseName) == ["landmark", "landmark"])
    let labelsOnly = SemanticContentDescriptor(labels: ["mountain"], pixelBuffer: nil)
    #expect(try await query.values(for: labelsOnly).isEmpty)
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
