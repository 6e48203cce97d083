public import AppIntents
import Foundation
import Testing

// Every property macro applied to real declarations — a struct, a public and Codable one, a
// class, a generic type, a nested type, an extension — with what each must do at run time.

struct SummitEntity: AppEntity, Codable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Peak"
  static let defaultQuery = SummitQuery()
  var id: Int
  var metres: Int
  var displayRepresentation: DisplayRepresentation { "Peak \(id)" }

  @ComputedProperty(title: "Height in Feet")
  var feet: Int { metres * 3281 / 1000 }

  @ComputedProperty
  var rank: Int {
    get { metres / 1000 }
    set { metres = newValue * 1000 }
  }
}

struct SummitQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [SummitEntity] { [] }
}

public struct PublicSummit: AppEntity, Codable, Hashable {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Public Peak"
  public static let defaultQuery = PublicSummitQuery()
  public var id: Int
  public var name: String
  public var displayRepresentation: DisplayRepresentation { "\(name)" }

  @ComputedProperty(indexingKey: \.contentDescription)
  public var summary: String { "\(name), peak \(id)" }

  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

public struct PublicSummitQuery: EntityQuery {
  public init() {}
  public func entities(for identifiers: [Int]) async throws -> [PublicSummit] { [] }
}

final class HutEntity: AppEntity, @unchecked Sendable {
  // @unchecked Sendable: `beds` is set once, in the test, before the entity is shared.
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hut"
  static let defaultQuery = HutQuery()
  let id: String
  var beds: Int
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  @ComputedProperty(title: "Free Beds")
  var freeBeds: Int { beds - 2 }

  init(id: String, beds: Int) {
    self.id = id
    self.beds = beds
  }
}

struct HutQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [HutEntity] { [] }
}

final class LodgeEntity: AppEntity, Codable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lodge"
  static let defaultQuery = LodgeQuery()
  let id: String
  let rooms: Int
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  @ComputedProperty
  var beds: Int { rooms * 2 }

  init(id: String, rooms: Int) {
    self.id = id
    self.rooms = rooms
  }
}

struct LodgeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [LodgeEntity] { [] }
}

/// The model of `TrailEntity`, which only wraps it.
struct Trail: Sendable {
  var id: Int
  var name: String
}

struct TrailEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
  static let defaultQuery = TrailQuery()
  let trail: Trail
  var id: Int { trail.id }
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  @ComputedProperty
  var name: String { trail.name }
}

struct TrailQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [TrailEntity] { [] }
}

struct Catalogue<Tag: Sendable>: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { "Catalogue" }
  static var defaultQuery: CatalogueQuery<Tag> { CatalogueQuery() }
  var id: String
  var items: [String]
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  @ComputedProperty
  var count: Int { items.count }
}

struct CatalogueQuery<Tag: Sendable>: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [Catalogue<Tag>] { [] }
}

enum Region {
  struct ValleyEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Valley"
    static let defaultQuery = ValleyQuery()
    var id: Int
    var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "valley_initial")!)
    var initial: String { String(name.prefix(1)) }

    @DeferredProperty(title: "Weather")
    var weather: String {
      get async { "sunny in \(name)" }
    }
  }

  struct ValleyQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [ValleyEntity] { [] }
  }
}

extension Region.ValleyEntity {
  @ComputedProperty
  var shout: String { name.uppercased() }
}

@Suite struct PropertyMacrosTests {
  @Test func computedPropertyIsReadFromTheModelEveryTime() {
    var peak = SummitEntity(id: 1, metres: 4478)
    #expect(peak.feet == 14692)
    peak.metres = 1000
    #expect(peak.feet == 3281)
    #expect(String(localized: peak.$feet.title) == "Height in Feet")
    #expect(String(localized: peak.$rank.title) == "Rank")
  }

  @Test func aSetterMakesTheComputedPropertyWritable() {
    var peak = SummitEntity(id: 1, metres: 4478)
    peak.rank = 2
    #expect(peak.metres == 2000)
  }

