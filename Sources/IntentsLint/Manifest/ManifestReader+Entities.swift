import SwiftSyntax

extension ManifestReader {
  /// The comparator types of a declared Find, by the operator each stands for.
  static let comparatorNames: [String: String] = [
    "EqualToComparator": "equalTo", "NotEqualToComparator": "notEqualTo",
    "LessThanComparator": "lessThan", "LessThanOrEqualToComparator": "lessThanOrEqualTo",
    "GreaterThanComparator": "greaterThan",
    "GreaterThanOrEqualToComparator": "greaterThanOrEqualTo", "IsBetweenComparator": "isBetween",
    "ContainsComparator": "contains", "HasPrefixComparator": "hasPrefix",
    "HasSuffixComparator": "hasSuffix",
  ]
  /// The operators in the runtime's order (`QueryComparisonOperator.allCases`).
  static let comparatorOrder = [
    "equalTo", "notEqualTo", "lessThan", "lessThanOrEqualTo", "greaterThan",
    "greaterThanOrEqualTo", "isBetween", "contains", "hasPrefix", "hasSuffix",
  ]
  /// The value types a Find can sort by.
  static let orderedTypes: Set<String> = ["String", "Int", "Double", "Date"]

  mutating func entity(_ type: SourceIndex.TypeFacts) -> SourceManifest.Entity {
    let identifier = identifier(of: type)
    var entity = SourceManifest.Entity(identifier: identifier, properties: [])
    readDisplay(of: type, into: &entity)
    entity.identifierForm = identifierForm(of: type)
    if entity.identifierForm == nil { note("\(identifier): the type of its id is not written.") }
    let query = defaultQuery(of: type)
    if let query {
      entity.capabilities = capabilities(of: type, query: query)
    } else {
      note(
        "\(identifier): its defaultQuery is not among the sources; capabilities and Find left out.")
    }
    entity.properties = properties(of: type, query: query)
    if let query {
      let description = query.staticValue("findIntentDescription")
      entity.findDescription = SourceLiterals.text(
        SourceLiterals.call(description.value)?.arguments.first?.expression ?? description.value)
      if description.declared, entity.findDescription == nil {
        note("\(identifier): its findIntentDescription is computed; left out.")
      }
    }
    if index.adopts(type.name, anyOf: ["URLRepresentableEntity"]) {
      entity.urlTemplate = urlTemplate(type.staticValue("urlRepresentation").value)
      if entity.urlTemplate == nil { note("\(identifier): its urlRepresentation is computed.") }
    }
    entity.exportedContentTypes = exportedContentTypes(of: type)
    entity.schema = schema(of: type, kind: "entity")
    if index.adopts(type.name, anyOf: ["SyncableEntity"]) { entity.syncable = true }
    // Another module's protocol may refine `IndexedEntity`, `UniqueAppEntity`, a query protocol.
    noteUnknown(
      supertypes(of: type).unknown, of: identifier,
      fields: query == nil ? ["syncable"] : ["unique", "indexed", "syncable"],
      outcome: "written as the sources tell")
    if let query {
      noteUnknown(
        supertypes(of: query).unknown, of: "\(identifier)’s query \(query.name)",
        fields: ["textSearch", "find", "enumerable"], outcome: "written as the sources tell")
    }
    return entity
  }

  /// The name, numeric format and synonyms of `typeDisplayRepresentation`.
  private mutating func readDisplay(
    of type: SourceIndex.TypeFacts, into entity: inout SourceManifest.Entity
  ) {
    let value = type.staticValue("typeDisplayRepresentation").value
    if let name = SourceLiterals.text(value) {
      entity.name = name
      entity.synonyms = []
      return
    }
    guard let call = SourceLiterals.call(value),
      let name = SourceLiterals.text(SourceLiterals.argument(call, "name"))
    else {
      note("\(entity.identifier): its typeDisplayRepresentation is not a literal; name left out.")
      return
    }
    entity.name = name
    if let format = SourceLiterals.argument(call, "numericFormat") {
      entity.numericFormat = SourceLiterals.localizationKey(format)
      if entity.numericFormat == nil {
        note("\(entity.identifier): its numericFormat is computed.")
      }
    }
    if let synonyms = SourceLiterals.argument(call, "synonyms") {
      entity.synonyms = SourceLiterals.texts(synonyms)
      if entity.synonyms == nil { note("\(entity.identifier): its synonyms are computed.") }
    } else {
      entity.synonyms = []
    }
  }

