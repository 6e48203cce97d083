import AppIntents
import AppIntentsTesting
import Foundation
import HTTPTypes
import IntentsCLI
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Synchronization
import Testing

/// A running `CancellableIntent` is cancelled from every surface, its handler told why; a
/// `LongRunningIntent` reports progress and runs as long as its work takes.
@Suite struct CancellationTests {
  private static func token() -> String { UUID().uuidString }

  @Test func cancellingTheTaskOfARunCallsTheHandlerAndEndsTheRunCancelled() async throws {
    let token = Self.token()
    let system = IntentsTestSystem(host: CancellableTrails.make())
    let run = Task {
      try await system.host.run(
        intent: "DownloadMapIntent",
        parameters: ["token": .text(token), "seconds": .text("30")])
    }
    try await DownloadLog.waitUntilStarted(token)
    run.cancel()
    await #expect(throws: IntentsError.self) { try await run.value }
    do {
      _ = try await run.value
    } catch let error as IntentsError {
      #expect(error.code == IntentsError.cancelled)
    }
    #expect(DownloadLog.reason(token) == .userCancelled)
  }

  @Test func aCancelledRunIsOneAnswerOnEverySurface() {
    let error = IntentsError(IntentsError.cancelled, "The run was cancelled.")
    // HTTP answers 409 (was 400, as if the request were malformed); the command line 130.
    #expect(error.httpStatus.code == 409)
    #expect(ExitStatus.of(error) == ExitStatus.cancelled)
  }

  @Test func ctrlCAtTheCommandLineCancelsTheRun() async throws {
    let token = Self.token()
    let host = CancellableTrails.make()
    let console = RecordingConsole(interactive: false)
    // What SIGINT does under `IntentsCommandLine.main`: cancel the task of the command's run.
    let command = Task {
      await IntentsCommandLine.run(
        ["run", "DownloadMapIntent", "--token", token, "--seconds", "30", "--json"],
        name: "trails", console: console.console
      ) { _ in host }
    }
    try await DownloadLog.waitUntilStarted(token)
    command.cancel()
    #expect(await command.value == ExitStatus.cancelled)
    // Progress lines come first; the error is the last line.
    let last = console.error.split(separator: "\n").last.map(String.init) ?? ""
    #expect(try JSONValue(parsing: last)["error"]?["code"] == "cancelled")
    #expect(DownloadLog.reason(token) == .userCancelled)
  }

  @Test func anMCPClientsCancellationReachesTheHandler() async throws {
    let token = Self.token()
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await IntentsMCPServer(host: CancellableTrails.make()).makeServer()
      .start(transport: serverSide)
    let client = Client(name: "CancellationTests", version: "1.0")
    try await client.connect(transport: clientSide)
    let call = try await client.send(
      CallTool.request(
        .init(name: "DownloadMapIntent", arguments: ["token": .string(token), "seconds": 30])))
    try await DownloadLog.waitUntilStarted(token)
    try await client.cancelRequest(call.requestID, reason: "The person stopped it.")
    #expect(try await DownloadLog.waitForReason(token) == .userCancelled)
    await client.disconnect()
  }

  @Test func aLongRunningIntentReportsItsProgressToAnAgentThatAsks() async throws {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await IntentsMCPServer(host: CancellableTrails.make()).makeServer()
      .start(transport: serverSide)
    let client = Client(name: "CancellationTests", version: "1.0")
    try await client.connect(transport: clientSide)
    let received = Mutex<[Double]>([])
    await client.onNotification(ProgressNotification.self) { message in
      received.withLock { $0.append(message.params.progress) }
    }
    let result = try await client.send(
      CallTool.request(
        .init(
          name: "DownloadMapIntent", arguments: ["token": .string(Self.token()), "seconds": 1],
          meta: Metadata(progressToken: .string("map-1"))))
    ).value
    #expect(result.isError != true)
    for _ in 0..<10_000 where received.withLock({ $0.count }) < 3 { await Task.yield() }
    #expect(received.withLock { $0 }.suffix(2) == [1, 2])
    await client.disconnect()
  }

  @Test func aHandlerInstalledAfterTheCancellationRunsAtOnce() async throws {
    struct Probe: CancellableIntent {
      static let title: LocalizedStringResource = "Probe"
      func perform() async throws -> some IntentResult { .result() }
    }
    let reasons = Mutex<[IntentCancellationReason]>([])
    let task = Task {
      while !Task.isCancelled { await Task.yield() }
      await Probe().withIntentCancellationHandler {
      } onCancel: { reason in
        reasons.withLock { $0.append(reason) }
      }
    }
    task.cancel()
    await task.value
    #expect(reasons.withLock { $0 } == [.userCancelled])
    #expect(IntentCancellationReason.timeout.debugDescription == "timeout")
  }
}
