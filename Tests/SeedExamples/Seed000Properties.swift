// Seed 000, "Property types": the `@Property`, `@ComputedProperty` and `@DeferredProperty`
// fragments, each placed in an entity so that it compiles.
//
// SEED CHANGE: the fragments are wrapped in entity declarations (`StoredNameEntity`,
//   `DerivedEntity`) with the members an entity needs.

import AppIntents
import Testing

enum Seed000Properties {
struct StoredNameEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
  static let defaultQuery = PlaceQuery()
  let id: Int
  var displayRepresentation: DisplayRepresentation { "\(name)" }

@Property(title: "Name")
var name: String

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

struct DerivedEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
  static let defaultQuery = DerivedQuery()
  let landmark: Landmark
  var id: Int { landmark.id }
  var displayRepresentation: DisplayRepresentation { "\(name)" }

@ComputedProperty
var name: String { landmark.name }

@ComputedProperty
var defaultPlace: String { UserDefaults.standard.string(forKey: "place") ?? "" }

@DeferredProperty
var crowdStatus: String {
    get async {
        await networkService.fetchCrowdStatus(for: id)
    }
}
}

struct PlaceQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [StoredNameEntity] {
    identifiers.map { StoredNameEntity(id: $0, name: "Place \($0)") }
  }
}

struct DerivedQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [DerivedEntity] {
    ModelData().landmarks(for: identifiers).map(DerivedEntity.init)
  }
}
}

@Suite struct Seed000PropertiesTests {
  @Test func storedPropertyKeepsItsTitleAndValue() {
    let entity = Seed000Properties.StoredNameEntity(id: 7, name: "Bern")
    #expect(entity.name == "Bern")
    #expect(String(localized: entity.$name.title) == "Name")
  }

  @Test func derivedPropertiesReadTheSourceOfTruth() async {
    let entity = Seed000Properties.DerivedEntity(landmark: ModelData.sample[1])
    #expect(entity.name == "Grand Canyon")
    #expect(await entity.crowdStatus == "busy")
  }

  @Test func macroPropertiesAreTitledAfterTheirNames() {
    let entity = Seed000Properties.DerivedEntity(landmark: ModelData.sample[1])
    #expect(String(localized: entity.$crowdStatus.title) == "Crowd Status")
    #expect(String(localized: entity.$defaultPlace.title) == "Default Place")
    #expect(String(localized: entity.$name.title) == "Name")
  }
}
