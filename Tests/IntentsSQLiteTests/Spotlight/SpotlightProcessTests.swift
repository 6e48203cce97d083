import CoreSpotlight
import Foundation
import IntentsFixtures
import GRDB
import Testing

@testable import IntentsSQLite

/// The SQLite index shared by processes: a writer killed in the middle of a batch, and two
/// writers committing batches at the same time.
@Suite struct SpotlightProcessTests {
  /// A writer killed while a batch is half written leaves the index as the last committed
  /// batch left it, and the file sound.
  @Test func aWriterKilledInTheMiddleOfABatchLosesNothingCommitted() async throws {
    let path = "/tmp/openintents-spotlight-crash-\(getpid())/spotlight.sqlite"
    try? FileManager.default.removeItem(atPath: path)
    await #expect(processExitsWith: .signal(SIGKILL)) {
      let path = "/tmp/openintents-spotlight-crash-\(getppid())/spotlight.sqlite"
      let store = try SQLiteSpotlightIndex(path: path)
      try await store.apply(
        CSIndexBatch(
          operations: [.index((0..<50).map { spotlightItem("kept-\($0)", "Kept walk \($0)") })],
          newClientState: Data("committed".utf8)))
      let lost = (0..<2000).map { spotlightItem("lost-\($0)", "Lost walk \($0)") }
      try await store.database.write { db in
        try SQLiteSpotlightIndex.apply(CSIndexBatch(operations: [.deleteAll]), at: Date(), db)
        try SQLiteSpotlightIndex.index(Array(lost[..<1000]), db)
        kill(getpid(), SIGKILL)
      }
    }
    let store = try SQLiteSpotlightIndex(path: path)
    #expect(try store.currentItems().count == 50)
    #expect(try await store.lastClientState() == Data("committed".utf8))
    #expect(try await store.page("walk", limit: 100).total == 50)
    #expect(try await store.page("lost").total == 0)
    try await SQLiteSpotlightIndexTests.checkIntegrity(path)
  }

  /// Two processes each commit twenty batches, each batch expecting the client state the
  /// previous one left and retrying when the other process got there first: every batch lands
  /// once, none is lost, and the full-text index agrees with the rows.
  @Test func twoProcessesWritingAtOnceLoseNoBatch() async throws {
    let path = "/tmp/openintents-spotlight-writers-\(getpid())/spotlight.sqlite"
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    _ = try SQLiteSpotlightIndex(path: path)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<2 {
        group.addTask {
          await #expect(processExitsWith: .success) {
            let path = "/tmp/openintents-spotlight-writers-\(getppid())/spotlight.sqlite"
            let index = CSSearchableIndex(
              name: "writer", backend: try SQLiteSpotlightIndex(path: path))
            let writer = getpid()
            for batch in 0..<20 {
              while true {
                let state = try await index.fetchLastClientState()
                let count = Int(String(decoding: state, as: UTF8.self)) ?? 0
                index.beginBatch()
                try await index.indexSearchableItems(
                  (0..<25).map {
                    spotlightItem("\(writer)-\(batch)-\($0)", "Writer walk \(batch) \($0)")
                  })
                do {
                  try await index.endBatch(
                    withExpectedClientState: state.isEmpty ? nil : state,
                    newClientState: Data(String(count + 1).utf8))
                  break
                } catch CSIndexError.mismatchedClientState {
                  continue
                }
              }
            }
          }
        }
      }
    }
    let store = try SQLiteSpotlightIndex(path: path)
    #expect(try await store.lastClientState() == Data("40".utf8))
    #expect(try store.currentItems().count == 1000)
    #expect(try await store.page("writer").total == 1000)
    try await SQLiteSpotlightIndexTests.checkIntegrity(path)
  }
}
