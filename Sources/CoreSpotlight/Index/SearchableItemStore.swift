import Foundation

/// Searchable items by identifier, with Core Spotlight's rules for updates, domains and
/// expiration.
struct SearchableItemStore {
  private var items: [String: CSSearchableItem] = [:]

  /// Adds, replaces or updates items; an item later in the batch wins over an earlier one.
  mutating func index(_ newItems: [CSSearchableItem]) {
    for item in newItems {
      let identifier = item.uniqueIdentifier
      items[identifier] = item.merged(into: items[identifier])
    }
  }

  /// Deletes the items with these identifiers.
  mutating func delete(identifiers: [String]) {
    for identifier in identifiers { items[identifier] = nil }
  }

  /// Deletes the items in these domains and their subdomains.
  mutating func delete(domainIdentifiers: [String]) {
    items = items.filter { _, item in
      guard let domain = item.domainIdentifier else { return true }
      return !domainIdentifiers.contains { Self.domain(domain, isWithin: $0) }
    }
  }

  /// Deletes every item.
  mutating func deleteAll() {
    items = [:]
  }

  /// The items that haven't expired by `now`, sorted by identifier, as copies.
  mutating func currentItems(at now: Date) -> [CSSearchableItem] {
    items = items.filter { _, item in item.expirationDate.map { $0 > now } ?? true }
    return items.keys.sorted().compactMap { items[$0]?.detachedCopy() }
  }

  /// Whether `domain` is `parent` or one of its subdomains: `a.b.c` is within `a.b`, `a.bc`
  /// is not.
  static func domain(_ domain: String, isWithin parent: String) -> Bool {
    domain == parent || domain.hasPrefix(parent + ".")
  }
}
