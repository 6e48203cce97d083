// What `@ComputedProperty` and `@DeferredProperty` share: reading the property they are
// attached to, checking it, and writing its peers.
//
//   @ComputedProperty(title: "Name") var name: String { landmark.name }
//
// keeps the getter as written and adds, with Apple's peer names `_name` and `$name`:
//
//   enum _name: AppIntents._ComputedPropertyDeclaration {
//     static let property: AppIntents.EntityProperty<String> = AppIntents.EntityProperty<String>(
//       identifier: "name", title: "Name", getter: \LandmarkEntity.name
//     )._reading(Self.self)
//     static func _value(of entity: LandmarkEntity) -> String { entity.name }
//     static var _projection: Swift.KeyPath<LandmarkEntity, AppIntents.EntityProperty<String>>? {
//       \LandmarkEntity.$name
//     }
//   }
//   private let _name = AppIntents._EntityPropertyField<_name>()
//   var $name: AppIntents.EntityProperty<String> { LandmarkEntity._name.property }
//
// - `enum _name` holds the one property object all entities share (a type and a property may
//   share a name). In a generic type or an extension, where a static stored property is
//   impossible, `property` is made once per specialisation by `_EntityPropertyDeclarations`.
// - `_name` is a stored field of size zero whose type names the declaration, so that the
//   runtime finds the property among the entity's fields without an instance. It is a
//   `private let` with a value: it stays out of the memberwise initializer. In a struct that
//   declares `Codable` or `Decodable`, a `let` with a value would make the synthesized decoder
//   warn, so it is a `private(set) var` (the memberwise initializer then takes an extra
//   `_name:` argument with a default); in a class that does, a `nonisolated(unsafe) private
//   var`. Extensions and enums cannot store fields: they get no `_name` field, and the runtime
//   meets such a property only through its key path (`\.$name`).
// - A property wrapper on the field would be simpler, but a property wrapper on a peer
//   declaration makes the Swift 6.3 compiler crash (swiftlang/swift#75577).
// - `_value(of:)` is the getter as a static function of the declaration: `_reading(Self.self)`
//   builds Find's typed kernels from it where every type is concrete, so that a Find over the
//   property calls the getter inline (see `ColumnKernels` in AppIntents). `_projection` is the
//   key path `\LandmarkEntity.$name`: Find uses the getter for a key path only when it is this
//   one (or the runtime's own path to the shared object), which reaches the shared object for
//   every entity.
// - `@DeferredProperty` builds the object with `asyncGetter:`, which awaits the getter (with
//   `try` when the getter throws), and has no direct reader: its declaration conforms to
//   `_EntityPropertyDeclaration` only.

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

  /// How the enclosing type can hold the field `_name`.
  enum Storage {
    /// A `private let` with a value.
    case constant
    /// A `private(set) var`: a struct that synthesizes `Decodable`.
    case decodableStruct
    /// A `nonisolated(unsafe) private var`: a class that synthesizes `Decodable`.
    case decodableClass
    /// No field: an extension or an enum.
    case none
  }

  let kind: Kind
  /// The name without backticks (`default`), for the peers' names and the identifier.
  let name: String
  /// The name as written (`` `default` ``), to refer to the property.
  let reference: String
  let valueType: TypeSyntax
  let access: String
  let entity: String
  let isGenericContext: Bool
  let storage: Storage
  let hasSetter: Bool
  let getterThrows: Bool

  /// Checks the declaration; diagnoses and returns `nil` when the macro cannot apply.
  init?(
    _ kind: Kind, attribute: AttributeSyntax, declaration: some DeclSyntaxProtocol,
    context: some MacroExpansionContext
  ) {
    let macro = kind.macroName
    func fail(_ node: some SyntaxProtocol, _ message: MacroMessage, fixIts: [FixIt] = []) {
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
    self.name = identifier.identifier.identifier?.name ?? identifier.identifier.text
    self.reference = identifier.identifier.text
    self.valueType = type.trimmed
    self.access =
      variable.modifiers.first(where: {
        [
          .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
          .keyword(.private), .keyword(.open),
        ].contains($0.name.tokenKind) && $0.detail == nil
      }).map { $0.name.tokenKind == .keyword(.open) ? "public " : "\($0.name.text) " } ?? ""
    self.entity = entity.name
    self.isGenericContext = entity.isGeneric
    self.storage = entity.storage
    self.hasSetter = getter.hasSetter
    self.getterThrows = effects?.throwsClause != nil
  }

  // MARK: - Peers

  /// The declaration `enum _name`, the field `_name` and the property object `$name`.
  func peers(arguments: [(label: String, expression: ExprSyntax)]) -> [DeclSyntax] {
    let propertyType = "AppIntents.EntityProperty<\(valueType.trimmedDescription)>"
    var labels = ["identifier: \"\(name)\""]
    labels += arguments.map { "\($0.label): \($0.expression.trimmedDescription)" }
    let make: String
    switch kind {
    case .computed:
      labels.append("\(hasSetter ? "getSetter" : "getter"): \\\(entity).\(reference)")
      make = "\(propertyType)(\(labels.joined(separator: ", ")))._reading(Self.self)"
    case .deferred:
      let attempt = getterThrows ? "try await" : "await"
      labels.append("asyncGetter: { (entity: \(entity)) in \(attempt) entity.\(reference) }")
      make = "\(propertyType)(\(labels.joined(separator: ", ")))"
    }
    // A computed property's declaration also hands its getter to Find as a static function;
    // `property` then states its type, which `_reading(Self.self)` cannot infer from `Self`.
    let conformance =
      kind == .computed
      ? "AppIntents._ComputedPropertyDeclaration" : "AppIntents._EntityPropertyDeclaration"
    let getter =
      kind == .computed
      ? """

        static func _value(of entity: \(entity)) -> \(valueType.trimmedDescription) {
          entity.\(reference)
        }
        static var _projection: Swift.KeyPath<\(entity), \(propertyType)>? { \\\(entity).$\(name) }
        """ : ""
    let annotation = kind == .computed ? ": \(propertyType)" : ""
    let declaration: DeclSyntax =
      isGenericContext
      ? """
      enum _\(raw: name): \(raw: conformance) {
        static var property: \(raw: propertyType) {
          AppIntents._EntityPropertyDeclarations.shared(Self.self) { \(raw: make) }
        }\(raw: getter)
      }
      """
      : """
      enum _\(raw: name): \(raw: conformance) {
        static let property\(raw: annotation) = \(raw: make)\(raw: getter)
      }
      """
    let projection: DeclSyntax = """
      \(raw: access)var $\(raw: name): \(raw: propertyType) { \(raw: entity)._\(raw: name).property }
      """
    let field: String
    switch storage {
    case .constant: field = "private let"
    case .decodableStruct: field = "private(set) var"
    case .decodableClass: field = "nonisolated(unsafe) private var"
    case .none: return [declaration, projection]
    }
    let stored: DeclSyntax = """
      \(raw: field) _\(raw: name) = AppIntents._EntityPropertyField<_\(raw: name)>()
      """
    return [declaration, stored, projection]
  }

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
  /// type around it is generic (or unknown, as in an extension), and how it can hold the field.
  private static func enclosingType(
    _ lexicalContext: [Syntax]
  ) -> (name: String, isGeneric: Bool, storage: Storage)? {
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
      let storage: Storage =
        synthesizesDecodable(type.inheritanceClause) ? .decodableStruct : .constant
      return (type.name.text, isGeneric, storage)
    }
    if let type = innermost.as(ClassDeclSyntax.self) {
      let storage: Storage =
        synthesizesDecodable(type.inheritanceClause) ? .decodableClass : .constant
      return (type.name.text, isGeneric, storage)
    }
    if let type = innermost.as(ActorDeclSyntax.self) {
      return (type.name.text, isGeneric, .constant)
    }
    if let type = innermost.as(EnumDeclSyntax.self) {
      return (type.name.text, isGeneric, .none)
    }
    if let type = innermost.as(ExtensionDeclSyntax.self) {
      return (type.extendedType.trimmedDescription, isGeneric, .none)
    }
    return nil
  }

  /// Whether the type's declaration lists `Codable` or `Decodable` (possibly qualified or in a
  /// composition), so that Swift may synthesize its decoder.
  private static func synthesizesDecodable(_ clause: InheritanceClauseSyntax?) -> Bool {
    clause?.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .identifier("Codable") || $0.tokenKind == .identifier("Decodable")
    } ?? false
  }

  /// A fix-it renaming the attribute.
  private static func rename(_ attribute: AttributeSyntax, to name: String) -> FixIt {
    let old = attribute.attributeName
    let renamed = IdentifierTypeSyntax(
      name: .identifier(name, leadingTrivia: old.leadingTrivia, trailingTrivia: old.trailingTrivia))
    let message = name == "DeferredProperty" ? MacroMessage.useDeferred : .useComputed
    return FixIt(
      message: message, changes: [.replace(oldNode: Syntax(old), newNode: Syntax(renamed))])
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
