extension CSSearchQuery {
  /// The items a query finds, as an asynchronous sequence; iterating runs the query.
  public struct Results: AsyncSequence, Sendable {
    /// One item found.
    public struct Item: Identifiable, Hashable, Comparable, Sendable {
      /// The item's unique identifier.
      public var id: String { item.uniqueIdentifier }
      /// The item, with the attributes the query fetches.
      public var item: CSSearchableItem
      /// Its place in the query's order.
      let rank: Int

      /// Whether `lhs` comes before `rhs` in the query's order.
      public static func < (lhs: Item, rhs: Item) -> Bool { lhs.rank < rhs.rank }
      /// Whether `lhs` comes after `rhs` in the query's order.
      public static func > (lhs: Item, rhs: Item) -> Bool { lhs.rank > rhs.rank }
      /// Whether two results are the same item at the same place.
      public static func == (lhs: Item, rhs: Item) -> Bool {
        lhs.id == rhs.id && lhs.rank == rhs.rank
      }
      /// Hashes the identifier and place.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(rank)
      }
    }

    /// Reads the items one at a time.
    public struct Iterator: AsyncIteratorProtocol {
      let query: CSSearchQuery
      var items: [Item]?
      var position = 0

      /// The next item, or `nil` after the last.
      public mutating func next() async throws -> Item? {
        if items == nil {
          items = try await query.matchingItems().map { Item(item: $0.item, rank: $0.rank) }
        }
        try query.checkCancellation()
        guard let items, position < items.count else { return nil }
        defer { position += 1 }
        return items[position]
      }
    }

    let query: CSSearchQuery

    /// An iterator that runs the query.
    public func makeAsyncIterator() -> Iterator {
      Iterator(query: query)
    }
  }

  /// The items the query finds; iterating them runs the query.
  public var results: Results { Results(query: self) }
}
