import AppIntents
import Foundation
import IntentsRuntime
import Testing

@Suite struct ParameterOptionTests {
  let host = IntentsHost(name: "Hikes") {
    PlanHikeIntent.self
    HexCodeIntent.self
    Region.self
    ClimbPeakIntent.self
    PayTollIntent.self
    WalkTrailIntent.self
  }

  private func plan(_ parameters: [String: ParameterInput]) async throws -> IntentRunOutcome {
    var all: [String: ParameterInput] = ["groupSize": .value(4), "distance": .text("12 km")]
    all.merge(parameters) { $1 }
    return try await host.run(intent: "PlanHikeIntent", parameters: all)
  }

  @Test func valuesInsideTheirRangesAndUnitsRun() async throws {
    let outcome = try await plan(["climb": .text("1.2 km"), "pace": .value(1.5)])
    #expect(outcome.result?.value == .string("4 at 1.5 for 12.0 km, climb 1200 m"))
  }

  @Test func outOfRangeValuesAreRefusedWithTheRange() async throws {
    let error = await intentsError { _ = try await plan(["groupSize": .value(13)]) }
    #expect(error?.code == IntentsError.invalidValue)
    #expect(error?.message == "‘groupSize’ must be between 1 and 12, not 13.")
    let pace = await intentsError { _ = try await plan(["pace": .value(0.1)]) }
    #expect(pace?.message == "‘pace’ must be between 0.5 and 2, not 0.1.")
  }

  @Test func measurementsReadUnitsByNameSymbolOrJSONAndBareNumbersInTheDefaultUnit() async throws {
    for input: ParameterInput in [
      .text("12 km"), .text("12km"), .text("12 kilometers"), .value(12),
      .value(.object(["value": .number(12_000), "unit": .string("m")])),
    ] {
      let outcome = try await plan(["distance": input])
      #expect(outcome.result?.value == .string("4 at 1.0 for 12.0 km, climb none"), "\(input)")
    }
  }

  @Test func badMeasurementsSayWhatWasWrong() async throws {
    let unit = await intentsError { _ = try await plan(["distance": .text("12 furlongz")]) }
    #expect(unit?.code == IntentsError.invalidValue)
    #expect(unit?.message.contains("has no unit “furlongz”") == true)
    #expect(unit?.allowed.contains("kilometers") == true)
    let negative = await intentsError { _ = try await plan(["distance": .text("-3 km")]) }
    #expect(negative?.message == "‘distance’ cannot be negative, not -3 km.")
    let text = await intentsError { _ = try await plan(["distance": .text("far")]) }
    #expect(text?.message.hasPrefix("‘distance’ expects a measurement") == true)
  }

  @Test func durationsAndDateComponentsAreReadInTheirUsualForms() async throws {
    for text in ["90m", "1h30m", "PT1H30M", "1:30:00", "5400"] {
      let outcome = try await plan(["rest": .text(text)])
      #expect(outcome.result != nil, "\(text)")
    }
    let duration = await intentsError { _ = try await plan(["rest": .text("a while")]) }
    #expect(duration?.message.contains("a duration") == true)
    let time = await intentsError { _ = try await plan(["start": .text("25:00")]) }
    #expect(time?.code == IntentsError.invalidValue)
    #expect(try await plan(["start": .text("09:30")]).result != nil)
  }

  @Test func textInputOptionsRefuseLineBreaksAndNonDigits() async throws {
    let lines = await intentsError { _ = try await plan(["note": .text("a\nb")]) }
    #expect(lines?.message == "‘note’ takes one line of text; remove the line breaks.")
    let digits = await intentsError { _ = try await plan(["code": .text("12a")]) }
    #expect(digits?.message == "‘code’ takes digits only, not “12a”.")
  }

  @Test func resolversReadOtherInputsAndStillCheckTheRange() async throws {
    let hex = try await host.run(intent: "HexCodeIntent", parameters: ["code": .text("ff")])
    #expect(hex.result?.value == .number(255))
    let rounded = try await host.run(intent: "HexCodeIntent", parameters: ["code": .value(41.6)])
    #expect(rounded.result?.value == .number(42))
    let outside = await intentsError {
      _ = try await host.run(intent: "HexCodeIntent", parameters: ["code": .text("1ff")])
    }
    #expect(outside?.message == "‘Code’ must be between 0 and 255, not 511.")
  }

