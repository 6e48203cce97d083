/// Which part of a list of results to answer with: at most ``limit`` entities, from
/// ``offset`` on. The same policy serves every surface, for Find, search and suggestions:
/// without a limit, ``defaultLimit`` entities come back; no page holds more than
/// ``maximumLimit``; and an answer that left entities out says where the next page starts
/// (``EntityPage/nextOffset``).
///
/// This is an OpenIntents addition.
public struct Paging: Sendable, Hashable, Codable {
  /// The most entities to return; `nil` for ``defaultLimit``.
  public var limit: Int?
  /// How many entities to skip first; 0 for the first page.
  public var offset: Int

  /// A page of at most `limit` entities (``defaultLimit`` when `nil`), from `offset` on.
  public init(limit: Int? = nil, offset: Int = 0) {
    self.limit = limit
    self.offset = offset
  }

  /// How many entities a page holds when the request gives no limit.
  public static let defaultLimit = 100
  /// The most entities one page may hold.
  public static let maximumLimit = 10_000
  /// The largest offset: a page further on is found with filters that match fewer entities.
  public static let maximumOffset = 100_000

  /// The limit to apply: the one given or the default. Throws
  /// ``IntentsError/requestTooLarge`` for a limit above ``maximumLimit`` or an offset above
  /// ``maximumOffset``, and ``IntentsError/invalidRequest`` for a negative one.
  public func checkedLimit() throws -> Int {
    if let limit {
      guard limit >= 0 else {
        throw IntentsError(
          IntentsError.invalidRequest, "The limit must be 0 or more, not \(limit).")
      }
      guard limit <= Self.maximumLimit else {
        throw IntentsError(
          IntentsError.requestTooLarge,
          "The limit may be at most \(Self.maximumLimit), not \(limit); page with the offset.")
      }
    }
    guard offset >= 0 else {
      throw IntentsError(
        IntentsError.invalidRequest, "The offset must be 0 or more, not \(offset).")
    }
    guard offset <= Self.maximumOffset else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "The offset may be at most \(Self.maximumOffset), not \(offset); add filters that match "
          + "fewer entities.")
    }
    return limit ?? Self.defaultLimit
  }

  /// The page of a complete list of results: its sections keep the entities of the page only,
  /// and the total is known.
  func page(of results: EntityResults) throws -> EntityPage {
    let limit = try checkedLimit()
    let all = results.entities
    let end = min(all.count, offset + limit)
    let entities = offset < all.count ? Array(all[offset..<end]) : []
    let kept = Set(entities.map(\.identifier))
    let sections = results.sections.compactMap { section -> EntityResults.Section? in
      let inPage = section.entities.filter { kept.contains($0.identifier) }
      return inPage.isEmpty ? nil : EntityResults.Section(title: section.title, entities: inPage)
    }
    let truncated = all.count > end
    return EntityPage(
      entities: entities, sections: sections, promptLabel: results.promptLabel, total: all.count,
      truncated: truncated, nextOffset: truncated && limit > 0 ? end : nil)
  }
}

/// One page of results: the entities, how many there are in all when that is known, and where
/// the next page starts when entities were left out.
///
/// This is an OpenIntents addition.
public struct EntityPage: Sendable {
  /// The entities of the page, in order.
  public var entities: [EntityValue]
  /// The sections of the page, when the query grouped its results: each keeps the entities of
  /// this page only.
  public var sections: [EntityResults.Section]
  /// The prompt the query gave, if any.
  public var promptLabel: String?
  /// How many entities matched in all, when it is known: always for search and suggestions;
  /// for a Find, when the page reaches the last match.
  public var total: Int?
  /// Whether entities after this page matched too.
  public var truncated: Bool
  /// The offset of the next page, when there is one.
  public var nextOffset: Int?
}
