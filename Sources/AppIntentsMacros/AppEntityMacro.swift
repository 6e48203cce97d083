import AssistantSchemaTable
public import SwiftSyntax
public import SwiftSyntaxMacros

// `@AppEntity(schema:)` and its iOS 18 spelling `@AssistantEntity(schema:)`: an entity adopting
// an assistant schema. Both expand as SchemaAdoption describes; they differ in the
// conformances they may add, as Apple declares them (the type name of the first is Apple's).
//
//   @AppEntity(schema: .photos.album)
//   struct AlbumEntity { let id: String; var name: String; … }
//
// expands to
//
//   struct AlbumEntity { let id: String; @AppIntents.EntityProperty var name: String; … }
//   extension AlbumEntity: AppIntents.AppEntity, AppIntents.AssistantSchemaEntity {
//     static var __assistantSchemaEntity: AppIntents.AppSchema? {
//       return AppIntents.AppSchema(__entity: "PhotoAlbumEntity")
//     }
//     static func __assistantSchemaEntity(_: AppIntents.__AssistantSchemaTag.PhotosEntity.Album.Type) {}
//   }

/// `@AppEntity(schema:)`: adopts an entity schema.
public struct AppEntityMacroWithIndexingKey: ExtensionMacro, MemberAttributeMacro {
  /// The conformances, the recorded schema and the compiler's checks; errors for what breaks
  /// the schema.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    SchemaAdoption.extensions(
      .appEntity, of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context)
  }

  /// `@Parameter` or `@Property` on a bare stored `var`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    SchemaAdoption.attributes(.appEntity, attachedTo: declaration, providingAttributesFor: member)
  }
}

/// `@AssistantEntity(schema:)`: the deprecated spelling of `@AppEntity(schema:)`.
public struct AssistantEntityMacros: ExtensionMacro, MemberAttributeMacro {
  /// The conformances, the recorded schema and the compiler's checks; errors for what breaks
  /// the schema.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    SchemaAdoption.extensions(
      .assistantEntity, of: node, attachedTo: declaration, providingExtensionsOf: type,
      conformingTo: protocols, in: context)
  }

  /// `@Parameter` or `@Property` on a bare stored `var`.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    SchemaAdoption.attributes(
      .assistantEntity, attachedTo: declaration, providingAttributesFor: member)
  }
}
