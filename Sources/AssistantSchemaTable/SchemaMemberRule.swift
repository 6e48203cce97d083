package import SwiftSyntax

/// Which members a schema macro (`@AppEntity(schema:)`, `@AppIntent(schema:)`…) makes a
/// `@Property` or a `@Parameter`: each bare stored instance `var` with a type annotation and no
/// initial value — not a `let`, a static, a computed property, one with any attribute
/// (`@Dependency`…), nor an entity's `id`. The macros write the attribute by this rule, and the
/// property-table generator reads the same rule from sources the macros have not expanded.
package enum SchemaMemberRule {
  /// The name of the member the rule gives the attribute to, or `nil` when it gives none.
  package static func wrappedName(of variable: VariableDeclSyntax, isEntity: Bool) -> String? {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.attributes.isEmpty,
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
      binding.typeAnnotation != nil, binding.initializer == nil, binding.accessorBlock == nil
    else { return nil }
    let excludedModifiers: Set<Keyword> = [.static, .class, .lazy, .weak, .unowned]
    for modifier in variable.modifiers {
      if case .keyword(let keyword) = modifier.name.tokenKind, excludedModifiers.contains(keyword) {
        return nil
      }
    }
    let name = pattern.identifier.identifier?.name ?? pattern.identifier.text
    if isEntity && name == "id" { return nil }
    return name
  }
}

extension SchemaMemberRule {
  /// The attributes that make a member an entity property.
  package static let propertyAttributes: Set<String> = [
    "Property", "ComputedProperty", "DeferredProperty", "EntityProperty",
  ]

  /// The name of the entity property a member declares — one written with an attribute of
  /// ``propertyAttributes``, or, in a struct adopting a schema, one the macro gives `@Property`
  /// — or `nil` for any other member and for a private one (whose `$name` other files cannot
  /// name).
  package static func entityPropertyName(
    of variable: VariableDeclSyntax, adoptsSchema: Bool
  ) -> (name: String, isPrivate: Bool)? {
    var isPrivate = false
    for modifier in variable.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.static), .keyword(.class): return nil
      case .keyword(.private), .keyword(.fileprivate):
        isPrivate = isPrivate || modifier.detail == nil
      default: continue
      }
    }
    let wrapped = variable.attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return false }
      let name: String? =
        if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) {
          identifier.name.text
        } else {
          attribute.attributeName.as(MemberTypeSyntax.self)?.name.text
        }
      return name.map(propertyAttributes.contains) ?? false
    }
    if wrapped {
      guard variable.bindings.count == 1,
        let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
      else { return nil }
      return (pattern.identifier.identifier?.name ?? pattern.identifier.text, isPrivate)
    }
    guard adoptsSchema, let name = wrappedName(of: variable, isEntity: true) else { return nil }
    return (name, isPrivate)
  }

  /// The entity properties a schema macro lists in a struct's property table: those declared
  /// directly in its body, in order, private ones left out (a member inside `#if` is not listed:
  /// a macro's expansion cannot carry the condition).
  package static func entityProperties(of type: StructDeclSyntax) -> [String] {
    type.memberBlock.members.compactMap { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let property = entityPropertyName(of: variable, adoptsSchema: true), !property.isPrivate
      else { return nil }
      return property.name
    }
  }
}

extension SchemaMemberRule {
  /// The lines of a property table's member, `_entityPropertyFields`, listing `\Self.$name`
  /// and `{ $0.$name }` for each field in order — one shape for the tables the schema macros
  /// and the EntityPropertyTables plugin write. A field under `#if` is appended under its
  /// condition; without any, the list is a literal.
  package static func propertyTableMember(
    access: String, fields: [(name: String, condition: String?)]
  ) -> [String] {
    let list = "[AppIntents._EntityPropertyTableEntry<Self>]"
    // A name is an identifier: nothing in it needs escaping in a string literal. The function
    // is the key path's access written as code: the runtime calls it instead of applying the
    // key path.
    func entry(_ name: String) -> String { ".init(\"\(name)\", \\Self.$\(name), { $0.$\(name) })" }
    var lines = ["\(access)static var _entityPropertyFields: \(list) {"]
    if fields.allSatisfy({ $0.condition == nil }) {
      lines +=
        fields.isEmpty ? ["  []"] : ["  ["] + fields.map { "    \(entry($0.name))," } + ["  ]"]
    } else {
      lines.append("  var fields: \(list) = []")
      // A mutation whatever `#if` keeps, so that the compiler sees `var` as needed.
      lines.append("  fields.reserveCapacity(\(fields.count))")
      for field in fields {
        if let condition = field.condition { lines.append("  #if \(condition)") }
        lines.append("  fields.append(\(entry(field.name)))")
        if field.condition != nil { lines.append("  #endif") }
      }
      lines.append("  return fields")
    }
    lines.append("}")
    return lines
  }
}
