import Foundation
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
}
