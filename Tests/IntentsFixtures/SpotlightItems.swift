public import CoreSpotlight
import Foundation

// Spotlight items and searches for the tests of every index store: in memory, SQLite and
// PostgreSQL.

/// An item with a title and, optionally, keywords, a description and an entity association.
public func spotlightItem(
  _ id: String, _ title: String, keywords: [String] = [], description: String? = nil,
  domain: String? = nil, entity: (type: String, id: String)? = nil, priority: Int = 0
) -> CSSearchableItem {
  let attributes = CSSearchableItemAttributeSet()
  attributes.title = title
  if !keywords.isEmpty { attributes.keywords = keywords }
  attributes.contentDescription = description
  if let entity {
    attributes.setValue(.string(entity.type), forAttributeNamed: "com.openintents.entity-type")
    attributes.setValue(.string(entity.id), forAttributeNamed: "com.openintents.entity-identifier")
    attributes.setValue(
      .number(NSNumber(value: priority)), forAttributeNamed: "com.openintents.entity-priority")
  }
  return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
}

extension CSSearchableIndexStore {
  /// The identifiers of the hits of a search for words, the last one a prefix when `typing`.
  public func identifiers(
    _ text: String, typing: Bool = false, mode: CSIndexSearchRequest.Mode = .allTerms,
    types: Set<String>? = nil, limit: Int = 20, offset: Int = 0
  ) async throws -> [String] {
    try await page(text, typing: typing, mode: mode, types: types, limit: limit, offset: offset)
      .hits.map(\.uniqueIdentifier)
  }

  public func page(
    _ text: String, typing: Bool = false, mode: CSIndexSearchRequest.Mode = .allTerms,
    types: Set<String>? = nil, limit: Int = 20, offset: Int = 0
  ) async throws -> CSIndexSearchPage {
    let words = text.split(separator: " ").map { String($0).lowercased() }
    return try await search(
      CSIndexSearchRequest(
        terms: words.enumerated().map { .init($1, isPrefix: typing && $0 == words.count - 1) },
        mode: mode, entityTypes: types, limit: limit, offset: offset))
  }
}

/// A fixed corpus where "matterhorn" is in a title, in keywords and in a description.
public func indexSpotlightCorpus(in store: any CSSearchableIndexStore) async throws {
  try await store.index([
    spotlightItem(
      "zermatt", "Zermatt Village", description: "The car-free village below the Matterhorn."),
    spotlightItem("hornli", "Hörnli Hut", keywords: ["matterhorn", "hut"]),
    spotlightItem("matterhorn", "Matterhorn", keywords: ["alps"], description: "A pyramid."),
    spotlightItem("tortoni", "Café Tortoni", description: "Historic café in Buenos Aires."),
    spotlightItem("iguazu", "Iguazú Falls", description: "Waterfalls between two countries."),
    spotlightItem("trail", "Gorner Trail", description: "Hiking above the glacier."),
  ])
}
