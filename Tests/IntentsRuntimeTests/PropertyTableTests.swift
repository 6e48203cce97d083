import AppIntents
import AppIntentsTesting
import IntentsFixtures
import IntentsRuntime
import Testing

/// How the runtime learns an entity type's properties: from the property table the
/// EntityPropertyTables plugin writes (this target applies it), or, without one, from instances.
@Suite struct PropertyTableTests {
  @Test func aStructOfATargetWithThePluginListsItsPropertiesInOrder() throws {
    let fields = try #require(FieldReflection.propertyFields(of: HutEntity.self))
    #expect(
      fields.map(\.name) == [
        "name", "altitude", "warden", "isOpen", "opened", "access", "forecast",
      ])
    #expect(fields.first?.keyPath == \HutEntity.$name)
  }

  @Test func aFindOverAnEmptyStoreAnswersNothingRatherThanAnError() async throws {
    let system = IntentsTestSystem(host: IntentsHost(name: "Empty") { Bothy.self })
    let none = try await system.find(
      Bothy.self, [.init("beds", .greaterThan, 2)], sort: [.init("name")])
    #expect(none.isEmpty)
  }

  /// A struct the plugin cannot name (private to this file) has no table: its properties are
  /// read from instances, and a derived Find says how to give it one.
  @Test func withoutATableADerivedFindSaysToApplyThePlugin() async throws {
    #expect(FieldReflection.propertyFields(of: Shed.self) == nil)
    let system = IntentsTestSystem(host: IntentsHost(name: "Sheds") { Shed.self })
    let all = try await system.find(Shed.self)
    #expect(all.map(\.name) == ["Tool shed", "Wood shed"])
    let error = await intentsError {
      _ = try await system.find(Shed.self, [.init("name", .equalTo, "Tool shed")])
    }
    #expect(error?.code == IntentsError.unknownProperty)
    #expect(error?.message.contains("apply the plugin to the target that declares it") == true)
    let value = try #require(try await system.host.find(type: "Shed", FindRequest()).first)
    let properties = try await system.host.properties(of: value)
    #expect(properties.map(\.name) == ["name"])
  }

  /// A table written by hand with key paths to the stored fields (`\Self._beds`, which only this
  /// file can name) is read in place (`MemoryLayout.offset(of:)`); the answers equal those of
  /// the plugin's `\Self.$beds`, read through the key path.
  @Test func aHandWrittenTableOfStoredFieldsAnswersAsTheGeneratedOne() async throws {
    let generated = IntentsTestSystem(host: IntentsHost(name: "Cabins") { Cabin.self })
    let stored = IntentsTestSystem(host: IntentsHost(name: "Stored") { StoredCabin.self })
    let requests: [([FindRequest.Filter], [FindRequest.SortKey])] = [
      ([.init("beds", .greaterThan, 2)], [.init("name")]),
      ([.init("name", .hasPrefix, "al")], [.init("beds", .descending)]),
      ([.init("beds", .isBetween, values: [2, 6])], [.init("beds"), .init("name", .descending)]),
    ]
    for (filters, sort) in requests {
      let viaKeyPath = try await generated.find(Cabin.self, filters, sort: sort).map(\.name)
      let inPlace = try await stored.find(StoredCabin.self, filters, sort: sort).map(\.name)
      #expect(viaKeyPath == inPlace)
      #expect(!viaKeyPath.isEmpty)
    }
  }

  /// A Find reads each entity's property object through the table's function for its key path:
  /// the same object the key path reaches, for every entity, without applying the key path.
  @Test func theTablesFunctionReadsTheObjectTheKeyPathReaches() throws {
    let reader = try #require(EntityPropertyReader.forKeyPath(\Cabin.$beds))
    for cabin in Cabin.standard {
      #expect(reader.read(cabin) === cabin[keyPath: \Cabin.$beds])
    }
    // A key path the table does not list (the app's own computed one) has no function.
    #expect(EntityPropertyReader.forKeyPath(\Cabin.bedsProperty) == nil)
    // Nor has a type without a table.
    #expect(EntityPropertyReader.forKeyPath(\Shed.$name) == nil)
  }

  /// What a Find answers comes from the table's function — so a table written by hand must
  /// keep it the key path's own access. This one's function for `name` reads `nickname`.
  @Test func aFindAnswersFromTheTablesFunction() async throws {
    let system = IntentsTestSystem(host: IntentsHost(name: "Mislabelled") { Mislabelled.self })
    let found = try await system.find(Mislabelled.self, [.init("name", .equalTo, "Hut")])
    #expect(found.map(\.id) == [2])
    #expect(found.map(\.name) == ["Refuge"])
  }
}

