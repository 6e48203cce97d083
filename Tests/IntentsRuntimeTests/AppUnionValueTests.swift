import AppIntents
import IntentsFixtures
import IntentsRuntime
import IntentsWire
import Testing

// `@UnionValue` enums are iOS 27's `AppUnionValue`s: the macro writes the `Cases` enum, the
// cases get titles (their own or from their names), and the union's schema carries them.

/// A union value as Apple's examples write it, titling its cases.
@UnionValue
enum GaugeOrMemo {
  case gauge(RiverGauge)
  case memo(String)

  static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [
    .gauge: "River gauge", .memo: "Written memo",
  ]
}

/// A union value that titles nothing itself.
@UnionValue
enum ReadingOrLevel {
  case latestReading(Double)
  case level(Int)
}

/// A union one of whose cases carries the union again.
@UnionValue
indirect enum NoteOrThread {
  case note(String)
  case reply(NoteOrThread)
}

@Suite struct AppUnionValueTests {
  @Test func aUnionDefinedInTermsOfItselfIsDescribedWithoutEnd() {
    let (kind, _) = ValueKind.of(NoteOrThread.self)
    guard case .union(let members) = kind else {
      Issue.record("expected a union, got \(kind)")
      return
    }
    #expect(members.map(\.name) == ["note", "reply"])
    #expect(members.first?.kind == .string)
    #expect(members.last?.kind == .unsupported("recursive NoteOrThread"))
  }

  @Test func macroWritesTheCasesOfTheUnion() {
    #expect(GaugeOrMemo.Cases.allCases == [.gauge, .memo])
    #expect(GaugeOrMemo.Cases.memo.rawValue == "memo")
    #expect(GaugeOrMemo.Cases.UnionValue.self == GaugeOrMemo.self)
    let union: Any.Type = GaugeOrMemo.self
    #expect(union is any AppUnionValue.Type)
    let cases: Any.Type = GaugeOrMemo.Cases.self
    #expect(cases is any AppEnum.Type)
  }

  @Test func casesAreTitledByTheUnionOrFromTheirNames() throws {
    let memo = try #require(GaugeOrMemo.caseDisplayRepresentations[.memo])
    #expect(String(localized: memo.title) == "Written memo")
    // The `Cases` enum, an `AppEnum`, shows the union's titles.
    let gauge = try #require(GaugeOrMemo.Cases.caseDisplayRepresentations[.gauge])
    #expect(String(localized: gauge.title) == "River gauge")
    let reading = try #require(ReadingOrLevel.caseDisplayRepresentations[.latestReading])
    #expect(String(localized: reading.title) == "Latest Reading")
    #expect(String(localized: ReadingOrLevel.typeDisplayRepresentation.name) == "Reading Or Level")
    #expect(
      String(localized: ReadingOrLevel.Cases.typeDisplayRepresentation.name) == "Reading Or Level")
  }

  @Test func unionSchemaTitlesEachCase() {
    let host = IntentsHost(name: "Gauges") { RiverGauge.self }
    guard case .object(let members) = host.unionValueSchema(GaugeOrMemo.self),
      case .array(let variants)? = members["oneOf"]
    else {
      Issue.record("expected a oneOf")
      return
    }
    let titles = variants.map { variant -> JSONValue? in
      guard case .object(let fields) = variant else { return nil }
      return fields["title"]
    }
    #expect(titles == [.string("River gauge"), .string("Written memo")])
  }
}

/// A union listing its cases without their constructors, as a hand-written conformance may.
enum ListedOnly: UnionValue {
  case memo(String)

  static var unionCases: [UnionValueCase] { [UnionValueCase(name: "memo", valueType: String.self)] }
  var caseName: String { "memo" }
  var asIntentValue: any _IntentValue {
    switch self {
    case .memo(let text): text
    }
  }
}

/// Takes a union listed without constructors.
struct KeepListedIntent: AppIntent {
  static let title: LocalizedStringResource = "Keep Listed"
  @Parameter(title: "Item") var item: ListedOnly
  func perform() async throws -> some IntentResult { .result() }
}

/// Union values given as input (iOS 27's union-value parameters), on the host.
@Suite struct UnionValueParameterTests {
  let host = GaugesHost.make()

