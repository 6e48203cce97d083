import Testing

/// One test per rule the schema macros check, each with the error where it belongs and its
/// fix-it applied.
@Suite struct SchemaMacroDiagnosticsTests {
  static let macros = schemaMacroSpecs

  @Test func missingMemberIsReportedAtTheAttributeAndInserted() {
    expectMacro(
      """
      @AppIntent(schema: .mail.sendDraft)
      struct SendDraftIntent {
        var target: DraftEntity
      }
      """,
      diagnostics: """
      @AppIntent(schema: .mail.sendDraft)
      ┬──────────────────────────────────
      ╰─ 🛑 schema .mail.sendDraft needs the parameter ‘sendLaterDate’: ‘Date?’
         ✏️ Insert ‘var sendLaterDate: Date?’
      struct SendDraftIntent {
        var target: DraftEntity
      }
      """,
      fixes: """
      @AppIntent(schema: .mail.sendDraft)
      struct SendDraftIntent {
        var sendLaterDate: Date?
        var target: DraftEntity
      }
      """,
      expansion: #"""
      struct SendDraftIntent {
        @AppIntents.IntentParameter
        var sendLaterDate: Date?
        @AppIntents.IntentParameter
        var target: DraftEntity
      }

      extension SendDraftIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(of: \Self.target).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.MailEntity.Draft.self)
          return AppIntents.AppSchema(__intent: "SendDraftIntent")
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func missingEntityMemberIsInsertedWithAPlaceholderType() {
    expectMacro(
      """
      @AppIntent(schema: .photos.openAsset)
      struct OpenAssetIntent {
        static let openAppWhenRun = true
      }
      """,
      diagnostics: """
      @AppIntent(schema: .photos.openAsset)
      ┬────────────────────────────────────
      ╰─ 🛑 schema .photos.openAsset needs the parameter ‘target’: an entity adopting .photos.asset
         ✏️ Insert ‘var target: <#PhotoEntity#>’
      struct OpenAssetIntent {
        static let openAppWhenRun = true
      }
      """,
      fixes: """
      @AppIntent(schema: .photos.openAsset)
      struct OpenAssetIntent {
        var target: <#PhotoEntity#>
        static let openAppWhenRun = true
      }
      """,
      expansion: #"""
      struct OpenAssetIntent {
        @AppIntents.IntentParameter
        var target: <#PhotoEntity#>
        static let openAppWhenRun = true
      }

      extension OpenAssetIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent, AppIntents.OpenIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(of: \Self.target).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
          return AppIntents.AppSchema(__intent: "OpenMediaAssetIntent")
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func wrongTypeIsReportedAtTheTypeAndChanged() {
    expectMacro(
      """
      @AppIntent(schema: .photos.setDepth)
      struct SetDepthIntent {
        var target: AssetEntity
        var value: Int?
      }
      """,
      diagnostics: """
      @AppIntent(schema: .photos.setDepth)
      struct SetDepthIntent {
        var target: AssetEntity
        var value: Int?
                   ┬───
                   ╰─ 🛑 schema .photos.setDepth expects the parameter ‘value’ to be ‘Double?’, not ‘Int?’
                      ✏️ Change the type to ‘Double?’
      }
      """,
      fixes: """
      @AppIntent(schema: .photos.setDepth)
      struct SetDepthIntent {
        var target: AssetEntity
        var value: Double?
      }
      """,
      expansion: #"""
      struct SetDepthIntent {
        @AppIntents.IntentParameter
        var target: AssetEntity
        @AppIntents.IntentParameter
        var value: Double?
      }

      extension SetDepthIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(of: \Self.target).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
          return AppIntents.AppSchema(__intent: "SetMediaApertureIntent")
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func valueWhereAnEntityIsExpectedIsAWrongType() {
    expectMacro(
      """
      @AppIntent(schema: .photos.openAsset)
      struct OpenAssetIntent {
        var target: String
      }
      """,
      diagnostics: """
      @AppIntent(schema: .photos.openAsset)
      struct OpenAssetIntent {
        var target: String
                    ┬─────
                    ╰─ 🛑 schema .photos.openAsset expects the parameter ‘target’ to be an entity adopting .photos.asset, not ‘String’
      }
      """,
      macros: Self.macros
    )
  }

  @Test func singleEntityWhereAnArrayIsExpectedIsWrapped() {
    expectMacro(
      """
      @AppIntent(schema: .photos.deleteAssets)
      struct DeleteAssetsIntent {
        var entities: AssetEntity
      }
      """,
      diagnostics: """
      @AppIntent(schema: .photos.deleteAssets)
      struct DeleteAssetsIntent {
        var entities: AssetEntity
                      ┬──────────
                      ╰─ 🛑 schema .photos.deleteAssets expects the parameter ‘entities’ to be an array of entities adopting .photos.asset, not ‘AssetEntity’
                         ✏️ Change the type to ‘[AssetEntity]’
      }
      """,
      fixes: """
      @AppIntent(schema: .photos.deleteAssets)
      struct DeleteAssetsIntent {
        var entities: [AssetEntity]
      }
      """,
      expansion: #"""
      struct DeleteAssetsIntent {
        @AppIntents.IntentParameter
        var entities: [AssetEntity]
      }

      extension DeleteAssetsIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent, AppIntents.DeleteIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(ofArray: \Self.entities).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
          return AppIntents.AppSchema(__intent: "DeleteMediaAssetsIntent")
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func wrongOptionalityIsReportedAtTheTypeAndFixed() {
    expectMacro(
      """
      @AppEntity(schema: .browser.tab)
      struct TabEntity {
        let id: UUID
        var url: URL
        var name: String?
        var isPrivate: Bool
      }
      """,
      diagnostics: """
      @AppEntity(schema: .browser.tab)
      struct TabEntity {
        let id: UUID
        var url: URL
                 ┬──
                 ╰─ 🛑 schema .browser.tab expects the property ‘url’ to be optional (‘URL?’), not ‘URL’
                    ✏️ Change the type to ‘URL?’
        var name: String?
                  ┬──────
                  ╰─ 🛑 schema .browser.tab expects the property ‘name’ to be non-optional (‘String’), not ‘String?’
                     ✏️ Change the type to ‘String’
        var isPrivate: Bool
      }
      """,
      fixes: """
      @AppEntity(schema: .browser.tab)
      struct TabEntity {
        let id: UUID
        var url: URL?
        var name: String
        var isPrivate: Bool
      }
      """,
      expansion: """
      struct TabEntity {
        let id: UUID
        @AppIntents.EntityProperty
        var url: URL?
        @AppIntents.EntityProperty
        var name: String
        @AppIntents.EntityProperty
        var isPrivate: Bool
      }

      extension TabEntity: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity, AppIntents._EntityPropertyTable {
        static var __assistantSchemaEntity: AppIntents.AppSchema? {
          return AppIntents.AppSchema(__entity: "TabEntity")
        }
        static func __assistantSchemaEntity(_: AppIntents.__AssistantSchemaTag.BrowserEntity.Tab.Type) {
        }
        static var _entityPropertyFields: [AppIntents._EntityPropertyTableEntry<Self>] {
          [
            .init("url", \\Self.$url, {
                $0.$url
              }),
            .init("name", \\Self.$name, {
                $0.$name
              }),
            .init("isPrivate", \\Self.$isPrivate, {
                $0.$isPrivate
              }),
          ]
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func missingConformanceOfTheDeprecatedSpellingIsAdded() {
    expectMacro(
      """
      @AssistantIntent(schema: .photos.openAsset)
      struct OpenAssetIntent: AppIntent {
        var target: AssetEntity
      }
      """,
      diagnostics: """
      @AssistantIntent(schema: .photos.openAsset)
      struct OpenAssetIntent: AppIntent {
             ┬──────────────
             ╰─ 🛑 schema .photos.openAsset needs ‘OpenAssetIntent’ to conform to ‘OpenIntent’, which @AssistantIntent(schema:) does not add: declare it
                ✏️ Add ‘OpenIntent’ to the inherited types
        var target: AssetEntity
      }
      """,
      fixes: """
      @AssistantIntent(schema: .photos.openAsset)
      struct OpenAssetIntent: AppIntent, OpenIntent {
        var target: AssetEntity
      }
      """,
      expansion: #"""
      struct OpenAssetIntent: AppIntent, OpenIntent {
        @AppIntents.IntentParameter
        var target: AssetEntity
      }

      extension OpenAssetIntent: AppIntents.AssistantSchemaIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(of: \Self.target).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
          return AppIntents.AppSchema(__intent: "OpenMediaAssetIntent")
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func missingFileEntityOfTheDeprecatedSpellingIsAdded() {
    expectMacro(
      """
      @AssistantEntity(schema: .files.file)
      struct DocumentFile {
        static let supportedContentTypes: [UTType] = [.pdf]
        var id: FileEntityIdentifier
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      diagnostics: """
      @AssistantEntity(schema: .files.file)
      struct DocumentFile {
             ┬───────────
             ╰─ 🛑 schema .files.file needs ‘DocumentFile’ to conform to ‘FileEntity’, which @AssistantEntity(schema:) does not add: declare it
                ✏️ Add ‘FileEntity’ to the inherited types
        static let supportedContentTypes: [UTType] = [.pdf]
        var id: FileEntityIdentifier
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      fixes: """
      @AssistantEntity(schema: .files.file)
      struct DocumentFile: FileEntity {
        static let supportedContentTypes: [UTType] = [.pdf]
        var id: FileEntityIdentifier
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      expansion: """
      struct DocumentFile: FileEntity {
        static let supportedContentTypes: [UTType] = [.pdf]
        var id: FileEntityIdentifier
        @AppIntents.EntityProperty
        var creationDate: Date?
        @AppIntents.EntityProperty
        var fileModificationDate: Date?
      }

      extension DocumentFile: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity, AppIntents._EntityPropertyTable {
        static var __assistantSchemaEntity: AppIntents.AppSchema? {
          return AppIntents.AppSchema(__entity: "FileEntity")
        }
        static func __assistantSchemaEntity(_: AppIntents.__AssistantSchemaTag.FilesEntity.File.Type) {
        }
        static var _entityPropertyFields: [AppIntents._EntityPropertyTableEntry<Self>] {
          [
            .init("creationDate", \\Self.$creationDate, {
                $0.$creationDate
              }),
            .init("fileModificationDate", \\Self.$fileModificationDate, {
                $0.$fileModificationDate
              }),
          ]
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func resultWithoutTheSchemasValueIsReportedAtTheReturnType() {
    expectMacro(
      """
      @AppIntent(schema: .photos.createAlbum)
      struct CreateAlbumIntent {
        var name: String
        func perform() async throws -> some IntentResult {
          .result()
        }
      }
      """,
      diagnostics: """
      @AppIntent(schema: .photos.createAlbum)
      struct CreateAlbumIntent {
        var name: String
        func perform() async throws -> some IntentResult {
                                       ┬────────────────
                                       ╰─ 🛑 schema .photos.createAlbum returns an entity adopting .photos.album: ‘perform()’ must return ‘some ReturnsValue<…>’ of it, not ‘some IntentResult’
                                          ✏️ Return ‘some IntentResult & ReturnsValue<<#PhotoAlbumEntity#>>’
          .result()
        }
      }
      """,
      fixes: """
      @AppIntent(schema: .photos.createAlbum)
      struct CreateAlbumIntent {
        var name: String
        func perform() async throws -> some IntentResult & ReturnsValue<<#PhotoAlbumEntity#>> {
          .result()
        }
      }
      """,
      expansion: """
      struct CreateAlbumIntent {
        @AppIntents.IntentParameter
        var name: String
        func perform() async throws -> some IntentResult & ReturnsValue<<#PhotoAlbumEntity#>> {
          .result()
        }
      }

      extension CreateAlbumIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(ofValue: AppIntents.__assistantSchemaReturnedValueType(of: Self.self)).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Album.self)
          return AppIntents.AppSchema(__intent: "CreateMediaAlbumIntent")
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func resultOfOneEntityWhereTheSchemaReturnsManyIsWrapped() {
    expectMacro(
      """
      @AppIntent(schema: .photos.createAssets)
      struct CreateAssetsIntent {
        var files: [IntentFile]
        func perform() async throws -> some IntentResult & ReturnsValue<AssetEntity> {
          .result(value: AssetEntity())
        }
      }
      """,
      diagnostics: """
      @AppIntent(schema: .photos.createAssets)
      struct CreateAssetsIntent {
        var files: [IntentFile]
        func perform() async throws -> some IntentResult & ReturnsValue<AssetEntity> {
                                                                        ┬──────────
                                                                        ╰─ 🛑 schema .photos.createAssets returns an array of entities adopting .photos.asset: ‘perform()’ must return ‘some ReturnsValue<…>’ of it, not ‘some IntentResult & ReturnsValue<AssetEntity>’
                                                                           ✏️ Change the type to ‘[AssetEntity]’
          .result(value: AssetEntity())
        }
      }
      """,
      fixes: """
      @AppIntent(schema: .photos.createAssets)
      struct CreateAssetsIntent {
        var files: [IntentFile]
        func perform() async throws -> some IntentResult & ReturnsValue<[AssetEntity]> {
          .result(value: AssetEntity())
        }
      }
      """,
      expansion: """
      struct CreateAssetsIntent {
        @AppIntents.IntentParameter
        var files: [IntentFile]
        func perform() async throws -> some IntentResult & ReturnsValue<[AssetEntity]> {
          .result(value: AssetEntity())
        }
      }

      extension CreateAssetsIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(ofArrayValue: AppIntents.__assistantSchemaReturnedValueType(of: Self.self)).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
          return AppIntents.AppSchema(__intent: "CreateMediaAssetsIntent")
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func fileEntityNeedsItsContentTypes() {
    expectMacro(
      """
      @AppEntity(schema: .files.file)
      struct DocumentFile {
        var id: FileEntityIdentifier
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      diagnostics: """
      @AppEntity(schema: .files.file)
      ┬──────────────────────────────
      ╰─ 🛑 schema .files.file needs ‘static var supportedContentTypes’, which its protocol requires
         ✏️ Insert ‘static let supportedContentTypes: [UTType] = [.data]’
      struct DocumentFile {
        var id: FileEntityIdentifier
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      fixes: """
      @AppEntity(schema: .files.file)
      struct DocumentFile {
        static let supportedContentTypes: [UTType] = [.data]
        var id: FileEntityIdentifier
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      expansion: """
      struct DocumentFile {
        static let supportedContentTypes: [UTType] = [.data]
        var id: FileEntityIdentifier
        @AppIntents.EntityProperty
        var creationDate: Date?
        @AppIntents.EntityProperty
        var fileModificationDate: Date?
      }

      extension DocumentFile: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity, AppIntents.FileEntity, AppIntents._EntityPropertyTable {
        static var __assistantSchemaEntity: AppIntents.AppSchema? {
          return AppIntents.AppSchema(__entity: "FileEntity")
        }
        static func __assistantSchemaEntity(_: AppIntents.__AssistantSchemaTag.FilesEntity.File.Type) {
        }
        static var _entityPropertyFields: [AppIntents._EntityPropertyTableEntry<Self>] {
          [
            .init("creationDate", \\Self.$creationDate, {
                $0.$creationDate
              }),
            .init("fileModificationDate", \\Self.$fileModificationDate, {
                $0.$fileModificationDate
              }),
          ]
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func fileEntityIdentifierIsRequired() {
    expectMacro(
      """
      @AppEntity(schema: .files.file)
      struct DocumentFile {
        static let supportedContentTypes: [UTType] = [.pdf]
        let id: String
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      diagnostics: """
      @AppEntity(schema: .files.file)
      struct DocumentFile {
        static let supportedContentTypes: [UTType] = [.pdf]
        let id: String
                ┬─────
                ╰─ 🛑 schema .files.file needs ‘id’ to be a ‘FileEntityIdentifier’, not ‘String’
                   ✏️ Change the type to ‘FileEntityIdentifier’
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      fixes: """
      @AppEntity(schema: .files.file)
      struct DocumentFile {
        static let supportedContentTypes: [UTType] = [.pdf]
        let id: FileEntityIdentifier
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      expansion: """
      struct DocumentFile {
        static let supportedContentTypes: [UTType] = [.pdf]
        let id: FileEntityIdentifier
        @AppIntents.EntityProperty
        var creationDate: Date?
        @AppIntents.EntityProperty
        var fileModificationDate: Date?
      }

      extension DocumentFile: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity, AppIntents.FileEntity, AppIntents._EntityPropertyTable {
        static var __assistantSchemaEntity: AppIntents.AppSchema? {
          return AppIntents.AppSchema(__entity: "FileEntity")
        }
        static func __assistantSchemaEntity(_: AppIntents.__AssistantSchemaTag.FilesEntity.File.Type) {
        }
        static var _entityPropertyFields: [AppIntents._EntityPropertyTableEntry<Self>] {
          [
            .init("creationDate", \\Self.$creationDate, {
                $0.$creationDate
              }),
            .init("fileModificationDate", \\Self.$fileModificationDate, {
                $0.$fileModificationDate
              }),
          ]
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func parameterDeclaredWithLetBecomesAVar() {
    expectMacro(
      """
      @AppIntent(schema: .books.openBook)
      struct OpenBookIntent {
        let target: BookEntity
      }
      """,
      diagnostics: """
      @AppIntent(schema: .books.openBook)
      struct OpenBookIntent {
        let target: BookEntity
        ┬──
        ╰─ 🛑 schema .books.openBook needs ‘target’ to be a stored ‘var’ the system can set, not a ‘let’
           ✏️ Change ‘let’ to ‘var’
      }
      """,
      fixes: """
      @AppIntent(schema: .books.openBook)
      struct OpenBookIntent {
        var target: BookEntity
      }
      """,
      expansion: #"""
      struct OpenBookIntent {
        @AppIntents.IntentParameter
        var target: BookEntity
      }

      extension OpenBookIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent, AppIntents.OpenIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(of: \Self.target).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.BooksEntity.Book.self)
          return AppIntents.AppSchema(__intent: "OpenBookIntent")
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func misspelledSchemaIsCorrected() {
    expectMacro(
      """
      @AppIntent(schema: .photos.openAset)
      struct OpenAssetIntent {
        var target: AssetEntity
      }
      """,
      diagnostics: """
      @AppIntent(schema: .photos.openAset)
                         ┬───────────────
                         ╰─ 🛑 the photos domain has no intent schema ‘openAset’; did you mean ‘openAsset’?
                            ✏️ Use ‘openAsset’
      struct OpenAssetIntent {
        var target: AssetEntity
      }
      """,
      fixes: """
      @AppIntent(schema: .photos.openAsset)
      struct OpenAssetIntent {
        var target: AssetEntity
      }
      """,
      expansion: #"""
      struct OpenAssetIntent {
        @AppIntents.IntentParameter
        var target: AssetEntity
      }

      extension OpenAssetIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent, AppIntents.OpenIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(of: \Self.target).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
          return AppIntents.AppSchema(__intent: "OpenMediaAssetIntent")
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func schemaOfAnotherKindNamesTheRightMacro() {
    expectMacro(
      """
      @AppIntent(schema: .photos.asset)
      struct AssetIntent {}
      """,
      diagnostics: """
      @AppIntent(schema: .photos.asset)
                         ┬────────────
                         ╰─ 🛑 ‘.photos.asset’ is an entity schema: adopt it with ‘@AppEntity(schema: .photos.asset)’, not ‘@AppIntent’
      struct AssetIntent {}
      """,
      macros: Self.macros
    )
  }

  @Test func unknownDomainListsTheDomains() {
    expectMacro(
      """
      @AppEnum(schema: .fotos.assetType)
      enum AssetType: String { case photo }
      """,
      diagnostics: """
      @AppEnum(schema: .fotos.assetType)
                       ┬───────────────
                       ╰─ 🛑 ‘fotos’ is not a domain of enum schemas: did you mean ‘photos’? The domains are photos, books, browser, camera, reader, whiteboard, messages, audio, reminders, clock, calendar, mail, phone, maps
      enum AssetType: String { case photo }
      """,
      macros: Self.macros
    )
  }

  @Test func enumSchemaOnAStructIsRefused() {
    expectMacro(
      """
      @AppEnum(schema: .photos.assetType)
      struct AssetType {}
      """,
      diagnostics: """
      @AppEnum(schema: .photos.assetType)
      ┬──────────────────────────────────
      ╰─ 🛑 @AppEnum(schema:) applies to an enum
      struct AssetType {}
      """,
      macros: Self.macros
    )
  }

  @Test func optionalMemberOfTheSchemaMayBeLeftOut() {
    expectMacro(
      """
      @AppEntity(schema: .photos.album)
      struct AlbumEntity {
        let id: String
        var name: String
      }
      """,
      expansion: """
      struct AlbumEntity {
        let id: String
        @AppIntents.EntityProperty
        var name: String
      }

      extension AlbumEntity: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity, AppIntents._EntityPropertyTable {
        static var __assistantSchemaEntity: AppIntents.AppSchema? {
          return AppIntents.AppSchema(__entity: "PhotoAlbumEntity")
        }
        static func __assistantSchemaEntity(_: AppIntents.__AssistantSchemaTag.PhotosEntity.Album.Type) {
        }
        static var _entityPropertyFields: [AppIntents._EntityPropertyTableEntry<Self>] {
          [
            .init("name", \\Self.$name, {
                $0.$name
              }),
          ]
        }
      }
      """,
      macros: Self.macros
    )
  }
}
