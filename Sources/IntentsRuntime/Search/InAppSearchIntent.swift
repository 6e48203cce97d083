public import AppIntents

/// An intent of the app that shows its own search results for a term: a
/// `ShowInAppSearchResultsIntent` whose criteria are `StringSearchCriteria`.
///
/// This is an OpenIntents addition: on Apple platforms the system keeps this list to itself.
public struct InAppSearchIntent: Sendable, Hashable, Codable {
  /// The intent's identifier.
  public var intent: String
  /// The scopes the app's search supports, by raw value (`general`, `movies`…); empty when the
  /// criteria have no scopes.
  public var scopes: [String]
}

/// An intent runtime that may be an in-app search.
protocol InAppSearchRuntime {
  /// The search's scopes, when the intent is an in-app search by term; `nil` otherwise.
  var inAppSearchScopes: [String]? { get }
}

extension IntentRuntime: InAppSearchRuntime {
  var inAppSearchScopes: [String]? {
    guard let search = Intent.self as? any ShowInAppSearchResultsIntent.Type else { return nil }
    return Self.scopes(of: search)
  }

  private static func scopes<Search: ShowInAppSearchResultsIntent>(
    of type: Search.Type
  )
    -> [String]?
  {
    // Only criteria given as a term can be searched by term.
    guard Search.Criteria.self == StringSearchCriteria.self else { return nil }
    return (Search.searchScopes as? [StringSearchScope])?.map(\.rawValue) ?? []
  }
}

extension IntentsHost {
  /// The app's in-app search intents that take a term, with their scopes.
  ///
  /// This is an OpenIntents addition.
  public var inAppSearchIntents: [InAppSearchIntent] {
    registry.intents.values.compactMap { runtime in
      (runtime as? any InAppSearchRuntime)?.inAppSearchScopes.map {
        InAppSearchIntent(intent: runtime.identifier, scopes: $0)
      }
    }
    .sorted { $0.intent < $1.intent }
  }

  /// Runs the app's in-app search for a term, as Spotlight or Siri do on Apple platforms: the
  /// `ShowInAppSearchResultsIntent` runs with `criteria` holding the term.
  ///
  /// With several in-app search intents, name one with `intent`, or give a `scope` that only
  /// one of them supports. This is an OpenIntents addition.
  ///
  /// - Throws: ``IntentsError/unknownIntent`` when the app has no in-app search (for the
  ///   scope), ``IntentsError/ambiguousValue`` when several match, ``IntentsError/invalidValue``
  ///   for a blank term, and the intent's own errors.
  public func searchInApp(
    term: String, scope: StringSearchScope? = nil, intent: String? = nil,
    responder: (any IntentResponder)? = nil
  ) async throws -> IntentRunOutcome {
    let all = inAppSearchIntents
    var candidates = all.filter { intent == nil || $0.intent == intent }
    if let scope { candidates = candidates.filter { $0.scopes.contains(scope.rawValue) } }
    guard let chosen = candidates.first else {
      let subject =
        intent.map { "‘\($0)’ is not an in-app search intent" }
        ?? "The app has no in-app search intent"
      throw IntentsError(
        IntentsError.unknownIntent,
        subject + (scope.map { " for the scope \($0.rawValue)" } ?? "") + ".",
        allowed: all.map(\.intent))
    }
    guard candidates.count == 1 else {
      throw IntentsError(
        IntentsError.ambiguousValue,
        "The app has \(candidates.count) in-app search intents; name one with intent.",
        allowed: candidates.map(\.intent))
    }
    return try await run(
      intent: chosen.intent, parameters: ["criteria": .text(term)], responder: responder)
  }
}
