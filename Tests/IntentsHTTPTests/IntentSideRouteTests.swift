import AppIntents
import Foundation
import HTTPTypes
import IntentsFixtures
import IntentsHTTP
import IntentsRuntime
import IntentsWire
import Testing

/// The intent side over HTTP: snippets in results, hints in parameter schemas, events to poll,
/// summaries of saved runs.
@Suite struct IntentSideRouteTests {
  private func withIntentSide(
    _ transport: Transport,
    _ test: @escaping @Sendable (APIClient, IntentsHost) async throws -> Void
  ) async throws {
    try await withServer(transport, host: TrailsHost.makeWithIntentSide(), test)
  }

  @Test(arguments: Transport.allCases)
  func eventsArePolledAfterTheLastOneSeen(transport: Transport) async throws {
    try await withIntentSide(transport) { client, _ in
      let before = try await client.get("/events")
      #expect(before.status == .ok)
      let start = try #require(before["lastSequence"]?.numberValue)

      let packed = try await client.post(
        "/intents/PackBagIntent/run", ["parameters": ["items": 2]])
      #expect(packed["result", "dialog"] == "Packed 2 items")
      let progress = try await client.get("/events?after=\(Int(start))")
      // Other tests' hosts in this process hear the app's events too: read this run's.
      let events = try #require(progress["events"]?.arrayValue).compactMap(\.objectValue)
        .filter { $0["kind"] == "progress" && $0["intent"] == "PackBagIntent" }
      #expect(events.count == 3)
      #expect(events.last?["progress"]?.objectValue?["fraction"] == 1)
      #expect(progress["missed"] == false)

      let shown = try await client.post(
        "/intents/CheckTrailIntent/run", ["parameters": ["trail": ["id": "1"]]])
      #expect(shown["result", "snippet", "intent"] == "TrailConditionsSnippetIntent")
      _ = try await client.post("/intents/RefreshConditionsIntent/run", [:])
      let last = try #require(progress["lastSequence"]?.numberValue)
      let reloads = try await client.get("/events?after=\(Int(last))")
      let reload = try #require(
        reloads["events"]?.arrayValue?.compactMap(\.objectValue).first {
          $0["kind"] == "snippetReload" && $0["snippet"] != nil
        })
      #expect(reload["intent"] == "TrailConditionsSnippetIntent")
      #expect(reload["snippet"]?.objectValue?["dialog"] == "Eiger Trail: dry, 6 km")

      let bad = try await client.get("/events?after=-1")
      expectError(bad, .badRequest, "invalidRequest")
    }
  }

  @Test func parameterSchemasCarryHintsAndRanges() async throws {
    try await withIntentSide(.router) { client, _ in
      let pack = try await client.get("/intents/PackBagIntent")
      #expect(pack["parametersSchema", "properties", "items", "maximum"] == 20)
      #expect(
        pack["parametersSchema", "properties", "items", "x-hints", "controlStyle"] == "stepper")
      #expect(pack["parameters", 0, "hints", "controlStyle"] == "stepper")
      let outside = try await client.post(
        "/intents/PackBagIntent/run", ["parameters": ["items": 21]])
      expectError(outside, .unprocessableContent, "invalidValue")
    }
  }

  @Test func aConfirmationWithASnippetAsksWithIt() async throws {
    try await withIntentSide(.router) { client, _ in
      let asked = try await client.post(
        "/intents/BookHutIntent/run", ["parameters": ["trail": ["id": "2"]]])
      #expect(asked["status"] == "needsInput")
      #expect(asked["question", "kind"] == "confirm")
      #expect(asked["question", "snippet", "intent"] == "TrailConditionsSnippetIntent")
      let booked = try await client.post(
        "/intents/BookHutIntent/run",
        ["parameters": ["trail": ["id": "2"]], "answers": ["confirm:BookHutIntent": true]])
      #expect(booked["result", "dialog"] == "Booked 1 night(s) near Höhenweg Grindelwald")
    }
  }

  @Test func savedRunsAreListedWithTheirSummaries() async throws {
    try await withIntentSide(.router) { client, _ in
      let saved = try await client.put(
        "/runs/eiger", ["intent": "OpenTrailIntent", "parameters": ["trail": ["id": "1"]]])
      #expect(saved.status.code < 300, "\(saved.text)")
      let list = try await client.get("/runs")
      #expect(list["runs", 0, "summary"] == "Open Eiger Trail")
    }
  }

  @Test func donationsAreListedWithAnIntentsPredictions() async throws {
    try await withIntentSide(.router) { client, _ in
      let pack = PackBagIntent()
      pack.items = 7
      try await pack.donate()
      let all = try await client.get("/donations")
      #expect(all.status == .ok)
      let donation = try #require(
        all["donations"]?.arrayValue?.first { $0.objectValue?["intent"] == "PackBagIntent" })
      #expect(donation.objectValue?["parameters"]?.objectValue?["items"] == 7)
      let one = try await client.get("/donations?intent=PackBagIntent")
      #expect(one["predictions"] == [])
      expectError(try await client.get("/donations?intent=PackBag"), .notFound, "unknownIntent")
    }
  }
}
