import AppIntentsTesting
import Foundation
import IntentsFixtures
import Testing

/// Apple's `AppIntentsTesting` API, written as Apple documents it, running in-process against
/// the fixture host: names, conversions, results, chaining, queries and every failure's
/// message.
@Suite struct AppleTestingAPITests {
  static let bundleIdentifier = "org.openintents.tests.trails"
  let definitions = IntentDefinitions(bundleIdentifier: Self.bundleIdentifier)

  init() {
    IntentsTestSystem.register(bundleIdentifier: Self.bundleIdentifier) { TrailsHost.make() }
  }

  @Test func anEntityGivenAsTextIsTheFirstMatchAndTheResultIsReadByType() async throws {
    // "Trail" matches two trails: Apple's testing takes the query's first match, never asks.
    let matches = try await definitions.entities["TrailEntity"].entities(matching: "Trail")
    #expect(matches.count == 2)
    let intent = definitions.intents["OpenTrailIntent"].makeIntent(trail: "Trail")
    let result = try await intent.run()
    let entity: AnyAppEntity = try result.value
    #expect(entity == matches[0])
    let first: String = try matches[0].name
    #expect(try result.value.name == first)
    #expect(result.dialog == "Opening \(first)")

    // Every property, read by type, from the entity the run returned.
    let opened = try await definitions.intents["OpenTrailIntent"].makeIntent(
      trail: definitions.entities["TrailEntity"].makeReference(identifier: "3")
    ).run()
    #expect(try opened.value.name == "Matterhorn Glacier Trail")
    let length: Double = try opened.value.lengthKm
    #expect(length == 6.5)
    let gain: Int? = try opened.value.elevationGain
    #expect(gain == 650)
    let tags: [String] = try opened.value.tags
    #expect(tags == ["glacier"])
    let difficulty: AnyAppEnum = try opened.value.difficulty
    #expect(difficulty.rawValue == "hard")
    #expect(try opened.value.tags[0] as String == "glacier")
    #expect(try opened.value.name.as(String.self) == "Matterhorn Glacier Trail")
    #expect(try opened.value.isLoop == false)
    let none: Int? = try await definitions.intents["OpenTrailIntent"].makeIntent(
      trail: "Five Lakes"
    )
    .run().value.elevationGain
    #expect(none == nil)
  }

  @Test func parametersConvertByApplesRules() async throws {
    var intent = definitions.intents["PlanHikeIntent"].makeIntent(
      trail: "Five Lakes", pace: "hard", days: 3)
    intent.companions = ["Ann", "Bo"]
    intent.note = "bring water"
    let days: Int = try intent.days
    #expect(days == 3)
    let companions: [String] = try intent.companions
    #expect(companions == ["Ann", "Bo"])
    // A typed nil leaves a parameter unset, and reads back as nil.
    let noHut: any IntentValueExpressing = AnyAppEntity?.none
    intent.hut = noHut
    let hut: AnyAppEntity? = try intent.hut
    #expect(hut == nil)
    let result = try await intent.run()
    #expect(
      result.dialog == "3 day(s) on Five Lakes Walk at a hard pace with Ann and Bo (bring water)")
    let value: String? = try result.value
    #expect(value == nil)

