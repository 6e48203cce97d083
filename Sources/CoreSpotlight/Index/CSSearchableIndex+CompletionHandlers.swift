extension CSSearchableIndex {
  /// Adds items to the index, or replaces or updates the items with the same identifiers,
  /// then calls `completionHandler` with `nil` or the error.
  public func indexSearchableItems(
    _ items: [CSSearchableItem],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    submit(.index(items.map { $0.detachedCopy() }), completionHandler)
  }

  /// Removes the items with the given unique identifiers, then calls `completionHandler`.
  public func deleteSearchableItems(
    withIdentifiers identifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    submit(.deleteIdentifiers(identifiers), completionHandler)
  }

  /// Removes the items in the given domains and their subdomains, then calls
  /// `completionHandler`.
  public func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    submit(.deleteDomains(domainIdentifiers), completionHandler)
  }

  /// Removes every item from the index, then calls `completionHandler`.
  public func deleteAllSearchableItems(
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    submit(.deleteAll, completionHandler)
  }

  /// Queues an operation now, so it keeps its place in the index's order (or in the open
  /// batch), and reports its outcome to `completionHandler` when it finishes.
  private func submit(
    _ operation: CSIndexOperation, _ completionHandler: (@Sendable ((any Error)?) -> Void)?
  ) {
    guard let applying = submitting(operation) else {
      completionHandler?(nil)
      return
    }
    _ = enqueue(applying, completionHandler: completionHandler)
  }
}
