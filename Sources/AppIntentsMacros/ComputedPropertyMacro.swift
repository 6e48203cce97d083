// `@ComputedProperty`: keeps the getter the app wrote and adds a declaration `enum _name` (one
// shared `EntityProperty` built with `identifier:getter:` or `identifier:getSetter:`, given a
// direct reader), a stored field `_name` of size zero that names it, and `$name`; see
// `EntityPropertyExpansion.swift` for the whole expansion and its variants in generic types,
// `Codable` types and extensions.

import SwiftSyntax
import SwiftSyntaxMacros

/// Expands `@ComputedProperty`, `@ComputedProperty(title:)` and the indexing-key variants.
struct ComputedPropertyMacro: PeerMacro, AccessorMacro {
  static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let property = EntityPropertyExpansion(
        .computed, attribute: node, declaration: declaration, context: context)
    else { return [] }
    return property.peers(arguments: node.labelledArguments)
  }

  /// The getter (and setter) stay as written: no accessor is added.
  static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