    // An enum case made from its definition, and an entity from a query, given as themselves.
    let hard = definitions.enums["Difficulty"].makeCase("easy")
    let trail = try #require(
      try await definitions.entities["TrailEntity"].entities(identifiers: [6]).first)
    let second = try await definitions.intents["PlanHikeIntent"].makeIntent(
      trail: trail, pace: hard
    ).run()
    #expect(second.dialog == "1 day(s) on Seealpsee Loop at a easy pace")
  }

  @Test func aResultIsPassedStraightIntoTheNextIntent() async throws {
    let opened = try await definitions.intents["OpenTrailIntent"].makeIntent(trail: "Säntis")
      .run()
    let planned = try await definitions.intents["PlanHikeIntent"].makeIntent(
      trail: opened.value, days: 2
    ).run()
    #expect(planned.dialog == "2 day(s) on Säntis Ridge at a moderate pace")
  }

  @Test func entityQueriesReturnEntitiesWithTheirProperties() async throws {
    let trails = definitions.entities["TrailEntity"]
    let byID = try await trails.entities(identifiers: ["3", "99", "1"])
    #expect(byID.map(\.identifier.instanceIdentifier) == ["3", "1"])
    let name: String = try byID[0].name
    #expect(name == "Matterhorn Glacier Trail")
    #expect(byID[0].identifier.entityType.bundleIdentifier == Self.bundleIdentifier)

    let matching = try await trails.entities(matching: "lake")
    #expect(matching.map(\.identifier.instanceIdentifier) == ["4"])
    #expect(try matching[0].name == "Five Lakes Walk")
    #expect(!(try await trails.suggestedEntities()).isEmpty)
    #expect(
      try await trails.suggestedEntitiesQuery().entities() == (try await trails.suggestedEntities())
    )
    try trails.isInstance(byID[0])
    #expect(throws: (any Error).self) {
      try definitions.entities["HutEntity"].isInstance(byID[0])
    }
  }

  @Test func aReferenceCarriesNoPropertiesAndSaysHowToReadThem() async throws {
    let reference = definitions.entities["TrailEntity"].makeReference(identifier: "2")
    #expect(reference.identifier.instanceIdentifier == "2")
    let error = #expect(throws: (any Error).self) {
      let _: String = try reference.name
    }
    #expect("\(error!)".contains("entities(identifiers:)"))
    // It still runs an intent: the system resolves it by its identifier.
    let result = try await definitions.intents["OpenTrailIntent"].makeIntent(trail: reference)
      .run()
    #expect(try result.value.name as String == "Höhenweg Grindelwald")
  }

  @Test func unknownNamesFailWithTheNearestName() async throws {
    let intent = definitions.intents["OpenTrialIntent"].makeIntent(trail: "Eiger")
    let unknownIntent = await #expect(throws: IntentsError.self) { try await intent.run() }
    #expect(unknownIntent?.message.contains("Did you mean ‘OpenTrailIntent’?") == true)

    let parameter = definitions.intents["OpenTrailIntent"].makeIntent(trial: "Eiger")
    let unknownParameter = await #expect(throws: IntentsError.self) { try await parameter.run() }
    #expect(unknownParameter?.code == IntentsError.unknownParameter)
    #expect(unknownParameter?.message.contains("Did you mean ‘trail’?") == true)

    let badCase = definitions.intents["PlanHikeIntent"].makeIntent(trail: "Eiger", pace: "hardd")
    let unknownCase = await #expect(throws: IntentsError.self) { try await badCase.run() }
    #expect(unknownCase?.message.contains("hard") == true)

    let entity = await #expect(throws: IntentsError.self) {
      try await definitions.entities["TrailEntitty"].suggestedEntities()
    }
    #expect(entity?.message.contains("Did you mean ‘TrailEntity’?") == true)

    let result = try await definitions.intents["OpenTrailIntent"].makeIntent(trail: "Eiger").run()
    let property = #expect(throws: (any Error).self) {
      let _: String = try result.value.nme
    }
    #expect("\(property!)".contains("Did you mean ‘name’?"))
    let wrongType = #expect(throws: (any Error).self) {
      let _: Int = try result.value.name
    }
    #expect("\(wrongType!)".contains("is text, not an Int"))
  }

  @Test func wrongValuesAreRefusedWithWhatTheParameterTakes() async throws {
    let hut = definitions.entities["HutEntity"].makeReference(identifier: "1")
    let wrongEntity = await #expect(throws: IntentsError.self) {
      try await definitions.intents["OpenTrailIntent"].makeIntent(trail: hut).run()
    }
    #expect(wrongEntity?.message.contains("takes a TrailEntity") == true)
    let wrongEnum = await #expect(throws: IntentsError.self) {
      try await definitions.intents["PlanHikeIntent"].makeIntent(trail: "Eiger", pace: 3).run()
    }
    #expect(wrongEnum?.message.contains("raw value") == true)
    let outOfRange = await #expect(throws: IntentsError.self) {
      try await definitions.intents["PlanHikeIntent"].makeIntent(trail: "Eiger", days: 40).run()
    }
    #expect(outOfRange?.code == IntentsError.invalidValue)
  }

  @Test func aQuestionATestCannotAnswerFailsTheRunNamingIt() async throws {
    let missing = await #expect(throws: IntentsError.self) {
      try await definitions.intents["OpenTrailIntent"].makeIntent().run()
    }
    #expect(missing?.message.contains("Which trail do you want to open?") == true)
    #expect(missing?.message.contains("give ‘trail’") == true)
  }

  @Test func anUnregisteredAppFailsEveryCallWithTheReason() async throws {
    let elsewhere = IntentDefinitions(bundleIdentifier: "org.openintents.tests.trail")
    let run = await #expect(throws: IntentsError.self) {
      try await elsewhere.intents["OpenTrailIntent"].makeIntent(trail: "Eiger").run()
    }
    #expect(run?.message.contains("cannot run") == true)
    #expect(run?.message.contains("Did you mean ‘\(Self.bundleIdentifier)’?") == true)
    await #expect(throws: IntentsError.self) {
      try await elsewhere.entities["TrailEntity"].allEntities()
    }
  }

  @Test func aHostThatFailsToStartFailsTheTestsThatUseIt() async throws {
    struct Broken: Error, CustomStringConvertible { var description: String { "no database" } }
    let identifier = "org.openintents.tests.broken-\(UUID().uuidString)"
    IntentsTestSystem.register(bundleIdentifier: identifier) { throw Broken() }
    defer { IntentsTestSystem.unregister(bundleIdentifier: identifier) }
    let error = await #expect(throws: Broken.self) {
      try await IntentDefinitions(bundleIdentifier: identifier).intents["OpenTrailIntent"]
        .makeIntent().run()
    }
    #expect(error?.description == "no database")
  }

  @Test func allEntitiesNeedsAnEnumerableQuery() async throws {
    let huts = try await definitions.entities["HutEntity"].allEntities()
    #expect(!huts.isEmpty)
    #expect(try await definitions.entities["HutEntity"].allEntitiesQuery().entities() == huts)
    let query = definitions.entities["TrailEntity"].entityQuery(identifiers: [5, 1])
    #expect(query == definitions.entities["TrailEntity"].entityQuery(identifiers: ["5", "1"]))
    #expect(try await query.entities().map(\.identifier.instanceIdentifier) == ["5", "1"])
    let trails = await #expect(throws: IntentsError.self) {
      try await definitions.entities["TrailEntity"].allEntities()
    }
    #expect(trails?.code == IntentsError.notFindable)
  }

  @Test func enumCasesAreCheckedByType() throws {
    let difficulty = definitions.enums["Difficulty"]
    let easy = difficulty.makeCase("easy")
    #expect(easy == AnyAppEnum(typeIdentifier: "Difficulty", rawValue: "easy"))
    #expect(easy.description == "easy")
    #expect(difficulty.typeIdentifier == "Difficulty")
    try difficulty.isInstance(easy)
    #expect(throws: (any Error).self) {
      try difficulty.isInstance(AnyAppEnum(typeIdentifier: "Pace", rawValue: "easy"))
    }
  }
}

