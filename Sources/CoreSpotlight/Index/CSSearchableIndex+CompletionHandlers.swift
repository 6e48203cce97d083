extension CSSearchableIndex {
  /// Adds items to the index, or replaces or updates the items with the same identifiers,
  /// then calls `completionHandler` with `nil` or the error.
  public func indexSearchableItems(
    _ items: [CSSearchableItem],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    submit(indexing(items), completionHandler)
  }

  /// Removes the items with the given unique identifiers, then calls `completionHandler`.
  public func deleteSearchableItems(
    withIdentifiers identifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    submit(deleting(identifiers: identifiers), completionHandler)
  }

  /// Removes the items in the given domains and their subdomains, then calls
  /// `completionHandler`.
  public func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    submit(deleting(domainIdentifiers: domainIdentifiers), completionHandler)
  }

  /// Removes every item from the index, then calls `completionHandler`.
  public func deleteAllSearchableItems(
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    submit(deletingAll(), completionHandler)
  }

  /// Queues an operation now, so it keeps its place in the index's order, and reports its
  /// outcome to `completionHandler` when it finishes.
  private func submit(
    _ operation: @escaping Operation, _ completionHandler: (@Sendable ((any Error)?) -> Void)?
  ) {
    _ = enqueue(operation, completionHandler: completionHandler)
  }
}
