import Foundation
import SwiftSyntax

/// Reads a ``SourceManifest`` from the index of an app's sources, noting what it cannot tell.
struct ManifestReader {
  let index: SourceIndex
  private(set) var notes: [String] = []

  init(index: SourceIndex) {
    self.index = index
  }

  mutating func note(_ text: String) { notes.append(text) }

  mutating func manifest() -> SourceManifest {
    let declared = index.all.filter { $0.declaration != nil }
    var entities: [SourceManifest.Entity] = []
    for type in declared where index.isEntity(type) { entities.append(entity(type)) }
    var enums: [SourceManifest.Enumeration] = []
    for type in declared where index.isEnum(type) { enums.append(enumeration(type)) }
    var intents: [SourceManifest.Intent] = []
    for type in declared where index.isIntent(type) { intents.append(intent(type)) }
    var shortcuts: [SourceManifest.Shortcut] = []
    for type in declared
    where index.adopts(type.name, anyOf: Vocabulary.shortcutsProviderProtocols) {
      shortcuts += self.shortcuts(of: type)
    }
    return SourceManifest(
      app: appName(), entities: entities.sorted { $0.identifier < $1.identifier },
      enums: enums.sorted { $0.identifier < $1.identifier },
      intents: intents.sorted { $0.identifier < $1.identifier },
      shortcuts: shortcuts.sorted {
        ($0.intent, $0.phrases.first ?? "") < ($1.intent, $1.phrases.first ?? "")
      }, notes: notes)
  }

  /// The `name:` of the first `IntentsHost(name: "…")` in the sources.
  private func appName() -> String? {
    for file in index.files {
      let finder = CallFinder(names: ["IntentsHost"])
      finder.walk(file.tree)
      for call in finder.found {
        if let name = SourceLiterals.text(SourceLiterals.argument(call, "name")) { return name }
      }
    }
    return nil
  }

  /// A type's persistent identifier: its `persistentIdentifier` literal, else its name as
  /// `String(describing:)` prints it (the last component of a nested type's).
  func identifier(of type: SourceIndex.TypeFacts) -> String {
    type.staticText("persistentIdentifier") ?? Self.lastComponent(type.name)
  }

  static func lastComponent(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The members written in a type's declaration itself (not its extensions), those in `#if`
  /// clauses included: where its stored fields are.
  func declaredMembers(of type: SourceIndex.TypeFacts) -> [DeclSyntax] {
    guard let declaration = type.declaration?.declaration else { return [] }
    return type.members.map(\.member).filter { member in
      var node = member.parent
      while let current = node, !current.is(MemberBlockSyntax.self) { node = current.parent }
      return node?.parent?.id == declaration.id
    }
  }

  /// The assistant schema a type's macro names: `@AppIntent(schema: .photos.openAsset)`.
  /// `isAssistantOnly` is written `false` when the sources do not tell it, with a note.
  mutating func schema(of type: SourceIndex.TypeFacts, kind: String) -> SourceManifest.Schema? {
    for attribute in type.attributes {
      guard case .argumentList(let arguments)? = attribute.arguments,
        let value = arguments.first(where: { $0.label?.text == "schema" })?.expression
      else { continue }
      let parts = value.trimmedDescription.split(separator: ".").map(String.init)
      guard parts.count == 2 else { continue }
      let base = ["intent": "AppIntent", "entity": "AppEntity", "enum": "AppEnum"][kind] ?? ""
      let member = inheritedStatic("isAssistantOnly", of: type, base: base)
      var isAssistantOnly: Bool? = member.declared ? nil : false
      if case .bool(let literal) = SourceLiterals.json(member.value) { isAssistantOnly = literal }
      if isAssistantOnly == nil {
        note("\(identifier(of: type)): its isAssistantOnly is computed; written false.")
      } else if !member.declared {
        noteUnknown(
          supertypes(of: type).unknown, of: identifier(of: type), fields: ["isAssistantOnly"],
          outcome: "written false")
      }
      return SourceManifest.Schema(
        id: parts.joined(separator: "."), kind: kind, domain: parts[0], name: parts[1],
        isAssistantOnly: isAssistantOnly ?? false)
    }
    return nil
  }
}

// MARK: - Value Types

extension ManifestReader {
  /// The runtime's kind of each plain type it converts.
  static let plainKinds: [String: String] = [
    "String": "string", "AttributedString": "string", "Substring": "string", "Int": "integer",
    "Double": "number", "Float": "number", "Decimal": "number", "Bool": "boolean",
    "Date": "date", "URL": "url", "IntentFile": "file", "IntentPerson": "person",
    "PersonNameComponents": "personName", "CLPlacemark": "placemark",
    "PlaceDescriptor": "placeDescriptor", "IntentCurrencyAmount": "currencyAmount",
    "IntentPaymentMethod": "paymentMethod", "Duration": "duration",
    "DateComponents": "dateComponents", "StringSearchCriteria": "searchCriteria",
  ]

