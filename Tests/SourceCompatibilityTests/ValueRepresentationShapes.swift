// `ValueRepresentation` (iOS 26.4) as Apple's documentation writes it: an entity exported as
// a person, one way or both ways, inside `transferRepresentation` beside representations that
// carry bytes. Compiled in the Swift 5 language mode, as app code is.

import AppIntents
import Foundation
import Testing

struct PersonShape: AppEntity, Transferable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Person"
  static var defaultQuery = PersonShapeQuery()

  var id: String
  var name: String
  var email: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  enum ImportError: Error { case missingIdentifier }

  static var transferRepresentation: some TransferRepresentation {
    ValueRepresentation(
      exporting: { person in
        IntentPerson(
          identifier: .applicationDefined(person.id),
          name: .displayName(person.name),
          handle: .init(emailAddress: person.email)
        )
      },
      importing: { person in
        guard case let .applicationDefined(id) = person.identifier else {
          throw ImportError.missingIdentifier
        }
        return PersonShape(id: id, name: "\(person.name)", email: "")
      }
    )
    ProxyRepresentation(exporting: \.name)
  }
}

struct PersonShapeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [PersonShape] { [] }
}

struct AuthorShape: AppEntity, Transferable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Author"
  static var defaultQuery = AuthorShapeQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  // Export only, spelled with the struct's own name.
  static var transferRepresentation: some TransferRepresentation {
    IntentValueRepresentation(exporting: { author in
      IntentPerson(identifier: .unknown, name: .displayName(author.id), handle: nil)
    })
  }
}

struct AuthorShapeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [AuthorShape] { [] }
}

@Suite struct ValueRepresentationShapes {
  @Test func theRepresentationsConvertAsDeclared() async throws {
    let conversions = PersonShape.intentValueConversions
    #expect(conversions.map(\.name) == ["IntentPerson"])
    let ada = PersonShape(id: "ada", name: "Ada", email: "ada@example.com")
    let person = try #require(try await conversions[0].export(ada) as? IntentPerson)
    #expect(person.identifier == .applicationDefined("ada"))
    #expect(person.handle?.value == .emailAddress("ada@example.com"))
    let importer = try #require(conversions[0].importer)
    let back = try #require(try await importer(person) as? PersonShape)
    #expect(back.id == "ada")
    // Export only: no importer.
    #expect(AuthorShape.intentValueConversions.first?.importer == nil)
  }

  @Test func dataConversionsPassOverIt() async throws {
    let ada = PersonShape(id: "ada", name: "Ada", email: "ada@example.com")
    // The proxy after the value representation still exports the name as text.
    let text = try await ada.exported(as: .plainText)
    #expect(String(decoding: text, as: UTF8.self) == "Ada")
    #expect(PersonShape.importedContentTypes().isEmpty)
    // A type whose only representation is a value one has no data to export.
    await #expect(throws: (any Error).self) {
      _ = try await AuthorShape(id: "x").exported(as: nil)
    }
  }
}
