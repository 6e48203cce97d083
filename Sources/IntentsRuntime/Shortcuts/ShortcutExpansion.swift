import AppIntents

/// One concrete App Shortcut phrase: the text people say, and the intent it runs with its
/// parameters.
public struct ShortcutInvocation: Sendable, Hashable, Codable {
  /// The phrase, such as "Open Matterhorn in Landmarks".
  public var phrase: String
  /// The phrase as written, such as "Open ${landmark} in ${applicationName}".
  public var template: String
  /// The intent it runs.
  public var intent: String
  /// The parameters it runs the intent with.
  public var parameters: [String: ParameterInput]
  /// The shortcut's short title, if any.
  public var shortTitle: String?
  /// The shortcut's symbol, if any.
  public var systemImageName: String?
}

/// Expands App Shortcut phrases: each parameter token becomes each of the parameter's
/// suggested values (an entity's suggestions, an enum's cases).
struct ShortcutExpansion {
  let applicationName: String
  let registry: Registry
  /// The most phrases one shortcut phrase expands into.
  static let maximumPerPhrase = 1000

  func expand(_ provider: any AppShortcutsProvider.Type) async throws -> [ShortcutInvocation] {
    var invocations: [ShortcutInvocation] = []
    var valuesByType: [ObjectIdentifier: [(title: String, input: ParameterInput)]] = [:]
    for shortcut in provider.appShortcuts {
      let intentType = type(of: shortcut.intent).persistentIdentifier
      guard registry.intents[intentType] != nil else {
        throw IntentsError(
          IntentsError.unknownIntent,
          "The App Shortcut “\(shortcut.phraseTemplates.first ?? "")” runs \(intentType), which "
            + "the host does not list; add it to the host's declaration.")
      }
      let named = IntentParameters.of(shortcut.intent)
      let preset = IntentParameters.values(of: named)
      for (parts, template) in zip(shortcut.phraseParts, shortcut.phraseTemplates) {
        var partial: [(text: String, parameters: [String: ParameterInput])] = [("", [:])]
        for part in parts {
          switch part {
          case .text(let text):
            partial = partial.map { ($0.text + text, $0.parameters) }
          case .applicationName:
            partial = partial.map { ($0.text + applicationName, $0.parameters) }
          case .parameter(let valueType, let parameterOf):
            guard let object = parameterOf(shortcut.intent),
              let name = named.first(where: { $0.parameter === object })?.name
            else { continue }
            let key = ObjectIdentifier(valueType)
            let values: [(title: String, input: ParameterInput)]
            if let known = valuesByType[key] {
              values = known
            } else {
              values = try await self.values(of: valueType)
              valuesByType[key] = values
            }
            partial = partial.flatMap { prefix in
              values.map { value in
                (prefix.text + value.title, prefix.parameters.merging([name: value.input]) { $1 })
              }
            }
            partial = Array(partial.prefix(Self.maximumPerPhrase))
          }
        }
        for (text, parameters) in partial {
          var all = preset.compactMapValues { $0 == .null ? nil : ParameterInput.value($0) }
          all.merge(parameters) { $1 }
          invocations.append(
            ShortcutInvocation(
              phrase: text, template: template, intent: intentType, parameters: all,
              shortTitle: shortcut.shortTitle.map { String(localized: $0) },
              systemImageName: shortcut.systemImageName))
        }
      }
    }
    return invocations
  }

  private func values(
    of valueType: Any.Type
  ) async throws -> [(title: String, input: ParameterInput)] {
    let type = IntentValueReflection.wrappedType(ofOptional: valueType) ?? valueType
    if let entityType = type as? any AppEntity.Type {
      return try await registry.entity(for: entityType).suggest().entities.map {
        ($0.title, .identifier($0.identifier))
      }
    }
    if let enumType = type as? any AppEnum.Type {
      return EnumParsing.cases(of: enumType).map {
        (String(localized: $0.display.title), .value(.string($0.raw)))
      }
    }
    return []
  }
}
