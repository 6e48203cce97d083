import AppIntentsTesting
import Testing

/// The Landmarks app tested the way Apple's AppIntentsTesting tests an app (WWDC26 session 295):
/// types found by name, arguments given as plain values, results read by dynamic member. Apart
/// from the registration line in `init`, this file is what an Xcode 27 UI-test bundle would hold
/// for the installed app; here `swift test` runs it in-process against a SQLite copy of the data.
@Suite struct AppleStyleIntentTests {
  let definitions = IntentDefinitions(bundleIdentifier: "com.example.landmarks")

  init() {
    // Ours, not Apple's: where `IntentDefinitions` finds the app on Linux (the first
    // registration of an identifier wins, so every test of the suite shares one app).
    IntentsTestSystem.register(bundleIdentifier: "com.example.landmarks") {
      try await TemporaryLandmarks.shared.value.host
    }
  }

  // MARK: - Running intents

  @Test func openingALandmarkGivenAsTextReturnsItsEntity() async throws {
    let result = try await definitions.intents["OpenLandmarkIntent"]
      .makeIntent(landmark: "matterhorn")
      .run()

    let landmark: AnyAppEntity = try result.value
    #expect(landmark.identifier.instanceIdentifier == "113")
    #expect(try result.value.name == "Matterhorn")
    let country: String = try result.value.country
    let height: Double = try result.value.heightMeters
    #expect(country == "Switzerland")
    #expect(height == 4478)
  }

  @Test func aTextMatchingSeveralLandmarksTakesTheFirstMatch() async throws {
    // "falls" matches seven landmarks; the string query puts Angel Falls first.
    let result = try await definitions.intents["OpenLandmarkIntent"]
      .makeIntent(landmark: "falls")
      .run()

    let name: String = try result.value.name
    #expect(name == "Angel Falls")
  }

  @Test func anAmbiguousTextIsNotAQuestion() async throws {
    // Four names contain "mount e"; Apple's runtime asks nobody and takes the first.
    let result = try await definitions.intents["OpenLandmarkIntent"]
      .makeIntent(landmark: "mount e")
      .run()

    let name: String = try result.value.name
    #expect(name == "Mount Elbrus")
  }

  @Test func aParameterSetByNameIsTheOneTheIntentRunsWith() async throws {
    var intent = definitions.intents["OpenLandmarkIntent"].makeIntent()
    intent.landmark = "mount fuji"

    let result = try await intent.run()

    let name: String = try result.value.name
    #expect(name == "Mount Fuji")
  }

  @Test func anEnumParameterTakesItsRawValue() async throws {
    // Each section by its raw value; a value that is no case fails (see the failures below).
    for section in ["landmarks", "map", "collections"] {
      let result = try await definitions.intents["NavigateIntent"]
        .makeIntent(section: section)
        .run()
      #expect(result.value == nil)  // it shows a section, and returns nothing
    }
  }

  @Test func anEnumCaseMadeFromItsDefinitionIsAnArgument() async throws {
    let collections = definitions.enums["NavigationOption"].makeCase("collections")
    #expect(collections.rawValue == "collections")

    let intent = definitions.intents["NavigateIntent"].makeIntent(section: collections)
    let section: AnyAppEnum = try intent.section
    #expect(section.rawValue == "collections")
    try await intent.run()
  }

