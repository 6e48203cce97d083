import AppIntentsTesting
import IntentsWire
import Testing

/// Identifiers have one spelling, and the schema the adapters advertise for them accepts exactly
/// what the host resolves.
@Suite struct IdentifierFormTests {
  /// Texts at the edges of what an `Int` identifier may be.
  static let boundaries: [String] = [
    String(Int.max), String(Int.min), "9223372036854775806", "9223372036854775808",
    "-9223372036854775807", "-9223372036854775809", "9223372036854775817", "9223372036854775897",
    "9223372036854775907", "9300000000000000000", "-9300000000000000000", "1000000000000000000",
    "999999999999999999", "-999999999999999999", "-1000000000000000000", "10000000000000000000",
    "99999999999999999999", "0", "-0", "+0", "00", "007", "-007", "+7", "7", "-7", "", "-", "+",
    " 7", "7 ", "7\n", "\n7", "1_000", "0x10", "1e3", "٣", "12a", "--1",
    String(repeating: "0", count: 21) + "3",
  ]

  @Test func theIntegerPatternAcceptsExactlyCanonicalInts() async throws {
    let schema = try makeSystem().host.identifierSchema(type: "TrailEntity")
    var texts = Self.boundaries
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<3000 {
      let length = Int.random(in: 0...21, using: &generator)
      var text = String((0..<length).map { _ in "0123456789".randomElement(using: &generator)! })
      if Bool.random(using: &generator) { text = "-" + text }
      texts.append(text)
    }
    for _ in 0..<1000 {
      let number = Int.random(in: .min ... .max, using: &generator)
      texts += [
        String(number), String(number / 10),
        String(number).replacingOccurrences(of: "-", with: "+"),
      ]
    }
    let host = makeSystem().host
    for text in texts {
      let canonical = Int(text).map(String.init) == text
      let valid = JSONSchemaValidator.issues(of: .string(text), against: schema).isEmpty
      #expect(valid == canonical, "\(text.debugDescription)")
      // The host parses exactly the same texts.
      let parsed = (try? await host.resolve(type: "TrailEntity", identifiers: [text])) != nil
      #expect(parsed == canonical, "\(text.debugDescription)")
    }
  }

  @Test func theHostRefusesIntsThatAreNotCanonicalAndSaysWhy() async throws {
    let host = makeSystem().host
    for text in ["+3", "03", "-0", "0003", String(repeating: "0", count: 21) + "3"] {
      let error = await intentsError {
        _ = try await host.resolve(type: "TrailEntity", identifiers: [text])
      }
      #expect(error?.code == IntentsError.malformedIdentifier, "\(text)")
      #expect(error?.message.contains("canonical decimal") == true, "\(error?.message ?? "")")
    }
    #expect(try await host.entity(type: "TrailEntity", identifier: "3").identifier == "3")
    let large = try await host.resolve(type: "TrailEntity", identifiers: [String(Int.max)])
    guard case .missing(let missing)? = large.first, large.count == 1 else {
      Issue.record("\(large)")
      return
    }
    #expect(missing == String(Int.max))
  }

  @Test func uuidAndTextIdentifiersHaveTheirOwnSchemas() async throws {
    let host = makeSystem().host
    let uuid = try host.identifierSchema(type: "HutEntity")
    for (text, valid) in [
      ("6F9619FF-8B86-D011-B42D-00C04FC964FF", true),
      ("6f9619ff-8b86-d011-b42d-00c04fc964ff", true),
      ("6F9619FF-8B86-D011-B42D-00C04FC964FF\n", false),
      ("6F9619FF8B86D011B42D00C04FC964FF", false),
    ] {
      #expect(JSONSchemaValidator.issues(of: .string(text), against: uuid).isEmpty == valid)
    }
    let text = try host.identifierSchema(type: "RegionEntity")
    #expect(JSONSchemaValidator.issues(of: .string("valais"), against: text).isEmpty)
    #expect(
      !JSONSchemaValidator.issues(of: .string(String(repeating: "a", count: 4097)), against: text)
        .isEmpty)
    #expect(throws: IntentsError.self) { try host.identifierSchema(type: "Nope") }
  }

  @Test func entityParametersAreGivenByIdentifiersOfTheirForm() async throws {
    let schema = try makeSystem().host.parametersSchema(intent: "OpenTrailIntent")
    let byIdentifier = schema.objectValue?["properties"]?.objectValue?["trail"]?.objectValue?[
      "anyOf"]?.arrayValue?.first?.objectValue?["properties"]?.objectValue?["id"]
    #expect(byIdentifier == (try makeSystem().host.identifierSchema(type: "TrailEntity")))
  }
}
