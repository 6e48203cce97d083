import AppIntentsTesting
import Foundation
import IntentsImaging
import LandmarksApp
import Testing

/// The Landmarks app's visual search, on-screen context and shared content, through its host.
@Suite struct VisualAndContentTests {
  @Test func theAppsOwnLocatorPictureFindsItsLandmarkFirst() async throws {
    let landmarks = try await TemporaryLandmarks()
    let matterhorn = try await landmarks.host.entity(type: "LandmarkEntity", identifier: "113")
    let png = try await landmarks.host.export(matterhorn, as: .png)
    #expect(png.mimeType == "image/png")
    #expect(png.suggestedFilename == "Matterhorn.png")
    let found = try await landmarks.host.visualSearch(VisualSearchRequest(image: png.data))
    #expect(found.values.first?.title == "Matterhorn")
    #expect(found.values.first?.unionCase == "landmark")
    #expect(found.values.first?.open?.intent == "OpenLandmarkIntent")
    // A JPEG of the same picture is read as well.
    let picture = try ImageDecoder().decode(png.data)
    let jpeg = try ImageEncoder.jpeg(picture, quality: 85)
    let fromJPEG = try await landmarks.host.visualSearch(VisualSearchRequest(image: jpeg))
    #expect(fromJPEG.values.first?.title == "Matterhorn")
  }

  @Test func labelsMatchKindsTagsAndCollections() async throws {
    let landmarks = try await TemporaryLandmarks()
    let glaciers = try await landmarks.host.visualSearch(VisualSearchRequest(labels: ["glacier"]))
    let kinds = try await glaciers.values.prefix(4).asyncMap {
      try await landmarks.host.properties(of: try #require($0.entity)).first { $0.name == "kind" }
    }
    #expect(kinds.allSatisfy { $0?.value == .string("glacier") })
    let collections = try await landmarks.database.collections()
    let name = try #require(collections.first?.name)
    let withCollection = try await landmarks.host.visualSearch(VisualSearchRequest(labels: [name]))
    #expect(withCollection.values.contains { $0.unionCase == "collection" && $0.title == name })
  }

  @Test func snowyPicturesFavourGlaciersAmongMountains() async throws {
    let landmarks = try await TemporaryLandmarks()
    var canvas = ImageCanvas(
      width: 320, height: 240, background: PixelColor(red: 240, green: 244, blue: 250))
    canvas.fill(
      x: 0, y: 0, width: 320, height: 60, with: PixelColor(red: 70, green: 120, blue: 210))
    let photo = try ImageEncoder.jpeg(canvas.makePixelBuffer())
    let found = try await landmarks.host.visualSearch(VisualSearchRequest(image: photo))
    let first = try #require(found.values.first?.entity)
    let kind = try await landmarks.host.properties(of: first).first { $0.name == "kind" }?.value
    #expect(kind == .string("glacier"))
    #expect(found.image?.format == "jpeg")
  }

  @Test func moreResultsRunsTheAppsImageSearch() async throws {
    let landmarks = try await TemporaryLandmarks()
    let found = try await landmarks.host.visualSearch(VisualSearchRequest(labels: ["volcano"]))
    #expect(found.moreResults?.intent == "SearchLandmarksByImageIntent")
    let schema = landmarks.host.adoptedSchemas.first { $0.type == "SearchLandmarksByImageIntent" }
    #expect(schema?.schema.id == "visualIntelligence.semanticContentSearch")
    #expect(schema?.schema.identifier == "ShowVisualSearchResultsInAppIntent")
    let outcome = try await landmarks.host.showMoreResults(for: found)
    #expect(outcome.result?.dialog?.hasSuffix("landmarks match volcano") == true)
  }

  @Test func thisOpensTheLandmarkTheClientIsLookingAt() async throws {
    let landmarks = try await TemporaryLandmarks()
    let host = landmarks.host
    let agent = try IntentsClient("agent-1")
    try await host.show(type: "LandmarkEntity", identifier: "113", to: agent)
    let outcome = try await IntentsClient.$current.withValue(agent) {
      try await host.run(intent: "OpenLandmarkIntent", parameters: ["landmark": .text("this")])
    }
    #expect(outcome.result?.dialog == "Opening Matterhorn")
    let other = try IntentsClient("agent-2")
    let elsewhere = await errorCode {
      _ = try await IntentsClient.$current.withValue(other) {
        try await host.run(intent: "OpenLandmarkIntent", parameters: ["landmark": .text("this")])
      }
    }
    #expect(elsewhere == IntentsError.nothingOnScreen)
  }

  @Test func aLandmarkSharesTextAPictureAndAPDF() async throws {
    let landmarks = try await TemporaryLandmarks()
    let host = landmarks.host
    let matterhorn = try await host.entity(type: "LandmarkEntity", identifier: "113")
    #expect(host.contentTypes(of: matterhorn) == [.plainText, .png, .pdf])
    let text = try await host.export(matterhorn, accepting: "text/plain")
    let body = String(decoding: text.data, as: UTF8.self)
    #expect(body.hasPrefix("Landmark: Matterhorn\nKind: mountain\n"))
    #expect(body.contains("Height: 4478 m"))
    let pdf = try await host.export(matterhorn, accepting: "application/pdf")
    #expect(pdf.mimeType == "application/pdf")
    #expect(pdf.suggestedFilename == "Matterhorn.pdf")
    #expect(pdf.data.starts(with: Array("%PDF-1.4".utf8)))
    #expect(String(decoding: pdf.data, as: UTF8.self).contains("(Matterhorn) Tj"))
  }
}

extension Sequence {
  func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var result: [T] = []
    for element in self { result.append(try await transform(element)) }
    return result
  }
}
