import CoreTransferable
import Foundation
import Testing

@Suite("Listing content types and choosing representations")
struct ContentTypeTests {
  @Test("Exported types follow representation order without duplicates")
  func exportedTypesFollowOrder() {
    #expect(Note.exportedContentTypes() == [.testNote, .utf8PlainText])
    #expect(Layer.exportedContentTypes() == [.testLayer, .png])
    #expect(String.exportedContentTypes() == [.utf8PlainText])
  }

  @Test("Imported types list only importing representations")
  func importedTypesListImporters() {
    #expect(Note.importedContentTypes() == [.testNote])
    #expect(Layer.importedContentTypes() == [.testLayer])
    #expect(Reading.importedContentTypes() == [.json, .utf8PlainText, .plainText])
    #expect(Reading.exportedContentTypes().isEmpty)
    #expect(String.importedContentTypes() == [.utf8PlainText, .plainText])
    #expect(Note(title: "", body: "").importedContentTypes() == [.testNote])
  }

  @Test("Visibility limits which audiences see a representation")
  func visibilityFiltersAudiences() {
    #expect(Secret.exportedContentTypes() == [.utf8PlainText])
    #expect(Secret.exportedContentTypes(visibility: .all) == [.utf8PlainText])
    #expect(Secret.exportedContentTypes(visibility: .team) == [.json, .utf8PlainText])
    #expect(Secret.exportedContentTypes(visibility: .group) == [.json, .utf8PlainText])
    #expect(
      Secret.exportedContentTypes(visibility: .ownProcess) == [.testSecret, .json, .utf8PlainText])
  }

  @Test("The app itself can still export a representation limited to its own process")
  func ownProcessRepresentationStillExports() async throws {
    #expect(try await Secret(text: "pin").exported(as: .testSecret) == Data("pin".utf8))
  }

  @Test("An item's exported types leave out representations its conditions reject")
  func instanceExportedTypesApplyConditions() {
    #expect(Archive.exportedContentTypes() == [.commaSeparatedText, .testArchive])
    #expect(Archive(supportsCSV: false, rows: []).exportedContentTypes() == [.testArchive])
    #expect(
      Archive(supportsCSV: true, rows: []).exportedContentTypes()
        == [.commaSeparatedText, .testArchive])
  }

  @Test("A missing representation is a clear error listing what is available")
  func missingRepresentationErrorListsAlternatives() async throws {
    let note = Note(title: "t", body: "b")
    let error = try #require(
      await #expect(throws: TransferError.self) { try await note.exported(as: .png) })
    #expect(error.code == .noRepresentation)
    #expect(error.operation == .exporting)
    #expect(error.itemTypeName == "Note")
    #expect(error.contentType == .png)
    #expect(error.availableContentTypes == [.testNote, .utf8PlainText])
    #expect(
      error.message
        == "Note can't be exported as public.png: it can be exported as "
        + "org.openintents.tests.note, public.utf8-plain-text; request one of those or add a "
        + "representation for public.png")
  }

  @Test("Transfer errors match their code in catch clauses")
  func errorsMatchTheirCode() async {
    var matched = false
    do {
      _ = try await Note(title: "t", body: "b").exported(as: .png)
    } catch TransferError.invalidContent {
      Issue.record("a missing representation matched the invalid-content code")
    } catch TransferError.noRepresentation {
      matched = true
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(matched)
  }

  @Test("A missing importer is a clear error listing what is importable")
  func missingImporterErrorListsAlternatives() async throws {
    do {
      _ = try await Note(importing: Data(), contentType: .png)
      Issue.record("importing a note from PNG succeeded")
    } catch let error as TransferError {
      #expect(error.code == .noRepresentation)
      #expect(error.operation == .importing)
      #expect(error.availableContentTypes == [.testNote])
      #expect(error.description.contains("can be imported as org.openintents.tests.note"))
    }
  }

  @Test("An item with no exportable representation says so")
  func importOnlyTypeCannotExport() async throws {
    do {
      _ = try await Reading(value: 1).exported(as: nil)
      Issue.record("exporting an import-only type succeeded")
    } catch let error as TransferError {
      #expect(error.message.contains("has no representation that can be exported"))
    }
  }

  @Test("The builder produces Apple's representation types")
  func builderProducesTupleRepresentation() {
    #expect(
      Note.Representation.self
        == TupleTransferRepresentation<
          Note,
          (CodableRepresentation<Note, JSONEncoder, JSONDecoder>, ProxyRepresentation<Note, String>)
        >.self)
    #expect(Tag.Representation.self == ProxyRepresentation<Tag, String>.self)
  }

  @Test("Never has no representations")
  func neverHasNoRepresentations() {
    #expect(Never.exportedContentTypes().isEmpty)
    #expect(Never.importedContentTypes().isEmpty)
  }

  @Test("Visibilities compare by value")
  func visibilitiesAreEquatable() {
    #expect(TransferRepresentationVisibility.all == .all)
    #expect(TransferRepresentationVisibility.team != .group)
  }
}
