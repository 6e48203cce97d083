import Foundation
import Testing
import UniformTypeIdentifiers

@Suite("Declared, registered and encoded types")
struct DeclarationTests {
  @Test("Known identifiers resolve ignoring case; unknown ones give nil")
  func resolvesKnownIdentifiers() {
    #expect(UTType("public.png") == .png)
    #expect(UTType("PUBLIC.PNG")?.identifier == "public.png")
    #expect(UTType("com.example.never-declared") == nil)
    #expect(UTType("") == nil)
    #expect(UTType("dyn.notbase32!") == nil)
  }

  @Test("Exported types become visible to identifier lookups")
  func exportedTypeIsVisible() throws {
    #expect(UTType("com.openintents.test.exported") == nil)
    let note = UTType(exportedAs: "com.openintents.test.exported", conformingTo: .json)
    let found = try #require(UTType("com.openintents.test.exported"))
    #expect(found == note)
    #expect(found.isDeclared)
    #expect(!found.isDynamic)
    #expect(!found.isPublic)
    #expect(found.conforms(to: .json))
    #expect(found.conforms(to: .text))
    #expect(found.supertypes.contains(.item))
    #expect(found.preferredFilenameExtension == nil)
  }

  @Test("Imported types become visible to identifier lookups")
  func importedTypeIsVisible() {
    let other = UTType(importedAs: "com.openintents.test.imported", conformingTo: .image)
    #expect(UTType("COM.OPENINTENTS.TEST.IMPORTED") == other)
    #expect(other.conforms(to: .image))
  }

  @Test("A declared type without a parent conforms to data")
  func declaredTypeDefaultsToData() {
    let type = UTType(exportedAs: "com.openintents.test.plain")
    #expect(type.conforms(to: .data))
    #expect(!type.conforms(to: .text))
  }

  @Test("Declaring a type again adds the new parent")
  func redeclaringAddsParents() {
    _ = UTType(exportedAs: "com.openintents.test.twice", conformingTo: .json)
    let type = UTType(exportedAs: "com.openintents.test.twice", conformingTo: .image)
    #expect(type.conforms(to: .json))
    #expect(type.conforms(to: .image))
  }

  @Test("Declaring a system identifier returns the system type")
  func declaringSystemIdentifierReturnsSystemType() {
    let type = UTType(exportedAs: "Public.PNG", conformingTo: .text)
    #expect(type == .png)
    #expect(type.identifier == "public.png")
    #expect(!UTType.png.conforms(to: .text))
  }

  @Test("Types declared from many tasks at once are all visible")
  func concurrentDeclarationsAreAllVisible() async {
    let identifiers = (0..<200).map { "com.openintents.test.concurrent\($0)" }
    await withTaskGroup(of: Void.self) { group in
      for identifier in identifiers {
        group.addTask { _ = UTType(exportedAs: identifier, conformingTo: .text) }
      }
    }
    for identifier in identifiers {
      #expect(UTType(identifier)?.conforms(to: .text) == true, "\(identifier) is missing")
    }
  }

  @Test("Undeclared identifiers keep their identity only when allowed")
  func undeclaredIdentifiers() throws {
    #expect(UTType(identifier: "org.example.undeclared", allowUndeclared: false) == nil)
    let type = try #require(UTType(identifier: "org.example.undeclared", allowUndeclared: true))
    #expect(type.identifier == "org.example.undeclared")
    #expect(!type.isDeclared)
    #expect(!type.isDynamic)
    #expect(type.supertypes.isEmpty)
    #expect(type.conforms(to: type))
    #expect(UTType(identifier: "not an identifier", allowUndeclared: true) == nil)
    #expect(UTType(identifier: "public.png", allowUndeclared: true) == .png)
  }

  @Test("System types describe themselves")
  func systemTypesDescribeThemselves() {
    #expect(UTType.png.isPublic)
    #expect(!UTType.pdf.isPublic)
    #expect(UTType.pdf.isDeclared)
    #expect(UTType.png.localizedDescription == "PNG image")
    #expect(UTType.json.referenceURL == URL(string: "https://www.rfc-editor.org/rfc/rfc8259"))
    #expect(UTType.png.version == nil)
    #expect(UTType.png.description == "public.png")
    #expect(UTType.png.debugDescription == "public.png (PNG image)")
  }

  @Test("Types encode as their identifier and decode back")
  func codableRoundTrip() throws {
    let types: [UTType] = [.png, .json, UTType(filenameExtension: "frobnitz")!]
    let data = try JSONEncoder().encode(types)
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.hasPrefix(#"["public.png","public.json","dyn."#))
    let decoded = try JSONDecoder().decode([UTType].self, from: data)
    #expect(decoded == types)
    #expect(decoded[2].preferredFilenameExtension == "frobnitz")
  }

  @Test("Decoding keeps undeclared identifiers and rejects malformed ones")
  func decodingUndeclaredAndMalformed() throws {
    let undeclared = try JSONDecoder().decode(
      UTType.self, from: Data(#""org.example.elsewhere""#.utf8))
    #expect(undeclared.identifier == "org.example.elsewhere")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UTType.self, from: Data(#""not valid""#.utf8))
    }
  }

  @Test("Equality and hashing ignore identifier case")
  func equalityIgnoresCase() throws {
    let upper = try #require(UTType(identifier: "ORG.EXAMPLE.CASE", allowUndeclared: true))
    let lower = try #require(UTType(identifier: "org.example.case", allowUndeclared: true))
    #expect(upper == lower)
    #expect(Set([upper, lower]).count == 1)
  }
}
