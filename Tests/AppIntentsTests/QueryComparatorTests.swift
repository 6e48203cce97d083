import AppIntents
import Foundation
import Testing

@Suite struct QueryComparatorTests {
  typealias Q = PeakQuery

  @Test func textEqualityIgnoresCaseAndDiacritics() throws {
    #expect(Q.find([try Q.condition(\PeakEntity.$name, .equalTo, "ecrins")]) == ["Écrins"])
    #expect(Q.find([try Q.condition(\PeakEntity.$name, .equalTo, "MONT BLANC")]) == ["Mont Blanc"])
    #expect(Q.find([try Q.condition(\PeakEntity.$name, .equalTo, "Mont")]).isEmpty)
  }

  @Test func textContainsPrefixAndSuffix() throws {
    #expect(
      Q.find([try Q.condition(\PeakEntity.$name, .contains, "ER")]) == ["Matterhorn", "Everest"])
    #expect(Q.find([try Q.condition(\PeakEntity.$name, .hasPrefix, "mon")]) == ["Mont Blanc"])
    #expect(Q.find([try Q.condition(\PeakEntity.$name, .hasSuffix, "RINS")]) == ["Écrins"])
    #expect(
      Q.find([try Q.condition(\PeakEntity.$name, .contains, "")]).count == PeakEntity.all.count)
  }

  @Test func notEqualExcludesOnlyMatches() throws {
    let names = Q.find([try Q.condition(\PeakEntity.$name, .notEqualTo, "everest")])
    #expect(names.count == 5 && !names.contains("Everest"))
  }

  @Test(arguments: [
    (QueryComparisonOperator.lessThan, 4478, ["Écrins", "Unnamed Spire"]),
    (.lessThanOrEqualTo, 4478, ["Matterhorn", "Écrins", "Unnamed Spire"]),
    (.greaterThan, 4806, ["Aconcagua", "Everest"]),
    (.greaterThanOrEqualTo, 4806, ["Mont Blanc", "Aconcagua", "Everest"]),
    (.equalTo, 4102, ["Écrins", "Unnamed Spire"]),
  ])
  func numericComparisons(
    comparison: QueryComparisonOperator, bound: Int, expected: [String]
  ) throws {
    #expect(Q.find([try Q.condition(\PeakEntity.$height, comparison, bound)]) == expected)
  }

  @Test func betweenIncludesBothBounds() throws {
    let between = try Q.condition(\PeakEntity.$height, .isBetween, 4478, 6961)
    #expect(Q.find([between]) == ["Matterhorn", "Mont Blanc", "Aconcagua"])
    #expect(between.values.count == 2)
  }

  @Test func optionalValuesNeverSatisfyOrdering() throws {
    // Aconcagua and the spire have no prominence: "greater than 0" must not match them.
    let prominent = Q.find([try Q.condition(\PeakEntity.$prominence, .greaterThan, 0.0)])
    #expect(prominent == ["Matterhorn", "Mont Blanc", "Everest", "Écrins"])
  }

  @Test func equalityWithNilMatchesOnlyNil() throws {
    let none: Double? = nil
    #expect(
      Q.find([try Q.condition(\PeakEntity.$prominence, .equalTo, none as Any)]) == [
        "Aconcagua", "Unnamed Spire",
      ])
    let nickname: String? = "cervin"
    #expect(
      Q.find([try Q.condition(\PeakEntity.$nickname, .equalTo, nickname as Any)]) == ["Matterhorn"])
    #expect(Q.find([try Q.condition(\PeakEntity.$nickname, .contains, "erv")]) == ["Matterhorn"])
  }

  @Test func datesBooleansAndEnums() throws {
    #expect(
      Q.find([try Q.condition(\PeakEntity.$firstAscent, .lessThan, PeakEntity.year(1800))]) == [
        "Mont Blanc"
      ])
    let nineteenth = try Q.condition(
      \PeakEntity.$firstAscent, .isBetween, PeakEntity.year(1850), PeakEntity.year(1899))
    #expect(Q.find([nineteenth]) == ["Matterhorn", "Aconcagua", "Écrins"])
    #expect(Q.find([try Q.condition(\PeakEntity.$isClimbed, .equalTo, false)]) == ["Unnamed Spire"])
    #expect(
      Q.find([try Q.condition(\PeakEntity.$range, .equalTo, Range_.himalaya)]) == [
        "Everest", "Unnamed Spire",
      ])
    #expect(Q.find([try Q.condition(\PeakEntity.$range, .notEqualTo, Range_.alps)]).count == 3)
  }

  @Test func arrayPropertiesContainElementsIgnoringCase() throws {
    #expect(Q.find([try Q.condition(\PeakEntity.$tags, .contains, "zermatt")]) == ["Matterhorn"])
    #expect(Q.find([try Q.condition(\PeakEntity.$tags, .contains, "zerm")]).isEmpty)
  }

  @Test func modesCombineConditions() throws {
    let alps = try Q.condition(\PeakEntity.$range, .equalTo, Range_.alps)
    let high = try Q.condition(\PeakEntity.$height, .greaterThan, 4400)
    #expect(Q.find([alps, high], mode: .and) == ["Matterhorn", "Mont Blanc"])
    #expect(
      Q.find([alps, high], mode: .or) == [
        "Matterhorn", "Mont Blanc", "Aconcagua", "Everest", "Écrins",
      ])
    let climbed = try Q.condition(\PeakEntity.$isClimbed, .equalTo, true)
    #expect(Q.find([alps, high, climbed], mode: .and) == ["Matterhorn", "Mont Blanc"])
    #expect(Q.find([], mode: .or).count == PeakEntity.all.count)
  }

  @Test func mappingTransformsThePersonsValue() throws {
    struct Doubling: EntityPropertyQuery {
      static let properties = QueryProperties {
        Property(\PeakEntity.$height) { GreaterThanComparator { $0 * 2 } }
      }
      static let sortingOptions = SortingOptions()
      func entities(for identifiers: [Int]) async throws -> [PeakEntity] { [] }
      func entities(
        matching comparators: [QueryComparator<PeakEntity>], mode: ComparatorMode,
        sortedBy: [EntityQuerySort<PeakEntity>], limit: Int?
      ) async throws -> [PeakEntity] { [] }
    }
    let comparator = try Doubling.properties[0].comparators[0].map([3000])
    #expect(comparator.value(as: Int.self) == 6000)
    #expect(PeakEntity.all.matching([comparator]).map(\.name) == ["Aconcagua", "Everest"])
  }

  @Test func comparatorDescribesItselfForPushdown() throws {
    let comparator = try Q.condition(\PeakEntity.$height, .greaterThan, 5000)
    #expect(comparator.property == \PeakEntity.$height)
    #expect(comparator.comparison == .greaterThan)
    #expect(comparator.value(as: Int.self) == 5000)
    switch comparator.property {
    case \PeakEntity.$height: break
    default: Issue.record("the key path does not match the declared property")
    }
  }

  @Test func wrongInputTypeIsAClearError() throws {
    let comparator = try #require(Q.properties[1].comparators.first)
    #expect {
      _ = try comparator.map(["tall"])
    } throws: { error in
      String(describing: error).contains("expects a value of type Int, not String")
    }
    #expect(throws: (any Error).self) { try comparator.map([1, 2]) }
  }

  @Test func handBuiltComparatorsEvaluate() {
    let matterhorn = PeakEntity.all[0]
    #expect(QueryComparator.equality(\PeakEntity.$name, "MATTERHORN").evaluate(matterhorn))
    #expect(
      !QueryComparator.equality(\PeakEntity.$name, "Matterhorn", negated: true).evaluate(matterhorn)
    )
    #expect(QueryComparator.text(\PeakEntity.$name, .hasPrefix, "matt").evaluate(matterhorn))
    #expect(
      QueryComparator.ordering(\PeakEntity.$prominence, .lessThan, 2000.0).evaluate(matterhorn))
    #expect(QueryComparator.between(\PeakEntity.$height, 4000, 4500).evaluate(matterhorn))
    #expect(QueryComparator.membership(\PeakEntity.$tags, contains: "PYRAMID").evaluate(matterhorn))
  }
}

