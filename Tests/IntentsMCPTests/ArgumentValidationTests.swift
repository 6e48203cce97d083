import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import MCP
import Testing

/// Arguments are checked before the host sees them, with messages that say what to fix and the
/// codes every surface answers with (a Find and an intent's parameters through the wire
/// layer's readers, as over HTTP); unknown tools are protocol errors.
@Suite struct ArgumentValidationTests {
  /// Tool, arguments, code, part of the message, one of the allowed values (or "").
  static let invalid: [(String, [String: Value], String, String, String)] = [
    (
      "find_TrailEntity",
      ["filters": [["property": "height", "comparison": "equalTo", "value": 3]]],
      "unknownProperty", "has no property ‘height’", "lengthKm"
    ),
    (
      "find_TrailEntity",
      ["filters": [["property": "nmae", "comparison": "equalTo", "value": "x"]]],
      "unknownProperty", "Did you mean ‘name’?", "name"
    ),
    (
      "find_TrailEntity",
      ["filters": [["property": "name", "comparison": "lessThan", "value": "a"]]],
      "unsupportedComparator", "does not support lessThan", "hasPrefix"
    ),
    (
      "find_TrailEntity",
      ["filters": [["property": "lengthKm", "comparison": "isBetween", "value": 5]]],
      "invalidRequest", "isBetween takes ‘values’", ""
    ),
    (
      "find_TrailEntity",
      ["filters": [["property": "difficulty", "comparison": "equalTo", "value": "extreme"]]],
      "invalidValue", "‘difficulty’ expects a case of Difficulty", "moderate"
    ),
    (
      "find_TrailEntity",
      [
        "filters": [
          ["property": "elevationGain", "comparison": "greaterThanOrEqualTo", "value": 1e300]
        ]
      ],
      "invalidValue", "‘elevationGain’ expects a whole number", ""
    ),
    ("find_TrailEntity", ["limit": "ten"], "invalidRequest", "‘limit’ must be a whole number", ""),
    ("find_TrailEntity", ["limit": 20000], "requestTooLarge", "‘limit’ may be at most 10000", ""),
    (
      "search_TrailEntity", ["text": "eiger"], "invalidRequest",
      "‘text’ is not a member of the arguments of search_TrailEntity", "query"
    ),
    ("search_TrailEntity", [:], "invalidRequest", "Give ‘query’", ""),
    (
      "search_TrailEntity", ["query": "e", "limit": 10_001], "requestTooLarge", "at most 10000", ""
    ),
    (
      "get_TrailEntity", ["ids": [1, 2]], "invalidRequest",
      "Each identifier in ‘ids’ must be a string, not 1", ""
    ),
    ("get_TrailEntity", [:], "invalidRequest", "Give ‘ids’", ""),
    ("get_TrailEntity", ["id": "007"], "malformedIdentifier", "“007” is not an identifier", ""),
    ("get_TrailEntity", ["ids": ["3", "+3"]], "malformedIdentifier", "canonical decimal", ""),
    (
      "get_TrailEntity", ["ids": ["3"], "idz": ["4"]], "invalidRequest", "‘idz’ is not a member",
      "ids"
    ),
    (
      "PlanHikeIntent", ["trail": ["id": "-0"]], "invalidValue",
      "‘trail.id’ is not of the right form", ""
    ),
    (
      "PlanHikeIntent", ["trail": ["id": "1"], "pace": "fast"], "invalidValue",
      "‘pace’ cannot be \"fast\"", "easy"
    ),
    ("PlanHikeIntent", ["trail": 7], "invalidValue", "not integer 7", ""),
    (
      "PlanHikeIntent", ["trail": ["name": "x"]], "invalidValue", "‘trail.name’ is not a member",
      "id"
    ),
    (
      "PlanHikeIntent", ["trial": ["id": "1"]], "unknownParameter", "Did you mean ‘trail’?", "trail"
    ),
    (
      "OpenTrailIntent", ["trail": "x", "answers": ["choose:trail": 3.5]], "invalidRequest",
      "An answer is", ""
    ),
  ]

  @Test(arguments: invalid)
  func invalidArgumentsAreToolErrorsThatSayWhatToFix(
    tool: String, arguments: [String: Value], code: String, message: String, allowed: String
  ) async throws {
    let result = try await connectedClient().call(tool, arguments)
    #expect(result.isError == true)
    #expect(result.errorCode == code, "\(result.texts)")
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
