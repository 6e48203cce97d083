package import SwiftDiagnostics
package import SwiftSyntax

/// The `schema:` argument of a schema macro, resolved against the catalogue.
package enum SchemaArgument {
  /// A schema found in the catalogue, or why there is none.
  package enum Resolution {
    case found(SchemaTable.Entry)
    case invalid(Diagnostic)
  }

  /// The catalogue entry of the schema the attribute names, or a diagnostic saying why there is
  /// none.
  package static func resolve(
    _ attribute: AttributeSyntax, kind: SchemaTable.Kind, macro: String
  )
    -> Resolution
  {
    guard case .argumentList(let arguments) = attribute.arguments,
      let argument = arguments.first(where: { $0.label?.text == "schema" }),
      let (domain, name, nameNode) = components(of: argument.expression)
    else {
      return .invalid(
        Diagnostic(node: attribute, message: SchemaMacroDiagnostic.malformedSchema(macro: macro)))
    }
    if let entry = SchemaTable.entry(kind: kind, domain: domain, name: name) {
      return .found(entry)
    }
    if let other = SchemaTable.Kind.allCases.first(where: {
      SchemaTable.entry(kind: $0, domain: domain, name: name) != nil
    }) {
      return .invalid(
        Diagnostic(
          node: argument.expression,
          message: SchemaMacroDiagnostic.wrongKind(
            schema: ".\(domain).\(name)", kind: other, macro: macro)))
    }
    let domains = SchemaTable.domains(of: kind)
    guard domains.contains(domain) else {
      return .invalid(
        Diagnostic(
          node: argument.expression,
          message: SchemaMacroDiagnostic.unknownDomain(
            domain, kind: kind, known: domains, suggestion: closest(to: domain, in: domains))))
    }
    let names = SchemaTable.names(of: kind, in: domain)
    let suggestion = closest(to: name, in: names)
    var fixIts: [FixIt] = []
    if let suggestion {
      fixIts.append(
        FixIt(
          message: SchemaMacroFixIt.replaceSchemaName(suggestion),
          changes: [
            .replace(
              oldNode: Syntax(nameNode),
              newNode: Syntax(nameNode.with(\.tokenKind, .identifier(suggestion))))
          ]))
    }
    return .invalid(
      Diagnostic(
        node: argument.expression,
        message: SchemaMacroDiagnostic.unknownSchema(
          ".\(domain).\(name)", kind: kind, domain: domain, suggestion: suggestion),
        fixIts: fixIts))
  }

  /// The last two names of a member chain: `photos` and `openAsset` in `.photos.openAsset`.
  private static func components(
    of expression: ExprSyntax
  )
    -> (domain: String, name: String, nameNode: TokenSyntax)?
  {
    guard let access = expression.as(MemberAccessExprSyntax.self),
      let base = access.base?.as(MemberAccessExprSyntax.self)
    else { return nil }
    return (base.declName.baseName.text, access.declName.baseName.text, access.declName.baseName)
  }

  /// The candidate closest to a misspelled name, if one is close enough to be the intent.
  static func closest(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(2, name.count / 3) ? best.0 : nil
  }

  /// The Levenshtein distance between two strings.
  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for (i, characterA) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, characterB) in b.enumerated() {
        current[j + 1] = Swift.min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (characterA == characterB ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
