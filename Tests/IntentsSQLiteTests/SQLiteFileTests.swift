import Foundation
import Synchronization
import GRDB
import IntentsRuntime
import IntentsSQLite
import Testing

/// The stores open only their own files: another program's SQLite file, or a store of another
/// kind, is refused and left byte for byte as it was.
@Suite struct SQLiteFileTests {
  /// Another program's SQLite file, with a table and a row, in a fresh directory.
  static func foreignFile() async throws -> String {
    let path = temporaryDatabasePath()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      try db.execute(
        sql: "CREATE TABLE contact (name TEXT); INSERT INTO contact VALUES ('Ada');")
    }
    try queue.close()
    return path
  }

  @Test func theStoresRefuseAnotherProgramsFileAndLeaveItAsItIs() async throws {
    let path = try await Self.foreignFile()
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for open in [
      { _ = try SQLiteReferenceStore(path: path) }, { _ = try SQLiteSpotlightIndex(path: path) },
    ] as [() throws -> Void] {
      #expect {
        try open()
      } throws: { error in
        (error as? IntentsError)?.code == IntentsError.storeFailed
          && "\(error)".contains("with tables this program does not make (contact)")
      }
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: (path as NSString).deletingLastPathComponent) == ["intents.sqlite"])
  }

  @Test func aSpotlightIndexIsNotAReferenceStore() async throws {
    let path = temporarySpotlightPath()
    defer {
      try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
    _ = try SQLiteSpotlightIndex(path: path)
    #expect {
      _ = try SQLiteReferenceStore(path: path)
    } throws: { error in
      "\(error)".contains("is not a reference store")
        && "\(error)".contains("application id \(SQLiteSpotlightIndex.format.applicationID)")
    }
  }

  /// Programs whose files have many migrations, opening one new file at once, all get it
  /// migrated: a migration that fails because another opener applied it first is run again,
  /// as often as the others make progress.
  @Test func openersRacingThroughManyMigrationsAllSucceed() async throws {
    var migrator = DatabaseMigrator()
    for step in 0..<12 {
      migrator.registerMigration("step-\(step)") { db in
        try db.execute(sql: "CREATE TABLE step\(step) (value INTEGER)")
        for value in 0..<200 {
          try db.execute(sql: "INSERT INTO step\(step) VALUES (?)", arguments: [value])
        }
      }
    }
    let format = SQLiteFileFormat(name: "racing file", applicationID: 0x5254_4331)
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    for _ in 0..<10 {
      let path = temporaryDatabasePath()
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      defer {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
      }
      // Threads, not tasks: the cooperative pool runs only as many tasks at once as there are
      // cores, and the openers must really run together.
      let failures = Mutex<[String]>([])
      let openers = (0..<6).map { _ in
        Thread { [migrator, configuration] in
          do {
            _ = try SQLiteFile.open(
              path: path, format: format, configuration: configuration, migrator: migrator)
          } catch {
            failures.withLock { $0.append("\(error)") }
          }
        }
      }
      openers.forEach { $0.start() }
      while openers.contains(where: { !$0.isFinished }) {
        try await Task.sleep(for: .milliseconds(5))
      }
      #expect(failures.withLock { $0 } == [])
      let pool = try SQLiteFile.open(
        path: path, format: format, configuration: configuration, migrator: migrator)
      #expect(try await pool.read(migrator.appliedIdentifiers).count == 12)
    }
  }
}
