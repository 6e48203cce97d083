/// The app's part in keeping an index whole: the system asks it to index items again when the
/// index lost them.
///
/// Set it as ``CSSearchableIndex/indexDelegate``. On Apple platforms Spotlight calls it; here
/// the system side (`IntentsHost.rebuildSpotlightIndex()`) does, through
/// ``CSSearchableIndex/reindexAllSearchableItems()``. Call the acknowledgement handler once the
/// items are indexed again.
public protocol CSSearchableIndexDelegate: AnyObject, Sendable {
  /// Index every item of the app again, then call `acknowledgementHandler`.
  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
      @escaping @Sendable () -> Void)

  /// Index the items with these identifiers again, then call `acknowledgementHandler`.
  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexSearchableItemsWithIdentifiers identifiers: [String],
    acknowledgementHandler: @escaping @Sendable () -> Void)
}
