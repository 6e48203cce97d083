import AppIntentsTesting
import HTTPTypes
import IntentsHTTP
import IntentsWire
import Testing

/// Saved references and saved runs: save, list, resolve or run, remove — and failed saves that
/// save nothing.
@Suite struct ReferenceAndRunRouteTests {
  @Test(arguments: Transport.allCases)
  func referencesAreSavedListedResolvedAndRemoved(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      let saved = try await client.put("/references/home", ["type": "TrailEntity", "id": "3"])
      #expect(saved.status == .ok, "\(saved.text)")
      #expect(saved["name"] == "home")
      #expect(saved["id"] == "3")
      #expect(saved["createdAt"]?.stringValue?.hasSuffix("Z") == true)

      let list = try await client.get("/references")
      #expect(list["references"]?.arrayValue?.count == 1)
      #expect(list["references", 0, "type"] == "TrailEntity")

      let resolved = try await client.get("/references/home")
      #expect(resolved.status == .ok)
      #expect(resolved["title"] == "Matterhorn Glacier Trail")
      #expect(try await client.get("/references/home?properties=none")["properties"] == nil)
      expectError(
        try await client.get("/references/home?properties=name"), .badRequest, "invalidRequest")

      let spaced = try await client.put(
        "/references/my%20hut",
        ["type": "HutEntity", "id": "00000000-0000-0000-0000-00000000000B"])
      #expect(spaced["name"] == "my hut")
      #expect(try await client.get("/references/my%20hut")["title"] == "Glecksteinhütte")

      let removed = try await client.delete("/references/home")
      #expect(removed.status == .noContent)
      #expect(removed.text.isEmpty)
      expectError(try await client.delete("/references/home"), .notFound, "unknownReference")
      expectError(try await client.get("/references/home"), .notFound, "unknownReference")
      #expect(try await host.references().map(\.name) == ["my hut"])
    }
  }

  @Test(arguments: Transport.allCases)
  func failedSavesOfReferencesSaveNothing(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      expectError(
        try await client.put("/references/home", ["type": "TrailEntity", "id": "99"]), .notFound,
        "entityNotFound")
      expectError(
        try await client.put("/references/home", ["type": "MountainEntity", "id": "1"]),
        .notFound, "unknownType")
      expectError(
        try await client.put("/references/home", ["type": "TrailEntity", "id": "x"]),
        .unprocessableContent, "malformedIdentifier")
      expectError(
        try await client.put("/references/home", ["type": "TrailEntity"]), .badRequest,
        "invalidRequest")
      expectError(
        try await client.put("/references/home", ["type": "TrailEntity", "id": 3]), .badRequest,
        "invalidRequest")
      expectError(
        try await client.put(
          "/references/home", ["type": "TrailEntity", "id": "3", "colour": "red"]),
        .badRequest, "invalidRequest")
      expectError(
        try await client.request(.put, "/references/home", body: "{\"type\": \"TrailEntity\","),
        .badRequest, "invalidRequest")
      expectError(
        try await client.request(.put, "/references/home"), .badRequest, "invalidRequest")
      expectError(
        try await client.put("/references/%20home", ["type": "TrailEntity", "id": "3"]),
        .unprocessableContent, "invalidValue")
      #expect(try await host.references().isEmpty)
      #expect(try await client.get("/references")["references"] == [])
    }
  }

  @Test(arguments: Transport.allCases)
  func staleReferencesAreEntityNotFound(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      try await host.store.save(SavedReference(name: "gone", type: "TrailEntity", identifier: "42"))
      let stale = try await client.get("/references/gone")
      expectError(stale, .notFound, "entityNotFound")
      #expect(stale.errorMessage.contains("42"))
    }
  }

  @Test(arguments: Transport.allCases)
  func runsAreSavedListedRunAndRemoved(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      let saved = try await client.put(
        "/runs/weekend",
        ["intent": "PlanHikeIntent", "parameters": ["trail": "säntis", "days": 2, "pace": "hard"]])
      #expect(saved.status == .ok, "\(saved.text)")
      #expect(saved["intent"] == "PlanHikeIntent")
      #expect(saved["parameters", "trail"] == ["id": "5"])
      #expect(saved["parameters", "days"] == 2)
      #expect(saved["parameters", "pace"] == "hard")

      let list = try await client.get("/runs")
      #expect(list["runs", 0, "name"] == "weekend")
      #expect(list["runs", 0, "parameters"] == saved["parameters"])

      let run = try await client.request(.post, "/runs/weekend/run")
      #expect(run.status == .ok)
      #expect(run["result", "dialog"] == "2 day(s) on Säntis Ridge at a hard pace")

      let removed = try await client.delete("/runs/weekend")
      #expect(removed.status == .noContent)
      expectError(try await client.delete("/runs/weekend"), .notFound, "unknownReference")
      expectError(
        try await client.request(.post, "/runs/weekend/run"), .notFound, "unknownReference")
      #expect(try await host.savedRuns().isEmpty)
    }
  }

  @Test(arguments: Transport.allCases)
  func savedRunsAskTheirQuestionsAndTakeAnswers(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let saved = try await client.put("/runs/open", ["intent": "OpenTrailIntent"])
      #expect(saved.status == .ok, "\(saved.text)")
      let asked = try await client.post("/runs/open/run", [:])
      #expect(asked["status"] == "needsInput")
      #expect(asked["question", "id"] == "value:trail")
      let answered = try await client.post(
        "/runs/open/run", ["answers": ["value:trail": ["option": "4"]]])
      #expect(answered["result", "dialog"] == "Opening Five Lakes Walk")
      expectError(
        try await client.post("/runs/open/run", ["answer": [:]]), .badRequest, "invalidRequest")
    }
  }

  @Test(arguments: Transport.allCases)
  func failedSavesOfRunsSaveNothing(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      expectError(
        try await client.put("/runs/x", ["intent": "FlyIntent"]), .notFound, "unknownIntent")
      let ambiguous = try await client.put(
        "/runs/x", ["intent": "OpenTrailIntent", "parameters": ["trail": "trail"]])
      expectError(ambiguous, .conflict, "ambiguousValue")
      #expect(ambiguous["error", "allowed"]?.arrayValue?.count == 2)
      expectError(
        try await client.put(
          "/runs/x", ["intent": "OpenTrailIntent", "parameters": ["path": ["id": "1"]]]),
        .unprocessableContent, "unknownParameter")
      expectError(
        try await client.put(
          "/runs/x", ["intent": "OpenTrailIntent", "parameters": ["trail": ["id": "99"]]]),
        .notFound, "entityNotFound")
      expectError(
        try await client.put("/runs/x", ["parameters": [:]]), .badRequest, "invalidRequest")
      expectError(
        try await client.put("/runs/x", ["intent": "OpenTrailIntent", "parameters": "trail"]),
        .badRequest, "invalidRequest")
      #expect(try await host.savedRuns().isEmpty)
    }
  }
}

