/// Declares an intent that adopts an app schema, checked against the schema at compile time.
///
/// ```swift
/// @AppIntent(schema: .photos.createAlbum)
/// struct CreateAlbumIntent {
///   var name: String
///
///   func perform() async throws -> some ReturnsValue<AlbumEntity> {
///     .result(value: try await library.createAlbum(named: name))
///   }
/// }
/// ```
///
/// The macro adds `AppIntent`, `AssistantSchemaIntent` and the protocols the schema implies
/// (`OpenIntent` for open schemas, `DeleteIntent`, `ShowInAppSearchResultsIntent`,
/// `AudioPlaybackIntent` for `.books.playAudiobook`, `AudioRecordingIntent` for
/// `.journal.createAudioEntry`…), records the schema for the runtime, and writes `@Parameter` on
/// each bare stored `var`. A missing member, a member of the wrong type or optionality, and a
/// `perform()` that does not return what the schema returns are errors naming the schema. See
/// <doc:AssistantSchemasOnLinux>.
@attached(memberAttribute)
@attached(
  extension,
  conformances: AppIntent, AssistantSchemaIntent, ShowInAppSearchResultsIntent, OpenIntent,
  DeleteIntent, AudioPlaybackIntent, AudioRecordingIntent, LiveActivityIntent,
  URLRepresentableIntent,
  names: named(__assistantSchemaIntent))
public macro AppIntent<T>(schema: T) =
  #externalMacro(module: "AppIntentsMacros", type: "AppIntentMacro")
where T: AppSchemaIntent

/// Declares an intent that adopts an assistant schema: the iOS 18 spelling of
/// `@AppIntent(schema:)`.
///
/// The type declares `AppIntent`-refining protocols the schema needs (`OpenIntent`,
/// `DeleteIntent`…) itself; the macro adds `AssistantSchemaIntent` (and
/// `ShowInAppSearchResultsIntent` for search schemas) and checks the declaration as
/// `@AppIntent(schema:)` does.
@available(*, deprecated, renamed: "AppIntent")
@attached(memberAttribute)
@attached(
  extension, conformances: AssistantSchemaIntent, ShowInAppSearchResultsIntent,
  names: named(__assistantSchemaIntent))
public macro AssistantIntent<T>(schema: T) =
  #externalMacro(module: "AppIntentsMacros", type: "AssistantIntentMacros")
where T: AssistantSchemas.Intent
