import SwiftSyntax

extension ManifestReader {
  /// The system intent kinds, in the runtime's order, by the protocol that makes each.
  static let intentKinds: [(kind: String, protocol: String)] = [
    ("open", "OpenIntent"), ("delete", "DeleteIntent"),
    ("urlRepresentable", "URLRepresentableIntent"),
    ("widgetConfiguration", "WidgetConfigurationIntent"),
    ("controlConfiguration", "ControlConfigurationIntent"),
    ("customIntentMigrated", "CustomIntentMigratedAppIntent"),
    ("audioPlayback", "AudioPlaybackIntent"), ("audioStarting", "AudioStartingIntent"),
    ("audioRecording", "AudioRecordingIntent"), ("liveActivity", "LiveActivityIntent"),
    ("liveActivityStarting", "LiveActivityStartingIntent"),
    ("pushToTalkTransmission", "PushToTalkTransmissionIntent"),
    ("foregroundContinuable", "ForegroundContinuableIntent"),
    ("progressReporting", "ProgressReportingIntent"), ("undoable", "UndoableIntent"),
    ("setValue", "SetValueIntent"), ("playVideo", "PlayVideoIntent"),
    ("startWorkout", "StartWorkoutIntent"), ("pauseWorkout", "PauseWorkoutIntent"),
    ("resumeWorkout", "ResumeWorkoutIntent"), ("cameraCapture", "CameraCaptureIntent"),
    ("setFocusFilter", "SetFocusFilterIntent"),
    ("targetContentProviding", "TargetContentProvidingIntent"), ("snippet", "SnippetIntent"),
    ("predictable", "PredictableIntent"), ("deprecated", "DeprecatedAppIntent"),
  ]
  /// The protocols whose intents open the app unless they say otherwise.
  static let opensAppByDefault: Set<String> = [
    "OpenIntent", "ShowInAppSearchResultsIntent", "StartWorkoutIntent", "PlayVideoIntent",
  ]
  /// The execution targets in the runtime's order.
  static let executionTargets = ["main", "appIntentsExtension", "widgetKitExtension"]

  mutating func intent(_ type: SourceIndex.TypeFacts) -> SourceManifest.Intent {
    let identifier = identifier(of: type)
    let conformances = index.conformances(of: type.name)
    var intent = SourceManifest.Intent(identifier: identifier, parameters: [])
    let title = inheritedStatic("title", of: type, base: "AppIntent")
    intent.title = SourceLiterals.text(title.value)
    if intent.title == nil { note("\(identifier): its title is not a literal; left out.") }
    let description = type.staticValue("description")
    intent.description = SourceLiterals.text(
      SourceLiterals.call(description.value)?.arguments.first?.expression ?? description.value)
    if description.declared, intent.description == nil {
      note("\(identifier): its description is computed; left out.")
    }
    var defaults: [String: ExprSyntax] = [:]
    for (_, variable, binding) in type.variables where variable.hasAttribute("Parameter") {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      let (parameter, given) = self.parameter(name, variable, binding, of: type)
      intent.parameters.append(parameter)
      defaults[name] = given
    }
    // A member the sources do not declare may come from another module's protocol or class.
    let unknown = supertypes(of: type).unknown
    var unknownFields: [String] = []
    intent.opensApp = inheritedBool(
      "openAppWhenRun", of: type, base: "AppIntent", unknown: unknown,
      fallback: !conformances.isDisjoint(with: Self.opensAppByDefault),
      unknownFields: &unknownFields)
    intent.isDiscoverable = inheritedBool(
      "isDiscoverable", of: type, base: "AppIntent", unknown: unknown,
      fallback: !conformances.contains("SnippetIntent"), unknownFields: &unknownFields)
    readSummary(of: type, defaults: defaults, into: &intent)
    let kinds = Self.intentKinds.filter { conformances.contains($0.protocol) }.map(\.kind)
    intent.kinds = kinds.isEmpty ? nil : kinds
    intent.schema = schema(of: type, kind: "intent")
    let targets = inheritedStatic("allowedExecutionTargets", of: type, base: "AppIntent")
    if targets.declared {
      intent.executionTargets = executionTargets(targets.value)
      if intent.executionTargets == nil {
        note("\(identifier): its allowedExecutionTargets are computed; left out.")
      }
    } else if unknown.isEmpty {
      intent.executionTargets = Self.executionTargets
    } else {
      unknownFields.append("allowedExecutionTargets")
    }
    noteUnknown(unknown, of: identifier, fields: unknownFields, outcome: "left out")
    return intent
  }

