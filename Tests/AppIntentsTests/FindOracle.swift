import AppIntents
import Foundation

// A plain reference for Find, written without the engine: each condition and sort key is read
// with ordinary Swift property access, compared with ordinary Swift operators (text folded with
// Foundation), and the entities are filtered, sorted stably and cut by a plain loop.

/// One property of an entity type as the random Finds use it: how to make conditions and sort
/// keys on it, each with what a plain reading of the entity says.
struct FindColumn<Entity: AppEntity> {
  let name: String
  /// A random condition on the property, and the answer it must give for an entity.
  let condition: (inout FindRandom) -> (QueryComparator<Entity>, (Entity) -> Bool)
  /// A sort key on the property, and the plain order it must give; `nil` for a property Find
  /// does not sort by.
  let sort: ((EntityQuerySort<Entity>.Ordering) -> (EntityQuerySort<Entity>, Order))?

  typealias Order = (Entity, Entity) -> ComparisonResult
}

/// Plain comparisons: text ignoring case and diacritics through Foundation, then exactly.
enum PlainCompare {
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

  /// Missing values (`nil`, or a deferred property's) first.
  static func missingFirst<Value>(
    _ lhs: Value?, _ rhs: Value?, _ order: (Value, Value) -> ComparisonResult
  ) -> ComparisonResult {
    switch (lhs, rhs) {
    case (nil, nil): .orderedSame
    case (nil, _): .orderedAscending
    case (_, nil): .orderedDescending
    case (let left?, let right?): order(left, right)
    }
  }

  static func reversed(_ result: ComparisonResult) -> ComparisonResult {
    switch result {
    case .orderedAscending: .orderedDescending
    case .orderedDescending: .orderedAscending
    case .orderedSame: .orderedSame
    }
  }

  /// The plain Find: filter, sort stably by the keys in priority order, cut.
  static func find<Entity>(
    _ entities: [Entity], _ tests: [(Entity) -> Bool], _ mode: EntityQueryComparatorMode,
    _ orders: [(Entity, Entity) -> ComparisonResult], _ limit: Int?
  ) -> [Entity] {
    var kept: [(position: Int, entity: Entity)] = []
    for (position, entity) in entities.enumerated() {
      var passes = tests.isEmpty
      for test in tests {
        if mode == .and {
          passes = test(entity)
          if !passes { break }
        } else if test(entity) {
          passes = true
          break
        }
      }
      if passes { kept.append((position, entity)) }
    }
    kept.sort { lhs, rhs in
      for order in orders {
        switch order(lhs.entity, rhs.entity) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: continue
        }
      }
      return lhs.position < rhs.position
    }
    let count = limit.map { max(0, $0) } ?? kept.count
    return kept.prefix(count).map(\.entity)
  }
}

extension FindColumn {
  /// A property of ordered values; `value` reads it plainly (`nil`: no value, never matches).
  static func ordered<Value: _IntentValue & Comparable & Sendable>(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
    _ value: @escaping (Entity) -> Value?, bounds: @escaping (inout FindRandom) -> Value,
    sortable: Bool = true
  ) -> FindColumn {
    FindColumn(
      name: name,
      condition: { random in
        let bound = bounds(&random)
        let other = bounds(&random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
          return (.equality(keyPath, bound), { value($0).map { $0 == bound } ?? false })
        case 1:
          return (
            .equality(keyPath, bound, negated: true), { value($0).map { $0 != bound } ?? false }
          )
        case 2:
          return (.ordering(keyPath, .lessThan, bound), { value($0).map { $0 < bound } ?? false })
        case 3:
          return (
            .ordering(keyPath, .lessThanOrEqualTo, bound),
            { value($0).map { $0 <= bound } ?? false }
          )
        case 4:
          return (
            .ordering(keyPath, .greaterThan, bound), { value($0).map { $0 > bound } ?? false }
          )
        case 5:
          return (
            .ordering(keyPath, .greaterThanOrEqualTo, bound),
            { value($0).map { $0 >= bound } ?? false }
          )
        default:
          let (lower, upper) = (min(bound, other), max(bound, other))
          return (
            .between(keyPath, lower, upper),
            { value($0).map { lower <= $0 && $0 <= upper } ?? false }
          )
        }
      },
      sort: sortable
        ? { ordering in
          let plain: Order = { PlainCompare.missingFirst(value($0), value($1), PlainCompare.order) }
          return (
            EntityQuerySort(keyPath, order: ordering),
            ordering == .ascending ? plain : { PlainCompare.reversed(plain($0, $1)) }
          )
        } : nil)
  }

