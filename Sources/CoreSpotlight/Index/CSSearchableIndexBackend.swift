/// Where a ``CSSearchableIndex`` sends the items it indexes and the deletions it performs.
///
/// An OpenIntents addition: plug in a backend to persist or search items (SQLite, a search
/// service); ``CSInMemorySearchableIndexBackend`` keeps them in memory.
///
/// What a backend receives and must guarantee:
/// - Calls arrive one at a time, in the order the app made them on the index.
/// - Items are snapshots the app can no longer change: keep them as they are.
/// - An item marked ``CSSearchableItem/isUpdate`` updates the stored item with the same
///   identifier: store `item.merged(into: stored)` (see ``CSSearchableItem/merged(into:)``);
///   any other item replaces it.
/// - `delete(domainIdentifiers:)` deletes each domain and its subdomains: `a.b` deletes items
///   in `a.b` and `a.b.c`, not in `a.bc`.
/// - A thrown error fails the app's call, and the index's own view stays unchanged.
public protocol CSSearchableIndexBackend: Sendable {
  /// Adds items, or replaces or updates the stored items with the same identifiers.
  func index(_ items: [CSSearchableItem]) async throws

  /// Deletes the items with these unique identifiers.
  func delete(identifiers: [String]) async throws

  /// Deletes the items in these domains and their subdomains.
  func delete(domainIdentifiers: [String]) async throws

  /// Deletes every item.
  func deleteAll() async throws
}
