import AppIntents
import Foundation
import IntentsRuntime

// Intents whose parameters declare every kind of option the runtime honours.

struct PlanHikeIntent: AppIntent {
  static let title: LocalizedStringResource = "Plan Hike"

  @Parameter(title: "Group size", controlStyle: .stepper, inclusiveRange: (1, 12))
  var groupSize: Int

  @Parameter(title: "Pace", default: 1.0, controlStyle: .slider, inclusiveRange: (0.5, 2.0))
  var pace: Double

  @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
  var distance: Measurement<UnitLength>

  @Parameter(title: "Climb", unit: .meters)
  var climb: Measurement<UnitLength>?

  @Parameter(title: "Rest")
  var rest: Duration?

  @Parameter(title: "Start", kind: .time)
  var start: DateComponents?

  @Parameter(
    title: "Note", inputOptions: String.IntentInputOptions(keyboardType: .default, multiline: false)
  )
  var note: String?

  @Parameter(title: "Code", inputOptions: String.IntentInputOptions(keyboardType: .numberPad))
  var code: String?

  @Parameter(title: "Shelter", displayName: Bool.IntentDisplayName(true: "Hut", false: "Tent"))
  var shelter: Bool?

  func perform() async throws -> some IntentResult & ReturnsValue<String> {
    let climbText = climb.map { "\(Int($0.value)) \($0.unit.symbol)" } ?? "none"
    return .result(
      value:
        "\(groupSize) at \(pace) for \(distance.converted(to: .kilometers).value) km, climb \(climbText)"
    )
  }
}

struct HexCodeIntent: AppIntent {
  static let title: LocalizedStringResource = "Hex Code"

  @Parameter(
    title: "Code", inclusiveRange: (0, 255),
    resolvers: {
      IntFromStringResolver(radix: 16)
      IntFromDoubleResolver(roundingRule: .toNearestOrAwayFromZero)
    })
  var code: Int

  func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: code) }
}

enum Region: String, AppEnum {
  case alps, jura
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Region"
  static let caseDisplayRepresentations: [Region: DisplayRepresentation] = [
    .alps: "Alps", .jura: "Jura",
  ]
}

/// Peaks of the region chosen before, from `@IntentParameterDependency`.
struct PeakOptions: DynamicOptionsProvider {
  @IntentParameterDependency<ClimbPeakIntent>(\.$region) var intent

  func results() async throws -> [String] {
    guard let intent else { return [] }
    return intent.region == .alps ? ["Eiger", "Mönch"] : ["Chasseral"]
  }

  func defaultResult() async -> String? {
    intent?.region == .jura ? "Chasseral" : nil
  }
}

struct ClimbPeakIntent: AppIntent {
  static let title: LocalizedStringResource = "Climb Peak"

  @Parameter(title: "Region") var region: Region
  @Parameter(title: "Peak", optionsProvider: PeakOptions()) var peak: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Climbing \(peak)")
  }
}

/// A toll in one of two currencies, between 1 and 40.
struct PayTollIntent: AppIntent {
  static let title: LocalizedStringResource = "Pay Toll"

  @Parameter(title: "Toll", currencyCodes: ["CHF", "EUR"], inclusiveRange: (1, 40))
  var toll: IntentCurrencyAmount

  func perform() async throws -> some IntentResult & ReturnsValue<String> {
    .result(value: "\(toll.amount) \(toll.currencyCode)")
  }
}

/// Trail lengths from a provider.
struct TrailLengthOptions: DynamicOptionsProvider {
  func results() async throws -> [Measurement<UnitLength>] {
    [Measurement(value: 5, unit: .kilometers), Measurement(value: 21, unit: .kilometers)]
  }
}

/// A measurement declared with resolvers and an options provider, in the order Apple's
/// measurement form takes them.
struct WalkTrailIntent: AppIntent {
  static let title: LocalizedStringResource = "Walk Trail"

  @Parameter(title: "Length", resolvers: {}, optionsProvider: TrailLengthOptions())
  var length: Measurement<UnitLength>

  func perform() async throws -> some IntentResult & ReturnsValue<Double> {
    .result(value: length.converted(to: .kilometers).value)
  }
}
