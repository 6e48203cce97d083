import AssistantSchemaTable
import SwiftDiagnostics
import SwiftSyntax

/// Declarations adopting an assistant schema, checked as the schema macros check them: the same
/// table and the same check (`AssistantSchemaTable`), so the linter reports what the build would.
enum SchemaChecks {
  static func check(_ context: inout LintContext) {
    let index = context.index
    for type in index.all {
      guard let (file, declaration) = type.declaration else { continue }
      for attribute in type.attributes {
        // `@AppIntent` without `schema:` is not a schema macro; a schema the catalogue does not
        // have (or a malformed one) is the compiler's to report, with the macro's fix-it.
        guard let name = TypeNames.last(of: attribute.attributeName),
          let spelling = SchemaMacroSpelling.named(name), spelling.applies(to: declaration),
          case .argumentList(let arguments) = attribute.arguments,
          arguments.contains(where: { $0.label?.text == "schema" }),
          case .found(let entry) = SchemaArgument.resolve(
            attribute, kind: spelling.kind, macro: spelling.macro)
        else { continue }
        let check = SchemaCheck(
          entry: entry, declaration: SchemaDeclaration(declaration), attribute: attribute,
          spelling: spelling)
        for diagnostic in check.diagnostics {
          let fixIt = diagnostic.fixIts.first.map { " Fix-it: \($0.message.message)." } ?? ""
          context.report(
            LintRules.schemaRequirementMissing, file: file, at: diagnostic.node,
            "\(type.name): \(diagnostic.message).\(fixIt)")
        }
      }
    }
  }
}
