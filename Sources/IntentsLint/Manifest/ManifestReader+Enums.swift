import SwiftSyntax

extension ManifestReader {
  /// How a case is shown: `caseDisplayRepresentations`.
  struct CaseDisplay {
    var title: String?
    var subtitle: String?
    var synonyms: [String]?
  }

  mutating func enumeration(_ type: SourceIndex.TypeFacts) -> SourceManifest.Enumeration {
    let identifier = identifier(of: type)
    let display = type.staticValue("typeDisplayRepresentation").value
    let name =
      SourceLiterals.text(display)
      ?? SourceLiterals.text(
        SourceLiterals.call(display).flatMap { SourceLiterals.argument($0, "name") })
    if name == nil { note("\(identifier): its typeDisplayRepresentation is not a literal.") }
    let titles = caseTitles(of: type)
    if titles == nil { note("\(identifier): its caseDisplayRepresentations are computed.") }
    let cases = cases(of: type).map { found in
      let raw: String
      switch found.raw {
      case .integer(let whole): raw = String(whole)
      case .string(let text): raw = text
      default: raw = found.name
      }
      let shown = titles?[found.name]
      return SourceManifest.Enumeration.Case(
        rawValue: raw, title: titles == nil ? nil : (shown?.title ?? raw),
        subtitle: shown?.subtitle, synonyms: titles == nil ? nil : (shown?.synonyms ?? []))
    }
    return SourceManifest.Enumeration(
      identifier: identifier, name: name, cases: cases, schema: schema(of: type, kind: "enum"))
  }

  /// The cases in declaration order, each with its raw value: a `String` enum's name or written
  /// value, an `Int` enum's number, counted on from the last one written.
  func cases(of type: SourceIndex.TypeFacts) -> [(name: String, raw: SourceManifest.JSON)] {
    let isInteger = type.inherited.contains("Int")
    var next = 0
    var found: [(name: String, raw: SourceManifest.JSON)] = []
    for member in declaredMembers(of: type) {
      guard let declaration = member.as(EnumCaseDeclSyntax.self) else { continue }
      for element in declaration.elements {
        let name = element.name.text.trimmingBackticks
        let written = SourceLiterals.json(element.rawValue?.value)
        if isInteger {
          if case .integer(let whole) = written { next = whole }
          found.append((name, .integer(next)))
          next += 1
        } else {
          found.append((name, written ?? .string(name)))
        }
      }
    }
    return found
  }

  /// The display of each case by name, from a literal `caseDisplayRepresentations`; `nil` when
  /// it is computed.
  func caseTitles(of type: SourceIndex.TypeFacts) -> [String: CaseDisplay]? {
    let declared = type.staticValue("caseDisplayRepresentations")
    guard declared.declared else { return [:] }
    guard let dictionary = declared.value?.as(DictionaryExprSyntax.self) else { return nil }
    guard case .elements(let elements) = dictionary.content else { return [:] }
    var titles: [String: CaseDisplay] = [:]
    for element in elements {
      guard let key = element.key.as(MemberAccessExprSyntax.self) else { return nil }
      let name = key.declName.baseName.text.trimmingBackticks
      if let title = SourceLiterals.text(element.value) {
        titles[name] = CaseDisplay(title: title, subtitle: nil, synonyms: [])
        continue
      }
      guard let call = SourceLiterals.call(element.value),
        let title = SourceLiterals.text(SourceLiterals.argument(call, "title"))
      else { return nil }
      let subtitle = SourceLiterals.argument(call, "subtitle")
      let synonyms = SourceLiterals.argument(call, "synonyms")
      titles[name] = CaseDisplay(
        title: title, subtitle: subtitle.flatMap(SourceLiterals.text),
        synonyms: synonyms.map(SourceLiterals.texts) ?? [])
    }
    return titles
  }

  // MARK: - App Shortcuts

  /// The App Shortcuts a provider declares, those of every `#if` clause included.
  mutating func shortcuts(of provider: SourceIndex.TypeFacts) -> [SourceManifest.Shortcut] {
    let finder = CallFinder(names: ["AppShortcut"])
    for (_, member) in provider.members { finder.walk(member) }
    var shortcuts: [SourceManifest.Shortcut] = []
    for call in finder.found {
      let intentName = SourceLiterals.call(SourceLiterals.argument(call, "intent"))
        .flatMap(ExpressionNames.callee)
      guard let intentName, let intent = index.resolve(intentName, from: provider.name) else {
        note("\(provider.name): an App Shortcut's intent is not among the sources; left out.")
        continue
      }
      guard let phrases = phrases(SourceLiterals.argument(call, "phrases")) else {
        note("\(provider.name): the phrases of \(intentName) are computed; left out.")
        continue
      }
      shortcuts.append(
        SourceManifest.Shortcut(
          intent: identifier(of: intent), phrases: phrases,
          shortTitle: SourceLiterals.text(SourceLiterals.argument(call, "shortTitle")),
          systemImageName: SourceLiterals.text(SourceLiterals.argument(call, "systemImageName"))))
    }
    return shortcuts
  }

  /// Phrase templates: `"Open \(\.$book) in \(.applicationName)"` as
  /// `Open ${parameter} in ${applicationName}`.
  private func phrases(_ expression: ExprSyntax?) -> [String]? {
    guard let list = expression?.as(ArrayExprSyntax.self) else { return nil }
    var templates: [String] = []
    for element in list.elements {
      guard let literal = element.expression.as(StringLiteralExprSyntax.self) else { return nil }
      var template = ""
      for segment in literal.segments {
        switch segment {
        case .stringSegment(let text): template += SourceLiterals.unescaped(text.content.text)
        case .expressionSegment(let interpolation):
          let expression = interpolation.expressions.first?.expression
          if expression?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "applicationName"
          {
            template += "${applicationName}"
          } else if SourceLiterals.keyPathName(expression) != nil {
            template += "${parameter}"
          } else {
            return nil
          }
        }
      }
      templates.append(template)
    }
    return templates
  }
}

extension String {
  /// The name without the backticks that let a keyword be one: `default` for `` `default` ``.
  fileprivate var trimmingBackticks: String {
    hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
  }
}
