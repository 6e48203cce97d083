import AppIntents
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsRuntime
import IntentsWire
import Synchronization
import Testing

@testable import IntentsHTTP

/// A run over HTTP is cancelled by the request its client names it in (`Intents-Run-ID`,
/// `DELETE /running/{runID}`), or by its client leaving: a `CancellableIntent`'s handler is told
/// `userCancelled` and the run answers `409` (`cancelled`), as the command line and MCP answer
/// a cancelled run. Each test serves a real socket: the run and its cancellation travel on
/// connections of their own.
@Suite struct HTTPCancellationTests {
  private static func token() -> String { UUID().uuidString }

  /// The request that starts a download of `seconds`, named `runID` when given. A download to
  /// cancel lasts ten minutes: a loaded machine may take long to send the cancellation, and
  /// the run must still be under way when it arrives (a run never cancelled fails the test at
  /// the client's timeout).
  private static func download(
    _ token: String, seconds: Int = 600, runID: String? = nil, intent: String = "DownloadMapIntent"
  ) -> TestClient.Request {
    var headers: HTTPFields = [.contentType: "application/json", .connection: "keep-alive"]
    if let runID { headers[HTTPField.Name("Intents-Run-ID")!] = runID }
    let body: JSONValue = [
      "parameters": ["token": .string(token), "seconds": .number(Double(seconds))]
    ]
    return TestClient.Request(
      "/intents/\(intent)/run", method: .post, authority: "localhost", headers: headers,
      body: ByteBuffer(string: body.description))
  }

  /// The answer's error code.
  private static func code(_ response: TestClient.Response) -> String? {
    try? JSONValue(parsing: String(buffer: response.body ?? ByteBuffer()))["error"]?["code"]?
      .stringValue
  }

