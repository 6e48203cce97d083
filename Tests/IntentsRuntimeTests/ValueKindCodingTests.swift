import AppIntentsTesting
import Foundation
import IntentsFixtures
import Testing

/// Value kinds in manifests: readable names and members, never Swift's `_0`.
@Suite struct ValueKindCodingTests {
  @Test func manifestsCarryNoCompilerMadeKeys() async throws {
    let manifest = try await makeSystem().host.manifest().json()
    #expect(!manifest.contains("\"_0\""))
    #expect(manifest.contains(#""kind" : {"#) || manifest.contains(#""kind" : ""#))
  }

  @Test(arguments: [
    ValueKind.string, .integer, .date, .entity("TrailEntity"), .enumeration("Difficulty"),
    .array(.array(.entity("HutEntity"))), .unsupported("CGPoint"),
  ])
  func kindsRoundTrip(kind: ValueKind) throws {
    let data = try JSONEncoder().encode(kind)
    #expect(try JSONDecoder().decode(ValueKind.self, from: data) == kind)
    #expect(!String(decoding: data, as: UTF8.self).contains("_0"))
  }

  @Test func kindsAreWrittenByName() throws {
    let text = { (kind: ValueKind) in
      String(decoding: try JSONEncoder().encode(kind), as: UTF8.self)
    }
    #expect(try text(.integer) == #""integer""#)
    #expect(try text(.entity("TrailEntity")) == #"{"entity":"TrailEntity"}"#)
    #expect(try text(.array(.string)) == #"{"array":"string"}"#)
  }
}