  @Test func anIntParameterReachesTheIntentAndItsRange() async throws {
    let tickets = definitions.intents["FindTicketsIntent"]
    let three = tickets.makeIntent(landmark: "eiffel", quantity: 3)
    let quantity: Int = try three.quantity
    #expect(quantity == 3)

    // Finding tickets asks the person to confirm, and nobody answers in this API: the run
    // stops, naming the question it asked — with the count and the landmark it resolved.
    let unconfirmed = try #require(
      await #expect(throws: (any Error).self) { try await three.run() })
    #expect(String(describing: unconfirmed).contains("Search for 3 tickets to Eiffel Tower?"))

    // It takes 1 to 10 tickets: 11 is refused before anything is asked.
    let tooMany = try #require(
      await #expect(throws: (any Error).self) {
        try await tickets.makeIntent(landmark: "eiffel", quantity: 11).run()
      })
    #expect(String(describing: tooMany).contains("between 1 and 10"))
  }

  @Test func aResultIsTheArgumentOfTheNextIntent() async throws {
    let opened = try await definitions.intents["OpenLandmarkIntent"]
      .makeIntent(landmark: "petra")
      .run()

    let added = try await definitions.intents["AddToCollectionIntent"]
      .makeIntent(landmark: opened.value, collection: "bucket")
      .run()
    let collection: String = try added.value.name
    let count: Int = try added.value.landmarkCount
    #expect(collection == "Bucket List")
    #expect(count == 1)

    // The same landmark again, as an entity this time: a collection holds it once.
    let petra: AnyAppEntity = try opened.value
    let again = try await definitions.intents["AddToCollectionIntent"]
      .makeIntent(landmark: petra, collection: "bucket")
      .run()
    let countAgain: Int = try again.value.landmarkCount
    #expect(countAgain == 1)
  }

  // MARK: - Entities and queries

  @Test func entitiesAreFoundByIdentifierAndUnknownOnesAreLeftOut() async throws {
    let landmarks = definitions.entities["LandmarkEntity"]

    let found = try await landmarks.entities(identifiers: [113, 99_999, 64])

    let names = try found.map { try $0.name as String }
    #expect(names == ["Matterhorn", "Mount Everest"])
  }

  @Test func theStringQueryFindsEveryMatchIgnoringCaseAndAccents() async throws {
    let landmarks = definitions.entities["LandmarkEntity"]

    let falls = try await landmarks.entities(matching: "FALLS")
    let names = try falls.map { try $0.name as String }
    #expect(names.count == 7)
    #expect(names.first == "Angel Falls")
    #expect(names.contains("Iguazú Falls"))

    let iguazu = try await landmarks.entities(matching: "iguazu")
    #expect(iguazu.count == 1)
    #expect(try iguazu[0].name as String == "Iguazú Falls")
  }

  @Test func suggestionsAreTheFeaturedLandmarks() async throws {
    let suggested = try await definitions.entities["LandmarkEntity"].suggestedEntities()

    #expect(suggested.count == 25)
    #expect(try suggested.allSatisfy { try $0.isFeatured as Bool })
    #expect(try suggested.contains { try $0.name as String == "Matterhorn" })
  }

  @Test func spotlightFindsLandmarksByNameAndByPlace() async throws {
    let landmarks = definitions.entities["LandmarkEntity"]

    let byName = try await landmarks.spotlightQuery("matterhorn")
    #expect(byName.count == 1)
    #expect(try byName[0].name as String == "Matterhorn")

    // The region is one of the keywords the app gives Spotlight.
    let byRegion = try await landmarks.spotlightQuery("valais")
    #expect(try byRegion.contains { try $0.name as String == "Matterhorn" })

    #expect(try await landmarks.spotlightQuery("qxzqxzqxz").isEmpty)

    // Without text: every landmark the index holds, each once.
    let indexed = try await landmarks.spotlightQuery()
    #expect(indexed.count == (try await landmarks.spotlightQuery(nil)).count)
    #expect(indexed.contains(landmarks.makeReference(identifier: "113")))
    #expect(Set(indexed.map(\.identifier.instanceIdentifier)).count == indexed.count)
    #expect(indexed.count > 25)
  }

  @Test func aReferenceMadeFromAnIdentifierIsTheEntityItNames() async throws {
    let landmarks = definitions.entities["LandmarkEntity"]
    let reference = landmarks.makeReference(identifier: "113")

    let result = try await definitions.intents["OpenLandmarkIntent"]
      .makeIntent(landmark: reference)
      .run()

    let name: String = try result.value.name
    #expect(name == "Matterhorn")
    let opened: AnyAppEntity = try result.value
    #expect(opened == reference)  // entities are equal when their identifiers are
  }

  @Test func collectionsAreEnumerable() async throws {
    let collections = try await definitions.entities["CollectionEntity"].allEntities()

    let names = try Set(collections.map { try $0.name as String })
    #expect(names == ["Favorites", "Bucket List"])
    let favorites = try #require(try collections.first { try $0.name as String == "Favorites" })
    let count: Int = try favorites.landmarkCount
    #expect(count == 5)
  }

  // MARK: - What fails, and how

  @Test func aMisspelledIntentFailsNamingTheIntentMeant() async throws {
    let error = try #require(
      await #expect(throws: (any Error).self) {
        try await definitions.intents["OpenLandmarkIntnet"].makeIntent(landmark: "petra").run()
      })

    #expect(String(describing: error).contains("OpenLandmarkIntent"))
  }

  @Test func aMisspelledParameterFailsNamingTheParameterMeant() async throws {
    let error = try #require(
      await #expect(throws: (any Error).self) {
        try await definitions.intents["OpenLandmarkIntent"].makeIntent(landmrk: "petra").run()
      })

    #expect(String(describing: error).contains("landmark"))
  }

  @Test func anUnknownEnumCaseFailsNamingTheCaseMeant() async throws {
    let error = try #require(
      await #expect(throws: (any Error).self) {
        try await definitions.intents["NavigateIntent"].makeIntent(section: "maps").run()
      })

    #expect(String(describing: error).contains("map"))
  }

  @Test func anAppThatIsNotThereFailsSayingSo() async throws {
    let missing = IntentDefinitions(bundleIdentifier: "com.example.not-installed")

    let error = try #require(
      await #expect(throws: (any Error).self) {
        try await missing.entities["LandmarkEntity"].suggestedEntities()
      })
    #expect(String(describing: error).contains("com.example.not-installed"))

    await #expect(throws: (any Error).self) {
      try await missing.intents["OpenLandmarkIntent"].makeIntent(landmark: "petra").run()
    }
  }
}

