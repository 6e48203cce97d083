import AppIntents
import CoreVideo
import Foundation
import IntentsImaging
import IntentsRuntime
import IntentsVisualSearch
import Synchronization
import Testing

@Suite struct VisualSearchTests {
  let host = PeaksHost.make()

  @Test func labelsFindRankedValuesWithTheirUnionCasesAndOpeners() async throws {
    let found = try await host.visualSearch(
      VisualSearchRequest(labels: ["Eiger", " shelter ", "eiger"]))
    #expect(found.labels == ["Eiger", "shelter"])
    #expect(found.values.map(\.title) == ["Eiger", "Hörnlihütte"])
    #expect(found.values.map(\.rank) == [1, 2])
    #expect(found.values.map(\.unionCase) == ["peak", "shelter"])
    #expect(found.values.map(\.query) == ["SightingQuery", "SightingQuery"])
    #expect(
      found.values[0].open
        == IntentInvocation(intent: "OpenPeakIntent", parameters: ["target": .identifier("2")]))
    #expect(found.values[1].open == nil)
    #expect(found.values[1].entity?.typeIdentifier == "ShelterEntity")
    #expect(host.valueQueryTypes == ["SightingQuery"])
  }

  @Test func theImageReachesTheQueryAsPixels() async throws {
    let red = try PeaksHost.picture(PixelColor(red: 230, green: 30, blue: 20))
    let blue = try PeaksHost.picture(PixelColor(red: 20, green: 30, blue: 230))
    #expect(
      try await host.visualSearch(VisualSearchRequest(image: red)).values.first?.title
        == "Matterhorn")
    let found = try await host.visualSearch(VisualSearchRequest(image: blue, labels: ["Mönch"]))
    #expect(found.values.map(\.title) == ["Eiger", "Mönch"])
    #expect(found.image == VisualSearchResults.Image(format: "png", width: 32, height: 24))
  }

  @Test func aFoundEntityResolvesAndOpensThroughItsOpenIntent() async throws {
    let found = try await host.visualSearch(VisualSearchRequest(labels: ["Weisshorn"]))
    let value = try #require(found.values.first?.entity)
    let again = try await host.entity(type: value.typeIdentifier, identifier: value.identifier)
    #expect(again.title == "Weisshorn")
    let opened = try await host.open(value)
    #expect(opened.result?.dialog == "Opening Weisshorn")
    let invocation = try #require(found.values.first?.open)
    let run = try await host.run(intent: invocation.intent, parameters: invocation.parameters)
    #expect(run.result?.dialog == "Opening Weisshorn")
  }

  @Test func theMoreResultsIntentReceivesTheSearchedContent() async throws {
    let image = try PeaksHost.picture(PixelColor(red: 230, green: 30, blue: 20))
    let found = try await host.visualSearch(VisualSearchRequest(image: image, labels: ["Eiger"]))
    // MorePeaksIntent adopts .visualIntelligence.semanticContentSearch; AnnotatePeakPhotoIntent
    // also takes content, sorts first, and adopts no schema.
    #expect(found.moreResults?.intent == "MorePeaksIntent")
    #expect(host.moreResultsIntent == "MorePeaksIntent")
    #expect(
      host.adoptedSchemas.contains {
        $0.type == "MorePeaksIntent" && $0.schema.id == "visualIntelligence.semanticContentSearch"
      })
    let outcome = try await host.showMoreResults(for: found)
    #expect(outcome.result?.dialog == "Searching for labels: Eiger; image: 32×24")
  }

  @Test func theMoreResultsIntentTakesLabelsAloneButNoUnknownContent() async throws {
    let outcome = try await host.run(
      intent: "MorePeaksIntent",
      parameters: ["semanticContent": .value(.object(["labels": .array([.string("Eiger")])]))])
    #expect(outcome.result?.dialog == "Searching for labels: Eiger")
    let stale = await intentsError {
      _ = try await host.run(
        intent: "MorePeaksIntent",
        parameters: ["semanticContent": .value(.object(["content": .string("no-such-token")]))])
    }
    #expect(stale?.code == IntentsError.unknownReference)
    #expect(stale?.message.contains("search again") == true)
  }

  @Test func badRequestsAreClearErrors() async throws {
    let host = host
    #expect(
      await errorCode { _ = try await host.visualSearch(VisualSearchRequest()) }
        == IntentsError.invalidRequest)
    #expect(
      await errorCode {
        _ = try await host.visualSearch(VisualSearchRequest(image: Data("GIF89a".utf8)))
      }
        == IntentsError.invalidImage)
    let truncated = try PeaksHost.picture(.white).prefix(60)
    let damaged = await intentsError {
      _ = try await host.visualSearch(VisualSearchRequest(image: truncated))
    }
    #expect(damaged?.code == IntentsError.invalidImage)
    #expect(damaged?.message.contains("PNG") == true)
    #expect(
      await errorCode {
        _ = try await host.visualSearch(VisualSearchRequest(labels: ["snow\u{0}peak"]))
      }
        == IntentsError.invalidValue)
    #expect(
      await errorCode {
        _ = try await host.visualSearch(VisualSearchRequest(labels: (0..<40).map { "label \($0)" }))
      } == IntentsError.requestTooLarge)
    #expect(
      await errorCode {
        _ = try await host.visualSearch(VisualSearchRequest(labels: ["Eiger"], limit: 0))
      }
        == IntentsError.requestTooLarge)
    let big = try PeaksHost.picture(.white)
    let small = PeaksHost.make(
      images: PNGAndJPEGReader(limits: ImageLimits(maximumPixelCount: 100)))
    #expect(
      await errorCode { _ = try await small.visualSearch(VisualSearchRequest(image: big)) }
        == IntentsError.requestTooLarge)
  }

  @Test func aHostWithoutAnImageReaderSearchesByLabelsAlone() async throws {
    let host = PeaksHost.make(images: nil)
    let found = try await host.visualSearch(VisualSearchRequest(labels: ["Eiger"]))
    #expect(found.values.map(\.title) == ["Eiger"])
    let image = try PeaksHost.picture(PixelColor(red: 230, green: 30, blue: 20))
    let refused = await intentsError {
      _ = try await host.visualSearch(VisualSearchRequest(image: image, labels: ["Eiger"]))
    }
    // Not the client's content type: this host cannot search images, as one without a value
    // query cannot search at all.
    #expect(refused?.code == IntentsError.notSearchable)
    #expect(refused?.message.contains("image reader") == true)
  }

  @Test func theHostsReaderDecodesTheImageAndDecodesItAgainForMoreResults() async throws {
    let reader = CountingReader()
    let host = PeaksHost.make(images: reader)
    let image = try PeaksHost.picture(PixelColor(red: 230, green: 30, blue: 20))
    let found = try await host.visualSearch(VisualSearchRequest(image: image, labels: ["Eiger"]))
    #expect(found.image == VisualSearchResults.Image(format: "counted-png", width: 32, height: 24))
    #expect(reader.decoded == 1)
    let outcome = try await host.showMoreResults(for: found)
    #expect(outcome.result?.dialog == "Searching for labels: Eiger; image: 32×24")
    #expect(reader.decoded == 2)
  }

  @Test func aHostWithoutValueQueriesSaysSo() async throws {
    let host = IntentsHost(name: "Plain") { PeakEntity.self }
    let error = await intentsError {
      _ = try await host.visualSearch(VisualSearchRequest(labels: ["x"]))
    }
    #expect(error?.code == IntentsError.notSearchable)
    #expect(error?.message.contains("IntentValueQuery") == true)
  }
}

/// PNG and JPEG, counting the images it decodes, and naming their formats its own way.
final class CountingReader: ImageReader {
  private let base = PNGAndJPEGReader()
  private let count = Mutex(0)

  /// How many images it decoded.
  var decoded: Int { count.withLock { $0 } }

  func format(of image: Data) -> String? { base.format(of: image).map { "counted-\($0)" } }

  func pixels(of image: Data) async throws -> CVReadOnlyPixelBuffer {
    count.withLock { $0 += 1 }
    return try await base.pixels(of: image)
  }
}
