/// An app schema, as a value: a shape of intent, entity or enum that Siri, Apple Intelligence
/// and the Shortcuts app understand, such as `.messages.sendMessage`.
///
/// Apps name schemas in the schema macros, through the accessors of ``AppSchemaIntent``,
/// ``AppSchemaEntity`` and ``AppSchemaEnum``:
///
/// ```swift
/// @AppIntent(schema: .messages.sendMessage)
/// struct SendMessageIntent {
///   var content: AttributedString?
///   // …
/// }
/// ```
///
/// `.messages` is a static member of ``AppSchemaIntent`` that returns a value of the domain's
/// marker protocol (``MessagesIntent``), whose members are the schemas. The schema macros check
/// the declaration against the schema at compile time and record it as an `AppSchema`, which
/// the OpenIntents runtime reads to describe the type. iOS 27 renamed the namespace: the
/// `AssistantSchemas` accessors of iOS 18 to 26 still compile, deprecated. See
/// <doc:AssistantSchemasOnLinux>.
public struct AppSchema: Sendable {
  /// Any schema value, of any domain and kind: what ``AppSchemaIntent``, ``AppSchemaEntity``,
  /// ``AppSchemaEnum`` and the domains' marker protocols refine.
  @_marker public protocol Kind {}

  /// Whether the schema is an intent, entity or enum schema.
  package let kind: AssistantSchemaCatalogue.Kind
  /// The schema's identifier in Apple's interface, such as `SendMessageIntent`; empty when the
  /// value came from a type that is not one of the catalogue's schemas.
  package let identifier: String

  package init(kind: AssistantSchemaCatalogue.Kind, identifier: String) {
    self.kind = kind
    self.identifier = identifier
  }

  /// The catalogue's entry for this schema: its domain, name, title and meaning; `nil` for a
  /// value that is not one of the catalogue's schemas (a domain, such as `.messages`).
  package var entry: AssistantSchemaCatalogue.Entry? {
    AssistantSchemaCatalogue.entry(kind: kind, identifier: identifier)
  }
}

/// An intent schema, such as `.messages.sendMessage`: what `@AppIntent(schema:)` takes.
@_marker public protocol AppSchemaIntent: AppSchema.Kind {}

/// An entity schema, such as `.messages.message`: what `@AppEntity(schema:)` takes.
@_marker public protocol AppSchemaEntity: AppSchema.Kind {}

/// An enum schema, such as `.messages.messageType`: what `@AppEnum(schema:)` takes.
@_marker public protocol AppSchemaEnum: AppSchema.Kind {}

extension AppSchema {
  /// The value of an intent schema expression, such as `.messages.sendMessage`, and the type
  /// such expressions start from.
  public struct Intent: AppSchemaIntent {
    let identifier: String

    @usableFromInline
    init(_ identifier: String) { self.identifier = identifier }
  }

  /// The value of an entity schema expression, such as `.messages.message`, and the type such
  /// expressions start from.
  public struct Entity: AppSchemaEntity {
    let identifier: String

    @usableFromInline
    init(_ identifier: String) { self.identifier = identifier }
  }

  /// The value of an enum schema expression, such as `.messages.messageType`, and the type such
  /// expressions start from.
  public struct Enum: AppSchemaEnum {
    let identifier: String

    @usableFromInline
    init(_ identifier: String) { self.identifier = identifier }
  }

  /// The schema an intent schema expression stands for: `AppSchema(.messages.sendMessage)`.
  ///
  /// A value of another type adopting ``AppSchemaIntent`` (not one of Apple's schemas) is
  /// identified by its type's name, so that it is never mistaken for one — or for none.
  public init(_ schema: some AppSchemaIntent) {
    self.init(
      kind: .intent, identifier: (schema as? Intent)?.identifier ?? Self.foreign(schema))
  }

  /// The schema an entity schema expression stands for: `AppSchema(.messages.message)`; a
  /// value of another type is identified by its type's name.
  public init(_ schema: some AppSchemaEntity) {
    self.init(
      kind: .entity, identifier: (schema as? Entity)?.identifier ?? Self.foreign(schema))
  }

  /// The schema an enum schema expression stands for: `AppSchema(.messages.messageType)`; a
  /// value of another type is identified by its type's name.
  public init(_ schema: some AppSchemaEnum) {
    self.init(
      kind: .enumeration, identifier: (schema as? Enum)?.identifier ?? Self.foreign(schema))
  }

  /// The identifier of a schema value that is none of Apple's: its type's full name.
  private static func foreign(_ schema: Any) -> String {
    String(reflecting: type(of: schema))
  }
}

// MARK: - For the schema macros

extension AppSchema {
  /// The intent schema with an identifier of Apple's interface, as `@AppIntent(schema:)`
  /// records it. The macros write it: apps name schemas through the accessors.
  public init(__intent identifier: String) {
    self.init(kind: .intent, identifier: identifier)
  }

  /// The entity schema with an identifier of Apple's interface, as `@AppEntity(schema:)`
  /// records it.
  public init(__entity identifier: String) {
    self.init(kind: .entity, identifier: identifier)
  }

  /// The enum schema with an identifier of Apple's interface, as `@AppEnum(schema:)` records it.
  public init(__enum identifier: String) {
    self.init(kind: .enumeration, identifier: identifier)
  }
}
