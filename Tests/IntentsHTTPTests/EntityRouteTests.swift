import AppIntentsTesting
import HTTPTypes
import IntentsHTTP
import IntentsWire
import Testing

/// Describe, suggest, search, find, read and resolve entities.
@Suite struct EntityRouteTests {
  @Test(arguments: Transport.allCases)
  func describingATypeIncludesItsFindSchema(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let trail = try await client.get("/entities/TrailEntity")
      #expect(trail.status == .ok)
      #expect(trail["identifier"] == "TrailEntity")
      #expect(trail["identifierForm"] == "integer")
      #expect(trail["urlTemplate"] != nil)
      let properties = try #require(trail["properties"]?.arrayValue)
      #expect(properties.contains { $0.objectValue?["name"] == "lengthKm" })
      #expect(trail["findSchema", "properties", "filters", "type"] == "array")
      #expect(trail["findSchema", "additionalProperties"] == false)

      let unknown = try await client.get("/entities/MountainEntity")
      expectError(unknown, .notFound, "unknownType")
      #expect(
        unknown["error", "allowed"] == ["AuditEntity", "HutEntity", "RegionEntity", "TrailEntity"])
    }
  }

  @Test(arguments: Transport.allCases)
  func suggestionsComeWithSectionsAndPrompt(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let trails = try await client.get("/entities/TrailEntity/suggestions")
      #expect(trails.status == .ok)
      #expect(trails["entities"]?.arrayValue?.compactMap { $0.objectValue?["id"] } == ["4", "6"])
      #expect(trails["sections"] == nil)

      let regions = try await client.get("/entities/RegionEntity/suggestions?properties=none")
      #expect(regions["promptLabel"] == "Which region?")
      #expect(regions["sections", 0, "title"] == "Alps")
      #expect(regions["sections", 0, "ids"] == ["bernese-oberland", "valais"])
      #expect(regions["entities", 0, "properties"] == nil)
    }
  }

  @Test(arguments: Transport.allCases)
  func searchMatchesTextAndIsRefusedWhereTheQueryCannotSearch(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let glacier = try await client.get("/entities/TrailEntity/search?q=glacier")
      #expect(glacier.status == .ok)
      #expect(glacier["entities", 0, "title"] == "Matterhorn Glacier Trail")
      let spaced = try await client.get("/entities/TrailEntity/search?q=eiger+trail")
      #expect(spaced["entities", 0, "id"] == "1")
      let encoded = try await client.get("/entities/TrailEntity/search?q=S%C3%A4ntis%20Ridge")
      #expect(encoded["entities", 0, "id"] == "5")
      let derived = try await client.get("/entities/HutEntity/search?q=hornli")
      #expect(derived["entities", 0, "title"] == "Hörnlihütte")

      expectError(
        try await client.get("/entities/RegionEntity/search?q=valais"), .conflict, "notSearchable")
      let missing = try await client.get("/entities/TrailEntity/search")
      expectError(missing, .badRequest, "invalidRequest")
      #expect(missing.errorMessage.contains("‘q’"))
      let long = String(repeating: "a", count: 4097)
      // Longer than the limit: too large, as over the CLI and MCP.
      expectError(
        try await client.get("/entities/TrailEntity/search?q=\(long)"), .contentTooLarge,
        "requestTooLarge")
    }
  }

  @Test(arguments: Transport.allCases)
  func findFiltersSortsAndLimits(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let found = try await client.post(
        "/entities/TrailEntity/find?properties=none",
        [
          "filters": [
            ["property": "difficulty", "comparison": "equalTo", "value": "hard"],
            ["property": "lengthKm", "comparison": "isBetween", "values": [5, 15]],
          ],
          "sort": [["property": "name", "order": "descending"]], "limit": 5,
        ])
      #expect(found.status == .ok, "\(found.text)")
      #expect(
        found["entities"]?.arrayValue?.compactMap { $0.objectValue?["title"] } == [
          "Säntis Ridge", "Matterhorn Glacier Trail",
        ])
      #expect(found["entities", 0, "properties"] == nil)

      let everything = try await client.request(.post, "/entities/TrailEntity/find")
      #expect(everything["entities"]?.arrayValue?.count == 6)
      let huts = try await client.post(
        "/entities/HutEntity/find",
        ["filters": [["property": "altitude", "comparison": "greaterThan", "value": 2500]]])
      #expect(huts["entities"]?.arrayValue?.count == 2, "\(huts.text)")
    }
  }

  @Test(arguments: Transport.allCases)
  func badFindsAreClearErrors(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let unknownProperty = try await client.post(
        "/entities/TrailEntity/find",
        ["filters": [["property": "colour", "comparison": "equalTo", "value": "red"]]])
      expectError(unknownProperty, .unprocessableContent, "unknownProperty")
      #expect(unknownProperty["error", "allowed"]?.arrayValue?.contains("lengthKm") == true)

      let comparison = try await client.post(
        "/entities/TrailEntity/find",
        ["filters": [["property": "isLoop", "comparison": "greaterThan", "value": true]]])
      expectError(comparison, .unprocessableContent, "unsupportedComparator")

      let wrongType = try await client.post(
        "/entities/TrailEntity/find",
        ["filters": [["property": "lengthKm", "comparison": "lessThan", "value": "far"]]])
      expectError(wrongType, .unprocessableContent, "invalidValue")

      for filter: JSONValue in [
        ["property": "tags", "comparison": "contains", "value": false],
        ["property": "elevationGain", "comparison": "greaterThanOrEqualTo", "value": "500"],
      ] {
        let refused = try await client.post("/entities/TrailEntity/find", ["filters": [filter]])
        expectError(refused, .unprocessableContent, "invalidValue")
      }
      let date = try await client.post(
        "/entities/HutEntity/find",
        [
          "filters": [
            [
              "property": "opened", "comparison": "isBetween",
              "values": [0, "2000-01-01T00:00:00Z"],
            ]
          ]
        ])
      expectError(date, .unprocessableContent, "invalidValue")
      let opened = try await client.post(
        "/entities/HutEntity/find?properties=none",
        [
          "filters": [
            ["property": "opened", "comparison": "greaterThan", "value": "1900-01-01T00:00:00Z"]
          ]
        ])
      #expect(opened["entities"]?.arrayValue?.count == 2, "\(opened.text)")

      let unsortable = try await client.post(
        "/entities/TrailEntity/find", ["sort": [["property": "region"]]])
      expectError(unsortable, .unprocessableContent, "notSortable")

      let shape = try await client.post("/entities/TrailEntity/find", ["filter": []])
      expectError(shape, .badRequest, "invalidRequest")
      expectError(
        try await client.request(.post, "/entities/TrailEntity/find", body: "{\"limit\": "),
        .badRequest, "invalidRequest")

      let filter: JSONValue = ["property": "name", "comparison": "contains", "value": "a"]
      let tooMany = try await client.post(
        "/entities/TrailEntity/find", ["filters": .array(Array(repeating: filter, count: 65))])
      expectError(tooMany, .contentTooLarge, "requestTooLarge")
      #expect(tooMany.errorMessage.contains("64"))
      let nullSort = try await client.post("/entities/TrailEntity/find", ["sort": nil])
      expectError(nullSort, .badRequest, "invalidRequest")

      expectError(
        try await client.post("/entities/RegionEntity/find", [:]), .conflict, "notFindable")
      expectError(try await client.post("/entities/Nope/find", [:]), .notFound, "unknownType")
    }
  }

  @Test(arguments: Transport.allCases)
  func findsCannotUsePropertiesComputedOnDemand(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      // `forecast` is computed when read: a derived Find refuses it, and the server stays up.
      let filtered = try await client.post(
        "/entities/HutEntity/find",
        ["filters": [["property": "forecast", "comparison": "contains", "value": "x"]]])
      expectError(filtered, .unprocessableContent, "unsupportedComparator")
      let sorted = try await client.post(
        "/entities/HutEntity/find", ["sort": [["property": "forecast"]]])
      expectError(sorted, .unprocessableContent, "notSortable")
      #expect(try await client.get("/health").status == .ok)
      let byAltitude = try await client.post(
        "/entities/HutEntity/find?properties=none",
        ["sort": [["property": "altitude", "order": "descending"]], "limit": 1])
      #expect(byAltitude["entities", 0, "title"] == "Hörnlihütte")

      let described = try await client.get("/entities/HutEntity")
      let filters = described["findSchema", "properties", "filters", "items", "anyOf"]
      #expect(filters?.description.contains("forecast") == false)
      #expect(filters?.description.contains("altitude") == true)
    }
  }

  @Test(arguments: Transport.allCases)
  func oneEntityWithItsPropertiesDeferredOnesWhenAsked(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let trail = try await client.get("/entities/TrailEntity/5")
      #expect(trail.status == .ok)
      #expect(trail["title"] == "Säntis Ridge")
      #expect(trail["url"] == "https://trails.example/t/5")
      #expect(trail["properties", "lengthKm"] == 14.2)
      #expect(trail["properties", "difficulty"] == "hard")

      let hut = "/entities/HutEntity/00000000-0000-0000-0000-00000000000A"
      #expect(try await client.get(hut)["properties", "forecast"] == nil)
      #expect(
        try await client.get(hut + "?properties=all")["properties", "forecast"]
          == "Clear above 3260 m")
      let chosen = try await client.get(hut + "?properties=forecast")
      #expect(chosen["properties", "forecast"] == "Clear above 3260 m")
      // Names select those properties alone.
      #expect(chosen["properties", "altitude"] == nil)
      #expect(
        try await client.get(hut + "?properties=altitude,forecast")["properties", "altitude"]
          == 3260)
      #expect(try await client.get(hut + "?properties=none")["properties"] == nil)
      let unknown = try await client.get(hut + "?properties=forecast,mood")
      expectError(unknown, .unprocessableContent, "unknownProperty")
      expectError(
        try await client.get(hut + "?properties=forecast,%20name"), .unprocessableContent,
        "unknownProperty")
      expectError(
        try await client.get(hut + "?properties="), .unprocessableContent, "unknownProperty")

      let region = try await client.get("/entities/RegionEntity/bernese-oberland")
      #expect(region["title"] == "Bernese Oberland")
    }
  }

  @Test(arguments: Transport.allCases)
  func missingAndMalformedIdentifiersAreErrors(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      expectError(try await client.get("/entities/TrailEntity/99"), .notFound, "entityNotFound")
      expectError(
        try await client.get("/entities/TrailEntity/eiger"), .unprocessableContent,
        "malformedIdentifier")
      expectError(
        try await client.get("/entities/HutEntity/not-a-uuid"), .unprocessableContent,
        "malformedIdentifier")
      expectError(try await client.get("/entities/TrailEntity/%ZZ"), .badRequest, "invalidRequest")
    }
  }

  @Test(arguments: Transport.allCases)
  func failuresOfTheAppAre500sThatNameNoInternals(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let audit = try await client.get("/entities/AuditEntity/1")
      expectError(audit, .internalServerError, "missingDependency")
      #expect(!audit.errorMessage.contains("ledger"))
      #expect(!audit.errorMessage.contains("Ledger"))
    }
  }

  @Test(arguments: Transport.allCases)
  func resolveAnswersFoundEntitiesInOrderAndTheMissing(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let resolved = try await client.post(
        "/entities/TrailEntity/resolve", ["ids": ["3", "99", "1"]])
      #expect(resolved.status == .ok)
      #expect(resolved["entities"]?.arrayValue?.compactMap { $0.objectValue?["id"] } == ["3", "1"])
      #expect(resolved["missing"] == ["99"])

      expectError(
        try await client.post("/entities/TrailEntity/resolve", ["ids": "3"]), .badRequest,
        "invalidRequest")
      expectError(
        try await client.post("/entities/TrailEntity/resolve", ["ids": [3]]), .badRequest,
        "invalidRequest")
      expectError(
        try await client.request(.post, "/entities/TrailEntity/resolve"), .badRequest,
        "invalidRequest")
      let many = JSONValue.array((0...1000).map { .string("\($0)") })
      let tooMany = try await client.post("/entities/TrailEntity/resolve", ["ids": many])
      expectError(tooMany, .contentTooLarge, "requestTooLarge")
      #expect(tooMany.errorMessage.contains("1000"))
      expectError(
        try await client.post("/entities/TrailEntity/resolve", ["ids": ["x"]]),
        .unprocessableContent, "malformedIdentifier")
    }
  }
}