  /// A type as the runtime describes it; `nil` for a type source cannot place: one of the
  /// sources' types that adopts another module's protocol (it may be an entity), or a union.
  func value(of type: TypeSyntax, in scope: String) -> SourceManifest.Value? {
    guard let described = describe(type, in: scope) else { return nil }
    return SourceManifest.Value(
      kind: described.kind, isOptional: described.isOptional,
      swiftType: Self.runtimeTypeName(described.name))
  }

  /// The name as the runtime prints it: `Optional<X>` becomes `X?` (its one regular expression,
  /// greedy, applied once).
  static func runtimeTypeName(_ name: String) -> String {
    guard let start = name.range(of: "Optional<"), let end = name.lastIndex(of: ">"),
      end >= start.upperBound
    else { return name }
    return name[..<start.lowerBound] + name[start.upperBound..<end] + "?"
      + name[name.index(after: end)...]
  }

  private func describe(
    _ type: TypeSyntax, in scope: String
  ) -> (kind: SourceManifest.ValueKind, isOptional: Bool, name: String)? {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return describe(optional.wrappedType, in: scope).map {
        ($0.kind, true, "Optional<\($0.name)>")
      }
    }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return describe(optional.wrappedType, in: scope).map {
        ($0.kind, true, "Optional<\($0.name)>")
      }
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return describe(array.element, in: scope).map {
        (.array($0.kind), false, "Array<\($0.name)>")
      }
    }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      let name =
        "Dictionary<\(printedName(dictionary.key, in: scope)), "
        + "\(printedName(dictionary.value, in: scope))>"
      return (.unsupported(name), false, name)
    }
    let name: String
    let arguments: [TypeSyntax]
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      name = identifier.name.text
      arguments = Self.arguments(identifier.genericArgumentClause)
    } else if let member = type.as(MemberTypeSyntax.self) {
      name = member.name.text
      arguments = Self.arguments(member.genericArgumentClause)
    } else {
      return nil
    }
    if name == "Optional", arguments.count == 1 {
      return describe(arguments[0], in: scope).map { ($0.kind, true, "Optional<\($0.name)>") }
    }
    if ["Array", "Set", "EntityCollection"].contains(name), arguments.count == 1 {
      return describe(arguments[0], in: scope).map {
        (.array($0.kind), false, "\(name)<\($0.name)>")
      }
    }
    let printed = printedName(type, in: scope)
    if name == "Measurement", let unit = arguments.first.flatMap(TypeNames.last(of:)) {
      var dimension = unit
      if dimension.hasPrefix("Unit"), dimension.count > 4 { dimension.removeFirst(4) }
      return (
        .measurement(dimension.prefix(1).lowercased() + dimension.dropFirst()), false, printed
      )
    }
    let qualified = TypeNames.qualified(type)
    if let found = index.resolve(qualified, from: scope) {
      if index.isEntity(found) || index.isTransientEntity(found) {
        return (.entity(identifier(of: found)), false, printed)
      }
      if index.isEnum(found) { return (.enumeration(identifier(of: found)), false, printed) }
      if index.adoptsUnknownProtocol(found) || index.adopts(found.name, anyOf: ["UnionValue"])
        || index.hasAttribute(found, "UnionValue")
      {
        return nil
      }
      return (.unsupported(printed), false, printed)
    }
    if let kind = Self.plainKinds[name], arguments.isEmpty { return (.named(kind), false, printed) }
    return (.unsupported(printed), false, printed)
  }

  /// A type's name as `String(describing:)` prints it: `Array<Book>`, `Optional<Int>`, the last
  /// component of a nested type.
  private func printedName(_ type: TypeSyntax, in scope: String) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return "Optional<\(printedName(optional.wrappedType, in: scope))>"
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return "Array<\(printedName(array.element, in: scope))>"
    }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return
        "Dictionary<\(printedName(dictionary.key, in: scope)), "
        + "\(printedName(dictionary.value, in: scope))>"
    }
    let clause =
      type.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
    let arguments = Self.arguments(clause).map { printedName($0, in: scope) }
    let name = TypeNames.last(of: type) ?? type.trimmedDescription
    return arguments.isEmpty ? name : "\(name)<\(arguments.joined(separator: ", "))>"
  }

  private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeSyntax] {
    clause?.arguments.compactMap { argument in
      if case .type(let type) = argument.argument { return type }
      return nil
    } ?? []
  }

  /// The type without its optionality: `Int` for `Int?`.
  static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
    if let optional = type.as(OptionalTypeSyntax.self) { return unwrapped(optional.wrappedType) }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let argument = arguments(identifier.genericArgumentClause).first
    {
      return unwrapped(argument)
    }
    return type
  }
}

/// The calls of functions or initializers of these names in a tree, in source order.
final class CallFinder: SyntaxVisitor {
  let names: Set<String>
  var found: [FunctionCallExprSyntax] = []

  init(names: Set<String>) {
    self.names = names
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = ExpressionNames.callee(node), names.contains(name) { found.append(node) }
    return .visitChildren
  }
}
