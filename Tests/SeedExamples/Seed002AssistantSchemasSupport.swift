// What the seed's "Assistant Schema Domains" blocks assume of their app: the members their
// entities and enums leave out (queries, display representations, case titles, initializers),
// the `perform()` of the intents that show none, the seed-only types the blocks name, and
// stand-in libraries the `{ ... }` bodies work on.

import AppIntents
import Synchronization

/// The app's data for the schema seeds: what the intents create and change, kept in memory.
@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
final class SchemaSeedLibrary: Sendable {
  static let shared = SchemaSeedLibrary()

  private struct State {
    var entities: [String: any AppEntity] = [:]
    var searches: [String] = []
    var captures: [String] = []
    var sentDrafts: [(UUID, Date?)] = []
  }

  private let state = Mutex(State())

  /// Keeps an entity so that its type's query finds it.
  func store<Entity: AppEntity>(_ entity: Entity) {
    state.withLock { $0.entities[Self.key(Entity.self, entity.id)] = entity }
  }

  /// The stored entities of a type with the identifiers, in order.
  func entities<Entity: AppEntity>(_ type: Entity.Type, for identifiers: [Entity.ID]) -> [Entity] {
    state.withLock { state in
      identifiers.compactMap { state.entities[Self.key(Entity.self, $0)] as? Entity }
    }
  }

  private static func key<Entity: AppEntity>(_ type: Entity.Type, _ id: Entity.ID) -> String {
    "\(Entity.self)/\(id.entityIdentifierString)"
  }

  // MARK: - What the intents do

  /// Imports files as photos: one asset per file, titled after it.
  func importAssets(_ files: [IntentFile]) throws -> [Seed002Schemas.AssetEntity] {
    try files.map { file in
      guard !file.data.isEmpty else { throw SchemaSeedError.emptyFile(file.filename) }
      let asset = Seed002Schemas.AssetEntity(
        id: UUID().uuidString, title: file.filename, type: .photo, created: Date())
      store(asset)
      return asset
    }
  }

  /// The stored photos whose title contains the criteria's term.
  func assets(
    matching criteria: Seed002Schemas.PhotoSearchCriteria
  )
    -> [Seed002Schemas.AssetEntity]
  {
    let needle = FoldedString(criteria.term)
    return state.withLock { state in
      state.entities.values.compactMap { $0 as? Seed002Schemas.AssetEntity }
        .filter { needle.isContained(in: $0.title ?? "") }
        .sorted { $0.id < $1.id }
    }
  }

  func openTab(url: URL?, isPrivate: Bool) -> Seed002Schemas.TabEntity {
    let tab = Seed002Schemas.TabEntity(
      id: UUID(), url: url, name: url?.host() ?? "New Tab", isPrivate: isPrivate)
    store(tab)
    return tab
  }

  /// Rotates pages a quarter turn: their labels record the turns.
  func rotate(
    _ pages: [Seed002Schemas.ReaderPageEntity], clockwise: Bool
  )
    -> [Seed002Schemas.ReaderPageEntity]
  {
    pages.map { page in
      let rotated = Seed002Schemas.ReaderPageEntity(
        id: page.id, label: page.label + (clockwise ? " ↻" : " ↺"))
      store(rotated)
      return rotated
    }
  }

  func addEntry(
    message: AttributedString, title: String?, date: Date?, location: CLPlacemark?,
    media: [IntentFile]
  ) -> Seed002Schemas.JournalEntryEntity {
    let entry = Seed002Schemas.JournalEntryEntity(
      id: UUID(), title: title, message: message, mediaItems: media,
      entryDate: date ?? Date(), location: location)
    store(entry)
    return entry
  }

  func addSlide(
    to presentation: Seed002Schemas.PresentationEntity, layout: String?
  )
    -> Seed002Schemas.PresentationSlideEntity
  {
    let count = state.withLock { state in
      state.entities.values.compactMap { $0 as? Seed002Schemas.PresentationSlideEntity }
        .filter { $0.presentation.id == presentation.id }.count
    }
    let slide = Seed002Schemas.PresentationSlideEntity(
      id: UUID(), presentation: presentation, slideIndex: count, title: layout)
    store(slide)
    return slide
  }

