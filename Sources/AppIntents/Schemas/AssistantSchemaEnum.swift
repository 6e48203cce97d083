/// An enum meant for an assistant — Siri, Apple Intelligence, or an agent of the OpenIntents
/// runtime.
public protocol AssistantEnum: AppEnum {}

/// An enum that adopts an assistant schema, through `@AppEnum(schema:)`.
///
/// The macro adds this conformance and records the schema; the type then needs no
/// `typeDisplayRepresentation` (the schema gives one), and the runtime reports what the enum
/// means:
///
/// ```swift
/// @AppEnum(schema: .photos.assetType)
/// enum AssetType: String {
///   case photo, video
///   static let caseDisplayRepresentations: [AssetType: DisplayRepresentation] = [
///     .photo: "Photo", .video: "Video",
///   ]
/// }
/// ```
public protocol AssistantSchemaEnum: AssistantEnum {
  /// Whether only an assistant may use the enum: it is hidden from the Shortcuts app and from
  /// Spotlight (and, with OpenIntents, from listings for people), and stays available to Siri
  /// and agents.
  static var isAssistantOnly: Bool { get }

  /// The schema `@AppEnum(schema:)` recorded; `nil` for a type that adopts the protocol without
  /// the macro. The macro writes it: do not declare it yourself.
  static var __assistantSchemaEnum: AppSchema? { get }
}

// MARK: - Default Implementations

extension AssistantSchemaEnum {
  /// Available outside the assistant too.
  public static var isAssistantOnly: Bool { false }

  /// No recorded schema.
  public static var __assistantSchemaEnum: AppSchema? { nil }

  /// The schema's name for its values, such as "Photo Asset Type" for `.photos.assetType`;
  /// without a recorded schema, the type's name in words.
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(
        stringLiteral: __assistantSchemaEnum?.entry?.title
          ?? PropertyName.title(for: String(describing: Self.self))))
  }
}
