public import AppIntents

// MARK: - Huts: an enumerable query, with derived search and Find

public struct HutEntity: AppEntity, IndexedEntity {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hut"
  public static let defaultQuery = HutQuery()

  public let id: UUID
  @Property(title: "Name") public var name: String
  @Property(title: "Altitude (m)") public var altitude: Int
  @Property public var warden: String?
  @Property public var isOpen: Bool
  @Property public var opened: Date
  @Property(title: "Difficulty to reach") public var access: Difficulty
  @Property(
    identifier: "forecast", title: "Forecast",
    asyncGetter: { (hut: HutEntity) in
      "Clear above \(hut.altitude) m"
    })
  public var forecast: String

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", synonyms: ["\(name.replacingOccurrences(of: "hütte", with: " Hut"))"])
  }

  public init(
    _ id: String, _ name: String, altitude: Int, warden: String?, isOpen: Bool, opened: Int,
    access: Difficulty
  ) {
    self.id = UUID(uuidString: id)!
    self.name = name
    self.altitude = altitude
    self.warden = warden
    self.isOpen = isOpen
    self.opened = DateComponents(
      calendar: Calendar(identifier: .gregorian), timeZone: .gmt, year: opened
    ).date!
    self.access = access
  }

  public static let all: [HutEntity] = [
    HutEntity(
      "00000000-0000-0000-0000-00000000000A", "Hörnlihütte", altitude: 3260, warden: "Kurt",
      isOpen: true, opened: 1880, access: .hard),
    HutEntity(
      "00000000-0000-0000-0000-00000000000B", "Glecksteinhütte", altitude: 2317, warden: nil,
      isOpen: true, opened: 1880, access: .moderate),
    HutEntity(
      "00000000-0000-0000-0000-00000000000C", "Monte Rosa Hütte", altitude: 2883, warden: "Anna",
      isOpen: false, opened: 2009, access: .hard),
    HutEntity(
      "00000000-0000-0000-0000-00000000000D", "Seealp Inn", altitude: 1141, warden: "Jakob",
      isOpen: true, opened: 1902, access: .easy),
  ]
}

public struct HutQuery: EnumerableEntityQuery {
  public init() {}
  public func allEntities() async throws -> [HutEntity] { HutEntity.all }
  public func entities(for identifiers: [UUID]) async throws -> [HutEntity] {
    HutEntity.all.filter { identifiers.contains($0.id) }
  }
  public static var findIntentDescription: IntentDescription? { "Find huts by altitude or warden." }
}

// MARK: - Regions: a plain query, which cannot be searched

public struct RegionEntity: AppEntity {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Region"
  public static let defaultQuery = RegionQuery()
  public let id: String
  public var displayRepresentation: DisplayRepresentation {
    "\(id.replacingOccurrences(of: "-", with: " ").capitalized)"
  }
  public init(id: String) { self.id = id }
}

public struct RegionQuery: EntityQuery {
  public init() {}
  static let known = ["appenzell", "bernese-oberland", "valais"]
  public func entities(for identifiers: [String]) async throws -> [RegionEntity] {
    identifiers.filter(Self.known.contains).map(RegionEntity.init)
  }
  public func suggestedEntities() async throws -> IntentItemCollection<RegionEntity> {
    IntentItemCollection(promptLabel: "Which region?") {
      IntentItemSection("Alps", items: ["bernese-oberland", "valais"].map(RegionEntity.init))
      IntentItemSection("Prealps", items: [RegionEntity(id: "appenzell")])
    }
  }
}

// MARK: - A type whose query needs a dependency nobody registers

public final class Ledger: Sendable { public init() {} }

public struct AuditEntity: AppEntity {
  public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Audit"
  public static let defaultQuery = AuditQuery()
  public let id: Int
  public var displayRepresentation: DisplayRepresentation { "Audit \(id)" }
}

public struct AuditQuery: EntityStringQuery {
  @Dependency(key: "ledger-never-registered") var ledger: Ledger
  public init() {}
  public func entities(for identifiers: [Int]) async throws -> [AuditEntity] {
    identifiers.map(AuditEntity.init)
  }
  public func entities(matching string: String) async throws -> [AuditEntity] { [] }
}
