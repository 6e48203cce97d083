import AppIntents
import Foundation
import Testing

// The kernel path of `matching(_:mode:sortedBy:limit:)` (typed loops over an array's storage)
// against the general path (the same Find over a sequence without contiguous storage, which
// tests and orders entity by entity): both must give the same entities in the same order.

struct GaugeEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gauge"
  static let defaultQuery = GaugeQuery()
  let id: Int
  let raw: Int
  @Property var reading: Int
  @Property var level: Double
  @Property var checked: Date
  @Property var label: String
  @Property var isOn: Bool
  var displayRepresentation: DisplayRepresentation { "Gauge \(id)" }

  @ComputedProperty var doubled: Int { raw * 2 }
  @ComputedProperty var ratio: Double { Double(raw) / 4 }
  @ComputedProperty var tag: String { raw % 3 == 0 ? "Été \(raw % 4)" : "ete \(raw % 5)" }

  init(id: Int, raw: Int, reading: Int, level: Double, checked: Date, label: String) {
    self.id = id
    self.raw = raw
    self.reading = reading
    self.level = level
    self.checked = checked
    self.label = label
    isOn = raw % 3 == 1
  }
}

struct GaugeQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [GaugeEntity] { [] }
}

final class DialEntity: AppEntity, @unchecked Sendable {
  // @unchecked Sendable: immutable after init.
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Dial"
  static let defaultQuery = DialQuery()
  let id: Int
  let raw: Int
  @Property var reading: Int
  var displayRepresentation: DisplayRepresentation { "Dial \(id)" }

  @ComputedProperty var doubled: Int { raw * 2 }

  init(id: Int, raw: Int) {
    self.id = id
    self.raw = raw
    self.reading = raw % 7
  }
}

struct DialQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [DialEntity] { [] }
}

@Suite struct KernelMatchingTests {
  /// Gauges with few distinct values, so that ties are frequent.
  static func gauges(_ count: Int, seed: UInt64) -> [GaugeEntity] {
    var random = SeededRandom(seed)
    return (0..<count).map { id in
      GaugeEntity(
        id: id, raw: Int(random.next() % 40), reading: Int(random.next() % 25) - 5,
        level: Double(random.next() % 30) / 3,
        checked: Date(timeIntervalSince1970: Double(random.next() % 20) * 3600),
        label: Self.labels[Int(random.next() % UInt64(Self.labels.count))])
    }
  }

  /// Text that folds alike and apart: case, diacritics, empty, longer than a small string,
  /// non-Latin.
  static let labels = [
    "b", "A", "c", "B", "Éclair", "eclair", "ÉCLAIR au café", "a longer label than fifteen", "",
    "Ça", "ça", "Ωmega", "b ",
  ]

  /// The same Find through the general path: a sequence without contiguous storage.
  static func general<Entity: AppEntity>(
    _ entities: [Entity], _ comparators: [QueryComparator<Entity>],
    _ mode: EntityQueryComparatorMode, _ sorts: [EntityQuerySort<Entity>], _ limit: Int?
  ) -> [Entity] {
    entities.lazy.map { $0 }.matching(comparators, mode: mode, sortedBy: sorts, limit: limit)
  }

  static let limits: [Int?] = [nil, 0, 1, 7, 1000]

  static func conditions() -> [[QueryComparator<GaugeEntity>]] {
    [
      [],
      [.ordering(\GaugeEntity.$reading, .greaterThan, 3)],
      [.ordering(\GaugeEntity.$doubled, .lessThanOrEqualTo, 40)],
      [.ordering(\GaugeEntity.$level, .greaterThanOrEqualTo, 4.5)],
      [
        .between(
          \GaugeEntity.$checked, Date(timeIntervalSince1970: 7200),
          Date(timeIntervalSince1970: 36000))
      ],
      [
        .ordering(\GaugeEntity.$ratio, .lessThan, 6.0),
        .ordering(\GaugeEntity.$reading, .greaterThanOrEqualTo, 0),
      ],
      [
        .ordering(\GaugeEntity.$doubled, .greaterThan, 20), .between(\GaugeEntity.$doubled, 10, 60),
      ],
      [
        .ordering(\GaugeEntity.$reading, .lessThan, 0),
        .ordering(\GaugeEntity.$level, .greaterThan, 8.0),
        .ordering(\GaugeEntity.$doubled, .lessThan, 6),
      ],
      // Equality on numbers, and every text comparison (folded) on stored and computed text.
      [.equality(\GaugeEntity.$reading, 4)],
      [.equality(\GaugeEntity.$level, 3.0, negated: true), .equality(\GaugeEntity.$doubled, 8)],
      [
        .equality(\GaugeEntity.$label, "ECLAIR"), .ordering(\GaugeEntity.$reading, .greaterThan, 3),
      ],
      [.equality(\GaugeEntity.$label, "b", negated: true)],
      [.equality(\GaugeEntity.$label, "")],
      [.text(\GaugeEntity.$label, .contains, "CLAI"), .text(\GaugeEntity.$label, .hasPrefix, "é")],
      [.text(\GaugeEntity.$label, .hasSuffix, "CAFE"), .text(\GaugeEntity.$label, .contains, "")],
      [.text(\GaugeEntity.$label, .hasSuffix, "fifteen"), .equality(\GaugeEntity.$label, "ça")],
      [
        .ordering(\GaugeEntity.$label, .lessThan, "c"),
        .ordering(\GaugeEntity.$label, .greaterThanOrEqualTo, "B"),
      ],
      [
        .ordering(\GaugeEntity.$label, .lessThanOrEqualTo, "éclair"),
        .ordering(\GaugeEntity.$label, .greaterThan, ""),
      ],
      [.equality(\GaugeEntity.$tag, "ETE 0"), .text(\GaugeEntity.$tag, .hasPrefix, "ete")],
      [.equality(\GaugeEntity.$isOn, true), .equality(\GaugeEntity.$label, "b")],
      [.equality(\GaugeEntity.$isOn, true, negated: true)],
    ]
  }

