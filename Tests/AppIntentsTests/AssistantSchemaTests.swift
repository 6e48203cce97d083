import AppIntents
import Foundation
import Testing

// Types adopting schemas through each macro, as app code writes them.

@AppEntity(schema: .reader.page)
struct SchemaPageEntity {
  static let defaultQuery = SchemaPageQuery()
  let id: String
  var label: String
  var displayRepresentation: DisplayRepresentation { "\(label)" }

  init(id: String, label: String) {
    self.id = id
    self.label = label
  }
}

struct SchemaPageQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [SchemaPageEntity] { [] }
}

@AppIntent(schema: .reader.openPage)
struct OpenSchemaPageIntent {
  var target: SchemaPageEntity

  func perform() async throws -> some IntentResult & ReturnsValue<SchemaPageEntity> {
    .result(value: target)
  }
}

@AppEnum(schema: .reader.documentKind)
enum SchemaDocumentKind: String {
  case image, pdf
  static let caseDisplayRepresentations: [SchemaDocumentKind: DisplayRepresentation] = [
    .image: "Image", .pdf: "PDF",
  ]
}

@AppIntent(schema: .camera.stopCapture)
struct StopSchemaCaptureIntent {
  static let title: LocalizedStringResource = "Stop Recording"
  static let isAssistantOnly = true

  func perform() async throws -> some IntentResult { .result() }
}

/// The iOS 18 spellings, deprecated as on Apple platforms (so used here from a deprecated
/// context, as an app that has not moved yet compiles them).
@available(*, deprecated, message: "uses the iOS 18 spellings of the schema macros")
enum LegacySpellings {
  @AssistantEntity(schema: .reader.page)
  struct PageEntity {
    static let defaultQuery = PageQuery()
    let id: String
    var label: String
    var displayRepresentation: DisplayRepresentation { "\(label)" }
  }

  struct PageQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [PageEntity] { [] }
  }

  @AssistantIntent(schema: .reader.deletePages)
  struct DeletePagesIntent: DeleteIntent {
    var entities: [PageEntity]
    func perform() async throws -> some IntentResult { .result() }
  }

  @AssistantEnum(schema: .reader.documentKind)
  enum Kind: String, AppEnum {
    case image, pdf
    static let caseDisplayRepresentations: [Kind: DisplayRepresentation] = [
      .image: "Image", .pdf: "PDF",
    ]
  }
}

