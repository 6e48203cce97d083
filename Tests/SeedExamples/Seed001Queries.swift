// Seed 001, "EnumerableEntityQuery Protocol", "EntityPropertyQuery Protocol", "iOS 18 Entity
// Features" and "Dependency Injection Limitation".
//
// SEED CHANGE: `ShelfQuery` gains `entities(for:)`, which every query must implement; the seed
//   shows only `allEntities()`. `Shelf` and `ShelfEntity` are stand-ins.
// SEED CHANGE (EntityPropertyQuery): `{ EqualTo, Contains }` is not Swift; it is written
//   `{ EqualToComparator { $0 }; ContainsComparator { $0 } }`. `QueryPredicate<BookEntity>` and
//   `[EntitySortingOptions<BookEntity>]` are not App Intents types; they are written
//   `[QueryComparator<BookEntity>]` and `[EntityQuerySort<BookEntity>]`. The body ("Build
//   NSPredicate from QueryPredicate") is filled in with the ready `matching(...)`, and
//   `entities(for:)` is added. `BookEntity` for this section adds the `dateAdded` property the
//   sorting options name.
// SEED CHANGE (iOS 18): `URLRepresentable` is written `URLRepresentableEntity`, the protocol's
//   real name; each `BookEntity` of this section gets the members an entity needs.

import AppIntents
import Testing

enum Shelf: String, CaseIterable, Sendable { case fiction, history, poetry }

struct ShelfEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
  static let defaultQuery = Seed001Enumerable.ShelfQuery()
  let shelf: Shelf
  var id: String { shelf.rawValue }
  init(_ shelf: Shelf) { self.shelf = shelf }
  var displayRepresentation: DisplayRepresentation { "\(shelf.rawValue.capitalized)" }
}

enum Seed001Enumerable {
struct ShelfQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [ShelfEntity] {
        Shelf.allCases.map { ShelfEntity($0) }
    }

  func entities(for identifiers: [ShelfEntity.ID]) async throws -> [ShelfEntity] {
    identifiers.compactMap(Shelf.init(rawValue:)).map(ShelfEntity.init)
  }
}
}

enum Seed001PropertyQuery {
struct BookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = BookQuery()
  let id: UUID
  @Property(title: "Title") var title: String
  @Property(title: "Author") var author: String
  @Property(title: "Date Added") var dateAdded: Date
  var displayRepresentation: DisplayRepresentation { "\(title)" }
  init(book: Book) {
    id = book.id
    title = book.title
    author = book.author
    dateAdded = book.dateAdded
  }
}

struct BookQuery: EntityPropertyQuery {
    static var sortingOptions = SortingOptions {
        SortableBy(\BookEntity.$title)
        SortableBy(\BookEntity.$dateAdded)
    }

    static var properties = QueryProperties {
        Property(\BookEntity.$title) { EqualToComparator { $0 }; ContainsComparator { $0 } }
        Property(\BookEntity.$author) { EqualToComparator { $0 }; ContainsComparator { $0 } }
    }

    func entities(matching predicates: [QueryComparator<BookEntity>],
                  mode: ComparatorMode,
                  sortedBy: [EntityQuerySort<BookEntity>],
                  limit: Int?) async throws -> [BookEntity] {
        // Build NSPredicate from QueryPredicate
        Database.shared.records.map(BookEntity.init(book:))
            .matching(predicates, mode: mode, sortedBy: sortedBy, limit: limit)
    }

  func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
    Database.shared.records.filter { identifiers.contains($0.id) }.map(BookEntity.init(book:))
  }
}
}

enum Seed001Indexed {
struct BookEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = IndexedBookQuery()
  let id: UUID
  let title: String
  let summary: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }

    var attributeSet: CSSearchableItemAttributeSet {
        let attrs = CSSearchableItemAttributeSet()
        attrs.displayName = title
        attrs.contentDescription = summary
        return attrs
    }
}

struct IndexedBookQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
    Database.shared.records.filter { identifiers.contains($0.id) }
      .map { BookEntity(id: $0.id, title: $0.title, summary: $0.summary) }
  }
}
}

enum Seed001URL {
struct BookEntity: AppEntity, URLRepresentableEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = LinkedBookQuery()
  let id: UUID
  var displayRepresentation: DisplayRepresentation { "Book" }

    static var urlRepresentation: URLRepresentation {
        "myapp://book/\(.id)"
    }
}

struct LinkedBookQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [BookEntity] { identifiers.map(BookEntity.init) }
}
}

enum Seed001DependencyBad {
typealias BookEntity = Seed001Entity.BookEntity
// BAD: Dependency injection in query
struct BookQuery: EntityQuery {
    @Dependency var database: Database  // nil in Siri

    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        database.books(for: identifiers)  // Crashes
    }
}
}

enum Seed001DependencyGood {
typealias BookEntity = Seed001Entity.BookEntity
// GOOD: Self-contained query
struct BookQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        Database.shared.books(for: identifiers)  // Singleton access
    }
}
}

@Suite struct Seed001QueriesTests {
  @Test func enumerableQuerySuggestsEveryShelf() async throws {
    let shelves = try await Seed001Enumerable.ShelfQuery().suggestedEntities()
    #expect(titles(shelves) == ["Fiction", "History", "Poetry"])
  }

  @Test func propertyQueryFiltersByAuthorAndSortsByDate() async throws {
    typealias Query = Seed001PropertyQuery.BookQuery
    typealias Entity = Seed001PropertyQuery.BookEntity
    let byWoolfOrEliot = [
      try Query.condition(\Entity.$author, .contains, "woolf"),
      try Query.condition(\Entity.$author, .equalTo, "GEORGE ELIOT"),
    ]
    let found = try await Query().entities(
      matching: byWoolfOrEliot, mode: .or, sortedBy: [Query.sort(\Entity.$dateAdded, .descending)],
      limit: nil)
    #expect(found.map(\.title) == ["The Waves", "Middlemarch"])
  }

  @Test func indexedBookDescribesItselfToSpotlight() async throws {
    let book = try #require(try await Seed001Indexed.IndexedBookQuery().entities(for: [Database.sample[0].id]).first)
    #expect(book.attributeSet.displayName == "Middlemarch")
    #expect(book.attributeSet.contentDescription == "A study of provincial life.")
  }

  @Test func bookURLCarriesItsIdentifier() async throws {
    let id = Database.sample[1].id
    let url = await Seed001URL.BookEntity(id: id).urlRepresentation
    #expect(url?.absoluteString == "myapp://book/\(id.uuidString)")
    #expect(Seed001URL.BookEntity.urlRepresentation.identifierString(in: url!) == id.uuidString)
  }

  @Test func dependencyQueryWorksOnceTheDependencyIsRegistered() async throws {
    SeedDependencies.registered
    let query = Seed001DependencyBad.BookQuery()
    try await query.$database.resolve()
    #expect(try await query.entities(for: [Database.sample[0].id]).map(\.title) == ["Middlemarch"])
    #expect(try await Seed001DependencyGood.BookQuery().entities(for: [Database.sample[0].id]).count == 1)
  }
}
