import AppIntentsTesting
import Foundation
import IntentsFixtures
import Testing

// The Find the runtime derives from an `EnumerableEntityQuery` — properties named by a client,
// read from each entity's stored fields and computed properties — against a plain loop over
// the same entities, for random conditions, modes, sort keys and limits.

struct MeterEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Meter"
  static let defaultQuery = MeterQuery()
  let id: Int
  @Property var reading: Int
  @Property var rate: Double
  @Property var label: String
  @Property var note: String?
  @Property var floor: Int?
  @Property var isOn: Bool
  var displayRepresentation: DisplayRepresentation { "Meter \(id)" }

  @ComputedProperty var doubled: Int { reading * 2 }
  @ComputedProperty var shout: String { label.uppercased() }

  init(
    id: Int, reading: Int, rate: Double, label: String, note: String?, floor: Int?, isOn: Bool
  ) {
    self.id = id
    self.reading = reading
    self.rate = rate
    self.label = label
    self.note = note
    self.floor = floor
    self.isOn = isOn
  }

  /// Few distinct values, so that ties and matches are frequent.
  static let all: [MeterEntity] = {
    var random = SeededRandom(seed: 7)
    let words = ["", "a", "B", "é", "Été", "ete", "café", "CAFE", "a longer text than fifteen"]
    return (0..<300).map { id in
      MeterEntity(
        id: id, reading: Int.random(in: -3...9, using: &random),
        rate: [-1.5, -0.0, 0.0, 0.5, 2].randomElement(using: &random)!,
        label: words.randomElement(using: &random)!,
        note: Bool.random(using: &random) ? nil : words.randomElement(using: &random)!,
        floor: Bool.random(using: &random) ? nil : Int.random(in: 0...4, using: &random),
        isOn: Bool.random(using: &random))
    }
  }()
}

struct MeterQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [MeterEntity] { MeterEntity.all }
  func entities(for identifiers: [Int]) async throws -> [MeterEntity] {
    MeterEntity.all.filter { identifiers.contains($0.id) }
  }
}

