// What `@ComputedProperty` and `@DeferredProperty` share: reading the property they are
// attached to, checking it, and writing the two peers.
//
//   @ComputedProperty(title: "Name") var name: String { landmark.name }
//
// becomes, next to the untouched property,
//
//   enum _$name: AppIntents._EntityPropertyDeclaration {
//     static let property = AppIntents.EntityProperty<String>(
//       identifier: "name", title: "Name", getter: \LandmarkEntity.name
//     )._reading { (entity: LandmarkEntity) in entity.name }
//   }
//   @AppIntents._EntityPropertyField<_$name> private var _name: AppIntents.EntityProperty<String>
//   var $name: AppIntents.EntityProperty<String> { _$name.property }
//
// `_name` is a zero-size stored field (its storage is `__name`) that lets the runtime find the
// property without an instance. In a generic type (where a static stored property is
// impossible) the object is made once per specialisation by `_EntityPropertyDeclarations.shared`;
// in an extension or an enum (where a stored field is impossible) there is no `_name` field.

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// A property a property macro is attached to, checked.
struct EntityPropertyExpansion {
  enum Kind {
    case computed
    case deferred

    var macroName: String { self == .computed ? "ComputedProperty" : "DeferredProperty" }
  }

  let kind: Kind
  let name: String
  let valueType: TypeSyntax
  let access: String
  let entity: String
  let isGenericContext: Bool
  let canStore: Bool
  let hasSetter: Bool
  let getterThrows: Bool

