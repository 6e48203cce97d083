import AssistantSchemaTable
public import SwiftSyntax
public import SwiftSyntaxMacros

// `@AppEnum(schema:)` and its iOS 18 spelling `@AssistantEnum(schema:)`: an enum adopting an
// assistant schema. Extension role only, as Apple declares them: the enum's cases are the
// app's own (the catalogue's are Apple's examples), so only the schema is checked.
//
//   @AppEnum(schema: .photos.assetType)
//   enum AssetType: String { case photo, video; … }
//
// expands to
//
//   extension AssetType: AppIntents.AppEnum, AppIntents.AssistantSchemaEnum {
//     static var __assistantSchemaEnum: AppIntents.AppSchema? {
//       return AppIntents.AppSchema(__enum: "PhotoAssetType")
//     }
//     static func __assistantSchemaEnum(_: AppIntents.__AssistantSchemaTag.PhotosEnum.AssetType.Type) {}
//   }

/// `@AppEnum(schema:)`: adopts an enum schema.
public struct AppEnumMacro: ExtensionMacro {
  /// The conformances, the recorded schema and the compiler's checks; errors for what breaks
  /// the schema.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    SchemaAdoption.extensions(
      .appEnum, of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context)
  }
}

/// `@AssistantEnum(schema:)`: the deprecated spelling of `@AppEnum(schema:)`.
public struct AssistantEnumMacros: ExtensionMacro {
  /// The conformances, the recorded schema and the compiler's checks; errors for what breaks
  /// the schema.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    SchemaAdoption.extensions(
      .assistantEnum, of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context)
  }
}
