import AppIntents
import Foundation
import Testing

@Suite struct SortingTests {
  typealias Q = PeakQuery

  @Test func sortsTextIgnoringCaseAndDiacritics() throws {
    let names = Q.find([], sortedBy: [try Q.sort(\PeakEntity.$name)])
    #expect(
      names == ["Aconcagua", "Écrins", "Everest", "Matterhorn", "Mont Blanc", "Unnamed Spire"])
  }

  @Test func descendingAndMultipleKeysInPriorityOrder() throws {
    let names = Q.find(
      [],
      sortedBy: [
        try Q.sort(\PeakEntity.$height, .descending), try Q.sort(\PeakEntity.$name, .descending),
      ])
    #expect(
      names == ["Everest", "Aconcagua", "Mont Blanc", "Matterhorn", "Unnamed Spire", "Écrins"])
  }

  @Test func equalKeysKeepTheirOrder() throws {
    // Écrins (id 5) and the spire (id 6) share a height; both orders keep id order.
    let ascending = Q.find(
      [try Q.condition(\PeakEntity.$height, .equalTo, 4102)],
      sortedBy: [try Q.sort(\PeakEntity.$height)])
    #expect(ascending == ["Écrins", "Unnamed Spire"])
    let limited = Q.find([], sortedBy: [try Q.sort(\PeakEntity.$height)], limit: 2)
    #expect(limited == ["Écrins", "Unnamed Spire"])
  }

  @Test func nilSortsFirstAscendingAndLastDescending() throws {
    let ascending = Q.find([], sortedBy: [try Q.sort(\PeakEntity.$prominence)])
    #expect(Array(ascending.prefix(2)) == ["Aconcagua", "Unnamed Spire"])
    let descending = Q.find([], sortedBy: [try Q.sort(\PeakEntity.$prominence, .descending)])
    #expect(Array(descending.suffix(2)) == ["Aconcagua", "Unnamed Spire"])
    #expect(descending.first == "Everest")
  }

  @Test func booleansAndEnumsHaveAnOrder() throws {
    #expect(Q.find([], sortedBy: [try Q.sort(\PeakEntity.$isClimbed)]).first == "Unnamed Spire")
    // Enum cases sort in declaration order: alps, andes, himalaya.
    let byRange = Q.find(
      [], sortedBy: [try Q.sort(\PeakEntity.$range), try Q.sort(\PeakEntity.$name)])
    #expect(
      byRange == ["Écrins", "Matterhorn", "Mont Blanc", "Aconcagua", "Everest", "Unnamed Spire"])
  }

  @Test func limitSelectsTheSameAsSortingEverything() throws {
    // A bounded heap must agree with a full stable sort, for every limit.
    var generator = SystemRandomNumberGenerator()
    let peaks = (0..<500).map { index in
      PeakEntity(
        index, "Peak \(Int.random(in: 0..<40, using: &generator))",
        height: Int.random(in: 0..<60, using: &generator),
        prominence: Bool.random(using: &generator)
          ? Double(Int.random(in: 0..<9, using: &generator)) : nil)
    }
    let sorts = [
      EntityQuerySort(\PeakEntity.$prominence, order: .descending),
      EntityQuerySort(\PeakEntity.$name),
    ]
    let full = peaks.matching([], sortedBy: sorts).map(\.id)
    for limit in [0, 1, 7, 64, 499, 500, 800] {
      #expect(
        peaks.matching([], sortedBy: sorts, limit: limit).map(\.id) == Array(full.prefix(limit)))
    }
  }

  @Test func compareWorksWithTheStandardSort() throws {
    let sort = EntityQuerySort(\PeakEntity.$height, order: .descending)
    let sorted = PeakEntity.all.sorted { sort.compare($0, $1) }
    #expect(sorted.map(\.height) == [8849, 6961, 4806, 4478, 4102, 4102])
    #expect(sort.by == \PeakEntity.$height)
    #expect(PeakEntity.all.sorted(by: [sort]).first?.name == "Everest")
  }

  @Test func limitWithoutSortKeepsTheFirstMatches() throws {
    #expect(Q.find([], limit: 2) == ["Matterhorn", "Mont Blanc"])
  }
}
