package import SwiftDiagnostics
package import SwiftSyntax
import SwiftSyntaxBuilder

/// Checks a declaration against the schema it adopts: each rule of the catalogue that syntax
/// can decide becomes an error at the offending line (with a fix-it where one is obvious), and
/// each rule only the compiler can decide (an app type adopting the expected schema, a
/// `perform()` declared elsewhere returning a value) becomes a statement in the expansion that
/// does not compile when the rule is broken.
///
/// The macros report ``diagnostics`` and expand ``compilerChecks``; intents-lint reports the
/// diagnostics alone, as findings of its rule `schema-requirement-missing`.
package struct SchemaCheck {
  package let entry: SchemaTable.Entry
  package let declaration: SchemaDeclaration
  package let attribute: AttributeSyntax
  package let spelling: SchemaMacroSpelling

  /// The errors found.
  package private(set) var diagnostics: [Diagnostic] = []
  /// Statements for the compiler to check, in order, without repeats.
  package private(set) var compilerChecks: [String] = []

  package init(
    entry: SchemaTable.Entry, declaration: SchemaDeclaration, attribute: AttributeSyntax,
    spelling: SchemaMacroSpelling
  ) {
    self.entry = entry
    self.declaration = declaration
    self.attribute = attribute
    self.spelling = spelling
    checkConformances()
    if entry.kind != .enumeration {
      entry.members.forEach { checkMember($0) }
      checkIdentifier()
      entry.statics.forEach { checkStatic($0) }
      checkResult()
    }
  }

  private var schema: String { entry.spelling }

  // MARK: - Conformances

  /// A protocol the schema needs but this spelling cannot add must be declared.
  private mutating func checkConformances() {
    for protocolName in entry.protocols
    where !spelling.conformances.contains(protocolName)
      && !declaration.inheritedNames.contains(protocolName)
    {
      var fixIts: [FixIt] = []
      if let change = addingInheritance(protocolName) {
        fixIts.append(
          FixIt(message: SchemaMacroFixIt.addConformance(protocolName), changes: [change]))
      }
      diagnose(
        declaration.nameToken.map(Syntax.init) ?? Syntax(attribute),
        SchemaMacroDiagnostic.missingConformance(
          schema: schema, type: declaration.typeName, protocolName: protocolName,
          macro: spelling.macro),
        fixIts: fixIts)
    }
  }

  private func addingInheritance(_ protocolName: String) -> FixIt.Change? {
    guard let clause = declaration.group.inheritanceClause else {
      guard let name = declaration.nameToken else { return nil }
      return .replace(
        oldNode: Syntax(name),
        newNode: Syntax(name.with(\.tokenKind, .identifier(name.text + ": " + protocolName))))
    }
    var types = clause.inheritedTypes
    if var last = types.last {
      let index = types.index(before: types.endIndex)
      last.trailingComma = .commaToken(trailingTrivia: .space)
      types[index] = last.with(\.type.trailingTrivia, [])
    }
    types.append(
      InheritedTypeSyntax(
        type: TypeSyntax(IdentifierTypeSyntax(name: .identifier(protocolName))),
        trailingTrivia: clause.inheritedTypes.last?.type.trailingTrivia ?? .space))
    return .replace(oldNode: Syntax(clause), newNode: Syntax(clause.with(\.inheritedTypes, types)))
  }

  // MARK: - Members

  private mutating func checkMember(_ member: SchemaTable.Member) {
    guard let variable = declaration.variable(named: member.name) else {
      if declaration.hasStatic(named: member.name) {
        diagnose(
          Syntax(attribute),
          SchemaMacroDiagnostic.notStoredVariable(
            schema: schema, member: member.name, problem: "a static member"))
      } else if member.isRequired {
        reportMissing(member)
      }
      return
    }
    if variable.isLet {
      let token = variable.declaration.bindingSpecifier
      diagnose(
        Syntax(token),
        SchemaMacroDiagnostic.notStoredVariable(
          schema: schema, member: member.name, problem: "a ‘let’"),
        fixIts: [
          FixIt(
            message: SchemaMacroFixIt.makeVariable(),
            changes: [
              .replace(
                oldNode: Syntax(token), newNode: Syntax(token.with(\.tokenKind, .keyword(.var))))
            ])
        ])
    } else if variable.isComputed && (entry.kind == .intent || !variable.hasAttributes) {
      diagnose(
        Syntax(variable.binding),
        SchemaMacroDiagnostic.notStoredVariable(
          schema: schema, member: member.name,
          problem: entry.kind == .intent
            ? "a computed property" : "a computed property without @ComputedProperty"))
    }
    guard let written = variable.type else {
      diagnose(
        Syntax(variable.binding.pattern),
        SchemaMacroDiagnostic.missingTypeAnnotation(
          schema: schema, member: member.name, expected: member.types))
      return
    }
    if let matched = checkType(written, against: member.types, member: member.name),
      !variable.isLet, !variable.isComputed || entry.kind == .entity
    {
      requireAdoption(ofMember: member.name, as: matched)
    }
  }

  /// Checks a written type against the accepted ones, reporting the first mismatch; returns the
  /// accepted type it matches.
  private mutating func checkType(
    _ written: WrittenType, against types: [SchemaType], member: String
  )
    -> SchemaType?
  {
    var firstMismatch: TypeMismatch? = nil
    for type in types {
      guard let mismatch = type.mismatch(written) else { return type }
      if firstMismatch == nil { firstMismatch = mismatch }
    }
    guard let mismatch = firstMismatch else { return nil }
    let text = written.syntax.trimmedDescription
    switch mismatch {
    case .optionality(let expected):
      let fixed =
        expected.isOptional ? text + "?" : written.isOptional ? optionalRemoved(written) : nil
      diagnose(
        Syntax(written.syntax),
        SchemaMacroDiagnostic.wrongOptionality(
          schema: schema, kind: entry.kind, member: member, expected: expected, written: text),
        fixIts: fixed.map { [changeType(written.syntax, to: $0)] } ?? [])
    case .type(_, let fix):
      diagnose(
        Syntax(written.syntax),
        SchemaMacroDiagnostic.wrongType(
          schema: schema, kind: entry.kind, member: member, expected: types, written: text),
        fixIts: fix.map { [changeType(written.syntax, to: $0)] } ?? [])
    }
    return nil
  }

  private func optionalRemoved(_ written: WrittenType) -> String {
    written.collection.wrapping(written.element.trimmedDescription)
  }

  private func changeType(_ type: TypeSyntax, to text: String) -> FixIt {
    FixIt(
      message: SchemaMacroFixIt.changeType(to: text),
      changes: [
        .replace(
          oldNode: Syntax(type),
          newNode: Syntax(
            TypeSyntax(IdentifierTypeSyntax(name: .identifier(text)))
              .with(\.leadingTrivia, type.leadingTrivia).with(\.trailingTrivia, type.trailingTrivia)
          ))
      ])
  }

  /// A missing member: an error at the attribute, with a fix-it inserting the member.
  private mutating func reportMissing(_ member: SchemaTable.Member) {
    let type = member.types.first?.swiftCode ?? "<#type#>"
    let text = "var \(member.name): \(type)"
    var members = declaration.group.memberBlock.members
    let indentation = members.first?.leadingTrivia.indentation ?? "  "
    let item = MemberBlockItemSyntax(
      leadingTrivia: .newline + Trivia(stringLiteral: indentation),
      decl: DeclSyntax(stringLiteral: text))
    members.insert(item, at: members.startIndex)
    diagnose(
      Syntax(attribute),
      SchemaMacroDiagnostic.missingMember(schema: schema, kind: entry.kind, member: member),
      fixIts: [
        FixIt(
          message: SchemaMacroFixIt.insertMember(text),
          changes: [
            .replace(
              oldNode: Syntax(declaration.group.memberBlock.members), newNode: Syntax(members))
          ])
      ])
  }

  /// Where a member must be an app type adopting an entity or enum schema, asks the compiler
  /// to check that its type adopts that schema. The type is reached through a key path, so
  /// the check works wherever the declaration is nested.
  private mutating func requireAdoption(ofMember name: String, as type: SchemaType) {
    let shape =
      switch type.collection {
      case .single: type.isOptional ? "ofOptional" : "of"
      case .array: type.isOptional ? "ofOptionalArray" : "ofArray"
      case .set: type.isOptional ? "ofOptionalSet" : "ofSet"
      }
    switch type.base {
    case .entity(let domain, let name2):
      addCompilerCheck(
        "AppIntents.__assistantSchemaEntityType(\(shape): \\Self.\(name))"
          + ".__assistantSchemaEntity(\(SchemaTable.tag(kind: .entity, domain: domain, name: name2)).self)"
      )
    case .enumeration(let domain, let name2):
      addCompilerCheck(
        "AppIntents.__assistantSchemaEnumType(\(shape): \\Self.\(name))"
          + ".__assistantSchemaEnum(\(SchemaTable.tag(kind: .enumeration, domain: domain, name: name2)).self)"
      )
    case .named, .searchCriteria, .anyEntity:
      // A named type was matched by syntax; any entity is the compiler's to check through the
      // protocol that takes it (`OpenIntent.target`).
      break
    }
  }

  /// Where `perform()` must return an app entity adopting a schema, asks the compiler to check
  /// that it does, whether `perform()` is in the declaration or in an extension.
  private mutating func requireReturnedAdoption(of expected: SchemaType) {
    guard case .entity(let domain, let name) = expected.base else { return }
    let shape =
      switch expected.collection {
      case .single: expected.isOptional ? "ofOptionalValue" : "ofValue"
      case .array: expected.isOptional ? "ofOptionalArrayValue" : "ofArrayValue"
      case .set: expected.isOptional ? "ofOptionalSetValue" : "ofSetValue"
      }
    addCompilerCheck(
      "AppIntents.__assistantSchemaEntityType(\(shape): "
        + "AppIntents.__assistantSchemaReturnedValueType(of: Self.self))"
        + ".__assistantSchemaEntity(\(SchemaTable.tag(kind: .entity, domain: domain, name: name)).self)"
    )
  }

  private mutating func addCompilerCheck(_ statement: String) {
    if !compilerChecks.contains(statement) { compilerChecks.append(statement) }
  }

  // MARK: - Identifier and statics

  private mutating func checkIdentifier() {
    guard let expected = entry.idType, let id = declaration.variable(named: "id"),
      let written = id.type,
      written.elementName != expected || written.isOptional
        || written.collection != .single
    else { return }
    diagnose(
      Syntax(written.syntax),
      SchemaMacroDiagnostic.wrongIdentifier(
        schema: schema, expected: expected, written: written.syntax.trimmedDescription),
      fixIts: [changeType(written.syntax, to: expected)])
  }

  private mutating func checkStatic(_ requirement: SchemaTable.Static) {
    guard !declaration.hasStatic(named: requirement.name) else { return }
    var members = declaration.group.memberBlock.members
    let indentation = members.first?.leadingTrivia.indentation ?? "  "
    members.insert(
      MemberBlockItemSyntax(
        leadingTrivia: .newline + Trivia(stringLiteral: indentation),
        decl: DeclSyntax(stringLiteral: requirement.insert)),
      at: members.startIndex)
    diagnose(
      Syntax(attribute),
      SchemaMacroDiagnostic.missingStatic(
        schema: schema, declaration: "static var \(requirement.name)"),
      fixIts: [
        FixIt(
          message: SchemaMacroFixIt.insertStatic(requirement.insert),
          changes: [
            .replace(
              oldNode: Syntax(declaration.group.memberBlock.members), newNode: Syntax(members))
          ])
      ])
  }

  // MARK: - Result

  private mutating func checkResult() {
    guard entry.kind == .intent, let expected = entry.result else { return }
    guard declaration.hasPerform, let result = declaration.performResult else {
      // `perform()` is declared in an extension: the compiler checks what it returns.
      requireReturnedAdoption(of: expected)
      return
    }
    guard let value = Self.returnedValue(in: result) else {
      let fixed = "some IntentResult & ReturnsValue<\(expected.swiftCode)>"
      diagnose(
        Syntax(result),
        SchemaMacroDiagnostic.wrongResult(
          schema: schema, expected: expected, written: result.trimmedDescription),
        fixIts: [
          FixIt(
            message: SchemaMacroFixIt.changeResult(to: fixed),
            changes: [
              .replace(
                oldNode: Syntax(result),
                newNode: Syntax(
                  TypeSyntax(IdentifierTypeSyntax(name: .identifier(fixed)))
                    .with(\.leadingTrivia, result.leadingTrivia)
                    .with(\.trailingTrivia, result.trailingTrivia)))
            ])
        ])
      return
    }
    let written = WrittenType(value)
    let fix: String?
    switch expected.mismatch(written) {
    case nil:
      requireReturnedAdoption(of: expected)
      return
    case .optionality:
      fix = expected.isOptional ? value.trimmedDescription + "?" : optionalRemoved(written)
    case .type(_, let typeFix):
      fix = typeFix
    }
    diagnose(
      Syntax(value),
      SchemaMacroDiagnostic.wrongResult(
        schema: schema, expected: expected, written: result.trimmedDescription),
      fixIts: fix.map { [changeType(value, to: $0)] } ?? [])
  }

  /// The `T` of `ReturnsValue<T>` in a result type such as `some IntentResult & ReturnsValue<T>`.
  static func returnedValue(in type: TypeSyntax) -> TypeSyntax? {
    var current = type
    if let some = current.as(SomeOrAnyTypeSyntax.self) { current = some.constraint }
    let parts: [TypeSyntax]
    if let composition = current.as(CompositionTypeSyntax.self) {
      parts = composition.elements.map(\.type)
    } else {
      parts = [current]
    }
    for part in parts {
      let clause: GenericArgumentClauseSyntax?
      if let identifier = part.as(IdentifierTypeSyntax.self), identifier.name.text == "ReturnsValue"
      {
        clause = identifier.genericArgumentClause
      } else if let member = part.as(MemberTypeSyntax.self), member.name.text == "ReturnsValue" {
        clause = member.genericArgumentClause
      } else {
        continue
      }
      if let argument = clause?.arguments.first, case .type(let value) = argument.argument {
        return value
      }
    }
    return nil
  }

  // MARK: - Reporting

  private mutating func diagnose(
    _ node: Syntax, _ message: SchemaMacroDiagnostic, fixIts: [FixIt] = []
  ) {
    diagnostics.append(Diagnostic(node: node, message: message, fixIts: fixIts))
  }
}

extension Trivia {
  /// The spaces and tabs after the last newline: a line's indentation.
  var indentation: String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds: result = ""
      case .spaces(let count): result += String(repeating: " ", count: count)
      case .tabs(let count): result += String(repeating: "\t", count: count)
      default: break
      }
    }
    return result
  }
}
