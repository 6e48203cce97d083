import AppIntents
import Foundation
import GeoToolbox
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

  @Test func anEntityIsWrittenWithThePlaceItIsRepresentedAs() async throws {
    let host = ValueContacts.make()
    let resolved = try await host.resolve(type: "VenueEntity", identifiers: ["flore"])
    guard case .found(let venue)? = resolved.first else {
      Issue.record("the venue was not found")
      return
    }
    let json = try await host.json(of: [venue], properties: nil)
    let place = json[0]?["as"]?["PlaceDescriptor"]
    #expect(place?["commonName"] == "Café de Flore")
    #expect(place?["representations"]?[0]?["coordinate"]?["latitude"] == 48.8541)
    #expect(
      place?["supportingRepresentations"]?[0]?["serviceIdentifiers"]
        == ["com.example.venues": "flore"])
    // The JSON is the place's own Codable form: it decodes to the place the export made.
    let decoded = try JSONDecoder().decode(
      PlaceDescriptor.self, from: Data(try #require(place).description.utf8))
    #expect(decoded.coordinate?.longitude == 2.3326 && decoded.commonName == "Café de Flore")
  }

  @Test func aPlaceGivenForAVenueGoesThroughTheImporter() async throws {
    let host = ValueContacts.make()
    let run = try await host.run(
      intent: "MeetAtVenueIntent", parameters: ["venue": .value(Contract.procope)])
    #expect(run.result?.dialog == "Meet at Le Procope")
    #expect(run.result?.value?["id"] == "at:48.853,2.3388")
    #expect(run.result?.value?["as"]?["PlaceDescriptor"]?["commonName"] == "Le Procope")
    // On the command line the same JSON arrives as text.
    let asText = try await host.run(
      intent: "MeetAtVenueIntent", parameters: ["venue": .text(Contract.procope.description)])
    #expect(asText.result?.dialog == run.result?.dialog)
    // A place with nothing in it is not a place: the runtime refuses it before the importer.
    do {
      _ = try await host.run(
        intent: "MeetAtVenueIntent",
        parameters: ["venue": .value(["PlaceDescriptor": ["representations": []]])])
      Issue.record("a venue was made from an empty place")
    } catch let error as IntentsError {
      #expect(error.code == IntentsError.invalidValue)
      #expect(error.message.contains("at least one representation"))
    }
  }

  @Test func aPlaceParameterTakesJSONOrACoordinate() async throws {
    let host = ValueContacts.make()
    let run = try await host.run(
      intent: "OpenPlaceIntent", parameters: ["place": .value(Contract.procopePlace)])
    #expect(run.result?.dialog == "Opening Le Procope")
    #expect(run.result?.value == Contract.procopePlace)
    let typed = try await host.run(
      intent: "OpenPlaceIntent",
      parameters: ["place": .text("commonName=Le Procope; latitude=48.853; longitude=2.3388")])
    #expect(typed.result?.value == Contract.procopePlace)
    let coordinate = try await host.run(
      intent: "OpenPlaceIntent", parameters: ["place": .text("48.853, 2.3388")])
    #expect(
      coordinate.result?.value?["representations"] == Contract.procopePlace["representations"])
    await #expect(throws: IntentsError.self) {
      _ = try await host.run(
        intent: "OpenPlaceIntent", parameters: ["place": .text("latitude=48.853")])
    }
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
    // A venue is a place both ways: its output says so, and its parameter takes one.
    let venue = try await host.describe(entityType: "VenueEntity")
    #expect(venue.valueRepresentations == [.init(valueType: "PlaceDescriptor", imports: true)])
    let place = host.entitySchema(of: venue)["properties"]?["as"]?["properties"]?["PlaceDescriptor"]
    #expect(place?["required"] == ["representations"])
    let venueForms =
      host.schema(of: ValueDescriptor(VenueEntity.self), asParameter: true)["anyOf"]?.arrayValue
      ?? []
    let placeForm = venueForms.first { $0["required"] == ["PlaceDescriptor"] }
    #expect(placeForm?["properties"]?["PlaceDescriptor"]?["properties"]?["representations"] != nil)
    // A place parameter's schema is the place's own.
    let placeParameter = host.schema(of: ValueDescriptor(PlaceDescriptor.self), asParameter: true)
    #expect(placeParameter["properties"]?["representations"]?["minItems"] == 1)
    // What the runtime writes fits the output schema; what it refuses, the input schema refuses.
    let flore = try await host.json(
      of: try await host.resolve(type: "VenueEntity", identifiers: ["flore"]).compactMap {
        if case .found(let entity) = $0 { return entity }
        return nil
      }, properties: nil)
    let written = try #require(flore[0]?["as"]?["PlaceDescriptor"])
    #expect(JSONSchemaValidator.issues(of: written, against: try #require(place)).isEmpty)
    #expect(JSONSchemaValidator.issues(of: Contract.procopePlace, against: placeParameter).isEmpty)
    let malformed: [JSONValue] = [
      ["representations": []], ["representations": [["street": "Rue de Buci"]]],
      ["representations": [["coordinate": ["latitude": 91, "longitude": 0]]]],
      ["representations": [["address": "Paris", "coordinate": ["latitude": 1, "longitude": 2]]]],
    ]
    for value in malformed {
      #expect(!JSONSchemaValidator.issues(of: value, against: placeParameter).isEmpty, "\(value)")
    }
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
    let venue = RecordingConsole(interactive: false)
    _ = await IntentsCommandLine.run(
      ["run", "MeetAtVenueIntent", "--venue", "id:flore"], name: "contacts",
      console: venue.console
    ) { _ in host }
    #expect(venue.output.contains("as PlaceDescriptor:"))
    #expect(venue.output.contains("com.example.venues"))
  }
}
