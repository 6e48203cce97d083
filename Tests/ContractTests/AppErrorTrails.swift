import AppIntents
import IntentsFixtures
import IntentsRuntime

/// An error of the app's own type that says which `AppIntentError` it is.
enum TrailClosure: Error, CustomAppIntentErrorConvertible {
  case closed(String)
  case removed(String)

  var appIntentError: AppIntentError {
    switch self {
    case .closed(let trail):
      AppIntentError(
        predefinedError: AppIntentError.Unrecoverable.notAllowed,
        description: "\(trail) is closed for the season.")
    case .removed(let trail):
      AppIntentError(
        predefinedError: AppIntentError.Unrecoverable.entityNotFound,
        description: "\(trail) was taken off the map.")
    }
  }
}

/// An error the app does not explain, whose text must stay in the server's log.
struct TrailDatabaseFailure: Error, CustomStringConvertible {
  var description: String { "cannot open /srv/trails/secret.sqlite: disk I/O error" }
}

/// Closes a trail, failing as `outcome` says: each kind of error an app's intent can throw.
struct CloseTrailIntent: AppIntent {
  static let title: LocalizedStringResource = "Close Trail"

  @Parameter(title: "Outcome") var outcome: String

  init() {}

  func perform() async throws -> some IntentResult {
    switch outcome {
    case "notAllowed": throw AppIntentError.Unrecoverable.notAllowed
    case "entityNotFound": throw AppIntentError.Unrecoverable.entityNotFound
    case "convertedNotAllowed": throw TrailClosure.closed("The Eiger Trail")
    case "convertedEntityNotFound": throw TrailClosure.removed("The Eiger Trail")
    case "permission": throw AppIntentError.PermissionRequired.contacts
    case "described": throw AppIntentError(description: "The trail office is unreachable.")
    case "unknown": throw TrailDatabaseFailure()
    default: return .result()
    }
  }
}

/// A trail whose query says that every trail asked for was taken off the map.
struct RemovedTrailEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Removed Trail"
  static let defaultQuery = RemovedTrailQuery()

  let id: Int
  var displayRepresentation: DisplayRepresentation { "Trail \(id)" }
}

/// Answers every identifier with the app's own "taken off the map" error.
struct RemovedTrailQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [RemovedTrailEntity] {
    throw TrailClosure.removed("Trail \(identifiers.first ?? 0)")
  }

  func suggestedEntities() async throws -> [RemovedTrailEntity] { [] }
}

/// The fixture trails with an intent and a query that fail with the app's own errors.
enum AppErrorTrails {
  static func make() -> IntentsHost {
    _ = TrailsHost.make()  // registers the fixture stores
    return IntentsHost(name: "Trails") {
      TrailEntity.self
      RemovedTrailEntity.self
      CloseTrailIntent.self
    }
  }
}
