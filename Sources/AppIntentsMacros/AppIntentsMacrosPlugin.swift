import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands App Intents' macros.
@main
struct AppIntentsMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    // Property macros
    ComputedPropertyMacro.self,
    DeferredPropertyMacro.self,
    UnionValueMacro.self,
    // Schema macros
    AppIntentMacro.self, AssistantIntentMacros.self,
    AppEntityMacroWithIndexingKey.self, AssistantEntityMacros.self,
    AppEnumMacro.self, AssistantEnumMacros.self,
  ]
}