/// A transient entity an intent takes and returns: made by a test from its property values.
struct RouteDraft: TransientAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Route Draft"
  @Property(title: "Title") var title: String
  @Property(title: "Distance (km)") var distanceKm: Double
  @Property(title: "Stops") var stops: [String]
  var displayRepresentation: DisplayRepresentation { "\(title)" }
  init() {}
}

extension RouteDraft: Transferable {
  /// The route as text, `title|distance|stop,stop`, both ways.
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .plainText) { route in
      Data("\(route.title)|\(route.distanceKm)|\(route.stops.joined(separator: ","))".utf8)
    } importing: { data in
      let parts = String(decoding: data, as: UTF8.self).split(
        separator: "|", omittingEmptySubsequences: false)
      guard parts.count == 3, let distance = Double(parts[1]) else {
        throw CocoaError(.fileReadCorruptFile)
      }
      let route = RouteDraft()
      route.title = String(parts[0])
      route.distanceKm = distance
      route.stops = parts[2].split(separator: ",").map(String.init)
      return route
    }
  }
}

struct ReverseRouteIntent: AppIntent {
  static let title: LocalizedStringResource = "Reverse Route"
  @Parameter(title: "Route") var route: RouteDraft
  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<RouteDraft> {
    let reversed = RouteDraft()
    reversed.title = route.title + " (back)"
    reversed.distanceKm = route.distanceKm
    reversed.stops = route.stops.reversed()
    return .result(value: reversed)
  }
}

