import AppIntents
import CoreSpotlight

extension IntentsHost {
  /// The most words an utterance may have to be matched against phrases.
  public static let maximumUtteranceWords = 48

  /// Understands what a person says as Siri does with App Shortcuts: matches it against every
  /// phrase of the app, fills the phrase's parameter from the words said, and runs the intent —
  /// asking "which one?" when the words name several entities.
  ///
  /// ```swift
  /// let heard = try await host.interpret("open the matterhorn in landmarks")
  /// switch heard.outcome {
  /// case .ran(let result): print(result.dialog ?? "")
  /// case .needsInput(let question): print(question.prompt, question.options.map(\.title))
  /// case .noMatch: print("Try:", heard.closestPhrases)
  /// }
  /// ```
  ///
  /// Matching ignores case, accents, punctuation and filler words ("please", "the"), accepts
  /// words in another form or misspelt, and lets people leave out small words and the app's
  /// name. Of the phrases that match, the closest runs. Its slot is filled from the words said
  /// there: an exact title or synonym of one of the phrase's values (the parameter's
  /// suggestions) is taken as it is; other words are searched — in the Spotlight index for an
  /// `IndexedEntity` type (titles, synonyms, keywords, typos forgiven), else through the
  /// parameter's query — after dropping the words that name the entity type ("the sight
  /// Matterhorn"). One entity whose title is exactly the words is chosen; several matches make
  /// a "which one?" question, answered by interpreting the same words again with `answers`
  /// (or by `responder`). A run asks each question once, so interpreting always ends.
  ///
  /// This is an OpenIntents addition.
  public func interpret(
    _ utterance: String, answers: [String: IntentAnswer] = [:],
    responder: (any IntentResponder)? = nil
  ) async throws -> Interpretation {
    try Limits.check(text: utterance)
    let words = SearchText.words(utterance)
    guard words.count <= Self.maximumUtteranceWords else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "An utterance may have at most \(Self.maximumUtteranceWords) words to be matched with a "
          + "phrase, not \(words.count).")
    }
    let expanded = try await expandedShortcuts()
    let applicationWords = Set(SearchText.words(name))
    var best: (template: PhraseTemplate, alignment: PhraseAlignment)?
    for template in expanded.flatMap(\.templates) {
      guard
        let alignment = PhraseAlignment(template, words: words, applicationWords: applicationWords)
      else { continue }
      if let current = best?.alignment,
        (current.cost, -current.requiredMatched) <= (alignment.cost, -alignment.requiredMatched)
      {
        continue
      }
      best = (template, alignment)
    }
    guard let (template, alignment) = best else {
      return Interpretation(
        utterance: utterance, outcome: .noMatch, phrase: nil,
        closestPhrases: closestPhrases(to: words, in: expanded))
    }
    let match = phraseMatch(template, alignment)
    let outcome = try await run(
      intent: template.intent, parameters: match.parameters, answers: answers,
      responder: responder,
      entitySearch: { [unowned self] runtime, text in
        try await self.slotEntities(runtime, text)
      })
    switch outcome {
    case .completed(let result):
      return Interpretation(
        utterance: utterance, outcome: .ran(result), phrase: match, closestPhrases: [])
    case .needsInput(let question):
      return Interpretation(
        utterance: utterance, outcome: .needsInput(question), phrase: match, closestPhrases: [])
    }
  }

  // MARK: - Filling slots

  /// The phrase with its slots filled from the words said for them.
  private func phraseMatch(_ template: PhraseTemplate, _ alignment: PhraseAlignment) -> PhraseMatch
  {
    var parameters = template.preset
    var texts: [String: String] = [:]
    for name in template.slotNames {
      guard let said = alignment.slots[name], !said.isEmpty, let slot = template.slots[name] else {
        parameters[name] = nil  // nothing said: the run asks for it
        continue
      }
      let words = trimmed(said, naming: slot.entityType)
      texts[name] = words.joined(separator: " ")
      if let value = slot.value(named: words) {
        parameters[name] = value.input
      } else {
        parameters[name] = .text(words.joined(separator: " "))
      }
    }
    let scale = Double(template.requiredWordCount + template.slotNames.count + 1)
    var text = template.template.replacingOccurrences(of: "${applicationName}", with: name)
    for (slot, words) in texts { text = text.replacingOccurrences(of: "${\(slot)}", with: words) }
    return PhraseMatch(
      text: text, template: template.template, intent: template.intent, shortTitle: template.shortTitle,
      parameters: parameters, slotTexts: texts, confidence: max(0, 1 - alignment.cost / scale))
  }

  /// The words of a slot without the small words around them and the words naming its entity
  /// type ("the sight matterhorn" → "matterhorn"), unless nothing would remain.
  private func trimmed(_ words: [String], naming entityType: String?) -> [String] {
    var typeWords: [String: Set<String>] = [:]
    if let entityType, let runtime = registry.entities[entityType] {
      typeWords = SpotlightQuery.typeWords(of: [runtime.entityType])
    }
    func droppable(_ word: String) -> Bool {
      PhraseAlignment.fillers.contains(word)
        || !SpotlightQuery.types(named: word, in: typeWords).isEmpty
    }
    var kept = words[...]
    while let first = kept.first, droppable(first), kept.count > 1 { kept = kept.dropFirst() }
    while let last = kept.last, droppable(last), kept.count > 1 { kept = kept.dropLast() }
    return Array(kept)
  }

  /// The entities words said for a slot name: from Spotlight for an indexed type with entries,
  /// else from the type's own search; one whose title or synonym is exactly the words wins.
  func slotEntities(
    _ runtime: any EntityTypeRuntime, _ text: String
  ) async throws
    -> [EntityValue]
  {
    var found: [EntityValue] = []
    if runtime.entityType is any IndexedEntity.Type, registry.entities[runtime.identifier] != nil {
      found = try await spotlight(query: text, limit: 10, types: [runtime.identifier]).hits.map(
        \.entity)
    }
    if found.isEmpty {
      do {
        found = try await runtime.search(text).entities
      } catch IntentsError.notSearchable {
        found = []
      }
    }
    let words = SearchText.words(text)
    let exact = found.filter { entity in
      ([entity.title] + entity.display.synonyms.map { String(localized: $0) })
        .contains { SearchText.words($0) == words }
    }
    return exact.count == 1 ? exact : found
  }

  // MARK: - No match

  /// The phrases sharing the most words with what was said, at most five.
  private func closestPhrases(to words: [String], in expanded: [ExpandedShortcuts]) -> [String] {
    let said = Set(words.map(WordStem.stem))
    var scored: [(phrase: String, score: Double, order: Int)] = []
    var order = 0
    for shortcuts in expanded {
      for (invocation, phraseWords) in zip(shortcuts.invocations, shortcuts.invocationWords) {
        let shared = Set(phraseWords.map(WordStem.stem)).intersection(said).count
        scored.append(
          (invocation.phrase, Double(shared) / Double(max(phraseWords.count, 1)), order))
        order += 1
      }
      for template in shortcuts.templates
      where template.slots.values.contains(where: \.values.isEmpty) {
        scored.append(
          (template.template.replacingOccurrences(of: "${applicationName}", with: name), 0, order))
        order += 1
      }
    }
    var seen: Set<String> = []
    return scored.sorted { ($1.score, $0.order) < ($0.score, $1.order) }
      .filter { seen.insert($0.phrase).inserted }.prefix(5).map(\.phrase)
  }
}
