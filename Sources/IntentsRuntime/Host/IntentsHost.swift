public import AppIntents
import Synchronization

/// The system half of App Intents: it resolves entities by identifier, searches them, runs
/// Finds with filters, sort and limit, suggests values, asks "which one?" without looping,
/// remembers references and runs intents — for an app's registered types.
///
/// Declare what the host serves once, like an `AppShortcutsProvider`:
///
/// ```swift
/// let host = IntentsHost(name: "Landmarks", store: try SQLiteReferenceStore(path: path)) {
///   LandmarkEntity.self
///   CollectionEntity.self
///   NavigationOption.self
///   OpenLandmarkIntent.self
///   LandmarksShortcuts.self
/// }
///
/// let highest = try await host.find(
///   type: "LandmarkEntity",
///   FindRequest(filters: [.init("continent", .equalTo, "Europe")],
///               sort: [.init("elevation", .descending)], limit: 5))
/// ```
///
/// Every operation is `async`, safe to call concurrently, and throws ``IntentsError`` with a
/// stable code and a message that says what to fix. The surfaces that serve a host to people,
/// programs and agents are thin layers over these operations.
public final class IntentsHost: Sendable {
  /// The app's name, used in App Shortcut phrases and manifests.
  public let name: String
  /// Where saved references and runs are kept.
  public let store: any ReferenceStore
  /// The app's dependencies for this host, when it was given its own: while the host runs the
  /// app's queries and intents, their `@Dependency`s read these first
  /// (``AppDependencyManager/current``), then ``AppDependencyManager/shared``.
  public let dependencies: AppDependencyManager?
  /// The Spotlight index the host searches (``spotlight(query:limit:offset:types:)``), and
  /// matches spoken phrases against (``interpret(_:answers:responder:)``). This is an
  /// OpenIntents addition.
  public let spotlightIndex: CSSearchableIndex
  /// What reads the images of visual searches into pixels (see ``ImageReader``); `nil` when
  /// the host searches by labels alone. This is an OpenIntents addition.
  public let images: (any ImageReader)?
  /// The process this host is, among an app's ``IntentExecutionTargets``: the app's main
  /// process unless told otherwise. It runs only the intents whose `allowedExecutionTargets`
  /// include it; the others fail with ``IntentsError/executionTargetNotOffered``. A worker that
  /// serves reads beside the process that owns the store can say it is an extension, so that
  /// intents declared `[.main]` run only in the owner. This is an OpenIntents addition.
  public let executionTarget: IntentExecutionTargets
  let registry: Registry
  private let shortcuts = ShortcutCache()
  /// What Spotlight searches read of the declarations, worked out once.
  let spotlightDeclarations: SpotlightDeclarations
  private let updates: UUID
  /// What the host shares with the other hosts of the app: the event log, donations, and what
  /// each client has on screen (see ``HostStateStore``). This is an OpenIntents addition.
  public let state: any HostStateStore
  /// The app's system events this host keeps and streams.
  let hostEvents: HostEvents
  private let systemEvents: UUID

  /// A host serving the declared types, keeping references in the given store, giving the
  /// app's code its own dependencies when they are given — so that two hosts in one process
  /// can serve two databases through the same query types — searching the given Spotlight
  /// index (the app's default index unless told otherwise), and reading the images of visual
  /// searches with `images` (none unless given a reader: see ``ImageReader``).
  ///
  /// The event log, donations and on-screen contexts go to `state`; without one, to `store`
  /// when it is also a ``HostStateStore`` (as `SQLiteReferenceStore` is), else to memory.
  public init(
    name: String, store: any ReferenceStore = InMemoryReferenceStore(),
    state: (any HostStateStore)? = nil,
    dependencies: AppDependencyManager? = nil,
    spotlightIndex: CSSearchableIndex = .default(),
    images: (any ImageReader)? = nil,
    executionTarget: IntentExecutionTargets = .main,
    @IntentsHostBuilder _ content: () -> [HostComponent]
  ) {
    precondition(
      IntentExecutionTargets.names.contains { $0.0 == executionTarget },
      "An IntentsHost is one process: give it one execution target (.main, "
        + ".appIntentsExtension or .widgetKitExtension), not \(executionTarget.names).")
    self.executionTarget = executionTarget
    self.name = name
    self.store = store
    self.dependencies = dependencies
    self.spotlightIndex = spotlightIndex
    self.images = images
    let state = state ?? (store as? any HostStateStore) ?? InMemoryHostState()
    self.state = state
    hostEvents = HostEvents(store: state)
    var registry = Registry()
    registry.onScreen = OnScreenContexts(store: state)
    for component in content() { registry.add(component) }
    registry.addParameterTypes()
    registry.transfers = TransferCache(preparing: registry.entities.values.map(\.entityType))
    self.registry = registry
    spotlightDeclarations = SpotlightDeclarations(registry)
    let cache = shortcuts
    updates = AppShortcutParameterUpdates.shared.observe { provider in
      cache.invalidate(String(reflecting: provider))
    }
    systemEvents = IntentSystemEvents.shared.observe(
      Self.systemEventObserver(
        registry: registry, events: hostEvents,
        snippets: SnippetRendering(dependencies: dependencies)))
  }

