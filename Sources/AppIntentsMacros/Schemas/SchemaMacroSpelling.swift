/// One spelling of a schema macro: `@AppIntent(schema:)` or its iOS 18 form
/// `@AssistantIntent(schema:)`, and so on. The spellings differ in the conformances they may
/// add (as Apple declares them) and, for enums, in whether they annotate members.
struct SchemaMacroSpelling {
  /// The macro's name as written: `AppIntent`, `AssistantIntent`…
  let macro: String
  let kind: SchemaTable.Kind
  /// The protocols the macro's declaration lists in `conformances:`.
  let conformances: Set<String>

  /// What a declaration adopting a schema of this kind must be.
  var applicability: String {
    switch kind {
    case .intent: "a struct or class"
    case .entity: "a struct, class or enum"
    case .enumeration: "an enum"
    }
  }

  /// The protocol every adopting type conforms to: `AppIntent`, `AppEntity`, `AppEnum`.
  var baseProtocol: String { kind.macroName }

  /// The protocol that records the schema: `AssistantSchemaIntent`…
  var schemaProtocol: String { "AssistantSchema" + kind.typeName }

  /// The property wrapper written on bare stored `var`s, if the kind has members.
  var memberAttribute: String? {
    switch kind {
    case .intent: "AppIntents.IntentParameter"
    case .entity: "AppIntents.EntityProperty"
    case .enumeration: nil
    }
  }

  /// The member that carries the schema into the type: `__assistantSchemaIntent`…
  var schemaMember: String { "__assistantSchema" + kind.typeName }

  static let appIntent = SchemaMacroSpelling(
    macro: "AppIntent", kind: .intent,
    conformances: [
      "AppIntent", "AssistantSchemaIntent", "ShowInAppSearchResultsIntent", "OpenIntent",
      "DeleteIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "LiveActivityIntent",
      "URLRepresentableIntent",
    ])
  static let assistantIntent = SchemaMacroSpelling(
    macro: "AssistantIntent", kind: .intent,
    conformances: ["AssistantSchemaIntent", "ShowInAppSearchResultsIntent"])
  static let appEntity = SchemaMacroSpelling(
    macro: "AppEntity", kind: .entity,
    conformances: [
      "AppEntity", "AssistantSchemaEntity", "FileEntity", "UniqueAppEntity",
      "URLRepresentableEntity",
    ])
  static let assistantEntity = SchemaMacroSpelling(
    macro: "AssistantEntity", kind: .entity, conformances: ["AppEntity", "AssistantSchemaEntity"])
  static let appEnum = SchemaMacroSpelling(
    macro: "AppEnum", kind: .enumeration, conformances: ["AppEnum", "AssistantSchemaEnum"])
  static let assistantEnum = SchemaMacroSpelling(
    macro: "AssistantEnum", kind: .enumeration, conformances: ["AssistantSchemaEnum"])
}