extension AppleStyleIntentTests {
  @Test func aValueQueryReturnsItsValuesForTextNamingTheContent() async throws {
    let query = definitions.valueQueries["LandmarkIntentValueQuery"]
    #expect(query.queryIdentifier == "LandmarkIntentValueQuery")
    let result = try await query.values(for: "Matterhorn")
    #expect(!result.items.isEmpty)
    let first: String = try result.items[0].name
    #expect(first == "Matterhorn")
    let entity: AnyAppEntity = try result.items[0].as(AnyAppEntity.self)
    #expect(entity == definitions.entities["LandmarkEntity"].makeReference(identifier: "113"))
    let misspelt = await #expect(throws: IntentsError.self) {
      try await definitions.valueQueries["LandmarkValueQuery"].values(for: "Matterhorn")
    }
    #expect(misspelt?.message.contains("LandmarkIntentValueQuery") == true)
  }

  @Test func viewAnnotationsAreTheEntitiesTheClientHasOnScreen() async throws {
    let host = try await TemporaryLandmarks.shared.value.host
    let client = try IntentsClient("apple-style-\(UUID().uuidString)")
    try await host.show(type: "LandmarkEntity", identifier: "113", to: client)
    let annotations = try await IntentsClient.$current.withValue(client) {
      try await definitions.entities["LandmarkEntity"].viewAnnotations()
    }
    #expect(annotations.map(\.entity.identifier.instanceIdentifier) == ["113"])
    #expect(try annotations[0].entity.name as String == "Matterhorn")
    #expect(annotations[0].isSelected == false)
    let none = try await IntentsClient.$current.withValue(client) {
      try await definitions.entities["CollectionEntity"].viewAnnotations()
    }
    #expect(none.isEmpty)
  }
}
