import AppIntents
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

@Suite struct AppUnionValueTests {
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
