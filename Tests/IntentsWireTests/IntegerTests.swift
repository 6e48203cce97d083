import AppIntents
import Foundation
import IntentsRuntime
import IntentsWire
import Testing

/// Answers the whole number it is given.
struct EchoCountIntent: AppIntent {
  static let title: LocalizedStringResource = "Echo Count"
  @Parameter(title: "Count") var count: Int

  func perform() async throws -> some IntentResult & ReturnsValue<Int> {
    .result(value: count)
  }
}

/// Whole numbers past 2^53 — which a `Double` rounds — stay exact from the JSON text a client
/// sends to the entities, parameters and answers that carry them.
@Suite(.serialized) struct IntegerTests {
  static let big = 9_007_199_254_740_993

  static let host = IntentsHost(name: "Integers") {
    SpecimenEntity.self
    EchoCountIntent.self
  }

  @Test func wholeNumbersAreReadAndWrittenExactly() throws {
    let read = try JSONValue(parsing: "[9007199254740993, -9223372036854775808, 1.5, 2]")
    #expect(read.arrayValue?[0] == .integer(Self.big))
    #expect(read.arrayValue?[0].integerValue == Self.big)
    #expect(read.arrayValue?[1].integerValue == Int.min)
    #expect(read.arrayValue?[2] == .number(1.5))
    #expect(read.arrayValue?[2].integerValue == nil)
    #expect(read.description == "[9007199254740993,-9223372036854775808,1.5,2]")
    // Past `Int`'s bounds a whole number is a `Double`, as before.
    #expect(
      try JSONValue(parsing: "18446744073709551616").numberValue == 18_446_744_073_709_551_616)
  }

  @Test func integersAndNumbersOfTheSameValueAreEqualAndHashAlike() {
    #expect(JSONValue.integer(1) == .number(1.0))
    #expect(JSONValue.number(-0.0) == .integer(0))
    #expect(JSONValue.integer(Self.big) != .number(Double(Self.big)))
    #expect(Set<JSONValue>([.integer(1), .number(1), 1, .number(1.5)]).count == 2)
    #expect(JSONValue.integer(3).schemaTypeName == "integer")
  }

  @Test
  func aFindFilterMatchesAnExactWholeNumberAndTheAnswerCarriesIt() async throws {
    let found = try await Self.host.find(
      type: "SpecimenEntity",
      FindRequest(filters: [.init("count", .equalTo, .json(.integer(Self.big)))]))
    #expect(found.map(\.identifier) == ["3", "10"])
    let text = String(decoding: try await Self.host.jsonBytes(of: found), as: UTF8.self)
    #expect(text.contains(#""count":9007199254740993"#))
    #expect(
      try JSONValue(parsing: text).arrayValue?.first?.objectValue?["properties"]?.objectValue?[
        "count"] == JSONValue.integer(Self.big))
    // One less is another number: no specimen has it.
    let none = try await Self.host.find(
      type: "SpecimenEntity",
      FindRequest(filters: [.init("count", .equalTo, .json(.integer(Self.big - 1)))]))
    #expect(none.isEmpty)
  }

  @Test func aParameterTakesAnExactWholeNumberAndTheResultCarriesIt() async throws {
    let outcome = try await Self.host.run(
      intent: "EchoCountIntent", parameters: ["count": .value(.integer(Self.big))])
    guard case .completed(let result) = outcome else {
      Issue.record("expected a completed run, not \(outcome)")
      return
    }
    #expect(result.value == .integer(Self.big))
    #expect(result.value?.description == "9007199254740993")
  }

  /// `JSONValue(parsing:)` — what the command line reads `--request` and JSON lists with —
  /// reads a number as the servers read it: `90404791961315166.4` is a number that no `Int`
  /// holds, refused, where `JSONDecoder` cut it to the whole number `90404791961315166` and the
  /// intent ran with a value the caller never sent.
  @Test func textWithAFractionPastTwoToThe53IsNotCutToAWholeNumber() async throws {
    let parameters = try JSONValue(parsing: #"{"count": 90404791961315166.4}"#)
    let count = try #require(parameters.objectValue?["count"])
    #expect(count == .number(90_404_791_961_315_166.4))
    #expect(count == (try JSONBodyParser.parse(Array("90404791961315166.4".utf8))))
    let error = await #expect(throws: IntentsError.self) {
      _ = try await Self.host.run(intent: "EchoCountIntent", parameters: ["count": .value(count)])
    }
    #expect(error?.code == IntentsError.invalidValue)
  }

  @Test func wholeNumbersOutOfRangeAndRoundedNumbersAreInvalidValues() async throws {
    for input: JSONValue in [.number(9_007_199_254_740_992.0), .number(1e300), .number(2.5)] {
      let error = await #expect(throws: IntentsError.self) {
        _ = try await Self.host.run(intent: "EchoCountIntent", parameters: ["count": .value(input)])
      }
      #expect(error?.code == IntentsError.invalidValue, "\(input)")
    }
  }
}
