// Seed 002, "Spotlight with CoreSpotlight Association" and the text and image parts of
// "Transferable Entity for Siri Context".
//
// SEED CHANGE: `updateSpotlightIndex()` is a method of a stand-in `TrailStore` holding the
//   `trails` and `favoritesCollection` it reads; it indexes into a named index so the test can
//   read back what was indexed (the seed uses `CSSearchableIndex.default()`; the test passes it).
// SEED CHANGE: the Transferable block's `FileRepresentation` draws its PDF with SwiftUI's
//   `ImageRenderer` into a Core Graphics PDF context, which Linux lacks: the same page (the
//   image, the name, the continent, the description) is written with `PDFRenderer`
//   (PDFRendering), into the temporary directory instead of an iOS app's documents directory.
//   The representations are declared on a sibling `LandmarkEntity` below, because
//   `Seed000AppEntity.LandmarkEntity` already declares a Transferable conformance for seed 000;
//   its `imageRepresentationData` is a stand-in JPEG of the landmark's colour.

import AppIntents
import IntentsImaging
import PDFRendering
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
  var continent: String { landmark.continent }
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  static let imageSize = (width: 120, height: 80)
  var imageRepresentationData: Data {
    get throws {
      let shade = UInt8(truncatingIfNeeded: landmark.id * 60)
      let canvas = ImageCanvas(
        width: Self.imageSize.width, height: Self.imageSize.height,
        background: PixelColor(red: shade, green: 120, blue: 200))
      return try ImageEncoder.jpeg(canvas.makePixelBuffer())
    }
  }
  struct Query: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] {
      ModelData().landmarks(for: identifiers).map(LandmarkEntity.init)
    }
  }
}
}

extension Seed002Transferable.LandmarkEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(exportedContentType: .pdf) { @MainActor landmark in
            let url = URL.temporaryDirectory.appending(path: "\(landmark.name).pdf")

            var renderer = PDFRenderer()
            renderer.image(
                jpeg: try landmark.imageRepresentationData,
                pixelWidth: Self.imageSize.width, pixelHeight: Self.imageSize.height)
            renderer.heading(landmark.name)
            renderer.paragraph("Continent: \(landmark.continent)")
            renderer.paragraph(landmark.description)
            try renderer.render().write(to: url)

            return .init(url)
        }

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
    #expect(
      Seed002Transferable.LandmarkEntity.exportedContentTypes() == [.pdf, .image, .plainText])
    let pdf = try await entity.exported(as: .pdf)
    #expect(pdf.starts(with: Array("%PDF-".utf8)))
    #expect(String(decoding: pdf, as: UTF8.self).contains("(Continent: Europe) Tj"))
    let image = try await entity.exported(as: .image)
    #expect(try ImageDecoder().decode(image).size.width == 120)
  }
}
