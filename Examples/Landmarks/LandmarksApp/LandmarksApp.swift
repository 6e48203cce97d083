public import AppIntents
import Foundation
import IntentsPostgres
public import IntentsRuntime
import IntentsSQLite
import IntentsVisualSearch

/// The Landmarks app: where its data lives, and the host that serves its intents.
public enum LandmarksApp {
  /// The environment variable naming the database: a file's path, or a PostgreSQL URL.
  public static let databaseVariable = "LANDMARKS_DATABASE"

  /// Where the database lives unless told otherwise: `$LANDMARKS_DATABASE` (a path, or a
  /// `postgres://` URL), else `$XDG_DATA_HOME/openintents-landmarks/landmarks.sqlite`, else the
  /// same under `~/.local/share`.
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

  /// Opens the app's database: the one named on the command line (`--database`), else by
  /// `$LANDMARKS_DATABASE`, else ``defaultDatabasePath(environment:)`` in the app's data
  /// directory, which is created if needed — it is the app's own. A file a person names must
  /// be in a directory that exists and be a Landmarks database or a new (or empty) file: a
  /// mistyped path is an error (`IntentsError.storeFailed`), never a new directory and
  /// database somewhere, and another program's file is left as it is.
  ///
  /// A `postgres://` or `postgresql://` URL names a PostgreSQL database instead, which several
  /// hosts may share (``LandmarkDatabase/connect(url:logger:)``): a server that cannot be
  /// reached, or refuses the login, is an `IntentsError.storeFailed` naming it — within the
  /// URL's `connect_timeout` — and no message repeats the password.
  public static func openDatabase(
    named path: String?, environment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws -> LandmarkDatabase {
    let location = path ?? defaultDatabasePath(environment: environment)
    if LandmarkDatabase.isPostgresURL(location) {
      return try await LandmarkDatabase.connect(url: location)
    }
    if let path { return try LandmarkDatabase(path: path) }
    let named = !(environment[databaseVariable] ?? "").isEmpty
    return try LandmarkDatabase(path: location, creatingDirectory: !named)
  }

  /// The file that keeps a database file's saved references and runs: the database's own name
  /// followed by `-references`, beside it, so that databases in one folder share nothing. (A
  /// database on PostgreSQL keeps them in its own tables.)
  public static func referencesPath(database path: String) -> String { path + "-references" }

  /// The file of a database file's Spotlight index: its name followed by `-spotlight`, beside
  /// it. (A database on PostgreSQL keeps its index in its own tables.)
  public static func spotlightPath(database path: String) -> String { path + "-spotlight" }

  /// The host serving the app's entities, enum, intents and App Shortcuts, with the database
  /// as their dependency — the host's own, so that hosts on other databases can run beside it —
  /// its references (``referencesPath(database:)``), and the Spotlight index of its landmarks
  /// and collections (``spotlightPath(database:)``), brought up to date before the host is
  /// returned. It reads the PNG and JPEG images of visual searches (`PNGAndJPEGReader`).
  ///
  /// On a database in PostgreSQL, the references, saved runs, events, donations, on-screen
  /// contexts and the Spotlight index are in that database too (`PostgresReferenceStore`,
  /// `PostgresSpotlightIndex`): every host on it answers as one.
  ///
  /// Earlier versions kept one `references.sqlite` and one `spotlight.sqlite` for every
  /// database in a folder. A database that already existed, opened without references of its
  /// own, starts with a copy of that `references.sqlite`; the old files are left as they are
  /// (the index is built again from the database).
  public static func makeHost(database: LandmarkDatabase) async throws -> IntentsHost {
    let spotlight = try LandmarksSpotlight(database: database)
    try await spotlight.synchronize()
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: database)
    dependencies.add(dependency: spotlight)
    let store: any ReferenceStore
    if let postgres = database.postgres {
      store = PostgresReferenceStore(postgres)
    } else {
      let references = referencesPath(database: database.path)
      store =
        database.isNew
        ? try SQLiteReferenceStore(path: references)
        : try SQLiteReferenceStore(
          path: references,
          formerPath: URL(fileURLWithPath: database.path).deletingLastPathComponent()
            .appendingPathComponent("references.sqlite").path)
    }
    return IntentsHost(
      name: "Landmarks", store: store,
      dependencies: dependencies, spotlightIndex: spotlight.index, images: PNGAndJPEGReader()
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
