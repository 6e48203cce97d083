/// Declares an enum that adopts an app schema.
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
///
/// The macro adds `AppEnum` and `AssistantSchemaEnum` and records the schema for the runtime.
/// A schema's cases are Apple's examples: an app lists its own. See
/// <doc:AssistantSchemasOnLinux>.
@attached(
  extension, conformances: AppEnum, AssistantSchemaEnum, names: named(__assistantSchemaEnum))
public macro AppEnum<T>(schema: T) =
  #externalMacro(module: "AppIntentsMacros", type: "AppEnumMacro")
where T: AppSchemaEnum

/// Declares an enum that adopts an assistant schema: the iOS 18 spelling of
/// `@AppEnum(schema:)`.
///
/// The type declares `AppEnum` itself; the macro adds `AssistantSchemaEnum`.
@available(*, deprecated, renamed: "AppEnum")
@attached(extension, conformances: AssistantSchemaEnum, names: named(__assistantSchemaEnum))
public macro AssistantEnum<T>(schema: T) =
  #externalMacro(module: "AppIntentsMacros", type: "AssistantEnumMacros")
where T: AssistantSchemas.Enum
