import SwiftSyntax
import SwiftSyntaxMacroExpansion

@testable import AppIntentsMacros
import AssistantSchemaTable

/// The schema macros with the conformances Apple's declarations list, as the compiler passes
/// them to the extension role.
let schemaMacroSpecs: [String: MacroSpec] = [
  "AppIntent": MacroSpec(
    type: AppIntentMacro.self,
    conformances: SchemaMacroSpelling.appIntent.conformances.sorted().map(type)),
  "AssistantIntent": MacroSpec(
    type: AssistantIntentMacros.self,
    conformances: SchemaMacroSpelling.assistantIntent.conformances.sorted().map(type)),
  "AppEntity": MacroSpec(
    type: AppEntityMacroWithIndexingKey.self,
    conformances: SchemaMacroSpelling.appEntity.conformances.sorted().map(type)),
  "AssistantEntity": MacroSpec(
    type: AssistantEntityMacros.self,
    conformances: SchemaMacroSpelling.assistantEntity.conformances.sorted().map(type)),
  "AppEnum": MacroSpec(
    type: AppEnumMacro.self,
    conformances: SchemaMacroSpelling.appEnum.conformances.sorted().map(type)),
  "AssistantEnum": MacroSpec(
    type: AssistantEnumMacros.self,
    conformances: SchemaMacroSpelling.assistantEnum.conformances.sorted().map(type)),
]

private func type(_ name: String) -> TypeSyntax {
  TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
}
