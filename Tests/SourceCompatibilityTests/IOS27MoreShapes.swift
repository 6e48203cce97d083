// More of Apple's iOS 26–27 interface as apps write it: cheap labels for listings, images loaded
// on demand, undoable intents, deferred properties indexed in Spotlight, names and durations as
// values, an App Intents extension, and the system's own values. Compiled in the Swift 5
// language mode, as app code is; the tests read back what each form does.

import AppIntents
import CoreSpotlight
import Foundation
import Testing

struct TodoLabelShape: AppEntity, IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do"
  static let defaultQuery = TodoLabelShapeQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(id)", subtitle: "A to-do") {
      .init(systemName: "checkmark.circle")
    }
  }

  @DeferredProperty(indexingKey: \.contentDescription)
  var notes: String {
    get async throws { "Notes of \(id)" }
  }

  @DeferredProperty(title: "Owner", indexingKey: \.authorNames)
  var owner: [String] {
    get async { ["Ada"] }
  }
}

struct TodoLabelShapeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TodoLabelShape] {
    identifiers.map(TodoLabelShape.init)
  }

  func displayRepresentations(for identifiers: [String]) async throws
    -> [String: DisplayRepresentation]
  {
    Dictionary(uniqueKeysWithValues: identifiers.map { ($0, DisplayRepresentation(title: "\($0)")) })
  }
}

struct PlainLabelQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TodoLabelShape] {
    identifiers.filter { $0 != "gone" }.map(TodoLabelShape.init)
  }
}

final class TodoStoreShape {
  var titles: [String] = ["Buy milk"]
}

struct DeleteTodoShape: UndoableIntent {
  static let title: LocalizedStringResource = "Delete To-Do"
  nonisolated(unsafe) static var store = TodoStoreShape()

  @MainActor
  func perform() async throws -> some IntentResult {
    let removed = Self.store.titles.removeLast()
    undoManager?.registerUndo(withTarget: Self.store) { store in store.titles.append(removed) }
    undoManager?.setActionName("Delete \(removed)")
    return .result()
  }
}

struct GreetShape: AppIntent {
  static let title: LocalizedStringResource = "Greet"
  @Parameter(title: "Name") var name: PersonNameComponents
  @Parameter(title: "Wait") var wait: Duration

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Hello \(name) after \(wait)")
  }
}

struct LandmarksExtensionShape: AppIntentsExtension {}

@Suite struct MoreIOS27Shapes {
  @Test func aQueryGivesLabelsWithoutEntitiesOrThroughThem() async throws {
    let labels = try await TodoLabelShapeQuery().displayRepresentations(for: ["a", "b"])
    #expect(labels.mapValues { String(localized: $0.title) } == ["a": "a", "b": "b"])
    // The default: the entities the query finds, labelled as they show themselves.
    let found = try await PlainLabelQuery().displayRepresentations(for: ["x", "gone"])
    #expect(found.keys.sorted() == ["x"])
    #expect(found["x"]?.subtitle.map { String(localized: $0) } == "A to-do")
  }

  @Test func anImageIsLoadedOnlyWhenAsked() async throws {
    let label = TodoLabelShape(id: "a").displayRepresentation
    #expect(label.image == nil)
    #expect(try await label.loadImage() == DisplayRepresentation.Image(systemName: "checkmark.circle"))
    // Read again, the representation is equal to itself, whatever its loader.
    #expect(label == TodoLabelShape(id: "a").displayRepresentation)
    #expect(label != TodoLabelShape(id: "b").displayRepresentation)
  }

  @Test @MainActor func anUndoableIntentRegistersWithTheProcesssUndoManager() async throws {
    DeleteTodoShape.store = TodoStoreShape()
    _ = try await DeleteTodoShape().perform()
    #expect(DeleteTodoShape.store.titles.isEmpty)
    let manager = try #require(DeleteTodoShape().undoManager)
    #expect(manager.canUndo)
    #expect(manager.undoActionName == "Delete Buy milk")
    manager.undo()
    #expect(DeleteTodoShape.store.titles == ["Buy milk"])
    #expect(!manager.canUndo)
    manager.removeAllActions()
  }

  @Test @MainActor func undoAndRedoAlternateByGroup() {
    let manager = UndoManager()
    final class Counter { var value = 0 }
    let counter = Counter()
    func add(_ amount: Int) {
      counter.value += amount
      manager.registerUndo(withTarget: counter) { _ in add(-amount) }
    }
    manager.beginUndoGrouping()
    add(1)
    add(2)
    manager.endUndoGrouping()
    manager.setActionName("Add three")
    add(10)
    #expect(counter.value == 13)
    manager.undo()
    #expect(counter.value == 3)
    manager.undo()
    #expect(counter.value == 0)
    #expect(manager.canRedo && manager.redoActionName == "Add three")
    manager.redo()
    #expect(counter.value == 3)
    add(100)  // a new change: nothing to redo any more
    #expect(!manager.canRedo)
  }

