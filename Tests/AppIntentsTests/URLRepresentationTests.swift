import AppIntents
import Foundation
import Testing

struct NoteEntity: URLRepresentableEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  static let defaultQuery = NoteQuery()
  static var urlRepresentation: URLRepresentation { "https://notes.example/n/\(.id)/view" }
  let id: String
  @Property var contentID: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
  init(id: String, contentID: String) {
    self.id = id
    self.contentID = contentID
  }
}

struct NoteQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [NoteEntity] { [] }
}

enum Section: String, URLRepresentableEnum {
  case trails, map
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
  static let caseDisplayRepresentations: [Section: DisplayRepresentation] = [
    .trails: "Trails", .map: "Map",
  ]
  static var urlRepresentation: URLRepresentation { "https://example.com/app/\(.rawValue)" }
}

enum Tab: String, URLRepresentableEnum {
  case home, settings
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tab"
  static let caseDisplayRepresentations: [Tab: DisplayRepresentation] = [
    .home: "Home", .settings: "Settings",
  ]
  static var urlRepresentation: URLRepresentation {
    URLRepresentation([
      .home: "https://example.com/", .settings: "https://example.com/\(Tab.settings)/all",
    ])
  }
}

@Suite struct URLRepresentationTests {
  @Test func identifiersArePercentEncodedIntoTheTemplate() async throws {
    let note = NoteEntity(id: "a b/ç", contentID: "c-1")
    let url = try #require(await note.urlRepresentation)
    #expect(url.absoluteString == "https://notes.example/n/a%20b%2F%C3%A7/view")
    #expect(NoteEntity.urlRepresentation.identifierString(in: url) == "a b/ç")
    #expect(NoteEntity.urlRepresentation.pattern == "https://notes.example/n/{id}/view")
  }

  @Test func urlsThatDoNotFitTheTemplateCarryNoIdentifier() {
    let template = NoteEntity.urlRepresentation
    #expect(template.identifierString(in: URL(string: "https://notes.example/n/7/edit")!) == nil)
    #expect(template.identifierString(in: URL(string: "https://other.example/n/7/view")!) == nil)
    #expect(template.identifierString(in: URL(string: "https://notes.example/n//view")!) == nil)
  }

  @Test func propertiesCanBeParameters() async throws {
    let template: EntityURLRepresentation<NoteEntity> =
      "https://notes.example/note?content=\(\.$contentID)"
    let url = await template.url(for: NoteEntity(id: "1", contentID: "x&y"))
    #expect(url?.absoluteString == "https://notes.example/note?content=x%26y")
  }

  @Test func enumCasesHaveURLs() {
    #expect(Section.map.urlRepresentation?.absoluteString == "https://example.com/app/map")
    #expect(
      Section.urlRepresentation.value(for: URL(string: "https://example.com/app/trails")!)
        == .trails)
    #expect(Tab.settings.urlRepresentation?.absoluteString == "https://example.com/settings/all")
    #expect(Tab.home.urlRepresentationParameter == "home")
  }
}

/// An intent carried out by opening a URL built from two of its parameters.
struct ShowNoteIntent: URLRepresentableIntent {
  static let title: LocalizedStringResource = "Show Note"
  static var urlRepresentation: URLRepresentation {
    "https://notes.example/n/\(\.$note)/section/\(\.$section)"
  }
  @Parameter(title: "Note") var note: NoteEntity
  @Parameter(title: "Section") var section: Section
  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct IntentURLRepresentationTests {
  @Test func eachParameterFillsItsOwnPlace() async {
    let intent = ShowNoteIntent()
    #expect(await intent.urlRepresentation == nil)  // no values yet
    intent.note = NoteEntity(id: "n7", contentID: "c1")
    intent.section = .map
    #expect(
      await intent.urlRepresentation?.absoluteString
        == "https://notes.example/n/n7/section/map")
  }
}
