import AppIntents
import CoreSpotlight

extension IntentsHost {
  /// Searches every indexed entity type of the app at once, as Spotlight does: the entities
  /// whose indexed text holds the words, best first, resolved live through their queries.
  ///
  /// ```swift
  /// let results = try await host.spotlight(query: "matterh", limit: 5)
  /// for hit in results.hits { print(hit.title, hit.score, hit.matchedFields) }
  /// ```
  ///
  /// Case and diacritics are ignored ("cafe" finds "Café"), the last word matches as a prefix
  /// while it is being typed, words match their forms ("hiking" finds "hike"), and a word
  /// naming an entity type or one of its synonyms ("landmark", "sights") narrows the search to
  /// that type when the items don't hold it. When nothing holds every word, the closest
  /// spellings of the words are tried, then items holding some of them (``SpotlightMatch``).
  /// Titles count most, then synonyms, keywords and descriptions; an entity's priority
  /// (`associateAppEntity(_:priority:)`, `indexAppEntities(_:priority:)`) raises it.
  ///
  /// Index entries whose entities no longer exist are left out and reported in
  /// ``SpotlightResults/stale``; the page is filled from the following entries instead.
  /// App Shortcuts whose phrases contain the words come with the first page.
  ///
  /// Spotlight is for people: entity types and intents whose assistant schema is
  /// `isAssistantOnly` are left out, as on Apple platforms (``spotlightEntityTypes``).
  ///
  /// This is an OpenIntents addition. Query text is never read as search syntax: quotes,
  /// `*`, `NEAR` or `AND` are words or nothing.
  ///
  /// - Parameters:
  ///   - query: What the person typed; at most ``Limits/maximumTextLength`` characters, none a
  ///     control character (``IntentsError/invalidValue``).
  ///   - limit: The most hits, up to ``Paging/maximumLimit``.
  ///   - offset: How many hits of earlier pages to skip (``SpotlightResults/nextOffset``), up
  ///     to ``Paging/maximumOffset``.
  ///   - types: The entity types to search, or `nil` for every type Spotlight searches
  ///     (``spotlightEntityTypes``).
  public func spotlight(
    query: String, limit: Int = 20, offset: Int = 0, types: [String]? = nil
  ) async throws -> SpotlightResults {
    try await spotlight(query: query, paging: Paging(limit: limit, offset: offset), types: types)
  }

  /// Searches every indexed entity type of the app at once, one page as every surface asks for
  /// it (``Paging``: without a limit, ``Paging/defaultLimit`` hits); see
  /// ``spotlight(query:limit:offset:types:)``.
  ///
  /// This is an OpenIntents addition.
  public func spotlight(
    query: String, paging: Paging, types: [String]? = nil
  ) async throws -> SpotlightResults {
    try Limits.check(text: query)
    try InputText.check(query, "The Spotlight query")
    let limit = try paging.checkedLimit()
    let offset = paging.offset
    let scope = try spotlightScope(types)
    let analysis = SpotlightQuery(
      query, typeWords: spotlightDeclarations.typeWords(of: scope, registry))
    var results = SpotlightResults(
      query: query, match: .none,
      words: analysis.words.map {
        SpotlightWord(
          word: $0.text, isPrefix: $0.isPrefix, entityTypes: $0.types.sorted(), corrections: [])
      }, hits: [], shortcuts: [], stale: [], total: 0, offset: offset, nextOffset: nil)
    guard !analysis.words.isEmpty, limit > 0 else { return results }
    let store = spotlightIndex.store
    guard
      let (match, request, page) = try await firstMatch(
        analysis, scope, limit, offset, store, &results.words)
    else {
      results.shortcuts = offset == 0 ? try await shortcuts(matching: analysis) : []
      return results
    }
    results.match = match
    try await collect(page, request, store, into: &results)
    if offset == 0 { results.shortcuts = try await shortcuts(matching: analysis) }
    return results
  }

  /// Removes index entries a search found stale, such as ``SpotlightResults/stale``.
  public func purgeSpotlightEntries(_ entries: [SpotlightStaleEntry]) async throws {
    guard !entries.isEmpty else { return }
    try await spotlightIndex.deleteSearchableItems(withIdentifiers: entries.map(\.itemIdentifier))
  }