  deinit {
    AppShortcutParameterUpdates.shared.remove(updates)
    IntentSystemEvents.shared.remove(systemEvents)
    hostEvents.finish()
  }

  /// Runs the app's code with the host's dependencies in scope.
  func scoped<Result>(_ operation: () async throws -> Result) async rethrows -> Result {
    guard let dependencies else { return try await operation() }
    return try await AppDependencyManager.$current.withValue(dependencies, operation: operation)
  }

  /// The identifiers of the entity types served, sorted.
  public var entityTypes: [String] { registry.entities.keys.sorted() }
  /// The identifiers of the enum types served, sorted.
  public var enumTypes: [String] { registry.enums.keys.sorted() }
  /// The identifiers of the intents served, sorted.
  public var intentTypes: [String] { registry.intents.keys.sorted() }

  var converter: ValueConverter {
    let registry = registry
    return ValueConverter { type, identifier in
      let runtime = try registry.entity(for: type)
      // "this" in a Find's filter: the client's on-screen entity of the type.
      if OnScreenWords.pointsAtScreen(identifier), let client = IntentsClient.current,
        let shown = try await registry.onScreen.entity(of: runtime, for: client)
      {
        return shown.entity
      }
      guard case .found(let entity)? = try await runtime.resolve([identifier]).first else {
        throw IntentsError(
          IntentsError.entityNotFound,
          "No \(runtime.identifier) has the identifier “\(identifier)”.")
      }
      return entity.entity
    }
  }

  // MARK: - Entities

  /// What the host knows of an entity type.
  public func describe(entityType type: String) async throws -> EntityTypeDescription {
    let runtime = try registry.entity(type)
    return await scoped { await runtime.describe() }
  }

  /// The form of the identifiers of an entity type (`integer`, `uuid`, `string`…); throws
  /// ``IntentsError/unknownType`` for a type the host does not serve.
  package func identifierForm(ofEntityType type: String) throws -> String {
    IdentifierForm.name(of: try registry.entity(type).entityType)
  }

  /// The entities with the given identifiers, in the order asked; identifiers that no longer
  /// exist come back as ``ResolvedEntity/missing(_:)``. A malformed identifier is an error.
  public func resolve(type: String, identifiers: [String]) async throws -> [ResolvedEntity] {
    try Limits.check(identifiers: identifiers)
    let runtime = try registry.entity(type)
    return try await scoped { try await runtime.resolve(identifiers) }
  }

  /// The entity with the identifier; throws ``IntentsError/entityNotFound`` when there is none.
  public func entity(type: String, identifier: String) async throws -> EntityValue {
    guard case .found(let entity)? = try await resolve(type: type, identifiers: [identifier]).first
    else {
      throw IntentsError(
        IntentsError.entityNotFound, "No \(type) has the identifier “\(identifier)”.")
    }
    return entity
  }

  /// The entities the type's query suggests, with its sections and prompt.
  public func suggest(type: String) async throws -> EntityResults {
    let runtime = try registry.entity(type)
    return try await scoped { try await runtime.suggest() }
  }

