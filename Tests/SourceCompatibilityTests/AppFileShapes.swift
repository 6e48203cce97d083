// Forms real apps' App Intents files use that once failed to compile on Linux: an open intent
// that is URL-representable through its target, Transferable proxies written with a trailing
// closure, Core Spotlight attributes beyond the common ones, predictions over several
// parameters, and snippet results that show SwiftUI views. Written as Apple documents them, in
// the Swift 5 language mode; the tests read back what each form declared or returned.

import AppIntents
import SwiftUI
import Testing

struct ShelfEntity: AppEntity, URLRepresentableEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
  static var defaultQuery = ShelfQuery()
  static var urlRepresentation: URLRepresentation { "https://library.example/shelves/\(.id)" }

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ShelfQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ShelfEntity] {
    identifiers.map(ShelfEntity.init)
  }
}

// No `perform()` and no `urlRepresentation`: both come from the target's URL.
struct OpenShelfIntent: OpenIntent, URLRepresentableIntent {
  static var title: LocalizedStringResource = "Open"
  @Parameter(title: "Shelf") var target: ShelfEntity
}

enum Wing: String, AppEnum, URLRepresentableEnum {
  case east, west
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Wing"
  static var caseDisplayRepresentations: [Wing: DisplayRepresentation] = [
    .east: "East", .west: "West",
  ]
  static var urlRepresentation: URLRepresentation { "https://library.example/wings/\(.rawValue)" }
}

struct OpenWingIntent: OpenIntent, URLRepresentableIntent {
  static var title: LocalizedStringResource = "Open Wing"
  @Parameter(title: "Wing") var target: Wing
}

struct Bookmark: Transferable {
  var name: String
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation { $0.name }
  }
}

struct Shelfmark: Transferable {
  var name: String
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.name)
  }
}

struct Slip: Transferable {
  var text: String
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { $0.text }, importing: { Slip(text: $0) })
    ProxyRepresentation(importing: { (text: String) in Slip(text: text) })
  }
}

struct LendIntent: AppIntent, PredictableIntent {
  static var title: LocalizedStringResource = "Lend"
  @Parameter(title: "Book") var book: String
  @Parameter(title: "Reader") var reader: String
  @Parameter(title: "Weeks") var weeks: Int

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: (\.$book, \.$reader)) { book, reader in
      DisplayRepresentation(title: "Lend \(book) to \(reader)")
    }
    IntentPrediction(parameters: (\.$book, \.$reader, \.$weeks)) { book, reader, weeks in
      DisplayRepresentation(
        title: "Lend \(book) to \(reader)", subtitle: "For \(weeks) weeks")
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct LoanCard: View {
  var book: String
  var weeks: Int

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Image(systemName: "book")
        Text(book).font(.headline).bold()
        Spacer()
      }
      Text("Due in \(weeks) weeks").foregroundStyle(.secondary)
      if weeks > 2 {
        Label("Long loan", systemImage: "clock")
      } else {
        Divider()
      }
      ForEach(0..<weeks, id: \.self) { week in
        Text("Week \(week + 1)")
      }
      Button("Renew") {}
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .background(Color.blue.opacity(0.1))
  }
}

struct ShowLoanIntent: AppIntent {
  static var title: LocalizedStringResource = "Show Loan"
  @Parameter(title: "Book", default: "Dune") var book: String

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    .result(dialog: "\(book) is due in 3 weeks", view: LoanCard(book: book, weeks: 3))
  }
}

struct ShowLoanCountIntent: AppIntent {
  static var title: LocalizedStringResource = "Show Loan Count"

  func perform() async throws
    -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView
  {
    .result(value: 2, dialog: "Two loans") {
      VStack {
        Text("Dune")
        Text("Emma")
      }
    }
  }
}

struct ShowShelfIntent: AppIntent {
  static var title: LocalizedStringResource = "Show Shelf"

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(
      view: ZStack {
        Color.gray
        Text("Shelf")
      })
  }
}

struct RenewLoanIntent: AppIntent {
  static var title: LocalizedStringResource = "Renew Loan"
  @Parameter(title: "Book") var book: String

