// The intent side of App Intents as apps write it: every `@Parameter` form in its shorthand and
// trailing-closure spellings, parameter summaries with `When`/`Switch`, confirmations, snippet
// results, predictions and App Shortcut forms. Compiled in the Swift 5 language mode, as app code
// is; the tests read back what each form declared.

import AppIntents
import Foundation
import Testing

enum Pace: String, AppEnum {
  case slow, brisk
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Pace"
  static var caseDisplayRepresentations: [Pace: DisplayRepresentation] = [
    .slow: "Slow", .brisk: "Brisk",
  ]
}

struct TagOptions: DynamicOptionsProvider {
  func results() async throws -> [String] { ["summit", "lake"] }
}

struct ShapesIntent: AppIntent {
  static var title: LocalizedStringResource = "Shapes"
  static var description = IntentDescription("Every parameter form.")

  @Parameter var bare: String
  @Parameter var bareOptional: Int?
  @Parameter(title: "Name") var name: String
  @Parameter(title: "Note", default: "none") var note: String
  @Parameter(description: "Untitled") var untitled: String?
  @Parameter(title: "Text", inputOptions: .init(keyboardType: .URL, capitalizationType: .none))
  var text: String?
  @Parameter(title: "Count", default: 2, controlStyle: .field, inclusiveRange: (1, 9))
  var count: Int
  @Parameter(title: "Ratio", controlStyle: .slider, inclusiveRange: (0, 1)) var ratio: Double?
  @Parameter(title: "Enabled", default: true) var enabled: Bool
  @Parameter(title: "Flag", displayName: .init(true: "On", false: "Off")) var flag: Bool?
  @Parameter(title: "When", kind: .date) var day: Date?
  @Parameter(title: "Time", kind: .time) var time: DateComponents?
  @Parameter(title: "Link") var link: URL?
  @Parameter(title: "Rich") var rich: AttributedString?
  @Parameter(title: "Pace", default: .slow) var pace: Pace
  @Parameter(title: "Paces", supportedValues: [.brisk]) var paces: Pace?
  @Parameter(title: "Tag", optionsProvider: TagOptions()) var tag: String?
  @Parameter(title: "Distance", defaultValue: 5, defaultUnit: .kilometers) var distance:
    Measurement<UnitLength>
  @Parameter(title: "Weight", unit: .kilograms, supportsNegativeNumbers: false) var weight:
    Measurement<UnitMass>?
  @Parameter(title: "Temperature", defaultUnit: .celsius, defaultUnitAdjustForLocale: true)
  var temperature: Measurement<UnitTemperature>?
  @Parameter(title: "Wait") var wait: Duration?
  @Parameter(title: "Price") var price: Decimal?
  // Attributes take no trailing closure: resolvers are given with their label.
  @Parameter(
    title: "Hex", inclusiveRange: (0, 255), resolvers: { IntFromStringResolver(radix: 16) })
  var hex: Int?
  @Parameter(title: "Letters", resolvers: { StringFromDoubleResolver() }) var letters: String?

  static var parameterSummary: some ParameterSummary {
    When(\.$pace, .equalTo, Pace.brisk) {
      Summary("Hurry \(\.$name)") {
        \.$count
        \.$note
      }
    } otherwise: {
      Switch(\.$pace) {
        Case(.slow) { Summary("Stroll \(\.$name)") }
        DefaultCase { Summary("Go \(\.$name)") }
      }
    }
  }

  func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
    try await requestConfirmation(actionName: .go, dialog: "Go?")
    try await requestConfirmation(
      result: .result(value: name, dialog: "Ready"), confirmationActionName: .start)
    let option = try await requestChoice(between: [.init(title: "A"), .cancel])
    _ = option
    return .result(value: name, dialog: "Done")
  }
}

struct ShapeSnippetIntent: SnippetIntent {
  static var title: LocalizedStringResource = "Shape Snippet"
  @Parameter(title: "Name") var name: String
  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .snippet(dialog: "Shape \(name)")
  }
}

struct ShowShapeIntent: AppIntent {
  static var title: LocalizedStringResource = "Show Shape"
  func perform() async throws -> some IntentResult & ShowsSnippetIntent & ProvidesDialog {
    .result(dialog: "Here", snippetIntent: ShapeSnippetIntent())
  }
}

struct PredictedShapeIntent: AppIntent, PredictableIntent {
  static var title: LocalizedStringResource = "Predicted Shape"
  @Parameter(title: "Pace") var pace: Pace

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: (\.$pace)) { pace in
      DisplayRepresentation(title: "\(pace.rawValue)")
    }
    IntentPrediction { DisplayRepresentation(title: "Any pace") }
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct ShapesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PredictedShapeIntent(), phrases: ["Shape \(\.$pace) in \(.applicationName)"],
      shortTitle: "Shape", systemImageName: "square",
      parameterPresentation: ParameterPresentation(
        for: \.$pace, summary: Summary("Shape \(\.$pace)"),
        optionsCollections: {
          OptionsCollection(PaceOptions(), title: "Paces", systemImageName: "figure.walk")
        }))
  }
  static var negativePhrases = NegativeAppShortcutPhrases(phrases: [
    "Shape settings in \(.applicationName)"
  ])
}

struct PaceOptions: DynamicOptionsProvider {
  func results() async throws -> [Pace] { [.slow, .brisk] }
}

@Suite struct IntentShapesTests {
  @Test func parameterFormsKeepWhatTheyDeclared() {
    let intent = ShapesIntent()
    #expect(intent.$count.controlStyle == .field)
    #expect(intent.$count.inclusiveRange?.lowerBound == 1)
    #expect(intent.$count.inclusiveRange?.upperBound == 9)
    #expect(intent.$ratio.controlStyle == .slider)
    #expect(intent.$text.inputOptions?.keyboardType == .URL)
    #expect(intent.$day.dateKind == .date)
    #expect(intent.$time.dateKind == .time)
    #expect(intent.$distance.defaultUnit == .kilometers)
    #expect(intent.$distance.unit == nil)
    #expect(intent.distance == Measurement(value: 5, unit: UnitLength.kilometers))
    #expect(intent.$weight.unit == .kilograms)
    #expect(intent.$weight.supportsNegativeNumbers == false)
    #expect(intent.$temperature.unitAdjustForLocale == true)
    #expect(intent.note == "none")
    #expect(intent.pace == .slow)
    #expect(String(localized: intent.$flag.displayName?.true ?? "") == "On")
    #expect(String(localized: intent.$name.title) == "Name")
  }

  @Test func unitEnumsListEveryCase() {
    #expect(IntentParameter<Measurement<UnitLength>>.Length.allCases.count == 22)
    #expect(IntentParameter<Measurement<UnitDuration>>.Duration.allCases.contains(.minutes))
  }

  @Test func predicatesWithLocalizedStandardContainsEvaluate() throws {
    struct Peak { var name: String }
    let predicate = #Predicate<Peak> { $0.name.localizedStandardContains("MONCH") }
    #expect(try predicate.evaluate(Peak(name: "Mönch")))
    #expect(try !predicate.evaluate(Peak(name: "Eiger")))
  }
}
