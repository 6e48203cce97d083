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
    #expect(AssistantSchema(.photos.openAsset).identifier == "OpenMediaAssetIntent")
    #expect(AssistantSchema(.system.search).identifier == "ShowInAppSearchResultsIntent")
    #expect(AssistantSchema(.presentation.create).identifier == "CreatePresentationIntent")
    #expect(AssistantSchema(.assistant.activate).identifier == "ActivateAssistantIntent")
    #expect(
      AssistantSchema(.visualIntelligence.semanticContentSearch).identifier
        == "ShowVisualSearchResultsInAppIntent")
    #expect(AssistantSchema(.files.file).identifier == "FileEntity")
    #expect(
      AssistantSchema(.browser.clearHistoryTimeFrame).identifier == "ClearHistoryTimeFrameEnum")
    #expect(AssistantSchema(.photos.asset).kind == .entity)
    #expect(AssistantSchema(.books.theme).kind == .enumeration)
  }

  @Test func everySchemaOfTheCatalogueHasItsEntryAndDomain() {
    let entries = AssistantSchemaCatalogue.entries
    #expect(entries.count == 180)
    #expect(Set(entries.map(\.domain)).count == 15)
    for entry in entries {
      #expect(
        AssistantSchemaCatalogue.entry(kind: entry.kind, identifier: entry.identifier) == entry)
      #expect(entry.domainEntry != nil, "\(entry.id)")
      #expect(!entry.meaning.isEmpty && !entry.title.isEmpty, "\(entry.id)")
    }
    #expect(AssistantSchema(.photos.openAsset).entry?.id == "photos.openAsset")
    #expect(
      AssistantSchema(.photos.openAsset).entry?.meaning == "Opens a photo or video in the app.")
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

  @available(*, deprecated, message: "reads the iOS 18 spellings")
  @Test func deprecatedSpellingsAdoptTheSameSchemas() {
    #expect(LegacySpellings.PageEntity.__assistantSchemaEntity?.entry?.id == "reader.page")
    #expect(
      LegacySpellings.DeletePagesIntent.__assistantSchemaIntent?.entry?.id == "reader.deletePages")
    #expect(LegacySpellings.Kind.__assistantSchemaEnum?.entry?.id == "reader.documentKind")
    #expect(String(localized: LegacySpellings.DeletePagesIntent.title) == "Delete Pages")
  }
}
