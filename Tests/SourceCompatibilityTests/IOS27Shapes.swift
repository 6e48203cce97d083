// The iOS 26.4 and 27 additions as Apple's documentation writes them: execution targets,
// syncable entities, cancellable and long-running intents. Compiled in the Swift 5 language
// mode, as app code is; the tests read back what each form declared.

import AppIntents
import Foundation
import Testing

struct CompleteTodoShape: AppIntent {
  static let title: LocalizedStringResource = "Complete To-Do"
  static let allowedExecutionTargets: ExecutionTargets = [.main]

  func perform() async throws -> some IntentResult { .result() }
}

struct WidgetToggleShape: AppIntent {
  static var title: LocalizedStringResource = "Toggle"
  static var allowedExecutionTargets: IntentExecutionTargets {
    [.main, .widgetKitExtension]
  }

  func perform() async throws -> some IntentResult { .result() }
}

struct AnywhereShape: AppIntent {
  static var title: LocalizedStringResource = "Anywhere"

  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct ExecutionTargetShapes {
  @Test func targetsAreDeclaredAsAppleWritesThem() {
    #expect(CompleteTodoShape.allowedExecutionTargets == .main)
    #expect(WidgetToggleShape.allowedExecutionTargets.contains(.widgetKitExtension))
    #expect(!WidgetToggleShape.allowedExecutionTargets.contains(.appIntentsExtension))
    // Apple's default: any process.
    #expect(AnywhereShape.allowedExecutionTargets == .default)
    #expect(IntentExecutionTargets.default.contains(.appIntentsExtension))
    var targets: IntentExecutionTargets = []
    targets.formUnion(.main)
    targets.formSymmetricDifference([.main, .widgetKitExtension])
    #expect(targets == .widgetKitExtension)
  }

  @Test func aRequirementDispatchesThroughTheProtocol() {
    func targets<Intent: AppIntent>(_ type: Intent.Type) -> IntentExecutionTargets {
      Intent.allowedExecutionTargets
    }
    #expect(targets(CompleteTodoShape.self) == .main)
  }
}

// MARK: - Syncable entities and ownership

struct TodoShape: SyncableEntity, OwnershipProvidingEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do"
  static var defaultQuery = TodoShapeQuery()

  var id: String  // the server's UUID: stable with no extra work
  var isShared = false
  var ownership: EntityOwnership { isShared ? [.shared] : [] }
  var displayRepresentation: DisplayRepresentation { "To-do \(id)" }
}

struct TodoShapeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TodoShape] {
    identifiers.map { TodoShape(id: $0) }
  }
}

struct NoteShape: SyncableEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  static var defaultQuery = NoteShapeQuery()

  var id: SyncableEntityIdentifier<Int, UUID>
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct NoteShapeQuery: EntityQuery {
  func entities(for identifiers: [NoteShape.ID]) async throws -> [NoteShape] {
    identifiers.map { NoteShape(id: $0) }
  }
}

@Suite struct SyncableShapes {
  @Test func identifiersAndOwnershipAreDeclaredAsAppleWritesThem() {
    let uuid = UUID()
    let id = SyncableEntityIdentifier(local: 12, stable: uuid)
    #expect(id.local == 12)
    #expect(id.stable == uuid)
    let same = SyncableEntityIdentifier<String, String>(id: "a")
    #expect(same.stable == "a")
    #expect(TodoShape(id: "x", isShared: true).ownership.contains(.shared))
    #expect(EntityOwnership.public != .unknown)
    #expect(NoteShape(id: id).id == SyncableEntityIdentifier<Int, UUID>.entityIdentifier(
      for: id.entityIdentifierString))
  }
}

// MARK: - Cancellation and long-running intents

struct ExportShape: CancellableIntent {
  static var title: LocalizedStringResource = "Export"

  func perform() async throws -> some IntentResult {
    try await withIntentCancellationHandler {
      try await Task.sleep(nanoseconds: 1)
    } onCancel: { reason in
      if reason == .timeout { print("took too long") }
    }
    return .result()
  }
}

struct ImportShape: LongRunningIntent, CancellableIntent {
  static var title: LocalizedStringResource = "Import"

  func perform() async throws -> some IntentResult {
    let count = try await performBackgroundTask(options: [.requiresGPU]) {
      progress.totalUnitCount = 1
      progress.completedUnitCount = 1
      return 1
    } onCancel: { reason in
      print(reason.debugDescription)
    }
    try await performBackgroundTask { _ = count }
    return .result()
  }
}

// MARK: - Entity collections

struct PhotoShape: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
  static var defaultQuery = PhotoShapeQuery()

  var id: Int
  var displayRepresentation: DisplayRepresentation { "Photo \(id)" }
}

struct PhotoShapeQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [PhotoShape] {
    identifiers.map { PhotoShape(id: $0) }
  }
}

struct DeletePhotosShape: AppIntent {
  static var title: LocalizedStringResource = "Delete Photos"

  @Parameter(title: "Photos") var photos: EntityCollection<PhotoShape>

  func perform() async throws -> some IntentResult {
    var kept = photos
    kept.append(PhotoShape(id: 9))
    kept.append(contentsOf: [10, 11])
    kept.remove(10)
    _ = kept.contains(9)
    _ = try await kept.resolvedEntities()
    return .result()
  }
}

@Suite struct EntityCollectionShapes {
  @Test func aCollectionIsAListOfIdentifiers() async throws {
    var photos: EntityCollection<PhotoShape> = [1, 2]
    photos.append(PhotoShape(id: 3))
    photos.append(contentsOf: [PhotoShape(id: 4)])
    photos.remove(PhotoShape(id: 2))
    #expect(Array(photos) == [1, 3, 4])
    #expect(photos.count == 3 && !photos.isEmpty)
    #expect(photos.contains(3) && !photos.contains(PhotoShape(id: 2)))
    #expect(try await photos.resolvedEntities().map(\.id) == [1, 3, 4])
    #expect(EntityCollection(entities: [PhotoShape(id: 1)]) == [1])
    #expect(EntityCollection<PhotoShape>().isEmpty)
  }
}
