import Synchronization

/// Which index the system asks an app to fill again: what an `IndexedEntityQuery`'s
/// `reindexAllEntities(indexDescription:)` and `reindexEntities(for:indexDescription:)`
/// receive (iOS 27).
///
/// On Linux the host passes the description of its own index (`IntentsHost.spotlightIndex`);
/// while the query runs, `CSSearchableIndex.default()` is that index, so a query indexing into
/// the default index as code for Apple's platforms does indexes where the host searches. The
/// index is also ``index``, and its name ``indexName``.
public final class CSSearchableIndexDescription: Sendable, Hashable, CustomStringConvertible {
  /// The name of the index, as `CSSearchableIndex(name:)` takes it: `default` for the app's
  /// default index.
  ///
  /// An OpenIntents addition.
  public let indexName: String

  /// The index described.
  ///
  /// An OpenIntents addition.
  public let index: CSSearchableIndex

  /// The description of an index.
  ///
  /// An OpenIntents addition: on Apple platforms the system makes descriptions.
  public init(index: CSSearchableIndex) {
    self.index = index
    indexName = index.name
  }

  /// Descriptions of the same index are equal.
  public static func == (lhs: CSSearchableIndexDescription, rhs: CSSearchableIndexDescription)
    -> Bool
  { lhs.index === rhs.index }

  /// Hashes the index's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(index)) }

  /// `index ‘default’`.
  public var description: String { "index ‘\(indexName)’" }
}

extension CSSearchableIndex {
  /// The description of this index, as an `IndexedEntityQuery` receives it.
  ///
  /// An OpenIntents addition.
  public var indexDescription: CSSearchableIndexDescription {
    CSSearchableIndexDescription(index: self)
  }

  /// Ends the open batch, if any, without applying its operations: the index stays as it was
  /// before the batch began.
  package func discardBatch() {
    openBatch.withLock { $0 = nil }
  }
}