  /// Serves the cancellable trails on a free port of the loopback address while `test` runs,
  /// giving it a way to open connections to it.
  private static func withServer<Value: Sendable>(
    _ test:
      @escaping @Sendable (IntentsHTTPServer, @Sendable () -> TestClient) async throws -> Value
  ) async throws -> Value {
    let server = IntentsHTTPServer(
      host: CancellableTrails.make(),
      configuration: IntentsHTTPConfiguration(port: 0, idleTimeout: .seconds(3600)))
    let (ports, listening) = AsyncStream.makeStream(of: Int.self)
    let running = Task { try await server.run { port in listening.yield(port) } }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
      running.cancel()
      throw CancellationError()
    }
    let clients = Clients(port: port)
    let result: Result<Value, any Error>
    do {
      result = .success(try await test(server, clients.open))
    } catch {
      result = .failure(error)
    }
    await clients.shutdown()
    running.cancel()
    _ = try? await running.value
    return try result.get()
  }

  /// The connections a test opened, shut down when it ends.
  private final class Clients: Sendable {
    let port: Int
    private let opened = Mutex<[TestClient]>([])

    init(port: Int) { self.port = port }

    @Sendable func open() -> TestClient {
      // A bound, not a speed check: the whole suite runs at once on a loaded machine.
      let client = TestClient(
        host: "localhost", port: port, configuration: .init(timeout: .seconds(300)))
      client.connect()
      opened.withLock { $0.append(client) }
      return client
    }

    func shutdown() async {
      for client in opened.withLock({ $0 }) { try? await client.shutdown() }
    }
  }

  @Test func aCancelRequestStopsTheRunItNamesWhichAnswersCancelled() async throws {
    let (token, runID) = (Self.token(), "map-\(Self.token())")
    try await Self.withServer { server, open in
      let (runner, other) = (open(), open())
      async let answer = runner.execute(Self.download(token, runID: runID))
      try await DownloadLog.waitUntilStarted(token)
      #expect(server.runs.count == 1)

      // Another request may not take the name while the run is under way; it runs nothing.
      let second = Self.token()
      let duplicate = try await other.execute(Self.download(second, seconds: 0, runID: runID))
      #expect(duplicate.status == .conflict)
      #expect(Self.code(duplicate) == "runInProgress")
      #expect(!DownloadLog.started(second))

      let cancel = try await other.execute(
        TestClient.Request("/running/\(runID)", method: .delete, authority: "localhost"))
      #expect(cancel.status == .accepted)
      #expect(try await DownloadLog.waitForReason(token) == .userCancelled)

      // The run answers what a cancelled run answers on every surface.
      let run = try await answer
      #expect(run.status == .conflict)
      #expect(Self.code(run) == "cancelled")

      // It ended: nothing of it is held, and its name is free again.
      #expect(server.runs.count == 0)
      let again = try await other.execute(
        TestClient.Request("/running/\(runID)", method: .delete, authority: "localhost"))
      #expect(again.status == .notFound)
      #expect(Self.code(again) == "unknownRun")
      let reused = try await other.execute(Self.download(Self.token(), seconds: 0, runID: runID))
      #expect(reused.status == .ok)
      #expect(server.runs.count == 0)
    }
  }

  @Test func aRunNamedButNotCancelledCompletesAndLeavesNothingBehind() async throws {
    try await Self.withServer { server, open in
      let client = open()
      let run = try await client.execute(Self.download(Self.token(), seconds: 0, runID: "quick"))
      #expect(run.status == .ok)
      #expect(server.runs.count == 0)
      // A run that fails before it performs anything leaves nothing either.
      let unknown = Self.download(Self.token(), runID: "quick", intent: "NoSuchIntent")
      #expect(try await client.execute(unknown).status == .notFound)
      #expect(server.runs.count == 0)
    }
  }

  @Test(arguments: [
    "two words", String(repeating: "x", count: 129), "café", "tab\there",
  ])
  func aMalformedRunIDIsRefusedAndRunsNothing(runID: String) async throws {
    let token = Self.token()
    try await Self.withServer { server, open in
      let client = open()
      let run = try await client.execute(Self.download(token, seconds: 0, runID: runID))
      #expect(run.status == .badRequest)
      #expect(Self.code(run) == "invalidRequest")
      #expect(!DownloadLog.started(token))
      #expect(server.runs.count == 0)
      let encoded = runID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? runID
      let cancel = try await client.execute(
        TestClient.Request("/running/\(encoded)", method: .delete, authority: "localhost"))
      #expect(cancel.status == .badRequest)
      #expect(Self.code(cancel) == "invalidRequest")
    }
  }

  @Test func aClientThatLeavesCancelsItsRun() async throws {
    let token = Self.token()
    try await Self.withServer { server, open in
      let leaving = open()
      try await leaving.executeAndDontWaitForResponse(Self.download(token, runID: "left"))
      try await DownloadLog.waitUntilStarted(token)
      try await leaving.close(mode: .all)
      #expect(try await DownloadLog.waitForReason(token) == .userCancelled)
      // The run ended with its client: its name is free, and the server serves on.
      for _ in 0..<500 where server.runs.count > 0 { try await Task.sleep(for: .milliseconds(10)) }
      #expect(server.runs.count == 0)
      let next = try await open().execute(Self.download(Self.token(), seconds: 0, runID: "left"))
      #expect(next.status == .ok)
    }
  }

  @Test func aClientThatStaysIsAnsweredOnTheSameConnection() async throws {
    try await Self.withServer { _, open in
      // Watching for the client to leave reads nothing of the connection: the next request
      // on it is answered as usual.
      let client = open()
      for _ in 0..<3 {
        let run = try await client.execute(Self.download(Self.token(), seconds: 0))
        #expect(run.status == .ok)
      }
    }
  }

  @Test func namedRunsAreBoundedAndEachLeavesWhenItEnds() async throws {
    let runs = RunningRuns()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<RunningRuns.maximumRuns {
        group.addTask {
          _ = try? await runs.perform(named: try RunID("run-\(index)"), departure: nil) {
            try await Task.sleep(for: .seconds(600))
          }
        }
      }
      for _ in 0..<3000 where runs.count < RunningRuns.maximumRuns {
        try await Task.sleep(for: .milliseconds(10))
      }
      #expect(runs.count == RunningRuns.maximumRuns)
      // One more is refused before it starts.
      let started = Mutex(false)
      do {
        try await runs.perform(named: try RunID("one-more"), departure: nil) {
          started.withLock { $0 = true }
        }
        Issue.record("A run past the bound was taken.")
      } catch let error as IntentsError {
        #expect(error.code.rawValue == "tooManyRuns")
      }
      #expect(!started.withLock { $0 })
      // Cancelled — as the server cancels its requests when it stops — every run leaves.
      group.cancelAll()
    }
    #expect(runs.count == 0)
    // So does a run that fails.
    await #expect(throws: IntentsError.self) {
      try await runs.perform(named: try RunID("failing"), departure: nil) {
        throw IntentsError(IntentsError.intentFailed, "The download failed.")
      }
    }
    #expect(runs.count == 0)
  }
}
