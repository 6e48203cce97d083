import AppIntents
import CoreSpotlight
import Testing

extension PeakEntity: IndexedEntity {}

@Suite struct SearchableItemTests {
  @Test func anItemForAnEntityNamesItsTypeIdentifierAndPriority() {
    let peak = PeakEntity(7, "Eiger", height: 3967)
    let item = CSSearchableItem(appEntity: peak, priority: 5)
    #expect(item.uniqueIdentifier == "PeakEntity/7")
    #expect(item.domainIdentifier == "PeakEntity")
    #expect(item.attributeSet.title == "Eiger")
    let association = item.associatedAppEntity
    #expect(association?.typeIdentifier == "PeakEntity")
    #expect(association?.identifier == "7")
    #expect(association?.priority == 5)
    #expect(CSSearchableItem(appEntity: peak).associatedAppEntity?.priority == 0)
  }

  /// An entity's item makes its attribute set when it is first read — one set, however many
  /// tasks read it at once — and keeps what the app changes on it; a copy made before the
  /// first read has the same attributes.
  @Test func anEntitysAttributeSetIsMadeOnceWhenFirstRead() async {
    let peak = PeakEntity(9, "Jungfrau", height: 4158)
    let item = CSSearchableItem(appEntity: peak, priority: 2)
    let sets = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<8 { group.addTask { ObjectIdentifier(item.attributeSet) } }
      return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
    }
    #expect(sets.count == 1)
    item.attributeSet.keywords = ["bernese"]
    #expect(item.attributeSet.keywords == ["bernese"])
    #expect(item.attributeSet.title == "Jungfrau")
    let unread = CSSearchableItem(appEntity: peak, priority: 2)
    let merged = unread.merged(into: nil)
    #expect(merged.attributeSet.title == "Jungfrau")
    #expect(merged.associatedAppEntity?.priority == 2)
    #expect(merged.attributeSet !== unread.attributeSet)
  }

  /// The attribute set, made later and maybe on another thread, reads the dependencies that
  /// were in effect when the item was made — a host's, for an intent it runs.
  @Test func aLaterAttributeSetReadsTheDependenciesOfItsMaking() async {
    let manager = AppDependencyManager()
    manager.add(key: "shelf", dependency: Store("the host's"))
    let shelf = StoredShelf(id: 1)
    let item = AppDependencyManager.$current.withValue(manager) {
      CSSearchableItem(appEntity: shelf)
    }
    let keywords = await Task.detached { item.attributeSet.keywords }.value
    #expect(keywords == ["the host's"])
  }

  /// Each entity's own values of its indexed properties — stored, custom-keyed and computed —
  /// reach its item; properties without an indexing key stay out. The properties are found
  /// once per type (where a struct keeps each one), so several entities of one type check that
  /// the plan reads each entity, not the first.
  @Test func indexedPropertiesOfEachEntityReachItsItem() {
    let hikes = (1...3).map { IndexedHike(id: $0, region: "Region \($0)", grade: $0 * 10) }
    let items = hikes.map { CSSearchableItem(appEntity: $0) }
    let visits = CSCustomAttributeKey(keyName: "com.example.grade")!
    for (hike, item) in zip(hikes, items) {
      #expect(item.attributeSet.namedLocation == "Region \(hike.id)")
      #expect(item.attributeSet.contentDescription == "Hike \(hike.id) in Region \(hike.id)")
      #expect(item.attributeSet.value(forCustomKey: visits) as? Int == hike.id * 10)
      #expect(item.attributeSet.keywords == nil)
    }
    // A class entity is read by reflection, each time.
    let lodges = ["Alpha", "Beta"].map { IndexedLodge(id: $0) }
    #expect(
      lodges.map { CSSearchableItem(appEntity: $0).attributeSet.namedLocation } == [
        "Alpha", "Beta",
      ])
  }
}

struct IndexedHike: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hike"
  static let defaultQuery = IndexedHikeQuery()
  let id: Int
  @Property(title: "Notes") var notes: String
  @Property(title: "Region", indexingKey: \.namedLocation) var region: String
  @Property(
    title: "Grade", customIndexingKey: CSCustomAttributeKey(keyName: "com.example.grade")!)
  var grade: Int
  @ComputedProperty(indexingKey: \.contentDescription)
  var summary: String { "Hike \(id) in \(region)" }
  var displayRepresentation: DisplayRepresentation { "Hike \(id)" }

  init(id: Int, region: String, grade: Int) {
    self.id = id
    self.notes = "notes \(id)"
    self.region = region
    self.grade = grade
  }
}

struct IndexedHikeQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [IndexedHike] { [] }
}

final class IndexedLodge: AppEntity, IndexedEntity, @unchecked Sendable {
  // @unchecked Sendable: never mutated after it is made.
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lodge"
  static let defaultQuery = IndexedLodgeQuery()
  let id: String
  @Property(title: "Place", indexingKey: \.namedLocation) var place: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  init(id: String) {
    self.id = id
    self.place = id
  }
}

struct IndexedLodgeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [IndexedLodge] { [] }
}

/// An entity whose attribute set reads a dependency.
struct StoredShelf: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
  static let defaultQuery = StoredShelfQuery()
  let id: Int
  @AppDependency(key: "shelf", default: Store("none registered")) var store: Store
  var displayRepresentation: DisplayRepresentation { "Shelf \(id)" }

  var attributeSet: CSSearchableItemAttributeSet {
    let attributes = defaultAttributeSet
    attributes.keywords = [store.name]
    return attributes
  }
}

struct StoredShelfQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [StoredShelf] {
    identifiers.map { StoredShelf(id: $0) }
  }
}
