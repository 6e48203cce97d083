import CoreVideo
import Foundation
import IntentsImaging
import Testing

/// Decodings within a budget: the pixels stay charged while a buffer lives, decodings that do
/// not fit wait their turn, and however many arrive together the bytes charged stay within the
/// budget.
@Suite struct DecodingBudgetTests {
  /// The bytes the 64×48 sample decodes to: 48 rows of 256 bytes.
  static let sampleBytes = 48 * 256

  /// Yields until a decoding waits in `budget` — or, were the budget to let it through without
  /// room, until more than the budget is charged, so that such a budget fails the test rather
  /// than hanging it.
  static func untilOneWaitsOrOverspends(_ budget: DecodingBudget) async {
    while budget.waitingCount == 0, budget.peakBytesInUse <= budget.bytes { await Task.yield() }
  }

  @Test func thePixelsStayChargedUntilTheBufferIsFreed() async throws {
    let budget = DecodingBudget(bytes: 1 << 20)
    var buffer: CVReadOnlyPixelBuffer? = try await ImageDecoder().decode(
      try Samples.png(), within: budget)
    #expect(buffer?.size == CVImageSize(width: 64, height: 48))
    #expect(budget.bytesInUse == Self.sampleBytes)
    buffer = nil
    #expect(budget.bytesInUse == 0)
    // A JPEG's decoder memory is given back when the decoding ends; its pixels with the buffer.
    buffer = try await ImageDecoder().decode(try Samples.jpeg(progressive: true), within: budget)
    #expect(budget.bytesInUse == Self.sampleBytes)
    #expect(budget.peakBytesInUse > Self.sampleBytes)
    buffer = nil
    #expect(budget.bytesInUse == 0)
  }

  @Test func aDecodingThatDoesNotFitWaitsForRoom() async throws {
    let budget = DecodingBudget(bytes: Self.sampleBytes)
    let png = try Samples.png()
    var first: CVReadOnlyPixelBuffer? = try await ImageDecoder().decode(png, within: budget)
    let second = Task { try await ImageDecoder().decode(png, within: budget).size }
    await Self.untilOneWaitsOrOverspends(budget)
    #expect(budget.waitingCount == 1)
    #expect(budget.bytesInUse == Self.sampleBytes)
    first = nil
    #expect(try await second.value == CVImageSize(width: 64, height: 48))
    #expect(budget.peakBytesInUse == Self.sampleBytes)
    #expect(budget.bytesInUse == 0)
    _ = first
  }

  @Test func aCancelledDecodingStopsWaiting() async throws {
    let budget = DecodingBudget(bytes: Self.sampleBytes)
    let png = try Samples.png()
    var first: CVReadOnlyPixelBuffer? = try await ImageDecoder().decode(png, within: budget)
    let second = Task { try await ImageDecoder().decode(png, within: budget) }
    await Self.untilOneWaitsOrOverspends(budget)
    #expect(budget.waitingCount == 1)
    second.cancel()
    await #expect(throws: CancellationError.self) { _ = try await second.value }
    #expect(budget.waitingCount == 0)
    first = nil
    #expect(budget.bytesInUse == 0)
    _ = first
  }

  @Test func manyDecodingsAtOnceStayWithinTheBudget() async throws {
    let budget = DecodingBudget(bytes: 3 * Self.sampleBytes)
    let png = try Samples.png()
    let sizes = try await withThrowingTaskGroup(of: CVImageSize.self) { group in
      for _ in 0..<24 {
        group.addTask {
          let buffer = try await ImageDecoder().decode(png, within: budget)
          // Each holds its pixels a moment, as a visual search's queries do.
          await Task.yield()
          return buffer.size
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(sizes.count == 24)
    #expect(sizes.allSatisfy { $0 == CVImageSize(width: 64, height: 48) })
    #expect(budget.peakBytesInUse <= budget.bytes)
    #expect(budget.bytesInUse == 0)
  }

  @Test func anImageLargerThanTheWholeBudgetIsRefused() async throws {
    let budget = DecodingBudget(bytes: 1_000)
    let error = await #expect(throws: ImageDecodingError.self) {
      _ = try await ImageDecoder().decode(try Samples.png(), within: budget)
    }
    #expect(error?.code == ImageDecodingError.tooLarge)
    #expect(error?.message.contains("at most 1000 bytes") == true)
    #expect(budget.bytesInUse == 0)
  }

  @Test func aDamagedImageGivesItsBytesBack() async throws {
    let budget = DecodingBudget(bytes: 1 << 20)
    let damaged = DamagedImageTests.JPEGDamage.earlyEOI.apply(to: try Samples.jpeg())
    await #expect(throws: ImageDecodingError.self) {
      _ = try await ImageDecoder().decode(damaged, within: budget)
    }
    #expect(budget.peakBytesInUse >= Self.sampleBytes)
    #expect(budget.bytesInUse == 0)
  }
}
