import AppIntents

/// The app schema a type adopts — `messages.sendMessage` and what it means — as the manifest
/// and the adapters describe it, so that a person or an agent knows what the type is for, not
/// just its parameters. This is an OpenIntents addition.
public struct SchemaDescription: Sendable, Hashable, Codable {
  /// The schema as written after the dot in `@AppIntent(schema: .photos.openAsset)`:
  /// `photos.openAsset`.
  public var id: String
  /// `intent`, `entity` or `enum`.
  public var kind: String
  /// The schema's domain, such as `photos`.
  public var domain: String
  /// The schema's name in its domain, such as `openAsset`.
  public var name: String
  /// Apple's identifier of the schema, such as `OpenMediaAssetIntent`.
  public var identifier: String
  /// What the schema means, such as "Opens a photo or video in the app."
  public var meaning: String
  /// Where Apple's system uses the domain's schemas: `siri` (Siri and Apple Intelligence find
  /// the types), `shortcuts` (the Shortcuts app only), `visualIntelligence` or `assistant`.
  public var surface: String
  /// Whether the type is for an assistant only (`isAssistantOnly`): left out of the listings
  /// for people (``Manifest/Audience/people``), served to agents.
  public var isAssistantOnly: Bool

  /// The schema a type adopts through `@AppIntent`, `@AppEntity` or `@AppEnum(schema:)`;
  /// `nil` for a type that adopts none.
  public init?(of type: Any.Type) {
    let schema: AppSchema?
    let assistantOnly: Bool
    if let intent = type as? any AssistantSchemaIntent.Type {
      (schema, assistantOnly) = (intent.__assistantSchemaIntent, intent.isAssistantOnly)
    } else if let entity = type as? any AssistantSchemaEntity.Type {
      (schema, assistantOnly) = (entity.__assistantSchemaEntity, entity.isAssistantOnly)
    } else if let enumeration = type as? any AssistantSchemaEnum.Type {
      (schema, assistantOnly) = (enumeration.__assistantSchemaEnum, enumeration.isAssistantOnly)
    } else {
      return nil
    }
    guard let schema else { return nil }
    self.init(schema, isAssistantOnly: assistantOnly)
  }

  /// The description of a schema value.
  init(_ schema: AppSchema, isAssistantOnly: Bool) {
    let entry = schema.entry
    id = entry?.id ?? schema.identifier
    kind = schema.kind.rawValue
    domain = entry?.domain ?? ""
    name = entry?.name ?? schema.identifier
    identifier = schema.identifier
    meaning = entry?.meaning ?? ""
    surface = entry?.domainEntry?.surface.rawValue ?? ""
    self.isAssistantOnly = isAssistantOnly
  }
}

/// A type a host serves and the assistant schema it adopts. This is an OpenIntents addition.
public struct AdoptedSchema: Sendable, Hashable, Codable {
  /// The type's persistent identifier, such as `OpenAssetIntent`.
  public var type: String
  /// The schema it adopts.
  public var schema: SchemaDescription
}