struct Mislabelled: AppEntity, _EntityPropertyTable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mislabelled"
  static let defaultQuery = MislabelledQuery()
  static var _entityPropertyFields: [_EntityPropertyTableEntry<Self>] {
    [.init("name", \Self.$name, { $0.$nickname })]
  }

  let id: Int
  @Property var name: String
  @Property var nickname: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: Int, name: String, nickname: String) {
    self.id = id
    self.name = name
    self.nickname = nickname
  }
}

struct MislabelledQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [Mislabelled] {
    [
      Mislabelled(id: 1, name: "Hut", nickname: "Shelter"),
      Mislabelled(id: 2, name: "Refuge", nickname: "Hut"),
    ]
  }
  func entities(for identifiers: [Int]) async throws -> [Mislabelled] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }
}

struct Cabin: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Cabin"
  static let defaultQuery = CabinQuery()
  static let standard = [
    Cabin(id: 1, name: "Alpenrose", beds: 6), Cabin(id: 2, name: "Alpina", beds: 2),
    Cabin(id: 3, name: "Bergheim", beds: 4), Cabin(id: 4, name: "Alm", beds: 8),
  ]

  let id: Int
  @Property var name: String
  @Property var beds: Int
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  /// The app's own key path to an object: not in the table.
  var bedsProperty: EntityProperty<Int> { $beds }

  init(id: Int, name: String, beds: Int) {
    self.id = id
    self.name = name
    self.beds = beds
  }
}

struct CabinQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [Cabin] { Cabin.standard }
  func entities(for identifiers: [Int]) async throws -> [Cabin] {
    Cabin.standard.filter { identifiers.contains($0.id) }
  }
}

/// A type whose store is empty.
struct Bothy: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bothy"
  static let defaultQuery = BothyQuery()
  let id: Int
  @Property var name: String
  @Property var beds: Int
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct BothyQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [Bothy] { [] }
  func entities(for identifiers: [Int]) async throws -> [Bothy] { [] }
}

struct StoredCabin: AppEntity, _EntityPropertyTable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stored cabin"
  static let defaultQuery = StoredCabinQuery()
  static var _entityPropertyFields: [_EntityPropertyTableEntry<Self>] {
    [.init("name", \Self._name, { $0._name }), .init("beds", \Self._beds, { $0._beds })]
  }

  let id: Int
  @Property var name: String
  @Property var beds: Int
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: Int, name: String, beds: Int) {
    self.id = id
    self.name = name
    self.beds = beds
  }
}

struct StoredCabinQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [StoredCabin] {
    Cabin.standard.map { StoredCabin(id: $0.id, name: $0.name, beds: $0.beds) }
  }
  func entities(for identifiers: [Int]) async throws -> [StoredCabin] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }
}

private struct Shed: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shed"
  static let defaultQuery = ShedQuery()
  let id: Int
  @Property var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

private struct ShedQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [Shed] {
    [Shed(id: 1, name: "Tool shed"), Shed(id: 2, name: "Wood shed")]
  }
  func entities(for identifiers: [Int]) async throws -> [Shed] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }
}