  private func identifierForm(of type: SourceIndex.TypeFacts) -> String? {
    if index.adopts(type.name, anyOf: ["UniqueAppEntity"]) { return "string" }
    if index.adopts(type.name, anyOf: ["FileEntity"]) { return "FileEntityIdentifier" }
    let written =
      type.typeAlias("ID")
      ?? type.variables.first {
        !$0.variable.isStatic && $0.binding.pattern.trimmedDescription == "id"
      }?
      .binding.typeAnnotation?.type
    guard let written, let name = TypeNames.last(of: written) else { return nil }
    switch name {
    case "Int": return "integer"
    case "UUID": return "uuid"
    case "String": return "string"
    case "Float": return "number"
    default: return name
    }
  }

  /// The entity's default query: the type `defaultQuery` makes or names, through a
  /// `typealias DefaultQuery` when it names that.
  func defaultQuery(of entity: SourceIndex.TypeFacts) -> SourceIndex.TypeFacts? {
    if let found = index.defaultQuery(of: entity) { return found }
    guard let alias = entity.typeAlias("DefaultQuery") else { return nil }
    return index.resolve(TypeNames.qualified(alias), from: entity.name)
  }

  private func capabilities(
    of entity: SourceIndex.TypeFacts, query: SourceIndex.TypeFacts
  ) -> SourceManifest.Capabilities {
    let conformances = index.conformances(of: query.name)
    let enumerable = !conformances.isDisjoint(with: [
      "EnumerableEntityQuery", "UniqueAppEntityQuery",
    ])
    return SourceManifest.Capabilities(
      textSearch: conformances.contains("EntityStringQuery")
        ? "string" : (enumerable ? "derived" : "none"),
      find: conformances.contains("EntityPropertyQuery")
        ? "declared" : (enumerable ? "derived" : "none"),
      enumerable: enumerable, unique: index.adopts(entity.name, anyOf: ["UniqueAppEntity"]),
      indexed: index.adopts(entity.name, anyOf: ["IndexedEntity"]))
  }

  // MARK: - Properties

