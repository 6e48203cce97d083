import Foundation
import Synchronization

/// Tells the system that the person did something, so that it can suggest it again.
///
/// ```swift
/// let id = try await IntentDonationManager.shared.donate(intent: OpenLandmarkIntent(landmark))
/// ```
///
/// The OpenIntents hosts of the process that serve the intent record the donation and list it
/// (`IntentsHost.donations()`), newest first, and rank their suggestions with it. Donating an
/// intent no host serves throws, so that a donation is never silently lost.
public struct IntentDonationManager: Sendable {
  /// The donation manager of the process.
  public static var shared: IntentDonationManager { IntentDonationManager() }

  /// Donates an intent the person ran.
  @discardableResult
  public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier {
    try record(intent, result: nil)
  }

  /// Donates an intent the person ran, with its result.
  @discardableResult
  public func donate(
    intent: some AppIntent, result: some IntentResult
  ) async throws
    -> IntentDonationIdentifier
  {
    try record(intent, result: IntentResultParts(of: result))
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
    return collected.all
  }

  private func record(
    _ intent: some AppIntent, result: IntentResultParts?
  ) throws
    -> IntentDonationIdentifier
  {
    let record = IntentDonationRecord(
      identifier: IntentDonationIdentifier(), intent: intent, result: result, date: Date())
    let accepted = DonationAcceptance()
    IntentSystemEvents.shared.post(.donation(record.accepted(by: accepted)))
    guard accepted.count > 0 else {
      throw AppIntentError(
        "notDonated",
        "No OpenIntents host in this process serves \(type(of: intent)); create an IntentsHost "
          + "that declares it before donating it.")
    }
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

/// Counts the hosts that recorded a donation.
package final class DonationAcceptance: Sendable {
  private let hosts = Mutex(0)
  package init() {}
  /// A host recorded the donation.
  package func accept() { hosts.withLock { $0 += 1 } }
  var count: Int { hosts.withLock { $0 } }
}

/// Collects the identifiers of deleted donations from every host.
final class DeletedDonations: Sendable {
  private let identifiers = Mutex<[IntentDonationIdentifier]>([])
  @Sendable func add(_ more: [IntentDonationIdentifier]) { identifiers.withLock { $0 += more } }
  var all: [IntentDonationIdentifier] { identifiers.withLock { $0 } }
}

extension IntentDonationRecord {
  /// The record with the acceptance counter that hosts call when they keep it.
  func accepted(by acceptance: DonationAcceptance) -> IntentDonationRecord {
    var copy = self
    copy.acceptance = acceptance
    return copy
  }
}