extension AppleTestingAPITests {
  @Test func aTransientEntityMadeByTheTestIsPassedAndReturned() async throws {
    let identifier = "org.openintents.tests.routes"
    IntentsTestSystem.register(bundleIdentifier: identifier) {
      IntentsHost(name: "Routes") { ReverseRouteIntent.self }
    }
    let definitions = IntentDefinitions(bundleIdentifier: identifier)
    let draft = definitions.transientEntities["RouteDraft"].makeEntity(
      title: "Ridge", distanceKm: 12.5, stops: ["Hut", "Summit"])
    let title: String = try draft.title
    #expect(title == "Ridge")
    try definitions.transientEntities["RouteDraft"].isInstance(draft)

    let result = try await definitions.intents["ReverseRouteIntent"].makeIntent(route: draft).run()
    let reversed: AnyTransientAppEntity = try result.value
    #expect(try reversed.title == "Ridge (back)")
    let stops: [String] = try result.value.stops
    #expect(stops == ["Summit", "Hut"])
    let distance: Double = try result.value.distanceKm
    #expect(distance == 12.5)

    let misspelt = definitions.transientEntities["RouteDraft"].makeEntity(titel: "Ridge")
    let error = await #expect(throws: IntentsError.self) {
      try await definitions.intents["ReverseRouteIntent"].makeIntent(route: misspelt).run()
    }
    #expect(error?.message.contains("Did you mean ‘title’?") == true)
    // Exported through its transfer representation, and made again from the file.
    let file = try await draft.exported(as: .plainText)
    #expect(String(decoding: file.data, as: UTF8.self) == "Ridge|12.5|Hut,Summit")
    let again = try await definitions.transientEntities["RouteDraft"].resolved(from: file)
    #expect(again == draft)
    #expect(try again.stops as [String] == ["Hut", "Summit"])

    // A required property left out is refused, naming it, rather than read as no value.
    let partial = definitions.transientEntities["RouteDraft"].makeEntity(title: "Ridge")
    let incomplete = await #expect(throws: IntentsError.self) {
      try await definitions.intents["ReverseRouteIntent"].makeIntent(route: partial).run()
    }
    #expect(incomplete?.message.contains("‘distanceKm’, ‘stops’") == true)

    let otherType = definitions.transientEntities["RouteDrafts"].makeEntity(title: "Ridge")
    let wrongType = await #expect(throws: IntentsError.self) {
      try await definitions.intents["ReverseRouteIntent"].makeIntent(route: otherType).run()
    }
    #expect(wrongType?.message.contains("takes a RouteDraft; it was given a RouteDrafts") == true)
  }
}