  @Test func aUnionParameterTakesTheTaggedFormAsJSONOrAsText() async throws {
    let json = try await host.run(
      intent: "DescribeReadingIntent", parameters: ["reading": .value(["case": "gauge", "value": 1])])
    #expect(json.result?.value == "gauge 1 on Aare")
    let text = try await host.run(
      intent: "DescribeReadingIntent", parameters: ["reading": .text("gauge:2")])
    #expect(text.result?.value == "gauge 2 on Rhine")
    // Everything after the first colon is the value.
    let note = try await host.run(
      intent: "DescribeReadingIntent", parameters: ["reading": .text("note:ice: thick")])
    #expect(note.result?.value == "note: ice: thick")
    let jsonText = try await host.run(
      intent: "DescribeReadingIntent",
      parameters: ["reading": .text(#"{"case": "note", "value": "calm"}"#)])
    #expect(jsonText.result?.value == "note: calm")
  }

  @Test func aWrongCaseIsRefusedNamingTheCases() async throws {
    do {
      _ = try await host.run(
        intent: "DescribeReadingIntent", parameters: ["reading": .text("gauges:1")])
      Issue.record("a case that does not exist was accepted")
    } catch let error as IntentsError {
      #expect(error.code == IntentsError.invalidValue)
      #expect(error.allowed == ["gauge", "note"])
      #expect(error.message.contains("Did you mean ‘gauge’?"), "\(error.message)")
    }
  }

  @Test func malformedJSONTextIsAnInvalidValue() async throws {
    for text in [#"{"case": "gauge""#, "[1,", #"{"case": "gauge", "value": 1e99999}"#] {
      do {
        _ = try await host.run(intent: "DescribeReadingIntent", parameters: ["reading": .text(text)])
        Issue.record("\(text) was accepted")
      } catch let error as IntentsError {
        #expect(error.code == IntentsError.invalidValue, "\(text): \(error)")
      }
    }
  }

  @Test func theSummaryShowsTheCaseAndTheValueItCarries() async throws {
    let summary = try await host.summary(
      intent: "DescribeReadingIntent",
      parameters: ["reading": .value(["case": "gauge", "value": "2"])])
    #expect(summary == "Describe the Gauge Rhine")
    let note = try await host.summary(
      intent: "DescribeReadingIntent", parameters: ["reading": .text("note:calm")])
    #expect(note == "Describe the Note calm")
    let empty = try await host.summary(intent: "DescribeReadingIntent", parameters: [:])
    #expect(empty == "Describe the ‹Reading› ‹Reading›")
  }

  @Test func aUnionListedWithoutConstructorsSaysWhyItCannotBeInput() async throws {
    let host = IntentsHost(name: "Listed") { KeepListedIntent.self }
    do {
      _ = try await host.run(intent: "KeepListedIntent", parameters: ["item": .text("memo:x")])
      Issue.record("a union without constructors was made from input")
    } catch let error as IntentsError {
      #expect(error.code == IntentsError.invalidValue)
      #expect(error.message.contains("@UnionValue"), "\(error.message)")
    }
  }

  @Test func theParameterIsDescribedAsAUnionOfItsCases() throws {
    let description = try host.describe(intent: "DescribeReadingIntent")
    let reading = try #require(description.parameters.first { $0.name == "reading" })
    guard case .union(let members) = reading.value.kind else {
      Issue.record("\(reading.value.kind)")
      return
    }
    #expect(members.map(\.name) == ["gauge", "note"])
    #expect(members.map(\.title) == ["Gauge", "Note"])
    #expect(members.first?.kind == .entity("GaugeEntity"))
  }
}

/// A summary chosen by the case of a union-value parameter, as Apple's iOS 27 `When` takes it.
struct CheckReadingIntent: AppIntent {
  static let title: LocalizedStringResource = "Check Reading"
  @Parameter(title: "Reading") var reading: ReadingResult
  @Parameter(title: "Earlier") var earlier: ReadingResult?

  static var parameterSummary: some ParameterSummary {
    When(\.$reading, .equalTo, .gauge) {
      When(\.$earlier, .equalTo, .note) {
        Summary("Check gauge \(\.$reading) after a note")
      } otherwise: {
        Summary("Check gauge \(\.$reading)")
      }
    } otherwise: {
      When(\.$reading, .oneOf, [.note]) {
        Summary("Read the note \(\.$reading)")
      } otherwise: {
        Summary("Check")
      }
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct UnionCaseConditionTests {
  @Test func theSummaryFollowsTheCaseOfTheValue() async throws {
    let host = IntentsHost(name: "Gauges") {
      IntentsFixtures.GaugeEntity.self  // this module has a GaugeEntity of its own
      CheckReadingIntent.self
    }
    func summary(_ parameters: [String: ParameterInput]) async throws -> String? {
      try await host.summary(intent: "CheckReadingIntent", parameters: parameters)
    }
    #expect(try await summary(["reading": .text("gauge:1")]) == "Check gauge Aare")
    #expect(
      try await summary(["reading": .text("gauge:1"), "earlier": .text("note:dry")])
        == "Check gauge Aare after a note")
    #expect(try await summary(["reading": .text("note:calm")]) == "Read the note calm")
    #expect(try await summary([:]) == "Check")
  }
}
