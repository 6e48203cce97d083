import Foundation
import Testing

@testable import OpenIntentsFuzzSupport

/// The replay that Scripts/test runs in place of libFuzzer: it must read what it is given as
/// libFuzzer would, and a seed must name the same mutants every time, so that a failure it
/// prints can be run again.
@Suite struct ReplayTests {
  /// A folder with these files, removed after `body`.
  @discardableResult
  private func withCorpus<Result>(
    _ files: [String: [UInt8]], _ body: (String) throws -> Result
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, bytes) in files {
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    return try body(folder.path)
  }

  private func mutants(_ replay: Replay, _ count: Int) -> [[UInt8]] {
    var generator = SplitMix(seed: replay.seed)
    return (0..<count).map { _ in replay.mutant(&generator) }
  }

  @Test func aSeedNamesTheSameMutantsEveryTime() throws {
    try withCorpus(["a": Array("{\"peak\":1}".utf8), "b": Array("name == 'Eiger'".utf8)]) {
      let first = try Replay(arguments: ["-seed=42", $0])
      let again = try Replay(arguments: ["-seed=42", $0])
      let other = try Replay(arguments: ["-seed=43", $0])
      #expect(mutants(first, 500) == mutants(again, 500))
      #expect(mutants(first, 500) != mutants(other, 500))
      // Mutants differ from the inputs they were made from, most of the time.
      let inputs = Set(first.inputs.map(\.bytes))
      #expect(mutants(first, 500).filter { !inputs.contains($0) }.count > 400)
    }
  }

  @Test func mutantsKeepToTheLengthLimit() throws {
    try withCorpus(["long": Array(repeating: UInt8(ascii: "x"), count: 100)]) {
      let replay = try Replay(arguments: ["-max_len=16", "-seed=7", $0])
      #expect(replay.inputs.map(\.bytes.count) == [16])
      #expect(mutants(replay, 1000).allSatisfy { $0.count <= 16 })
    }
  }

  @Test func aFoldersFilesAreReadInOrderOfName() throws {
    try withCorpus(["b": [2], "a": [1], "c": [3]]) { folder in
      let replay = try Replay(arguments: [folder])
      #expect(replay.inputs.map(\.bytes) == [[1], [2], [3]])
      #expect(replay.inputs.map(\.name) == ["\(folder)/a", "\(folder)/b", "\(folder)/c"])
    }
  }

  @Test func dictionariesAreReadAsLibFuzzerReadsThem() throws {
    let text = """
      # a comment, then a blank line

      "{"
      quote="\\""
        escapes="\\x41\\\\\\x7e"
      kw_null="null"
      """
    try withCorpus(["tokens.dict": Array(text.utf8)]) { folder in
      let tokens = try Replay.dictionary(at: "\(folder)/tokens.dict")
      #expect(
        tokens == [Array("{".utf8), Array("\"".utf8), Array("A\\~".utf8), Array("null".utf8)])
    }
  }

  @Test(arguments: ["token", "\"unclosed", "bad=\"\\x4\"", "bad=\"\\xZZ\""])
  func aDictionaryLineThatIsNoQuotedTokenIsRefused(line: String) throws {
    try withCorpus(["bad.dict": Array("\"ok\"\n\(line)\n".utf8)]) { folder in
      #expect(throws: Replay.Failure.self) { try Replay.dictionary(at: "\(folder)/bad.dict") }
    }
  }

  @Test(arguments: [
    ["-bogus=1"], ["-mutations=many"], ["-seed=-1"], ["-max_len="], ["-dict=/no/such"],
  ])
  func anOptionItCannotFollowIsRefused(options: [String]) throws {
    try withCorpus(["a": [1]]) { folder in
      // The corpus is readable: the option alone is refused.
      _ = try Replay(arguments: [folder])
      #expect(throws: Replay.Failure.self) { try Replay(arguments: options + [folder]) }
    }
  }

  @Test(arguments: [[], ["/no/such/corpus"]])
  func noInputIsRefused(arguments: [String]) {
    #expect(throws: Replay.Failure.self) { try Replay(arguments: arguments) }
  }
}
