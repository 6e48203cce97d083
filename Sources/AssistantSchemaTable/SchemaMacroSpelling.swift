package import SwiftSyntax

/// One spelling of a schema macro: `@AppIntent(schema:)` or its iOS 18 form
/// `@AssistantIntent(schema:)`, and so on. The spellings differ in the conformances they may
/// add (as Apple declares them) and, for enums, in whether they annotate members.
package struct SchemaMacroSpelling: Sendable {
  /// The macro's name as written: `AppIntent`, `AssistantIntent`…
  package let macro: String
  package let kind: SchemaTable.Kind
  /// The protocols the macro's declaration lists in `conformances:`.
  package let conformances: Set<String>

  /// What a declaration adopting a schema of this kind must be.
  package var applicability: String {
    switch kind {
    case .intent: "a struct or class"
    case .entity: "a struct, class or enum"
    case .enumeration: "an enum"
    }
  }

  /// Whether a declaration can adopt a schema of this kind: a struct or class for an intent, an
  /// enum too for an entity, an enum for an enum.
  package func applies(to group: some DeclGroupSyntax) -> Bool {
    switch kind {
    case .intent: group.is(StructDeclSyntax.self) || group.is(ClassDeclSyntax.self)
    case .entity:
      group.is(StructDeclSyntax.self) || group.is(ClassDeclSyntax.self)
        || group.is(EnumDeclSyntax.self)
    case .enumeration: group.is(EnumDeclSyntax.self)
    }
  }

  /// The protocol every adopting type conforms to: `AppIntent`, `AppEntity`, `AppEnum`.
  package var baseProtocol: String { kind.macroName }

  /// The protocol that records the schema: `AssistantSchemaIntent`…
  package var schemaProtocol: String { "AssistantSchema" + kind.typeName }

  /// The property wrapper written on bare stored `var`s, if the kind has members.
  package var memberAttribute: String? {
    switch kind {
    case .intent: "AppIntents.IntentParameter"
    case .entity: "AppIntents.EntityProperty"
    case .enumeration: nil
    }
  }

  /// The member that carries the schema into the type: `__assistantSchemaIntent`…
  package var schemaMember: String { "__assistantSchema" + kind.typeName }

  package static let appIntent = SchemaMacroSpelling(
    macro: "AppIntent", kind: .intent,
    conformances: [
      "AppIntent", "AssistantSchemaIntent", "ShowInAppSearchResultsIntent", "OpenIntent",
      "DeleteIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "LiveActivityIntent",
      "URLRepresentableIntent",
    ])
  package static let assistantIntent = SchemaMacroSpelling(
    macro: "AssistantIntent", kind: .intent,
    conformances: ["AssistantSchemaIntent", "ShowInAppSearchResultsIntent"])
  package static let appEntity = SchemaMacroSpelling(
    macro: "AppEntity", kind: .entity,
    conformances: [
      "AppEntity", "AssistantSchemaEntity", "FileEntity", "UniqueAppEntity",
      "URLRepresentableEntity", "_EntityPropertyTable",
    ])
  package static let assistantEntity = SchemaMacroSpelling(
    macro: "AssistantEntity", kind: .entity,
    conformances: ["AppEntity", "AssistantSchemaEntity", "_EntityPropertyTable"])
  package static let appEnum = SchemaMacroSpelling(
    macro: "AppEnum", kind: .enumeration, conformances: ["AppEnum", "AssistantSchemaEnum"])
  package static let assistantEnum = SchemaMacroSpelling(
    macro: "AssistantEnum", kind: .enumeration, conformances: ["AssistantSchemaEnum"])

  /// Every spelling, current and iOS 18 to 26.
  package static let all: [SchemaMacroSpelling] = [
    appIntent, assistantIntent, appEntity, assistantEntity, appEnum, assistantEnum,
  ]

  /// The spelling whose macro has the name: `AppIntent`, `AssistantEntity`…
  package static func named(_ macro: String) -> SchemaMacroSpelling? {
    all.first { $0.macro == macro }
  }
}
