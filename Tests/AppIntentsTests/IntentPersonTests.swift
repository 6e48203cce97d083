import AppIntents
import Foundation
import Testing

@Suite struct IntentPersonTests {
  static let ada = IntentPerson(
    identifier: .applicationDefined("user-42"), name: .displayName("Ada Lovelace"),
    handle: IntentPerson.Handle(emailAddress: "ada@example.com", label: .work),
    aliases: [IntentPerson.Handle(phoneNumber: "+44 20 7946 0000", label: .custom("Lab"))])

  @Test func aPersonIsShownByNameWithHandleElseByHandle() {
    #expect(Self.ada.displayRepresentation.title == "Ada Lovelace")
    #expect(Self.ada.displayRepresentation.subtitle == "ada@example.com")
    let byHandle = IntentPerson(handle: .init(phoneNumber: "+1 555 0100"))
    #expect(byHandle.displayRepresentation.title == "+1 555 0100")
    #expect(byHandle.identifier == .unknown && byHandle.name == .unknown && !byHandle.isMe)
    var parts = PersonNameComponents()
    parts.givenName = "Grace"
    parts.familyName = "Hopper"
    #expect(IntentPerson.Name.components(parts).text == "Grace Hopper")
    #expect(IntentPerson.Name.displayName("  ").text == nil)
  }

  @Test func handlesHaveDefaultAndCustomLabels() {
    #expect(IntentPerson.Handle(emailAddress: "a@b.c").label == .other)
    #expect(IntentPerson.Handle(applicationDefined: "@ada").label == .other)
    #expect(IntentPerson.Handle(applicationDefined: "@ada", label: "Chat").label == .custom("Chat"))
    #expect(IntentPerson.Handle(.phoneNumber("1"), label: .mobile).value.text == "1")
    #expect(IntentPerson.ParameterMode(rawValue: "emailOrPhone") == .emailOrPhone)
  }

  @Test func aPersonRoundTripsThroughJSONInItsDocumentedForm() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(Self.ada), as: UTF8.self)
    #expect(
      json
        == #"{"aliases":[{"label":{"custom":"Lab"},"phoneNumber":"+44 20 7946 0000"}],"#
        + #""handle":{"emailAddress":"ada@example.com","label":"work"},"#
        + #""identifier":{"applicationDefined":"user-42"},"name":"Ada Lovelace"}"#)
    #expect(try JSONDecoder().decode(IntentPerson.self, from: Data(json.utf8)) == Self.ada)
  }

  @Test func decodingReadsNamePartsAndCustomLabelsAndRefusesTwoHandleKinds() throws {
    let text = #"""
      {"name": {"givenName": "Ada", "familyName": "Lovelace"},
       "handle": {"phoneNumber": "123", "label": "Gym"}, "isMe": true}
      """#
    let person = try JSONDecoder().decode(IntentPerson.self, from: Data(text.utf8))
    #expect(person.name.text == "Ada Lovelace")
    #expect(person.handle?.label == .custom("Gym"))
    #expect(person.isMe)
    let both = #"{"handle": {"phoneNumber": "1", "emailAddress": "a@b.c"}}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IntentPerson.self, from: Data(both.utf8))
    }
  }
}
