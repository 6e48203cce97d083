// Seed 001, "AppEntity Protocol", "EntityQuery Protocol" and "EntityStringQuery Protocol".
//
// SEED CHANGE: the two `BookQuery` declarations live in namespaces (`Seed001Entity`,
//   `Seed001StringQuery`); the entity's `defaultQuery` uses the first.
// SEED CHANGE: `BookEntity` gains an `init(book:)` (the seed shows only its members) and
//   `Database` stand-in methods return entities, as the seed's calls imply.

import AppIntents
import Testing

enum Seed001Entity {
struct BookEntity: AppEntity, Identifiable {
    var id: UUID  // Must be stable and persistent

    @Property(title: "Title")
    var title: String

    @Property(title: "Author")
    var author: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(author)")
    }

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static var defaultQuery = BookQuery()

  init(book: Book) {
    id = book.id
    title = book.title
    author = book.author
  }
}

struct BookQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        identifiers.compactMap { Database.shared.book(for: $0) }
    }
}
}

enum Seed001StringQuery {
typealias BookEntity = Seed001Entity.BookEntity
struct BookQuery: EntityStringQuery {
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        identifiers.compactMap { Database.shared.book(for: $0) }
    }

    func suggestedEntities() async throws -> [BookEntity] {
        Database.shared.recentBooks  // Shown in picker UI
    }

    func entities(matching string: String) async throws -> [BookEntity] {
        Database.shared.books.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }
}
}

extension Database {
  func book(for id: UUID) -> Seed001Entity.BookEntity? {
    records.first { $0.id == id }.map(Seed001Entity.BookEntity.init(book:))
  }

  func books(for ids: [UUID]) -> [Seed001Entity.BookEntity] { ids.compactMap(book(for:)) }

  var books: [Seed001Entity.BookEntity] { records.map(Seed001Entity.BookEntity.init(book:)) }

  /// The most recently added books first.
  var recentBooks: [Seed001Entity.BookEntity] {
    records.sorted { $0.dateAdded > $1.dateAdded }.map(Seed001Entity.BookEntity.init(book:))
  }
}

@Suite struct Seed001BooksTests {
  @Test func resolvesUUIDsAndDropsUnknownOnes() async throws {
    let ids = [Database.sample[2].id, UUID(), Database.sample[0].id]
    let books = try await Seed001Entity.BookEntity.defaultQuery.entities(for: ids)
    #expect(books.map(\.title) == ["The Waves", "Middlemarch"])
    #expect(titles(books) == ["The Waves", "Middlemarch"])
    let subtitle = books[0].displayRepresentation.subtitle.map { String(localized: $0) }
    #expect(subtitle == "Virginia Woolf")
  }

  @Test func stringQuerySearchesTitlesAndSuggestsRecentBooks() async throws {
    let query = Seed001StringQuery.BookQuery()
    #expect(try await query.entities(matching: "misérables").map(\.author) == ["Victor Hugo"])
    #expect(try await query.suggestedEntities().map(\.title).first == "Les Misérables")
  }
}