  /// A parameter, and the expression of its default value if it has one.
  private mutating func parameter(
    _ name: String, _ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax,
    of intent: SourceIndex.TypeFacts
  ) -> (SourceManifest.Intent.Parameter, ExprSyntax?) {
    let subject = "\(identifier(of: intent)).\(name)"
    let attribute = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first {
      TypeNames.last(of: $0.attributeName) == "Parameter"
    }
    var arguments: [String: ExprSyntax] = [:]
    if case .argumentList(let list)? = attribute?.arguments {
      for argument in list { arguments[argument.label?.text ?? ""] = argument.expression }
    }
    let written = binding.typeAnnotation?.type
    let described = written.flatMap { self.value(of: $0, in: intent.name) }
    if described == nil { note("\(subject): its value type is not known from source.") }
    let given = arguments["default"] ?? binding.initializer?.value
    var parameter = SourceManifest.Intent.Parameter(
      name: name,
      title: arguments["title"].map(SourceLiterals.text) ?? PropertyNames.title(for: name),
      description: SourceLiterals.text(arguments["description"]), value: described,
      isRequired: !(described?.isOptional ?? false) && given == nil)
    if parameter.title == nil { note("\(subject): its title is computed; left out.") }
    if arguments["description"] != nil, parameter.description == nil {
      note("\(subject): its description is computed; left out.")
    }
    if let given {
      parameter.defaultValue = defaultValue(given, written: written, in: intent.name)
      if parameter.defaultValue == nil { note("\(subject): its default value is not a literal.") }
    }
    if let range = arguments["inclusiveRange"] {
      let bounds = range.as(TupleExprSyntax.self)?.elements.compactMap {
        SourceLiterals.json($0.expression)
      }
      let isNumber = written.flatMap { TypeNames.last(of: Self.unwrapped($0)) } == "Double"
      parameter.range = bounds?.count == 2 ? bounds?.map { isNumber ? Self.asNumber($0) : $0 } : nil
      if parameter.range == nil { note("\(subject): its inclusiveRange is not literal.") }
    }
    return (parameter, given)
  }

  private static func asNumber(_ value: SourceManifest.JSON) -> SourceManifest.JSON {
    if case .integer(let whole) = value { return .number(Double(whole)) }
    return value
  }

  /// A default as the runtime writes it: a literal as itself, an enum case as its raw value.
  private func defaultValue(
    _ given: ExprSyntax, written: TypeSyntax?, in scope: String
  ) -> SourceManifest.JSON? {
    if let member = given.as(MemberAccessExprSyntax.self),
      let name = written.flatMap({ TypeNames.last(of: Self.unwrapped($0)) }),
      let type = index.resolve(name, from: scope), index.isEnum(type)
    {
      return cases(of: type).first { $0.name == member.declName.baseName.text }?.raw
    }
    let value = SourceLiterals.json(given)
    if case .integer(let whole) = value,
      written.flatMap({ TypeNames.last(of: Self.unwrapped($0)) }) == "Double"
    {
      return .number(Double(whole))
    }
    return value
  }

  /// The summary sentence as a fresh intent renders it — a parameter with a default shows its
  /// value, one without shows `‹Title›` — and the parameters listed below it.
  private mutating func readSummary(
    of type: SourceIndex.TypeFacts, defaults: [String: ExprSyntax],
    into intent: inout SourceManifest.Intent
  ) {
    let summary = type.staticValue("parameterSummary")
    guard summary.declared else { return }
    guard let call = SourceLiterals.call(summary.value), ExpressionNames.callee(call) == "Summary",
      let sentence = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
    else {
      note("\(intent.identifier): its parameterSummary is not one literal Summary; left out.")
      return
    }
    var text = ""
    for segment in sentence.segments {
      switch segment {
      case .stringSegment(let literal): text += SourceLiterals.unescaped(literal.content.text)
      case .expressionSegment(let interpolation):
        let name = SourceLiterals.keyPathName(interpolation.expressions.first?.expression)
        guard let name, let parameter = intent.parameters.first(where: { $0.name == name }) else {
          note("\(intent.identifier): its summary names what is not a parameter; left out.")
          return
        }
        guard let given = defaults[name] else {
          text += "‹\(parameter.title ?? name)›"
          continue
        }
        guard let shown = shownValue(given, of: type, parameter: name) else {
          note("\(intent.identifier): its summary shows a default source cannot render; left out.")
          return
        }
        text += shown
      }
    }
    intent.summary = text
    let listed = (call.trailingClosure?.statements ?? []).compactMap {
      SourceLiterals.keyPathName($0.item.as(ExprSyntax.self))
    }
    intent.summaryParameters = listed.isEmpty ? nil : listed
  }

  /// How a summary shows a default value: a whole number or text as itself, an enum case as
  /// its title.
  private func shownValue(
    _ given: ExprSyntax, of intent: SourceIndex.TypeFacts, parameter: String
  ) -> String? {
    switch SourceLiterals.json(given) {
    case .integer(let whole): return String(whole)
    case .string(let text): return text
    default: break
    }
    guard let member = given.as(MemberAccessExprSyntax.self),
      let written = intent.variables.first(where: {
        $0.binding.pattern.trimmedDescription == parameter
      })?.binding.typeAnnotation?.type,
      let name = TypeNames.last(of: Self.unwrapped(written)),
      let type = index.resolve(name, from: intent.name), index.isEnum(type)
    else { return nil }
    let titles = caseTitles(of: type)
    return titles?[member.declName.baseName.text]?.title
  }

  /// The targets a declared `allowedExecutionTargets` names; `nil` when not literal.
  private func executionTargets(_ value: ExprSyntax?) -> [String]? {
    guard let value else { return nil }
    let named: [String]
    if let member = value.as(MemberAccessExprSyntax.self) {
      named = [member.declName.baseName.text]
    } else if let list = value.as(ArrayExprSyntax.self) {
      named = list.elements.compactMap {
        $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      }
      guard named.count == list.elements.count else { return nil }
    } else {
      return nil
    }
    if named == ["default"] { return Self.executionTargets }
    guard named.allSatisfy(Self.executionTargets.contains) else { return nil }
    return Self.executionTargets.filter(named.contains)
  }
}
