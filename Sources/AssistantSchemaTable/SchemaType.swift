package import SwiftSyntax

/// How a member or result holds its element: alone, in an array or in a set.
package enum SchemaCollection: Equatable, Sendable {
  case single
  case array
  case set

  /// The element type wrapped as the collection holds it: `[T]`, `Set<T>`.
  package func wrapping(_ element: String) -> String {
    switch self {
    case .single: element
    case .array: "[\(element)]"
    case .set: "Set<\(element)>"
    }
  }
}

/// A member or result type in the catalogue's notation, such as `Date?`, `[IntentFile]`,
/// `entity:photos.asset`, `[enum:books.font]?`, `Set<String>`, `Set<enum:maps.transportType>`
/// or `Calendar.RecurrenceRule?`.
package struct SchemaType: Equatable, Sendable {
  /// What the type is, without collection or optional.
  package enum Base: Equatable, Sendable {
    /// A Swift type the schema names, such as `String`, `IntentFile` or
    /// `Calendar.RecurrenceRule`.
    case named(String)
    /// A type of the app adopting an entity schema, such as `photos.asset`.
    case entity(domain: String, name: String)
    /// A type of the app adopting an enum schema.
    case enumeration(domain: String, name: String)
    /// Any `SearchCriteria` type, `StringSearchCriteria` in Apple's examples.
    case searchCriteria
    /// Any type of the app's entities (`entity:*`), whatever schema it adopts, as
    /// `.system.open` takes: `<#any AppEntity#>` in Apple's example.
    case anyEntity
  }

  package let base: Base
  package let collection: SchemaCollection
  package let isOptional: Bool

  package init(base: Base, collection: SchemaCollection, isOptional: Bool) {
    self.base = base
    self.collection = collection
    self.isOptional = isOptional
  }

  package init(notation: String) {
    var text = Substring(notation)
    isOptional = text.hasSuffix("?")
    if isOptional { text = text.dropLast() }
    if text.hasPrefix("[") && text.hasSuffix("]") {
      collection = .array
      text = text.dropFirst().dropLast()
    } else if text.hasPrefix("Set<") && text.hasSuffix(">") {
      collection = .set
      text = text.dropFirst(4).dropLast()
    } else {
      collection = .single
    }
    if text == "searchCriteria" {
      base = .searchCriteria
    } else if text == "entity:*" {
      base = .anyEntity
    } else if let colon = text.firstIndex(of: ":") {
      let reference = text[text.index(after: colon)...].split(separator: ".")
      let domain = String(reference.first ?? ""), name = String(reference.last ?? "")
      base =
        text[..<colon] == "entity"
        ? .entity(domain: domain, name: name) : .enumeration(domain: domain, name: name)
    } else {
      base = .named(String(text))
    }
  }

  /// Whether the type is an array.
  package var isArray: Bool { collection == .array }

  /// The type as Swift code, with a placeholder named after Apple's example type where the
  /// app's own type goes: `[<#PhotoEntity#>]?`.
  package var swiftCode: String {
    let core: String
    switch base {
    case .named(let name): core = name
    case .entity(let domain, let name):
      core =
        "<#" + (SchemaTable.entry(kind: .entity, domain: domain, name: name)?.id ?? name) + "#>"
    case .enumeration(let domain, let name):
      core =
        "<#" + (SchemaTable.entry(kind: .enumeration, domain: domain, name: name)?.id ?? name)
        + "#>"
    case .searchCriteria: core = "StringSearchCriteria"
    case .anyEntity: core = "<#AppEntity#>"
    }
    return collection.wrapping(core) + (isOptional ? "?" : "")
  }

  /// Whether ``swiftCode`` is a complete type, without a placeholder.
  package var isConcrete: Bool {
    switch base {
    case .named, .searchCriteria: true
    case .entity, .enumeration, .anyEntity: false
    }
  }

  /// The type in words, for messages: "an entity adopting .photos.asset", "‘Date?’".
  package var phrase: String {
    let optional = isOptional ? "optional " : ""
    let many: String? =
      switch collection {
      case .single: nil
      case .array: "an \(optional)array of"
      case .set: "\(isOptional ? "an optional" : "a") set of"
      }
    switch base {
    case .named(let name):
      return "‘" + collection.wrapping(name) + (isOptional ? "?" : "") + "’"
    case .entity(let domain, let name):
      return
        (many.map { "\($0) entities" }
        ?? (isOptional ? "an optional entity" : "an entity"))
        + " adopting .\(domain).\(name)"
    case .enumeration(let domain, let name):
      return
        (many.map { "\($0) enum values" }
        ?? (isOptional ? "an optional enum value" : "an enum value"))
        + " adopting .\(domain).\(name)"
    case .searchCriteria:
      return (isOptional ? "optional " : "")
        + "search criteria (‘StringSearchCriteria’ or another SearchCriteria type)"
    case .anyEntity:
      return many.map { "\($0) app entities" }
        ?? (isOptional ? "an optional app entity" : "an app entity")
    }
  }

  /// The same type, optional or not.
  package func with(optional: Bool) -> SchemaType {
    SchemaType(base: base, collection: collection, isOptional: optional)
  }
}

