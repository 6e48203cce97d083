// `@DeferredProperty`: keeps the `get async` getter the app wrote and adds a declaration
// `enum _name` (one shared `EntityProperty` built with `identifier:asyncGetter:`, whose closure
// awaits the getter), a stored field `_name` of size zero that names it, and `$name`; see
// `EntityPropertyExpansion.swift`.

import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@DeferredProperty` and `@DeferredProperty(title:)`.
struct DeferredPropertyMacro: PeerMacro, AccessorMacro {
  static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let property = EntityPropertyExpansion(
        .deferred, attribute: node, declaration: declaration, context: context)
    else { return [] }
    return property.peers(arguments: node.labelledArguments)
  }

  /// The getter stays as written: no accessor is added.
  static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
