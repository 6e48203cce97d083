import AppIntents
import Foundation
import IntentsCLI
import IntentsRuntime
import IntentsWire
import Testing

/// `ValueRepresentation` through the runtime's host: what the exporting closure gives is
/// written beside the entity, and a value given in its place goes through the importing one.
@Suite struct ValueRepresentationTests {
  @Test func anEntityIsWrittenWithThePersonItIsRepresentedAs() async throws {
    let host = ValueContacts.make()
    let resolved = try await host.resolve(type: "ContactEntity", identifiers: ["ada", "anon"])
    let entities = resolved.compactMap { resolved -> EntityValue? in
      if case .found(let entity) = resolved { return entity }
      return nil
    }
    let json = try await host.json(of: entities, properties: nil)
    let person = json[0]?["as"]?["IntentPerson"]
    #expect(person?["name"] == "Ada Lovelace")
    #expect(person?["identifier"] == ["applicationDefined": "ada"])
    #expect(person?["handle"]?["emailAddress"] == "ada@example.com")
    // The contact without an address cannot be a person: written all the same, without "as".
    #expect(json[1]?["id"] == "anon")
    #expect(json[1]?.objectValue?["as"] == nil)
  }

  @Test func aPersonGivenForAContactGoesThroughTheImporter() async throws {
    let host = ValueContacts.make()
    let run = try await host.run(
      intent: "GreetContactIntent", parameters: ["contact": .value(Contract.grace)])
    #expect(run.result?.dialog == "Hello, Grace Hopper <grace@example.com>")
    #expect(run.result?.value?["id"] == "new:grace@example.com")
    // The result is the imported contact, exported again.
    #expect(run.result?.value?["as"]?["IntentPerson"]?["name"] == "Grace Hopper")
    // On the command line the same JSON arrives as text.
    let asText = try await host.run(
      intent: "GreetContactIntent", parameters: ["contact": .text(Contract.grace.description)])
    #expect(asText.result?.dialog == run.result?.dialog)
  }

  @Test func aRefusedOrUnimportableValueIsAClearError() async throws {
    let host = ValueContacts.make()
    await #expect(throws: IntentsError.self) {
      _ = try await host.run(
        intent: "GreetContactIntent",
        parameters: ["contact": .value(["IntentPerson": ["name": "Nobody"]])])
    }
    do {
      _ = try await host.run(
        intent: "PinBadgeIntent", parameters: ["badge": .value(Contract.grace)])
      Issue.record("a badge was made from a person")
    } catch let error as IntentsError {
      #expect(error.code == IntentsError.invalidValue)
      #expect(error.message.contains("BadgeEntity"))
    }
  }

  @Test func theSchemasSayWhatTheEntityIsRepresentedAs() async throws {
    let host = ValueContacts.make()
    let description = try await host.describe(entityType: "ContactEntity")
    #expect(description.valueRepresentations == [.init(valueType: "IntentPerson", imports: true)])
    let badgeType = try await host.describe(entityType: "BadgeEntity")
    #expect(badgeType.valueRepresentations == [.init(valueType: "IntentPerson", imports: false)])
    let schema = host.entitySchema(of: description)
    #expect(schema["properties"]?["as"]?["properties"]?["IntentPerson"] != nil)
    let parameter = host.schema(of: ValueDescriptor(ContactEntity.self), asParameter: true)
    let forms = parameter["anyOf"]?.arrayValue ?? []
    #expect(forms.contains { $0["required"] == ["IntentPerson"] })
    // A badge is exported as a person but not made from one: no such input form.
    let badge = host.schema(of: ValueDescriptor(BadgeEntity.self), asParameter: true)
    #expect(!(badge["anyOf"]?.arrayValue ?? []).contains { $0["required"] == ["IntentPerson"] })
  }

  @Test func theCommandLinePrintsTheValueUnderTheResult() async throws {
    let host = ValueContacts.make()
    let console = RecordingConsole(interactive: false)
    _ = await IntentsCommandLine.run(
      ["run", "GreetContactIntent", "--contact", "id:ada"], name: "contacts",
      console: console.console
    ) { _ in host }
    #expect(console.output.contains("as IntentPerson:"))
    #expect(console.output.contains("ada@example.com"))
    let described = RecordingConsole(interactive: false)
    _ = await IntentsCommandLine.run(
      ["describe", "BadgeEntity"], name: "contacts", console: described.console
    ) { _ in host }
    #expect(described.output.contains("as system values: IntentPerson (out only)"))
  }
}
