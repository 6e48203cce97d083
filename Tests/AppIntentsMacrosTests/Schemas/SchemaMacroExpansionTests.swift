import Testing

@Suite struct SchemaMacroExpansionTests {
  static let macros = schemaMacroSpecs

  @Test func appIntentAddsParametersConformancesAndTheSchema() {
    expectMacro(
      """
      @AppIntent(schema: .photos.openAsset)
      struct OpenAssetIntent {
        var target: AssetEntity
        @Dependency var library: MediaLibrary
        let note = "kept"
        static var openAppWhenRun: Bool { true }
      }
      """,
      expansion: #"""
      struct OpenAssetIntent {
        @AppIntents.IntentParameter
        var target: AssetEntity
        @Dependency var library: MediaLibrary
        let note = "kept"
        static var openAppWhenRun: Bool { true }
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

  @Test func appIntentChecksTheReturnedEntityThroughTheCompiler() {
    expectMacro(
      """
      @AppIntent(schema: .photos.createAssets)
      public struct CreateAssetsIntent: AppIntent {
        public var files: [IntentFile]
        public init() {}
        public func perform() async throws -> some ReturnsValue<[AssetEntity]> {
          .result(value: [])
        }
      }
      """,
      expansion: """
      public struct CreateAssetsIntent: AppIntent {
        @AppIntents.IntentParameter
        public var files: [IntentFile]
        public init() {}
        public func perform() async throws -> some ReturnsValue<[AssetEntity]> {
          .result(value: [])
        }
      }

      extension CreateAssetsIntent: AppIntents.AssistantSchemaIntent {
        public static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(ofArrayValue: AppIntents.__assistantSchemaReturnedValueType(of: Self.self)).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
          return AppIntents.AppSchema(__intent: "CreateMediaAssetsIntent")
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func appIntentAsksTheCompilerForAValueWhenPerformIsElsewhere() {
    expectMacro(
      """
      @AppIntent(schema: .whiteboard.createBoard)
      struct CreateBoardIntent {
        var title: String?
      }
      """,
      expansion: """
      struct CreateBoardIntent {
        @AppIntents.IntentParameter
        var title: String?
      }

      extension CreateBoardIntent: AppIntents.AppIntent, AppIntents.AssistantSchemaIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(ofValue: AppIntents.__assistantSchemaReturnedValueType(of: Self.self)).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.WhiteboardEntity.Board.self)
          return AppIntents.AppSchema(__intent: "CreateCanvasBoardIntent")
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func assistantIntentAddsOnlyTheSchemaConformance() {
    expectMacro(
      """
      @AssistantIntent(schema: .photos.deleteAssets)
      struct DeleteAssetsIntent: DeleteIntent {
        static let openAppWhenRun = true
        var entities: [AssetEntity]
      }
      """,
      expansion: #"""
      struct DeleteAssetsIntent: DeleteIntent {
        static let openAppWhenRun = true
        @AppIntents.IntentParameter
        var entities: [AssetEntity]
      }

      extension DeleteAssetsIntent: AppIntents.AssistantSchemaIntent {
        static var __assistantSchemaIntent: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEntityType(ofArray: \Self.entities).__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
          return AppIntents.AppSchema(__intent: "DeleteMediaAssetsIntent")
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func appEntityAddsPropertiesButNotToItsIdentifier() {
    expectMacro(
      """
      @AppEntity(schema: .photos.asset)
      struct AssetEntity: IndexedEntity {
        static let defaultQuery = AssetQuery()
        let id: String
        let asset: Asset
        @Property(title: "Title") var title: String?
        var creationDate: Date?
        var location: CLPlacemark?
        var assetType: AssetType?
        var isFavorite: Bool
        var isHidden: Bool
        var hasSuggestedEdits: Bool
        var displayRepresentation: DisplayRepresentation { "Photo" }
      }
      """,
      expansion: #"""
      struct AssetEntity: IndexedEntity {
        static let defaultQuery = AssetQuery()
        let id: String
        let asset: Asset
        @Property(title: "Title") var title: String?
        @AppIntents.EntityProperty
        var creationDate: Date?
        @AppIntents.EntityProperty
        var location: CLPlacemark?
        @AppIntents.EntityProperty
        var assetType: AssetType?
        @AppIntents.EntityProperty
        var isFavorite: Bool
        @AppIntents.EntityProperty
        var isHidden: Bool
        @AppIntents.EntityProperty
        var hasSuggestedEdits: Bool
        var displayRepresentation: DisplayRepresentation { "Photo" }
      }

      extension AssetEntity: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity, AppIntents._EntityPropertyTable {
        static var __assistantSchemaEntity: AppIntents.AppSchema? {
          AppIntents.__assistantSchemaEnumType(ofOptional: \Self.assetType).__assistantSchemaEnum(AppIntents.__AssistantSchemaTag.PhotosEnum.AssetType.self)
          return AppIntents.AppSchema(__entity: "PhotoEntity")
        }
        static func __assistantSchemaEntity(_: AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.Type) {
        }
        static var _entityPropertyFields: [AppIntents._EntityPropertyTableEntry<Self>] {
          [
            .init("title", \Self.$title, {
                $0.$title
              }),
            .init("creationDate", \Self.$creationDate, {
                $0.$creationDate
              }),
            .init("location", \Self.$location, {
                $0.$location
              }),
            .init("assetType", \Self.$assetType, {
                $0.$assetType
              }),
            .init("isFavorite", \Self.$isFavorite, {
                $0.$isFavorite
              }),
            .init("isHidden", \Self.$isHidden, {
                $0.$isHidden
              }),
            .init("hasSuggestedEdits", \Self.$hasSuggestedEdits, {
                $0.$hasSuggestedEdits
              }),
          ]
        }
      }
      """#,
      macros: Self.macros
    )
  }

  @Test func appEntityAddsFileEntityForFiles() {
    expectMacro(
      """
      @AppEntity(schema: .files.file)
      struct FilesEntity {
        static var supportedContentTypes = [UTType.image]
        var id: FileEntityIdentifier
        var creationDate: Date?
        var fileModificationDate: Date?
      }
      """,
      expansion: """
      struct FilesEntity {
        static var supportedContentTypes = [UTType.image]
        var id: FileEntityIdentifier
        @AppIntents.EntityProperty
        var creationDate: Date?
        @AppIntents.EntityProperty
        var fileModificationDate: Date?
      }

      extension FilesEntity: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity, AppIntents.FileEntity, AppIntents._EntityPropertyTable {
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

  @Test func assistantEntityAddsEntityConformances() {
    expectMacro(
      """
      @AssistantEntity(schema: .mail.account)
      struct AccountEntity {
        let id: UUID
        var name: String
        var emailAddress: String
      }
      """,
      expansion: """
      struct AccountEntity {
        let id: UUID
        @AppIntents.EntityProperty
        var name: String
        @AppIntents.EntityProperty
        var emailAddress: String
      }

      extension AccountEntity: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity, AppIntents._EntityPropertyTable {
        static var __assistantSchemaEntity: AppIntents.AppSchema? {
          return AppIntents.AppSchema(__entity: "MailAccountEntity")
        }
        static func __assistantSchemaEntity(_: AppIntents.__AssistantSchemaTag.MailEntity.Account.Type) {
        }
        static var _entityPropertyFields: [AppIntents._EntityPropertyTableEntry<Self>] {
          [
            .init("name", \\Self.$name, {
                $0.$name
              }),
            .init("emailAddress", \\Self.$emailAddress, {
                $0.$emailAddress
              }),
          ]
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func appEnumAddsTheEnumConformances() {
    expectMacro(
      """
      @AppEnum(schema: .photos.assetType)
      public enum AssetType: String {
        case photo, video
      }
      """,
      expansion: """
      public enum AssetType: String {
        case photo, video
      }

      extension AssetType: AppIntents.AppEnum, AppIntents.AssistantSchemaEnum {
        public static var __assistantSchemaEnum: AppIntents.AppSchema? {
          return AppIntents.AppSchema(__enum: "PhotoAssetType")
        }
        public static func __assistantSchemaEnum(_: AppIntents.__AssistantSchemaTag.PhotosEnum.AssetType.Type) {
        }
      }
      """,
      macros: Self.macros
    )
  }

  @Test func assistantEnumAddsOnlyTheSchemaConformance() {
    expectMacro(
      """
      @AssistantEnum(schema: .camera.captureMode)
      enum CaptureMode: String, AppEnum {
        case selfie, video
      }
      """,
      expansion: """
      enum CaptureMode: String, AppEnum {
        case selfie, video
      }

      extension CaptureMode: AppIntents.AssistantSchemaEnum {
        static var __assistantSchemaEnum: AppIntents.AppSchema? {
          return AppIntents.AppSchema(__enum: "CaptureMode")
        }
        static func __assistantSchemaEnum(_: AppIntents.__AssistantSchemaTag.CameraEnum.CaptureMode.Type) {
        }
      }
      """,
      macros: Self.macros
    )
  }
}
