// Seed 002, "Assistant Schema Domains": every domain the seed shows, as written. The `{ ... }`
// bodies are filled in with real work on the stand-in libraries of
// Seed002AssistantSchemasSupport.swift, which also holds what the seed's app types leave out
// (queries, display representations, initializers, the `perform()` of the intents that show
// none) and the seed-only types the blocks use (`MailAccountEntity`, `ReaderPageEntity`,
// `CaptureDuration`, `CaptureDevice`, `PresentationSlideEntity`, `PhotoSearchCriteria`).
//
// SEED CHANGE: `OpenFileIntent`'s `var target: FileEntity` is written `var target: FilesEntity`:
//   `FileEntity` is Apple's protocol, which cannot be a parameter's type (with Apple's SDK too);
//   the block's own file entity is `FilesEntity`.
// SEED CHANGE: `SearchIntent.perform()` hands `searchString` to the stand-in library where the
//   seed has the comment "Navigate to search results" (an unused constant is a warning).
// SEED CHANGE: the blocks are declared in a deprecated context: iOS 27 deprecates three of the
//   schemas they adopt (`.photos.openAsset`, `.photos.search`, `.system.search`), as it does on
//   Apple platforms, and an app that has not moved yet compiles them this way without warnings.

import AppIntents

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
enum Seed002Schemas {
// MARK: Photos Domain

@AppIntent(schema: .photos.openAsset)
struct OpenAssetIntent: OpenIntent { var target: AssetEntity }

@AppIntent(schema: .photos.createAssets)
struct CreateAssetsIntent: AppIntent {
    var files: [IntentFile]
    func perform() async throws -> some ReturnsValue<[AssetEntity]> {
        .result(value: try SchemaSeedLibrary.shared.importAssets(files))
    }
}

@AppIntent(schema: .photos.search)
struct SearchPhotosIntent: AppIntent {
    var criteria: PhotoSearchCriteria
    func perform() async throws -> some ReturnsValue<[AssetEntity]> {
        .result(value: SchemaSeedLibrary.shared.assets(matching: criteria))
    }
}

@AppEntity(schema: .photos.asset)
struct AssetEntity: IndexedEntity {
    let id: String
    @Property var title: String?
    var creationDate: Date?
    var location: CLPlacemark?
    var assetType: AssetType?
    var isFavorite: Bool
    var isHidden: Bool
    var hasSuggestedEdits: Bool
}

@AppEntity(schema: .photos.album)
struct AlbumEntity: AppEntity {
    let id: String
    var name: String
}

@AppEnum(schema: .photos.assetType)
enum AssetType: String, AppEnum {
    case photo, video
}

// MARK: Books Domain

@AppIntent(schema: .books.openBook)
struct OpenBookIntent: OpenIntent { var target: BookEntity }

@AppEntity(schema: .books.book)
struct BookEntity: AppEntity {
    let id: UUID
    var title: String?
    var seriesTitle: String?
    var author: String?
    var genre: String?
    var purchaseDate: Date?
    var contentType: BookContentType?
    var url: URL?
}

@AppEnum(schema: .books.contentType)
enum BookContentType: String, AppEnum {
    case book, pdf
}

// MARK: Browser Domain

@AppIntent(schema: .browser.createTab)
struct CreateTabIntent: AppIntent {
    var url: URL?
    var isPrivate: Bool
    func perform() async throws -> some ReturnsValue<TabEntity> {
        .result(value: SchemaSeedLibrary.shared.openTab(url: url, isPrivate: isPrivate))
    }
}

@AppEntity(schema: .browser.tab)
struct TabEntity: AppEntity {
    let id: UUID
    var url: URL?
    var name: String
    var isPrivate: Bool
}

@AppEnum(schema: .browser.clearHistoryTimeFrame)
enum ClearHistoryTimeFrame: String, AppEnum {
    case today, lastFourHours, todayAndYesterday, allTime
}

// MARK: Camera Domain

@AppIntent(schema: .camera.startCapture)
struct StartCaptureIntent: AppIntent {
    var captureMode: CaptureMode
    var timerDuration: CaptureDuration?
    var device: CaptureDevice?
}

@AppEnum(schema: .camera.captureMode)
enum CaptureMode: String, AppEnum {
    case photo, video, portrait
}

// MARK: Document Reader Domain

@AppIntent(schema: .reader.rotatePages)
struct RotatePagesIntent: AppIntent {
    var pages: [ReaderPageEntity]
    var isClockwise: Bool
    func perform() async throws -> some ReturnsValue<[ReaderPageEntity]> {
        .result(value: SchemaSeedLibrary.shared.rotate(pages, clockwise: isClockwise))
    }
}

@AppEntity(schema: .reader.document)
struct ReaderDocumentEntity: AppEntity {
    let id: UUID
    var title: String
    var kind: ReaderDocumentKind
    var width: Int?
    var height: Int?
}

@AppEnum(schema: .reader.documentKind)
enum ReaderDocumentKind: String, AppEnum {
    case image, pdf
}

// MARK: Files Domain

@AppIntent(schema: .files.openFile)
struct OpenFileIntent: OpenIntent { var target: FilesEntity }

@AppEntity(schema: .files.file)
struct FilesEntity: FileEntity {
    static var supportedContentTypes = [UTType.image]
    var id: FileEntityIdentifier
    var creationDate: Date?
    var fileModificationDate: Date?
}

// MARK: Journal Domain

@AppIntent(schema: .journal.createEntry)
struct CreateJournalEntryIntent: AppIntent {
    var message: AttributedString
    var title: String?
    var entryDate: Date?
    var location: CLPlacemark?
    @Parameter(default: []) var mediaItems: [IntentFile]
    func perform() async throws -> some ReturnsValue<JournalEntryEntity> {
        .result(
            value: SchemaSeedLibrary.shared.addEntry(
                message: message, title: title, date: entryDate, location: location,
                media: mediaItems))
    }
}

@AppEntity(schema: .journal.entry)
struct JournalEntryEntity: AppEntity {
    let id: UUID
    var title: String?
    var message: AttributedString?
    var mediaItems: [IntentFile]
    var entryDate: Date?
    var location: CLPlacemark?
}

// MARK: Mail Domain

@AppIntent(schema: .mail.sendDraft)
struct SendDraftIntent: AppIntent {
    var target: MailDraftEntity
    var sendLaterDate: Date?
}

@AppEntity(schema: .mail.draft)
struct MailDraftEntity: AppEntity {
    let id: UUID
    var to: [IntentPerson]
    var cc: [IntentPerson]
    var bcc: [IntentPerson]
    var subject: String?
    var body: AttributedString?
    var attachments: [IntentFile]
    var account: MailAccountEntity
}

// MARK: Presentation Domain

@AppIntent(schema: .presentation.open)
struct OpenPresentationIntent: OpenIntent { var target: PresentationEntity }

@AppIntent(schema: .presentation.createSlide)
struct CreateSlideIntent: AppIntent {
    var presentation: PresentationEntity
    var slideLayout: String?
    func perform() async throws -> some ReturnsValue<PresentationSlideEntity> {
        .result(value: SchemaSeedLibrary.shared.addSlide(to: presentation, layout: slideLayout))
    }
}

@AppEntity(schema: .presentation.document)
struct PresentationEntity: AppEntity {
    let id: UUID
    var name: String
}

// MARK: Spreadsheet Domain

@AppIntent(schema: .spreadsheet.open)
struct OpenSpreadsheetIntent: OpenIntent { var target: SpreadsheetDocumentEntity }

@AppEntity(schema: .spreadsheet.document)
struct SpreadsheetDocumentEntity: AppEntity {
    let id: UUID
    var name: String
}

// MARK: Whiteboard Domain

@AppIntent(schema: .whiteboard.createBoard)
struct CreateWhiteboardIntent: AppIntent {
    var title: String?
    func perform() async throws -> some ReturnsValue<WhiteboardBoardEntity> {
        .result(value: SchemaSeedLibrary.shared.createBoard(title: title))
    }
}

@AppEntity(schema: .whiteboard.board)
struct WhiteboardBoardEntity: AppEntity {
    let id: UUID
    var title: String
    var creationDate: Date
    var lastModificationDate: Date
}

@AppEnum(schema: .whiteboard.color)
enum WhiteboardColor: String, AppEnum {
    case white, black, grey, green, red, blue
}

// MARK: Word Processor Domain

@AppIntent(schema: .wordProcessor.open)
struct OpenDocumentIntent: OpenIntent { var target: WordProcessorDocumentEntity }

@AppEntity(schema: .wordProcessor.document)
struct WordProcessorDocumentEntity: AppEntity {
    let id: UUID
    var name: String
    var creationDate: Date?
    var modificationDate: Date?
}

// MARK: System Domain (In-App Search)

@AppIntent(schema: .system.search)
struct SearchIntent: ShowInAppSearchResultsIntent {
    static var searchScopes: [StringSearchScope] = [.general]
    var criteria: StringSearchCriteria

    func perform() async throws -> some IntentResult {
        let searchString = criteria.term
        // Navigate to search results
        SchemaSeedLibrary.shared.showSearchResults(for: searchString)
        return .result()
    }
}
}
