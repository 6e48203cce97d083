import AppIntentsTesting
import Foundation
import GeoToolbox
import Testing

/// Apple's `AppIntentsTesting` exports an entity as a system value and resolves one back
/// through the entity type's `ValueRepresentation`; a person or a place is also an argument.
@Suite struct AppleTestingValueRepresentationTests {
  static let bundleIdentifier = "org.openintents.tests.contacts"
  let definitions = IntentDefinitions(bundleIdentifier: Self.bundleIdentifier)

  init() {
    IntentsTestSystem.register(bundleIdentifier: Self.bundleIdentifier) {
      IntentsHost(name: "Contacts") {
        ContactEntity.self
        VenueEntity.self
        MeetAtVenueIntent.self
        OpenPlaceIntent.self
      }
    }
  }

  @Test func anEntityIsExportedAsAPersonAndResolvedFromOne() async throws {
    let contacts = definitions.entities["ContactEntity"]
    let ada = try #require(try await contacts.entities(identifiers: ["ada"]).first)
    let person = try await ada.exported(as: IntentPerson.self)
    #expect(person.handle?.value == .emailAddress("ada@example.com"))
    #expect(try await contacts.resolved(from: person) == ada)

    let stranger = IntentPerson(
      identifier: .unknown, name: .displayName("Grace Hopper"),
      handle: IntentPerson.Handle(emailAddress: "grace@example.com"))
    let resolved = try await contacts.resolved(from: stranger)
    #expect(resolved.identifier.instanceIdentifier == "new:grace@example.com")

    // A contact without an address cannot be a person: the representation's error, named.
    let anonymous = try #require(try await contacts.entities(identifiers: ["anon"]).first)
    await #expect(throws: (any Error).self) { try await anonymous.exported(as: IntentPerson.self) }
  }

  @Test func anEntityIsExportedAsAPlaceAndAPlaceIsAnArgument() async throws {
    let venues = definitions.entities["VenueEntity"]
    let procope = try #require(try await venues.entities(identifiers: ["procope"]).first)
    let place = try await procope.exported(as: PlaceDescriptor.self)
    #expect(place.commonName == "Le Procope")
    #expect(try await venues.resolved(from: place) == procope)

    let opened = try await definitions.intents["OpenPlaceIntent"].makeIntent(place: place).run()
    let returned: PlaceDescriptor = try opened.value
    #expect(returned.commonName == "Le Procope")
    #expect(opened.dialog == "Opening Le Procope")

    // A venue given as a place, where the intent takes the entity.
    let met = try await definitions.intents["MeetAtVenueIntent"].makeIntent(venue: procope).run()
    #expect(met.dialog == "Meet at Le Procope")
    let contacts = definitions.entities["ContactEntity"]
    let notAContact = await #expect(throws: IntentsError.self) {
      try await contacts.resolved(from: place)
    }
    #expect(notAContact?.message.contains("ValueRepresentation") == true)
  }
}
