import AppIntents
import IntentsFixtures
import Testing

@testable import IntentsRuntime

/// A condition that cannot reach the app's query is an error, never left out: leaving it out
/// would answer a wider Find than the one asked.
@Suite struct CheckedMappingTests {
  @Test func aMappingOfAnotherTypeFailsTheFindInsteadOfWideningIt() async throws {
    FixtureDependencies.registered
    let adapter = try #require(PropertyQueryAdapter<TrailEntity>(TrailQuery()))
    let comparator = try #require(
      adapter.declarations.flatMap(\.comparators.values).first { $0.inputType == String.self })
    let mapped = try comparator.map(["Eiger"])
    // The query's own mapping type runs.
    _ = try await adapter.run([mapped], .and, [], 1)
    // Another type among the mappings: the query is not run with the rest.
    await #expect {
      _ = try await adapter.run([mapped, "name == Eiger"], .and, [], nil)
    } throws: { error in
      let error = error as? IntentsError
      return error?.code == IntentsError.queryFailed
        && error?.message.contains("ComparatorMappingType") == true
    }
  }
}
