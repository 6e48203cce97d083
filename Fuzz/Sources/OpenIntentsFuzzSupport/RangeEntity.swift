public import AppIntents

/// A mountain range: text identifiers (with a hyphen in one), and an enumerable query from
/// which the runtime derives Find, search and suggestions.
public struct RangeEntity: AppEntity {
  /// The type's name.
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Range"
  /// The query.
  public static let defaultQuery = RangeQuery()

  /// The identifier, such as `saint-elias`.
  public let id: String
  /// The name.
  @Property(title: "Name") public var name: String

  /// The name.
  public var displayRepresentation: DisplayRepresentation { "\(name)" }

  /// A range.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  /// Every range the peaks belong to.
  public static let all: [RangeEntity] = [
    RangeEntity(id: "alps", name: "Alps"),
    RangeEntity(id: "andes", name: "Andes"),
    RangeEntity(id: "himalaya", name: "Himalaya"),
    RangeEntity(id: "karakoram", name: "Karakoram"),
    RangeEntity(id: "saint-elias", name: "Saint Elias Mountains"),
  ]
}

// The property table the EntityPropertyTables plugin writes for an app's target, written here
// by hand (see PeakEntity.swift): the runtime derives this type's Find from it.
extension RangeEntity: _EntityPropertyTable {
  /// The properties, with key paths, as the plugin lists them.
  public static var _entityPropertyFields: [_EntityPropertyTableEntry<Self>] {
    [.init("name", \Self.$name, { $0.$name })]
  }
}

/// Every range.
public struct RangeQuery: EnumerableEntityQuery {
  /// A query.
  public init() {}
  /// Every range.
  public func allEntities() async throws -> [RangeEntity] { RangeEntity.all }
  /// The ranges with these identifiers.
  public func entities(for identifiers: [String]) async throws -> [RangeEntity] {
    RangeEntity.all.filter { identifiers.contains($0.id) }
  }
}
