// Seed 001, "Critical Anti-Patterns": both sides of each pair compile, and the tests show what
// the good side gives that the bad side does not.
//
// SEED CHANGE: `{ ... }` bodies are filled in with the members the protocols require.
// SEED CHANGE: `Database.shared.recentBooks.prefix(10)` returns an `ArraySlice`; it is wrapped in
//   `Array(...)` to match the declared `[BookEntity]`.

import AppIntents
import Testing

enum Seed001AntiPatternQuery {
typealias BookEntity = Seed001Entity.BookEntity
// BAD: Plain EntityQuery with Siri voice input
struct BookQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
    Database.shared.books(for: identifiers)
  }
}  // Infinite prompt loop
}

enum Seed001GoodQuery {
typealias BookEntity = Seed001Entity.BookEntity
// GOOD: EntityStringQuery for voice input
struct BookQuery: EntityStringQuery {
  func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
    Database.shared.books(for: identifiers)
  }
    func entities(matching string: String) async throws -> [BookEntity] {
      Database.shared.books.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }

// BAD: Empty suggested entities
func suggestedEntitiesBad() async throws -> [BookEntity] { [] }

// GOOD: Provide reasonable defaults
func suggestedEntities() async throws -> [BookEntity] {
    Array(Database.shared.recentBooks.prefix(10))
}
}
}

enum Seed001BadIdentifier {
// BAD: Non-persistent ID
struct BookEntity: AppEntity {
    var id = UUID()  // New ID each time!
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = Query()
  var displayRepresentation: DisplayRepresentation { "Book" }
  struct Query: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
  }
}
}

enum Seed001GoodIdentifier {
// GOOD: Stable ID from data source
struct BookEntity: AppEntity {
    let id: UUID  // From database record
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = Query()
  var displayRepresentation: DisplayRepresentation { "Book" }
  struct Query: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
      Database.shared.records.map(\.id).filter(identifiers.contains).map(BookEntity.init(id:))
    }
  }
}
}

@Suite struct Seed001AntiPatternTests {
  @Test func onlyTheStringQueryCanAnswerSpokenText() async throws {
    #expect(!(Seed001AntiPatternQuery.BookQuery() is any EntityStringQuery))
    let found = try await Seed001GoodQuery.BookQuery().entities(matching: "waves")
    #expect(found.map(\.title) == ["The Waves"])
  }

  @Test func goodSuggestionsAreNotEmpty() async throws {
    #expect(try await Seed001GoodQuery.BookQuery().suggestedEntitiesBad().isEmpty)
    #expect(try await Seed001GoodQuery.BookQuery().suggestedEntities().count == 3)
  }

  @Test func unstableIdentifiersNeverResolveAgain() async throws {
    let unstable = Seed001BadIdentifier.BookEntity()
    #expect(unstable.id != Seed001BadIdentifier.BookEntity().id)
    let stableID = Database.sample[0].id
    let resolved = try await Seed001GoodIdentifier.BookEntity.defaultQuery.entities(for: [stableID])
    #expect(resolved.map(\.id) == [stableID])
  }
}