  // MARK: - Matching

  /// The types and intents whose assistant schema is for an assistant only
  /// (`isAssistantOnly`): Spotlight is for people, so it neither searches those entity types
  /// nor lists App Shortcuts running those intents.
  var assistantOnlyTypes: Set<String> { spotlightDeclarations.assistantOnly }

  /// The entity types Spotlight searches: every served type but the assistant-only ones.
  /// This is an OpenIntents addition.
  public var spotlightEntityTypes: [String] { spotlightDeclarations.searchable }

  /// The entity types to search: the ones asked for, which must be served and not
  /// assistant-only, or all of those.
  private func spotlightScope(_ types: [String]?) throws -> Set<String> {
    let searchable = spotlightEntityTypes
    guard let types else { return Set(searchable) }
    let hidden = assistantOnlyTypes
    for type in types where registry.entities[type] == nil || hidden.contains(type) {
      throw IntentsError(
        IntentsError.unknownType,
        hidden.contains(type)
          ? "The entity type ‘\(type)’ is for an assistant only (isAssistantOnly) and is not "
            + "searched by Spotlight; search one of the other types."
          : "There is no entity type ‘\(type)’ to search.",
        allowed: searchable)
    }
    return Set(types)
  }

  /// The first way of reading the words that finds anything: every word; the words that
  /// don't name a type, within the types named; corrected spellings; any of the words.
  private func firstMatch(
    _ query: SpotlightQuery, _ scope: Set<String>, _ limit: Int, _ offset: Int,
    _ store: any CSSearchableIndexStore, _ words: inout [SpotlightWord]
  ) async throws -> (SpotlightMatch, CSIndexSearchRequest, CSIndexSearchPage)? {
    func request(
      _ words: [SpotlightQuery.Word], _ types: Set<String>,
      _ mode: CSIndexSearchRequest.Mode = .allTerms, corrections: [String: [String]] = [:]
    ) -> CSIndexSearchRequest {
      CSIndexSearchRequest(
        terms: words.map {
          .init([$0.text] + (corrections[$0.text] ?? []), isPrefix: $0.isPrefix)
        }, mode: mode, entityTypes: types, limit: limit, offset: offset)
    }
    var attempts: [(SpotlightMatch, CSIndexSearchRequest)] = [
      (.allWords, request(query.words, scope))
    ]
    var base = query.words
    var baseScope = scope
    let named = query.words.reduce(into: Set<String>()) { $0.formUnion($1.types) }
    if !named.isEmpty, !named.isDisjoint(with: scope) {
      base = query.words.filter(\.types.isEmpty)
      baseScope = scope.intersection(named)
      attempts.append((.typeWords, request(base, baseScope)))
    }
    for (match, request) in attempts {
      let page = try await store.search(request)
      if page.total > 0 { return (match, request, page) }
    }
    guard !base.isEmpty else { return nil }
    let corrections = try await store.corrections(for: base.map(\.text), limit: 3)
    for index in words.indices { words[index].corrections = corrections[words[index].word] ?? [] }
    var fallbacks: [(SpotlightMatch, CSIndexSearchRequest)] = []
    if corrections.values.contains(where: { !$0.isEmpty }) {
      fallbacks.append((.corrected, request(base, baseScope, corrections: corrections)))
    }
    if base.count > 1 {
      fallbacks.append((.someWords, request(base, baseScope, .anyTerm, corrections: corrections)))
    }
    for (match, request) in fallbacks {
      let page = try await store.search(request)
      if page.total > 0 { return (match, request, page) }
    }
    return nil
  }

  // MARK: - Resolving

