import AppIntents
import CoreSpotlight

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

/// The App Shortcuts of one provider: every concrete phrase, and the phrases as written,
/// ready to match what people say.
struct ExpandedShortcuts: Sendable {
  var invocations: [ShortcutInvocation]
  var templates: [PhraseTemplate]
  /// The folded words of each invocation's phrase, in the order of ``invocations``.
  var invocationWords: [[String]]

  init(invocations: [ShortcutInvocation], templates: [PhraseTemplate]) {
    self.invocations = invocations
    self.templates = templates
    invocationWords = invocations.map { SearchText.words($0.phrase) }
  }
}

/// Expands App Shortcut phrases: each parameter token becomes each of the parameter's
/// suggested values (an entity's suggestions, an enum's cases).
struct ShortcutExpansion {
  let applicationName: String
  let registry: Registry
  /// The most phrases one shortcut phrase expands into.
  static let maximumPerPhrase = 1000

  func expand(_ provider: any AppShortcutsProvider.Type) async throws -> ExpandedShortcuts {
    var invocations: [ShortcutInvocation] = []
    var templates: [PhraseTemplate] = []
    var valuesByType: [ObjectIdentifier: [PhraseTemplate.SlotValue]] = [:]
    let applicationWords = SearchText.words(applicationName)
    for shortcut in provider.appShortcuts {
      let intentType = type(of: shortcut.intent).persistentIdentifier
      guard registry.intents[intentType] != nil else {
        throw IntentsError(
          IntentsError.unknownIntent,
          "The App Shortcut “\(shortcut.phraseTemplates.first ?? "")” runs \(intentType), which "
            + "the host does not list; add it to the host's declaration.")
      }
      let named = IntentParameters.of(shortcut.intent)
      let preset = IntentParameters.values(of: named).compactMapValues {
        $0 == .null ? nil : ParameterInput.value($0)
      }
      let shortTitle = shortcut.shortTitle.map { String(localized: $0) }
      for (parts, template) in zip(shortcut.phraseParts, shortcut.phraseTemplates) {
        var partial: [(text: String, parameters: [String: ParameterInput])] = [("", [:])]
        var phrase = PhraseTemplate(
          template: "", intent: intentType, elements: [], preset: preset, slots: [:],
          shortTitle: shortTitle)
        for part in parts {
          switch part {
          case .text(let text):
            partial = partial.map { ($0.text + text, $0.parameters) }
            phrase.template += text
            phrase.elements += SearchText.words(text).map {
              .word($0, PhraseTemplate.importance(of: $0))
            }
          case .applicationName:
            partial = partial.map { ($0.text + applicationName, $0.parameters) }
            phrase.template += "${applicationName}"
            phrase.markApplicationName(applicationWords)
          case .parameter(let valueType, let parameterOf):
            guard let object = parameterOf(shortcut.intent),
              let name = named.first(where: { $0.parameter === object })?.name
            else { continue }
            let key = ObjectIdentifier(valueType)
            let values: [PhraseTemplate.SlotValue]
            if let known = valuesByType[key] {
              values = known
            } else {
              values = try await self.values(of: valueType)
              valuesByType[key] = values
            }
            phrase.template += "${\(name)}"
            phrase.elements.append(.slot(name))
            phrase.slots[name] = PhraseTemplate.Slot(
              entityType: entityType(of: valueType), values: values)
            partial = partial.flatMap { prefix in
              values.map { value in
                (prefix.text + value.title, prefix.parameters.merging([name: value.input]) { $1 })
              }
            }
            partial = Array(partial.prefix(Self.maximumPerPhrase))
          }
        }
        templates.append(phrase)
        for (text, parameters) in partial {
          invocations.append(
            ShortcutInvocation(
              phrase: text, template: template, intent: intentType,
              parameters: preset.merging(parameters) { $1 }, shortTitle: shortTitle,
              systemImageName: shortcut.systemImageName))
        }
      }
    }
    return ExpandedShortcuts(invocations: invocations, templates: templates)
  }

  /// The persistent identifier of a parameter's entity type, if it takes entities.
  private func entityType(of valueType: Any.Type) -> String? {
    let type = IntentValueReflection.wrappedType(ofOptional: valueType) ?? valueType
    return (type as? any AppEntity.Type)?.persistentIdentifier
  }

  private func values(of valueType: Any.Type) async throws -> [PhraseTemplate.SlotValue] {
    let type = IntentValueReflection.wrappedType(ofOptional: valueType) ?? valueType
    if let entityType = type as? any AppEntity.Type {
      return try await registry.entity(for: entityType).suggest().entities.map {
        PhraseTemplate.SlotValue(
          title: $0.title, synonyms: $0.display.synonyms.map { String(localized: $0) },
          input: .identifier($0.identifier))
      }
    }
    if let enumType = type as? any AppEnum.Type {
      return EnumParsing.cases(of: enumType).map {
        PhraseTemplate.SlotValue(
          title: String(localized: $0.display.title),
          synonyms: $0.display.synonyms.map { String(localized: $0) },
          input: .value(.string($0.raw)))
      }
    }
    return []
  }
}
