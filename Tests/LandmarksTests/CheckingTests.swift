import AppIntentsTesting
import Foundation
import IntentsRuntime
import Testing

/// The example is what the checks hold other apps to: the doctor finds nothing wrong with how
/// its queries answer (`Scripts/test` runs the linter over its sources).
@Suite struct CheckingTests {
  @Test func theDoctorFindsNothingWrongWithTheExamplesQueries() async throws {
    let landmarks = try await TemporaryLandmarks()
    // Speed is the benchmarks' to measure: on a loaded machine any call can take a second.
    let findings = try await IntentsTestSystem(host: landmarks.host).doctor(
      options: DoctorOptions(slowQuery: .seconds(3600)))
    #expect(findings == [], "\(findings.map { "\($0.rule): \($0.message)" })")
  }
}
