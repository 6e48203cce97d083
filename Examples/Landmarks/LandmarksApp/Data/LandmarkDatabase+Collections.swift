public import Foundation

/// A named list of landmarks a person keeps.
public struct LandmarkCollection: Sendable, Hashable, Identifiable {
  /// A stable identifier, such as `bucket-list`.
  public var id: String
  /// The name the person gave it.
  public var name: String
  /// The landmarks in it, in the order they were added.
  public var landmarkIDs: [Int]
}

/// A search for tickets, as the app records it.
public struct TicketSearch: Sendable, Hashable {
  /// The row number of the search.
  public var id: Int
  /// The landmark tickets were searched for.
  public var landmarkID: Int
  /// How many tickets.
  public var quantity: Int
  /// When the search was confirmed.
  public var searchedAt: Date
}

extension LandmarkDatabase {
  // MARK: - Collections

  /// Every collection, by name.
  public func collections() async throws -> [LandmarkCollection] {
    try await storage.collections(ids: nil)
  }

  /// The collections with these identifiers, in no particular order.
  public func collections(ids: [String]) async throws -> [LandmarkCollection] {
    try await storage.collections(ids: ids)
  }

  /// Adds a landmark to a collection, in one transaction; `false` when it was already there.
  public func add(landmark: Int, toCollection collection: String) async throws -> Bool {
    try await storage.add(landmark: landmark, toCollection: collection)
  }

  // MARK: - Tickets

  /// Records a search for tickets.
  public func recordTicketSearch(landmark: Int, quantity: Int) async throws -> TicketSearch {
    try await storage.recordTicketSearch(landmark: landmark, quantity: quantity)
  }

  /// The ticket searches of a landmark, most recent first.
  public func ticketSearches(landmark: Int) async throws -> [TicketSearch] {
    try await storage.ticketSearches(landmark: landmark)
  }
}
