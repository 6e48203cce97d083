import Foundation
import Synchronization

/// An intent that opens the app's camera, with context the app keeps for it.
///
/// The app context is kept by the process (encoded as JSON, like the system keeps it), read
/// back by ``appContext`` and replaced by ``updateAppContext(_:)``.
public protocol CameraCaptureIntent: SystemIntent {
  /// The type of the context the app keeps.
  associatedtype AppContext: Codable, Sendable = Never
}

extension CameraCaptureIntent {
  /// The context last stored with ``updateAppContext(_:)``, if any.
  public static var appContext: Self.AppContext? {
    get async throws {
      guard let data = CameraCaptureContexts.shared.data(for: persistentIdentifier) else {
        return nil
      }
      return try JSONDecoder().decode(AppContext.self, from: data)
    }
  }

  /// Stores (or with `nil`, removes) the context.
  public static func updateAppContext(_ newContext: Self.AppContext?) async throws {
    let data = try newContext.map { try JSONEncoder().encode($0) }
    CameraCaptureContexts.shared.set(data, for: persistentIdentifier)
  }
}

/// The camera capture contexts of the process, by intent.
final class CameraCaptureContexts: Sendable {
  static let shared = CameraCaptureContexts()
  private let contexts = Mutex<[String: Data]>([:])

  func data(for intent: String) -> Data? { contexts.withLock { $0[intent] } }
  func set(_ data: Data?, for intent: String) { contexts.withLock { $0[intent] = data } }
}
