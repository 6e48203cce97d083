import AppIntentsTesting
import Foundation
import GRDB
import Testing

@testable import IntentsSQLite

/// The single-use token store in a SQLite file: its guarantees, shared by two connections to one
/// file as two hosts on one database share it, kept across reopening, and small.
@Suite struct SQLiteSingleUseTokenStoreTests {
  @Test func keepsTheProtocolsGuarantees() async throws {
    try await SingleUseTokenStoreChecks.run(
      on: try SQLiteSingleUseTokenStore(path: temporaryDatabasePath()))
  }

  /// Two stores on one file, as two processes on one database: a token spent through one is
  /// refused through the other, and of many spending it at once through both, one wins.
  @Test func twoStoresOnOneFileShareWhatTheySpent() async throws {
    let path = temporaryDatabasePath()
    let first = try SQLiteSingleUseTokenStore(path: path)
    let second = try SQLiteSingleUseTokenStore(path: path)
    try await SingleUseTokenStoreChecks.run(on: first, alongside: second)
  }

  @Test func aSpentTokenStaysSpentAfterReopening() async throws {
    let path = temporaryDatabasePath()
    let later = Date().addingTimeInterval(600)
    do {
      #expect(try await SQLiteSingleUseTokenStore(path: path).consume("t", expiresAt: later))
    }
    #expect(!(try await SQLiteSingleUseTokenStore(path: path).consume("t", expiresAt: later)))
  }

  @Test func expiredTokensAreForgotten() async throws {
    let path = temporaryDatabasePath()
    let store = try SQLiteSingleUseTokenStore(path: path)
    #expect(try await store.consume("soon", expiresAt: Date().addingTimeInterval(0.2)))
    try await Task.sleep(for: .milliseconds(400))
    #expect(try await store.consume("other", expiresAt: Date().addingTimeInterval(600)))
    let left = try await DatabaseQueue(path: path).read { db in
      try String.fetchAll(db, sql: "SELECT token FROM spentToken ORDER BY token")
    }
    #expect(left == ["other"])
  }

  @Test func anotherProgramsFileIsRefused() async throws {
    let path = temporaryDatabasePath()
    _ = try SQLiteReferenceStore(path: path)
    #expect(throws: (any Error).self) { try SQLiteSingleUseTokenStore(path: path) }
  }
}
