import AppIntents
import IntentsCLI
import IntentsRuntime
import IntentsWire
import Testing

@Suite struct WhereClauseTests {
  @Test func conditionsJoinedWithAnd() throws {
    let clause = try WhereClause(parsing: #"name contains "park" and heightMeters > 100"#)
    #expect(clause.mode == .and)
    #expect(
      clause.filters == [
        .init("name", .contains, "park"), .init("heightMeters", .greaterThan, "100"),
      ])
  }

  @Test func conditionsJoinedWithOrAndEveryComparison() throws {
    let clause = try WhereClause(
      parsing:
        "a == 1 or b != x || c < 2 or d <= 3 or e > 4 or f >= 5 or g starts-with Mo or h ends-with 'ta' or i = true"
    )
    #expect(clause.mode == .or)
    #expect(
      clause.filters.map(\.comparison) == [
        .equalTo, .notEqualTo, .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo,
        .hasPrefix, .hasSuffix, .equalTo,
      ])
  }

  @Test func betweenTakesTwoValuesAndMixesWithAnd() throws {
    let clause = try WhereClause(parsing: "year between 1800 and 1900 and continent == Europe")
    #expect(
      clause.filters == [
        .init("year", .isBetween, values: ["1800", "1900"]), .init("continent", .equalTo, "Europe"),
      ])
  }

  @Test func quotedTextKeepsSpacesQuotesAndOperators() throws {
    let clause = try WhereClause(parsing: #"name == "Say \"hi\" == <ok>" and note == 'it\'s'"#)
    #expect(clause.filters.map(\.values) == [[.text(#"Say "hi" == <ok>"#)], [.text("it's")]])
  }

  @Test(arguments: [
    ("", "expected a condition", 0),
    ("name", "expected a comparison after ‘name’", 4),
    ("name like x", "‘like’ is not a comparison", 5),
    ("name ==", "expected a value after ‘==’", 7),
    ("name == \"open", "has no closing", 8),
    ("a == 1 and b == 2 or c == 3", "not both", 18),
    ("a == 1 b == 2", "expected ‘and’ or ‘or’", 7),
    ("year between 1 2", "expected ‘and’", 15),
    ("== 3", "expected a property name", 0),
    ("a ! b", "‘!’ is not a comparison", 2),
  ])
  func syntaxErrorsSayWhatAndWhere(text: String, message: String, offset: Int) {
    let error = #expect(throws: WhereClause.SyntaxError.self) { try WhereClause(parsing: text) }
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    #expect(error?.offset == offset)
    #expect(error?.description.hasSuffix("^") == true)
  }
}