  @Test @MainActor func undoInsideAnUndoDoesNothingAndAnOpenGroupIsClosedFirst() {
    let manager = UndoManager()
    final class Log { var entries: [String] = [] }
    let log = Log()
    manager.registerUndo(withTarget: log) { log in
      log.entries.append("first")
      manager.undo()  // from inside an undo: nothing
      manager.registerUndo(withTarget: log) { $0.entries.append("redo first") }
    }
    manager.beginUndoGrouping()
    manager.registerUndo(withTarget: log) { $0.entries.append("second") }
    manager.undo()  // closes the open group, then undoes it
    #expect(log.entries == ["second"])
    manager.undo()
    #expect(log.entries == ["second", "first"])
    #expect(manager.canRedo)
    manager.redo()
    #expect(log.entries == ["second", "first", "redo first"])
  }

  @Test @MainActor func anUndoManagerKeepsOnlyItsLevels() {
    let manager = UndoManager()
    manager.levelsOfUndo = 2
    final class Counter { var value = 0 }
    let counter = Counter()
    for step in 1...5 {
      counter.value = step
      manager.registerUndo(withTarget: counter) { $0.value = step - 1 }
    }
    manager.undo()
    manager.undo()
    #expect(counter.value == 3)
    #expect(!manager.canUndo)
  }

  @Test func deferredIndexedPropertiesAreAwaitedWhenIndexed() async throws {
    let index = CSSearchableIndex(name: "deferred-shapes")
    try await index.indexAppEntities([TodoLabelShape(id: "milk"), TodoLabelShape(id: "tea")])
    let context = CSSearchQueryContext()
    context.fetchAttributes = ["contentDescription", "authorNames"]
    let query = CSSearchQuery(
      queryString: "contentDescription == \"Notes of milk\"", queryContext: context)
    query.searchableIndex = index
    var found: [CSSearchableItem] = []
    for try await result in query.results { found.append(result.item) }
    #expect(found.map(\.uniqueIdentifier) == ["TodoLabelShape/milk"])
    #expect(found.first?.attributeSet.authorNames == ["Ada"])
    // An item made without waiting cannot hold them.
    let plain = CSSearchableItem(appEntity: TodoLabelShape(id: "milk"))
    #expect(plain.attributeSet.contentDescription == "A to-do")  // the subtitle, by default
    #expect(plain.attributeSet.authorNames == nil)
  }

  @Test func aRelatedEntityIsKeptWithTheItem() {
    let item = CSSearchableItem(uniqueIdentifier: "photo-1", domainIdentifier: "photos", attributeSet: CSSearchableItemAttributeSet())
    let todo = EntityIdentifier(for: TodoLabelShape(id: "milk"))
    item.relatedAppEntityIdentifier = todo
    #expect(item.relatedAppEntityIdentifier == todo)
    #expect(item.attributeSet.relatedAppEntityIdentifier == todo)
    #expect(item.associatedAppEntity == nil)
    item.relatedAppEntityIdentifier = nil
    #expect(item.relatedAppEntityIdentifier == nil)
  }

  @Test func namesAndDurationsShowThemselves() {
    var name = PersonNameComponents()
    name.givenName = "Ada"
    name.familyName = "Lovelace"
    #expect(String(localized: name.displayRepresentation.title) == "Ada Lovelace")
    #expect(String(localized: PersonNameComponents.typeDisplayRepresentation.name) == "Name")
    #expect(String(localized: Duration.seconds(5400).displayRepresentation.title) == "1 hr, 30 min")
  }

  @Test func theSystemContextSaysHowTheRunSpeaks() {
    let context = GreetShape().systemContext
    #expect(!context.isVoiceOnly)
    #expect(context.locale == Locale.current)
  }

  @Test func theSystemsOwnValuesExistButRunNothing() async throws {
    let prompt = IntentPrompt(text: "Summarize", files: [])
    #expect(String(localized: prompt.displayRepresentation.title) == "Summarize")
    await #expect(throws: AppIntentError.self) {
      _ = try await RunSystemShortcutIntent().perform()
    }
    #expect(IntentWidgetFamily.allCases.contains(.systemExtraLargePortrait))
    #expect(NSUserActivity(activityType: "x").widgetConfigurationIntent(of: WidgetShape.self) == nil)
    let configuration = LandmarksExtensionShape().configuration
    #expect(configuration is AppIntentsExtensionConfiguration)
  }

  @Test func uiElementsHoldWhatTheyAreGiven() {
    let element = AppEntityUIElement(
      TodoLabelShape(id: "milk"), bounds: CGRect(x: 0, y: 0, width: 10, height: 20),
      state: .init(isSelected: true),
      subelements: [AppEntityUIElement(identifier: EntityIdentifier(for: TodoLabelShape(id: "tea")), bounds: .zero)])
    #expect(element.identifier == EntityIdentifier(for: TodoLabelShape(id: "milk")))
    #expect(element.state.isSelected)
    #expect(element.subelements.first?.state.isSelected == false)
    let requests: Set<AppEntityUIElementsContext.ElementsRequest> = [.selected, .visible(rect: .zero)]
    #expect(requests.count == 2)
  }

  @Test func aPersonTransfersAsJSON() async throws {
    let ada = IntentPerson(identifier: .applicationDefined("42"), name: .displayName("Ada"), handle: nil)
    let data = try await ada.exported(as: .json)
    #expect(try JSONDecoder().decode(IntentPerson.self, from: data) == ada)
  }
}

struct WidgetShape: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Widget"
}