/// A type as written in a declaration, taken apart: optional, array or set, and the element.
package struct WrittenType {
  /// The whole type as written.
  package let syntax: TypeSyntax
  package let isOptional: Bool
  package let collection: SchemaCollection
  /// The element type (inside any optional, array or set), as written.
  package let element: TypeSyntax
  /// The element's last name component without generic arguments (`Date` for
  /// `Foundation.Date`); `nil` for a type that is not a plain name (`some P`, a tuple…).
  package let elementName: String?

  package init(_ syntax: TypeSyntax) {
    self.syntax = syntax
    var current = syntax
    var optional = false
    if let unwrapped = Self.unwrapOptional(current) {
      optional = true
      current = unwrapped
    }
    var collection = SchemaCollection.single
    if let element = Self.unwrapArray(current) {
      collection = .array
      current = element
    } else if let element = Self.genericArgument(of: current, named: "Set") {
      collection = .set
      current = element
    }
    isOptional = optional
    self.collection = collection
    element = current
    elementName = Self.lastName(of: current)
  }

  /// Whether the element, as written, is the Swift type `name` names: the same last name for
  /// a plain name (`Date` is `Foundation.Date`), the same text, or the same text qualified by a
  /// module, for a dotted or generic name (`Calendar.RecurrenceRule`,
  /// `Foundation.Calendar.RecurrenceRule`).
  package func elementIs(named name: String) -> Bool {
    guard name.contains(".") || name.contains("<") else { return elementName == name }
    let text = element.trimmedDescription.filter { !$0.isWhitespace }
    return text == name || text.hasSuffix("." + name)
  }

  private static func unwrapOptional(_ type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return implicit.wrappedType
    }
    return genericArgument(of: type, named: "Optional")
  }

  private static func unwrapArray(_ type: TypeSyntax) -> TypeSyntax? {
    if let array = type.as(ArrayTypeSyntax.self) { return array.element }
    return genericArgument(of: type, named: "Array")
  }

  /// The single generic argument of `Name<T>` or `Swift.Name<T>`.
  private static func genericArgument(of type: TypeSyntax, named name: String) -> TypeSyntax? {
    let clause: GenericArgumentClauseSyntax?
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == name {
      clause = identifier.genericArgumentClause
    } else if let member = type.as(MemberTypeSyntax.self), member.name.text == name,
      member.baseType.trimmedDescription == "Swift"
    {
      clause = member.genericArgumentClause
    } else {
      return nil
    }
    guard let arguments = clause?.arguments, arguments.count == 1,
      case .type(let argument) = arguments.first?.argument
    else { return nil }
    return argument
  }

  private static func lastName(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    return nil
  }
}

/// Swift types that are values, never an app's entity or enum: writing one where a schema
/// expects an entity or enum is a type error the macro can report.
package let valueTypeNames: Set<String> = [
  "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt",
  "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal", "Bool", "Date", "URL",
  "Data", "UUID", "AttributedString", "DateComponents", "Duration", "Measurement",
  "IntentFile", "IntentPerson", "IntentCurrencyAmount", "IntentPaymentMethod", "CLPlacemark",
  "StringSearchCriteria", "SemanticContentDescriptor",
]

/// How a written type differs from what a schema expects.
package enum TypeMismatch {
  /// Only optionality differs.
  case optionality(expected: SchemaType)
  /// The type differs; `fix` is the type to write instead, when the macro knows it.
  case type(expected: SchemaType, fix: String?)
}

extension SchemaType {
  /// How `written` differs from this type; `nil` when it matches as far as syntax can tell
  /// (an app type where an entity or enum is expected is checked by the compiler).
  package func mismatch(_ written: WrittenType) -> TypeMismatch? {
    guard let name = written.elementName else { return nil }
    let baseMatches: Bool
    var fixBase: String? = nil
    switch base {
    case .named(let expected):
      baseMatches = written.elementIs(named: expected)
      fixBase = expected
    case .entity, .enumeration, .anyEntity:
      baseMatches = !valueTypeNames.contains(name)
    case .searchCriteria:
      baseMatches = name == "StringSearchCriteria" || !valueTypeNames.contains(name)
      fixBase = "StringSearchCriteria"
    }
    if baseMatches && collection == written.collection {
      return isOptional == written.isOptional ? nil : .optionality(expected: self)
    }
    // Wrap or unwrap an array or set around what was written, or write the expected type.
    let element = baseMatches ? written.element.trimmedDescription : fixBase
    let fix = element.map { collection.wrapping($0) + (isOptional ? "?" : "") }
    return .type(expected: self, fix: fix)
  }
}
