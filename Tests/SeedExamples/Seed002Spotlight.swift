// Seed 002, "Spotlight with CoreSpotlight Association" and the text and image parts of
// "Transferable Entity for Siri Context".
//
// SEED CHANGE: `updateSpotlightIndex()` is a method of a stand-in `TrailStore` holding the
//   `trails` and `favoritesCollection` it reads; it indexes into a named index so the test can
//   read back what was indexed (the seed uses `CSSearchableIndex.default()`; the test passes it).
// SEED CHANGE: the Transferable block's `FileRepresentation` draws a PDF with SwiftUI's
//   `ImageRenderer`, which Linux lacks; the two `DataRepresentation`s are kept. They are declared
//   on `Seed000AppEntity.LandmarkEntity`'s sibling `LandmarkEntity` below, because that entity
//   already declares a Transferable conformance for seed 000.

import AppIntents
import Testing

struct TrailStore {
  var trails: [Trail]
  var favoritesCollection: TrailCollection
  var index: CSSearchableIndex

func updateSpotlightIndex() async {
    let searchableItems = trails.map { trail in
        let item = CSSearchableItem(
            uniqueIdentifier: String(trail.id),
            domainIdentifier: nil,
            attributeSet: trail.searchableAttributes
        )

        let weight = favoritesCollection.members.contains(trail.id) ? 10 : 1
        let entity = TrailEntity(trail: trail)

        // Associate before adding to index
        item.associateAppEntity(entity, priority: weight)
        return item
    }

    try? await index.indexSearchableItems(searchableItems)
}
}

enum Seed002Transferable {
struct LandmarkEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
  static let defaultQuery = Query()
  let landmark: Landmark
  var id: Int { landmark.id }
  var name: String { landmark.name }
  var description: String { landmark.description }
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  var imageRepresentationData: Data { get throws { Data(landmark.imageName.utf8) } }
  struct Query: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] {
      ModelData().landmarks(for: identifiers).map(LandmarkEntity.init)
    }
  }
}
}

extension Seed002Transferable.LandmarkEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .image) {
            try $0.imageRepresentationData
        }

        DataRepresentation(exportedContentType: .plainText) {
            """
            Landmark: \($0.name)
            Description: \($0.description)
            """.data(using: .utf8)!
        }
    }
}

@Suite struct Seed002SpotlightTests {
  @Test func indexesTrailsWithTheirEntitiesAndFavoritesWeighted() async throws {
    let index = CSSearchableIndex(name: "seed-002-\(UUID().uuidString)")
    let manager = TrailDataManager()
    let store = TrailStore(
      trails: manager.allTrails, favoritesCollection: manager.favoritesCollection, index: index)
    await store.updateSpotlightIndex()

    let items = index.indexedItems
    #expect(items.map(\.uniqueIdentifier) == ["1", "2", "3", "4", "5"])
    let favorite = try #require(items.first { $0.uniqueIdentifier == "2" })
    #expect(favorite.attributeSet.title == "Emerald Pools")
    #expect(favorite.associatedAppEntity?.identifier == "2")
    #expect(favorite.associatedAppEntity?.priority == 10)
    #expect(items.first { $0.uniqueIdentifier == "1" }?.associatedAppEntity?.priority == 1)
  }

  @Test func landmarkIsSharedAsTextOrImage() async throws {
    let entity = Seed002Transferable.LandmarkEntity(landmark: ModelData.sample[0])
    let text = try await entity.exported(as: .plainText)
    #expect(String(decoding: text, as: UTF8.self).hasPrefix("Landmark: Matterhorn\nDescription:"))
    #expect(Seed002Transferable.LandmarkEntity.exportedContentTypes() == [.image, .plainText])
  }
}
