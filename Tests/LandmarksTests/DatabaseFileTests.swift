import Foundation
import GRDB
import IntentsCLI
import IntentsRuntime
import IntentsSQLite
import IntentsWire
import LandmarksApp
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `--database` and `LANDMARKS_DATABASE` accept: a Landmarks database, or a new or empty
/// file in a directory that exists. Anything else is refused with status 74 and left exactly
/// as it was; each database keeps its references and Spotlight index beside it, under its own
/// name.
@Suite struct DatabaseFileTests {
  /// A fresh directory, removed when the test ends.
  final class Scratch {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-files-\(UUID().uuidString)", isDirectory: true)

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the directory, sorted.
    var names: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(at: url) }
  }

  /// Runs the command line in-process as the `Landmarks` binary does.
  static func landmarks(
    _ arguments: [String], environment: [String: String] = [:]
  ) async -> (status: Int32, output: String, error: String) {
    let console = RecordingConsole()
    let status = await IntentsCommandLine.run(
      arguments, name: "Landmarks", console: console.console
    ) { options in
      try await LandmarksApp.makeHost(
        database: try await LandmarksApp.openDatabase(
          named: options.database, environment: environment))
    }
    return (status, console.output, console.error)
  }

  @Test func aDatabaseInADirectoryThatDoesNotExistIsRefusedAndNothingIsCreated() async throws {
    let scratch = try Scratch()
    let mistyped = scratch.path("lanmdarks/data/landmarks.sqlite")
    let flag = await Self.landmarks(["types", "--database", mistyped])
    #expect(flag.status == 74)
    #expect(
      flag.error.contains("the directory ‘\(scratch.path("lanmdarks/data"))’ does not exist"),
      "\(flag.error)")
    let variable = await Self.landmarks(
      ["types"], environment: [LandmarksApp.databaseVariable: mistyped])
    #expect(variable.status == 74)
    #expect(scratch.names.isEmpty)
  }

  @Test func theAppsOwnDataDirectoryIsCreated() async throws {
    let scratch = try Scratch()
    let result = await Self.landmarks(
      ["types"], environment: ["XDG_DATA_HOME": scratch.path("data")])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      FileManager.default.fileExists(
        atPath: scratch.path("data/openintents-landmarks/landmarks.sqlite")))
  }

  @Test func anotherProgramsSQLiteFileIsRefusedAndLeftAsItIs() async throws {
    let scratch = try Scratch()
    let notes = scratch.path("notes.db")
    do {
      let queue = try DatabaseQueue(path: notes)
      try await queue.write { db in
        try db.execute(
          sql: """
            CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT);
            INSERT INTO note (text) VALUES ('buy milk');
            """)
      }
      try queue.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: notes))
    let result = await Self.landmarks(["types", "--database", notes])
    #expect(result.status == 74)
    #expect(result.error.contains("‘\(notes)’ is not a Landmarks database"), "\(result.error)")
    #expect(result.error.contains("(note)"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: notes)) == before)
    #expect(scratch.names == ["notes.db"])
  }

  @Test func aFileThatIsNotSQLiteIsRefusedAndLeftAsItIs() async throws {
    let scratch = try Scratch()
    let text = scratch.path("notes.txt")
    let before = Data(String(repeating: "not a database, just notes\n", count: 20).utf8)
    try before.write(to: URL(fileURLWithPath: text))
    let result = await Self.landmarks(["types", "--database", text])
    #expect(result.status == 74)
    #expect(result.error.contains("it is not a SQLite file"), "\(result.error)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == before)
    #expect(scratch.names == ["notes.txt"])
  }

  @Test func aDirectoryADeviceAPipeOrALinkToNothingIsRefused() async throws {
    let scratch = try Scratch()
    try #require(mkfifo(scratch.path("pipe"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("dangling"), withDestinationPath: "gone.sqlite")
    for (path, words) in [
      (scratch.url.path, "is a directory"), ("/dev/null", "is a character device"),
      (scratch.path("pipe"), "is a named pipe"), (scratch.path("dangling"), "symbolic link"),
      ("", "is empty"),
    ] {
      let result = await Self.landmarks(["types", "--database", path])
      #expect(result.status == 74, "\(path)")
      #expect(result.error.contains(words), "\(result.error)")
    }
    #expect(scratch.names == ["dangling", "pipe"])
  }

  @Test func aLinkToADatabaseOpensTheDatabaseAndKeepsItsFilesBesideIt() async throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.path("data"), withIntermediateDirectories: false)
    let created = await Self.landmarks([
      "types", "--database", scratch.path("data/landmarks.sqlite"),
    ])
    #expect(created.status == 0, "\(created.error)")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("link.sqlite"), withDestinationPath: "data/landmarks.sqlite")
    let saved = await Self.landmarks(
      ["refs", "save", "home", "LandmarkEntity", "113", "--database", scratch.path("link.sqlite")])
    #expect(saved.status == 0, "\(saved.error)")
    let listed = await Self.landmarks(
      ["refs", "list", "--database", scratch.path("data/landmarks.sqlite")])
    #expect(listed.output.contains("home"))
    #expect(scratch.names == ["data", "link.sqlite"])
  }

  @Test func twoDatabasesInOneFolderShareNothing() async throws {
    let scratch = try Scratch()
    let first = try await LandmarksApp.makeHost(
      database: try await LandmarksApp.openDatabase(named: scratch.path("first.sqlite")))
    let secondDatabase = try await LandmarksApp.openDatabase(named: scratch.path("second.sqlite"))
    let second = try await LandmarksApp.makeHost(database: secondDatabase)

    let saved = await Self.landmarks(
      ["refs", "save", "home", "LandmarkEntity", "113", "--database", scratch.path("first.sqlite")])
    #expect(saved.status == 0, "\(saved.error)")
    let elsewhere = await Self.landmarks(
      ["refs", "list", "--json", "--database", scratch.path("second.sqlite")])
    #expect(try JSONValue(parsing: elsewhere.output) == ["references": []])

    // A landmark added to the second database is indexed in its index only.
    var tower = try #require(try await secondDatabase.landmarks(ids: [1]).first)
    tower.id = 9001
    tower.name = "Zytglogge"
    try await secondDatabase.save(tower)
    try await LandmarksSpotlight(database: secondDatabase).update(landmarks: [9001])
    #expect(try await second.spotlight(query: "zytglogge").hits.map(\.identifier) == ["9001"])
    let other = try await first.spotlight(query: "zytglogge")
    #expect(other.hits.isEmpty && other.stale.isEmpty)
    #expect(
      Set(scratch.names).isSuperset(of: [
        "first.sqlite", "first.sqlite-references", "first.sqlite-spotlight", "second.sqlite",
        "second.sqlite-references", "second.sqlite-spotlight",
      ]))
  }

  /// A database made before files were marked — no application id — opens and is marked.
  @Test func aDatabaseOfAnEarlierVersionOpensAndIsMarked() async throws {
    let scratch = try Scratch()
    let path = scratch.path("landmarks.sqlite")
    do {
      let database = try LandmarkDatabase(path: path)
      #expect(try await database.add(landmark: 113, toCollection: "bucket-list"))
    }
    let queue = try DatabaseQueue(path: path)
    try await queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA application_id = 0")
    }
    try queue.close()
    let result = await Self.landmarks([
      "get", "CollectionEntity", "bucket-list", "--database", path,
    ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Bucket List"))
    let marked = try await DatabaseQueue(path: path).read { db in
      try Int32.fetchOne(db, sql: "PRAGMA application_id")
    }
    #expect(marked == LandmarkDatabase.format.applicationID)
  }

  /// Saved references in the one `references.sqlite` that earlier versions kept beside every
  /// database come along to a database that existed then; a new database starts empty.
  @Test func referencesOfTheFormerSharedFileComeAlong() async throws {
    let scratch = try Scratch()
    let path = scratch.path("landmarks.sqlite")
    _ = try LandmarkDatabase(path: path)
    try await SQLiteReferenceStore(path: scratch.path("references.sqlite")).save(
      SavedReference(name: "home", type: "LandmarkEntity", identifier: "113"))
    let listed = await Self.landmarks(["refs", "list", "--database", path])
    #expect(listed.status == 0, "\(listed.error)")
    #expect(listed.output.contains("home"))
    let fresh = await Self.landmarks(["refs", "list", "--database", scratch.path("new.sqlite")])
    #expect(!fresh.output.contains("home"))
  }
}