@Suite struct DerivedFindEquivalenceTests {
  /// A property as a client names it: a random condition on it (the request's filter and the
  /// plain answer), and its plain sort order.
  struct Column {
    let name: String
    let condition:
      (inout SeededRandom) -> (
        FindRequest.Filter, (MeterEntity) -> Bool
      )
    let order: (MeterEntity, MeterEntity) -> ComparisonResult
  }

  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
  }

  static func order<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
    lhs < rhs ? .orderedAscending : (rhs < lhs ? .orderedDescending : .orderedSame)
  }

  static func text(_ lhs: String, _ rhs: String) -> ComparisonResult {
    let folded = order(fold(lhs), fold(rhs))
    return folded != .orderedSame ? folded : order(lhs, rhs)
  }

  static func nilFirst<Value>(
    _ lhs: Value?, _ rhs: Value?, _ order: (Value, Value) -> ComparisonResult
  ) -> ComparisonResult {
    switch (lhs, rhs) {
    case (nil, nil): .orderedSame
    case (nil, _): .orderedAscending
    case (_, nil): .orderedDescending
    case (let left?, let right?): order(left, right)
    }
  }

  static func number(_ name: String, _ value: @escaping (MeterEntity) -> Int?) -> Column {
    Column(
      name: name,
      condition: { random in
        let bound = Int.random(in: -4...19, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return (.init(name, .equalTo, .json(.integer(bound))), { value($0) == bound })
        case 1:
          return (
            .init(name, .greaterThan, .json(.integer(bound))),
            { value($0).map { $0 > bound } ?? false }
          )
        case 2:
          return (
            .init(name, .lessThanOrEqualTo, .json(.integer(bound))),
            { value($0).map { $0 <= bound } ?? false }
          )
        default:
          let upper = bound + Int.random(in: 0...5, using: &random)
          return (
            .init(name, .isBetween, values: [.json(.integer(bound)), .json(.integer(upper))]),
            { value($0).map { bound <= $0 && $0 <= upper } ?? false }
          )
        }
      },
      order: { nilFirst(value($0), value($1), order) })
  }

  static func words(_ name: String, _ value: @escaping (MeterEntity) -> String?) -> Column {
    Column(
      name: name,
      condition: { random in
        let word = ["", "a", "e", "ete", "CAFÉ", "b", "longer"].randomElement(using: &random)!
        let needle = fold(word)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return (.init(name, .equalTo, .text(word)), { value($0).map(fold) == needle })
        case 1:
          return (
            .init(name, .contains, .text(word)),
            { value($0).map { needle.isEmpty || fold($0).contains(needle) } ?? false }
          )
        case 2:
          return (
            .init(name, .hasPrefix, .text(word)),
            { value($0).map { fold($0).hasPrefix(needle) } ?? false }
          )
        default:
          return (
            .init(name, .lessThan, .text(word)),
            { value($0).map { text($0, word) == .orderedAscending } ?? false }
          )
        }
      },
      order: { nilFirst(value($0), value($1), text) })
  }

  static var columns: [Column] {
    [
      number("reading", { $0.reading }), number("doubled", { $0.reading * 2 }),
      number("floor", { $0.floor }), words("label", { $0.label }),
      words("shout", { $0.label.uppercased() }), words("note", { $0.note }),
      Column(
        name: "isOn",
        condition: { random in
          let bound = Bool.random(using: &random)
          return (.init("isOn", .equalTo, .json(.bool(bound))), { $0.isOn == bound })
        }, order: { order($0.isOn ? 1 : 0, $1.isOn ? 1 : 0) }),
      Column(
        name: "rate",
        condition: { random in
          let bound = [-1.5, -0.0, 0.0, 0.5, 1].randomElement(using: &random)!
          return (.init("rate", .greaterThanOrEqualTo, .json(.number(bound))), { $0.rate >= bound })
        }, order: { order($0.rate, $1.rate) }),
    ]
  }

  @Test func theDerivedFindAnswersAsAPlainLoop() async throws {
    let system = IntentsTestSystem(name: "Meters") { MeterEntity.self }
    var random = SeededRandom(seed: 0xD371_7ED0)
    for round in 0..<200 {
      var filters: [FindRequest.Filter] = []
      var tests: [(MeterEntity) -> Bool] = []
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let (filter, test) = Self.columns.randomElement(using: &random)!.condition(&random)
        filters.append(filter)
        tests.append(test)
      }
      var sort: [FindRequest.SortKey] = []
      var orders: [(MeterEntity, MeterEntity) -> ComparisonResult] = []
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let column = Self.columns.randomElement(using: &random)!
        let descending = Bool.random(using: &random)
        sort.append(.init(column.name, descending ? .descending : .ascending))
        orders.append(descending ? { column.order($1, $0) } : column.order)
      }
      let mode: EntityQueryComparatorMode = Bool.random(using: &random) ? .and : .or
      let limit = [nil, 1, 5, 40, 400].randomElement(using: &random)!
      let found = try await system.find(
        MeterEntity.self, filters, mode: mode, sort: sort, limit: limit)
      var kept = MeterEntity.all.enumerated().filter { _, meter in
        tests.isEmpty
          || (mode == .and ? tests.allSatisfy { $0(meter) } : tests.contains { $0(meter) })
      }
      kept.sort { lhs, rhs in
        for order in orders {
          switch order(lhs.element, rhs.element) {
          case .orderedAscending: return true
          case .orderedDescending: return false
          case .orderedSame: continue
          }
        }
        return lhs.offset < rhs.offset
      }
      let expected = kept.prefix(limit ?? kept.count).map(\.element.id)
      #expect(
        found.map(\.id) == expected, "round \(round): \(filters) \(mode) \(sort) \(limit as Any)")
    }
  }
}