  /// Resolves a page's entries into live hits, reading further entries while stale ones
  /// leave the page short.
  private func collect(
    _ first: CSIndexSearchPage, _ request: CSIndexSearchRequest,
    _ store: any CSSearchableIndexStore, into results: inout SpotlightResults
  ) async throws {
    let limit = request.limit
    var page = first
    var consumed = request.offset
    results.total = page.total
    for round in 0..<4 {
      let resolved = try await resolve(page.hits)
      var examined = 0
      for (hit, entity) in zip(page.hits, resolved) {
        guard results.hits.count < limit else { break }
        examined += 1
        if let entity {
          results.hits.append(
            SpotlightHit(
              entity: entity, itemIdentifier: hit.uniqueIdentifier, score: hit.relevance,
              priority: hit.priority, matchedFields: hit.matchedFields))
        } else {
          results.stale.append(
            SpotlightStaleEntry(
              itemIdentifier: hit.uniqueIdentifier, typeIdentifier: hit.entityType ?? "",
              identifier: hit.entityIdentifier ?? ""))
        }
      }
      consumed += examined
      let more = consumed < page.total
      guard results.hits.count < limit, more, round < 3 else { break }
      var next = request
      next.offset = consumed
      next.limit = limit - results.hits.count
      page = try await store.search(next)
      if page.hits.isEmpty { break }
    }
    results.nextOffset = consumed < results.total ? consumed : nil
  }

  /// The live entity of each hit, in order; `nil` where it no longer exists.
  private func resolve(_ hits: [CSIndexSearchHit]) async throws -> [EntityValue?] {
    var byType: [String: [String]] = [:]
    for hit in hits {
      guard let type = hit.entityType, let identifier = hit.entityIdentifier else { continue }
      byType[type, default: []].append(identifier)
    }
    var found: [String: EntityValue] = [:]
    for (type, identifiers) in byType {
      guard let runtime = registry.entities[type] else { continue }
      for entity in try await liveEntities(runtime, identifiers) {
        found["\(type)/\(entity.identifier)"] = entity
      }
    }
    return hits.map { hit in
      guard let type = hit.entityType, let identifier = hit.entityIdentifier else { return nil }
      return found["\(type)/\(identifier)"]
    }
  }

  /// The entities of a type the Spotlight index holds that still exist, in the order of their
  /// index entries' identifiers: what Apple's `spotlightQuery()` without text lists.
  package func indexedEntities(type: String) async throws -> [EntityValue] {
    let runtime = try registry.entity(type)
    var identifiers: [String] = []
    for item in try await spotlightIndex.store.allItems() {
      let document = IndexedDocument(item.attributeSet.allAttributes)
      if document.entityType == type, let identifier = document.entityIdentifier {
        identifiers.append(identifier)
      }
    }
    return try await liveEntities(runtime, identifiers)
  }

  /// The entities of a type that exist, resolving identifiers one by one when some are not
  /// identifiers of the type any more (the type changed its identifier form).
  private func liveEntities(
    _ runtime: any EntityTypeRuntime, _ identifiers: [String]
  ) async throws -> [EntityValue] {
    do {
      return try await scoped { try await runtime.resolve(identifiers) }.compactMap(\.entity)
    } catch IntentsError.malformedIdentifier {
      var live: [EntityValue] = []
      for identifier in identifiers {
        if let resolved = try? await scoped({ try await runtime.resolve([identifier]) }),
          let entity = resolved.first?.entity
        {
          live.append(entity)
        }
      }
      return live
    }
  }

  // MARK: - App Shortcuts

  /// The App Shortcut phrases holding every word (each as the start of a phrase word), at
  /// most five.
  ///
  /// The phrases holding each word are looked up by the word's beginning
  /// (`ExpandedShortcuts/invocationsByWordStart`), and their lists intersected in phrase order.
  private func shortcuts(matching query: SpotlightQuery) async throws -> [ShortcutInvocation] {
    let words = query.words.map(\.text)
    let hidden = assistantOnlyTypes
    var matches: [ShortcutInvocation] = []
    for expanded in try await expandedShortcuts() {
      let lists = words.map { expanded.invocationsByWordStart[$0] ?? [] }
      let candidates = lists.min { $0.count < $1.count } ?? Array(expanded.invocations.indices)
      var cursors = Array(repeating: 0, count: lists.count)
      candidate: for position in candidates {
        for list in lists.indices {
          let positions = lists[list]
          while cursors[list] < positions.count, positions[cursors[list]] < position {
            cursors[list] += 1
          }
          guard cursors[list] < positions.count, positions[cursors[list]] == position else {
            continue candidate
          }
        }
        let invocation = expanded.invocations[position]
        guard !hidden.contains(invocation.intent) else { continue }
        matches.append(invocation)
        if matches.count == 5 { return matches }
      }
    }
    return matches
  }
}
