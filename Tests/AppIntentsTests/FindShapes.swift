import AppIntents
import Foundation

// Entity shapes Find must answer right for: stored properties of every common value type,
// optionals, `@ComputedProperty`, `@DeferredProperty`, projections that reach another property
// for each entity (`usesSpare ? $spare : $main`), stored key paths to property objects (plain
// fields, and fields of a nested struct), in a struct and in a class.

/// A sensor whose level comes from its main or its spare gauge, chosen per entity.
struct SensorEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sensor"
  static let defaultQuery = SensorQuery()
  let id: Int
  let usesSpare: Bool
  @Property var main: Int
  @Property var spare: Int
  @Property var name: String
  @Property var altName: String
  @Property var note: String?
  @Property var height: Int?
  @Property var ratio: Double
  @Property var since: Date
  @Property var isOn: Bool
  @Property var tags: [String]
  /// A property object kept in a plain stored field: `\.direct` is a stored key path.
  let direct: EntityProperty<Int>
  /// Property objects in a nested struct: `\.gauges.reserve` is a stored key path too.
  let gauges: SensorGauges
  var displayRepresentation: DisplayRepresentation { "Sensor \(id)" }

  @ComputedProperty var doubled: Int { main * 2 }
  @ComputedProperty var label: String { usesSpare ? altName : name }
  @DeferredProperty var remote: Int {
    get async { main + 1 }
  }

  /// The level the sensor reads: its spare gauge's or its main one's.
  var levelProperty: EntityProperty<Int> { usesSpare ? $spare : $main }
  /// Its name as shown: the other name when it uses its spare gauge.
  var shownNameProperty: EntityProperty<String> { usesSpare ? $altName : $name }
  /// A computed property for some entities, a stored one for the others.
  var mixedProperty: EntityProperty<Int> { usesSpare ? $doubled : $main }
  /// A deferred property for some entities (no value without waiting), a stored one otherwise.
  var lateProperty: EntityProperty<Int> { usesSpare ? $remote : $main }

  init(
    id: Int, usesSpare: Bool, main: Int, spare: Int, name: String, altName: String,
    note: String?, height: Int?, ratio: Double, since: Date, isOn: Bool, tags: [String],
    direct: Int, reserve: Int
  ) {
    self.id = id
    self.usesSpare = usesSpare
    self.direct = EntityProperty<Int>()
    self.gauges = SensorGauges(reserve: reserve)
    self.main = main
    self.spare = spare
    self.name = name
    self.altName = altName
    self.note = note
    self.height = height
    self.ratio = ratio
    self.since = since
    self.isOn = isOn
    self.tags = tags
    self.direct.wrappedValue = direct
  }
}

/// Property objects a sensor keeps in a nested struct.
struct SensorGauges: Sendable {
  let reserve: EntityProperty<Int>

  init(reserve: Int) {
    self.reserve = EntityProperty<Int>()
    self.reserve.wrappedValue = reserve
  }
}

struct SensorQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [SensorEntity] { [] }
}

/// The same shape as a class.
final class ValveEntity: AppEntity, @unchecked Sendable {
  // @unchecked Sendable: immutable after init.
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Valve"
  static let defaultQuery = ValveQuery()
  let id: Int
  let usesSpare: Bool
  @Property var main: Int
  @Property var spare: Int
  @Property var name: String
  @Property var altName: String
  @Property var note: String?
  @Property var height: Int?
  let direct: EntityProperty<Int>
  var displayRepresentation: DisplayRepresentation { "Valve \(id)" }

  @ComputedProperty var doubled: Int { main * 2 }

  var levelProperty: EntityProperty<Int> { usesSpare ? $spare : $main }
  var shownNameProperty: EntityProperty<String> { usesSpare ? $altName : $name }
  var mixedProperty: EntityProperty<Int> { usesSpare ? $doubled : $main }

  init(_ sensor: SensorEntity) {
    id = sensor.id
    usesSpare = sensor.usesSpare
    direct = EntityProperty<Int>()
    main = sensor.main
    spare = sensor.spare
    name = sensor.name
    altName = sensor.altName
    note = sensor.note
    height = sensor.height
    direct.wrappedValue = sensor.direct.wrappedValue
  }
}

struct ValveQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [ValveEntity] { [] }
}

/// A seeded generator, so that a failing case can be run again.
struct FindRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Text that folds alike and apart: case, diacritics, empty, past eight and fifteen bytes.
  static let words = [
    "", "a", "A", "b", "é", "É", "e", "ab", "Ab", "aB", "café", "CAFE", "Cafe", "eclair", "Éclair",
    "ÉCLAIR au café", "a longer text than fifteen", "zz", "Ωmega", "ça", "Ça", "b ",
  ]

  mutating func word() -> String { Self.words.randomElement(using: &self)! }

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

  /// Sensors with few distinct values, so that ties and matches are frequent; a fifth use
  /// their spare gauge, anywhere in the array.
  mutating func sensors(_ count: Int) -> [SensorEntity] {
    (0..<count).map { id in
      SensorEntity(
        id: id, usesSpare: chance(20), main: Int.random(in: -3...12, using: &self),
        spare: Int.random(in: -3...12, using: &self), name: word(), altName: word(),
        note: chance(30) ? nil : word(),
        height: chance(30) ? nil : Int.random(in: 0...6, using: &self),
        ratio: [-1.5, -0.0, 0.0, 0.5, 2.25, 7].randomElement(using: &self)!,
        since: Date(timeIntervalSince1970: Double(Int.random(in: 0...5, using: &self)) * 3600),
        isOn: chance(50), tags: (0..<Int.random(in: 0...3, using: &self)).map { _ in word() },
        direct: Int.random(in: 0...6, using: &self), reserve: Int.random(in: 0...6, using: &self))
    }
  }
}
