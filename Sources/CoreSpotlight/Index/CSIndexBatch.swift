public import Foundation

/// One change to a searchable index.
///
/// An OpenIntents addition: what ``CSSearchableIndex`` hands a ``CSSearchableIndexStore``.
public enum CSIndexOperation: Sendable {
  /// Adds items, or replaces or updates the items with the same identifiers.
  case index([CSSearchableItem])
  /// Deletes the items with these unique identifiers.
  case deleteIdentifiers([String])
  /// Deletes the items in these domains and their subdomains.
  case deleteDomains([String])
  /// Deletes every item.
  case deleteAll
}

/// Changes applied together, all or none: the operations of one call, or of a batch between
/// ``CSSearchableIndex/beginBatch()`` and ``CSSearchableIndex/endBatch(withClientState:)``.
///
/// An OpenIntents addition.
public struct CSIndexBatch: Sendable {
  /// What the stored client state must be for the batch to apply.
  public enum Expectation: Sendable, Hashable {
    /// Any state.
    case any
    /// Exactly this state; `nil` when no state was ever stored.
    case clientState(Data?)
  }

  /// The changes, in the order the app made them.
  public var operations: [CSIndexOperation]
  /// The client state to store with the changes; `nil` keeps the stored one.
  public var newClientState: Data?
  /// What the stored client state must be; when it differs, nothing is applied and the
  /// backend throws ``CSIndexError/Code/mismatchedClientState``.
  public var expectation: Expectation

  /// A batch.
  public init(
    operations: [CSIndexOperation], newClientState: Data? = nil, expectation: Expectation = .any
  ) {
    self.operations = operations
    self.newClientState = newClientState
    self.expectation = expectation
  }
}
