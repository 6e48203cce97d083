import AppIntentsTesting
import IntentsWire
import Testing

@testable import IntentsHTTP

/// The checker the server holds requests to, against the schemas its document gives: the two
/// readings of a schema — this one and the tests' — must agree.
@Suite struct RequestSchemaTests {
  /// The host's schemas of integer and UUID identifiers.
  static let integer = try! makeSystem().host.identifierSchema(type: "TrailEntity")
  static let uuid = try! makeSystem().host.identifierSchema(type: "HutEntity")
  /// The host's schema of a whole number, as it gives it for a filter on `elevationGain`.
  static let whole: JSONValue = [
    "type": "integer", "minimum": .integer(Int.min), "maximum": .integer(Int.max),
  ]

  // The runtime's JSONSchemaValidator, on the schemas this adapter documents.
  static let cases: [(JSONValue, JSONValue, Bool)] = [
    ("a", ["type": "string"], true),
    (1, ["type": "string"], false),
    (2, ["type": "integer"], true),
    (2.5, ["type": "integer"], false),
    (.null, ["type": ["string", "null"]], true),
    ("x", ["enum": ["a", "b"]], false),
    (
      ["a": 1],
      ["type": "object", "properties": ["a": ["type": "integer"]], "additionalProperties": false],
      true
    ),
    (
      ["b": 1],
      ["type": "object", "properties": ["a": ["type": "integer"]], "additionalProperties": false],
      false
    ),
    ([:], ["type": "object", "required": ["a"]], false),
    ([1, "x"], ["type": "array", "items": ["type": "integer"]], false),
    ([1, 2, 3], ["type": "array", "maxItems": 2], false),
    ("x", ["anyOf": [["type": "integer"], ["type": "string"]]], true),
    (true, ["anyOf": [["type": "integer"], ["type": "string"]]], false),
    (20, ["type": "integer", "maximum": 14], false),
    (9_007_199_254_740_993, whole, true),
    (-9_007_199_254_740_991, whole, true),
    (.integer(Int.max), whole, true),
    (1e300, whole, false),
    (2.5, whole, false),
    ("42", integer, true),
    ("-7", integer, true),
    ("4 2", integer, false),
    ("1234567890123456789", integer, true),
    ("+42", integer, false),
    ("042", integer, false),
    (
      "00000000-0000-0000-0000-00000000000a", uuid,
      true
    ),
    ("00000000-0000-0000-0000", uuid, false),
    ("home", IdentifierSchema.savedName, true),
    ("my hut", IdentifierSchema.savedName, true),
    (" home", IdentifierSchema.savedName, false),
    ("home\r", IdentifierSchema.savedName, false),
    ("home\n", IdentifierSchema.savedName, false),
    ("42\n", integer, false),
    ("home\u{3000}", IdentifierSchema.savedName, false),
    ("", IdentifierSchema.savedName, false),
  ]

  @Test(arguments: cases.indices)
  func valuesMatchOrNotAsTheSchemaSays(index: Int) {
    let (value, schema, valid) = Self.cases[index]
    let issues = JSONSchemaValidator.issues(of: value, against: schema)
    #expect(issues.isEmpty == valid, "\(value) against \(schema): \(issues)")
    #expect(SchemaChecker(document: [:]).problems(value, schema).isEmpty == valid)
  }

  @Test func problemsSayWhereAndWhat() throws {
    let schema: JSONValue = [
      "type": "object",
      "properties": ["companions": ["type": "array", "items": ["type": "string"]]],
      "additionalProperties": false,
    ]
    let issue = try #require(
      JSONSchemaValidator.issues(of: ["companions": ["Ana", 2]], against: schema).first)
    #expect(issue.path == ["companions", "[1]"])
    #expect(issue.place == "companions[1]")
    #expect(issue.problem == "must be a string, not integer 2")
    let unknown = try #require(
      JSONSchemaValidator.issues(of: ["mood": "happy"], against: schema).first)
    #expect(unknown.kind == .unknownMember)
    #expect(unknown.allowed == ["companions"])
  }
}
