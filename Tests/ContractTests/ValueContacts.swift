import AppIntents
import Foundation
import IntentsRuntime

/// Contacts shared with the system as people (`ValueRepresentation`), and badges exported as
/// people but never made from one.
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
    }
  }

  /// Why a person could not become a contact, or a contact a person.
  enum Problem: Error, CustomStringConvertible {
    case noAddress, unknownPerson

    var description: String {
      switch self {
      case .noAddress: "the contact has no email address"
      case .unknownPerson: "a person needs an email address to become a contact"
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

extension Contract {
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
  ]
}