  @Test func everyEntitySharesOnePropertyObject() {
    #expect(SummitEntity(id: 1, metres: 1).$feet === SummitEntity(id: 2, metres: 2).$feet)
    #expect(MemoryLayout<SummitEntity>.size == MemoryLayout<(Int, Int)>.size)
  }

  @Test func codableEntitiesRoundTripWithoutTheirComputedProperties() throws {
    let peak = PublicSummit(id: 7, name: "Eiger")
    let data = try JSONEncoder().encode(peak)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(Set(object?.keys.map { $0 } ?? []) == ["id", "name"])
    let decoded = try JSONDecoder().decode(PublicSummit.self, from: data)
    #expect(decoded == peak)
    #expect(decoded.summary == "Eiger, peak 7")
    let fromPlainData = try JSONDecoder().decode(
      SummitEntity.self, from: Data(#"{"id": 3, "metres": 3000}"#.utf8))
    #expect(fromPlainData.feet == 9843)
  }

  @Test func theMemberwiseInitializerIsUnchanged() {
    // `.map(TrailEntity.init)`, as the seeds write it: the field `_name` is not an argument.
    let entities = [Trail(id: 1, name: "Eiger Trail"), Trail(id: 2, name: "Via Alpina")]
      .map(TrailEntity.init)
    #expect(entities.map(\.name) == ["Eiger Trail", "Via Alpina"])
    #expect(MemoryLayout<TrailEntity>.size == MemoryLayout<Trail>.size)
  }

  @Test func urlTemplatesReadComputedProperties() async throws {
    let template: EntityURLRepresentation<TrailEntity> = "https://trails.example/\(\.$name)"
    let url = await template.url(for: TrailEntity(trail: Trail(id: 1, name: "Via Alpina")))
    #expect(url?.absoluteString == "https://trails.example/Via%20Alpina")
  }

  @Test func codableClassesRoundTripWithoutTheirComputedProperties() throws {
    let data = try JSONEncoder().encode(LodgeEntity(id: "lodge", rooms: 12))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(Set(object?.keys.map { $0 } ?? []) == ["id", "rooms"])
    let decoded = try JSONDecoder().decode(LodgeEntity.self, from: data)
    #expect(decoded.beds == 24)
    #expect(String(localized: decoded.$beds.title) == "Beds")
  }

  @Test func classesGenericsAndNestedTypesReadTheirGetters() {
    let hut = HutEntity(id: "hut", beds: 10)
    #expect(hut.freeBeds == 8)
    #expect(String(localized: hut.$freeBeds.title) == "Free Beds")
    let small = Catalogue<Int>(id: "a", items: ["x"])
    let large = Catalogue<Int>(id: "b", items: ["x", "y", "z"])
    #expect(small.$count === large.$count)
    #expect(small.$count !== Catalogue<String>(id: "c", items: []).$count)
    let found = [large, small].matching([], sortedBy: [EntityQuerySort(\.$count)])
    #expect(found.map(\.id) == ["a", "b"])
    let valley = Region.ValleyEntity(id: 1, name: "Lauterbrunnen")
    #expect(valley.shout == "LAUTERBRUNNEN")
    #expect(String(localized: valley.$shout.title) == "Shout")
  }

  @Test func matchingFiltersAndSortsOnComputedProperties() {
    let peaks = [4478, 3970, 4158, 2962].enumerated().map { SummitEntity(id: $0, metres: $1) }
    let tall = peaks.matching(
      [.ordering(\.$feet, .greaterThan, 13_000)], sortedBy: [EntityQuerySort(\.$feet)], limit: 2)
    #expect(tall.map(\.metres) == [3970, 4158])
    let single = QueryComparator<SummitEntity>.equality(\.$rank, 4)
    #expect(single.evaluate(peaks[0]))
    #expect(!single.evaluate(peaks[1]))
  }
}
