public import Foundation

/// The identity of one donation, to delete it later.
public struct IntentDonationIdentifier: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The donation's unique value. This is an OpenIntents addition.
  public let uuid: UUID

  package init(_ uuid: UUID = UUID()) { self.uuid = uuid }

  /// The identifier as text.
  public var description: String { uuid.uuidString }
}

/// Which donations to delete: one by identifier, those about an entity, or those of an intent
/// type.
public struct IntentDonationMatchingPredicate: Sendable {
  package enum Kind: Sendable {
    case donation(IntentDonationIdentifier)
    case entity(EntityIdentifier)
    case intentType(any AppIntent.Type, EntityIdentifier?)
    case donations(Set<IntentDonationIdentifier>)
    case entities([EntityIdentifier])
  }

  package let kind: Kind

  /// The donation with this identifier.
  public static func donationIdentifier(
    _ identifier: IntentDonationIdentifier
  )
    -> IntentDonationMatchingPredicate
  {
    IntentDonationMatchingPredicate(kind: .donation(identifier))
  }

  /// The donations whose intent has a parameter with this entity.
  public static func entityIdentifier(
    _ identifier: EntityIdentifier
  )
    -> IntentDonationMatchingPredicate
  {
    IntentDonationMatchingPredicate(kind: .entity(identifier))
  }

  /// The donations of an intent type, optionally only those with this entity.
  public static func intentType(
    _ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil
  ) -> IntentDonationMatchingPredicate {
    IntentDonationMatchingPredicate(kind: .intentType(intentType, entityIdentifier))
  }

  /// The donations with any of these identifiers (iOS 26.4).
  public static func donationIdentifiers(
    _ identifiers: [IntentDonationIdentifier]
  ) -> IntentDonationMatchingPredicate {
    IntentDonationMatchingPredicate(kind: .donations(Set(identifiers)))
  }

  /// The donations whose intent has a parameter with any of these entities (iOS 26.4).
  public static func entityIdentifiers(
    _ identifiers: [EntityIdentifier]
  ) -> IntentDonationMatchingPredicate {
    IntentDonationMatchingPredicate(kind: .entities(identifiers))
  }
}

/// One donation as the system records it: the intent with its parameters, and its result when
/// given.
package struct IntentDonationRecord: Sendable {
  package let identifier: IntentDonationIdentifier
  package let intent: any AppIntent
  package let result: IntentResultParts?
  package let date: Date
  /// Called by each host that keeps the donation.
  package var acceptance: DonationAcceptance?
}
