import AppIntentsTesting
import Foundation
import IntentsMCP
import IntentsWire
import MCP
import Testing

/// A failure of the app's own code reaches the local user in full, and remote callers without
/// the app's details, which only the server's log keeps.
@Suite struct FailureDetailTests {
  struct LedgerEntry: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ledger Entry"
    static let defaultQuery = LedgerQuery()
    let id: Int
    var displayRepresentation: DisplayRepresentation { "Entry \(id)" }
  }

  /// A query whose database fails, with an error that names its internals.
  struct LedgerQuery: EntityStringQuery {
    struct DatabaseFailure: Error, CustomStringConvertible {
      var description: String { "SQLITE_ERROR: no such table: secret_ledger in /srv/ledger.db" }
    }
    func entities(for identifiers: [Int]) async throws -> [LedgerEntry] {
      throw DatabaseFailure()
    }
    func entities(matching string: String) async throws -> [LedgerEntry] {
      throw DatabaseFailure()
    }
  }

  static func server() -> IntentsMCPServer {
    IntentsMCPServer(host: IntentsHost(name: "Ledger") { LedgerEntry.self })
  }

  @Test func theLocalUserReadsTheAppsOwnError() async throws {
    let client = try await connectedClient(Self.server())
    let failed = try await client.call("get_LedgerEntry", ["id": "1"])
    #expect(failed.isError == true)
    #expect(failed.errorCode == "queryFailed")
    #expect(failed.texts.first?.contains("no such table: secret_ledger") == true)
    do {
      _ = try await client.readResource(uri: "intents://ledger/LedgerEntry/1")
      Issue.record("reading a failing resource succeeded")
    } catch {
      #expect("\(error)".contains("secret_ledger"), "\(error)")
    }
  }

  @Test func remoteCallersGetTheCodeWithoutTheDetails() async throws {
    let (ports, listening) = AsyncStream<Int>.makeStream()
    let server = Self.server()
    let running = Task {
      defer { listening.finish() }
      try await server.runHTTP(port: 0) { listening.yield($0) }
    }
    let port = try #require(await ports.first { _ in true }, "the server did not start")
    let transport = EventStreamClientTransport(port: port)
    let client = Client(name: "failure-test", version: "1.0")
    try await client.connect(transport: transport)

    for (tool, arguments) in [
      ("get_LedgerEntry", ["id": Value.string("1")]), ("search_LedgerEntry", ["query": "x"]),
    ] {
      let failed = try await client.call(tool, arguments)
      #expect(failed.isError == true)
      #expect(failed.errorCode == "queryFailed")
      let text = failed.texts.joined(separator: "\n")
      #expect(!text.contains("secret_ledger"), "\(text)")
      #expect(!text.contains("/srv/"), "\(text)")
      #expect(text.contains("server log"), "\(text)")
    }
    // Reading a resource is a protocol request: its error is redacted too.
    do {
      _ = try await client.readResource(uri: "intents://ledger/LedgerEntry/1")
      Issue.record("reading a failing resource succeeded")
    } catch {
      #expect(!"\(error)".contains("secret_ledger"), "\(error)")
      #expect("\(error)".contains("server log"), "\(error)")
    }
    // Errors in the request itself still say what to fix.
    let malformed = try await client.call("get_LedgerEntry", ["id": "one"])
    #expect(malformed.errorCode == "malformedIdentifier")
    #expect(malformed.texts.first?.contains("canonical decimal") == true)

    await client.disconnect()
    running.cancel()
    try await running.value
  }
}
