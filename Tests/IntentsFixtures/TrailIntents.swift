public import AppIntents

public struct OpenTrailIntent: AppIntent {
  public static let title: LocalizedStringResource = "Open Trail"
  public static var description: IntentDescription? { "Shows a trail." }
  public static var parameterSummary: some ParameterSummary { Summary("Open \(\.$trail)") }

  @Parameter(title: "Trail", requestValueDialog: "Which trail do you want to open?")
  public var trail: TrailEntity

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity>
    & ProvidesDialog
  {
    .result(value: trail, dialog: "Opening \(trail.name)")
  }
}

public struct PlanHikeIntent: AppIntent {
  public static let title: LocalizedStringResource = "Plan Hike"

  @Parameter(title: "Trail") public var trail: TrailEntity
  @Parameter(title: "Hut") public var hut: HutEntity?
  @Parameter(title: "Pace", default: .moderate) public var pace: Difficulty
  @Parameter(title: "Days", default: 1, inclusiveRange: (1, 14)) public var days: Int
  @Parameter(title: "Companions") public var companions: [String]?
  @Parameter public var note: String?

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    var text = "\(days) day(s) on \(trail.name) at a \(pace.rawValue) pace"
    if let hut { text += ", staying at \(hut.name)" }
    if let companions, !companions.isEmpty {
      text += " with \(companions.joined(separator: " and "))"
    }
    if let note { text += " (\(note))" }
    return .result(dialog: "\(text)")
  }
}

public struct CompareTrailsIntent: AppIntent {
  public static let title: LocalizedStringResource = "Compare Trails"
  @Parameter(title: "Region") public var region: RegionEntity
  @Dependency var store: TrailStore

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity> {
    let candidates = store.current.filter { $0.region == region.id }.map(TrailEntity.init)
    let parameter = IntentParameter<TrailEntity>(title: "Trail")
    let chosen = try await parameter.requestDisambiguation(
      among: candidates, dialog: "Which one is your favourite?")
    return .result(value: chosen)
  }
}

public struct DeleteTrailIntent: AppIntent {
  public static let title: LocalizedStringResource = "Delete Trail"
  @Parameter(title: "Trail") public var trail: TrailEntity
  /// A store of its own, so that deleting in one test does not change what others read.
  @Dependency(key: "deletable") var store: TrailStore

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .continue, dialog: "Delete \(trail.name)?")
    store.remove(trail.id)
    return .result(dialog: "Deleted \(trail.name)")
  }
}

/// An intent that keeps asking for the same value: the runtime must stop it.
public struct NaggingIntent: AppIntent {
  public static let title: LocalizedStringResource = "Nag"
  @Parameter(title: "Word") public var word: String?

  public init() {}

  public func perform() async throws -> some IntentResult {
    while true {
      let answer = try await $word.requestValue("Say the magic word")
      if answer == "please" { return .result() }
    }
  }
}

public struct RecommendIntent: AppIntent {
  public static let title: LocalizedStringResource = "Recommend"
  @Parameter(title: "Difficulty") public var difficulty: Difficulty

  public init() {}

  public func perform() async throws -> some IntentResult & OpensIntent {
    let next = OpenTrailIntent()
    next.trail = TrailEntity(TrailStore.sample.first { $0.difficulty == difficulty }!)
    return .result(opensIntent: next)
  }
}

public struct TrailShortcuts: AppShortcutsProvider {
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenTrailIntent(),
      phrases: ["Open \(\.$trail) in \(.applicationName)", "Show \(\.$trail)"],
      shortTitle: "Open Trail", systemImageName: "figure.hiking")
    AppShortcut(
      intent: RecommendIntent(), phrases: ["Recommend a \(\.$difficulty) hike"],
      shortTitle: "Recommend", systemImageName: "star")
  }
}

/// An intent that asks to confirm and changes nothing, for tests of confirmations that run in
/// parallel with others.
public struct StartHikeIntent: AppIntent {
  public static let title: LocalizedStringResource = "Start Hike"
  @Parameter(title: "Trail") public var trail: TrailEntity

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .go, dialog: "Start \(trail.name)?")
    return .result(dialog: "Started \(trail.name)")
  }
}
