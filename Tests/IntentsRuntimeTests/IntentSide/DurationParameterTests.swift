import AppIntents
import Foundation
import IntentsRuntime
import Testing

/// `Duration` parameters in Apple's iOS 26 forms: the unit a bare number is read in.
struct SetTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Timer"

  @Parameter(title: "Length", defaultUnit: .minutes) var length: Duration
  @Parameter(title: "Warning", default: .seconds(30), defaultUnit: .seconds) var warning: Duration
  @Parameter(description: "Snooze", defaultUnit: .milliseconds) var snooze: Duration?
  @Parameter(title: "Rest") var rest: Duration?

  func perform() async throws -> some IntentResult & ReturnsValue<String> {
    .result(
      value: "\(length.components.seconds) s, warn \(warning.components.seconds) s, "
        + "snooze \(snooze.map { "\($0)" } ?? "none"), units \($length.defaultUnit?.rawValue ?? "-")"
        + "/\($snooze.unit?.rawValue ?? "-")/\($rest.defaultUnit?.rawValue ?? "-")")
  }
}

@Suite struct DurationParameterTests {
  let host = IntentsHost(name: "Timers") { SetTimerIntent.self }

  @Test func aBareNumberIsReadInTheDeclaredUnit() async throws {
    let run = try await host.run(
      intent: "SetTimerIntent", parameters: ["length": .text("90"), "snooze": .text("1500")])
    #expect(
      run.result?.value
        == "5400 s, warn 30 s, snooze 1.5 seconds, units minutes/milliseconds/-")
  }

  @Test func aJSONNumberIsSecondsAsTheSchemaSays() async throws {
    let run = try await host.run(
      intent: "SetTimerIntent", parameters: ["length": .value(90), "snooze": .value(2)])
    #expect(run.result?.value?.stringValue?.hasPrefix("90 s, warn 30 s, snooze 2.0 seconds") == true)
  }

  @Test func textWithAUnitIsReadInItsOwnUnit() async throws {
    let run = try await host.run(
      intent: "SetTimerIntent", parameters: ["length": .text("1h30m"), "warning": .text("250ms")])
    #expect(run.result?.value?.stringValue?.hasPrefix("5400 s, warn 0 s") == true)
    let fine = try await host.run(
      intent: "SetTimerIntent", parameters: ["length": .text("2"), "snooze": .text("750us")])
    #expect(fine.result?.value?.stringValue?.contains("snooze 0.00075 seconds") == true)
  }

  @Test func aDurationPastAnyOneMeansIsRefusedNotCrashed() async throws {
    for huge in ["1e30", "99999999999999999999"] {
      let error = await intentsError {
        _ = try await host.run(intent: "SetTimerIntent", parameters: ["length": .text(huge)])
      }
      #expect(error?.code == IntentsError.invalidValue, "\(huge)")
    }
  }

  @Test func theUnitEnumIsApplesRawValueEnum() {
    typealias Unit = IntentParameter<Duration>.DurationUnit
    #expect(Unit(rawValue: "minutes") == .minutes)
    #expect(Unit.allCases.count == 7)
  }
}
