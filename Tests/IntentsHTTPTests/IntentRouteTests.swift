import AppIntentsTesting
import HTTPTypes
import IntentsHTTP
import IntentsWire
import Testing

/// List, describe and run intents, questions and answers included.
@Suite struct IntentRouteTests {
  @Test(arguments: Transport.allCases)
  func intentsAreListedAndDescribedWithTheirParametersSchema(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let list = try await client.get("/intents")
      #expect(list.status == .ok)
      #expect(list["intents"]?.arrayValue?.count == 6)
      #expect(list["intents", 0, "identifier"] == "CompareTrailsIntent")

      let plan = try await client.get("/intents/PlanHikeIntent")
      #expect(plan.status == .ok)
      #expect(plan["title"] == "Plan Hike")
      #expect(plan["parameters"]?.arrayValue?.count == 6)
      #expect(plan["parametersSchema", "required"] == ["trail"])
      #expect(
        plan["parametersSchema", "properties", "pace", "enum"] == ["easy", "moderate", "hard"])

      let unknown = try await client.get("/intents/FlyIntent")
      expectError(unknown, .notFound, "unknownIntent")
      #expect(unknown["error", "allowed"]?.arrayValue?.contains("OpenTrailIntent") == true)
    }
  }

  @Test(arguments: Transport.allCases)
  func runningWithAnIdentifierCompletes(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let run = try await client.post(
        "/intents/OpenTrailIntent/run", ["parameters": ["trail": ["id": "2"]]])
      #expect(run.status == .ok)
      #expect(run["status"] == "completed")
      #expect(run["result", "dialog"] == "Opening Höhenweg Grindelwald")
      #expect(run["result", "value", "id"] == "2")
      #expect(run["result", "summary"] == "Open Höhenweg Grindelwald")

      let plan = try await client.post(
        "/intents/PlanHikeIntent/run",
        [
          "parameters": [
            "trail": ["id": "3"], "hut": "hörnli", "pace": "easy", "days": 2,
            "companions": ["Ana", "Bo"], "note": nil,
          ]
        ])
      #expect(
        plan["result", "dialog"]
          == "2 day(s) on Matterhorn Glacier Trail at a easy pace, staying at Hörnlihütte with Ana and Bo"
      )
      let opened = try await client.post(
        "/intents/RecommendIntent/run", ["parameters": ["difficulty": "hard"]])
      #expect(opened["result", "opensIntent", "intent"] == "OpenTrailIntent")
    }
  }

  @Test(arguments: Transport.allCases)
  func ambiguousTextAsksWhichOneAndTheAnswerCompletesTheRun(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let parameters: JSONValue = ["trail": "trail"]
      let asked = try await client.post("/intents/OpenTrailIntent/run", ["parameters": parameters])
      #expect(asked.status == .ok)
      #expect(asked["status"] == "needsInput")
      #expect(asked["question", "id"] == "choose:trail")
      #expect(asked["question", "kind"] == "chooseValue")
      #expect(
        asked["question", "options"]?.arrayValue?.compactMap { $0.objectValue?["id"] } == [
          "1", "3",
        ])

      let answered = try await client.post(
        "/intents/OpenTrailIntent/run",
        ["parameters": parameters, "answers": ["choose:trail": ["option": "3"]]])
      #expect(answered["status"] == "completed")
      #expect(answered["result", "dialog"] == "Opening Matterhorn Glacier Trail")

      let byPlainString = try await client.post(
        "/intents/OpenTrailIntent/run",
        ["parameters": parameters, "answers": ["choose:trail": "1"]])
      #expect(byPlainString["result", "dialog"] == "Opening Eiger Trail")
    }
  }

  @Test(arguments: Transport.allCases)
  func missingValuesAreAskedForAndQuestionsAreNeverRepeated(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let empty = try await client.request(.post, "/intents/OpenTrailIntent/run")
      #expect(empty["status"] == "needsInput")
      #expect(empty["question", "kind"] == "provideValue")
      #expect(empty["question", "prompt"] == "Which trail do you want to open?")
      let answered = try await client.post(
        "/intents/OpenTrailIntent/run", ["answers": ["value:trail": ["option": "6"]]])
      #expect(answered["result", "dialog"] == "Opening Seealpsee Loop")

      let nag = try await client.post("/intents/NaggingIntent/run", [:])
      let question = try #require(nag["question", "id"]?.stringValue)
      let repeated = try await client.post(
        "/intents/NaggingIntent/run", ["answers": [question: ["value": "no"]]])
      expectError(repeated, .conflict, "repeatedQuestion")
    }
  }

  @Test(arguments: Transport.allCases)
  func parametersAreCheckedAgainstTheirDocumentedSchema(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      for (intent, parameters, place) in [
        ("PlanHikeIntent", ["trail": ["id": "1"], "days": "2"], "days"),
        ("PlanHikeIntent", ["trail": ["id": 1]], "trail"),
        ("PlanHikeIntent", ["trail": ["id": "one"]], "trail"),
        ("PlanHikeIntent", ["trail": ["id": "1"], "pace": "sprint"], "pace"),
        ("PlanHikeIntent", ["trail": ["id": "1"], "companions": ["Ana", 2]], "companions"),
        ("NaggingIntent", ["word": false], "word"),
        ("RecommendIntent", ["difficulty": [:]], "difficulty"),
      ] as [(String, JSONValue, String)] {
        let refused = try await client.post("/intents/\(intent)/run", ["parameters": parameters])
        expectError(refused, .unprocessableContent, "invalidValue")
        #expect(refused.errorMessage.contains("‘\(place)"), "\(refused.errorMessage)")
        let saved = try await client.put(
          "/runs/x", ["intent": .string(intent), "parameters": parameters])
        expectError(saved, .unprocessableContent, "invalidValue")
      }
      #expect(try await host.savedRuns().isEmpty)
      let withNulls = try await client.post(
        "/intents/PlanHikeIntent/run",
        ["parameters": ["trail": ["id": "1"], "hut": nil, "note": nil], "answers": nil])
      #expect(withNulls["status"] == "completed")
    }
  }

  @Test(arguments: Transport.allCases)
  func badRunsAreClearErrors(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let unknown = try await client.post(
        "/intents/OpenTrailIntent/run", ["parameters": ["path": ["id": "1"]]])
      expectError(unknown, .unprocessableContent, "unknownParameter")
      #expect(unknown["error", "allowed"] == ["trail"])
      expectError(
        try await client.post(
          "/intents/PlanHikeIntent/run", ["parameters": ["trail": ["id": "1"], "days": 30]]),
        .unprocessableContent, "invalidValue")
      expectError(
        try await client.post(
          "/intents/OpenTrailIntent/run", ["parameters": ["trail": ["id": "77"]]]),
        .notFound, "entityNotFound")
      expectError(
        try await client.post(
          "/intents/CompareTrailsIntent/run", ["parameters": ["region": "valais"]]),
        .conflict, "notSearchable")
      expectError(
        try await client.post("/intents/FlyIntent/run", [:]), .notFound, "unknownIntent")
      let nullUnknown = try await client.post(
        "/intents/RecommendIntent/run", ["parameters": ["mood": nil]])
      expectError(nullUnknown, .unprocessableContent, "unknownParameter")
      #expect(nullUnknown["error", "allowed"] == ["difficulty"])
      expectError(
        try await client.post("/intents/OpenTrailIntent/run", ["parameters": [1, 2]]),
        .badRequest, "invalidRequest")
      expectError(
        try await client.post(
          "/intents/OpenTrailIntent/run", ["answers": ["choose:trail": ["maybe": 1]]]),
        .badRequest, "invalidRequest")
      expectError(
        try await client.post("/intents/OpenTrailIntent/run", ["parameter": [:]]),
        .badRequest, "invalidRequest")
      expectError(
        try await client.post("/intents/OpenTrailIntent/run", [1]), .badRequest, "invalidRequest")
      expectError(
        try await client.request(.post, "/intents/OpenTrailIntent/run", body: " \n"), .badRequest,
        "invalidRequest")
    }
  }

  @Test(arguments: Transport.allCases)
  func everyRouteThatPerformsAnIntentReadsTheRunsName(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      let saved = try await client.put(
        "/runs/weekend", ["intent": "OpenTrailIntent", "parameters": ["trail": ["id": "2"]]])
      #expect(saved.status == .ok)
      let runs: [(String, JSONValue)] = [
        ("/intents/OpenTrailIntent/run", ["parameters": ["trail": ["id": "2"]]]),
        ("/runs/weekend/run", [:]),
        ("/interpret", ["utterance": "show eiger trail"]),
      ]
      for (uri, body) in runs {
        // A name of the documented form is taken, and free again once the run has answered.
        for _ in 0..<2 {
          let named = try await client.request(
            .post, uri, json: body, headers: [HTTPField.Name("Intents-Run-ID")!: "run-1"])
          #expect(named.status == .ok, "\(uri): \(named.text)")
        }
        for malformed in ["two words", String(repeating: "7", count: 129), "ünïcode"] {
          let refused = try await client.request(
            .post, uri, json: body, headers: [HTTPField.Name("Intents-Run-ID")!: malformed])
          expectError(refused, .badRequest, "invalidRequest")
        }
        let twice = try await client.request(
          .post, uri, json: body,
          headers: HTTPFields([
            HTTPField(name: HTTPField.Name("Intents-Run-ID")!, value: "a"),
            HTTPField(name: HTTPField.Name("Intents-Run-ID")!, value: "b"),
          ]))
        expectError(twice, .badRequest, "invalidRequest")
      }
      expectError(try await client.delete("/running/run-1"), .notFound, "unknownRun")
      expectError(try await client.delete("/running/two%20words"), .badRequest, "invalidRequest")
    }
  }
}
