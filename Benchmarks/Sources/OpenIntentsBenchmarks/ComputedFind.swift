import AppIntents
import IntentsRuntime

/// The model behind `SummitEntity`: the source of truth its computed property reads.
struct SummitModel: Sendable {
  var id: Int
  var elevation: Int
}

/// An entity whose Find runs on a `@ComputedProperty`, read from the model every time.
struct SummitEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Summit"
  static let defaultQuery = SummitQuery()
  let model: SummitModel
  var id: Int { model.id }
  var displayRepresentation: DisplayRepresentation { "Summit \(model.id)" }

  @ComputedProperty
  var elevation: Int { model.elevation }
}

/// The same summits with the elevation stored in an `@Property`: the stored-property Find the
/// computed one is compared with.
struct StoredSummitEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stored summit"
  static let defaultQuery = StoredSummitQuery()
  let id: Int
  @Property var elevation: Int
  var displayRepresentation: DisplayRepresentation { "Summit \(id)" }

  init(_ summit: SummitEntity) {
    id = summit.model.id
    elevation = summit.model.elevation
  }
}

final class SummitStore: Sendable {
  let summits: [SummitEntity]
  let stored: [StoredSummitEntity]
  init(_ summits: [SummitEntity]) {
    self.summits = summits
    stored = summits.map(StoredSummitEntity.init)
  }
}

struct StoredSummitQuery: EnumerableEntityQuery {
  @Dependency var store: SummitStore
  func allEntities() async throws -> [StoredSummitEntity] { store.stored }
  func entities(for identifiers: [Int]) async throws -> [StoredSummitEntity] {
    let wanted = Set(identifiers)
    return store.stored.filter { wanted.contains($0.id) }
  }
}

struct SummitQuery: EnumerableEntityQuery {
  @Dependency var store: SummitStore
  func allEntities() async throws -> [SummitEntity] { store.summits }
  func entities(for identifiers: [Int]) async throws -> [SummitEntity] {
    let wanted = Set(identifiers)
    return store.summits.filter { wanted.contains($0.id) }
  }
}

extension Benchmarks {
  /// Find over every summit through the host, filtering and sorting on a `@ComputedProperty`:
  /// the 60 % above a threshold, highest first, first 10 — against a hand loop reading the same
  /// model field into a bounded top-10, and against the same Find on a stored `@Property`.
  static func computedFind(
    _ summits: [SummitEntity], _ host: IntentsHost, _ harness: Harness
  ) async throws -> [Comparison] {
    let threshold = summits.count * 2 / 5
    let request = FindRequest(
      filters: [.init("elevation", .greaterThan, .json(.number(Double(threshold))))],
      sort: [.init("elevation", .descending)], limit: 10)
    let viaHost: () async throws -> Int = {
      try await host.find(type: "SummitEntity", request).reduce(0) { $0 &+ Int($1.identifier)! }
    }
    let handLoop: () async throws -> Int = {
      var best: [SummitEntity] = []
      best.reserveCapacity(11)
      for summit in summits where summit.model.elevation > threshold {
        let elevation = summit.model.elevation
        if best.count == 10, elevation <= best[9].model.elevation { continue }
        let position = best.firstIndex { elevation > $0.model.elevation } ?? best.count
        best.insert(summit, at: position)
        if best.count > 10 { best.removeLast() }
      }
      return best.reduce(0) { $0 &+ $1.model.id }
    }
    let viaStored: () async throws -> Int = {
      try await host.find(type: "StoredSummitEntity", request).reduce(0) {
        $0 &+ Int($1.identifier)!
      }
    }
    let times = try await harness.medians([viaHost, handLoop, viaStored])
    precondition(times[0].checksum == times[1].checksum, "Find and the hand loop disagree")
    precondition(times[0].checksum == times[2].checksum, "computed and stored Finds disagree")
    return [
      Comparison(
        name: "Find on a @ComputedProperty, \(summits.count) entities (host)",
        ours: times[0].seconds, baseline: times[1].seconds, target: 1.5),
      Comparison(
        name: "  the same Find on a stored @Property (host)",
        ours: times[2].seconds, baseline: times[1].seconds, target: nil),
    ]
  }

  /// Summits with distinct elevations (0 to count − 1) in a scrambled order: 7919 is a prime
  /// that divides no benchmark size, so `index × 7919 mod count` is a permutation.
  static func summits(_ count: Int) -> [SummitEntity] {
    (0..<count).map { index in
      SummitEntity(model: SummitModel(id: index, elevation: (index &* 7919) % count))
    }
  }
}