  /// The entities to suggest in a situation: those the app registered as relevant in
  /// `context` (`RelevantEntities`, named as ``AppEntityContext/name``, such as
  /// `audio.nowPlaying`), as the type's query finds them now, in a first section titled with
  /// the context — then the query's own suggestions, without those. Without a context, the
  /// query's suggestions. An unknown context is ``IntentsError/invalidRequest``, naming the
  /// contexts there are. This is an OpenIntents addition.
  public func suggest(type: String, context: String?) async throws -> EntityResults {
    guard let context else { return try await suggest(type: type) }
    let runtime = try registry.entity(type)
    guard let known = AppEntityContext(named: context) else {
      let allowed = AppEntityContext.all.map(\.name)
      // A request naming no context there is: as the servers' schemas (an enum) refuse it.
      throw IntentsError(
        IntentsError.invalidRequest,
        NameSuggestion.message(
          "There is no context ‘\(context.prefix(100))’.", given: context, allowed: allowed),
        allowed: allowed)
    }
    let identifiers = RelevantEntities.shared.identifiers(ofType: type, in: known)
    return try await scoped {
      var relevant: [EntityValue] = []
      if !identifiers.isEmpty {
        for case .found(let entity) in try await runtime.resolve(identifiers) {
          relevant.append(entity)
        }
      }
      var suggested = try await runtime.suggest()
      guard !relevant.isEmpty else { return suggested }
      let shown = Set(relevant.map(\.identifier))
      for index in suggested.sections.indices {
        suggested.sections[index].entities.removeAll { shown.contains($0.identifier) }
      }
      suggested.sections.removeAll { $0.entities.isEmpty }
      suggested.sections.insert(.init(title: "Relevant (\(known.name))", entities: relevant), at: 0)
      return suggested
    }
  }

  /// A page of the entities the type's query suggests (see ``Paging``), in `context` when one
  /// is given (see ``suggest(type:context:)``). This is an OpenIntents addition.
  public func suggest(type: String, context: String? = nil, paging: Paging) async throws
    -> EntityPage
  {
    _ = try paging.checkedLimit()
    return try paging.page(of: try await suggest(type: type, context: context))
  }

  /// The entities matching text: through the type's string query, or derived from every
  /// entity of an enumerable query. A type whose query can do neither throws
  /// ``IntentsError/notSearchable``; text with a control character (a NUL, a line break) is
  /// ``IntentsError/invalidValue``.
  public func search(type: String, text: String) async throws -> EntityResults {
    try Limits.check(text: text)
    try InputText.check(text, "The search text")
    let runtime = try registry.entity(type)
    return try await scoped { try await runtime.search(text) }
  }

  /// A page of the entities matching text (see ``Paging``), with the total number of matches.
  /// This is an OpenIntents addition.
  public func search(type: String, text: String, paging: Paging) async throws -> EntityPage {
    _ = try paging.checkedLimit()
    return try paging.page(of: try await search(type: type, text: text))
  }

  /// The entities matching a Find: through the type's property query, or derived from every
  /// entity of an enumerable query. Unknown properties, unsupported comparisons and values of
  /// the wrong type are errors that list what is allowed; a value with a control character (a
  /// NUL, a line break) is ``IntentsError/invalidValue``. Without a limit, every match comes
  /// back; the request's offset skips the first ones.
  public func find(type: String, _ request: FindRequest) async throws -> [EntityValue] {
    _ = try Paging(limit: request.limit, offset: request.offset).checkedLimit()
    guard request.offset > 0 else { return try await find(type, request) }
    var probe = request
    probe.offset = 0
    probe.limit = request.limit.map { $0 + request.offset }
    return Array(try await find(type, probe).dropFirst(request.offset))
  }

  /// A page of the entities matching a Find, as every surface answers it (see ``Paging``):
  /// without a limit, ``Paging/defaultLimit`` entities; whether more matched, and where the
  /// next page starts; the total when the page reaches the last match. Only one more entity
  /// than the page is asked of the query, so a Find over a million entities stays cheap.
  ///
  /// This is an OpenIntents addition.
  public func findPage(type: String, _ request: FindRequest) async throws -> EntityPage {
    let paging = Paging(limit: request.limit, offset: request.offset)
    let limit = try paging.checkedLimit()
    var probe = request
    probe.offset = 0
    probe.limit = request.offset + limit + 1  // one more than the page: did anything follow?
    let found = try await find(type, probe)
    let end = min(found.count, request.offset + limit)
    let entities = request.offset < found.count ? Array(found[request.offset..<end]) : []
    let truncated = found.count > request.offset + limit
    return EntityPage(
      entities: entities, sections: [], promptLabel: nil, total: truncated ? nil : found.count,
      truncated: truncated, nextOffset: truncated && limit > 0 ? end : nil)
  }

