// What the seed's "Assistant Schema Domains" blocks do: the host reports the schema of every
// type the blocks declare, and the schema intents run.

import AppIntentsTesting
import Foundation
import Testing

// The seed adopts schemas iOS 27 deprecates: each test (and what it uses) is deprecated too, so
// that the seed compiles without warnings, as in an app that has not moved yet.
@Suite struct Seed002AssistantSchemaTests {
  @available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
  typealias Schemas = Seed002Schemas

  /// A system serving every type the blocks declare.
  @available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
  static func system() -> IntentsTestSystem {
    IntentsTestSystem(name: "Schemas") {
      Schemas.OpenAssetIntent.self
      Schemas.CreateAssetsIntent.self
      Schemas.SearchPhotosIntent.self
      Schemas.AssetEntity.self
      Schemas.AlbumEntity.self
      Schemas.AssetType.self
      Schemas.OpenBookIntent.self
      Schemas.BookEntity.self
      Schemas.BookContentType.self
      Schemas.CreateTabIntent.self
      Schemas.TabEntity.self
      Schemas.ClearHistoryTimeFrame.self
      Schemas.StartCaptureIntent.self
      Schemas.CaptureMode.self
      Schemas.RotatePagesIntent.self
      Schemas.ReaderDocumentEntity.self
      Schemas.ReaderDocumentKind.self
      Schemas.OpenFileIntent.self
      Schemas.FilesEntity.self
      Schemas.CreateJournalEntryIntent.self
      Schemas.JournalEntryEntity.self
      Schemas.SendDraftIntent.self
      Schemas.MailDraftEntity.self
      Schemas.OpenPresentationIntent.self
      Schemas.CreateSlideIntent.self
      Schemas.PresentationEntity.self
      Schemas.OpenSpreadsheetIntent.self
      Schemas.SpreadsheetDocumentEntity.self
      Schemas.CreateWhiteboardIntent.self
      Schemas.WhiteboardBoardEntity.self
      Schemas.WhiteboardColor.self
      Schemas.OpenDocumentIntent.self
      Schemas.WordProcessorDocumentEntity.self
      Schemas.SearchIntent.self
    }
  }

  @available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
  @Test func hostReportsTheSchemaOfEveryTypeOfEveryDomain() {
    let adopted = Self.system().adoptedSchemas.map(\.schema.id)
    #expect(
      Set(adopted) == [
        "photos.openAsset", "photos.createAssets", "photos.search", "photos.asset", "photos.album",
        "photos.assetType", "books.openBook", "books.book", "books.contentType",
        "browser.createTab", "browser.tab", "browser.clearHistoryTimeFrame",
        "camera.startCapture", "camera.captureMode", "camera.captureDuration",
        "camera.captureDevice", "reader.rotatePages", "reader.page", "reader.document",
        "reader.documentKind", "files.openFile", "files.file", "journal.createEntry",
        "journal.entry", "mail.sendDraft", "mail.draft", "presentation.open",
        "presentation.createSlide", "presentation.document", "spreadsheet.open",
        "spreadsheet.document", "whiteboard.createBoard", "whiteboard.board",
        "whiteboard.color", "wordProcessor.open", "wordProcessor.document", "system.search",
      ])
    // Every domain the seed shows, each named once per type.
    #expect(Set(adopted.map { $0.split(separator: ".")[0] }).count == 13)
    #expect(adopted.count == Set(adopted).count)
  }

  @available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
  @Test func descriptionsSayWhatTheSeedsTypesMean() async throws {
    let system = Self.system()
    let open = try system.host.describe(intent: "OpenAssetIntent")
    #expect(open.title == "Open Asset")
    #expect(open.schema?.meaning == "Opens a photo or video in the app.")
    #expect(open.schema?.identifier == "OpenMediaAssetIntent")
    let draft = try await system.host.describe(entityType: "MailDraftEntity")
    #expect(draft.name == "Mail Draft")
    #expect(draft.schema?.meaning == "A mail message being written.")
    #expect(try system.host.describe(enumType: "WhiteboardColor").schema?.id == "whiteboard.color")
    #expect(system.schema(of: Schemas.SearchIntent.self)?.surface == "siri")
  }

  @available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
  @Test func createTabRunsAndReturnsTheTab() async throws {
    let outcome = try await Self.system().run(
      Schemas.CreateTabIntent.self,
      ["url": .text("https://www.swift.org/blog"), "isPrivate": .text("true")])
    let value = try #require(outcome.result?.value).description
    #expect(value.contains("www.swift.org"))
    #expect(value.contains("CreateTabIntent") == false)
  }

  @available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
  @Test func startCaptureRunsWithTheSeedsEnums() async throws {
    let outcome = try await Self.system().run(
      Schemas.StartCaptureIntent.self,
      ["captureMode": .text("video"), "timerDuration": .text("short"), "device": .text("front")])
    #expect(outcome.result?.dialog == "Capturing video after a short timer with the front camera")
    #expect(
      SchemaSeedLibrary.shared.captures.contains("video after a short timer with the front camera"))
  }

  @available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
  @Test func inAppSearchHandsTheTermToTheApp() async throws {
    let term = "matterhorn \(UUID().uuidString.prefix(8))"
    let outcome = try await Self.system().run(Schemas.SearchIntent.self, ["criteria": .text(term)])
    #expect(outcome.result != nil)
    #expect(SchemaSeedLibrary.shared.searches.contains(term))
  }

  @available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
  @Test func bodiesTheSeedLeftOutDoTheirWork() async throws {
    let create = Schemas.CreateAssetsIntent()
    create.files = [IntentFile(data: Data([0xFF, 0xD8]), filename: "Alps.jpg", type: .jpeg)]
    let imported = try await create.perform()
    #expect(imported.value?.map(\.title) == ["Alps.jpg"])

    let search = Schemas.SearchPhotosIntent()
    search.criteria = Schemas.PhotoSearchCriteria(term: "alps")
    #expect(
      try await search.perform().value?.contains { $0.id == imported.value?.first?.id } == true)

    let empty = Schemas.CreateAssetsIntent()
    empty.files = [IntentFile(data: Data(), filename: "Empty.jpg")]
    await #expect(throws: SchemaSeedError.self) { try await empty.perform() }

    let rotate = Schemas.RotatePagesIntent()
    rotate.pages = [Schemas.ReaderPageEntity(id: UUID(), label: "Cover")]
    rotate.isClockwise = true
    #expect(try await rotate.perform().value?.map(\.label) == ["Cover ↻"])

    let board = Schemas.CreateWhiteboardIntent()
    board.title = nil
    #expect(try await board.perform().value?.title == "Untitled Board")

    let deck = Schemas.PresentationEntity(id: UUID(), name: "Keynote")
    let slide = Schemas.CreateSlideIntent()
    slide.presentation = deck
    slide.slideLayout = "Title"
    #expect(try await slide.perform().value?.slideIndex == 0)
    #expect(try await slide.perform().value?.slideIndex == 1)

    let entry = Schemas.CreateJournalEntryIntent()
    entry.message = AttributedString("A long walk")
    entry.title = "Sunday"
    let written = try await entry.perform().value
    #expect(written?.title == "Sunday")
    #expect(written?.mediaItems.isEmpty == true)

    let account = Schemas.MailAccountEntity(
      id: UUID(), name: "Home", emailAddress: "me@example.com")
    let send = Schemas.SendDraftIntent()
    send.target = Schemas.MailDraftEntity(
      id: UUID(), to: [], subject: "Hello", account: account)
    _ = try await send.perform()
    #expect(SchemaSeedLibrary.shared.wasSent(send.target.id))
  }
}
