import AppIntents
import CoreSpotlight
import Foundation
import IntentsRuntime
import Testing

// Attributes of Apple's whole list that apps set on their entities' attribute sets: text ones
// are searched as the item's content, the others kept and queryable — on every store.

struct AudiobookEntity: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Audiobook"
  static let defaultQuery = AudiobookQuery()

  var id: String
  var title: String
  var genre: String
  var minutes: Int
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  var attributeSet: CSSearchableItemAttributeSet {
    let attributes = defaultAttributeSet
    attributes.genre = genre
    attributes.kind = "Audiobook"
    attributes.duration = NSNumber(value: minutes * 60)
    attributes.performers = ["Scott Brick"]
    attributes.city = "Tacoma"
    attributes.codecs = ["aac"]
    return attributes
  }

  static let all = [
    AudiobookEntity(id: "1", title: "Dune", genre: "Space opera", minutes: 1260),
    AudiobookEntity(id: "2", title: "Emma", genre: "Comedy of manners", minutes: 960),
  ]
}

struct AudiobookQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [AudiobookEntity] {
    AudiobookEntity.all.filter { identifiers.contains($0.id) }
  }
}

@Suite struct SpotlightAttributeTests {
  func audiobooks(
    _ indexStore: any CSSearchableIndexStore
  ) async throws -> (IntentsHost, CSSearchableIndex) {
    let index = CSSearchableIndex(name: "audiobooks", backend: indexStore)
    let host = IntentsHost(name: "Audiobooks", spotlightIndex: index) { AudiobookEntity.self }
    try await index.indexAppEntities(AudiobookEntity.all)
    return (host, index)
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func textAttributesAreSearchedAsContent(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let (host, _) = try await audiobooks(indexStore)
      let genre = try await host.spotlight(query: "space opera")
      #expect(genre.hits.map(\.title) == ["Dune"])
      #expect(genre.hits.first?.matchedFields == [.content])
      #expect(try await host.spotlight(query: "manners").hits.map(\.title) == ["Emma"])
      #expect(Set(try await host.spotlight(query: "brick").hits.map(\.title)) == ["Dune", "Emma"])
      #expect(Set(try await host.spotlight(query: "tacoma").hits.map(\.title)) == ["Dune", "Emma"])
      // A codec is kept, not searched as text.
      #expect(try await host.spotlight(query: "aac").hits.isEmpty)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func otherAttributesAreKeptAndQueryable(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let (_, index) = try await audiobooks(indexStore)
      let context = CSSearchQueryContext()
      context.fetchAttributes = ["title", "duration", "genre", "codecs"]
      let query = CSSearchQuery(queryString: "duration > 60000", queryContext: context)
      query.searchableIndex = index
      var found: [CSSearchableItemAttributeSet] = []
      for try await result in query.results { found.append(result.item.attributeSet) }
      #expect(found.map(\.title) == ["Dune"])
      #expect(found.first?.duration == 75600)
      #expect(found.first?.genre == "Space opera")
      #expect(found.first?.codecs == ["aac"])
    }
  }
}