  private func find(_ type: String, _ request: FindRequest) async throws -> [EntityValue] {
    for filter in request.filters {
      for value in filter.values {
        try Limits.check(value)
        try InputText.check(value, "The value for ‘\(filter.property.prefix(100))’")
      }
    }
    let runtime = try registry.entity(type)
    return try await scoped { try await runtime.find(request, converter: converter) }
  }

  /// The entity's property values, computing deferred ones only when selected.
  public func properties(
    of entity: EntityValue, selection: PropertySelection = .inexpensive
  )
    async throws -> [PropertyValue]
  {
    let runtime = try registry.entity(entity.typeIdentifier)
    return try await scoped { try await runtime.properties(of: entity, selection: selection) }
  }

  /// The entity a URL stands for, from the URL templates of the served types.
  public func entity(at url: URL) async throws -> EntityValue {
    for runtime in registry.entities.values.sorted(by: { $0.identifier < $1.identifier }) {
      if let identifier = runtime.identifier(fromURL: url) {
        return try await entity(type: runtime.identifier, identifier: identifier)
      }
    }
    throw IntentsError(
      IntentsError.invalidRequest, "No entity type's URL template matches \(url.absoluteString).")
  }

  /// The entity's URL, when its type is URL-representable.
  public func url(of entity: EntityValue) async throws -> URL? {
    let runtime = try registry.entity(entity.typeIdentifier)
    return await scoped { await runtime.url(of: entity) }
  }

  // MARK: - Enums and intents

  /// What the host knows of an enum type.
  public func describe(enumType type: String) throws -> EnumTypeDescription {
    guard let runtime = registry.enums[type] else {
      throw IntentsError(
        IntentsError.unknownType,
        NameSuggestion.message(
          "There is no enum type ‘\(type.prefix(100))’.", given: type, allowed: enumTypes),
        allowed: enumTypes)
    }
    return runtime.describe()
  }

  /// What the host knows of an intent.
  public func describe(intent identifier: String) throws -> IntentTypeDescription {
    try registry.intent(identifier).describe()
  }

  /// Runs an intent: resolves its parameters from the inputs (asking "which one?" when text
  /// matches several entities, and for missing required values), then performs it.
  ///
  /// Questions are answered from `answers` (by question id) first, then by the responder. A
  /// question neither can answer ends the run with ``IntentRunOutcome/needsInput(_:)``; run
  /// again with the answer. A run asks each question at most once, so it always ends.
  public func run(
    intent identifier: String, parameters: [String: ParameterInput] = [:],
    answers: [String: IntentAnswer] = [:], responder: (any IntentResponder)? = nil
  ) async throws -> IntentRunOutcome {
    try await run(
      intent: identifier, parameters: parameters, answers: answers, responder: responder,
      onEvent: nil)
  }

  /// Runs an intent as ``run(intent:parameters:answers:responder:)`` does, calling `onEvent`
  /// with each event of the run as it happens: progress of a `ProgressReportingIntent`, and
  /// reloads of the snippets it shows. The events also go to every ``events()`` stream.
  /// This is an OpenIntents addition.
  public func run(
    intent identifier: String, parameters: [String: ParameterInput] = [:],
    answers: [String: IntentAnswer] = [:], responder: (any IntentResponder)? = nil,
    onEvent: (@Sendable (IntentRunEvent) -> Void)?
  ) async throws -> IntentRunOutcome {
    try await run(
      intent: identifier, parameters: parameters, answers: answers, responder: responder,
      onEvent: onEvent, entitySearch: nil)
  }

  /// Runs an intent, finding the entities text names through `entitySearch` when given.
  func run(
    intent identifier: String, parameters: [String: ParameterInput],
    answers: [String: IntentAnswer], responder: (any IntentResponder)?,
    onEvent: (@Sendable (IntentRunEvent) -> Void)? = nil,
    entitySearch: RunSession.EntitySearch?
  ) async throws -> IntentRunOutcome {
    let runtime = try registry.intent(identifier)
    try checkExecutionTarget(of: runtime)
    for input in parameters.values { try Limits.check(input) }
    let session = RunSession(
      intent: identifier, registry: registry, converter: converter, answers: answers,
      responder: responder, entitySearch: entitySearch,
      events: RunEvents(host: hostEvents, onEvent: onEvent),
      snippets: SnippetRendering(dependencies: dependencies))
    let outcome: IntentRunOutcome
    do {
      outcome = .completed(
        try await scoped { try await runtime.run(parameters, session: session) })
    } catch let needsInput as NeedsInput {
      outcome = .needsInput(needsInput.question)
    } catch is CancellationError where Task.isCancelled {
      // Cancelled while its parameters were being resolved (a slow query, an options provider):
      // the same answer as a run cancelled inside `perform()`.
      await session.events.pending.settle()
      throw IntentsError(
        IntentsError.cancelled, "The run of \(identifier) was cancelled before it finished.")
    } catch {
      await session.events.pending.settle()
      throw error
    }
    await session.events.pending.settle()
    return outcome
  }