  func createBoard(title: String?) -> Seed002Schemas.WhiteboardBoardEntity {
    let now = Date()
    let board = Seed002Schemas.WhiteboardBoardEntity(
      id: UUID(), title: title ?? "Untitled Board", creationDate: now, lastModificationDate: now)
    store(board)
    return board
  }

  func showSearchResults(for term: String) {
    state.withLock { $0.searches.append(term) }
  }

  var searches: [String] { state.withLock(\.searches) }

  func startCapture(_ description: String) {
    state.withLock { $0.captures.append(description) }
  }

  var captures: [String] { state.withLock(\.captures) }

  func send(_ draft: Seed002Schemas.MailDraftEntity, at date: Date?) {
    state.withLock { $0.sentDrafts.append((draft.id, date)) }
  }

  func wasSent(_ draft: UUID) -> Bool {
    state.withLock { $0.sentDrafts.contains { $0.0 == draft } }
  }
}

enum SchemaSeedError: Error, CustomStringConvertible {
  case emptyFile(String)

  var description: String {
    switch self {
    case .emptyFile(let name): "The file ‘\(name)’ is empty: there is no photo to import."
    }
  }
}

/// The query of the seed's schema entities: the entities the library keeps.
@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
struct SchemaSeedQuery<Entity: AppEntity>: EntityQuery {
  init() {}

  func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
    SchemaSeedLibrary.shared.entities(Entity.self, for: identifiers)
  }
}

// MARK: - Seed-only types the blocks name

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas {
  /// What `SearchPhotosIntent` searches with: a term. Codable, so that the bare `@Parameter` the
  /// schema macro writes has a form (as with Apple's SDK, a parameter's value type needs one).
  struct PhotoSearchCriteria: SearchCriteria, Codable {
    var term: String

    static var defaultResolverSpecification: EmptyResolverSpecification<PhotoSearchCriteria> {
      .init()
    }
  }

  @AppEntity(schema: .mail.account)
  struct MailAccountEntity {
    static let defaultQuery = SchemaSeedQuery<MailAccountEntity>()
    let id: UUID
    var name: String
    var emailAddress: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }

    init(id: UUID, name: String, emailAddress: String) {
      self.id = id
      self.name = name
      self.emailAddress = emailAddress
    }
  }

  @AppEntity(schema: .reader.page)
  struct ReaderPageEntity {
    static let defaultQuery = SchemaSeedQuery<ReaderPageEntity>()
    let id: UUID
    var label: String
    var displayRepresentation: DisplayRepresentation { "\(label)" }

    init(id: UUID, label: String) {
      self.id = id
      self.label = label
    }
  }

  @AppEntity(schema: .presentation.slide)
  struct PresentationSlideEntity {
    static let defaultQuery = SchemaSeedQuery<PresentationSlideEntity>()
    let id: UUID
    var presentation: PresentationEntity
    var slideIndex: Int?
    var title: String?
    var displayRepresentation: DisplayRepresentation { "\(title ?? "Slide")" }

    init(id: UUID, presentation: PresentationEntity, slideIndex: Int?, title: String?) {
      self.id = id
      self.presentation = presentation
      self.slideIndex = slideIndex
      self.title = title
    }
  }

  @AppEnum(schema: .camera.captureDuration)
  enum CaptureDuration: String {
    case short, long
    static let caseDisplayRepresentations: [CaptureDuration: DisplayRepresentation] = [
      .short: "3 Seconds", .long: "10 Seconds",
    ]
  }

  @AppEnum(schema: .camera.captureDevice)
  enum CaptureDevice: String {
    case front, back
    static let caseDisplayRepresentations: [CaptureDevice: DisplayRepresentation] = [
      .front: "Front Camera", .back: "Back Camera",
    ]
  }
}

