// Intents of the intent side for the surface tests: a snippet shown with a result and with a
// confirmation, a snippet reloaded by another intent, and an intent that reports its progress.

public import AppIntents

/// The conditions on a trail: a snippet intent, shown by `CheckTrailIntent` and
/// `BookHutIntent`, reloaded by `RefreshConditionsIntent`.
public struct TrailConditionsSnippetIntent: SnippetIntent {
  public static let title: LocalizedStringResource = "Trail Conditions"
  @Parameter(title: "Trail") public var trail: TrailEntity

  public init() {}

  public init(trail: TrailEntity) { self.trail = trail }

  public func perform() async throws -> some IntentResult & ShowsSnippetView {
    .snippet(value: trail.lengthKm, dialog: "\(trail.name): dry, \(trail.lengthKm) km")
  }
}

/// Shows a trail's conditions as its result's snippet.
public struct CheckTrailIntent: AppIntent {
  public static let title: LocalizedStringResource = "Check Trail"
  @Parameter(title: "Trail") public var trail: TrailEntity

  public init() {}

  public func perform() async throws -> some IntentResult & ShowsSnippetIntent {
    .result(snippetIntent: TrailConditionsSnippetIntent(trail: trail))
  }
}

/// Asks to confirm with the trail's conditions shown, then books.
public struct BookHutIntent: AppIntent {
  public static let title: LocalizedStringResource = "Book Hut"
  @Parameter(title: "Trail") public var trail: TrailEntity
  @Parameter(title: "Nights", default: 1, inclusiveRange: (1, 3)) public var nights: Int

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(
      actionName: .book, snippetIntent: TrailConditionsSnippetIntent(trail: trail))
    return .result(dialog: "Booked \(nights) night(s) near \(trail.name)")
  }
}

/// Reloads the shown conditions snippets, as a button in a snippet does.
public struct RefreshConditionsIntent: AppIntent {
  public static let title: LocalizedStringResource = "Refresh Conditions"

  public init() {}

  public func perform() async throws -> some IntentResult {
    TrailConditionsSnippetIntent.reload()
    return .result()
  }
}

/// Packs a bag item by item, reporting its progress.
public struct PackBagIntent: ProgressReportingIntent {
  public static let title: LocalizedStringResource = "Pack Bag"
  @Parameter(title: "Items", default: 4, controlStyle: .stepper, inclusiveRange: (1, 20))
  public var items: Int

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    progress.totalUnitCount = Int64(items)
    for _ in 0..<items { progress.completedUnitCount += 1 }
    return .result(dialog: "Packed \(items) items")
  }
}