@Suite struct AssistantSchemaTests {
  @Test func accessorsCarryTheIdentifiersOfApplesInterface() {
    #expect(AppSchema(.photos.createAlbum).identifier == "CreateMediaAlbumIntent")
    #expect(AppSchema(.system.searchInApp).identifier == "SystemSearchInAppIntent")
    #expect(AppSchema(.presentation.create).identifier == "CreatePresentationIntent")
    #expect(AppSchema(.assistant.activate).identifier == "ActivateAssistantIntent")
    #expect(
      AppSchema(.visualIntelligence.semanticContentSearch).identifier
        == "ShowVisualSearchResultsInAppIntent")
    #expect(AppSchema(.files.file).identifier == "FileEntity")
    #expect(AppSchema(.browser.clearHistoryTimeFrame).identifier == "ClearHistoryTimeFrameEnum")
    #expect(AppSchema(.photos.asset).kind == .entity)
    #expect(AppSchema(.books.theme).kind == .enumeration)
  }

  @Test func aSchemaValueOfTheAppsOwnIsNamedByItsType() {
    let intent = AppSchema(HomeGrownIntentSchema())
    #expect(intent.kind == .intent)
    #expect(intent.identifier.hasSuffix("HomeGrownIntentSchema"))
    #expect(intent.identifier != AppSchema(.photos.createAlbum).identifier)
    #expect(AppSchema(HomeGrownEntitySchema()).identifier.hasSuffix("HomeGrownEntitySchema"))
  }

  @Test func domainsNewInIOS27HaveTheirSchemas() {
    #expect(AppSchema(.messages.sendMessage).identifier == "SendMessageIntent")
    #expect(AppSchema(.messages.customReaction).identifier == "Tapback")
    #expect(AppSchema(.audio.audiobook).identifier == "MediaBookEntity")
    #expect(AppSchema(.calendar.attendeeStatus).identifier == "ParticipantStatus")
    #expect(AppSchema(.clock.createTimer).identifier == "CreateTimerIntent")
    #expect(AppSchema(.maps.startNavigation).identifier == "MapsStartNavigationIntent")
    #expect(AppSchema(.notes.appendText).identifier == "NoteAppendTextIntent")
    #expect(AppSchema(.phone.startCall).identifier == "StartCallIntent")
    #expect(AppSchema(.reminders.locationTrigger).identifier == "LocationTriggerEntity")
    // iOS 27 also adds schemas to older domains.
    #expect(AppSchema(.mail.category).identifier == "MailCategory")
    #expect(AppSchema(.system.open).identifier == "OpenIntent")
    #expect(AppSchema(.messages.message).kind == .entity)
    #expect(AppSchema(.maps.amenity).kind == .enumeration)
    let entry = AppSchema(.messages.sendMessage).entry
    #expect(entry?.id == "messages.sendMessage")
    #expect(entry?.domainEntry?.title == "Messages")
    #expect(entry?.title == "Send Message")
  }

  @Test func everySchemaOfTheCatalogueHasItsEntryAndDomain() {
    let entries = AssistantSchemaCatalogue.entries
    #expect(entries.count == 304)
    #expect(Set(entries.map(\.domain)).count == 23)
    for entry in entries {
      #expect(
        AssistantSchemaCatalogue.entry(kind: entry.kind, identifier: entry.identifier) == entry)
      #expect(entry.domainEntry != nil, "\(entry.id)")
      #expect(!entry.meaning.isEmpty && !entry.title.isEmpty, "\(entry.id)")
    }
    #expect(AppSchema(.photos.createAlbum).entry?.id == "photos.createAlbum")
    #expect(
      AppSchema(.photos.createAlbum).entry?.meaning == "Creates an album and returns it.")
  }

  @available(*, deprecated, message: "reads the accessors iOS 27 deprecates")
  @Test func deprecatedAccessorsStillNameTheirSchemas() {
    // The `AssistantSchemas` accessors of iOS 18 to 26.
    #expect(AssistantSchema(.photos.openAsset).identifier == "OpenMediaAssetIntent")
    #expect(AssistantSchema(.system.search).identifier == "ShowInAppSearchResultsIntent")
    #expect(AssistantSchema(.photos.asset).kind == .entity)
    #expect(AssistantSchema(.books.theme).entry?.id == "books.theme")
    // The `AppSchema` accessors Apple deprecates on arrival in iOS 27.
    #expect(AppSchema(.photos.openAsset).identifier == "OpenMediaAssetIntent")
    #expect(AppSchema(.system.search).identifier == "ShowInAppSearchResultsIntent")
    #expect(AppSchema(.books.playAudiobook).entry?.id == "books.playAudiobook")
  }

  @Test func macrosRecordTheSchemaInTheType() {
    #expect(OpenSchemaPageIntent.__assistantSchemaIntent?.entry?.id == "reader.openPage")
    #expect(SchemaPageEntity.__assistantSchemaEntity?.entry?.id == "reader.page")
    #expect(SchemaDocumentKind.__assistantSchemaEnum?.entry?.id == "reader.documentKind")
    #expect(StopSchemaCaptureIntent.__assistantSchemaIntent?.entry?.id == "camera.stopCapture")
  }

  @Test func schemaGivesDefaultTitlesAndTypeNames() {
    #expect(String(localized: OpenSchemaPageIntent.title) == "Open Page")
    #expect(String(localized: StopSchemaCaptureIntent.title) == "Stop Recording")
    #expect(String(localized: SchemaPageEntity.typeDisplayRepresentation.name) == "Page")
    #expect(
      String(localized: SchemaDocumentKind.typeDisplayRepresentation.name) == "Reader Document Kind"
    )
  }

  @Test func typesAreForEveryoneUnlessTheySayOtherwise() {
    #expect(!OpenSchemaPageIntent.isAssistantOnly)
    #expect(!SchemaPageEntity.isAssistantOnly)
    #expect(StopSchemaCaptureIntent.isAssistantOnly)
  }

  @Test func macroMakesBareStoredMembersParametersAndProperties() throws {
    let intent = OpenSchemaPageIntent()
    #expect(Mirror(reflecting: intent).children.contains { $0.label == "_target" })
    let page = SchemaPageEntity(id: "p1", label: "Cover")
    let property: EntityProperty<String> = page.$label
    #expect(property.wrappedValue == "Cover")
    #expect(Mirror(reflecting: page).children.map(\.label) == ["id", "_label"])
  }

  @Test func audioSchemasMakeAudioIntents() {
    typealias Fixtures = AssistantSchemaCatalogueFixtures
    let recording: Any.Type = Fixtures.JournalCreateAudioEntryIntent.self
    let opening: Any.Type = Fixtures.BooksOpenBookIntent.self
    #expect(recording is any AudioRecordingIntent.Type)
    #expect(!(recording is any AudioPlaybackIntent.Type))
    #expect(!(opening is any AudioPlaybackIntent.Type))
    #expect(opening is any OpenIntent.Type)
  }

  @available(*, deprecated, message: "reads a fixture of a schema deprecated in iOS 27")
  @Test func audiobookSchemaMakesAnAudioPlaybackIntent() {
    typealias Fixtures = AssistantSchemaCatalogueFixtures.Deprecated
    let playback: Any.Type = Fixtures.BooksPlayAudiobookIntent.self
    #expect(playback is any AudioPlaybackIntent.Type)
    #expect(!(playback is any AudioRecordingIntent.Type))
  }

  @available(*, deprecated, message: "reads the iOS 18 spellings")
  @Test func deprecatedSpellingsAdoptTheSameSchemas() {
    #expect(LegacySpellings.PageEntity.__assistantSchemaEntity?.entry?.id == "reader.page")
    #expect(
      LegacySpellings.DeletePagesIntent.__assistantSchemaIntent?.entry?.id == "reader.deletePages")
    #expect(LegacySpellings.Kind.__assistantSchemaEnum?.entry?.id == "reader.documentKind")
    #expect(String(localized: LegacySpellings.DeletePagesIntent.title) == "Delete Pages")
  }
}

/// Schema values of an app's own, adopting the marker protocols (not Apple's schemas).
private struct HomeGrownIntentSchema: AppSchemaIntent {}
private struct HomeGrownEntitySchema: AppSchemaEntity {}
