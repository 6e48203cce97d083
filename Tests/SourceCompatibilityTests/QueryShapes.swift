// Real-world forms of queries that must keep compiling (real-world-usage.md §5): results as
// `IntentItemCollection` (Home Assistant) and the `ItemCollection { ItemSection … }` builder form
// (Lunar), a user protocol refining `EntityQuery` with defaults (frogcjn), one type adopting the
// string, enumerable and property queries with `findIntentDescription` (index-it), `#Predicate`
// as the comparator mapping type (UTM, index-it), and `sort.by` matched against both projected
// (`\.$name`) and wrapped-value (`\E.name`) key paths (BluetoothAccessory).

import AppIntents
import Foundation
import Testing

struct ServerEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: LocalizedStringResource("server.type", defaultValue: "Server"),
    numericFormat: "\(placeholder: .int) servers", synonyms: ["host"])
  static let defaultQuery = ServerQuery()
  let id: String
  let name: String
  let group: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: .init(stringLiteral: name), subtitle: "\(group)",
      image: .init(systemName: "server.rack"), synonyms: ["\(id)"])
  }
}

struct ServerQuery: EntityStringQuery {
  static let servers = [
    ServerEntity(id: "a", name: "Attic", group: "Home"), ServerEntity(id: "b", name: "Barn", group: "Farm"),
    ServerEntity(id: "c", name: "Cellar", group: "Home"),
  ]

  func entities(for identifiers: [String]) async throws -> [ServerEntity] {
    Self.servers.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> IntentItemCollection<ServerEntity> {
    let groups = Dictionary(grouping: Self.servers, by: \.group)
    return IntentItemCollection(
      promptLabel: "Which server?",
      sections: groups.keys.sorted().map { group in
        IntentItemSection(.init(stringLiteral: group), items: groups[group]!.map { .init($0) })
      })
  }

  func entities(matching string: String) async throws -> IntentItemCollection<ServerEntity> {
    IntentItemCollection(items: Self.servers.filter { $0.name.localizedCaseInsensitiveContains(string) })
  }
}

// Lunar: the builder form with the member aliases and string literals as items.
struct PercentageProvider: DynamicOptionsProvider {
  func results() async throws -> ItemCollection<String> {
    ItemCollection {
      // Lunar writes `ItemSection(title:items:)`, which Apple deprecated; the replacement:
      ItemSection("Common", items: ["0%", "100%"].map { .init($0, title: "\($0)") })
      ItemSection("Percentage") {
        "25%"
        "50%"
      }
    }
  }
}

// frogcjn: a user protocol refining EntityQuery with default witnesses; the concrete query's
// Entity is inferred from the extension's return types.
protocol EntityQuery_BookEntity: EntityQuery {}

extension EntityQuery_BookEntity {
  func entities(for identifiers: [ShelfBookEntity.ID]) async throws -> [ShelfBookEntity] {
    ShelfBookEntity.library.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [ShelfBookEntity] { ShelfBookEntity.library }
}

struct ShelfBookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = ShelfBookQuery()
  static let library = [
    ShelfBookEntity(id: "1", title: "Dune", pages: 412), ShelfBookEntity(id: "2", title: "Emma", pages: 474),
    ShelfBookEntity(id: "3", title: "Beloved", pages: 324),
  ]
  let id: String
  @Property(title: "Title") var title: String
  @Property(title: "Pages") var pages: Int
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  init(id: String, title: String, pages: Int) {
    self.id = id
    self.title = title
    self.pages = pages
  }
}

struct ShelfBookQuery: EntityQuery_BookEntity {}

// index-it: all three query refinements on one type, `#Predicate` mappings, and a
// findIntentDescription that satisfies two protocols at once.
struct LibraryQuery: EnumerableEntityQuery, EntityStringQuery, EntityPropertyQuery {
  typealias ComparatorMappingType = Predicate<ShelfBookEntity>

  static var findIntentDescription: IntentDescription? {
    IntentDescription("Find books", categoryName: "Library", searchKeywords: ["book"], resultValueName: "Books")
  }

  static var properties = QueryProperties {
    Property(\ShelfBookEntity.$title) {
      EqualToComparator { value in #Predicate<ShelfBookEntity> { $0.title == value } }
      ContainsComparator { value in #Predicate<ShelfBookEntity> { $0.title.contains(value) } }
    }
    Property(\ShelfBookEntity.$pages) {
      GreaterThanComparator { value in #Predicate<ShelfBookEntity> { $0.pages > value } }
      IsBetweenComparator { low, high in #Predicate<ShelfBookEntity> { $0.pages >= low && $0.pages <= high } }
    }
  }

  static var sortingOptions = SortingOptions {
    SortableBy(\ShelfBookEntity.$title)
    SortableBy(\ShelfBookEntity.$pages)
  }

  func allEntities() async throws -> [ShelfBookEntity] { ShelfBookEntity.library }

  func entities(for identifiers: [String]) async throws -> [ShelfBookEntity] {
    ShelfBookEntity.library.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [ShelfBookEntity] {
    ShelfBookEntity.library.filter { $0.title.localizedCaseInsensitiveContains(string) }
  }

  func entities(
    matching comparators: [Predicate<ShelfBookEntity>], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<ShelfBookEntity>], limit: Int?
  ) async throws -> [ShelfBookEntity] {
    var books = try ShelfBookEntity.library.filter { book in
      mode == .and
        ? try comparators.allSatisfy { try $0.evaluate(book) }
        : try comparators.contains { try $0.evaluate(book) }
    }
    for sort in sortedBy.reversed() {
      switch sort.by {
      case \.$title: books.sort { sort.order == .ascending ? $0.title < $1.title : $0.title > $1.title }
      case \ShelfBookEntity.pages: books.sort { $0.pages < $1.pages }
      case \.$pages: books.sort { sort.order == .ascending ? $0.pages < $1.pages : $0.pages > $1.pages }
      default: break
      }
    }
    return Array(books.prefix(limit ?? books.count))
  }
}

@Suite struct QueryShapeTests {
  @Test func sectionedSuggestionsKeepPromptAndOrder() async throws {
    let collection = try await ServerQuery().suggestedEntities()
    #expect(collection.promptLabel == "Which server?")
    #expect(collection.sections.map { $0.description.map { String(localized: $0.title) } } == ["Farm", "Home"])
    #expect(collection.items.map(\.id) == ["b", "a", "c"])
    #expect(ServerEntity.typeDisplayRepresentation.formattedCount(2) == "2 servers")
  }

  @Test func builderSectionsHoldStringItems() async throws {
    let collection = try await PercentageProvider().results()
    #expect(collection.items == ["0%", "100%", "25%", "50%"])
  }

  @Test func refinedProtocolDefaultsServeTheConcreteQuery() async throws {
    #expect(try await ShelfBookQuery().entities(for: ["2"]).map(\.title) == ["Emma"])
    #expect(try await ShelfBookQuery().suggestedEntities().count == 3)
  }

  @Test func predicateMappingsFilterWithThePersonsValues() async throws {
    let declaration = LibraryQuery.properties[1]
    _ = declaration  // declared properties are addressable by position
    let between = #Predicate<ShelfBookEntity> { $0.pages >= 400 && $0.pages <= 480 }
    let found = try await LibraryQuery().entities(
      matching: [between], mode: .and,
      sortedBy: [EntityQuerySort(\ShelfBookEntity.$title, order: .descending)], limit: nil)
    #expect(found.map(\.title) == ["Emma", "Dune"])
    #expect(LibraryQuery.findIntentDescription?.resultValueName == "Books")
  }
}
