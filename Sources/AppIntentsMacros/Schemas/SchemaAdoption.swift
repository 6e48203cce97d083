// The schema table and the check of a declaration against it are in AssistantSchemaTable, which
// intents-lint shares.
import AssistantSchemaTable
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// What every schema macro does, whatever its kind and spelling.
///
/// The extension role adds the conformances (the kind's protocol, `AssistantSchema…`, and what
/// the schema implies, among those the compiler says the type lacks) and one member,
/// `__assistantSchemaIntent`/`Entity`/`Enum`, that records the schema for the runtime; its
/// getter also holds the statements the compiler checks (see ``SchemaCheck``). An entity or
/// enum also gets an overload of that member taking its schema's tag type, which other
/// declarations' checks call. Errors are reported from the extension role only, so each is
/// reported once.
///
/// The member-attribute role writes `@Parameter` (intents) or `@Property` (entities) on the
/// members ``SchemaMemberRule`` names: each bare stored instance `var` with a type annotation
/// and no initial value.
enum SchemaAdoption {
  static func extensions(
    _ spelling: SchemaMacroSpelling, of attribute: AttributeSyntax,
    attachedTo group: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) -> [ExtensionDeclSyntax] {
    guard spelling.applies(to: group) else {
      context.diagnose(
        Diagnostic(
          node: attribute,
          message: SchemaMacroDiagnostic.notApplicable(
            macro: spelling.macro, allowed: spelling.applicability)))
      return []
    }
    let entry: SchemaTable.Entry
    switch SchemaArgument.resolve(attribute, kind: spelling.kind, macro: spelling.macro) {
    case .found(let found): entry = found
    case .invalid(let diagnostic):
      context.diagnose(diagnostic)
      return []
    }
    let declaration = SchemaDeclaration(group)
    let check = SchemaCheck(
      entry: entry, declaration: declaration, attribute: attribute, spelling: spelling)
    check.diagnostics.forEach(context.diagnose)

    let wanted = [spelling.baseProtocol, spelling.schemaProtocol] + entry.protocols
    let offered = protocols.map {
      ($0.trimmedDescription.split(separator: ".").last).map(String.init) ?? ""
    }
    // The compiler offers only the protocols the type lacks; a test harness offers them all, so
    // those the declaration lists are left out here too.
    let adding = wanted.filter { offered.contains($0) && !declaration.inheritedNames.contains($0) }
    let access = declaration.accessModifier.map { $0 + " " } ?? ""
    var lines: [String] = []
    lines.append("\(access)static var \(spelling.schemaMember): AppIntents.AppSchema? {")
    lines += check.compilerChecks.map { "  " + $0 }
    lines.append("  return \(entry.expression)")
    lines.append("}")
    if entry.kind != .intent {
      lines.append("\(access)static func \(spelling.schemaMember)(_: \(entry.tag).Type) {}")
    }
    var conformances = adding
    // A struct entity's property table, which the EntityPropertyTables plugin leaves to the
    // macro (see `SchemaMemberRule.entityProperties`).
    if entry.kind == .entity, let type = group.as(StructDeclSyntax.self),
      offered.contains("_EntityPropertyTable")
    {
      conformances.append("_EntityPropertyTable")
      lines += SchemaMemberRule.propertyTableMember(
        access: access,
        fields: SchemaMemberRule.entityProperties(of: type).map { ($0, nil) })
    }
    let inheritance =
      conformances.isEmpty
      ? "" : ": " + conformances.map { "AppIntents." + $0 }.joined(separator: ", ")
    let text =
      "extension \(type.trimmedDescription)\(inheritance) {\n"
      + lines.map { "  " + $0 }.joined(separator: "\n") + "\n}"
    guard let decl = DeclSyntax(stringLiteral: text).as(ExtensionDeclSyntax.self) else {
      return []
    }
    return [decl]
  }

  static func attributes(
    _ spelling: SchemaMacroSpelling, attachedTo group: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol
  ) -> [AttributeSyntax] {
    guard let wrapper = spelling.memberAttribute, spelling.applies(to: group),
      let variable = member.as(VariableDeclSyntax.self),
      SchemaMemberRule.wrappedName(of: variable, isEntity: spelling.kind == .entity) != nil
    else { return [] }
    return [
      AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier(wrapper)))
        .with(\.trailingTrivia, .space)
    ]
  }
}
