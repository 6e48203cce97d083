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
  /// The shortcut's summary with the parameter's value, when the shortcut declares a parameter
  /// presentation.
  public var summary: String?
  /// The title of the options collection the parameter's value comes from, if any.
  public var collection: String?
}

/// The App Shortcuts of one provider: every concrete phrase, and the phrases as written,
/// ready to match what people say.
struct ExpandedShortcuts: Sendable {
  var invocations: [ShortcutInvocation]
  var templates: [PhraseTemplate]
  /// The folded words of each invocation's phrase, in the order of ``invocations``.
  var invocationWords: [[String]]
  /// For every beginning of a phrase word (`"mat"`, `"matt"`… of "matterhorn"), the positions
  /// in ``invocations`` of the phrases holding a word that begins so, ascending: what Spotlight
  /// finds the phrases holding typed words by.
  var invocationsByWordStart: [String: [Int]]

  init(invocations: [ShortcutInvocation], templates: [PhraseTemplate]) {
    self.invocations = invocations
    self.templates = templates
    invocationWords = invocations.map { SearchText.words($0.phrase) }
    var starts: [String: [Int]] = [:]
    for (position, words) in invocationWords.enumerated() {
      for word in words {
        var start = ""
        for character in word {
          start.append(character)
          // A phrase is listed once per beginning, even when several of its words share it.
          if starts[start]?.last != position { starts[start, default: []].append(position) }
        }
      }
    }
    invocationsByWordStart = starts
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
      let presentation = shortcut.parameterPresentation
      let presented = presentation?.parameterOf(shortcut.intent)
      var collectionValues: [(title: String, input: ParameterInput, collection: String)] = []
      if let presentation { collectionValues = try await presentedValues(presentation) }
      for parts in shortcut.phraseParts {
        var partial: [Expanded] = [Expanded(text: "", parameters: [:])]
        var phrase = PhraseTemplate(
          template: "", intent: intentType, elements: [], preset: preset, slots: [:],
          shortTitle: shortTitle)
        for part in parts {
          switch part {
          case .text(let text):
            partial = partial.map { $0.appending(text) }
            phrase.template += text
            phrase.elements += SearchText.words(text).map {
              .word($0, PhraseTemplate.importance(of: $0))
            }
          case .applicationName:
            partial = partial.map { $0.appending(applicationName) }
            phrase.template += "${applicationName}"
            phrase.markApplicationName(applicationWords)
          case .parameter(let valueType, let parameterOf):
            guard let object = parameterOf(shortcut.intent),
              let name = named.first(where: { $0.parameter === object })?.name
            else { continue }
            if let presentation, let presented, object === presented {
              phrase.template += "${\(name)}"
              phrase.elements.append(.slot(name))
              phrase.slots[name] = PhraseTemplate.Slot(
                entityType: entityType(of: valueType),
                values: collectionValues.map {
                  PhraseTemplate.SlotValue(title: $0.title, synonyms: [], input: $0.input)
                })
              partial = partial.flatMap { prefix in
                collectionValues.map { value in
                  var next = prefix.appending(value.title, name, value.input)
                  next.summary = presentation.summary(value.title)
                  next.collection = value.collection
                  return next
                }
              }
              partial = Array(partial.prefix(Self.maximumPerPhrase))
              continue
            }
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
              values.map { value in prefix.appending(value.title, name, value.input) }
            }
            partial = Array(partial.prefix(Self.maximumPerPhrase))
          }
        }
        templates.append(phrase)
        for expanded in partial {
          invocations.append(
            ShortcutInvocation(
              phrase: expanded.text, template: phrase.template, intent: intentType,
              parameters: preset.merging(expanded.parameters) { $1 }, shortTitle: shortTitle,
              systemImageName: shortcut.systemImageName, summary: expanded.summary,
              collection: expanded.collection))
        }
      }
    }
    return ExpandedShortcuts(invocations: invocations, templates: templates)
  }

  /// A phrase being expanded: its text so far and the parameters it sets.
  private struct Expanded {
    var text: String
    var parameters: [String: ParameterInput]
    var summary: String?
    var collection: String?

    func appending(
      _ more: String, _ name: String? = nil, _ input: ParameterInput? = nil
    ) -> Expanded {
      var next = self
      next.text += more
      if let name, let input { next.parameters[name] = input }
      return next
    }
  }

  /// The values of a presented parameter: each options collection's values, in order, with
  /// the collection's title; a value in several collections comes once, with the first.
  private func presentedValues(
    _ presentation: ParameterPresentationInfo
  ) async throws -> [(title: String, input: ParameterInput, collection: String)] {
    var values: [(title: String, input: ParameterInput, collection: String)] = []
    var seen = Set<String>()
    for collection in presentation.collections {
      let items: [Any]
      do {
        try await Invocation.prepareDependencies(
          of: collection.provider, type: "\(type(of: collection.provider))")
        items = try await collection.provider.anyResults()
      } catch let error as IntentsError {
        throw error
      } catch {
        throw IntentsError(
          IntentsError.queryFailed,
          "The options collection “\(String(localized: collection.title))” failed: \(error)")
      }
      for item in items {
        let id = ParameterOptions.identifier(of: item)
        guard seen.insert(id).inserted else { continue }
        let input: ParameterInput =
          item is any AppEntity ? .identifier(id) : .value(ValueEncoding.json(item))
        values.append(
          (
            String(localized: DisplayRepresentations.title(of: item)), input,
            String(localized: collection.title)
          ))
      }
    }
    return values
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