  private mutating func properties(
    of entity: SourceIndex.TypeFacts, query: SourceIndex.TypeFacts?
  ) -> [SourceManifest.Property] {
    let identifier = identifier(of: entity)
    let find = query.map { index.conformances(of: $0.name) } ?? []
    let declared = find.contains("EntityPropertyQuery") ? query.map(declaredFind) : nil
    let enumerable = !find.isDisjoint(with: ["EnumerableEntityQuery", "UniqueAppEntityQuery"])
    var properties: [SourceManifest.Property] = []
    var types: [String: TypeSyntax] = [:]
    for member in declaredMembers(of: entity) {
      guard let variable = member.as(VariableDeclSyntax.self),
        let attribute = propertyAttribute(variable)
      else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let written = binding.typeAnnotation?.type
        else { continue }
        types[name] = written
        let title = propertyTitle(attribute, name: name)
        if title == nil { note("\(identifier).\(name): its title is computed; left out.") }
        let described = self.value(of: written, in: entity.name)
        if described == nil {
          note("\(identifier).\(name): its value type is not known from source.")
        }
        let deferred = TypeNames.last(of: attribute.attributeName) == "DeferredProperty"
        var property = SourceManifest.Property(
          name: name, title: title, value: described, comparators: [], sortable: false,
          deferred: deferred)
        if let declared {
          property.comparators =
            declared.comparators?[name] ?? (declared.comparators == nil ? nil : [])
          property.sortable = declared.sortable.map { $0.contains(name) && isOrdered(written) }
        } else if enumerable, !deferred {
          (property.comparators, property.sortable) = derivedFind(written)
        }
        if property.comparators == nil || property.sortable == nil {
          note("\(identifier).\(name): how a Find uses it is not known from source.")
        }
        properties.append(property)
      }
    }
    // Properties a declared Find names that are not stored fields (computed in an extension).
    for name in declared?.order ?? [] where types[name] == nil {
      let written = entity.variables.first { $0.binding.pattern.trimmedDescription == name }?
        .binding.typeAnnotation?.type
      let attribute = entity.variables.first { $0.binding.pattern.trimmedDescription == name }
        .flatMap { propertyAttribute($0.variable) }
      guard let written else {
        note("\(identifier).\(name): a Find declares it, and its type is not written.")
        continue
      }
      types[name] = written
      properties.append(
        SourceManifest.Property(
          name: name,
          title: attribute.map { propertyTitle($0, name: name) } ?? PropertyNames.title(for: name),
          value: value(of: written, in: entity.name),
          comparators: declared?.comparators?[name] ?? [],
          sortable: declared?.sortable.map { $0.contains(name) && isOrdered(written) },
          deferred: false))
    }
    return properties
  }

  private func propertyAttribute(_ variable: VariableDeclSyntax) -> AttributeSyntax? {
    variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first {
      ["Property", "ComputedProperty", "DeferredProperty"].contains(
        TypeNames.last(of: $0.attributeName) ?? "")
    }
  }

  /// A property's declared title, or the one made from its name; `nil` when computed.
  private func propertyTitle(_ attribute: AttributeSyntax, name: String) -> String? {
    guard case .argumentList(let arguments)? = attribute.arguments,
      let title = arguments.first(where: { $0.label?.text == "title" })?.expression
    else { return PropertyNames.title(for: name) }
    return SourceLiterals.text(title)
  }

  /// What a derived Find (over every entity) can do with a property of the type.
  private func derivedFind(_ written: TypeSyntax) -> (comparators: [String]?, sortable: Bool?) {
    let plain = Self.unwrapped(written)
    let isOptional = plain.id != written.id
    if let element = plain.as(ArrayTypeSyntax.self)?.element, !isOptional {
      return TypeNames.last(of: element) == "String" ? (["contains"], false) : (nil, nil)
    }
    let equality = ["equalTo", "notEqualTo"]
    let ordering = [
      "lessThan", "lessThanOrEqualTo", "greaterThan", "greaterThanOrEqualTo", "isBetween",
    ]
    switch TypeNames.last(of: plain) {
    case "String": return (equality + ordering + ["contains", "hasPrefix", "hasSuffix"], true)
    case "Int", "Double", "Date": return (equality + ordering, true)
    case "Bool": return (equality, false)
    case let name?:
      guard let found = index.resolve(name, from: nil), index.isEnum(found) else {
        return (nil, nil)
      }
      return (equality, nil)
    case nil: return (nil, nil)
    }
  }

  private func isOrdered(_ written: TypeSyntax) -> Bool {
    TypeNames.last(of: Self.unwrapped(written)).map(Self.orderedTypes.contains) ?? false
  }

  /// A declared Find: the comparators of each property (`nil` when `properties` is not a
  /// literal list), and the properties it sorts by (`nil` when `sortingOptions` is computed).
  private func declaredFind(
    _ query: SourceIndex.TypeFacts
  ) -> (comparators: [String: [String]]?, order: [String], sortable: Set<String>?) {
    var comparators: [String: [String]]? = nil
    var order: [String] = []
    if let call = SourceLiterals.call(query.staticValue("properties").value),
      ExpressionNames.callee(call) == "QueryProperties"
        || ExpressionNames.callee(call) == "EntityQueryProperties",
      let body = call.trailingClosure
    {
      var found: [String: [String]] = [:]
      for item in body.statements {
        guard let property = SourceLiterals.call(item.item.as(ExprSyntax.self)),
          let name = SourceLiterals.keyPathName(property.arguments.first?.expression)
        else { continue }
        let names = (property.trailingClosure?.statements ?? []).compactMap { statement in
          SourceLiterals.call(statement.item.as(ExprSyntax.self))
            .flatMap(ExpressionNames.callee).flatMap { Self.comparatorNames[$0] }
        }
        found[name, default: []] += names
        if !order.contains(name) { order.append(name) }
      }
      comparators = found.mapValues { names in Self.comparatorOrder.filter(names.contains) }
    }
    let sorting = query.staticValue("sortingOptions")
    var sortable: Set<String>? = sorting.declared ? nil : []
    if let call = SourceLiterals.call(sorting.value), let body = call.trailingClosure {
      sortable = Set(
        body.statements.compactMap { statement in
          SourceLiterals.call(statement.item.as(ExprSyntax.self))
            .flatMap { SourceLiterals.keyPathName($0.arguments.first?.expression) }
        })
    }
    return (comparators, order, sortable)
  }

  // MARK: - URLs and Content Types

  /// `"https://example.com/books/\(.id)"` as `https://example.com/books/{id}`.
  private func urlTemplate(_ value: ExprSyntax?) -> String? {
    var literal = value?.as(StringLiteralExprSyntax.self)
    if literal == nil, let call = SourceLiterals.call(value) {
      literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
    }
    guard let literal else { return nil }
    var template = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text): template += SourceLiterals.unescaped(text.content.text)
      case .expressionSegment(let interpolation):
        let expression = interpolation.expressions.first?.expression
        if let member = expression?.as(MemberAccessExprSyntax.self), member.base == nil {
          template += "{\(member.declName.baseName.text)}"
        } else if let name = SourceLiterals.keyPathName(expression) {
          template += "{\(name)}"
        } else {
          return nil
        }
      }
    }
    return template
  }

  /// The content types a `Transferable` entity exports, in the order its representations come;
  /// `[]` when it is not `Transferable`, `nil` when one is not a literal.
  private mutating func exportedContentTypes(of type: SourceIndex.TypeFacts) -> [String]? {
    guard index.adopts(type.name, anyOf: ["Transferable"]) else { return [] }
    let identifier = identifier(of: type)
    guard
      let body = type.variables.first(where: {
        $0.variable.isStatic && $0.binding.pattern.trimmedDescription == "transferRepresentation"
      })?.binding.accessorBlock
    else {
      note("\(identifier): its transferRepresentation is not among the sources.")
      return nil
    }
    let finder = CallFinder(names: [
      "DataRepresentation", "FileRepresentation", "CodableRepresentation", "ProxyRepresentation",
    ])
    finder.walk(body)
    var types: [String] = []
    for call in finder.found {
      let named =
        SourceLiterals.argument(call, "exportedContentType")
        ?? SourceLiterals.argument(call, "contentType")
      if named == nil, SourceLiterals.argument(call, "importedContentType") != nil { continue }
      guard let named, let type = contentType(named) else {
        note("\(identifier): a representation's content type is not known from source.")
        return nil
      }
      if !types.contains(type) { types.append(type) }
    }
    return types
  }

  /// `.png` as `public.png`; `UTType(exportedAs: "com.example.note")` as its identifier; the
  /// app's own `static let` types too.
  private func contentType(_ expression: ExprSyntax) -> String? {
    if let call = SourceLiterals.call(expression),
      let identifier = SourceLiterals.text(call.arguments.first?.expression)
    {
      return identifier
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    if let known = ContentTypeNames.identifiers[name] { return known }
    for type in index.all where Self.lastComponent(type.name) == "UTType" {
      if let call = SourceLiterals.call(type.staticValue(name).value),
        let identifier = SourceLiterals.text(call.arguments.first?.expression)
      {
        return identifier
      }
    }
    return nil
  }
}

/// Titles made from names, as the runtime makes them: `heightMeters` is "Height Meters".
enum PropertyNames {
  static func title(for identifier: String) -> String {
    var name = Substring(identifier)
    while name.first == "_" || name.first == "$" { name = name.dropFirst() }
    var words: [String] = []
    var current = ""
    for character in name {
      if character == "_" {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else if character.isUppercase, let last = current.last, !last.isUppercase {
        words.append(current)
        current = String(character)
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }
}
