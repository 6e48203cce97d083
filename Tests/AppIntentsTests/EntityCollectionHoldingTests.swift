import AppIntents
import Synchronization
import Testing

/// A buoy, whose query says which identifiers it was asked for.
private struct BuoyEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Buoy"
  static let defaultQuery = BuoyQuery()
  let id: Int
  let name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

private struct BuoyQuery: EntityQuery {
  static let asked = Mutex<[[Int]]>([])

  func entities(for identifiers: [Int]) async throws -> [BuoyEntity] {
    Self.asked.withLock { $0.append(identifiers) }
    return identifiers.map { BuoyEntity(id: $0, name: "fresh \($0)") }
  }
}

/// What an `EntityCollection` holds: the entities given with it answer without a query, until
/// their identifiers leave the collection.
@Suite(.serialized) struct EntityCollectionHoldingTests {
  @Test func entitiesGivenWithTheCollectionAnswerWithoutAQuery() async throws {
    BuoyQuery.asked.withLock { $0 = [] }
    var buoys = EntityCollection(entities: [BuoyEntity(id: 1, name: "held 1")])
    buoys.append(BuoyEntity(id: 2, name: "held 2"))
    buoys.append(3)
    let names = try await buoys.resolvedEntities().map(\.name)
    #expect(names == ["held 1", "held 2", "fresh 3"])
    #expect(BuoyQuery.asked.withLock { $0 } == [[3]])
  }

  @Test func anIdentifierThatLeftAndCameBackIsAskedForAgain() async throws {
    BuoyQuery.asked.withLock { $0 = [] }
    var buoys = EntityCollection(entities: [BuoyEntity(id: 1, name: "held 1")])
    buoys.identifiers = []
    buoys.append(1)
    #expect(try await buoys.resolvedEntities().map(\.name) == ["fresh 1"])
    var again = EntityCollection(entities: [BuoyEntity(id: 4, name: "held 4")])
    again.remove(4)
    again.append(4)
    #expect(try await again.resolvedEntities().map(\.name) == ["fresh 4"])
    #expect(BuoyQuery.asked.withLock { $0 } == [[1], [4]])
  }

  @Test func manyEntitiesAppendedOneByOneAreAllHeld() async throws {
    BuoyQuery.asked.withLock { $0 = [] }
    var buoys = EntityCollection<BuoyEntity>()
    for id in 0..<5_000 { buoys.append(BuoyEntity(id: id, name: "held \(id)")) }
    let resolved = try await buoys.resolvedEntities()
    #expect(resolved.count == 5_000)
    #expect(resolved.allSatisfy { $0.name.hasPrefix("held") })
    #expect(BuoyQuery.asked.withLock { $0 }.isEmpty)
  }
}
