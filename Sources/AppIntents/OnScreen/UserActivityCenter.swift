import Foundation
import Synchronization

/// The entities the app's current activities show, most recent first: what the person at this
/// machine has on screen. The OpenIntents runtime reads it for its local client.
package final class UserActivityCenter: Sendable {
  /// One entity on screen.
  package struct Shown: Sendable {
    /// The entity.
    package var entity: EntityIdentifier
    /// Since when.
    package var since: Date
    let activity: ObjectIdentifier
  }

  /// The app's center.
  package static let shared = UserActivityCenter()
  /// The most entities kept.
  package static let capacity = 16

  private let shown = Mutex<[Shown]>([])

  func becomeCurrent(_ activity: NSUserActivity) {
    let key = ObjectIdentifier(activity)
    let entity = activity.appEntityIdentifier
    shown.withLock { shown in
      shown.removeAll { $0.activity == key }
      guard let entity else { return }
      shown.insert(Shown(entity: entity, since: Date(), activity: key), at: 0)
      if shown.count > Self.capacity { shown.removeLast(shown.count - Self.capacity) }
    }
  }

  func resign(_ activity: NSUserActivity) {
    let key = ObjectIdentifier(activity)
    shown.withLock { $0.removeAll { $0.activity == key } }
  }

  /// The entities on screen, most recent first.
  package var entities: [Shown] { shown.withLock { $0 } }

  /// Forgets every entity; for tests.
  package func removeAll() { shown.withLock { $0.removeAll() } }
}
