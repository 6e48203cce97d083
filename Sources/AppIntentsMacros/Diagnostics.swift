// The diagnostics of the AppIntents macros: one message per mistake, each with a stable id
// (`AppIntentsMacros.<id>`) and, where the fix is mechanical, a fix-it.

import SwiftDiagnostics
import SwiftSyntax

/// A message of one of the AppIntents macros.
struct MacroMessage: DiagnosticMessage, FixItMessage {
  let message: String
  let id: String
  let severity: DiagnosticSeverity

  var diagnosticID: MessageID { MessageID(domain: "AppIntentsMacros", id: id) }
  var fixItID: MessageID { diagnosticID }
}

// MARK: - Property macros

extension MacroMessage {
  /// `@ComputedProperty` or `@DeferredProperty` on something other than a `var`.
  static func notAVariable(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) applies to a 'var' property of an entity, such as "
        + "'var name: String { model.name }'",
      id: "property.notAVariable", severity: .error)
  }

  /// A property macro on a `let`.
  static func onLet(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) needs a 'var' with a getter; a 'let' stores its value (use @Property "
        + "for a stored value)",
      id: "property.onLet", severity: .error)
  }

  /// A property macro on a declaration of several variables.
  static func severalBindings(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) applies to one property at a time; declare each on its own line",
      id: "property.severalBindings", severity: .error)
  }

  /// A property macro on a property without a type annotation.
  static func missingType(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) needs the property's type written out, such as 'var name: String'",
      id: "property.missingType", severity: .error)
  }

  /// A property macro on a static property.
  static func staticProperty(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) describes each entity, so it cannot apply to a 'static' property",
      id: "property.static", severity: .error)
  }

  /// A property macro on a stored property.
  static func storedProperty(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) applies to a computed property with a getter, such as "
        + "'var name: String { model.name }'; for a stored value use @Property",
      id: "property.stored", severity: .error)
  }

  /// A property macro outside a type.
  static func outsideType(_ macro: String) -> MacroMessage {
    MacroMessage(
      message: "@\(macro) declares a property of an entity; move it into the entity's type",
      id: "property.outsideType", severity: .error)
  }

  /// `@ComputedProperty` on an asynchronous or throwing getter.
  static let computedAsync = MacroMessage(
    message: "@ComputedProperty reads its getter whenever the system asks, so the getter cannot "
      + "be 'async' or 'throws'; use @DeferredProperty for a value computed only when asked for",
    id: "property.computedAsync", severity: .error)

  /// The fix-it of ``computedAsync``.
  static let useDeferred = MacroMessage(
    message: "Use @DeferredProperty", id: "property.useDeferred", severity: .error)

  /// `@DeferredProperty` on a getter that is not `async`.
  static let deferredNotAsync = MacroMessage(
    message: "@DeferredProperty needs a 'get async' (or 'get async throws') getter; for a value "
      + "cheap to compute use @ComputedProperty",
    id: "property.deferredNotAsync", severity: .error)

  /// The fix-it of ``deferredNotAsync``.
  static let useComputed = MacroMessage(
    message: "Use @ComputedProperty", id: "property.useComputed", severity: .error)

  /// `@DeferredProperty` with a setter.
  static let deferredSetter = MacroMessage(
    message: "@DeferredProperty is read-only: remove the 'set' accessor",
    id: "property.deferredSetter", severity: .error)

  /// The fix-it of ``onLet``.
  static let replaceLet = MacroMessage(
    message: "Replace 'let' with 'var'", id: "property.replaceLet", severity: .error)

  // MARK: - Union values

  /// `@UnionValue` on something other than an enum.
  static let unionNotEnum = MacroMessage(
    message: "@UnionValue applies to an enum whose cases each carry one value, such as "
      + "'enum Result { case landmark(LandmarkEntity) }'",
    id: "union.notEnum", severity: .error)

  /// A union value case without exactly one associated value.
  static func unionCaseArity(_ name: String, count: Int) -> MacroMessage {
    MacroMessage(
      message: "@UnionValue needs every case to carry exactly one value; '\(name)' carries "
        + "\(count == 0 ? "none" : "\(count)"); write 'case \(name)(SomeEntity)'",
      id: "union.caseArity", severity: .error)
  }

  /// A union value enum without cases.
  static let unionNoCases = MacroMessage(
    message: "@UnionValue needs at least one case carrying a value",
    id: "union.noCases", severity: .error)
}

// MARK: - Schema macros

/// An error of the schema macros — `@AppIntent(schema:)`, `@AppEntity(schema:)`,
/// `@AppEnum(schema:)` and their `@Assistant…` spellings — naming the schema and what it
/// expects.
struct SchemaMacroDiagnostic: DiagnosticMessage, Error {
  /// The stable identifier, after `schema.`.
  let id: String
  let message: String

  var diagnosticID: MessageID { MessageID(domain: "AppIntentsMacros", id: "schema." + id) }
  var severity: DiagnosticSeverity { .error }

  static func malformedSchema(macro: String) -> Self {
    Self(
      id: "malformedSchema",
      message: "@\(macro)(schema:) takes a schema written ‘.domain.schema’, such as "
        + "‘.photos.openAsset’")
  }

  static func notApplicable(macro: String, allowed: String) -> Self {
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
