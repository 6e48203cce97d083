import IntentsRuntime
import IntentsWire
import Testing

/// The schema validator's keywords, as JSON Schema defines them.
@Suite struct ValidatorTests {
  @Test func oneOfNeedsExactlyOneBranch() {
    let schema: JSONValue = [
      "oneOf": [["type": "integer"], ["type": "number", "minimum": 0]]
    ]
    #expect(JSONSchemaValidator.issues(of: -3, against: schema).isEmpty)
    #expect(JSONSchemaValidator.issues(of: 2.5, against: schema).isEmpty)
    let both = JSONSchemaValidator.issues(of: 3, against: schema)
    #expect(both.count == 1)
    #expect(both.first?.problem.contains("exactly one") == true)
    #expect(!JSONSchemaValidator.issues(of: "x", against: schema).isEmpty)
  }

  @Test func nullIsNamedOnce() {
    let issue = JSONSchemaValidator.issues(of: .null, against: ["type": "string"]).first
    #expect(issue?.summary == "‘arguments’ must be a string, not null.")
    let text = JSONSchemaValidator.issues(of: "x", against: ["type": "integer"]).first
    #expect(text?.summary == "‘arguments’ must be an integer, not string \"x\".")
  }
}