  func perform() async throws -> some IntentResult {
    try await requestConfirmation(dialog: "Renew \(book)?") {
      LoanCard(book: book, weeks: 2)
    }
    let option = IntentChoiceOption(title: "Two weeks")
    _ = try await requestChoice(between: [option], dialog: "For how long?") {
      Text("Longer loans need a librarian")
    }
    _ = try await $book.requestConfirmation(for: book, dialog: "This one?") {
      Text(book)
    }
    return .result()
  }
}

@Suite struct AppFileShapeTests {
  @Test func openIntentsTakeTheirURLFromTheirTarget() async throws {
    let shelf = OpenShelfIntent()
    shelf.target = ShelfEntity(id: "fiction 2")
    #expect(
      await shelf.urlRepresentation?.absoluteString
        == "https://library.example/shelves/fiction%202")
    let wing = OpenWingIntent()
    wing.target = .west
    #expect(await wing.urlRepresentation?.absoluteString == "https://library.example/wings/west")
    // An intent whose target has no value yet has no URL, rather than stopping the program.
    #expect(await OpenShelfIntent().urlRepresentation == nil)
  }

  @Test func openURLIntentsOpenTheirURLAsItIs() async throws {
    let intent = OpenURLIntent(URL(string: "https://library.example/a?b=c")!)
    #expect(await intent.urlRepresentation?.absoluteString == "https://library.example/a?b=c")
    let fromEntity = try await OpenURLIntent(urlRepresentable: ShelfEntity(id: "poetry"))
    #expect(fromEntity.url.absoluteString == "https://library.example/shelves/poetry")
  }

  @Test func proxiesWithATrailingClosureExport() async throws {
    #expect(Bookmark.exportedContentTypes() == [.utf8PlainText])
    let text = try await Bookmark(name: "Dune").exported(as: .utf8PlainText)
    #expect(String(decoding: text, as: UTF8.self) == "Dune")
    let keyPath = try await Shelfmark(name: "Emma").exported(as: .utf8PlainText)
    #expect(String(decoding: keyPath, as: UTF8.self) == "Emma")
  }

  @Test func spotlightAttributesAppsSetAreKept() {
    let attributes = CSSearchableItemAttributeSet(contentType: .audio)
    attributes.duration = 215
    attributes.kind = "Audiobook"
    attributes.genre = "Science fiction"
    attributes.performers = ["Scott Brick"]
    attributes.importantDates = [Date(timeIntervalSince1970: 0)]
    attributes.authors = [
      CSPerson(
        displayName: "Frank Herbert", handles: ["frank@example.com"], handleIdentifier: "email")
    ]
    attributes.emailHeaders = ["subject": ["Dune"]]
    attributes.sharedItemContentType = .plainText
    #expect(attributes.duration == 215)
    #expect(attributes.kind == "Audiobook")
    #expect(attributes.genre == "Science fiction")
    #expect(attributes.performers == ["Scott Brick"])
    #expect(attributes.importantDates == [Date(timeIntervalSince1970: 0)])
    #expect(attributes.authors?.first?.displayName == "Frank Herbert")
    #expect(attributes.authors?.first?.handles == ["frank@example.com"])
    #expect(attributes.emailHeaders?["subject"] as? [String] == ["Dune"])
    #expect(attributes.sharedItemContentType == .plainText)
    #expect(attributes.contentType == UTType.audio.identifier)
    #expect(attributes.likelyJunk == false)
    #expect(attributes.actionIdentifiers.isEmpty)
    #expect(CSSearchableItemAttributeSet.attributeName(for: \.genre) == "kMDItemGenre")
  }

  @Test func snippetViewResultsKeepTheirValue() async throws {
    // The dialogs are read through the host (IntentsRuntimeTests' AppFileTests).
    let count = try await ShowLoanCountIntent().perform()
    #expect(count.value == 2)
    _ = try await ShowLoanIntent().perform()
    _ = try await ShowShelfIntent().perform()
  }

  @Test func snippetViewsKeepWhatTheyWereGiven() {
    let card = LoanCard(book: "Dune", weeks: 3)
    #expect(card.book == "Dune")
    let text = Text("Due in \(3) weeks")
    #expect(text == Text(verbatim: "Due in 3 weeks"))
    #expect(Text("Dune") + Text(" Messiah") == Text(verbatim: "Dune Messiah"))
  }
}
