package import SwiftSyntax

/// What a declaration adopting a schema declares, as far as the macro can see: its stored
/// and computed members, statics, `perform()`, inherited types and access level.
package struct SchemaDeclaration {
  /// A member variable.
  package struct Variable {
    package let name: String
    /// The binding, for diagnostics and fix-its.
    package let binding: PatternBindingSyntax
    /// The whole declaration.
    package let declaration: VariableDeclSyntax
    /// Its written type, if it has a type annotation.
    package let type: WrittenType?
    package let isStatic: Bool
    package let isLet: Bool
    package let isComputed: Bool
    package let hasAttributes: Bool
  }

  package let group: any DeclGroupSyntax
  package let variables: [Variable]
  /// The return type of `perform()`, when the declaration has one.
  package let performResult: TypeSyntax?
  /// Whether the declaration has a `perform()` at all.
  package let hasPerform: Bool
  /// The last name component of each inherited type: `OpenIntent`, `AppEntity`.
  package let inheritedNames: Set<String>
  /// `public`, `package` or `nil`: the access the generated members need.
  package let accessModifier: String?
  /// The type's name, for messages.
  package let typeName: String

  package init(_ group: some DeclGroupSyntax) {
    self.group = group
    var variables: [Variable] = []
    var performResult: TypeSyntax? = nil
    var hasPerform = false
    for item in group.memberBlock.members {
      if let variable = item.decl.as(VariableDeclSyntax.self) {
        variables += Self.variables(of: variable)
      } else if let function = item.decl.as(FunctionDeclSyntax.self),
        function.name.text == "perform", function.signature.parameterClause.parameters.isEmpty,
        !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      {
        hasPerform = true
        performResult = function.signature.returnClause?.type
      }
    }
    self.variables = variables
    self.performResult = performResult
    self.hasPerform = hasPerform
    inheritedNames = Set(
      group.inheritanceClause?.inheritedTypes.compactMap { inherited in
        let type = inherited.type
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return nil
      } ?? [])
    accessModifier =
      group.modifiers.lazy.compactMap { modifier -> String? in
        switch modifier.name.tokenKind {
        case .keyword(.public), .keyword(.open): "public"
        case .keyword(.package): "package"
        default: nil
        }
      }.first
    typeName = Self.name(of: group) ?? "the type"
  }

  /// The instance variable with a name.
  package func variable(named name: String) -> Variable? {
    variables.first { $0.name == name && !$0.isStatic }
  }

  /// Whether the declaration declares a static member with a name.
  package func hasStatic(named name: String) -> Bool {
    if variables.contains(where: { $0.name == name && $0.isStatic }) { return true }
    return group.memberBlock.members.contains { item in
      guard let function = item.decl.as(FunctionDeclSyntax.self) else { return false }
      return function.name.text == name
        && function.modifiers.contains {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        }
    }
  }

  private static func variables(of declaration: VariableDeclSyntax) -> [Variable] {
    let isStatic = declaration.modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
    let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
    var result: [Variable] = []
    var pendingType: TypeSyntax? = nil
    // In `var a, b: Int`, both take the type written after the last one.
    for binding in declaration.bindings.reversed() {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      if let annotation = binding.typeAnnotation { pendingType = annotation.type }
      let isComputed: Bool
      switch binding.accessorBlock?.accessors {
      case .getter: isComputed = true
      case .accessors(let accessors):
        isComputed = accessors.contains {
          [.keyword(.get), .keyword(._read)].contains($0.accessorSpecifier.tokenKind)
        }
      case nil: isComputed = false
      }
      result.append(
        Variable(
          name: pattern.identifier.text, binding: binding, declaration: declaration,
          type: pendingType.map(WrittenType.init), isStatic: isStatic, isLet: isLet,
          isComputed: isComputed, hasAttributes: !declaration.attributes.isEmpty))
    }
    return result.reversed()
  }

  private static func name(of group: some DeclGroupSyntax) -> String? {
    if let node = group.as(StructDeclSyntax.self) { return node.name.text }
    if let node = group.as(ClassDeclSyntax.self) { return node.name.text }
    if let node = group.as(EnumDeclSyntax.self) { return node.name.text }
    if let node = group.as(ActorDeclSyntax.self) { return node.name.text }
    return nil
  }

  /// The token naming the type, for diagnostics about the type as a whole.
  package var nameToken: TokenSyntax? {
    if let node = group.as(StructDeclSyntax.self) { return node.name }
    if let node = group.as(ClassDeclSyntax.self) { return node.name }
    if let node = group.as(EnumDeclSyntax.self) { return node.name }
    if let node = group.as(ActorDeclSyntax.self) { return node.name }
    return nil
  }
}