/// A gauge whose `levelProperty` is computed: the backup sensor's property when the primary failed.
struct SwitchingGauge: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gauge"
  static let defaultQuery = SwitchingGaugeQuery()
  let id: Int
  let primaryFailed: Bool
  @Property var primary: Int
  @Property var backup: Int
  var levelProperty: EntityProperty<Int> { primaryFailed ? $backup : $primary }
  var displayRepresentation: DisplayRepresentation { "Gauge \(id)" }
  init(id: Int, primaryFailed: Bool, primary: Int, backup: Int) {
    self.id = id
    self.primaryFailed = primaryFailed
    self.primary = primary
    self.backup = backup
  }
}

struct SwitchingGaugeQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [SwitchingGauge] { [] }
}

@Suite struct ComputedProjectionTests {
  /// Filters and sorts read properties in place when every entity keeps the property at one
  /// place; a computed property that picks another property for some entities must still be
  /// read through the key path.
  @Test func aComputedProjectionThatSwitchesPropertiesIsReadThroughItsKeyPath() {
    let gauges = [
      SwitchingGauge(id: 1, primaryFailed: false, primary: 7, backup: 0),
      SwitchingGauge(id: 2, primaryFailed: false, primary: 2, backup: 9),
      SwitchingGauge(id: 3, primaryFailed: true, primary: 0, backup: 5),
    ]
    let high = gauges.matching(
      [QueryComparator.ordering(\SwitchingGauge.levelProperty, .greaterThan, 4)],
      sortedBy: [EntityQuerySort(\SwitchingGauge.levelProperty, order: .descending)])
    #expect(high.map(\.id) == [1, 3])
  }
}
