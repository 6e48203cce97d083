// Seed 000, "EnumerableEntityQuery".
//
// SEED CHANGE: `allEntities().filter { … }` is written `try await allEntities().filter { … }`:
//   `allEntities()` is `async throws`, so the seed's call does not compile as written.

import AppIntents
import Testing

enum Seed000EnumerableQuery {
struct ColorEntityQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [ColorEntity] {
        ColorEntity.allColors
    }

    func entities(for identifiers: [ColorEntity.ID]) async throws -> [ColorEntity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}
}

@Suite struct Seed000EnumerableQueryTests {
  @Test func resolvesIdentifiersFromAllEntities() async throws {
    let query = Seed000EnumerableQuery.ColorEntityQuery()
    #expect(try await query.entities(for: ["blue", "mauve"]).map(\.id) == ["blue"])
  }

  @Test func suggestionsDefaultToEveryEntity() async throws {
    let query = Seed000EnumerableQuery.ColorEntityQuery()
    #expect(try await query.suggestedEntities().map(\.id) == ["red", "green", "blue"])
  }
}
