// Real-world forms of entities that must keep compiling (real-world-usage.md §5):
// class entities (Lunar's `final class Screen: NSObject, AppEntity`), non-String identifiers
// (`Int`, `Float`, an enum and a struct conforming to `EntityIdentifierConvertible`), computed
// `id`, entities conforming only through refinements, transient entities, explicit
// `PersistentlyIdentifiable`, and stored/mutated display representations.

import AppIntents
import Foundation
import Testing

// MARK: Lunar: an NSObject subclass entity with Int ids and string literals.
// Lunar's `@objc var id` loses `@objc`: Linux has no Objective-C runtime. `@unchecked Sendable`
// is added because a class with `var` storage is not otherwise Sendable (Lunar builds in the
// Swift 5 mode with minimal checking; this target checks Sendable conformances it declares).

final class Screen: NSObject, AppEntity, ExpressibleByStringLiteral, @unchecked Sendable {
  @Property(title: "ID") var id: Int
  @Property(title: "Name") var name: String

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Screen"
  static var defaultQuery = ScreenQuery()
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: name) }

  init(id: Int, name: String) {
    super.init()
    self.id = id
    self.name = name
  }

  convenience init(stringLiteral value: String) { self.init(id: value.count, name: value) }

  override func isEqual(_ object: Any?) -> Bool { (object as? Screen)?.id == id }
  override var hash: Int { id }
}

struct ScreenQuery: EntityQuery {
  var filter: (@Sendable (Screen) -> Bool)? = nil
  var single = false
  init() {}
  init(filter: @escaping @Sendable (Screen) -> Bool, single: Bool) {
    self.filter = filter
    self.single = single
  }

  // Lunar's witness: neither async nor throwing.
  func entities(for identifiers: [Int]) -> [Screen] {
    identifiers.map { Screen(id: $0, name: "Display \($0)") }
  }

  // Lunar returns Swift.Result from suggestedEntities; that form needs its own Result witness.
  func results() async throws -> [Screen] { entities(for: [1, 2]) }
}

// MARK: Float identifiers (Lunar: `entities(for _: [Float])`).

struct BrightnessPreset: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Preset"
  static let defaultQuery = PresetQuery()
  let id: Float
  var displayRepresentation: DisplayRepresentation { "\(Int(id * 100))%" }
}

struct PresetQuery: EntityQuery {
  func entities(for _: [Float]) async throws -> [BrightnessPreset] { [] }
}

// MARK: Custom identifier types (ShelfPlayer `ItemIdentifier`, Lunar `Display.CodingKeys`).

struct ItemIdentifier: Hashable, Sendable, EntityIdentifierConvertible {
  let library: String
  let item: String
  var entityIdentifierString: String { "\(library)::\(item)" }
  static func entityIdentifier(for entityIdentifierString: String) -> ItemIdentifier? {
    let parts = entityIdentifierString.components(separatedBy: "::")
    guard parts.count == 2 else { return nil }
    return ItemIdentifier(library: parts[0], item: parts[1])
  }
}

enum DisplayKey: String, CodingKey, Sendable, EntityIdentifierConvertible {
  case brightness, contrast
  var entityIdentifierString: String { rawValue }
  static func entityIdentifier(for entityIdentifierString: String) -> DisplayKey? {
    DisplayKey(rawValue: entityIdentifierString)
  }
}

struct AudiobookEntity: AppEntity, PersistentlyIdentifiable {
  static let persistentIdentifier = "io.shelfplayer.audiobook"
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Audiobook"
  static let defaultQuery = AudiobookQuery()
  let id: ItemIdentifier
  var displayRepresentation: DisplayRepresentation { "\(id.item)" }
}

struct AudiobookQuery: EntityQuery {
  // Cookle/Incomes: a @MainActor, non-async witness.
  @MainActor func entities(for identifiers: [ItemIdentifier]) throws -> [AudiobookEntity] {
    identifiers.map(AudiobookEntity.init(id:))
  }
}

struct DisplaySettingEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Setting"
  static let defaultQuery = DisplaySettingQuery()
  let id: DisplayKey
  var displayRepresentation: DisplayRepresentation { "\(id.rawValue)" }
}

