/// The assistant schemas of iOS 18 to 26: the namespace iOS 27 renamed ``AppSchema``.
///
/// Its accessors (`.photos.openAsset` typed as ``Intent``) are deprecated as Apple deprecates
/// them, and still compile: `@AssistantIntent(schema:)`, `@AssistantEntity(schema:)` and
/// `@AssistantEnum(schema:)` take them. `@AppIntent(schema: .photos.openAsset)` and its siblings
/// now resolve the same expression through ``AppSchemaIntent``, which declares every schema
/// this namespace does and those iOS 27 adds (`.messages`, `.calendar`…). See
/// <doc:AssistantSchemasOnLinux>.
public enum AssistantSchemas {
  /// Any schema, domain or kind.
  @available(*, deprecated, renamed: "AppSchema.Schema")
  @_marker public protocol Model {}

  /// An intent schema, such as `.photos.openAsset`: what `@AssistantIntent(schema:)` takes.
  @available(*, deprecated, renamed: "AppIntentSchema")
  @_marker public protocol Intent: AssistantSchemas.Model {}

  /// An entity schema, such as `.photos.asset`: what `@AssistantEntity(schema:)` takes.
  @available(*, deprecated, renamed: "AppEntitySchema")
  @_marker public protocol Entity: AssistantSchemas.Model {}

  /// An enum schema, such as `.photos.assetType`: what `@AssistantEnum(schema:)` takes.
  @available(*, deprecated, renamed: "AppEnumSchema")
  @_marker public protocol Enum: AssistantSchemas.Model {}

  /// The type that intent schema expressions (`.photos.openAsset`) start from.
  @available(*, deprecated)
  public struct IntentSchema: AssistantSchemas.Intent {}

  /// The type that entity schema expressions (`.photos.asset`) start from.
  @available(*, deprecated)
  public struct EntitySchema: AssistantSchemas.Entity {}

  /// The type that enum schema expressions (`.photos.assetType`) start from.
  @available(*, deprecated)
  public struct EnumSchema: AssistantSchemas.Enum {}
}
