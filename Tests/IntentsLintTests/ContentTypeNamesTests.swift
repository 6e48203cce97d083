import Foundation
import Testing

@testable import IntentsLint

/// The linter's table of system content types is `UniformTypeIdentifiers`' own: one source of
/// truth, read here from its declarations.
@Suite struct ContentTypeNamesTests {
  @Test func theTableIsTheSystemDeclaredTypes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/UniformTypeIdentifiers/Types/UTType+SystemDeclared.swift"), encoding: .utf8)
    var declared: [String: String] = [:]
    for match in source.matches(
      of: /public static let (\w+) = UTType\(\s*knownIdentifier: "([^"]+)"\s*\)/)
    {
      declared[String(match.output.1)] = String(match.output.2)
    }
    #expect(declared.count > 50)
    #expect(ContentTypeNames.identifiers == declared)
  }
}