  /// Checks the declaration; diagnoses and returns `nil` when the macro cannot apply.
  init?(
    _ kind: Kind, attribute: AttributeSyntax, declaration: some DeclSyntaxProtocol,
    context: some MacroExpansionContext
  ) {
    let macro = kind.macroName
    func fail(_ node: some SyntaxProtocol, _ message: MacroMessage, fixIts: [FixIt] = []) -> Void {
      context.diagnose(Diagnostic(node: Syntax(node), message: message, fixIts: fixIts))
    }
    guard let variable = declaration.as(VariableDeclSyntax.self) else {
      fail(attribute, .notAVariable(macro))
      return nil
    }
    if variable.bindingSpecifier.tokenKind == .keyword(.let) {
      let fix = FixIt(
        message: MacroMessage.replaceLet,
        changes: [
          .replace(
            oldNode: Syntax(variable.bindingSpecifier),
            newNode: Syntax(variable.bindingSpecifier.with(\.tokenKind, .keyword(.var))))
        ])
      fail(variable.bindingSpecifier, .onLet(macro), fixIts: [fix])
      return nil
    }
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
    else {
      fail(variable, .severalBindings(macro))
      return nil
    }
    if variable.modifiers.contains(where: {
      [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
    }) {
      fail(variable, .staticProperty(macro))
      return nil
    }
    guard let type = binding.typeAnnotation?.type else {
      fail(binding.pattern, .missingType(macro))
      return nil
    }
    guard let getter = Self.getter(of: binding) else {
      fail(binding, .storedProperty(macro))
      return nil
    }
    guard let entity = Self.enclosingType(context.lexicalContext) else {
      fail(variable, .outsideType(macro))
      return nil
    }
    let effects = getter.effects
    switch kind {
    case .computed where effects?.asyncSpecifier != nil || effects?.throwsClause != nil:
      fail(getter.node, .computedAsync, fixIts: [Self.rename(attribute, to: "DeferredProperty")])
      return nil
    case .deferred where effects?.asyncSpecifier == nil:
      fail(getter.node, .deferredNotAsync, fixIts: [Self.rename(attribute, to: "ComputedProperty")])
      return nil
    case .deferred where getter.hasSetter:
      fail(binding, .deferredSetter)
      return nil
    default: break
    }
    self.kind = kind
    self.name = identifier.identifier.trimmedDescription
    self.valueType = type.trimmed
    self.access =
      variable.modifiers.first(where: {
        [.keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
        .keyword(.private), .keyword(.open)].contains($0.name.tokenKind)
          && $0.detail == nil
      }).map { $0.name.tokenKind == .keyword(.open) ? "public " : "\($0.name.text) " } ?? ""
    self.entity = entity.name
    self.isGenericContext = entity.isGeneric
    self.canStore = entity.canStore
    self.hasSetter = getter.hasSetter
    self.getterThrows = effects?.throwsClause != nil
  }

  // MARK: - Peers

  /// The declaration type `_name` and the field `$name`.
  func peers(arguments: [(label: String, expression: ExprSyntax)]) -> [DeclSyntax] {
    let propertyType = "AppIntents.EntityProperty<\(valueType.trimmedDescription)>"
    var labels = ["identifier: \(literal(name))"]
    labels += arguments.map { "\($0.label): \($0.expression.trimmedDescription)" }
    let make: String
    switch kind {
    case .computed:
      let accessorLabel = hasSetter ? "getSetter" : "getter"
      labels.append("\(accessorLabel): \\\(entity).\(name)")
      make =
        "\(propertyType)(\(labels.joined(separator: ", ")))"
        + "._reading { (entity: \(entity)) in entity.\(name) }"
    case .deferred:
      let attempt = getterThrows ? "try await" : "await"
      labels.append("asyncGetter: { (entity: \(entity)) in \(attempt) entity.\(name) }")
      make = "\(propertyType)(\(labels.joined(separator: ", ")))"
    }
    let holder: DeclSyntax =
      isGenericContext
      ? """
      \(raw: access)enum _$\(raw: name): AppIntents._EntityPropertyDeclaration {
        \(raw: access)static var property: \(raw: propertyType) {
          AppIntents._EntityPropertyDeclarations.shared(Self.self) { \(raw: make) }
        }
      }
      """
      : """
      \(raw: access)enum _$\(raw: name): AppIntents._EntityPropertyDeclaration {
        \(raw: access)static let property = \(raw: make)
      }
      """
    let projection: DeclSyntax = """
      \(raw: access)var $\(raw: name): \(raw: propertyType) { _$\(raw: name).property }
      """
    guard canStore else { return [holder, projection] }
    let field: DeclSyntax = """
      @AppIntents._EntityPropertyField<_$\(raw: name)> private var _\(raw: name): \(raw: propertyType)
      """
    return [holder, field, projection]
  }

  private func literal(_ text: String) -> String { "\"\(text)\"" }

  // MARK: - Reading the declaration

  /// The getter's effects, whether there is a setter, and the node to point diagnostics at;
  /// `nil` for a stored property (no accessors, or only observers).
  private static func getter(
    of binding: PatternBindingSyntax
  ) -> (effects: AccessorEffectSpecifiersSyntax?, hasSetter: Bool, node: Syntax)? {
    switch binding.accessorBlock?.accessors {
    case .getter(let body)?: return (nil, false, Syntax(body))
    case .accessors(let accessors)?:
      guard
        let get = accessors.first(where: {
          $0.accessorSpecifier.tokenKind == .keyword(.get)
        })
      else { return nil }
      let hasSetter = accessors.contains {
        [.keyword(.set), .keyword(._modify)].contains($0.accessorSpecifier.tokenKind)
      }
      return (get.effectSpecifiers, hasSetter, Syntax(get))
    case nil: return nil
    }
  }

  /// The innermost type around the property: its name as written inside it, whether it or a
  /// type around it is generic (or unknown, as in an extension), and whether it can hold
  /// stored fields.
  private static func enclosingType(
    _ lexicalContext: [Syntax]
  ) -> (name: String, isGeneric: Bool, canStore: Bool)? {
    guard let innermost = lexicalContext.first else { return nil }
    let isGeneric = lexicalContext.contains { context in
      if let type = context.asProtocol((any DeclGroupSyntax).self) {
        if type.is(ExtensionDeclSyntax.self) { return true }
        return type.as(StructDeclSyntax.self)?.genericParameterClause != nil
          || type.as(ClassDeclSyntax.self)?.genericParameterClause != nil
          || type.as(EnumDeclSyntax.self)?.genericParameterClause != nil
          || type.as(ActorDeclSyntax.self)?.genericParameterClause != nil
      }
      // A type inside a function or closure: treat it as generic (the function may be).
      return context.is(FunctionDeclSyntax.self) || context.is(ClosureExprSyntax.self)
        || context.is(InitializerDeclSyntax.self) || context.is(AccessorDeclSyntax.self)
    }
    if let type = innermost.as(StructDeclSyntax.self) {
      return (type.name.text, isGeneric, true)
    }
    if let type = innermost.as(ClassDeclSyntax.self) {
      return (type.name.text, isGeneric, true)
    }
    if let type = innermost.as(ActorDeclSyntax.self) {
      return (type.name.text, isGeneric, true)
    }
    if let type = innermost.as(EnumDeclSyntax.self) {
      return (type.name.text, isGeneric, false)
    }
    if let type = innermost.as(ExtensionDeclSyntax.self) {
      return (type.extendedType.trimmedDescription, isGeneric, false)
    }
    return nil
  }

  /// A fix-it renaming the attribute.
  private static func rename(_ attribute: AttributeSyntax, to name: String) -> FixIt {
    let renamed = attribute.with(
      \.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))))
    let message = name == "DeferredProperty" ? MacroMessage.useDeferred : .useComputed
    return FixIt(
      message: message,
      changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(renamed.trimmed))])
  }
}

extension AttributeSyntax {
  /// The attribute's labelled arguments, as written.
  var labelledArguments: [(label: String, expression: ExprSyntax)] {
    guard case .argumentList(let list)? = arguments else { return [] }
    return list.compactMap { argument in
      argument.label.map { ($0.text, argument.expression) }
    }
  }
}