/// An entity that exports and imports itself as text: `id:text`.
struct NoteEntity: AppEntity, Transferable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  static let defaultQuery = NoteQuery()
  let id: String
  @Property(title: "Text") var text: String
  var displayRepresentation: DisplayRepresentation { "\(text)" }

  init(id: String, text: String) {
    self.id = id
    self.text = text
  }

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .plainText) { note in
      Data("\(note.id):\(note.text)".utf8)
    } importing: { data in
      let parts = String(decoding: data, as: UTF8.self).split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { throw CocoaError(.fileReadCorruptFile) }
      return NoteEntity(id: String(parts[0]), text: String(parts[1]))
    }
  }
}

struct NoteQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [NoteEntity] {
    identifiers.map { NoteEntity(id: $0, text: "Note \($0)") }
  }
}

extension AppleTestingAPITests {
  @Test func anEntityExportsAndResolvesThroughItsTransferRepresentation() async throws {
    let identifier = "org.openintents.tests.notes"
    IntentsTestSystem.register(bundleIdentifier: identifier) {
      IntentsHost(name: "Notes") { NoteEntity.self }
    }
    let notes = IntentDefinitions(bundleIdentifier: identifier).entities["NoteEntity"]
    let note = try #require(try await notes.entities(identifiers: ["7"]).first)
    let file = try await note.exported(as: .plainText)
    #expect(try await note.exported().data == file.data)
    #expect(String(decoding: file.data, as: UTF8.self) == "7:Note 7")
    #expect(file.type == .plainText)
    let resolved = try await notes.resolved(from: file)
    #expect(resolved == note)
    #expect(try resolved.text == "Note 7")

    let edited = IntentFile(data: Data("8:Edited".utf8), filename: "note.txt", type: .plainText)
    #expect(try await notes.resolved(from: edited).text == "Edited")
    let png = await #expect(throws: IntentsError.self) {
      try await note.exported(as: .png)
    }
    #expect(png?.code == IntentsError.unsupportedContentType)
    let corrupt = IntentFile(data: Data("no colon".utf8), filename: "x.txt", type: .plainText)
    let failed = await #expect(throws: IntentsError.self) {
      try await notes.resolved(from: corrupt)
    }
    #expect(failed?.code == IntentsError.transferFailed)
  }
}

/// An entity with a deferred property, which a query's answer does not compute.
struct WeatherEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Weather"
  static let defaultQuery = WeatherQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
  @Property(title: "City") var city: String
  @DeferredProperty(title: "Outlook")
  var outlook: String {
    get async throws { "Sunny in \(id)" }
  }

  init(id: String) {
    self.id = id
    city = id.capitalized
  }
}

struct WeatherQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [WeatherEntity] {
    identifiers.map(WeatherEntity.init)
  }
}

struct ForecastIntent: AppIntent {
  static let title: LocalizedStringResource = "Forecast"
  @Parameter(title: "City") var city: WeatherEntity
  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<WeatherEntity> {
    .result(value: city)
  }
}

/// A transient entity with a deferred property: it cannot be looked up again, so the value is
/// read from the instance the intent returned.
struct WeatherReport: TransientAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Weather Report"
  @Property(title: "City") var city: String
  @DeferredProperty(title: "Summary")
  var summary: String {
    get async throws { "Report for \(city)" }
  }
  var displayRepresentation: DisplayRepresentation { "\(city)" }
  init() {}
}

struct ReportIntent: AppIntent {
  static let title: LocalizedStringResource = "Report"
  @Parameter(title: "City") var city: WeatherEntity
  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<WeatherReport> {
    let report = WeatherReport()
    report.city = city.city
    return .result(value: report)
  }
}