extension EntityRouteTests {
  /// The runtime reads twenty-odd zero-padded digits as a small integer; the document allows
  /// at most 18 digits, and the server holds to the document everywhere an identifier comes in.
  @Test(arguments: Transport.allCases)
  func identifiersMustHaveTheDocumentedForm(transport: Transport) async throws {
    let padded = String(repeating: "0", count: 21) + "3"
    #expect(Int(padded) == 3)
    try await withServer(transport) { client, host in
      expectError(
        try await client.get("/entities/TrailEntity/\(padded)"), .unprocessableContent,
        "malformedIdentifier")
      expectError(
        try await client.post("/entities/TrailEntity/resolve", ["ids": ["3", .string(padded)]]),
        .unprocessableContent, "malformedIdentifier")
      expectError(
        try await client.put("/references/padded", ["type": "TrailEntity", "id": .string(padded)]),
        .unprocessableContent, "malformedIdentifier")
      #expect(try await host.references().isEmpty)
      #expect(
        try await client.get("/entities/TrailEntity/3")["title"] == "Matterhorn Glacier Trail")
      for noncanonical in ["+3", "03", "-0"] {
        expectError(
          try await client.get("/entities/TrailEntity/\(noncanonical)"), .unprocessableContent,
          "malformedIdentifier")
      }
      // Every Int is an identifier, 19-digit ones (snowflake ids) included.
      for large in [String(Int.max), String(Int.min), "1234567890123456789"] {
        expectError(
          try await client.get("/entities/TrailEntity/\(large)"), .notFound, "entityNotFound")
        let resolved = try await client.post(
          "/entities/TrailEntity/resolve", ["ids": [.string(large)]])
        #expect(resolved.status == .ok, "\(resolved.text)")
        #expect(resolved["missing"] == [.string(large)])
      }
      expectError(
        try await client.get("/entities/TrailEntity/9223372036854775808"), .unprocessableContent,
        "malformedIdentifier")
    }
  }
}
