import AppIntentsTesting
import IntentsWire
import Foundation
import IntentsFixtures
import IntentsMCP
import MCP
import Testing

/// Arguments are checked against the advertised schema before the host sees them, with
/// messages that say what to fix; unknown tools are protocol errors.
@Suite struct ArgumentValidationTests {
  /// Tool, arguments, part of the message, one of the allowed values (or "").
  static let invalid: [(String, [String: Value], String, String)] = [
    (
      "find_TrailEntity",
      ["filters": [["property": "height", "comparison": "equalTo", "value": 3]]],
      "‘filters[0].property’ cannot be \"height\"", "lengthKm"
    ),
    (
      "find_TrailEntity",
      ["filters": [["property": "name", "comparison": "lessThan", "value": "a"]]],
      "‘filters[0].comparison’ cannot be \"lessThan\"", "hasPrefix"
    ),
    (
      "find_TrailEntity",
      ["filters": [["property": "lengthKm", "comparison": "isBetween", "value": 5]]],
      "‘filters[0].value’ is not a member here", "values"
    ),
    (
      "find_TrailEntity",
      ["filters": [["property": "difficulty", "comparison": "equalTo", "value": "extreme"]]],
      "‘filters[0].value’ cannot be \"extreme\"", "moderate"
    ),
    (
      "find_TrailEntity",
      ["filters": [["property": "elevationGain", "comparison": "greaterThan", "value": 1e300]]],
      "‘filters[0].value’ must be less than 9007199254740992", ""
    ),
    ("find_TrailEntity", ["limit": "ten"], "‘limit’ must be an integer, not string \"ten\"", ""),
    ("find_TrailEntity", ["limit": 20000], "‘limit’ must be at most 10000", ""),
    ("search_TrailEntity", ["text": "eiger"], "‘text’ is not an argument of this tool", "query"),
    ("search_TrailEntity", [:], "‘query’ is required", ""),
    ("get_TrailEntity", ["ids": [1, 2]], "‘ids[0]’ must be a string, not integer 1", ""),
    ("get_TrailEntity", [:], "Give ‘ids’", ""),
    ("get_TrailEntity", ["id": "007"], "‘id’ is not of the right form", ""),
    ("get_TrailEntity", ["ids": ["3", "+3"]], "canonical decimal", ""),
    ("PlanHikeIntent", ["trail": ["id": "-0"]], "‘trail.id’ is not of the right form", ""),
    (
      "PlanHikeIntent", ["trail": ["id": "1"], "pace": "fast"], "‘pace’ cannot be \"fast\"", "easy"
    ),
    ("PlanHikeIntent", ["trail": 7], "‘trail’ must be an object or a string, not integer 7", ""),
    ("PlanHikeIntent", ["trail": ["name": "x"]], "‘trail.name’ is not a member here", "id"),
    (
      "OpenTrailIntent", ["trail": "x", "answers": ["choose:trail": 3.5]], "‘answers.choose:trail’",
      ""
    ),
  ]

  @Test(arguments: invalid)
  func invalidArgumentsAreToolErrorsThatSayWhatToFix(
    tool: String, arguments: [String: Value], message: String, allowed: String
  ) async throws {
    let result = try await connectedClient().call(tool, arguments)
    #expect(result.isError == true)
    #expect(result.errorCode == "invalidRequest")
    let text = try #require(result.texts.first)
    #expect(text.contains(message), "\(text)")
    if !allowed.isEmpty {
      #expect(result["error", "allowed"]?.arrayValue?.contains(.string(allowed)) == true, "\(text)")
    }
  }

  @Test func oversizedArgumentsAreRefusedBeforeAnythingRuns() async throws {
    let big = String(repeating: "x", count: 70 * 1024)
    let result = try await connectedClient().call("search_TrailEntity", ["query": .string(big)])
    #expect(result.isError == true)
    #expect(result.errorCode == "requestTooLarge")
    #expect(result.texts.first?.contains("at most 65536") == true)
  }

  @Test func unknownToolsAreProtocolErrors() async throws {
    let client = try await connectedClient()
    await #expect {
      _ = try await client.call("search_RegionEntity", ["query": "valais"])
    } throws: { error in
      guard case .invalidParams(let detail)? = error as? MCPError else { return false }
      return detail?.contains("Unknown tool ‘search_RegionEntity’") == true
        && detail?.contains("get_RegionEntity") == true
    }
  }
}