struct DisplaySettingQuery: EntityQuery {
  func entities(for identifiers: [DisplayKey]) async throws -> [DisplaySettingEntity] {
    identifiers.map(DisplaySettingEntity.init(id:))
  }
}

// MARK: Computed id (IceCubes: `var id: String { list.id }`), stored display representation
// (monterail), mutated display representation (UTM).

struct TimelineList: Sendable { var id: String; var title: String }

struct ListEntity: AppEntity {
  let list: TimelineList
  var id: String { list.id }
  static var typeDisplayRepresentation: TypeDisplayRepresentation { "List" }
  static var defaultQuery: ListQuery { ListQuery() }
  var displayRepresentation: DisplayRepresentation

  init(list: TimelineList) {
    self.list = list
    var display = DisplayRepresentation(title: "\(list.title)", subtitle: "List")
    display.image = DisplayRepresentation.Image(url: URL(fileURLWithPath: "/tmp/\(list.id).png"))
    self.displayRepresentation = display
  }
}

struct ListQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ListEntity] {
    identifiers.map { ListEntity(list: TimelineList(id: $0, title: $0.capitalized)) }
  }
}

// MARK: Conformance only through refinements (index-it: `IndexedEntity` +
// `URLRepresentableEntity`, no `AppEntity` spelled) and a property-less transient entity.

struct IxTaskEntity: IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
  static let defaultQuery = IxTaskQuery()
  let id: UUID
  @Property(indexingKey: \.contentDescription) var description: String
  var displayRepresentation: DisplayRepresentation { "\(description)" }
  let hideInSpotlight: Bool = true

  init(id: UUID, description: String) {
    self.id = id
    self.description = description
  }
}

extension IxTaskEntity: URLRepresentableEntity {
  static var urlRepresentation: URLRepresentation { "https://index.it/tasks/\(.id)" }
}

struct IxTaskQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [IxTaskEntity] { [] }
}

struct ShoutResult: TransientAppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Shout"
  var displayRepresentation: DisplayRepresentation { "Shout" }
  init() {}
}

@Suite struct EntityShapeTests {
  @Test func classEntityKeepsReferenceIdentityAndIntIdentifiers() {
    let screen: Screen = "Studio"
    #expect(screen.id == 6)
    #expect(EntityIdentifier(for: screen).identifier == "6")
    #expect(ScreenQuery().entities(for: [3]).first?.name == "Display 3")
  }

  @Test func customIdentifiersRoundTrip() {
    let id = ItemIdentifier(library: "main", item: "42")
    #expect(ItemIdentifier.entityIdentifier(for: id.entityIdentifierString) == id)
    #expect(ItemIdentifier.entityIdentifier(for: "no separator") == nil)
    #expect(AudiobookEntity.persistentIdentifier == "io.shelfplayer.audiobook")
    #expect(DisplayKey.entityIdentifier(for: "contrast") == .contrast)
    #expect(Float.entityIdentifier(for: "0.25") == 0.25)
  }

  @Test func mutatedDisplayRepresentationKeepsItsImage() async throws {
    let list = try #require(try await ListEntity.defaultQuery.entities(for: ["news"]).first)
    #expect(String(localized: list.displayRepresentation.title) == "News")
    #expect(list.displayRepresentation.image == .init(url: URL(fileURLWithPath: "/tmp/news.png")))
  }

  @Test func refinementOnlyEntityIsIndexedAndLinked() async {
    let task = IxTaskEntity(id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!, description: "Water plants")
    #expect(task.hideInSpotlight)
    #expect(task.defaultAttributeSet.contentDescription == "Water plants")
    #expect(await task.urlRepresentation?.absoluteString == "https://index.it/tasks/6F9619FF-8B86-D011-B42D-00C04FC964FF")
  }

  @Test func transientEntitiesAreCreatedEmpty() async throws {
    let shout = ShoutResult()
    #expect(String(localized: shout.displayRepresentation.title) == "Shout")
    #expect(try await ShoutResult.defaultQuery.entities(for: [shout.id]).isEmpty)
  }
}
