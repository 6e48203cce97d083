import AppIntents
import Foundation
import GeoToolbox
import IntentsRuntime

/// Contacts shared with the system as people (`ValueRepresentation`), badges exported as
/// people but never made from one, and venues shared as places (GeoToolbox's
/// `PlaceDescriptor`), with an intent that takes a place itself.
enum ValueContacts {
  static let all = [
    ContactEntity(id: "ada", name: "Ada Lovelace", email: "ada@example.com"),
    ContactEntity(id: "anon", name: "Anonymous", email: ""),
  ]

  static func make() -> IntentsHost {
    IntentsHost(name: "Contacts") {
      ContactEntity.self
      BadgeEntity.self
      GreetContactIntent.self
      PinBadgeIntent.self
      VenueEntity.self
      MeetAtVenueIntent.self
      OpenPlaceIntent.self
    }
  }

  static let venues = [
    VenueEntity(id: "flore", name: "Café de Flore", latitude: 48.8541, longitude: 2.3326),
    VenueEntity(id: "procope", name: "Le Procope", latitude: 48.8530, longitude: 2.3388),
  ]

  /// Why a person could not become a contact, or a contact a person.
  enum Problem: Error, CustomStringConvertible {
    case noAddress, unknownPerson, noCoordinate

    var description: String {
      switch self {
      case .noAddress: "the contact has no email address"
      case .unknownPerson: "a person needs an email address to become a contact"
      case .noCoordinate: "a place needs a coordinate to become a venue"
      }
    }
  }
}

/// A contact: exported as a person when it has an email address, and made from a person — a
/// known one by identifier, else a new one by email address.
struct ContactEntity: AppEntity, Transferable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Contact"
  static let defaultQuery = ContactQuery()

  let id: String
  let name: String
  let email: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  static var transferRepresentation: some TransferRepresentation {
    ValueRepresentation(
      exporting: { contact in
        guard !contact.email.isEmpty else { throw ValueContacts.Problem.noAddress }
        return IntentPerson(
          identifier: .applicationDefined(contact.id), name: .displayName(contact.name),
          handle: IntentPerson.Handle(emailAddress: contact.email))
      },
      importing: { person in
        if case .applicationDefined(let id) = person.identifier,
          let known = ValueContacts.all.first(where: { $0.id == id })
        {
          return known
        }
        guard case .emailAddress(let address)? = person.handle?.value else {
          throw ValueContacts.Problem.unknownPerson
        }
        let name = if case .displayName(let name) = person.name { name } else { address }
        return ContactEntity(id: "new:\(address)", name: name, email: address)
      })
    ProxyRepresentation(exporting: \.name)
  }
}

struct ContactQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ContactEntity] {
    ValueContacts.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [ContactEntity] { ValueContacts.all }
}

/// A badge: exported as its holder, a person, but never made from one.
struct BadgeEntity: AppEntity, Transferable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Badge"
  static let defaultQuery = BadgeQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { "Badge \(id)" }

  static var transferRepresentation: some TransferRepresentation {
    ValueRepresentation(exporting: { badge in
      IntentPerson(identifier: .unknown, name: .displayName("Holder of \(badge.id)"), handle: nil)
    })
  }
}

struct BadgeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [BadgeEntity] {
    identifiers.map(BadgeEntity.init)
  }

  func suggestedEntities() async throws -> [BadgeEntity] { [BadgeEntity(id: "7")] }
}

/// Greets a contact and returns it.
struct GreetContactIntent: AppIntent {
  static let title: LocalizedStringResource = "Greet Contact"
  @Parameter(title: "Contact") var contact: ContactEntity

  func perform() async throws -> some IntentResult & ReturnsValue<ContactEntity> & ProvidesDialog {
    .result(value: contact, dialog: "Hello, \(contact.name) <\(contact.email)>")
  }
}

/// Pins a badge.
struct PinBadgeIntent: AppIntent {
  static let title: LocalizedStringResource = "Pin Badge"
  @Parameter(title: "Badge") var badge: BadgeEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Pinned \(badge.id)")
  }
}

