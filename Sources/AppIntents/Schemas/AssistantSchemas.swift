/// The assistant schemas: shapes of intents, entities and enums that Siri, Apple Intelligence
/// and the Shortcuts app understand, grouped by domain (`.photos`, `.mail`, `.books`…).
///
/// A type adopts a schema through a macro, and the schema names what the type means:
///
/// ```swift
/// @AppIntent(schema: .photos.openAsset)
/// struct OpenAssetIntent: OpenIntent {
///   var target: AssetEntity
/// }
/// ```
///
/// `.photos.openAsset` type-checks through the marker protocols declared here: the domain
/// accessor (`photos`) is a static member of ``Intent`` (or ``Entity``, ``Enum``) that returns a
/// value of the domain's marker protocol (``PhotosIntent``), whose members are the schemas.
/// The schema macros check the declaration against the schema at compile time, and the
/// OpenIntents runtime reports each type's schema. See <doc:AssistantSchemasOnLinux>.
public enum AssistantSchemas {
  /// Any schema, domain or kind.
  @_marker public protocol Model {}

  /// An intent schema, such as `.photos.openAsset`: what `@AppIntent(schema:)` takes.
  @_marker public protocol Intent: AssistantSchemas.Model {}

  /// An entity schema, such as `.photos.asset`: what `@AppEntity(schema:)` takes.
  @_marker public protocol Entity: AssistantSchemas.Model {}

  /// An enum schema, such as `.photos.assetType`: what `@AppEnum(schema:)` takes.
  @_marker public protocol Enum: AssistantSchemas.Model {}

  /// The type that intent schema expressions (`.photos.openAsset`) start from.
  public struct IntentSchema: AssistantSchemas.Intent {}

  /// The type that entity schema expressions (`.photos.asset`) start from.
  public struct EntitySchema: AssistantSchemas.Entity {}

  /// The type that enum schema expressions (`.photos.assetType`) start from.
  public struct EnumSchema: AssistantSchemas.Enum {}
}
