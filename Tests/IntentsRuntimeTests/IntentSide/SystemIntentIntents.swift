import AppIntents
import Foundation

struct TrailLinkIntent: URLRepresentableIntent {
  static let title: LocalizedStringResource = "Trail Link"
  static let urlRepresentation: URLRepresentation = "https://trails.example/\(\.$name)"
  @Parameter(title: "Name") var name: String
}

struct TrailWidgetIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Trail Widget"
  @Parameter(title: "Region", default: "Alps") var region: String
  @Parameter(title: "Count", default: 3, inclusiveRange: (1, 5)) var count: Int
}

struct UploadTracksIntent: ProgressReportingIntent {
  static let title: LocalizedStringResource = "Upload Tracks"
  @Parameter(title: "Tracks", default: 3) var tracks: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    progress.totalUnitCount = Int64(tracks)
    for _ in 0..<tracks { progress.completedUnitCount += 1 }
    return .result(dialog: "Uploaded \(tracks) tracks")
  }
}

struct OldSyncIntent: DeprecatedAppIntent {
  static let title: LocalizedStringResource = "Old Sync"
  static var deprecation: IntentDeprecation<UploadTracksIntent> {
    IntentDeprecation(replacedBy: UploadTracksIntent.self)
  }
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Synced") }
}

struct LegacySearchIntent: CustomIntentMigratedAppIntent {
  static let intentClassName = "LegacySearchIntentIntent"
  static let title: LocalizedStringResource = "Legacy Search"
  func perform() async throws -> some IntentResult { .result() }
}

struct HikeFocusIntent: SetFocusFilterIntent {
  static let title: LocalizedStringResource = "Hike Focus"
  var displayRepresentation: DisplayRepresentation { "Hiking" }
  func perform() async throws -> some IntentResult { .result() }
}

struct CameraContext: Codable, Sendable, Equatable { var lens: String }

struct TrailCameraIntent: CameraCaptureIntent {
  typealias AppContext = CameraContext
  static let title: LocalizedStringResource = "Trail Camera"
  func perform() async throws -> some IntentResult { .result() }
}
