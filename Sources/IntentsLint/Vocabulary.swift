import AssistantSchemaTable
import SwiftSyntax

/// What App Intents' declarations are called, and how the linter recognizes the app's kinds of
/// type among the sources.
enum Vocabulary {
  static let entityProtocols: Set<String> = [
    "AppEntity", "IndexedEntity", "UniqueAppEntity", "URLRepresentableEntity", "FileEntity",
  ]
  /// The macros that make a type an entity, an enum or an intent of an assistant schema.
  static let entityMacros: Set<String> = ["AppEntity", "AssistantEntity"]
  static let enumMacros: Set<String> = ["AppEnum", "AssistantEnum"]
  static let intentMacros: Set<String> = ["AppIntent", "AssistantIntent"]
  /// Protocols that say nothing about whether a type is an entity or an enum.
  static let ordinaryProtocols: Set<String> = [
    "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable", "Identifiable",
    "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable",
    "RawRepresentable", "LosslessStringConvertible", "String", "Int", "Double", "Bool",
  ]
  static let transientEntityProtocols: Set<String> = ["TransientAppEntity"]
  static let queryProtocols: Set<String> = [
    "EntityQuery", "EntityStringQuery", "EntityPropertyQuery", "EnumerableEntityQuery",
    "UniqueAppEntityQuery",
  ]
  /// Queries the system can resolve spoken or typed text with: a string query matches it,
  /// an enumerable one is matched by the system against every title, a unique one has one
  /// entity.
  static let textQueryProtocols: Set<String> = [
    "EntityStringQuery", "EnumerableEntityQuery", "UniqueAppEntityQuery",
  ]
  static let enumProtocols: Set<String> = ["AppEnum"]
  static let intentProtocols: Set<String> = [
    "AppIntent", "AudioPlaybackIntent", "AudioRecordingIntent", "CameraCaptureIntent",
    "CancellableIntent", "ControlConfigurationIntent", "DeleteIntent",
    "ForegroundContinuableIntent", "LiveActivityIntent", "OpenIntent", "PredictableIntent",
    "ProgressReportingIntent", "PushToTalkTransmissionIntent", "SetValueIntent",
    "ShowInAppSearchResultsIntent", "SnippetIntent", "SystemIntent", "TargetContentProvidingIntent",
    "UndoableIntent", "URLRepresentableIntent", "WidgetConfigurationIntent",
  ]
  static let shortcutsProviderProtocols: Set<String> = ["AppShortcutsProvider"]
  /// The property wrappers and macros that make an entity property the system sees.
  static let propertyAttributes = SchemaMemberRule.propertyAttributes
  /// The most App Shortcuts an app may declare.
  static let maximumAppShortcuts = 10
}

extension SourceIndex {
  /// Whether a type carries a macro attribute of one of these names (`@AppEntity(schema: …)`).
  func hasAttribute(_ type: TypeFacts, _ names: Set<String>) -> Bool {
    type.attributes.contains { TypeNames.last(of: $0.attributeName).map(names.contains) ?? false }
  }

  func hasAttribute(_ type: TypeFacts, _ name: String) -> Bool { hasAttribute(type, [name]) }

  /// Whether the type adopts a protocol the sources do not declare and the linter does not
  /// know: it may be an entity or an enum of another module's making.
  func adoptsUnknownProtocol(_ type: TypeFacts) -> Bool {
    let known =
      Vocabulary.ordinaryProtocols.union(Vocabulary.entityProtocols)
      .union(Vocabulary.enumProtocols).union(Vocabulary.queryProtocols)
    return conformances(of: type.name).contains { name in
      !known.contains(name) && resolve(name, from: type.name) == nil
    }
  }

  func isEntity(_ type: TypeFacts) -> Bool {
    guard type.kind != .protocol, !isTransientEntity(type) else { return false }
    return adopts(type.name, anyOf: Vocabulary.entityProtocols)
      || hasAttribute(type, Vocabulary.entityMacros)
  }

  func isTransientEntity(_ type: TypeFacts) -> Bool {
    type.kind != .protocol && adopts(type.name, anyOf: Vocabulary.transientEntityProtocols)
  }

  func isQuery(_ type: TypeFacts) -> Bool {
    type.kind != .protocol && adopts(type.name, anyOf: Vocabulary.queryProtocols)
  }

  func isIntent(_ type: TypeFacts) -> Bool {
    guard type.kind != .protocol else { return false }
    return adopts(type.name, anyOf: Vocabulary.intentProtocols)
      || hasAttribute(type, Vocabulary.intentMacros)
  }

  func isEnum(_ type: TypeFacts) -> Bool {
    type.kind != .protocol
      && (adopts(type.name, anyOf: Vocabulary.enumProtocols)
        || hasAttribute(type, Vocabulary.enumMacros))
  }

