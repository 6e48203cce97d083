import AppIntentsTesting
import IntentsWire
import IntentsHTTP
import Testing
import HTTPTypes

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
  /// A Find without a limit could return a million entities in one response; it returns at
  /// most `FindRequest.maximumLimit`, and says so.
  @Test(arguments: Transport.allCases)
  func aFindWithoutALimitIsCutAndSaysSo(transport: Transport) async throws {
    let host = IntentsHost(name: "Meters") { ReadingEntity.self }
    try await withServer(transport, host: host) { client, _ in
      let all = try await client.post("/entities/ReadingEntity/find?properties=none", [:])
      #expect(all.status == .ok)
      #expect(all["entities"]?.arrayValue?.count == FindRequest.maximumLimit)
      #expect(all["truncated"] == true)

      let few = try await client.post(
        "/entities/ReadingEntity/find?properties=none",
        ["filters": [["property": "value", "comparison": "equalTo", "value": 7]]])
      #expect(few["entities"]?.arrayValue?.count == 100)
      #expect(few["truncated"] == nil)

      let limited = try await client.post(
        "/entities/ReadingEntity/find?properties=none", ["limit": 5])
      #expect(limited["entities"]?.arrayValue?.count == 5)
      #expect(limited["truncated"] == nil)
    }
  }
}
