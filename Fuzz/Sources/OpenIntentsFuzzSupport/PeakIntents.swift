public import AppIntents
import Foundation

/// Shows a peak: an entity parameter that text, an identifier or a "which one?" fills.
public struct OpenPeakIntent: AppIntent {
  /// The title.
  public static let title: LocalizedStringResource = "Open Peak"
  /// What it does.
  public static var description: IntentDescription? { "Shows a peak." }
  /// The summary.
  public static var parameterSummary: some ParameterSummary { Summary("Open \(\.$peak)") }

  /// The peak.
  @Parameter(title: "Peak", requestValueDialog: "Which peak do you want to open?")
  public var peak: PeakEntity

  /// An intent.
  public init() {}

  /// Returns the peak.
  public func perform() async throws -> some IntentResult & ReturnsValue<PeakEntity>
    & ProvidesDialog
  {
    .result(value: peak, dialog: "Opening \(peak.name)")
  }
}

/// Plans a climb: parameters of every value kind, a default, a range and a list.
public struct PlanClimbIntent: AppIntent {
  /// The title.
  public static let title: LocalizedStringResource = "Plan Climb"

  /// The peak.
  @Parameter(title: "Peak") public var peak: PeakEntity
  /// The range to stay in, if any.
  @Parameter(title: "Range") public var range: RangeEntity?
  /// How hard a route.
  @Parameter(title: "Kind", default: .summit) public var kind: PeakKind
  /// How many days.
  @Parameter(title: "Days", default: 1, inclusiveRange: (1, 30)) public var days: Int
  /// The pace in metres an hour.
  @Parameter(title: "Pace") public var pace: Double?
  /// When to start.
  @Parameter(title: "Start") public var start: Date?
  /// Whether to take a guide.
  @Parameter(title: "Guided", default: false) public var guided: Bool
  /// Who comes along.
  @Parameter(title: "Companions") public var companions: [String]?
  /// A note.
  @Parameter public var note: String?

  /// An intent.
  public init() {}

  /// Describes the plan.
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    var text = "\(days) day(s) on \(peak.name), \(kind.rawValue) route"
    if let range { text += " in the \(range.name)" }
    if let pace { text += " at \(pace) m/h" }
    if let start { text += " from \(start.timeIntervalSince1970)" }
    if guided { text += " with a guide" }
    if let companions, !companions.isEmpty { text += " with \(companions.joined(separator: ", "))" }
    if let note { text += " (\(note))" }
    return .result(dialog: "\(text)")
  }
}

/// Recommends a peak of a kind: an enum parameter filled from a phrase.
public struct RecommendPeakIntent: AppIntent {
  /// The title.
  public static let title: LocalizedStringResource = "Recommend Peak"
  /// The kind.
  @Parameter(title: "Kind") public var kind: PeakKind

  /// An intent.
  public init() {}

  /// Names the highest peak of the kind.
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let best = Peak.all.filter { $0.kind == kind }.max { $0.heightMeters < $1.heightMeters }
    return .result(dialog: "Try \(best?.name ?? "the nearest hill")")
  }
}

/// Asks to confirm before it says a summit was reached: a question a run can end on.
public struct SummitIntent: AppIntent {
  /// The title.
  public static let title: LocalizedStringResource = "Log Summit"
  /// The peak.
  @Parameter(title: "Peak") public var peak: PeakEntity

  /// An intent.
  public init() {}

  /// Confirms, then logs.
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(actionName: .go, dialog: "Log a summit of \(peak.name)?")
    return .result(dialog: "Logged \(peak.name)")
  }
}

/// Explores a range: a parameter of an enumerable type with text identifiers.
public struct ExploreRangeIntent: AppIntent {
  /// The title.
  public static let title: LocalizedStringResource = "Explore Range"
  /// The range.
  @Parameter(title: "Range") public var range: RangeEntity

  /// An intent.
  public init() {}

  /// Counts the range's peaks.
  public func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
    let count = Peak.all.filter { $0.range == range.id }.count
    return .result(value: count, dialog: "The \(range.name) have \(count) peaks here")
  }
}

/// Keeps a photo of a peak: a file parameter, which HTTP takes as a form upload.
public struct AddPeakPhotoIntent: AppIntent {
  /// The title.
  public static let title: LocalizedStringResource = "Add Peak Photo"
  /// The peak.
  @Parameter(title: "Peak") public var peak: PeakEntity
  /// The photo.
  @Parameter(title: "Photo") public var photo: IntentFile
  /// A caption.
  @Parameter(title: "Caption") public var caption: String?

  /// An intent.
  public init() {}

  /// Says what it got: the file's name, type and size.
  public func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
    let type = photo.type.map { String(describing: $0) } ?? "unknown type"
    let about = caption.map { " (\($0))" } ?? ""
    return .result(
      value: photo.data.count,
      dialog:
        "Kept \(photo.filename), \(photo.data.count) bytes of \(type), for \(peak.name)\(about)")
  }
}

/// The phrases people say.
public struct PeakShortcuts: AppShortcutsProvider {
  /// The App Shortcuts.
  public static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenPeakIntent(),
      phrases: ["Open \(\.$peak) in \(.applicationName)", "Show \(\.$peak)"],
      shortTitle: "Open Peak", systemImageName: "mountain.2")
    AppShortcut(
      intent: RecommendPeakIntent(), phrases: ["Recommend a \(\.$kind) with \(.applicationName)"],
      shortTitle: "Recommend", systemImageName: "star")
    AppShortcut(
      intent: SummitIntent(), phrases: ["I climbed \(\.$peak)", "Log a summit of \(\.$peak)"],
      shortTitle: "Log Summit", systemImageName: "flag")
    AppShortcut(
      intent: ExploreRangeIntent(), phrases: ["Explore the \(\.$range) in \(.applicationName)"],
      shortTitle: "Explore", systemImageName: "map")
    AppShortcut(
      intent: PlanClimbIntent(), phrases: ["Plan a climb of \(\.$peak)"],
      shortTitle: "Plan", systemImageName: "calendar")
  }
}