// MARK: - What the blocks' app types leave out

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.AssetEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.AssetEntity>()
  var displayRepresentation: DisplayRepresentation { "\(title ?? "Photo")" }

  init(id: String, title: String?, type: Seed002Schemas.AssetType, created: Date) {
    self.id = id
    self.title = title
    self.creationDate = created
    self.location = nil
    self.assetType = type
    self.isFavorite = false
    self.isHidden = false
    self.hasSuggestedEdits = false
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.AlbumEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.AlbumEntity>()
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.BookEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.BookEntity>()
  var displayRepresentation: DisplayRepresentation { "\(title ?? "Book")" }

  init(id: UUID, title: String, author: String) {
    self.id = id
    self.title = title
    self.author = author
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.TabEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.TabEntity>()
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: UUID, url: URL?, name: String, isPrivate: Bool) {
    self.id = id
    self.url = url
    self.name = name
    self.isPrivate = isPrivate
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.ReaderDocumentEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.ReaderDocumentEntity>()
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  init(id: UUID, title: String, kind: Seed002Schemas.ReaderDocumentKind) {
    self.id = id
    self.title = title
    self.kind = kind
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.FilesEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.FilesEntity>()
  var displayRepresentation: DisplayRepresentation { "\(id.entityIdentifierString)" }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.JournalEntryEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.JournalEntryEntity>()
  var displayRepresentation: DisplayRepresentation { "\(title ?? "Entry")" }

  init(
    id: UUID, title: String?, message: AttributedString?, mediaItems: [IntentFile],
    entryDate: Date?, location: CLPlacemark?
  ) {
    self.id = id
    self.title = title
    self.message = message
    self.mediaItems = mediaItems
    self.entryDate = entryDate
    self.location = location
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.MailDraftEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.MailDraftEntity>()
  var displayRepresentation: DisplayRepresentation { "\(subject ?? "Draft")" }

  init(id: UUID, to: [IntentPerson], subject: String?, account: Seed002Schemas.MailAccountEntity) {
    self.id = id
    self.to = to
    self.cc = []
    self.bcc = []
    self.subject = subject
    self.body = nil
    self.attachments = []
    self.account = account
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.PresentationEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.PresentationEntity>()
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: UUID, name: String) {
    self.id = id
    self.name = name
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.SpreadsheetDocumentEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.SpreadsheetDocumentEntity>()
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.WhiteboardBoardEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.WhiteboardBoardEntity>()
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  init(id: UUID, title: String, creationDate: Date, lastModificationDate: Date) {
    self.id = id
    self.title = title
    self.creationDate = creationDate
    self.lastModificationDate = lastModificationDate
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.WordProcessorDocumentEntity {
  static let defaultQuery = SchemaSeedQuery<Seed002Schemas.WordProcessorDocumentEntity>()
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.AssetType {
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .photo: "Photo", .video: "Video",
  ]
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.BookContentType {
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .book: "Book", .pdf: "PDF",
  ]
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.ClearHistoryTimeFrame {
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .today: "Today", .lastFourHours: "Last Four Hours",
    .todayAndYesterday: "Today and Yesterday", .allTime: "All Time",
  ]
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.CaptureMode {
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .photo: "Photo", .video: "Video", .portrait: "Portrait",
  ]
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.ReaderDocumentKind {
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .image: "Image", .pdf: "PDF",
  ]
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.WhiteboardColor {
  static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .white: "White", .black: "Black", .grey: "Grey", .green: "Green", .red: "Red",
    .blue: "Blue",
  ]
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.StartCaptureIntent {
  /// Starts capturing with the camera stand-in.
  func perform() async throws -> some IntentResult & ProvidesDialog {
    let timer = timerDuration.map { " after a \($0.rawValue) timer" } ?? ""
    let camera = device.map { " with the \($0.rawValue) camera" } ?? ""
    SchemaSeedLibrary.shared.startCapture("\(captureMode.rawValue)\(timer)\(camera)")
    return .result(dialog: "Capturing \(captureMode.rawValue)\(timer)\(camera)")
  }
}

@available(*, deprecated, message: "adopts schemas iOS 27 deprecates")
extension Seed002Schemas.SendDraftIntent {
  /// Sends the draft, now or at the date given.
  func perform() async throws -> some IntentResult {
    SchemaSeedLibrary.shared.send(target, at: sendLaterDate)
    return .result()
  }
}
