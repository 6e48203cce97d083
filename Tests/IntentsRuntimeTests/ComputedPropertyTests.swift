import AppIntents
import IntentsRuntime
import IntentsWire
import Synchronization
import Testing

/// Counts how often each getter of `RiverGauge` runs.
private let reads = Mutex<[String: Int]>([:])

private func count(_ name: String) { reads.withLock { $0[name, default: 0] += 1 } }
private func readCount(_ name: String) -> Int { reads.withLock { $0[name] ?? 0 } }

/// The source of truth the computed properties read; changing it changes what they answer.
private final class GaugeStore: Sendable {
  static let shared = GaugeStore()
  let levels = Mutex<[Int: Double]>([1: 3.5, 2: 12.0, 3: 7.25, 4: 0.5])
}

private struct StatusUnavailable: Error, CustomStringConvertible {
  var description: String { "the status service is down" }
}

struct RiverGauge: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Gauge Reading"
  static let defaultQuery = RiverGaugeQuery()
  let id: Int
  var displayRepresentation: DisplayRepresentation { "Gauge \(id)" }

  @Property(title: "River")
  var river: String

  @ComputedProperty(title: "Level")
  var level: Double {
    count("level")
    return GaugeStore.shared.levels.withLock { $0[id] ?? 0 }
  }

  @ComputedProperty
  var label: String {
    count("label")
    return "\(river) gauge"
  }

  @DeferredProperty(title: "Status")
  var status: String {
    get async throws {
      count("status")
      if id == 2 { throw StatusUnavailable() }
      return "ok \(id)"
    }
  }

  init(id: Int, river: String) {
    self.id = id
    self.river = river
  }
}

struct RiverGaugeQuery: EnumerableEntityQuery {
  func entities(for identifiers: [Int]) async throws -> [RiverGauge] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }
  func allEntities() async throws -> [RiverGauge] {
    [
      RiverGauge(id: 1, river: "Aare"), RiverGauge(id: 2, river: "Rhine"),
      RiverGauge(id: 3, river: "Reuss"), RiverGauge(id: 4, river: "Limmat"),
    ]
  }
  func suggestedEntities() async throws -> [RiverGauge] { try await allEntities() }
}

@Suite(.serialized) struct ComputedPropertyTests {
  let host = IntentsHost(name: "Gauges") { RiverGauge.self }

  @Test func describesComputedPropertiesAsFilterableAndDeferredOnesAsDeferred() async throws {
    let description = try await host.describe(entityType: "RiverGauge")
    let level = try #require(description.properties.first { $0.name == "level" })
    #expect(level.title == "Level")
    #expect(level.comparators.contains(.greaterThan))
    #expect(level.sortable)
    #expect(!level.deferred)
    let status = try #require(description.properties.first { $0.name == "status" })
    #expect(status.deferred)
    #expect(status.comparators.isEmpty)
    #expect(description.properties.map(\.name) == ["river", "level", "label", "status"])
    // The schemas HTTP and MCP publish list them too.
    let schema = try await host.entitySchema(type: "RiverGauge")
    guard case .object(let members) = schema, case .object(let top)? = members["properties"],
      case .object(let values)? = top["properties"],
      case .object(let properties)? =
        values["properties"]
    else {
      Issue.record("unexpected schema \(schema)")
      return
    }
    #expect(Set(properties.keys) == ["river", "level", "label", "status"])
    #expect(properties["level"] == ["type": ["number", "null"], "description": "Level"])
  }

  @Test func findFiltersAndSortsOnAComputedPropertyReadingTheSourceOfTruth() async throws {
    let request = FindRequest(
      filters: [.init("level", .greaterThan, 3)], sort: [.init("level", .descending)], limit: 2)
    #expect(try await host.find(type: "RiverGauge", request).map(\.identifier) == ["2", "3"])
    // Re-read every time: a change in the model changes the next answer.
    GaugeStore.shared.levels.withLock { $0[4] = 99 }
    defer { GaugeStore.shared.levels.withLock { $0[4] = 0.5 } }
    #expect(try await host.find(type: "RiverGauge", request).map(\.identifier) == ["4", "2"])
  }

