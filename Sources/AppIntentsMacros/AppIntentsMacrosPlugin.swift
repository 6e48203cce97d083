import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands App Intents' macros.
@main
struct AppIntentsMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ComputedPropertyMacro.self,
    DeferredPropertyMacro.self,
    UnionValueMacro.self,
  ]
}
