// The diagnostics of the schema macros: one message per way a declaration misses its schema,
// each with a stable id (`AppIntentsMacros.schema.<id>`) and, where the fix is mechanical, a
// fix-it. The macros report them at build time; intents-lint reports the same messages.

package import SwiftDiagnostics

/// An error of the schema macros — `@AppIntent(schema:)`, `@AppEntity(schema:)`,
/// `@AppEnum(schema:)` and their `@Assistant…` spellings — naming the schema and what it
/// expects.
package struct SchemaMacroDiagnostic: DiagnosticMessage, Error {
  /// The stable identifier, after `schema.`.
  package let id: String
  package let message: String

  package var diagnosticID: MessageID { MessageID(domain: "AppIntentsMacros", id: "schema." + id) }
  package var severity: DiagnosticSeverity { .error }

  static func malformedSchema(macro: String) -> Self {
    Self(
      id: "malformedSchema",
      message: "@\(macro)(schema:) takes a schema written ‘.domain.schema’, such as "
        + "‘.photos.openAsset’")
  }

  package static func notApplicable(macro: String, allowed: String) -> Self {
    Self(id: "notApplicable", message: "@\(macro)(schema:) applies to \(allowed)")
  }

  static func wrongKind(schema: String, kind: SchemaTable.Kind, macro: String) -> Self {
    Self(
      id: "wrongKind",
      message: "‘\(schema)’ is an \(kind.rawValue) schema: adopt it with "
        + "‘@\(kind.macroName)(schema: \(schema))’, not ‘@\(macro)’")
  }

  static func unknownDomain(
    _ domain: String, kind: SchemaTable.Kind, known: [String], suggestion: String?
  ) -> Self {
    let hint = suggestion.map { "did you mean ‘\($0)’? The" } ?? "the"
    return Self(
      id: "unknownDomain",
      message: "‘\(domain)’ is not a domain of \(kind.rawValue) schemas: \(hint) domains are "
        + known.joined(separator: ", "))
  }

  static func unknownSchema(
    _ schema: String, kind: SchemaTable.Kind, domain: String, suggestion: String?
  ) -> Self {
    let name = schema.split(separator: ".").last.map(String.init) ?? schema
    let hint =
      suggestion.map { "did you mean ‘\($0)’?" }
      ?? "its schemas are " + SchemaTable.names(of: kind, in: domain).joined(separator: ", ")
    return Self(
      id: "unknownSchema",
      message: "the \(domain) domain has no \(kind.rawValue) schema ‘\(name)’; \(hint)")
  }

  static func missingMember(
    schema: String, kind: SchemaTable.Kind, member: SchemaTable.Member
  ) -> Self {
    Self(
      id: "missingMember",
      message: "schema \(schema) needs the \(kind.memberNoun) ‘\(member.name)’: "
        + alternatives(member.types))
  }

  static func wrongType(
    schema: String, kind: SchemaTable.Kind, member: String, expected: [SchemaType],
    written: String
  ) -> Self {
    Self(
      id: "wrongType",
      message: "schema \(schema) expects the \(kind.memberNoun) ‘\(member)’ to be "
        + "\(alternatives(expected)), not ‘\(written)’")
  }

  static func wrongOptionality(
    schema: String, kind: SchemaTable.Kind, member: String, expected: SchemaType,
    written: String
  ) -> Self {
    let how = expected.isOptional ? "optional" : "non-optional"
    return Self(
      id: "wrongOptionality",
      message: "schema \(schema) expects the \(kind.memberNoun) ‘\(member)’ to be \(how) "
        + "(\(expected.phrase)), not ‘\(written)’")
  }

  static func missingTypeAnnotation(
    schema: String, member: String, expected: [SchemaType]
  )
    -> Self
  {
    Self(
      id: "missingTypeAnnotation",
      message: "schema \(schema) checks the type of ‘\(member)’: declare it as "
        + alternatives(expected))
  }

  static func notStoredVariable(schema: String, member: String, problem: String) -> Self {
    Self(
      id: "notStoredVariable",
      message: "schema \(schema) needs ‘\(member)’ to be a stored ‘var’ the system can set, "
        + "not \(problem)")
  }

  static func missingConformance(
    schema: String, type: String, protocolName: String, macro: String
  ) -> Self {
    Self(
      id: "missingConformance",
      message: "schema \(schema) needs ‘\(type)’ to conform to ‘\(protocolName)’, which "
        + "@\(macro)(schema:) does not add: declare it")
  }

  static func wrongResult(schema: String, expected: SchemaType, written: String) -> Self {
    Self(
      id: "wrongResult",
      message: "schema \(schema) returns \(expected.phrase): ‘perform()’ must return "
        + "‘some ReturnsValue<…>’ of it, not ‘\(written)’")
  }

  static func missingStatic(schema: String, declaration: String) -> Self {
    Self(
      id: "missingStatic",
      message: "schema \(schema) needs ‘\(declaration)’, which its protocol requires")
  }

  static func wrongIdentifier(schema: String, expected: String, written: String) -> Self {
    Self(
      id: "wrongIdentifier",
      message: "schema \(schema) needs ‘id’ to be a ‘\(expected)’, not ‘\(written)’")
  }

  private static func alternatives(_ types: [SchemaType]) -> String {
    types.map(\.phrase).joined(separator: " or ")
  }
}

/// A fix-it of the schema macros.
struct SchemaMacroFixIt: FixItMessage {
  let id: String
  let message: String

  var fixItID: MessageID { MessageID(domain: "AppIntentsMacros", id: "schema.fixit." + id) }

  static func insertMember(_ declaration: String) -> Self {
    Self(id: "insertMember", message: "Insert ‘\(declaration)’")
  }

  static func changeType(to type: String) -> Self {
    Self(id: "changeType", message: "Change the type to ‘\(type)’")
  }

  static func makeVariable() -> Self {
    Self(id: "makeVariable", message: "Change ‘let’ to ‘var’")
  }

  static func addConformance(_ protocolName: String) -> Self {
    Self(id: "addConformance", message: "Add ‘\(protocolName)’ to the inherited types")
  }

  static func changeResult(to type: String) -> Self {
    Self(id: "changeResult", message: "Return ‘\(type)’")
  }

  static func insertStatic(_ declaration: String) -> Self {
    Self(id: "insertStatic", message: "Insert ‘\(declaration)’")
  }

  static func replaceSchemaName(_ name: String) -> Self {
    Self(id: "replaceSchemaName", message: "Use ‘\(name)’")
  }
}