extension AppleTestingAPITests {
  @Test func aDeferredPropertyIsReadOnlyWithGet() async throws {
    let identifier = "org.openintents.tests.weather"
    IntentsTestSystem.register(bundleIdentifier: identifier) {
      IntentsHost(name: "Weather") {
        WeatherEntity.self
        ForecastIntent.self
        ReportIntent.self
      }
    }
    let weather = IntentDefinitions(bundleIdentifier: identifier)
    let reference = weather.entities["WeatherEntity"].makeReference(identifier: "bern")
    let result = try await weather.intents["ForecastIntent"].makeIntent(city: reference).run()
    #expect(try result.value.city == "Bern")
    let unread = #expect(throws: (any Error).self) {
      let _: String = try result.value.outlook
    }
    #expect("\(unread!)".contains("get(as:)"))
    let outlook = try await result.value.outlook.get(as: String.self)
    #expect(outlook == "Sunny in bern")
    let inferred: String = try await result.value.outlook.get()
    #expect(inferred == outlook)

    // A transient entity's deferred property, read from the instance returned.
    let report = try await weather.intents["ReportIntent"].makeIntent(city: reference).run()
    #expect(throws: (any Error).self) {
      let _: String = try report.value.summary
    }
    #expect(try await report.value.summary.get(as: String.self) == "Report for Bern")
  }
}

/// Takes several trails and names them.
struct PairTrailsIntent: AppIntent {
  static let title: LocalizedStringResource = "Pair Trails"
  @Parameter(title: "Trails") var trails: [TrailEntity]
  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
    .result(value: trails.map(\.name))
  }
}

extension AppleTestingAPITests {
  @Test func textInAListOfEntitiesTakesEachFirstMatch() async throws {
    let identifier = "org.openintents.tests.pairs"
    IntentsTestSystem.register(bundleIdentifier: identifier) {
      FixtureDependencies.registered
      return IntentsHost(name: "Pairs") {
        TrailEntity.self
        PairTrailsIntent.self
      }
    }
    let pairs = IntentDefinitions(bundleIdentifier: identifier)
    let first = try #require(
      try await pairs.entities["TrailEntity"].entities(matching: "Trail").first)
    let result = try await pairs.intents["PairTrailsIntent"].makeIntent(
      trails: ["Trail", "Säntis"]
    ).run()
    let names: [String] = try result.value
    #expect(names == [try first.name, "Säntis Ridge"])
    #expect(try result.value.count == 2)
  }
}

/// Two entity types of one Swift name, told apart by their persistent identifiers.
enum Maps {
  struct Pin: AppEntity {
    static let persistentIdentifier = "Maps.Pin"
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Map Pin"
    static let defaultQuery = Query()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    struct Query: EntityQuery {
      func entities(for identifiers: [String]) async throws -> [Pin] { identifiers.map(Pin.init) }
    }
  }
}

enum Boards {
  struct Pin: AppEntity {
    static let persistentIdentifier = "Boards.Pin"
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Board Pin"
    static let defaultQuery = Query()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    struct Query: EntityQuery {
      func entities(for identifiers: [String]) async throws -> [Pin] { identifiers.map(Pin.init) }
    }
  }
}

extension AppleTestingAPITests {
  @Test func aNameTwoTypesShareIsRefusedAndTheirIdentifiersWork() async throws {
    let identifier = "org.openintents.tests.pins"
    IntentsTestSystem.register(bundleIdentifier: identifier) {
      IntentsHost(name: "Pins") {
        Maps.Pin.self
        Boards.Pin.self
      }
    }
    let pins = IntentDefinitions(bundleIdentifier: identifier)
    let ambiguous = await #expect(throws: IntentsError.self) {
      try await pins.entities["Pin"].entities(identifiers: ["1"])
    }
    #expect(ambiguous?.message.contains("Boards.Pin, Maps.Pin") == true)
    let found = try await pins.entities["Maps.Pin"].entities(identifiers: ["1"])
    #expect(found.map(\.identifier.entityType.persistentIdentifier) == ["Maps.Pin"])
  }
}