  static func sorts() -> [[EntityQuerySort<GaugeEntity>]] {
    [
      [],
      [EntityQuerySort(\GaugeEntity.$reading)],
      [EntityQuerySort(\GaugeEntity.$doubled, order: .descending)],
      [EntityQuerySort(\GaugeEntity.$level, order: .descending)],
      [EntityQuerySort(\GaugeEntity.$checked)],
      [EntityQuerySort(\GaugeEntity.$ratio)],
      // Several keys take the general path in both calls: still equal.
      [
        EntityQuerySort(\GaugeEntity.$reading),
        EntityQuerySort(\GaugeEntity.$doubled, order: .descending),
      ],
      [EntityQuerySort(\GaugeEntity.$label)],
      [EntityQuerySort(\GaugeEntity.$label, order: .descending)],
      [EntityQuerySort(\GaugeEntity.$tag)],
    ]
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func kernelPathEqualsGeneralPathOnRandomGauges(seed: UInt64) {
    let gauges = Self.gauges(500, seed: seed)
    for comparators in Self.conditions() {
      for sorts in Self.sorts() {
        for mode in [EntityQueryComparatorMode.and, .or] {
          for limit in Self.limits {
            let fast = gauges.matching(comparators, mode: mode, sortedBy: sorts, limit: limit)
            let slow = Self.general(gauges, comparators, mode, sorts, limit)
            #expect(
              fast.map(\.id) == slow.map(\.id),
              "\(comparators) \(mode) sorted by \(sorts.map(\.order)) limit \(String(describing: limit))"
            )
          }
        }
      }
    }
  }

  @Test func descendingTopKeepsArrivalOrderAmongTies() {
    let gauges = Self.gauges(200, seed: 9)
    let sorts = [EntityQuerySort(\GaugeEntity.$doubled, order: .descending)]
    let top = gauges.matching(
      [.ordering(\GaugeEntity.$doubled, .greaterThan, 10)], sortedBy: sorts, limit: 12)
    let expected = gauges.filter { $0.doubled > 10 }.enumerated()
      .sorted { ($0.element.doubled, -$0.offset) > ($1.element.doubled, -$1.offset) }
      .prefix(12).map(\.element.id)
    #expect(top.map(\.id) == Array(expected))
  }

  @Test func emptyInputAndClassEntitiesAnswerAlike() {
    let none: [GaugeEntity] = []
    #expect(
      none.matching(
        [.ordering(\GaugeEntity.$doubled, .greaterThan, 1)],
        sortedBy: [EntityQuerySort(\GaugeEntity.$doubled)], limit: 3
      ).isEmpty)
    let dials = (0..<300).map { DialEntity(id: $0, raw: ($0 * 37) % 101) }
    for limit in Self.limits {
      for order in [EntityQuerySort<DialEntity>.Ordering.ascending, .descending] {
        // A computed property of a class has kernels; a class's stored property does not, so
        // the second Find takes the general path.
        let computedOnly: [QueryComparator<DialEntity>] = [
          .ordering(\DialEntity.$doubled, .greaterThan, 50)
        ]
        let mixed = computedOnly + [.ordering(\DialEntity.$reading, .lessThan, 5)]
        let sorts = [EntityQuerySort(\DialEntity.$doubled, order: order)]
        for comparators in [computedOnly, mixed] {
          let fast = dials.matching(comparators, sortedBy: sorts, limit: limit)
          let slow = Self.general(dials, comparators, .and, sorts, limit)
          #expect(fast.map(\.id) == slow.map(\.id))
          #expect(fast.allSatisfy { $0.doubled > 50 })
        }
      }
    }
  }
}

/// A small deterministic random number generator (SplitMix64).
struct SeededRandom {
  var state: UInt64
  init(_ seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