/// A name with a NUL or an escape sequence is refused whole, never cut short: before, `a%00zzz`
/// was stored as `a` and replaced the reference of that name.
@Suite struct SavedNameRouteTests {
  @Test(arguments: Transport.allCases)
  func namesWithControlCharactersAreRefusedAndLoseNothing(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      #expect(
        try await client.put("/references/a", ["type": "TrailEntity", "id": "3"]).status == .ok)
      for name in ["a%00zzz", "a%1B%5B2J", "a%0D", "a%C2%9B"] {
        let saved = try await client.put("/references/\(name)", ["type": "TrailEntity", "id": "1"])
        expectError(saved, .unprocessableContent, "invalidValue")
        #expect(saved.errorMessage.contains("control characters"))
        expectError(
          try await client.get("/references/\(name)"), .unprocessableContent, "invalidValue")
        expectError(
          try await client.delete("/references/\(name)"), .unprocessableContent, "invalidValue")
        expectError(
          try await client.put("/runs/\(name)", ["intent": "PlanHikeIntent"]),
          .unprocessableContent, "invalidValue")
      }
      let kept = try await client.get("/references/a")
      #expect(kept["title"] == "Matterhorn Glacier Trail")
      #expect(try await client.get("/references")["references"]?.arrayValue?.count == 1)
    }
  }
}
