import AppIntents
import Foundation
import Testing

// More entity layouts, against the same plain loop as FindEquivalenceTests: a generic struct
// whose property objects lie after fields of its type parameter's size and an enum with a
// payload (so their offsets differ per specialization), and a subclass whose properties are
// declared in its superclass.

/// A reading of some payload: the fields before the properties change size with `Payload`.
struct LayoutReadingEntity<Payload: Sendable>: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { "Reading" }
  static var defaultQuery: LayoutReadingQuery<Payload> { LayoutReadingQuery() }
  let id: Int
  let payload: Payload
  let origin: LayoutReadingOrigin
  @Property var level: Int
  @Property var label: String
  var displayRepresentation: DisplayRepresentation { "Reading \(id)" }

  init(id: Int, payload: Payload, origin: LayoutReadingOrigin, level: Int, label: String) {
    self.id = id
    self.payload = payload
    self.origin = origin
    self.level = level
    self.label = label
  }
}

/// Where a reading came from; a payload-carrying enum between the entity's fields.
enum LayoutReadingOrigin: Sendable {
  case local
  case remote(host: String, port: Int)
}

struct LayoutReadingQuery<Payload: Sendable>: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [LayoutReadingEntity<Payload>] { [] }
}

/// A base class that declares the properties its entity subclass is found by.
class LayoutGaugeBase: @unchecked Sendable {
  // @unchecked Sendable: immutable after init.
  // Outside an entity, `Property` (an `AppEntity` member) is spelled `EntityProperty`.
  @EntityProperty var level: Int
  @EntityProperty var label: String

  init(level: Int, label: String) {
    self.level = level
    self.label = label
  }
}

/// An entity whose queryable properties are inherited.
final class LayoutGaugeEntity: LayoutGaugeBase, AppEntity, @unchecked Sendable {
  // @unchecked Sendable: immutable after init, as its base.
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gauge"
  static let defaultQuery = LayoutGaugeQuery()
  let id: Int
  var displayRepresentation: DisplayRepresentation { "Gauge \(id)" }

  init(id: Int, level: Int, label: String) {
    self.id = id
    super.init(level: level, label: label)
  }
}

struct LayoutGaugeQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [LayoutGaugeEntity] { [] }
}

@Suite struct FindLayoutTests {
  static func columns<Entity: AppEntity>(
    _ level: KeyPath<Entity, EntityProperty<Int>>, _ readLevel: @escaping (Entity) -> Int,
    _ label: KeyPath<Entity, EntityProperty<String>>, _ readLabel: @escaping (Entity) -> String
  ) -> [FindColumn<Entity>] {
    [
      .ordered("level", level, readLevel, bounds: FindEquivalenceTests.small),
      .text("label", label, readLabel),
    ]
  }

  /// Random levels and labels, with the few values that make ties and matches frequent.
  static func rows(_ random: inout FindRandom) -> [(id: Int, level: Int, label: String)] {
    (0..<Int.random(in: 0...80, using: &random)).map { id in
      (id, FindEquivalenceTests.small(&random), random.word())
    }
  }

  static func check<Payload: Sendable>(
    _ payload: @escaping (Int) -> Payload, seed: UInt64, _ label: String
  ) {
    var random = FindRandom(seed: seed)
    for round in 0..<30 {
      let readings = rows(&random).map { row in
        LayoutReadingEntity(
          id: row.id, payload: payload(row.id),
          origin: row.id % 3 == 0 ? .remote(host: "h\(row.id)", port: row.id) : .local,
          level: row.level, label: row.label)
      }
      FindEquivalenceTests.check(
        readings,
        columns(\.$level, { $0.level }, \.$label, { $0.label }),
        &random, "\(label) round \(round)")
    }
  }

  @Test func aGenericEntityIsFoundAlikeWhateverItsPayload() {
    // The payloads do move the property objects: the specializations differ in size.
    #expect(
      MemoryLayout<LayoutReadingEntity<Void>>.size
        < MemoryLayout<LayoutReadingEntity<(Int, Double, String)>>.size)
    Self.check({ _ in () }, seed: 0x6E_0001, "no payload")
    Self.check({ UInt8(truncatingIfNeeded: $0) }, seed: 0x6E_0002, "a byte")
    Self.check({ ($0, Double($0), "p\($0)") }, seed: 0x6E_0003, "a tuple")
    Self.check({ [$0, $0 + 1] as [Int]? }, seed: 0x6E_0004, "an optional array")
    Self.check({ $0 as any Sendable }, seed: 0x6E_0005, "an existential")
  }

  @Test func anEntityIsFoundByPropertiesItsSuperclassDeclares() {
    // A class entity has no stored layout Find may read: the offset Swift gives is none.
    #expect(MemoryLayout<LayoutGaugeEntity>.offset(of: \LayoutGaugeEntity.$level) == nil)
    var random = FindRandom(seed: 0x6A_0001)
    for round in 0..<30 {
      let gauges = Self.rows(&random).map {
        LayoutGaugeEntity(id: $0.id, level: $0.level, label: $0.label)
      }
      FindEquivalenceTests.check(
        gauges,
        Self.columns(
          \LayoutGaugeEntity.$level, { $0.level }, \LayoutGaugeEntity.$label, { $0.label }),
        &random, "gauges round \(round)")
    }
  }
}
