/// Declares an entity that adopts an app schema, checked against the schema at compile time.
///
/// ```swift
/// @AppEntity(schema: .photos.asset)
/// struct AssetEntity {
///   static let defaultQuery = AssetQuery()
///   let id: String
///   var creationDate: Date?
///   var location: CLPlacemark?
///   var assetType: AssetType?
///   var isFavorite: Bool
///   var isHidden: Bool
///   var hasSuggestedEdits: Bool
///   var displayRepresentation: DisplayRepresentation { "Photo" }
/// }
/// ```
///
/// The macro adds `AppEntity`, `AssistantSchemaEntity` and `FileEntity` for `.files.file`,
/// records the schema for the runtime, writes `@Property` on each bare stored `var` (not on
/// `id`), and lists a struct's properties in its property table (`_EntityPropertyTable`). A missing property or one of the wrong type or optionality is an error naming the
/// schema. See <doc:AssistantSchemasOnLinux>.
@attached(memberAttribute)
@attached(
  extension,
  conformances: AppEntity, AssistantSchemaEntity, FileEntity, UniqueAppEntity,
  URLRepresentableEntity, _EntityPropertyTable,
  names: named(__assistantSchemaEntity), named(_entityPropertyFields))
public macro AppEntity<T>(schema: T) =
  #externalMacro(module: "AppIntentsMacros", type: "AppEntityMacroWithIndexingKey")
where T: AppSchemaEntity

/// Declares an entity that adopts an assistant schema: the iOS 18 spelling of
/// `@AppEntity(schema:)`.
///
/// The type declares `FileEntity` itself for `.files.file`; the macro adds `AppEntity` and
/// `AssistantSchemaEntity` and checks the declaration as `@AppEntity(schema:)` does.
@available(*, deprecated, renamed: "AppEntity")
@attached(memberAttribute)
@attached(
  extension, conformances: AppEntity, AssistantSchemaEntity, _EntityPropertyTable,
  names: named(__assistantSchemaEntity), named(_entityPropertyFields))
public macro AssistantEntity<T>(schema: T) =
  #externalMacro(module: "AppIntentsMacros", type: "AssistantEntityMacros")
where T: AssistantSchemas.Entity
