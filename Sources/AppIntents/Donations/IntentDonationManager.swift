import Foundation
import Synchronization

/// Tells the system that the person did something, so that it can suggest it again.
///
/// ```swift
/// let id = try await IntentDonationManager.shared.donate(intent: OpenLandmarkIntent(landmark))
/// ```
///
/// The OpenIntents hosts of the process that serve the intent record the donation and list it
/// (`IntentsHost.donations()`), newest first, and rank their suggestions with it; hosts that
/// share a state store (`HostStateStore`) list what any of them recorded. `donate` returns once
/// every host has kept the donation. Donating an intent no host serves throws, so that a
/// donation is never silently lost; so does a host's store that cannot keep it.
public struct IntentDonationManager: Sendable {
  /// The donation manager of the process.
  public static var shared: IntentDonationManager { IntentDonationManager() }

  /// Donates an intent the person ran.
  @discardableResult
  public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier {
    try await record(intent, result: nil)
  }

  /// Donates an intent the person ran, with its result.
  @discardableResult
  public func donate(
    intent: some AppIntent, result: some IntentResult
  ) async throws
    -> IntentDonationIdentifier
  {
    try await record(intent, result: IntentResultParts(of: result))
  }

  /// Deletes the donations matching the predicate; returns their identifiers.
  @discardableResult
  public func deleteDonations(
    matching predicate: IntentDonationMatchingPredicate
  ) async throws
    -> [IntentDonationIdentifier]
  {
    let collected = DeletedDonations()
    IntentSystemEvents.shared.post(.donationsDeleted(predicate, reply: collected.add))
    var deleted: [IntentDonationIdentifier] = []
    for task in collected.all {
      for identifier in try await task.value where !deleted.contains(identifier) {
        deleted.append(identifier)
      }
    }
    return deleted
  }

  private func record(
    _ intent: some AppIntent, result: IntentResultParts?
  ) async throws
    -> IntentDonationIdentifier
  {
    let record = IntentDonationRecord(
      identifier: IntentDonationIdentifier(), intent: intent, result: result, date: Date())
    let accepted = DonationAcceptance()
    IntentSystemEvents.shared.post(.donation(record.accepted(by: accepted)))
    let kept = accepted.all
    guard !kept.isEmpty else {
      throw AppIntentError(
        "notDonated",
        "No OpenIntents host in this process serves \(type(of: intent)); create an IntentsHost "
          + "that declares it before donating it.")
    }
    for task in kept { try await task.value }
    return record.identifier
  }
}

extension AppIntent {
  /// Donates the intent to the system.
  @discardableResult
  public func donate() async throws -> IntentDonationIdentifier {
    try await IntentDonationManager.shared.donate(intent: self)
  }

  /// Donates the intent with its result.
  @discardableResult
  public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier {
    try await IntentDonationManager.shared.donate(intent: self, result: result)
  }

  /// Runs the intent from the app's own code and returns its value, donating it first unless
  /// told not to.
  ///
  /// The intent runs as it is, with the parameters the code set; it asks no questions (there is
  /// no system to answer them), so a `requestValue` inside `perform()` throws.
  public func callAsFunction(
    donate donateOnCompletion: Bool = true
  ) async throws
    -> Self.PerformResult.Value
  where Self.PerformResult: ReturnsValue {
    let result = try await perform()
    if donateOnCompletion { try await donate(result: result) }
    guard let value = result.value else {
      throw AppIntentError("invalidValue", "\(Self.self) returned no value.")
    }
    return value
  }
}

/// The hosts keeping a donation: each gives the task that keeps it.
package final class DonationAcceptance: Sendable {
  private let keeping = Mutex<[Task<Void, any Error>]>([])
  package init() {}
  /// A host keeps the donation; the task ends once it is kept.
  package func accept(_ task: Task<Void, any Error>) { keeping.withLock { $0.append(task) } }
  var all: [Task<Void, any Error>] { keeping.withLock { $0 } }
}

/// Collects the tasks deleting donations, one from every host that keeps donations.
final class DeletedDonations: Sendable {
  private let tasks = Mutex<[Task<[IntentDonationIdentifier], any Error>]>([])
  @Sendable func add(_ task: Task<[IntentDonationIdentifier], any Error>) {
    tasks.withLock { $0.append(task) }
  }
  var all: [Task<[IntentDonationIdentifier], any Error>] { tasks.withLock { $0 } }
}

extension IntentDonationRecord {
  /// The record with the acceptance counter that hosts call when they keep it.
  func accepted(by acceptance: DonationAcceptance) -> IntentDonationRecord {
    var copy = self
    copy.acceptance = acceptance
    return copy
  }
}