/// A venue: exported as a place — its coordinate, name and identifier at this app's venue
/// service — and made from a place: the known venue by that identifier, else a new one at the
/// place's coordinate.
struct VenueEntity: AppEntity, Transferable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Venue"
  static let defaultQuery = VenueQuery()
  static let service = "com.example.venues"

  let id: String
  let name: String
  let latitude: Double
  let longitude: Double

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  static var transferRepresentation: some TransferRepresentation {
    ValueRepresentation(
      exporting: { venue in
        PlaceDescriptor(
          representations: [
            .coordinate(
              CLLocationCoordinate2D(latitude: venue.latitude, longitude: venue.longitude))
          ],
          commonName: venue.name,
          supportingRepresentations: [.serviceIdentifiers([service: venue.id])])
      },
      importing: { place in
        if let id = place.serviceIdentifier(for: service),
          let known = ValueContacts.venues.first(where: { $0.id == id })
        {
          return known
        }
        guard let coordinate = place.coordinate else { throw ValueContacts.Problem.noCoordinate }
        return VenueEntity(
          id: "at:\(coordinate.latitude),\(coordinate.longitude)",
          name: place.commonName ?? "Unnamed place", latitude: coordinate.latitude,
          longitude: coordinate.longitude)
      })
  }
}

struct VenueQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [VenueEntity] {
    ValueContacts.venues.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [VenueEntity] { ValueContacts.venues }
}

/// Sets a meeting at a venue and returns it.
struct MeetAtVenueIntent: AppIntent {
  static let title: LocalizedStringResource = "Meet at Venue"
  @Parameter(title: "Venue") var venue: VenueEntity

  func perform() async throws -> some IntentResult & ReturnsValue<VenueEntity> & ProvidesDialog {
    .result(value: venue, dialog: "Meet at \(venue.name)")
  }
}

/// Opens a place, given as a place, and returns it.
struct OpenPlaceIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Place"
  @Parameter(title: "Place") var place: PlaceDescriptor

  func perform() async throws -> some IntentResult & ReturnsValue<PlaceDescriptor> & ProvidesDialog
  {
    .result(value: place, dialog: "Opening \(place.commonName ?? place.address ?? "the place")")
  }
}

extension Contract {
  static let procopePlace: JSONValue = [
    "commonName": "Le Procope",
    "representations": [["coordinate": ["latitude": 48.8530, "longitude": 2.3388]]],
  ]
  static let procope: JSONValue = ["PlaceDescriptor": procopePlace]

  static let grace: JSONValue = [
    "IntentPerson": ["name": "Grace Hopper", "handle": ["emailAddress": "grace@example.com"]]
  ]

