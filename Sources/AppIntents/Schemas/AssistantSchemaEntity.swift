/// An entity meant for an assistant — Siri, Apple Intelligence, or an agent of the OpenIntents
/// runtime.
public protocol AssistantEntity: AppEntity {}

/// An entity that adopts an assistant schema, through `@AppEntity(schema:)`.
///
/// The macro adds this conformance and records the schema; the type then needs no
/// `typeDisplayRepresentation` (the schema gives one), and the runtime reports what the entity
/// means:
///
/// ```swift
/// @AppEntity(schema: .photos.album)
/// struct AlbumEntity {
///   static let defaultQuery = AlbumQuery()
///   let id: String
///   var name: String
///   var displayRepresentation: DisplayRepresentation { "\(name)" }
/// }
/// ```
public protocol AssistantSchemaEntity: AssistantEntity {
  /// Whether only an assistant may use the entity: it is hidden from the Shortcuts app and from
  /// Spotlight (and, with OpenIntents, from listings for people), and stays available to Siri
  /// and agents.
  static var isAssistantOnly: Bool { get }

  /// The schema `@AppEntity(schema:)` recorded; `nil` for a type that adopts the protocol
  /// without the macro. The macro writes it: do not declare it yourself.
  static var __assistantSchemaEntity: AppSchema? { get }
}

// MARK: - Default Implementations

extension AssistantSchemaEntity {
  /// Available outside the assistant too.
  public static var isAssistantOnly: Bool { false }

  /// No recorded schema.
  public static var __assistantSchemaEntity: AppSchema? { nil }

  /// The schema's name for its entities, such as "Photo Album" for `.photos.album`; without a
  /// recorded schema, the type's name in words.
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        stringLiteral: __assistantSchemaEntity?.entry?.title
          ?? PropertyName.title(for: String(describing: Self.self))))
  }
}
