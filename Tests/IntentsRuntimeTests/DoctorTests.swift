import AppIntents
import AppIntentsTesting
import Foundation
import IntentsRuntime
import Testing

// Entities whose queries each break one thing the doctor checks, and one that breaks nothing.

/// A stored place: the data the entities below are made from.
private let places = ["Eiffel Tower", "Mont Blanc", "Zürich Lake", "Île de la Cité"]

struct SoundPlace: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sound Place"
  static let defaultQuery = SoundPlaceQuery()
  let id: Int
  @Property(title: "Name") var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  init(id: Int) {
    self.id = id
    name = places[id]
  }
}

struct SoundPlaceQuery: EntityStringQuery {
  func entities(for identifiers: [Int]) async throws -> [SoundPlace] {
    identifiers.filter(places.indices.contains).map(SoundPlace.init)
  }
  func entities(matching string: String) async throws -> [SoundPlace] {
    places.indices.filter { places[$0].localizedStandardContains(string) }.map(SoundPlace.init)
  }
  func suggestedEntities() async throws -> [SoundPlace] { places.indices.map(SoundPlace.init) }
}

/// Made with a new identifier each time, as `var id = UUID()` does.
struct FreshPlace: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Fresh Place"
  static let defaultQuery = FreshPlaceQuery()
  var id = UUID()
  @Property(title: "Name") var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  init(name: String) { self.name = name }
}

struct FreshPlaceQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [FreshPlace] { [] }
  func suggestedEntities() async throws -> [FreshPlace] { places.map(FreshPlace.init) }
}

/// Returns the entities asked for in reverse, and matches text exactly from the start of a
/// lowercased title.
struct AwkwardPlace: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Awkward Place"
  static let defaultQuery = AwkwardPlaceQuery()
  let id: Int
  @Property(title: "Name") var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  init(id: Int) {
    self.id = id
    name = places[id]
  }
}

struct AwkwardPlaceQuery: EntityStringQuery {
  func entities(for identifiers: [Int]) async throws -> [AwkwardPlace] {
    identifiers.filter(places.indices.contains).reversed().map(AwkwardPlace.init)
  }
  func entities(matching string: String) async throws -> [AwkwardPlace] {
    places.indices.filter { places[$0].lowercased().hasPrefix(string) }.map(AwkwardPlace.init)
  }
  func suggestedEntities() async throws -> [AwkwardPlace] { places.indices.map(AwkwardPlace.init) }
}

/// Suggests nothing, and lists 600 entities.
struct CrowdedPlace: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crowded Place"
  static let defaultQuery = CrowdedPlaceQuery()
  let id: Int
  @Property(title: "Name") var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  init(id: Int) {
    self.id = id
    name = "Place \(id)"
  }
}

struct CrowdedPlaceQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [CrowdedPlace] { (0..<600).map(CrowdedPlace.init) }
  func entities(for identifiers: [Int]) async throws -> [CrowdedPlace] {
    identifiers.filter { (0..<600).contains($0) }.map(CrowdedPlace.init)
  }
  func suggestedEntities() async throws -> [CrowdedPlace] { [] }
}

/// A query whose store is down, and one that is slow.
struct TroubledPlace: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Troubled Place"
  static let defaultQuery = TroubledPlaceQuery()
  let id: Int
  @Property(title: "Name") var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

struct TroubledPlaceQuery: EntityQuery {
  struct StoreDown: Error, CustomStringConvertible {
    var description: String { "the store is down" }
  }
  func entities(for identifiers: [Int]) async throws -> [TroubledPlace] { throw StoreDown() }
  func suggestedEntities() async throws -> [TroubledPlace] {
    try await Task.sleep(for: .milliseconds(100))
    return [TroubledPlace(id: 1, name: "Slow Hill")]
  }
}

@Suite struct DoctorTests {
  private func findings(
    _ options: DoctorOptions = DoctorOptions(), @IntentsHostBuilder _ content: () -> [HostComponent]
  ) async throws -> [DoctorFinding] {
    try await IntentsTestSystem(content).doctor(options: options)
  }

  @Test func aSoundQueryHasNothingToReport() async throws {
    #expect(try await findings { SoundPlace.self } == [])
  }