  /// `ValueRepresentation`: entities written as people, and people taken as entities.
  static let valueRepresentationCases: [ContractCase] = [
    .init(
      name: "an entity is written with the person it is represented as",
      operation: .resolve(type: "ContactEntity", ids: ["ada"]),
      expected: .member(["entities", "0", "as", "IntentPerson", "name"], "Ada Lovelace"),
      app: .contacts),
    .init(
      name: "a suggested entity is written with the person it is represented as",
      operation: .suggest(type: "ContactEntity"),
      expected: .member(
        ["entities", "0", "as", "IntentPerson", "identifier"], ["applicationDefined": "ada"]),
      app: .contacts),
    .init(
      name: "an entity whose export fails is written without it",
      operation: .resolve(type: "ContactEntity", ids: ["anon"]),
      expected: .resolved(ids: ["anon"], missing: []), app: .contacts),
    .init(
      name: "a run's entity result carries the person",
      operation: .run(intent: "GreetContactIntent", parameters: ["contact": ["id": "ada"]]),
      expected: .member(
        ["result", "value", "as", "IntentPerson", "handle", "emailAddress"], "ada@example.com"),
      app: .contacts),
    .init(
      name: "a person is taken where a contact is expected",
      operation: .run(intent: "GreetContactIntent", parameters: ["contact": grace]),
      expected: .member(["result", "dialog"], "Hello, Grace Hopper <grace@example.com>"),
      app: .contacts),
    .init(
      name: "a known person becomes the known contact",
      operation: .run(
        intent: "GreetContactIntent",
        parameters: [
          "contact": ["IntentPerson": ["identifier": ["applicationDefined": "ada"], "name": "A."]]
        ]),
      expected: .member(["result", "value", "id"], "ada"), app: .contacts),
    .init(
      name: "a person the importer refuses fails the transfer",
      operation: .run(
        intent: "GreetContactIntent",
        parameters: ["contact": ["IntentPerson": ["name": "Nobody"]]]),
      expected: .errorSaying("transferFailed", "needs an email address"), app: .contacts),
    .init(
      name: "a person is refused where the entity is only exported as one",
      operation: .run(intent: "PinBadgeIntent", parameters: ["badge": grace]),
      expected: .error("invalidValue"), app: .contacts),
    .init(
      name: "an entity is written with the place it is represented as",
      operation: .resolve(type: "VenueEntity", ids: ["flore"]),
      expected: .member(["entities", "0", "as", "PlaceDescriptor", "commonName"], "Café de Flore"),
      app: .contacts),
    .init(
      name: "a run's entity result carries the place",
      operation: .run(intent: "MeetAtVenueIntent", parameters: ["venue": ["id": "flore"]]),
      expected: .member(
        ["result", "value", "as", "PlaceDescriptor", "representations", "0", "coordinate"],
        ["latitude": 48.8541, "longitude": 2.3326]),
      app: .contacts),
    .init(
      name: "a place is taken where a venue is expected",
      operation: .run(intent: "MeetAtVenueIntent", parameters: ["venue": procope]),
      expected: .member(["result", "dialog"], "Meet at Le Procope"), app: .contacts),
    .init(
      name: "a place naming a known venue becomes that venue",
      operation: .run(
        intent: "MeetAtVenueIntent",
        parameters: [
          "venue": [
            "PlaceDescriptor": [
              "representations": [["address": "172 Boulevard Saint-Germain, Paris"]],
              "supportingRepresentations": [
                ["serviceIdentifiers": ["com.example.venues": "flore"]]
              ],
            ]
          ]
        ]),
      expected: .member(["result", "value", "id"], "flore"), app: .contacts),
    .init(
      name: "a place the importer refuses fails the transfer",
      operation: .run(
        intent: "MeetAtVenueIntent",
        parameters: ["venue": ["PlaceDescriptor": ["representations": [["address": "Paris"]]]]]),
      expected: .errorSaying("transferFailed", "needs a coordinate"), app: .contacts),
    .init(
      name: "a place with no representation is refused where a venue is expected",
      operation: .run(
        intent: "MeetAtVenueIntent",
        parameters: ["venue": ["PlaceDescriptor": ["representations": []]]]),
      expected: .error("invalidValue"), app: .contacts),
    .init(
      name: "a place off Earth is refused where a venue is expected",
      operation: .run(
        intent: "MeetAtVenueIntent",
        parameters: [
          "venue": [
            "PlaceDescriptor": [
              "representations": [["coordinate": ["latitude": 91, "longitude": 2.3388]]]
            ]
          ]
        ]),
      expected: .error("invalidValue"), app: .contacts),
    .init(
      name: "a place is refused where the entity is not represented as one",
      operation: .run(intent: "GreetContactIntent", parameters: ["contact": procope]),
      expected: .error("invalidValue"), app: .contacts),
    .init(
      name: "a place parameter takes a place and the result is written as one",
      operation: .run(
        intent: "OpenPlaceIntent", parameters: ["place": procopePlace]),
      expected: .member(["result", "value", "commonName"], "Le Procope"), app: .contacts),
    .init(
      name: "a malformed place parameter is refused",
      operation: .run(
        intent: "OpenPlaceIntent",
        parameters: ["place": ["representations": [["street": "Rue de Buci"]]]]),
      expected: .error("invalidValue"), app: .contacts),
  ]
}
