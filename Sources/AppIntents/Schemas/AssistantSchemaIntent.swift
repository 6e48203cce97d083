/// An intent meant for an assistant — Siri, Apple Intelligence, or an agent of the OpenIntents
/// runtime.
public protocol AssistantIntent: AppIntent {}

/// An intent that adopts an assistant schema, through `@AppIntent(schema:)`.
///
/// The macro adds this conformance and records the schema; the type then needs no `title` (the
/// schema gives one), and the runtime reports what the intent means:
///
/// ```swift
/// @AppIntent(schema: .photos.openAsset)
/// struct OpenAssetIntent: OpenIntent {
///   var target: AssetEntity
/// }
/// ```
public protocol AssistantSchemaIntent: AssistantIntent {
  /// Whether only an assistant may use the intent: it is hidden from the Shortcuts app and
  /// from Spotlight (and, with OpenIntents, from listings for people), and stays available to
  /// Siri and agents.
  static var isAssistantOnly: Bool { get }

  /// The schema `@AppIntent(schema:)` recorded; `nil` for a type that adopts the protocol
  /// without the macro. The macro writes it: do not declare it yourself.
  static var __assistantSchemaIntent: AppSchema? { get }
}

// MARK: - Default Implementations

extension AssistantSchemaIntent {
  /// Available outside the assistant too.
  public static var isAssistantOnly: Bool { false }

  /// No recorded schema.
  public static var __assistantSchemaIntent: AppSchema? { nil }

  /// The schema's title, such as "Open Asset" for `.photos.openAsset`; without a recorded
  /// schema, the type's name in words.
  public static var title: LocalizedStringResource {
    LocalizedStringResource(
      stringLiteral: __assistantSchemaIntent?.entry?.title
        ?? PropertyName.title(for: String(describing: Self.self)))
  }
}