  @Test func identifiersMadeAnewEachTimeAreFound() async throws {
    let found = try await findings { FreshPlace.self }
    #expect(found.map(\.rule) == ["unstable-entity-id", "unstable-entity-id"])
    #expect(found.allSatisfy { $0.severity == .error && $0.type == "FreshPlace" })
    #expect(found[0].message.contains("the same suggestions came back with other identifiers"))
    #expect(found[1].message.contains("entities(for:) did not return"))
  }

  @Test func reorderedIdentifiersAndATitleTheStringQueryMissesAreFound() async throws {
    let found = try await findings { AwkwardPlace.self }
    #expect(found.map(\.rule) == ["entities-for-order", "string-query-misses-title"])
    #expect(found[1].message.contains("did not find 4 of 4 entities by their own title"))
    #expect(found[1].message.contains("‘Eiffel Tower’"))
  }

  @Test func emptySuggestionsAndAnEnumerationTooLargeAreFound() async throws {
    let found = try await findings { CrowdedPlace.self }
    #expect(found.map(\.rule) == ["enumerable-query-reads-store", "empty-suggested-entities"])
    #expect(found[0].message.contains("lists 600 entities, more than 500"))
    let roomier = try await findings(DoctorOptions(maximumEnumerable: 1000)) { CrowdedPlace.self }
    #expect(roomier.map(\.rule) == ["empty-suggested-entities"])
  }

  @Test func aFailingQueryIsReportedAndASlowOneIsARemark() async throws {
    let found = try await findings(DoctorOptions(slowQuery: .milliseconds(20))) {
      TroubledPlace.self
    }
    // Both calls of the slow suggestions are one remark, after what the calls found.
    #expect(found.map(\.rule) == ["query-failed", "slow-query"])
    #expect(found[1].message.hasPrefix("TroubledPlace: suggestedEntities() took up to "))
    #expect(found[1].message.hasSuffix("(2 calls over 20 ms)."))
    #expect(found[0].message == "TroubledPlace: entities(for:) threw.")
    // The app's own error is kept apart, for the person at the terminal and the server's log.
    #expect(found[0].detail?.contains("the store is down") == true)
    // With a bound no call reaches, the slow calls are not reported.
    let patient = try await findings(DoctorOptions(slowQuery: .seconds(3600))) {
      TroubledPlace.self
    }
    #expect(patient.map(\.rule) == ["query-failed"])
  }

  @Test func typesAreExaminedInTheirIdentifiersOrderAndTheCallsAreRecorded() async throws {
    let system = IntentsTestSystem {
      SoundPlace.self
      AwkwardPlace.self
      FreshPlace.self
    }
    let found = try await system.doctor()
    #expect(found.map(\.type) == ["AwkwardPlace", "AwkwardPlace", "FreshPlace", "FreshPlace"])
    #expect(system.queryCalls.contains("entities(matching:)"))
  }
}

/// Sound in every other way, but its query cannot match text, and an intent takes it.
struct SilentPlace: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Silent Place"
  static let defaultQuery = SilentPlaceQuery()
  let id: Int
  @Property(title: "Name") var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  init(id: Int) {
    self.id = id
    name = places[id]
  }
}

struct SilentPlaceQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [SilentPlace] {
    identifiers.filter(places.indices.contains).map(SilentPlace.init)
  }
  func suggestedEntities() async throws -> [SilentPlace] { places.indices.map(SilentPlace.init) }
}

struct VisitPlacesIntent: AppIntent {
  static let title: LocalizedStringResource = "Visit Places"
  @Parameter(title: "Places") var places: [SilentPlace]
  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct DoctorParameterTests {
  @Test func aParameterWhoseEntityCannotBeMatchedFromTextIsFound() async throws {
    let found = try await IntentsTestSystem {
      SilentPlace.self
      VisitPlacesIntent.self
    }.doctor()
    #expect(found.map(\.rule) == ["plain-entity-query"])
    #expect(
      found.first?.message.hasPrefix("SilentPlace: VisitPlacesIntent's parameter ‘places’") == true)
    // Without an intent that takes it, nobody has to say which one.
    #expect(try await IntentsTestSystem { SilentPlace.self }.doctor() == [])
  }
}
