// Seed 003, Apple's `EntityPropertyQuery` overview: photos filtered through a network request
// whose query items the comparator mappings build.
//
// SEED CHANGE: `MyPhoto` needs the members every entity has (`id`, display representations,
//   `defaultQuery`) and an initializer; the seed shows only its properties. It is `final` and
//   `@unchecked Sendable`, since entities are `Sendable`.
// SEED CHANGE: `@Property(title:) let` is written `var`: a property wrapper needs a `var`.
// SEED CHANGE: `LessThanMapping`/`GreaterThanMapping` do not exist (a known slip in Apple's page);
//   they are written `LessThanComparator`/`GreaterThanComparator`.
// SEED CHANGE: `URLQueryItem(name: "takenAfter": value: $0)` has a typo (`":"` for `","`); and a
//   `Date` is not a `String`, so dates are formatted with `ISO8601Format()`.
// SEED CHANGE: `components.url(relativeTo: "https://…")` takes a `URL`, not a string: written
//   `URL(string: "https://…")`.
// SEED CHANGE: the query gains `entities(for:)` and `sortingOptions`, which the protocols
//   require; `PhotosBackend` is a stand-in that records the URL it is asked for.

import AppIntents
import Synchronization
import Testing

enum Seed003 {
final class MyPhoto: AppEntity, @unchecked Sendable {
    @Property(title: "Date taken")
    var takenAt: Date

    @Property(title: "Tags")
    var tags: [String]

  let id: String
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
  static let defaultQuery = MyPhotoQuery()
  var displayRepresentation: DisplayRepresentation { "\(id)" }
  init(id: String, takenAt: Date, tags: [String]) {
    self.id = id
    self.takenAt = takenAt
    self.tags = tags
  }
}

struct MyPhotoQuery: EntityPropertyQuery {
   static var properties = QueryProperties {
       Property(\.$takenAt) {
           LessThanComparator { URLQueryItem(name: "takenBefore", value: $0.ISO8601Format()) }
           GreaterThanComparator { URLQueryItem(name: "takenAfter", value: $0.ISO8601Format()) }
       }
       Property(\.$tags) {
           ContainsComparator { URLQueryItem(name: "tagsContains", value: $0) }
       }
   }

  static var sortingOptions = SortingOptions { SortableBy(\MyPhoto.$takenAt) }

   func entities(
       matching comparators: [URLQueryItem],
       mode: ComparatorMode,
       sortedBy: [Sort<MyPhoto>],
       limit: Int?
   ) async throws -> [MyPhoto] {
       var components = URLComponents()
       components.queryItems = comparators
       let url = components.url(relativeTo: URL(string: "https://myphotosbackend.com/photos"))

       return try await PhotosBackend.fetch(url: url)
   }

  func entities(for identifiers: [String]) async throws -> [MyPhoto] { [] }
}
}

/// Records the URLs the photo query asks for.
enum PhotosBackend {
  static let requests = Mutex<[URL]>([])

  static func fetch(url: URL?) async throws -> [Seed003.MyPhoto] {
    if let url { requests.withLock { $0.append(url) } }
    return []
  }
}

@Suite struct Seed003PhotoQueryTests {
  typealias Query = Seed003.MyPhotoQuery

  @Test func mappingClosuresReceiveThePersonsValues() async throws {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let before = try Query.condition(\Seed003.MyPhoto.$takenAt, .lessThan, date)
    let tag = try Query.condition(\Seed003.MyPhoto.$tags, .contains, "beach")
    #expect(before == URLQueryItem(name: "takenBefore", value: "2023-11-14T22:13:20Z"))
    #expect(tag == URLQueryItem(name: "tagsContains", value: "beach"))

    _ = try await Query().entities(matching: [before, tag], mode: .and, sortedBy: [], limit: nil)
    let url = try #require(PhotosBackend.requests.withLock { $0.last })
    #expect(url.absoluteString.contains("takenBefore=2023-11-14T22:13:20Z"))
    #expect(url.absoluteString.contains("tagsContains=beach"))
  }
}
