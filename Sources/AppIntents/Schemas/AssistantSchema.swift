/// One assistant schema, as a value: the iOS 18 to 26 name of ``AppSchema``.
///
/// The `AssistantSchemas` accessors (deprecated in iOS 27) return its nested values, so that
/// `AssistantSchema(.photos.createAlbum)` compiles as it did; the schema macros record an
/// ``AppSchema`` whichever spelling names the schema.
@available(*, deprecated, renamed: "AppSchema")
public struct AssistantSchema: Sendable {
  /// Whether the schema is an intent, entity or enum schema.
  package let kind: AssistantSchemaCatalogue.Kind
  /// The schema's identifier in Apple's interface, such as `OpenMediaAssetIntent`; empty when
  /// the value came from a type that is not one of the catalogue's schemas.
  package let identifier: String

  init(kind: AssistantSchemaCatalogue.Kind, identifier: String) {
    self.kind = kind
    self.identifier = identifier
  }

  /// The catalogue's entry for this schema: its domain, name, title and meaning; `nil` for a
  /// value that is not one of the catalogue's schemas.
  package var entry: AssistantSchemaCatalogue.Entry? {
    AssistantSchemaCatalogue.entry(kind: kind, identifier: identifier)
  }
}

@available(*, deprecated)
extension AssistantSchema {
  /// The value of an intent schema expression, such as `.photos.openAsset`.
  public struct IntentSchema: AssistantSchemas.Intent {
    let identifier: String

    init(_ identifier: String) { self.identifier = identifier }
  }

  /// The schema an intent schema expression stands for: `AssistantSchema(.photos.openAsset)`.
  public init(_ schema: some AssistantSchemas.Intent) {
    self.init(kind: .intent, identifier: (schema as? IntentSchema)?.identifier ?? "")
  }

  /// The value of an entity schema expression, such as `.photos.asset`.
  public struct EntitySchema: AssistantSchemas.Entity {
    let identifier: String

    init(_ identifier: String) { self.identifier = identifier }
  }

  /// The schema an entity schema expression stands for: `AssistantSchema(.photos.asset)`.
  public init(_ schema: some AssistantSchemas.Entity) {
    self.init(kind: .entity, identifier: (schema as? EntitySchema)?.identifier ?? "")
  }

  /// The value of an enum schema expression, such as `.photos.assetType`.
  public struct EnumSchema: AssistantSchemas.Enum {
    let identifier: String

    init(_ identifier: String) { self.identifier = identifier }
  }

  /// The schema an enum schema expression stands for: `AssistantSchema(.photos.assetType)`.
  public init(_ schema: some AssistantSchemas.Enum) {
    self.init(kind: .enumeration, identifier: (schema as? EnumSchema)?.identifier ?? "")
  }
}
