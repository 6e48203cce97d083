import AppIntentsTesting
import Foundation
import IntentsFixtures
import Testing

/// Values given as JSON are read as strictly as the host's schemas describe them; text, as a
/// person types it on the command line, stays lenient.
@Suite struct JSONValueInputTests {
  /// Filters whose JSON value the Find schema refuses, and the runtime now refuses too.
  static let refusedJSON: [(String, FindRequest.Filter)] = [
    ("TrailEntity", .init("tags", .contains, .json(false))),
    ("TrailEntity", .init("name", .equalTo, .json(42))),
    ("TrailEntity", .init("elevationGain", .greaterThanOrEqualTo, .json("500"))),
    ("TrailEntity", .init("elevationGain", .greaterThanOrEqualTo, .json(1e300))),
    // A number with a fraction part past 2^53 may have been rounded: only integers are exact.
    (
      "TrailEntity",
      .init("elevationGain", .greaterThanOrEqualTo, .json(9_007_199_254_740_992.0))
    ),
    ("TrailEntity", .init("difficulty", .equalTo, .json("Hard"))),
    ("TrailEntity", .init("difficulty", .equalTo, .json("gentle"))),
    ("HutEntity", .init("opened", .greaterThan, .json(0))),
  ]

  @Test(arguments: refusedJSON)
  func jsonValuesOfTheWrongTypeAreInvalid(type: String, filter: FindRequest.Filter) async throws {
    let error = await #expect(throws: IntentsError.self) {
      try await makeSystem().host.find(type: type, FindRequest(filters: [filter]))
    }
    #expect(error?.code == IntentsError.invalidValue, "\(filter)")
  }

  @Test func textStaysLenient() async throws {
    let host = makeSystem().host
    let hard = try await host.find(
      type: "TrailEntity", FindRequest(filters: [.init("difficulty", .equalTo, "Hard")]))
    #expect(!hard.isEmpty)
    let gentle = try await host.find(
      type: "TrailEntity", FindRequest(filters: [.init("difficulty", .equalTo, "gentle")]))
    #expect(!gentle.isEmpty)
    let climbs = try await host.find(
      type: "TrailEntity",
      FindRequest(filters: [.init("elevationGain", .greaterThanOrEqualTo, "500")]))
    #expect(!climbs.isEmpty)
  }

  @Test func jsonValuesOfTheRightTypeFind() async throws {
    let host = makeSystem().host
    let hard = try await host.find(
      type: "TrailEntity", FindRequest(filters: [.init("difficulty", .equalTo, .json("hard"))]))
    #expect(hard.map(\.title).contains("Säntis Ridge"))
    let opened = try await host.find(
      type: "HutEntity",
      FindRequest(filters: [.init("opened", .greaterThan, .json("1900-01-01T00:00:00Z"))]))
    #expect(opened.count == 2)
  }

  /// JSON Schema's `maxLength` counts Unicode scalars, and so do the limits: text of 4096
  /// scalars passes even when it is fewer characters, one more scalar does not.
  @Test func textLimitsCountUnicodeScalars() async throws {
    let host = makeSystem().host
    let accent = "e\u{301}"  // one character, two scalars
    let longest = String(repeating: accent, count: Limits.maximumTextLength / 2)
    #expect(longest.count == Limits.maximumTextLength / 2)
    _ = try await host.search(type: "TrailEntity", text: longest)
    let error = await #expect(throws: IntentsError.self) {
      try await host.search(type: "TrailEntity", text: longest + "x")
    }
    #expect(error?.code == IntentsError.requestTooLarge)
  }

  /// A JSON string of 4,096 characters is within the limit: its quotes are no part of the
  /// value (before, the JSON encoding was counted and 4,095 characters were refused as 4,097).
  @Test func jsonValueLimitsCountTheValuesCharacters() async throws {
    let host = makeSystem().host
    let longest = String(repeating: "a", count: Limits.maximumTextLength)
    let found = try await host.find(
      type: "TrailEntity", FindRequest(filters: [.init("name", .equalTo, .json(.string(longest)))]))
    #expect(found.isEmpty)
    let error = await #expect(throws: IntentsError.self) {
      try await host.find(
        type: "TrailEntity",
        FindRequest(filters: [.init("name", .equalTo, .json(.string(longest + "a")))]))
    }
    #expect(error?.code == IntentsError.requestTooLarge)
    #expect(error?.message.contains("not 4097") == true)
    let quoted = String(repeating: "\"", count: Limits.maximumTextLength)
    _ = try await host.find(
      type: "TrailEntity", FindRequest(filters: [.init("name", .equalTo, .json(.string(quoted)))]))
  }
}
