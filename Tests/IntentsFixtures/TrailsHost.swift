import AppIntents
public import IntentsRuntime

/// The host the test targets serve the fixture domain with.
public enum TrailsHost {
  /// A host serving every fixture type, intent and App Shortcut, with the fixture stores
  /// registered; its host state in `state` when given.
  public static func make(
    store: any ReferenceStore = InMemoryReferenceStore(), state: (any HostStateStore)? = nil
  ) -> IntentsHost {
    FixtureDependencies.registered
    return IntentsHost(name: "Trails", store: store, state: state) {
      TrailEntity.self
      HutEntity.self
      RegionEntity.self
      AuditEntity.self
      Difficulty.self
      OpenTrailIntent.self
      PlanHikeIntent.self
      CompareTrailsIntent.self
      DeleteTrailIntent.self
      NaggingIntent.self
      RecommendIntent.self
      TrailShortcuts.self
    }
  }

  /// The host of ``make(store:)`` with the intents of the intent side as well: snippets,
  /// a confirmation with a snippet, a reload and progress; its host state in `state` when
  /// given.
  public static func makeWithIntentSide(
    store: any ReferenceStore = InMemoryReferenceStore(), state: (any HostStateStore)? = nil
  ) -> IntentsHost {
    FixtureDependencies.registered
    return IntentsHost(name: "Trails", store: store, state: state) {
      TrailEntity.self
      HutEntity.self
      RegionEntity.self
      AuditEntity.self
      Difficulty.self
      OpenTrailIntent.self
      PlanHikeIntent.self
      CompareTrailsIntent.self
      DeleteTrailIntent.self
      NaggingIntent.self
      RecommendIntent.self
      TrailShortcuts.self
      TrailConditionsSnippetIntent.self
      CheckTrailIntent.self
      BookHutIntent.self
      RefreshConditionsIntent.self
      PackBagIntent.self
    }
  }
}
