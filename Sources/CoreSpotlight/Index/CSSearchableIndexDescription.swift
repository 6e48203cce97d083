import Synchronization

/// Which index the system asks an app to fill again: what an `IndexedEntityQuery`'s
/// `reindexAllEntities(indexDescription:)` and `reindexEntities(for:indexDescription:)`
/// receive (iOS 27).
///
/// On Linux the host passes the description of its own index (`IntentsHost.spotlightIndex`,
/// the app's default index unless the app gave the host another one); the app indexes into
/// that index as it always does. Apple's documentation lists no members an app reads; the
/// index's name is here so a query serving several indexes can tell them apart.
public final class CSSearchableIndexDescription: Sendable, Hashable, CustomStringConvertible {
  /// The name of the index, as `CSSearchableIndex(name:)` takes it: `default` for the app's
  /// default index.
  public let indexName: String

  /// The description of the index with this name.
  ///
  /// An OpenIntents addition: on Apple platforms the system makes descriptions.
  public init(indexName: String) {
    self.indexName = indexName
  }

  /// Descriptions of the same index are equal.
  public static func == (lhs: CSSearchableIndexDescription, rhs: CSSearchableIndexDescription)
    -> Bool
  { lhs.indexName == rhs.indexName }

  /// Hashes the index's name.
  public func hash(into hasher: inout Hasher) { hasher.combine(indexName) }

  /// `index ‘default’`.
  public var description: String { "index ‘\(indexName)’" }
}

extension CSSearchableIndex {
  /// The description of this index, as an `IndexedEntityQuery` receives it.
  ///
  /// An OpenIntents addition.
  public var indexDescription: CSSearchableIndexDescription {
    CSSearchableIndexDescription(indexName: name)
  }

  /// Ends the open batch, if any, without applying its operations: the index stays as it was
  /// before the batch began.
  package func discardBatch() {
    openBatch.withLock { $0 = nil }
  }
}
