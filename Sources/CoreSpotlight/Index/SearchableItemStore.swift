import Foundation

/// Searchable items by identifier, with Core Spotlight's rules for updates, domains and
/// expiration, and what searching them needs: each item's indexed text, split into words.
///
/// A value: a batch is applied to a copy, which replaces the original only when every
/// operation succeeded.
struct SearchableItemStore {
  /// An item with its indexed text.
  struct Entry {
    var item: CSSearchableItem
    var document: IndexedDocument
    /// The words of each field, in order.
    var words: [CSIndexField: [String]]
    /// When the identifier was first indexed, for stable ordering.
    var sequence: Int

    init(_ item: CSSearchableItem, sequence: Int) {
      self.item = item
      document = IndexedDocument(item.attributeSet.allAttributes)
      var words: [CSIndexField: [String]] = [:]
      for field in CSIndexField.allCases {
        words[field] = SearchText.words(document.text(of: field))
      }
      self.words = words
      self.sequence = sequence
    }
  }

  private(set) var entries: [String: Entry] = [:]
  private var nextSequence = 0
  /// The client state stored with the last batch that had one.
  private(set) var clientState: Data?

  /// Applies a batch: checks its expectation, then every operation, then stores its state.
  mutating func apply(_ batch: CSIndexBatch) throws {
    if case .clientState(let expected) = batch.expectation, expected != clientState {
      throw CSIndexError(
        .mismatchedClientState,
        "The index's client state is not the expected one: another batch was committed since "
          + "it was read. Fetch the last client state and apply the changes again.")
    }
    for operation in batch.operations {
      switch operation {
      case .index(let items): index(items)
      case .deleteIdentifiers(let identifiers): delete(identifiers: identifiers)
      case .deleteDomains(let domains): delete(domainIdentifiers: domains)
      case .deleteAll: deleteAll()
      }
    }
    if let state = batch.newClientState { clientState = state }
  }

  /// Adds, replaces or updates items; an item later in the batch wins over an earlier one.
  mutating func index(_ newItems: [CSSearchableItem]) {
    for item in newItems {
      let identifier = item.uniqueIdentifier
      let existing = entries[identifier]
      let sequence = existing?.sequence ?? nextSequence
      if existing == nil { nextSequence += 1 }
      entries[identifier] = Entry(item.merged(into: existing?.item), sequence: sequence)
    }
  }

  /// Deletes the items with these identifiers.
  mutating func delete(identifiers: [String]) {
    for identifier in identifiers { entries[identifier] = nil }
  }

  /// Deletes the items in these domains and their subdomains.
  mutating func delete(domainIdentifiers: [String]) {
    entries = entries.filter { _, entry in
      guard let domain = entry.item.domainIdentifier else { return true }
      return !domainIdentifiers.contains { Self.domain(domain, isWithin: $0) }
    }
  }

  /// Deletes every item.
  mutating func deleteAll() {
    entries = [:]
  }

  /// Drops the items that expired by `now`.
  mutating func removeExpired(at now: Date) {
    entries = entries.filter { _, entry in Self.isCurrent(entry.item, at: now) }
  }

  /// The items that haven't expired by `now`, sorted by identifier, as copies.
  mutating func currentItems(at now: Date) -> [CSSearchableItem] {
    removeExpired(at: now)
    return entries.keys.sorted().compactMap { entries[$0]?.item.detachedCopy() }
  }

  /// Whether an item has no expiration date or one after `now`.
  static func isCurrent(_ item: CSSearchableItem, at now: Date) -> Bool {
    item.expirationDate.map { $0 > now } ?? true
  }

  /// Whether `domain` is `parent` or one of its subdomains: `a.b.c` is within `a.b`, `a.bc`
  /// is not.
  static func domain(_ domain: String, isWithin parent: String) -> Bool {
    domain == parent || domain.hasPrefix(parent + ".")
  }
}
