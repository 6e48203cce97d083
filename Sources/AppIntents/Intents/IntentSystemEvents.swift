import Foundation
import Synchronization

/// What an app's code tells the system outside a run's questions: a snippet to reload, an
/// intent donated, relevant intents updated, a run's progress. Every host in the process
/// observes these and keeps or forwards what concerns the intents it serves.
package final class IntentSystemEvents: Sendable {
  /// One thing the app's code told the system.
  package enum Event: Sendable {
    /// `SnippetIntent.reload()`: the snippets of this type shown anywhere must be run again.
    case snippetReload(any AppIntent.Type)
    /// An intent was donated, with its result when given.
    case donation(IntentDonationRecord)
    /// Donations matching a predicate are to be deleted: each host that keeps donations replies
    /// with the task deleting them, which gives their identifiers.
    case donationsDeleted(
      IntentDonationMatchingPredicate,
      reply: @Sendable (Task<[IntentDonationIdentifier], any Error>) -> Void)
    /// The app's relevant intents were replaced.
    case relevantIntents([RelevantIntent])
    /// The suggestions of a system intent (workouts, focus filters) changed.
    case suggestionsChanged(any AppIntent.Type)
  }

  /// The events of this process.
  package static let shared = IntentSystemEvents()
  private let observers = Mutex<[UUID: @Sendable (Event) -> Void]>([:])

  /// Calls the closure for every event; returns a token for ``remove(_:)``.
  package func observe(_ observer: @escaping @Sendable (Event) -> Void) -> UUID {
    let token = UUID()
    observers.withLock { $0[token] = observer }
    return token
  }

  /// Stops calling an observer.
  package func remove(_ token: UUID) {
    _ = observers.withLock { $0.removeValue(forKey: token) }
  }

  /// Tells every observer; how many there were.
  @discardableResult
  package func post(_ event: Event) -> Int {
    let all = observers.withLock { Array($0.values) }
    for observer in all { observer(event) }
    return all.count
  }
}