  @Test func amountsAreCheckedAgainstTheirRangeAndCurrencies() async throws {
    func pay(_ toll: ParameterInput) async throws -> IntentRunOutcome {
      try await host.run(intent: "PayTollIntent", parameters: ["toll": toll])
    }
    #expect(try await pay(.text("12.50 CHF")).result?.value == .string("12.5 CHF"))
    let json = try await pay(.value(["amount": "40", "currencyCode": "eur"]))
    #expect(json.result?.value == .string("40 EUR"))
    let high = await intentsError { _ = try await pay(.text("40.01 EUR")) }
    #expect(high?.code == IntentsError.invalidValue)
    #expect(high?.message.contains("between 1 and 40") == true)
    let currency = await intentsError { _ = try await pay(.text("12 USD")) }
    #expect(currency?.code == IntentsError.invalidValue)
    #expect(currency?.allowed == ["CHF", "EUR"])
    #expect(
      try host.describe(intent: "PayTollIntent").parameters[0].range == [.number(1), .number(40)])
  }

  @Test func descriptionsPublishEveryHint() throws {
    let description = try host.describe(intent: "PlanHikeIntent")
    let hints = Dictionary(
      uniqueKeysWithValues: description.parameters.map { ($0.name, $0.hints) })
    #expect(hints["groupSize"]??.controlStyle == "stepper")
    #expect(hints["pace"]??.controlStyle == "slider")
    #expect(hints["distance"]??.unit?.symbol == "km")
    #expect(hints["distance"]??.unit?.isFixed == false)
    #expect(hints["distance"]??.supportsNegativeNumbers == false)
    #expect(hints["climb"]??.unit?.isFixed == true)
    #expect(hints["start"]??.dateKind == "time")
    #expect(hints["note"]??.inputOptions?.multiline == false)
    #expect(hints["shelter"]??.booleanNames == ["Hut", "Tent"])
    #expect(hints["rest"] == .some(nil))
    #expect(
      description.parameters.first { $0.name == "pace" }?.range == [.number(0.5), .number(2)])
  }

  @Test func providerOptionsDependOnEarlierParametersAndBindTheValue() async throws {
    let asked = try await host.run(
      intent: "ClimbPeakIntent", parameters: ["region": .text("alps")])
    let question = try #require(asked.question)
    #expect(question.options.map(\.id) == ["Eiger", "Mönch"])

    let defaulted = try await host.run(
      intent: "ClimbPeakIntent", parameters: ["region": .text("jura")])
    #expect(defaulted.result?.dialog == "Climbing Chasseral")

    let refused = await intentsError {
      _ = try await host.run(
        intent: "ClimbPeakIntent",
        parameters: ["region": .text("alps"), "peak": .text("Chasseral")])
    }
    #expect(refused?.message == "‘peak’ takes one of its options, not Chasseral.")
    #expect(refused?.allowed == ["Eiger", "Mönch"])
    #expect(
      try host.describe(intent: "ClimbPeakIntent").parameters[1].hints?.hasDynamicOptions == true)
  }

  @Test func measurementProvidersDeclaredWithResolversOfferTheirOptions() async throws {
    let length = try host.describe(intent: "WalkTrailIntent").parameters[0]
    #expect(length.hints?.hasDynamicOptions == true)
    let asked = try await host.run(intent: "WalkTrailIntent")
    #expect(try #require(asked.question).options.count == 2)
  }

  @Test func booleanQuestionsOfferTheDeclaredNames() async throws {
    struct Ask: AppIntent {
      static let title: LocalizedStringResource = "Ask"
      @Parameter(title: "Shelter", displayName: Bool.IntentDisplayName(true: "Hut", false: "Tent"))
      var shelter: Bool
      func perform() async throws -> some IntentResult { .result() }
    }
    let host = IntentsHost(name: "Ask") { Ask.self }
    let question = try #require(try await host.run(intent: "Ask").question)
    #expect(question.options.map(\.title) == ["Hut", "Tent"])
  }
}
