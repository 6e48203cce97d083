import Foundation

extension IntentsHost {
  /// The intent that shows more visual-search results in the app — the served intent with a
  /// `SemanticContentDescriptor` parameter, as the `.visualIntelligence.semanticContentSearch`
  /// schema declares it — if there is one. This is an OpenIntents addition.
  public var moreResultsIntent: String? { OpenIntents.moreResults(registry: registry)?.intent }

  /// How to open an entity in the app: the served `OpenIntent` whose target is the entity's
  /// type, with the entity as its target; `nil` when no served intent opens it. This is an
  /// OpenIntents addition.
  public func openInvocation(for entity: EntityValue) -> IntentInvocation? {
    OpenIntents.invocation(opening: entity.entity, registry: registry)
  }

  /// Opens an entity in the app: runs the served `OpenIntent` whose target is the entity's
  /// type. Throws ``IntentsError/unknownIntent`` when no served intent opens it. This is an
  /// OpenIntents addition.
  public func open(
    _ entity: EntityValue, responder: (any IntentResponder)? = nil
  ) async throws -> IntentRunOutcome {
    guard let invocation = openInvocation(for: entity) else {
      throw IntentsError(
        IntentsError.unknownIntent,
        "No served intent opens a \(entity.typeIdentifier): add an OpenIntent whose target is a "
          + "\(entity.typeIdentifier) to the host's declaration.")
    }
    return try await run(
      intent: invocation.intent, parameters: invocation.parameters, responder: responder)
  }

  /// Runs the app's "more results" intent with the content a visual search found its values
  /// for (``VisualSearchResults/moreResults``), so that the app shows its own search for it.
  /// Throws ``IntentsError/unknownIntent`` when the app has no such intent. This is an
  /// OpenIntents addition.
  public func showMoreResults(
    for results: VisualSearchResults, responder: (any IntentResponder)? = nil
  ) async throws -> IntentRunOutcome {
    guard let invocation = results.moreResults else {
      throw IntentsError(
        IntentsError.unknownIntent,
        "\(name) has no intent that shows more visual-search results: add one with a "
          + "SemanticContentDescriptor parameter (the .visualIntelligence.semanticContentSearch "
          + "schema).")
    }
    return try await run(
      intent: invocation.intent, parameters: invocation.parameters, responder: responder)
  }
}
