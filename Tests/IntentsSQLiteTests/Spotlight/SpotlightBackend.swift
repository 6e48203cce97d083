import CoreSpotlight
import Foundation
import IntentsSQLite
import Testing

/// The two stores behind a Spotlight index, for tests that run against both: in memory, and a
/// SQLite file on disk.
enum SpotlightBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case memory
  case sqlite

  var testDescription: String { rawValue }

  /// A fresh, empty store.
  func make() throws -> any CSSearchableIndexStore {
    switch self {
    case .memory: CSInMemorySearchableIndexBackend()
    case .sqlite: try SQLiteSpotlightIndex(path: temporarySpotlightPath())
    }
  }
}

/// A fresh index file path in the temporary directory.
func temporarySpotlightPath() -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "openintents-spotlight-\(UUID().uuidString)/spotlight.sqlite"
  ).path
}

/// An item with a title and, optionally, keywords, a description and an entity association.
func spotlightItem(
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
  func identifiers(
    _ text: String, typing: Bool = false, mode: CSIndexSearchRequest.Mode = .allTerms,
    types: Set<String>? = nil, limit: Int = 20, offset: Int = 0
  ) async throws -> [String] {
    try await page(text, typing: typing, mode: mode, types: types, limit: limit, offset: offset)
      .hits.map(\.uniqueIdentifier)
  }

  func page(
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
