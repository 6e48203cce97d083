public import AppIntents
import Foundation
public import IntentsRuntime
import IntentsSQLite

/// The Landmarks app: where its data lives, and the host that serves its intents.
public enum LandmarksApp {
  /// The environment variable naming the database file.
  public static let databaseVariable = "LANDMARKS_DATABASE"

  /// Where the database lives unless told otherwise: `$LANDMARKS_DATABASE`, else
  /// `$XDG_DATA_HOME/openintents-landmarks/landmarks.sqlite`, else the same under
  /// `~/.local/share`.
  public static func defaultDatabasePath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let path = environment[databaseVariable], !path.isEmpty { return path }
    let base: URL
    if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
      base = URL(fileURLWithPath: data, isDirectory: true)
    } else {
      let home =
        environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        ?? FileManager.default.homeDirectoryForCurrentUser
      base = home.appendingPathComponent(".local/share", isDirectory: true)
    }
    return base.appendingPathComponent("openintents-landmarks/landmarks.sqlite").path
  }

  /// The host serving the app's entities, enum, intents and App Shortcuts, with the database
  /// as their dependency — the host's own, so that hosts on other databases can run beside it —
  /// references kept beside it, and the Spotlight index of its landmarks and collections
  /// (`spotlight.sqlite` beside it), brought up to date before the host is returned.
  public static func makeHost(database: LandmarkDatabase) throws -> IntentsHost {
    let spotlight = try LandmarksSpotlight(database: database)
    try spotlight.synchronize()
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: database)
    dependencies.add(dependency: spotlight)
    let references = URL(fileURLWithPath: database.path).deletingLastPathComponent()
      .appendingPathComponent("references.sqlite").path
    return IntentsHost(
      name: "Landmarks", store: try SQLiteReferenceStore(path: references),
      dependencies: dependencies, spotlightIndex: spotlight.index
    ) {
      LandmarkEntity.self
      CollectionEntity.self
      NavigationOption.self
      OpenLandmarkIntent.self
      AddToCollectionIntent.self
      AddLandmarkPhotoIntent.self
      FindTicketsIntent.self
      NavigateIntent.self
      SearchLandmarksByImageIntent.self
      LandmarkIntentValueQuery.self
      LandmarksShortcuts.self
    }
  }
}
