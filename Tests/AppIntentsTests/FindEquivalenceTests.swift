import Foundation
import Testing

@testable import AppIntents

// Every way Find runs over entities in memory — `matching` on an array and on a sequence, the
// typed kernels, the in-place path without kernels, each comparator's own test and each sort
// key's own order — against a plain loop that reads the entities with ordinary property access
// (`FindOracle.swift`), over random entities, conditions, modes, sort keys and limits.

@Suite struct FindEquivalenceTests {
  static var sensorColumns: [FindColumn<SensorEntity>] {
    [
      .ordered("main", \.$main, { $0.main }, bounds: Self.small),
      .ordered("spare", \.$spare, { $0.spare }, bounds: Self.small),
      .ordered("level", \.levelProperty, { $0.usesSpare ? $0.spare : $0.main }, bounds: Self.small),
      .ordered(
        "mixed", \.mixedProperty, { $0.usesSpare ? $0.main * 2 : $0.main }, bounds: Self.small),
      .ordered("late", \.lateProperty, { $0.usesSpare ? nil : $0.main }, bounds: Self.small),
      .ordered("doubled", \.$doubled, { $0.main * 2 }, bounds: Self.small),
      .ordered("remote", \.$remote, { _ in nil }, bounds: Self.small),
      .ordered("direct", \.direct, { $0.direct.wrappedValue }, bounds: Self.small),
      .ordered("reserve", \.gauges.reserve, { $0.gauges.reserve.wrappedValue }, bounds: Self.small),
      .ordered(
        "ratio", \.$ratio, { $0.ratio },
        bounds: { [-1.5, -0.0, 0.0, 0.5, 1, 7].randomElement(using: &$0)! }),
      .ordered(
        "since", \.$since, { $0.since },
        bounds: { Date(timeIntervalSince1970: Double(Int.random(in: 0...5, using: &$0)) * 3600) }),
      .text("name", \.$name, { $0.name }),
      .text("shownName", \.shownNameProperty, { $0.usesSpare ? $0.altName : $0.name }),
      .text("label", \.$label, { $0.usesSpare ? $0.altName : $0.name }),
      .optional("height", \.$height, { $0.height }, bounds: { Int.random(in: 0...6, using: &$0) }),
      .optionalText("note", \.$note, { $0.note }),
      .boolean("isOn", \.$isOn, { $0.isOn }),
      .list("tags", \.$tags, { $0.tags }),
    ]
  }

  static var valveColumns: [FindColumn<ValveEntity>] {
    [
      .ordered("main", \.$main, { $0.main }, bounds: Self.small),
      .ordered("level", \.levelProperty, { $0.usesSpare ? $0.spare : $0.main }, bounds: Self.small),
      .ordered(
        "mixed", \.mixedProperty, { $0.usesSpare ? $0.main * 2 : $0.main }, bounds: Self.small),
      .ordered("doubled", \.$doubled, { $0.main * 2 }, bounds: Self.small),
      .ordered("direct", \.direct, { $0.direct.wrappedValue }, bounds: Self.small),
      .text("shownName", \.shownNameProperty, { $0.usesSpare ? $0.altName : $0.name }),
      .optional("height", \.$height, { $0.height }, bounds: { Int.random(in: 0...6, using: &$0) }),
      .optionalText("note", \.$note, { $0.note }),
    ]
  }

  static func small(_ random: inout FindRandom) -> Int { Int.random(in: -4...13, using: &random) }

  @Test(arguments: 0..<12)
  func everyFindPathAnswersAsAPlainLoopOverStructs(batch: UInt64) {
    var random = FindRandom(seed: 0x5E45_0000 + batch)
    for round in 0..<40 {
      let sensors = random.sensors(Int.random(in: 0...90, using: &random))
      Self.check(sensors, Self.sensorColumns, &random, "sensors, batch \(batch) round \(round)")
    }
  }

  @Test(arguments: 0..<6)
  func everyFindPathAnswersAsAPlainLoopOverClasses(batch: UInt64) {
    var random = FindRandom(seed: 0xC1A5_0000 + batch)
    for round in 0..<40 {
      let valves = random.sensors(Int.random(in: 0...90, using: &random)).map(ValveEntity.init)
      Self.check(valves, Self.valveColumns, &random, "valves, batch \(batch) round \(round)")
    }
  }