  @Test func findSearchAndSuggestionsNeverReadADeferredProperty() async throws {
    let before = readCount("status")
    _ = try await host.find(
      type: "RiverGauge",
      FindRequest(filters: [.init("label", .contains, "rh")], sort: [.init("label")]))
    _ = try await host.search(type: "RiverGauge", text: "gauge")
    _ = try await host.suggest(type: "RiverGauge")
    _ = try await host.describe(entityType: "RiverGauge")
    let entity = try #require(
      try await host.resolve(type: "RiverGauge", identifiers: ["1"])
        .first?.entity)
    let values = try await host.properties(of: entity)
    #expect(values.first { $0.name == "status" }?.isLoaded == false)
    #expect(readCount("status") == before)
  }

  @Test func aDeferredPropertyIsReadOnceWhenAskedForByName() async throws {
    let entity = try #require(
      try await host.resolve(type: "RiverGauge", identifiers: ["3"])
        .first?.entity)
    let before = readCount("status")
    let values = try await host.properties(of: entity, selection: .including(["status"]))
    #expect(readCount("status") == before + 1)
    #expect(values.first { $0.name == "status" }?.value == .string("ok 3"))
    #expect(values.first { $0.name == "level" }?.value == .number(7.25))
  }

  @Test func aFailingDeferredGetterFailsOnlyThatProperty() async throws {
    let resolved = try await host.resolve(type: "RiverGauge", identifiers: ["2", "1"])
    let failing = try #require(resolved.first?.entity)
    let values = try await host.properties(of: failing, selection: .all)
    let status = try #require(values.first { $0.name == "status" })
    #expect(status.isLoaded == false)
    #expect(status.error?.contains("the status service is down") == true)
    #expect(values.first { $0.name == "river" }?.value == .string("Rhine"))
    let json = try await host.json(of: resolved.compactMap(\.entity), properties: .all)
    guard case .array(let items) = json, case .object(let first) = items[0],
      case .object(let second) = items[1]
    else { Issue.record("unexpected JSON \(json)"); return }
    #expect(first["propertyErrors"] != nil)
    #expect(second["propertyErrors"] == nil)
    // Both are entities as the published schema describes them.
    let schema = try await host.entitySchema(type: "RiverGauge")
    #expect(JSONSchemaValidator.issues(of: .object(first), against: schema).isEmpty)
    #expect(JSONSchemaValidator.issues(of: .object(second), against: schema).isEmpty)
    if case .object(let properties)? = second["properties"] {
      #expect(properties["status"] == .string("ok 1"))
    }
  }

  @Test func filteringOnADeferredPropertyIsRefusedWithTheAlternatives() async throws {
    await #expect(throws: IntentsError.self) {
      try await host.find(
        type: "RiverGauge", FindRequest(filters: [.init("status", .equalTo, "ok 1")]))
    }
  }
}

// MARK: - Union values

@UnionValue
enum GaugeOrNote {
  case gauge(RiverGauge)
  case note(String)
}

/// An intent whose result is a union value.
struct LatestReadingIntent: AppIntent {
  static let title: LocalizedStringResource = "Latest Reading"
  @Parameter(title: "Gauge") var gauge: Int
  func perform() async throws -> some IntentResult & ReturnsValue<GaugeOrNote> {
    gauge == 0
      ? .result(value: .note("no gauge"))
      : .result(value: .gauge(RiverGauge(id: gauge, river: "Aare")))
  }
}

@Suite struct UnionValueEncodingTests {
  @Test func anIntentResultingInAUnionValueReturnsTheTaggedForm() async throws {
    let host = IntentsHost(name: "Gauges") {
      RiverGauge.self
      LatestReadingIntent.self
    }
    let note = try await host.run(intent: "LatestReadingIntent", parameters: ["gauge": .value(0)])
    #expect(note.result?.value == .object(["case": "note", "value": "no gauge"]))
    let gauge = try await host.run(intent: "LatestReadingIntent", parameters: ["gauge": .value(4)])
    guard case .object(let members)? = gauge.result?.value,
      case .object(let value)? = members["value"]
    else {
      Issue.record("unexpected result \(String(describing: gauge.result?.value))")
      return
    }
    #expect(members["case"] == "gauge")
    #expect(value["id"] == "4")
    #expect(value["type"] == "RiverGauge")
  }

  @Test func unionValuesEncodeAsOneTaggedForm() {
    let note = UnionValueJSON.json(GaugeOrNote.note("high water"))
    #expect(note == .object(["case": .string("note"), "value": .string("high water")]))
    let gauge = UnionValueJSON.json(GaugeOrNote.gauge(RiverGauge(id: 1, river: "Aare")))
    guard case .object(let members) = gauge, case .object(let value)? = members["value"] else {
      Issue.record("unexpected JSON \(gauge)")
      return
    }
    #expect(members["case"] == .string("gauge"))
    #expect(value["id"] == .string("1"))
    #expect(value["type"] == .string("RiverGauge"))
  }

  @Test func theSchemaIsAOneOfOverTheCases() {
    let host = IntentsHost(name: "Gauges") { RiverGauge.self }
    let schema = host.unionValueSchema(GaugeOrNote.self)
    guard case .object(let members) = schema, case .array(let variants)? = members["oneOf"] else {
      Issue.record("unexpected schema \(schema)")
      return
    }
    #expect(variants.count == 2)
    guard case .object(let note) = variants[1], case .object(let properties)? = note["properties"]
    else { return }
    #expect(properties["case"] == .object(["const": .string("note")]))
    #expect(properties["value"] == .object(["type": .string("string")]))
    // The tagged form of each case validates; a wrong tag or payload does not.
    let tagged = UnionValueJSON.json(GaugeOrNote.note("high water"))
    #expect(JSONSchemaValidator.issues(of: tagged, against: schema).isEmpty)
    let gauge = UnionValueJSON.json(GaugeOrNote.gauge(RiverGauge(id: 1, river: "Aare")))
    #expect(JSONSchemaValidator.issues(of: gauge, against: schema).isEmpty)
    #expect(!JSONSchemaValidator.issues(of: ["case": "note", "value": 3], against: schema).isEmpty)
    #expect(
      !JSONSchemaValidator.issues(of: ["case": "other", "value": "x"], against: schema).isEmpty)
  }
}