  /// The query type of an entity, when the sources declare it, in each form Swift accepts: the
  /// query `static var defaultQuery` makes (`= BookQuery()`, `: BookQuery`, or a getter returning
  /// one), the type `typealias DefaultQuery = BookQuery` names, or a type nested in the entity
  /// and named `DefaultQuery` (Swift infers the associated type from it). The names are resolved
  /// from the entity's scope, through type aliases.
  func defaultQuery(of entity: TypeFacts) -> TypeFacts? {
    for (_, variable, binding) in entity.variables
    where binding.pattern.trimmedDescription == "defaultQuery" && variable.isStatic {
      if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
        let name = ExpressionNames.callee(call),
        let found = resolveThroughAliases(name, from: entity.name)
      {
        return found
      }
      // `Library.BookQuery` as written, else by its last name (a module's name before it).
      if let annotation = binding.typeAnnotation?.type,
        let found = resolveThroughAliases(TypeNames.qualified(annotation), from: entity.name)
          ?? TypeNames.last(of: annotation).flatMap({
            resolveThroughAliases($0, from: entity.name)
          })
      {
        return found
      }
      if let body = binding.accessorBlock, let call = body.firstCall(),
        let name = ExpressionNames.callee(call),
        let found = resolveThroughAliases(name, from: entity.name)
      {
        return found
      }
    }
    return resolveThroughAliases("DefaultQuery", from: entity.name)
  }

  /// The type a name used inside `scope` refers to, as ``resolve(_:from:)`` finds it, or
  /// through the type aliases of the enclosing types and of the files' top level
  /// (`typealias DefaultQuery = BookQuery`): the innermost scope first.
  func resolveThroughAliases(_ name: String, from scope: String?) -> TypeFacts? {
    var name = name
    var scope = scope
    // An alias may name another alias; a cycle is not followed past a few steps.
    for _ in 0..<8 {
      guard let (aliased, aliasScope) = alias(named: name, from: scope) else {
        return resolve(name, from: scope)
      }
      name = aliased
      scope = aliasScope
    }
    return nil
  }

  /// The last name of the type a name stands for through the sources' type aliases, followed
  /// as ``resolveThroughAliases(_:from:)`` follows them, whether or not the sources declare the
  /// type it ends at: `BookStore` for `Store` after `typealias Store = Library.BookStore`; the
  /// name itself when no alias has it.
  func aliasedName(_ name: String, from scope: String?) -> String {
    var name = name
    var scope = scope
    for _ in 0..<8 {
      guard let (aliased, aliasScope) = alias(named: name, from: scope) else { break }
      name = aliased
      scope = aliasScope
    }
    return name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The type `typealias name = …` names, with the scope it is declared in, when an enclosing
  /// type declares it before a nested type of that name is found; `nil` when a type is found
  /// first or no alias exists.
  private func alias(named name: String, from scope: String?) -> (String, String?)? {
    // A qualified name (`Library.BookQuery`) is looked up as written.
    guard !name.contains(".") else { return nil }
    var prefix = scope
    while let outer = prefix {
      if types["\(outer).\(name)"] != nil { return nil }
      if let type = types[outer] {
        for (_, member) in type.members {
          if let alias = member.as(TypeAliasDeclSyntax.self), alias.name.text == name {
            return (TypeNames.qualified(alias.initializer.value), outer)
          }
        }
      }
      prefix = outer.lastIndex(of: ".").map { String(outer[..<$0]) }
    }
    if types[name] != nil { return nil }
    for file in files {
      for statement in file.tree.statements {
        if let alias = statement.item.as(TypeAliasDeclSyntax.self), alias.name.text == name {
          return (TypeNames.qualified(alias.initializer.value), nil)
        }
      }
    }
    return nil
  }

  /// The intents' `@Parameter` properties: the intent, the property and the type of value it
  /// holds (`Book` for `[Book]?`).
  func parameters() -> [(intent: TypeFacts, name: String, type: String?, file: Int)] {
    all.filter(isIntent).flatMap { intent in
      intent.variables.compactMap { file, variable, binding in
        guard variable.hasAttribute("Parameter"),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        let type = binding.typeAnnotation.flatMap { TypeNames.element(of: $0.type) }
        return (intent, name, type, file)
      }
    }
  }
}

extension VariableDeclSyntax {
  var isStatic: Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }

  func hasAttribute(_ name: String) -> Bool {
    attributes.contains {
      $0.as(AttributeSyntax.self).flatMap { TypeNames.last(of: $0.attributeName) } == name
    }
  }
}

extension SyntaxProtocol {
  /// The first function call inside the node.
  func firstCall() -> FunctionCallExprSyntax? {
    if let call = self.as(FunctionCallExprSyntax.self) { return call }
    for child in children(viewMode: .sourceAccurate) {
      if let found = child.firstCall() { return found }
    }
    return nil
  }
}

/// Names in expressions.
enum ExpressionNames {
  /// The name a call calls: `BookQuery` for `BookQuery()` and `Library.BookQuery()`.
  static func callee(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text == "init"
        ? member.base.flatMap { callee(base: $0) } : member.declName.baseName.text
    }
    return nil
  }

  private static func callee(base: ExprSyntax) -> String? {
    if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return nil
  }
}