  /// Refuses an intent whose `allowedExecutionTargets` leave out this host's process.
  func checkExecutionTarget(of runtime: any IntentTypeRuntime) throws {
    guard !runtime.allowedExecutionTargets.isDisjoint(with: executionTarget) else {
      let allowed = runtime.allowedExecutionTargets.names
      let runsIn = allowed.isEmpty ? "in no process" : "only in " + allowed.joined(separator: ", ")
      throw IntentsError(
        IntentsError.executionTargetNotOffered,
        "\(runtime.identifier) runs \(runsIn), and this host is the "
          + "\(executionTarget.names.joined()) process: run it on a host that it allows.",
        allowed: allowed)
    }
  }

  // MARK: - App Shortcuts

  /// Every App Shortcut phrase, with parameter tokens expanded into the parameters' suggested
  /// values. Computed once and kept until a provider calls `updateAppShortcutParameters()`.
  public func appShortcuts() async throws -> [ShortcutInvocation] {
    try await expandedShortcuts().flatMap(\.invocations)
  }

  /// The App Shortcuts of each provider, expanded once and kept until the provider calls
  /// `updateAppShortcutParameters()`.
  func expandedShortcuts() async throws -> [ExpandedShortcuts] {
    var all: [ExpandedShortcuts] = []
    for provider in registry.shortcutProviders {
      let key = String(reflecting: provider)
      let (cached, generation) = shortcuts.lookup(key)
      if let cached {
        all.append(cached)
        continue
      }
      let expansion = ShortcutExpansion(applicationName: name, registry: registry)
      let expanded = try await scoped { try await expansion.expand(provider) }
      shortcuts.store(expanded, key, generation: generation)
      all.append(expanded)
    }
    return all
  }

  /// The App Shortcut whose phrase is the text, ignoring case and diacritics; none when the
  /// text is one of a provider's negative phrases.
  public func shortcut(matching text: String) async throws -> ShortcutInvocation? {
    let needle = FoldedString(
      text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)))
    for provider in registry.shortcutProviders {
      for phrase in provider.negativePhrases.phrases
      where needle.matches(phrase.text(applicationName: name)) {
        return nil
      }
    }
    return try await appShortcuts().first { needle.matches($0.phrase) }
  }
}

/// Size limits on requests, so that oversized input is refused before any work.
public enum Limits {
  /// The most identifiers one resolve may ask for.
  public static let maximumIdentifiers = 1000
  /// The longest text a search or value may be, in Unicode scalars — as JSON Schema's
  /// `maxLength` counts.
  public static let maximumTextLength = 4096

  static func check(identifiers: [String]) throws {
    try check(identifierCount: identifiers.count)
  }

  /// Throws ``IntentsError/requestTooLarge`` for more than ``maximumIdentifiers`` identifiers,
  /// with the message every surface answers with.
  package static func check(identifierCount count: Int) throws {
    if count > maximumIdentifiers {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "One request may resolve at most \(maximumIdentifiers) identifiers, not \(count).")
    }
  }

  /// Throws ``IntentsError/requestTooLarge`` for a Find of more than
  /// ``FindRequest/maximumFilters`` filters, with the message every surface answers with.
  package static func check(filterCount count: Int) throws {
    if count > FindRequest.maximumFilters {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "A Find may have at most \(FindRequest.maximumFilters) filters, not \(count).")
    }
  }

  static func check(text: String) throws {
    let length = text.unicodeScalars.count
    if length > maximumTextLength {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "Text may be at most \(maximumTextLength) characters long, not \(length).")
    }
  }

  static func check(_ input: ValueInput) throws {
    switch input {
    case .text(let text): try check(text: text)
    case .json(let json): try check(json: json)
    }
  }

  static func check(_ input: ParameterInput) throws {
    switch input {
    case .identifier(let text), .text(let text): try check(text: text)
    case .value(let json): try check(json: json)
    case .list(let items):
      try check(identifiers: items.map(\.description))
      for item in items { try check(item) }
    }
  }
}
