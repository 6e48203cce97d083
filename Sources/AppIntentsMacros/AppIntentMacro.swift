import AssistantSchemaTable
public import SwiftSyntax
public import SwiftSyntaxMacros

// `@AppIntent(schema:)` and its iOS 18 spelling `@AssistantIntent(schema:)`: an intent adopting
// an assistant schema. Both expand as SchemaAdoption describes; they differ in the
// conformances they may add, as Apple declares them.
//
//   @AppIntent(schema: .photos.openAsset)
//   struct OpenAssetIntent: OpenIntent { var target: AssetEntity }
//
// expands to
//
//   struct OpenAssetIntent: OpenIntent { @AppIntents.IntentParameter var target: AssetEntity }
//   extension OpenAssetIntent: AppIntents.AssistantSchemaIntent {
//     static var __assistantSchemaIntent: AppIntents.AppSchema? {
//       AppIntents.__assistantSchemaEntityType(of: \Self.target)
//         .__assistantSchemaEntity(AppIntents.__AssistantSchemaTag.PhotosEntity.Asset.self)
//       return AppIntents.AppSchema(__intent: "OpenMediaAssetIntent")
//     }
//   }

/// `@AppIntent(schema:)`: adopts an intent schema.
public struct AppIntentMacro: ExtensionMacro, MemberAttributeMacro {
  /// The conformances, the recorded schema and the compiler's checks; errors for what breaks
  /// the schema.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    SchemaAdoption.extensions(
      .appIntent, of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context)
  }

  /// `@Parameter` or `@Property` on a bare stored `var`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    SchemaAdoption.attributes(.appIntent, attachedTo: declaration, providingAttributesFor: member)
  }
}

/// `@AssistantIntent(schema:)`: the deprecated spelling of `@AppIntent(schema:)`.
public struct AssistantIntentMacros: ExtensionMacro, MemberAttributeMacro {
  /// The conformances, the recorded schema and the compiler's checks; errors for what breaks
  /// the schema.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    SchemaAdoption.extensions(
      .assistantIntent, of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context)
  }

  /// `@Parameter` or `@Property` on a bare stored `var`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    SchemaAdoption.attributes(
      .assistantIntent, attachedTo: declaration, providingAttributesFor: member)
  }
}