  /// A text property; `value` reads it plainly (`nil`: no value, never matches).
  static func text(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<String>>,
    _ value: @escaping (Entity) -> String?
  ) -> FindColumn {
    FindColumn(
      name: name,
      condition: { random in
        let word = random.word()
        let needle = PlainCompare.fold(word)
        let folded = { (entity: Entity) in value(entity).map(PlainCompare.fold) }
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return (.equality(keyPath, word), { folded($0) == needle })
        case 1:
          return (
            .equality(keyPath, word, negated: true), { folded($0).map { $0 != needle } ?? false }
          )
        case 2:
          return (
            .text(keyPath, .contains, word),
            { folded($0).map { needle.isEmpty || $0.contains(needle) } ?? false }
          )
        case 3:
          return (.text(keyPath, .hasPrefix, word), { folded($0)?.hasPrefix(needle) ?? false })
        case 4:
          return (.text(keyPath, .hasSuffix, word), { folded($0)?.hasSuffix(needle) ?? false })
        case 5:
          return (
            .ordering(keyPath, .lessThan, word),
            { value($0).map { PlainCompare.text($0, word) == .orderedAscending } ?? false }
          )
        case 6:
          return (
            .ordering(keyPath, .greaterThanOrEqualTo, word),
            { value($0).map { PlainCompare.text($0, word) != .orderedAscending } ?? false }
          )
        default:
          return (
            .ordering(keyPath, .lessThanOrEqualTo, word),
            { value($0).map { PlainCompare.text($0, word) != .orderedDescending } ?? false }
          )
        }
      },
      sort: { ordering in
        let plain: Order = { PlainCompare.missingFirst(value($0), value($1), PlainCompare.text) }
        return (
          EntityQuerySort(keyPath, order: ordering),
          ordering == .ascending ? plain : { PlainCompare.reversed(plain($0, $1)) }
        )
      })
  }
}

extension FindColumn {
  /// An optional property of ordered values: `nil` is a value — equal only to `nil`, never
  /// ordered against a bound, first in a sort.
  static func optional<Wrapped: _IntentValue & Comparable & Sendable>(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<Wrapped?>>,
    _ value: @escaping (Entity) -> Wrapped?, bounds: @escaping (inout FindRandom) -> Wrapped
  ) -> FindColumn {
    FindColumn(
      name: name,
      condition: { random in
        let bound = bounds(&random)
        let other = bounds(&random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return (.equality(keyPath, Optional(bound)), { value($0) == bound })
        case 1: return (.equality(keyPath, Wrapped?.none), { value($0) == nil })
        case 2:
          return (.equality(keyPath, Wrapped?.none, negated: true), { value($0) != nil })
        case 3:
          return (.ordering(keyPath, .lessThan, bound), { value($0).map { $0 < bound } ?? false })
        case 4:
          return (
            .ordering(keyPath, .greaterThanOrEqualTo, bound),
            { value($0).map { $0 >= bound } ?? false }
          )
        default:
          let (lower, upper) = (min(bound, other), max(bound, other))
          return (
            .between(keyPath, lower, upper),
            { value($0).map { lower <= $0 && $0 <= upper } ?? false }
          )
        }
      },
      sort: { ordering in
        let plain: Order = { PlainCompare.missingFirst(value($0), value($1), PlainCompare.order) }
        return (
          EntityQuerySort(keyPath, order: ordering),
          ordering == .ascending ? plain : { PlainCompare.reversed(plain($0, $1)) }
        )
      })
  }

  /// An optional text property.
  static func optionalText(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<String?>>,
    _ value: @escaping (Entity) -> String?
  ) -> FindColumn {
    FindColumn(
      name: name,
      condition: { random in
        let word = random.word()
        let needle = PlainCompare.fold(word)
        let folded = { (entity: Entity) in value(entity).map(PlainCompare.fold) }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return (.equality(keyPath, Optional(word)), { folded($0) == needle })
        case 1: return (.equality(keyPath, String?.none), { value($0) == nil })
        case 2:
          return (
            .text(keyPath, .contains, word),
            { folded($0).map { needle.isEmpty || $0.contains(needle) } ?? false }
          )
        case 3:
          return (.text(keyPath, .hasPrefix, word), { folded($0)?.hasPrefix(needle) ?? false })
        case 4:
          return (
            .ordering(keyPath, .greaterThan, word),
            { value($0).map { PlainCompare.text($0, word) == .orderedDescending } ?? false }
          )
        default:
          return (
            .equality(keyPath, Optional(word), negated: true), { folded($0) != needle }
          )
        }
      },
      sort: { ordering in
        let plain: Order = { PlainCompare.missingFirst(value($0), value($1), PlainCompare.text) }
        return (
          EntityQuerySort(keyPath, order: ordering),
          ordering == .ascending ? plain : { PlainCompare.reversed(plain($0, $1)) }
        )
      })
  }

  /// A Boolean property: equality, false first in a sort.
  static func boolean(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<Bool>>,
    _ value: @escaping (Entity) -> Bool
  ) -> FindColumn {
    FindColumn(
      name: name,
      condition: { random in
        let bound = random.chance(50)
        if random.chance(50) { return (.equality(keyPath, bound), { value($0) == bound }) }
        return (.equality(keyPath, bound, negated: true), { value($0) != bound })
      },
      sort: { ordering in
        let plain: Order = { PlainCompare.order(value($0) ? 1 : 0, value($1) ? 1 : 0) }
        return (
          EntityQuerySort(keyPath, order: ordering),
          ordering == .ascending ? plain : { PlainCompare.reversed(plain($0, $1)) }
        )
      })
  }

  /// A list of text: membership of an element, ignoring case and diacritics.
  static func list(
    _ name: String, _ keyPath: KeyPath<Entity, EntityProperty<[String]>>,
    _ value: @escaping (Entity) -> [String]
  ) -> FindColumn {
    FindColumn(
      name: name,
      condition: { random in
        let word = random.word()
        let needle = PlainCompare.fold(word)
        return (
          .membership(keyPath, contains: word),
          { value($0).contains { PlainCompare.fold($0) == needle } }
        )
      },
      sort: nil)
  }
}