  /// The trial's case: over 1,000 sensors of which 143 read their spare gauge — never the
  /// first or the last — "level greater than 90" finds exactly those 143, by every path.
  @Test func aProjectionThatSwitchesPerEntityIsReadForEachEntity() {
    var random = FindRandom(seed: 143)
    var spare = Set<Int>()
    while spare.count < 143 { spare.insert(Int.random(in: 1..<999, using: &random)) }
    let sensors = (0..<1000).map { id in
      SensorEntity(
        id: id, usesSpare: spare.contains(id), main: spare.contains(id) ? 12 : 50,
        spare: spare.contains(id) ? 95 : 3, name: "s", altName: "t", note: nil, height: nil,
        ratio: 0, since: Date(timeIntervalSince1970: 0), isOn: true, tags: [], direct: 0,
        reserve: 0)
    }
    let above = [QueryComparator.ordering(\SensorEntity.levelProperty, .greaterThan, 90)]
    #expect(Set(sensors.matching(above).map(\.id)) == spare)
    #expect(Set(AnySequence(sensors).matching(above).map(\.id)) == spare)
    let sorted = sensors.matching(
      above, sortedBy: [EntityQuerySort(\SensorEntity.levelProperty, order: .descending)],
      limit: 200)
    #expect(sorted.map(\.id) == spare.sorted())
    // Three sensors, the switching one in the middle.
    let three = [sensors[0], sensors[spare.min()!], sensors[999]]
    #expect(three.matching(above).map(\.id) == [spare.min()!])
  }

  /// Checks one random Find over the entities and every single condition and sort key.
  static func check<Entity: AppEntity>(
    _ entities: [Entity], _ columns: [FindColumn<Entity>], _ random: inout FindRandom,
    _ label: String
  ) where Entity.ID == Int {
    var comparators: [QueryComparator<Entity>] = []
    var tests: [(Entity) -> Bool] = []
    var names: [String] = []
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let column = columns.randomElement(using: &random)!
      let (comparator, test) = column.condition(&random)
      comparators.append(comparator)
      tests.append(test)
      names.append("\(column.name) \(comparator.comparison.rawValue) \(comparator.values)")
    }
    var sorts: [EntityQuerySort<Entity>] = []
    var orders: [(Entity, Entity) -> ComparisonResult] = []
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let column = columns.filter { $0.sort != nil }.randomElement(using: &random)!
      let (sort, order) = column.sort!(random.chance(50) ? .ascending : .descending)
      sorts.append(sort)
      orders.append(order)
      names.append("sort \(column.name) \(sort.order)")
    }
    let mode: EntityQueryComparatorMode = random.chance(50) ? .and : .or
    let limits: [Int?] = [nil, 0, 1, 3, 10, entities.count, entities.count + 2]
    let limit = limits.randomElement(using: &random)!
    let context = "\(label): \(mode) \(names) limit \(limit.map(String.init) ?? "none")"

    let expected = PlainCompare.find(entities, tests, mode, orders, limit).map(\.id)
    #expect(
      entities.matching(comparators, mode: mode, sortedBy: sorts, limit: limit).map(\.id)
        == expected, "matching on an array, \(context)")
    #expect(
      AnySequence(entities).matching(comparators, mode: mode, sortedBy: sorts, limit: limit)
        .map(\.id) == expected, "matching on a sequence, \(context)")
    entities.withUnsafeBufferPointer { buffer in
      #expect(
        InPlaceMatching.run(buffer, comparators, mode, sorts, limit, kernels: false).map(\.id)
          == expected, "in place without kernels, \(context)")
      if let kernels = Kernels.run(buffer, comparators, mode, sorts, limit) {
        #expect(kernels.map(\.id) == expected, "kernels, \(context)")
      }
    }
    if sorts.isEmpty, comparators.isEmpty {
      #expect(entities.sorted(by: []).map(\.id) == entities.map(\.id), "sorted(by: []), \(context)")
    } else if comparators.isEmpty {
      let all = PlainCompare.find(entities, [], .and, orders, nil).map(\.id)
      #expect(entities.sorted(by: sorts).map(\.id) == all, "sorted(by:), \(context)")
    }
    // Each condition and sort key on its own, entity by entity.
    for (index, comparator) in comparators.enumerated() {
      for entity in entities where comparator.evaluate(entity) != tests[index](entity) {
        Issue.record("\(names[index]) on entity \(entity.id): \(context)")
      }
    }
    for (index, sort) in sorts.enumerated() {
      for (lhs, rhs) in zip(entities, entities.reversed())
      where sort.comparison(lhs, rhs) != orders[index](lhs, rhs) {
        Issue.record("sort \(index) on \(lhs.id), \(rhs.id): \(context)")
      }
    }
  }
}
