import AppIntents
import AppIntentsTesting
import IntentsRuntime
import Testing

/// The doctor over the seeds' code: their good queries answer as the system needs, and the bad
/// identifier of "Critical Anti-Patterns" is found. (The linter's side: `IntentsLintTests`'
/// `SeedReviewQuestionTests`.) Each type is examined on a host of its own, as several seeds
/// name their entity `BookEntity`.
@Suite struct SeedDoctorTests {
  @Test func theSeedsQueriesAnswerAsTheSystemNeeds() async throws {
    // The seeds show one protocol each: those whose section leaves out suggestedEntities()
    // are told so — the seeds' own "empty suggested entities" — and nothing else is wrong.
    let noSuggestions = ["empty-suggested-entities"]
    let hosts: [(String, IntentsTestSystem, [String])] = [
      ("Seed001Entity", IntentsTestSystem { Seed001Entity.BookEntity.self }, noSuggestions),
      ("Seed001Enumerable", IntentsTestSystem { ShelfEntity.self }, []),
      (
        "Seed001PropertyQuery", IntentsTestSystem { Seed001PropertyQuery.BookEntity.self },
        noSuggestions
      ),
      ("Seed001Indexed", IntentsTestSystem { Seed001Indexed.BookEntity.self }, noSuggestions),
      ("Seed001URL", IntentsTestSystem { Seed001URL.BookEntity.self }, noSuggestions),
    ]
    for (seed, system, expected) in hosts {
      let found = try await system.doctor(options: DoctorOptions(slowQuery: .seconds(3600)))
      #expect(found.map(\.rule) == expected, "\(seed): \(found)")
    }
    // The property query, suggesting nothing, was still examined through its Find.
    let system = IntentsTestSystem { Seed001PropertyQuery.BookEntity.self }
    _ = try await system.doctor()
    #expect(system.queryCalls.contains("entities(for:)"))
  }

  @Test func theSeedsUnstableIdentifierIsFound() async throws {
    let found = try await IntentsTestSystem { Seed001BadIdentifier.BookEntity.self }.doctor()
    // Its query suggests nothing, so the doctor says so; with nothing to look at it cannot
    // resolve an identifier back — the linter finds the `UUID()` itself.
    #expect(found.map(\.rule) == ["empty-suggested-entities"])
  }
}
