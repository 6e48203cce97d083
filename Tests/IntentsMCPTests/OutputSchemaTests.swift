import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import MCP
import Testing

/// Every tool's structured output is what its `outputSchema` says: the runtime's schemas of its
/// own JSON forms, checked with the runtime's validator against real calls.
@Suite struct OutputSchemaTests {
  static let calls: [(String, [String: Value])] = [
    // Trail 4 has no elevation gain (an optional property, null); difficulty is an enum.
    ("get_TrailEntity", ["ids": ["4", "5", "999"], "allProperties": true]),
    // Glecksteinhütte has no warden; access is an enum; opened is a date.
    ("get_HutEntity", ["ids": ["00000000-0000-0000-0000-00000000000B"], "allProperties": true]),
    ("search_TrailEntity", ["query": "trail"]),
    ("search_HutEntity", ["query": "hütte", "limit": 1]),
    (
      "find_TrailEntity",
      ["filters": [["property": "isLoop", "comparison": "equalTo", "value": true]]]
    ),
    ("find_HutEntity", ["sort": [["property": "altitude", "order": "descending"]]]),
    ("suggest_TrailEntity", [:]),
    ("OpenTrailIntent", ["trail": "trail"]),  // several match: needsInput
    ("OpenTrailIntent", ["trail": ["id": "3"]]),  // completed
    ("PlanHikeIntent", ["trail": ["id": "1"], "days": 2]),
    ("get_TrailEntity", ["ids": ["x"]]),  // an error result
  ]

  @Test(arguments: calls)
  func structuredOutputMatchesTheDeclaredOutputSchema(
    tool name: String, arguments: [String: Value]
  ) async throws {
    let client = try await connectedClient()
    let schema = try json(try #require(try await client.tool(name).outputSchema))
    let result = try await client.call(name, arguments)
    let output = try json(try #require(result.structuredContent))
    let issues = JSONSchemaValidator.issues(of: output, against: schema)
    #expect(issues.isEmpty, "\(name): \(issues) in \(output.description.prefix(600))")
  }

  @Test func outcomesNeedingInputAndEntityValuesAreDescribedPrecisely() async throws {
    let client = try await connectedClient()
    let asked = try await client.call("OpenTrailIntent", ["trail": "trail"])
    #expect(asked["status"] == "needsInput")
    let outcome = try json(try #require(try await client.tool("OpenTrailIntent").outputSchema))
    var question = try json(try #require(asked.structuredContent))
    #expect(JSONSchemaValidator.issues(of: question, against: outcome).isEmpty)
    // A question of a kind the runtime never asks is not a valid outcome.
    if case .object(var members) = question, case .object(var asked)? = members["question"] {
      asked["kind"] = "guess"
      members["question"] = .object(asked)
      question = .object(members)
    }
    #expect(!JSONSchemaValidator.issues(of: question, against: outcome).isEmpty)

    let get = try json(try #require(try await client.tool("get_TrailEntity").outputSchema))
    let trail = try json(
      try #require(try await client.call("get_TrailEntity", ["ids": ["4"]]).structuredContent))
    #expect(JSONSchemaValidator.issues(of: trail, against: get).isEmpty)
    // Not a case of Difficulty, and null where the property is not optional: both refused.
    for (property, value): (String, JSONValue) in [("difficulty", "extreme"), ("name", .null)] {
      let changed = replacing(property, with: value, inFirstEntityOf: trail)
      #expect(!JSONSchemaValidator.issues(of: changed, against: get).isEmpty, "\(property)")
    }
    // An optional property may be null.
    let noGain = replacing("elevationGain", with: .null, inFirstEntityOf: trail)
    #expect(JSONSchemaValidator.issues(of: noGain, against: get).isEmpty)
  }

  private func json(_ value: Value) throws -> JSONValue {
    try JSONValue(parsing: String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
  }

  private func replacing(
    _ property: String, with value: JSONValue, inFirstEntityOf result: JSONValue
  ) -> JSONValue {
    guard case .object(var members) = result, case .array(var entities)? = members["entities"],
      case .object(var entity)? = entities.first,
      case .object(var properties)? = entity["properties"]
    else { return result }
    properties[property] = value
    entity["properties"] = .object(properties)
    entities[0] = .object(entity)
    members["entities"] = .array(entities)
    return .object(members)
  }
}
