import SwiftSyntax

extension ManifestReader {
  /// The protocols of App Intents and the standard library whose defaults the reader knows: a
  /// type adopting only these (and the sources' own types) says everything in the sources.
  static let knownSupertypes: Set<String> = {
    var known = Vocabulary.ordinaryProtocols.union(Vocabulary.entityProtocols)
      .union(Vocabulary.transientEntityProtocols).union(Vocabulary.queryProtocols)
      .union(Vocabulary.enumProtocols).union(Vocabulary.intentProtocols)
      .union(Vocabulary.shortcutsProviderProtocols).union(opensAppByDefault)
    known.formUnion(intentKinds.map(\.protocol))
    known.formUnion(["Transferable", "SyncableEntity", "UnionValue", "IntentValueQuery"])
    return known
  }()

  /// The sources' types a type inherits from — its superclasses, the protocols it adopts, and
  /// App Intents' protocols the sources extend — transitively, nearest first; and the names of
  /// those it inherits from that the sources do not declare and the reader does not know
  /// (another module's protocol or class).
  func supertypes(
    of type: SourceIndex.TypeFacts
  ) -> (declared: [SourceIndex.TypeFacts], unknown: [String]) {
    var declared: [SourceIndex.TypeFacts] = []
    var unknown: [String] = []
    var seen: Set<String> = [type.name]
    var pending = type.inherited.map { (name: $0, scope: type.name) }
    while !pending.isEmpty {
      let (name, scope) = pending.removeFirst()
      guard let found = index.resolve(name, from: scope) else {
        if !Self.knownSupertypes.contains(name), seen.insert(name).inserted {
          unknown.append(name)
        }
        continue
      }
      guard seen.insert(found.name).inserted else { continue }
      // Another module's type the sources only extend: its own members are not among them.
      if found.kind == .extensionOnly, !Self.knownSupertypes.contains(name) {
        unknown.append(name)
      }
      declared.append(found)
      pending += found.inherited.map { (name: $0, scope: found.name) }
    }
    return (declared, unknown)
  }

  /// A static member as a type has it: its own, else the one the nearest of its supertypes
  /// among the sources gives it (a superclass, an extension of a protocol it adopts, or of
  /// `base`, the App Intents protocol every such type adopts). A member of an extension with a
  /// `where` clause may not apply: it is declared, and its value untold.
  func inheritedStatic(
    _ name: String, of type: SourceIndex.TypeFacts, base: String
  ) -> (declared: Bool, value: ExprSyntax?) {
    let own = type.staticValue(name)
    if own.declared { return own }
    var candidates = supertypes(of: type).declared
    if let root = index.resolve(base, from: nil), !candidates.contains(where: { $0.name == base }) {
      candidates.append(root)
    }
    for supertype in candidates {
      for (_, variable, binding) in supertype.variables
      where variable.isStatic && binding.pattern.trimmedDescription == name {
        let group = Self.enclosingGroup(of: variable)
        // A protocol's requirement gives no value; its extension's member does.
        if group?.is(ProtocolDeclSyntax.self) == true { continue }
        if group?.as(ExtensionDeclSyntax.self)?.genericWhereClause != nil { return (true, nil) }
        return (
          true, binding.initializer?.value ?? SourceLiterals.returned(by: binding.accessorBlock)
        )
      }
    }
    return (false, nil)
  }

  /// The declaration or extension a member is written in.
  private static func enclosingGroup(of member: VariableDeclSyntax) -> Syntax? {
    var node = member.parent
    while let current = node {
      if current.isProtocol((any DeclGroupSyntax).self) { return current }
      node = current.parent
    }
    return nil
  }

  /// Notes that fields of a type may come from supertypes the sources do not declare.
  mutating func noteUnknown(
    _ unknown: [String], of identifier: String, fields: [String], outcome: String
  ) {
    guard !unknown.isEmpty, !fields.isEmpty else { return }
    let names = unknown.map { "‘\($0)’" }.joined(separator: ", ")
    note(
      "\(identifier): adopts \(names), which the sources do not declare: its "
        + "\(fields.joined(separator: ", ")) may come from there; \(outcome).")
  }

  /// The truth value a static member gives a field: the member's literal; `fallback` when
  /// neither the type nor a supertype in the sources declares it and every supertype is known;
  /// `nil` when it is computed (noted), or may come from an unknown supertype (then its name
  /// is added to `unknownFields`, for one note of them all).
  mutating func inheritedBool(
    _ name: String, of type: SourceIndex.TypeFacts, base: String, unknown: [String],
    fallback: Bool, unknownFields: inout [String]
  ) -> Bool? {
    let member = inheritedStatic(name, of: type, base: base)
    if member.declared {
      if case .bool(let value) = SourceLiterals.json(member.value) { return value }
      note("\(identifier(of: type)): its \(name) is computed; left out.")
      return nil
    }
    guard unknown.isEmpty else {
      unknownFields.append(name)
      return nil
    }
    return fallback
  }
}
