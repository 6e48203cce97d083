import Foundation
import Testing

@testable import AppIntents

@Suite struct EntityPropertyTests {
  @Test func titlesAreExplicitOrDerivedFromTheName() {
    let peak = PeakEntity.all[0]
    #expect(String(localized: peak.$name.title) == "Name")
    #expect(String(localized: peak.$isClimbed.title) == "Climbed")
    // A bare @Property has no title until the runtime names it from its declaration.
    #expect(!peak.$height.hasExplicitTitle)
    #expect(PropertyName.title(for: "_firstAscent") == "First Ascent")
    #expect(PropertyName.title(for: "isFeatured") == "Is Featured")
  }

  @Test func optionalityIsReported() {
    let peak = PeakEntity.all[0]
    #expect(peak.$prominence.isOptional)
    #expect(!peak.$height.isOptional)
  }

  @Test func copiesShareThePropertyObject() {
    let original = PeakEntity(9, "Original", height: 1)
    let copy = original
    copy.name = "Renamed"
    #expect(original.name == "Renamed")  // Apple's EntityProperty is a class too.
    #expect(original.$name === copy.$name)
  }

  @Test func unassignedOptionalPropertiesReadAsNil() {
    #expect(SparseEntity().note == nil)
  }

  @Test func keyPathsNameTheProjectedProperty() {
    let keyPath: PartialKeyPath<PeakEntity> = \PeakEntity.$height
    switch keyPath {
    case \PeakEntity.$name: Issue.record("matched the wrong property")
    case \PeakEntity.$height: break
    default: Issue.record("matched no property")
    }
  }

  @Test func wrappedValuesWorkInsidePredicates() throws {
    let predicate = #Predicate<PeakEntity> { $0.height > 6000 && $0.name.contains("e") }
    #expect(try PeakEntity.all.filter { try predicate.evaluate($0) }.map(\.name) == ["Everest"])
  }

  @Test func macroSupportInitializersReadThroughTheirAccessor() async throws {
    let computed = EntityProperty<String>(identifier: "upper", getter: \PeakEntity.nameInCapitals)
    #expect(computed.identifier == "upper")
    #expect(String(localized: computed.title) == "Upper")
    #expect(computed.modifiers == [.readOnly])
    #expect(computed.accessor?.read?(PeakEntity.all[0]) == "MATTERHORN")

    let deferred = EntityProperty<Int>(
      identifier: "crowd", title: "Crowd", asyncGetter: { (peak: PeakEntity) in peak.height / 1000 }
    )
    #expect(deferred.modifiers == [.readOnly, .async])
    #expect(try await deferred.accessor?.readAsync(PeakEntity.all[3]) == 8)

    let indexed = EntityProperty<String>(title: "Summary", indexingKey: \.contentDescription)
    #expect(indexed.indexingKey == \CSSearchableItemAttributeSet.contentDescription)
    let custom = EntityProperty<String>(
      customIndexingKey: CSCustomAttributeKey(keyName: "com.example.range")!)
    #expect(custom.customIndexingKey?.keyName == "com.example.range")
  }

  @Test func propertiesEncodeTheirValue() throws {
    let property = EntityProperty<Int>(title: "Height")
    property.wrappedValue = 4478
    #expect(String(decoding: try JSONEncoder().encode(property), as: UTF8.self) == "4478")
    let decoded = try JSONDecoder().decode(EntityProperty<Int>.self, from: Data("12".utf8))
    #expect(decoded.wrappedValue == 12)
    #expect(property.description == "Height: 4478")
  }
}

extension PeakEntity {
  var nameInCapitals: String { name.uppercased() }
}

struct SparseEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sparse"
  static let defaultQuery = SparseQuery()
  let id = 0
  @Property var note: String?
  var displayRepresentation: DisplayRepresentation { "x" }

  struct SparseQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [SparseEntity] { [] }
  }
}
