public import AppIntents
import Foundation

extension IntentsHost {
  /// Every event of the host as it happens — progress and snippet reloads of runs, donations,
  /// changed suggestions — until the stream's consumer stops or the host goes away. Each call
  /// returns a new stream; the newest 256 unread events are kept. This is an OpenIntents
  /// addition.
  public func events() -> AsyncStream<IntentRunEvent> { hostEvents.stream() }

  /// The intents the app donated (`IntentDonationManager`, `AppIntent.donate()`) that this host
  /// serves, newest first. This is an OpenIntents addition.
  public func donations(intent identifier: String? = nil) -> [IntentDonation] {
    hostEvents.donations.reversed().compactMap { record in
      let type = type(of: record.intent).persistentIdentifier
      guard identifier == nil || identifier == type else { return nil }
      return Self.describe(record)
    }
  }

  /// The predictions of a `PredictableIntent` from its donations: each combination of the
  /// predicted parameters' values, most often donated first (then most recent), shown as the
  /// intent's `predictionConfiguration` says. An intent that is not predictable has none.
  /// This is an OpenIntents addition.
  public func predictions(intent identifier: String) throws -> [IntentPredictionResult] {
    let runtime = try registry.intent(identifier)
    let records = hostEvents.donations.filter {
      type(of: $0.intent).persistentIdentifier == identifier
    }
    return runtime.predictions(from: records)
  }

  /// The app's relevant intents that this host serves, and among them those relevant at a date
  /// when one is given. This is an OpenIntents addition.
  public func relevantIntents(at date: Date? = nil) -> [RelevantIntentDescription] {
    hostEvents.relevant.compactMap { relevant in
      let type = type(of: relevant.intent).persistentIdentifier
      guard registry.intents[type] != nil else { return nil }
      if let date, !relevant.relevance.isRelevant(at: date) { return nil }
      return RelevantIntentDescription(
        intent: type, parameters: IntentParameters.values(of: IntentParameters.of(relevant.intent)),
        widgetKind: relevant.widgetKind, relevance: relevant.relevance.description)
    }
  }

  static func describe(_ record: IntentDonationRecord) -> IntentDonation {
    IntentDonation(
      id: record.identifier.description,
      intent: type(of: record.intent).persistentIdentifier,
      parameters: IntentParameters.values(of: IntentParameters.of(record.intent)),
      date: record.date, dialog: record.result?.dialog?.text,
      value: record.result?.value.map(ValueEncoding.json))
  }

  /// The closure that receives the app's system events for a host.
  static func systemEventObserver(
    registry: Registry, events: HostEvents, snippets: SnippetRendering
  ) -> @Sendable (IntentSystemEvents.Event) -> Void {
    { event in
      switch event {
      case .snippetReload(let type):
        // The run asking, when it is this host's: several hosts of a process hear every event.
        let run = (IntentInteraction.current as? RunInteraction).flatMap {
          $0.session.events.host === events ? $0 : nil
        }
        let shown = events.shownSnippets(of: type)
        let identifier = type.persistentIdentifier
        guard run != nil || !shown.isEmpty || registry.intents[identifier] != nil else { return }
        guard !shown.isEmpty else {
          let event = IntentRunEvent(.snippetReload, runID: run?.session.id, intent: identifier)
          if let run { run.session.events.send(event) } else { events.publish(event) }
          return
        }
        let sink = run?.session.events ?? RunEvents(host: events, onEvent: nil)
        let rendering = Task {
          for (runID, snippet) in shown {
            let content = try? await snippets.render(snippet)
            sink.send(
              IntentRunEvent(
                .snippetReload, runID: runID ?? run?.session.id, intent: identifier,
                snippet: content))
          }
        }
        // The run that asked ends only once its caller has heard the reloads.
        run?.session.events.pending.add(rendering)
      case .donation(let record):
        let identifier = type(of: record.intent).persistentIdentifier
        guard registry.intents[identifier] != nil else { return }
        events.record(record)
        record.acceptance?.accept()
        events.publish(
          IntentRunEvent(.donation, intent: identifier, donation: describe(record)))
      case .donationsDeleted(let predicate, let reply):
        reply(events.deleteDonations { DonationMatching.matches(predicate, $0) })
      case .relevantIntents(let intents):
        let served = intents.filter {
          registry.intents[type(of: $0.intent).persistentIdentifier] != nil
        }
        events.replaceRelevant(served)
        events.publish(IntentRunEvent(.relevantIntentsChanged, intent: ""))
      case .suggestionsChanged(let type):
        let identifier = type.persistentIdentifier
        guard registry.intents[identifier] != nil else { return }
        events.publish(IntentRunEvent(.suggestionsChanged, intent: identifier))
      }
    }
  }
}

/// Whether a donation matches a deletion predicate.
enum DonationMatching {
  static func matches(
    _ predicate: IntentDonationMatchingPredicate, _ record: IntentDonationRecord
  )
    -> Bool
  {
    switch predicate.kind {
    case .donation(let identifier): return record.identifier == identifier
    case .entity(let entity): return mentions(record.intent, [entity])
    case .donations(let identifiers): return identifiers.contains(record.identifier)
    case .entities(let entities): return mentions(record.intent, Set(entities))
    case .intentType(let type, let entity):
      guard Swift.type(of: record.intent).persistentIdentifier == type.persistentIdentifier else {
        return false
      }
      return entity.map { mentions(record.intent, [$0]) } ?? true
    }
  }

  /// Whether one of the intent's parameters holds one of the entities.
  private static func mentions(_ intent: any AppIntent, _ entities: Set<EntityIdentifier>) -> Bool {
    IntentParameters.of(intent).contains { _, parameter in
      guard let value = parameter.anyCurrentValue else { return false }
      let values = (value as? [Any]) ?? [value]
      return values.contains { item in
        guard let item = item as? any AppEntity else { return false }
        return entities.contains(EntityIdentifier(for: item))
      }
    }
  }
}
