// Seed 002, "Entity Property Macros" (`@Property` vs `@ComputedProperty`, `@DeferredProperty`).
//
// SEED CHANGE: the entity gets the members the seed leaves out so that it compiles — `landmark`
//   and `modelData` (which the getters read), `id`, the display representations and a query.
// SEED CHANGE: `ModelData.getCrowdStatus(_:)` is a stand-in below that counts its calls, so the
//   tests can tell when the deferred getter ran.

import AppIntents
import Synchronization
import Testing

enum Seed002PropertyMacros {
struct LandmarkEntity: IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
  static let defaultQuery = LandmarkQuery()
  let landmark: Landmark
  let modelData: ModelData
  var id: Int { landmark.id }
  var displayRepresentation: DisplayRepresentation { "\(landmark.name)" }

  init(landmark: Landmark, modelData: ModelData = ModelData()) {
    self.landmark = landmark
    self.modelData = modelData
    self.name = landmark.name
  }

    // Stored property
    @Property(title: "Name")
    var name: String

    // Computed property with Spotlight indexing
    @ComputedProperty(indexingKey: \.contentDescription)
    var description: String { landmark.description }

    // Custom indexing key
    @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "com.myapp.continent")!)
    var continent: String { landmark.continent }

    // Deferred property (async getter)
    @DeferredProperty
    var crowdStatus: Int {
        get async throws {
            await modelData.getCrowdStatus(self)
        }
    }
}

struct LandmarkQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [LandmarkEntity] {
    ModelData().landmarks(for: identifiers).map { LandmarkEntity(landmark: $0) }
  }
}
}

/// How many times the deferred getter ran.
let crowdStatusReads = Mutex(0)

extension ModelData {
  func getCrowdStatus(_ entity: Seed002PropertyMacros.LandmarkEntity) async -> Int {
    crowdStatusReads.withLock { $0 += 1 }
    return entity.id * 10
  }
}

@Suite(.serialized) struct Seed002PropertyMacrosTests {
  typealias LandmarkEntity = Seed002PropertyMacros.LandmarkEntity

  @Test func computedPropertiesAreIndexedUnderTheirKeysAndDeferredOnesAreNot() {
    let before = crowdStatusReads.withLock { $0 }
    let entity = LandmarkEntity(landmark: ModelData.sample[0])
    let attributes = entity.defaultAttributeSet
    #expect(attributes.contentDescription == ModelData.sample[0].description)
    let continent = CSCustomAttributeKey(keyName: "com.myapp.continent")!
    #expect(attributes.value(forCustomKey: continent) as? String == ModelData.sample[0].continent)
    #expect(crowdStatusReads.withLock { $0 } == before)
  }

  @Test func findReadsComputedPropertiesAndNeverTheDeferredOne() async throws {
    let before = crowdStatusReads.withLock { $0 }
    let entities = ModelData.sample.map { LandmarkEntity(landmark: $0) }
    let found = entities.matching(
      [.text(\.$continent, .contains, "europe")], sortedBy: [EntityQuerySort(\.$description)])
    #expect(found.map(\.id) == ModelData.sample.filter { $0.continent == "Europe" }.map(\.id))
    #expect(crowdStatusReads.withLock { $0 } == before)
    // Read when asked for: once per read.
    #expect(try await found[0].crowdStatus == found[0].id * 10)
    #expect(crowdStatusReads.withLock { $0 } == before + 1)
  }
}
