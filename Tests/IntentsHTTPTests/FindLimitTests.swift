import AppIntentsTesting
import HTTPTypes
import IntentsHTTP
import IntentsWire
import Testing

/// Meter readings, more than one response holds.
struct ReadingEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reading"
  static let defaultQuery = ReadingQuery()
  static let count = FindRequest.maximumLimit + 3
  let id: Int
  @Property(title: "Value") var value: Int
  var displayRepresentation: DisplayRepresentation { "Reading \(id)" }
  init(id: Int) {
    self.id = id
    value = id % 100
  }
}

struct ReadingQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [ReadingEntity] {
    (1...ReadingEntity.count).map(ReadingEntity.init)
  }
  func entities(for identifiers: [Int]) async throws -> [ReadingEntity] {
    identifiers.filter { (1...ReadingEntity.count).contains($0) }.map(ReadingEntity.init)
  }
}

@Suite struct FindLimitTests {
  /// A Find without a limit could return a million entities in one response; it returns a
  /// page of `Paging.defaultLimit`, says that more matched and where the next page starts.
  @Test(arguments: Transport.allCases)
  func aFindWithoutALimitIsAPageThatSaysWhereTheNextStarts(transport: Transport) async throws {
    let host = IntentsHost(name: "Meters") { ReadingEntity.self }
    try await withServer(transport, host: host) { client, _ in
      let all = try await client.post("/entities/ReadingEntity/find?properties=none", [:])
      #expect(all.status == .ok)
      #expect(all["entities"]?.arrayValue?.count == Paging.defaultLimit)
      #expect(all["truncated"] == true)
      #expect(all["nextOffset"] == .number(Double(Paging.defaultLimit)))
      #expect(all["total"] == nil)

      let few = try await client.post(
        "/entities/ReadingEntity/find?properties=none",
        ["filters": [["property": "value", "comparison": "equalTo", "value": 7]], "limit": 200])
      #expect(few["entities"]?.arrayValue?.count == 100)
      #expect(few["truncated"] == nil)
      #expect(few["total"] == 100)

      let most = try await client.post(
        "/entities/ReadingEntity/find?properties=none",
        ["limit": .number(Double(Paging.maximumLimit))])
      #expect(most["entities"]?.arrayValue?.count == Paging.maximumLimit)
      #expect(most["truncated"] == true)

      let last = try await client.post(
        "/entities/ReadingEntity/find?properties=none",
        ["limit": .number(Double(Paging.maximumLimit)), "offset": 10])
      #expect(last["entities"]?.arrayValue?.count == ReadingEntity.count - 10)
      #expect(last["total"] == .number(Double(ReadingEntity.count)))
      #expect(last["truncated"] == nil)
    }
  }
}
