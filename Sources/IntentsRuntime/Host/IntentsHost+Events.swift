public import AppIntents
import Foundation

extension IntentsHost {
  /// Every event of the host as it happens — progress and snippet reloads of runs, donations,
  /// changed suggestions — until the stream's consumer stops or the host goes away: this
  /// host's at once, and those other hosts sharing its ``HostStateStore`` log as soon as the
  /// store wakes it. Each call returns a new stream; the newest 256 unread events are kept.
  ///
  /// The stream hears the other hosts from the moment it has read where the shared log stands,
  /// a little after this returns; an event another host logs in between is not streamed (it is
  /// in ``recentEvents(after:limit:)``). Use ``followEvents()`` to wait for that moment. This
  /// is an OpenIntents addition.
  public func events() -> AsyncStream<IntentRunEvent> { hostEvents.stream() }

  /// A stream of every event of the host, as ``events()`` gives, returned once it follows the
  /// log the host shares with other hosts: every event any host logs after this returns
  /// reaches it. When the store cannot tell where its log stands, the stream is returned
  /// anyway and hears other hosts from the first wake-up at which it can. This is an
  /// OpenIntents addition.
  public func followEvents() async -> AsyncStream<IntentRunEvent> {
    await hostEvents.followingStream()
  }

  /// The intents the app donated (`IntentDonationManager`, `AppIntent.donate()`) that this host
  /// serves, newest first — donated through this host or another sharing its
  /// ``HostStateStore``. This is an OpenIntents addition.
  public func donations(intent identifier: String? = nil) async throws -> [IntentDonation] {
    try await hostEvents.donations().reversed().compactMap { stored in
      let intent = stored.donation.intent
      guard registry.intents[intent] != nil, identifier == nil || identifier == intent else {
        return nil
      }
      return stored.donation
    }
  }

  /// The predictions of a `PredictableIntent` from its donations: each combination of the
  /// predicted parameters' values, most often donated first (then most recent), shown as the
  /// intent's `predictionConfiguration` says. An intent that is not predictable has none.
  /// This is an OpenIntents addition.
  public func predictions(intent identifier: String) async throws -> [IntentPredictionResult] {
    _ = try registry.intent(identifier)
    return IntentPredictions.group(intent: identifier, try await hostEvents.donations())
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

  /// A donation as the host state keeps it: described, with the entities it holds and the
  /// predictions it counts towards.
  static func stored(_ record: IntentDonationRecord, runtime: any IntentTypeRuntime)
    -> StoredDonation
  {
    let donation = IntentDonation(
      id: record.identifier.description,
      intent: type(of: record.intent).persistentIdentifier,
      parameters: IntentParameters.values(of: IntentParameters.of(record.intent)),
      date: record.date, dialog: record.result?.dialog?.text,
      value: record.result?.value.map(ValueEncoding.json))
    return StoredDonation(
      donation: donation, entities: DonationMatching.entities(in: record.intent),
      predictions: runtime.predictionCandidates(of: record.intent))
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
        guard let runtime = registry.intents[identifier] else { return }
        let stored = stored(record, runtime: runtime)
        record.acceptance?.accept(events.record(stored))
        events.publish(
          IntentRunEvent(.donation, intent: identifier, donation: stored.donation))
      case .donationsDeleted(let predicate, let reply):
        guard DonationMatching.concerns(predicate, registry) else { return }
        let deleting = events.deleteDonations { DonationMatching.matches(predicate, $0) }
        reply(Task { try await deleting.value.compactMap(IntentDonationIdentifier.init) })
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

/// Whether a kept donation matches a deletion predicate.
enum DonationMatching {
  static func matches(
    _ predicate: IntentDonationMatchingPredicate, _ stored: StoredDonation
  )
    -> Bool
  {
    switch predicate.kind {
    case .donation(let identifier): return stored.donation.id == identifier.description
    case .entity(let entity): return mentions(stored, [entity])
    case .donations(let identifiers):
      return identifiers.contains { $0.description == stored.donation.id }
    case .entities(let entities): return mentions(stored, entities)
    case .intentType(let type, let entity):
      guard stored.donation.intent == type.persistentIdentifier else { return false }
      return entity.map { mentions(stored, [$0]) } ?? true
    }
  }

  /// Whether a host serving the registry can keep donations the predicate matches: those of
  /// an intent it serves, holding an entity of a type it serves.
  static func concerns(_ predicate: IntentDonationMatchingPredicate, _ registry: Registry) -> Bool {
    switch predicate.kind {
    case .donation, .donations: return !registry.intents.isEmpty
    case .entity(let entity): return registry.entities[entity.entityType.persistentIdentifier] != nil
    case .entities(let entities):
      return entities.contains { registry.entities[$0.entityType.persistentIdentifier] != nil }
    case .intentType(let type, _): return registry.intents[type.persistentIdentifier] != nil
    }
  }

  /// Whether the donation's parameters hold one of the entities.
  private static func mentions(_ stored: StoredDonation, _ entities: [EntityIdentifier]) -> Bool {
    entities.contains { stored.entities.contains(Self.entity($0)) }
  }

  private static func entity(_ identifier: EntityIdentifier) -> StoredDonation.Entity {
    StoredDonation.Entity(
      type: identifier.entityType.persistentIdentifier, identifier: identifier.identifier)
  }

  /// The entities the intent's parameters hold.
  static func entities(in intent: any AppIntent) -> [StoredDonation.Entity] {
    var found: [StoredDonation.Entity] = []
    for (_, parameter) in IntentParameters.of(intent) {
      guard let value = parameter.anyCurrentValue else { continue }
      for item in (value as? [Any]) ?? [value] {
        guard let item = item as? any AppEntity else { continue }
        let entity = Self.entity(EntityIdentifier(for: item))
        if !found.contains(entity) { found.append(entity) }
      }
    }
    return found
  }
}

extension IntentDonationIdentifier {
  /// The identifier a kept donation's text names.
  init?(_ text: String) {
    guard let uuid = UUID(uuidString: text) else { return nil }
    self.init(uuid)
  }
}
