import AppIntents
import CoreVideo
import Foundation
import IntentsImaging
import IntentsRuntime
import IntentsVisualSearch
import Synchronization
import Testing
import VisualIntelligence

/// What a visual search leaves in memory once it has answered: the pixels are freed, and what
/// "more results" needs — labels and the encoded image — is kept within a budget of bytes,
/// however many images, of whatever declared size, clients send.
@Suite struct VisualSearchMemoryTests {
  /// A host whose value query keeps weak references to the pixel buffers it is handed, reading
  /// images within `budget`.
  static func host(budget: DecodingBudget = .shared) -> IntentsHost {
    IntentsHost(name: "Peaks", images: PNGAndJPEGReader(budget: budget)) {
      PeakEntity.self
      OpenPeakIntent.self
      MorePeaksIntent.self
      PixelWitnessQuery.self
    }
  }

  /// A PNG of a few kilobytes that decodes to 4 MB of pixels.
  static func largePicture() throws -> Data {
    try ImageEncoder.png(
      ImageCanvas(width: 1000, height: 1000, background: .white).makePixelBuffer())
  }

  @Test func noPixelsOutliveTheSearchThatDecodedThem() async throws {
    let host = Self.host()
    let large = try Self.largePicture()
    #expect(large.count < 100_000)
    for _ in 0..<72 {
      let found = try await host.visualSearch(
        VisualSearchRequest(image: large, labels: ["outlive"]))
      #expect(found.values.first?.title == "Matterhorn")
      #expect(found.moreResults != nil)
    }
    #expect(PixelWitnessQuery.seen(label: "outlive") == 72)
    #expect(PixelWitnessQuery.alive(label: "outlive") == 0)
    // What is kept is the encoded picture: a few kilobytes a search, not 4 MB.
    let kept = host.visualSearchContents
    #expect(kept.count == 72)
    #expect(kept.retainedBytes < 72 * (large.count + 1_024))
  }

  @Test func moreResultsDecodesTheImageAgainAfterItsPixelsAreGone() async throws {
    let budget = DecodingBudget(bytes: 16 << 20)
    let host = Self.host(budget: budget)
    let found = try await host.visualSearch(
      VisualSearchRequest(image: try Self.largePicture(), labels: ["again"]))
    #expect(budget.bytesInUse == 0)
    #expect(budget.peakBytesInUse == 1000 * 4032)  // rows of 4,000 bytes, aligned to 64
    let outcome = try await host.showMoreResults(for: found)
    #expect(outcome.result?.dialog == "Searching for labels: again; image: 1000×1000")
    #expect(budget.bytesInUse == 0)
  }

  @Test func keptContentStaysWithinItsBudgetForgettingTheOldestFirst() async throws {
    let host = Self.host()
    let large = try Self.largePicture()
    let descriptor = try await host.semanticContent(
      for: VisualSearchRequest(image: large, labels: ["Eiger"]))
    let contents = SemanticContents(budget: 10 * (large.count + 1_024))
    var tokens: [String] = []
    for _ in 0..<72 {
      tokens.append(try #require(contents.keep(descriptor)))
      #expect(contents.retainedBytes <= contents.budget)
    }
    // As much as fits — about ten entries of the picture and its bookkeeping — and no more.
    #expect((10...12).contains(contents.count))
    #expect(contents.retainedBytes > contents.budget - (large.count + 1_024))
    #expect(try await contents.content(for: tokens[0]) == nil)
    let newest = try #require(try await contents.content(for: tokens[71]))
    #expect(newest.labels == ["Eiger"])
    #expect(newest.pixelBuffer?.size == CVImageSize(width: 1000, height: 1000))
    // Kept for ten minutes, and content larger than the whole budget is not kept at all.
    let later = Date() + SemanticContents.lifetime + 1
    #expect(try await contents.content(for: tokens[71], now: later) == nil)
    #expect(SemanticContents(budget: 1_000).keep(descriptor) == nil)
  }
}

/// Finds the Matterhorn for any picture, and keeps a weak reference to each pixel buffer it is
/// handed, by the search's first label, so that a test can tell whether the system let the
/// pixels go.
struct PixelWitnessQuery: IntentValueQuery {
  private struct Witness {
    weak var pixels: CVReadOnlyPixelBuffer?
  }

  private static let witnesses = Mutex<[String: [Witness]]>([:])

  func values(for input: SemanticContentDescriptor) async throws -> [PeakEntity] {
    if let pixels = input.pixelBuffer, let label = input.labels.first {
      Self.witnesses.withLock { $0[label, default: []].append(Witness(pixels: pixels)) }
    }
    return [PeakEntity.all[0]]
  }

  /// How many pixel buffers searches with this label handed the query.
  static func seen(label: String) -> Int { witnesses.withLock { $0[label]?.count ?? 0 } }

  /// How many of them are still in memory.
  static func alive(label: String) -> Int {
    witnesses.withLock { $0[label]?.filter { $0.pixels != nil }.count ?? 0 }
  }
}
