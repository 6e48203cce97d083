import AppIntents
import Foundation
import IntentsRuntime
import Synchronization
import Testing

@Suite struct SystemIntentTests {
  let host = IntentsHost(name: "Trails") {
    TrailLinkIntent.self
    TrailWidgetIntent.self
    UploadTracksIntent.self
    OldSyncIntent.self
    LegacySearchIntent.self
    HikeFocusIntent.self
    TrailCameraIntent.self
  }

  @Test func urlRepresentableIntentsReturnTheirURLInsteadOfPerforming() async throws {
    let outcome = try await host.run(
      intent: "TrailLinkIntent", parameters: ["name": .text("eiger")])
    #expect(outcome.result?.openedURL == "https://trails.example/eiger")
    #expect(try host.describe(intent: "TrailLinkIntent").kinds == ["urlRepresentable"])
  }

  @Test func widgetConfigurationIntentsResolveTheirConfiguration() async throws {
    let outcome = try await host.run(intent: "TrailWidgetIntent", parameters: ["count": .value(4)])
    #expect(outcome.result?.isConfiguration == true)
    #expect(outcome.result?.parameters["count"] == .number(4))
    #expect(outcome.result?.parameters["region"] == .string("Alps"))
    let refused = await intentsError {
      _ = try await host.run(intent: "TrailWidgetIntent", parameters: ["count": .value(9)])
    }
    #expect(refused?.code == IntentsError.invalidValue)
  }

  @Test func progressIsReportedAsEventsOfTheRun() async throws {
    let events = Mutex<[IntentRunEvent]>([])
    let outcome = try await host.run(
      intent: "UploadTracksIntent", parameters: ["tracks": .value(3)],
      onEvent: { event in events.withLock { $0.append(event) } })
    #expect(outcome.result?.dialog == "Uploaded 3 tracks")
    let progress = events.withLock { $0 }.compactMap(\.progress)
    #expect(progress.last?.completed == 3)
    #expect(progress.last?.total == 3)
    #expect(progress.last?.fraction == 1)
    #expect(events.withLock { $0 }.allSatisfy { $0.runID == outcome.result?.runID })
  }

  @Test func deprecationsAndMigratedIdentifiersArePublished() throws {
    let old = try host.describe(intent: "OldSyncIntent")
    #expect(old.deprecation?.replacement == "UploadTracksIntent")
    #expect(old.deprecation?.message == "Use “Upload Tracks” instead.")
    #expect(host.intentTypes.contains("LegacySearchIntentIntent"))
  }

  @Test func focusFilterIntentsRunButTheCurrentFocusIsNotAvailableOnLinux() async throws {
    #expect(try await host.run(intent: "HikeFocusIntent").result != nil)
    await #expect {
      _ = try await HikeFocusIntent.current
    } throws: { error in
      (error as? AppIntentError)?.code == "notAvailableOnLinux"
    }
  }

  @Test func cameraCaptureContextsAreKeptAsJSON() async throws {
    try await TrailCameraIntent.updateAppContext(CameraContext(lens: "wide"))
    #expect(try await TrailCameraIntent.appContext == CameraContext(lens: "wide"))
    try await TrailCameraIntent.updateAppContext(nil)
    #expect(try await TrailCameraIntent.appContext == nil)
  }
}
