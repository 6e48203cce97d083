import AppIntents
import Foundation
import IntentsRuntime
import IntentsWire
import Synchronization
import Testing

/// A difficulty, written by its raw value.
enum SpecimenGrade: String, AppEnum {
  case easy, hard
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Grade"
  static let caseDisplayRepresentations: [SpecimenGrade: DisplayRepresentation] = [
    .easy: "Easy", .hard: "Hard",
  ]
}

private struct LabelUnavailable: Error, CustomStringConvertible {
  var description: String { "the label service is down" }
}

/// An entity carrying every kind of value a property can hold, for comparing the entity
/// writer with the JSON value of the same entity.
struct SpecimenEntity: AppEntity, URLRepresentableEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Specimen"
  static let defaultQuery = SpecimenQuery()
  static var urlRepresentation: URLRepresentation { "https://example.com/specimens/\(.id)" }

  let id: Int
  @Property(title: "Text") var text: String
  @Property(title: "Maybe Text") var maybeText: String?
  @Property(title: "Count") var count: Int
  @Property(title: "Maybe Count") var maybeCount: Int?
  @Property(title: "Ratio") var ratio: Double
  @Property(title: "Maybe Ratio") var maybeRatio: Double?
  @Property(title: "Flag") var flag: Bool
  @Property(title: "Maybe Flag") var maybeFlag: Bool?
  @Property(title: "When") var when: Date
  @Property(title: "Maybe When") var maybeWhen: Date?
  @Property(title: "Link") var link: URL
  @Property(title: "Grade") var grade: SpecimenGrade
  @Property(title: "Tags") var tags: [String]
  @Property(title: "Distance") var distance: Measurement<UnitLength>
  @Property(title: "Small") var small: Float
  @Property(title: "Exact") var exact: Decimal
  @Property(title: "Sibling") var sibling: SpecimenEntity.Sibling?

  @ComputedProperty(title: "Doubled")
  var doubled: Int { count &* 2 }  // The counts include Int.max: wrap, do not trap.

  @DeferredProperty(title: "Label")
  var label: String {
    get async throws {
      if id == 2 { throw LabelUnavailable() }
      return "label \(id)"
    }
  }

  var displayRepresentation: DisplayRepresentation {
    id.isMultiple(of: 2)
      ? DisplayRepresentation(title: "\(text)", subtitle: "Specimen \(id)") : "\(text)"
  }

  /// Another entity, as a property's value.
  struct Sibling: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sibling"
    static let defaultQuery = SiblingQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
  }

  struct SiblingQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Sibling] {
      identifiers.map(Sibling.init(id:))
    }
  }
}

struct SpecimenQuery: EnumerableEntityQuery {
  func entities(for identifiers: [Int]) async throws -> [SpecimenEntity] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }
  func allEntities() async throws -> [SpecimenEntity] { Specimens.all }
}

/// A class entity, whose properties are found on each instance.
final class SpecimenBox: AppEntity, @unchecked Sendable {
  // @unchecked Sendable: its properties are given values in init and only read after.
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Box"
  static let defaultQuery = SpecimenBoxQuery()
  let id: String
  @Property(title: "Content") var content: String
  var displayRepresentation: DisplayRepresentation { "Box \(id)" }
  init(id: String, content: String) {
    self.id = id
    self.content = content
  }
}

struct SpecimenBoxQuery: EntityQuery {
  /// The identifiers each call was asked for.
  static let asked = Mutex<[[String]]>([])

  func entities(for identifiers: [String]) async throws -> [SpecimenBox] {
    Self.asked.withLock { $0.append(identifiers) }
    return identifiers.filter { !$0.hasPrefix("gone") }.map {
      SpecimenBox(id: $0, content: "in \($0)")
    }
  }
}

enum Specimens {
  static let texts = [
    "plain", "quote \" backslash \\ slash /", "line\nfeed\ttab\r\u{8}\u{C}",
    "nul \u{0} esc \u{1B} del \u{7F} c1 \u{9B}", "Zürich 家 👨‍👩‍👧 𝄞", "",
  ]
  static let counts = [0, -7, 42, 9_007_199_254_740_993, Int.max, Int.min, 8_999_999_999_999_999]
  static let ratios = [0.1, -0.0, 1e300, .nan, .infinity, -2.5, 4_503_599_627_370_497.0]

  static let all: [SpecimenEntity] = (0..<14).map { index in
    var entity = SpecimenEntity(
      id: index, text: texts[index % texts.count], count: counts[index % counts.count],
      ratio: ratios[index % ratios.count], flag: index.isMultiple(of: 3),
      when: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 3_600.5),
      link: URL(string: "https://example.com/a/\(index)?q=\"x\"")!,
      grade: index.isMultiple(of: 2) ? .easy : .hard)
    if index.isMultiple(of: 2) {
      entity.maybeText = texts[(index + 1) % texts.count]
      entity.maybeCount = counts[(index + 2) % counts.count]
      entity.maybeRatio = ratios[(index + 3) % ratios.count]
      entity.maybeFlag = false
      entity.maybeWhen = Date(timeIntervalSince1970: 0)
      entity.sibling = .init(id: "sib \"\(index)\"")
    }
    return entity
  }
}

extension SpecimenEntity {
  init(
    id: Int, text: String, count: Int, ratio: Double, flag: Bool, when: Date, link: URL,
    grade: SpecimenGrade
  ) {
    self.id = id
    self.text = text
    self.count = count
    self.ratio = ratio
    self.flag = flag
    self.when = when
    self.link = link
    self.grade = grade
    self.tags = [text, "t\(id)"]
    self.distance = Measurement(value: Double(id) / 3, unit: .kilometers)
    self.small = Float(id) / 7
    self.exact = Decimal(id) / 4
    self.maybeText = nil
    self.maybeCount = nil
    self.maybeRatio = nil
    self.maybeFlag = nil
    self.maybeWhen = nil
    self.sibling = nil
  }
}

/// The bytes the surfaces send for entities are those of the entities' JSON value, written:
/// for every value type a property can hold, in every selection of properties.
@Suite(.serialized) struct EntityEncodingTests {
  static let host = IntentsHost(name: "Specimens") {
    SpecimenEntity.self
    SpecimenBox.self
  }

  static let selections: [PropertySelection?] = [
    nil, .inexpensive, .all, .including(["label"]), .only(["label", "count", "doubled", "when"]),
    .only([]),
  ]

  private func entities() async throws -> [EntityValue] {
    try await Self.host.resolve(
      type: "SpecimenEntity", identifiers: Specimens.all.map { String($0.id) }
    ).compactMap(\.entity)
  }

  /// The entities' JSON as the general path reads it, one entity at a time: every property
  /// through its boxed value, the type's name from the entity.
  private static func reference(
    _ entities: [EntityValue], _ selection: PropertySelection?
  ) async throws -> String {
    var items: [JSONValue] = []
    for entity in entities { items.append(try await host.json(of: entity, properties: selection)) }
    return JSONValue.array(items).description
  }

  @Test(arguments: selections)
  func entityBytesAndValuesAreThoseOfTheGeneralPath(selection: PropertySelection?) async throws {
    let entities = try await entities()
    let expected = try await Self.reference(entities, selection)
    let bytes = try await Self.host.jsonBytes(of: entities, properties: selection)
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    #expect(try await Self.host.json(of: entities, properties: selection).description == expected)
    for entity in entities {
      let one = try await Self.host.jsonBytes(of: entity, properties: selection)
      let expected = try await Self.host.json(of: entity, properties: selection)
      #expect(String(decoding: one, as: UTF8.self) == expected.description)
    }
  }

  @Test func theWrittenTextCarriesEachValueAsTheValueDoes() async throws {
    let entities = try await entities()
    let text = String(
      decoding: try await Self.host.jsonBytes(of: entities, properties: .all), as: UTF8.self)
    let read = try JSONValue(parsing: text)
    let first = try #require(read.arrayValue?.first?.objectValue)
    #expect(first["url"] == "https://example.com/specimens/0")
    #expect(first["subtitle"] == "Specimen 0")
    let properties = try #require(first["properties"]?.objectValue)
    #expect(properties["doubled"] == 0)
    #expect(properties["label"] == "label 0")
    #expect(properties["grade"] == "easy")
    #expect(properties["maybeCount"] == .number(42))
    #expect(properties["sibling"]?.objectValue?["id"] == #"sib "0""#)
    // The third's deferred getter throws: its error, by name, and the others unaffected.
    let third = try #require(read.arrayValue?[2].objectValue)
    #expect(third["propertyErrors"]?.objectValue?["label"]?.stringValue?.contains("down") == true)
    #expect(third["properties"]?.objectValue?["text"] != nil)
    let second = try #require(read.arrayValue?[1].objectValue)
    #expect(second["propertyErrors"] == nil)
    #expect(second["properties"]?.objectValue?["maybeText"] == .null)
    #expect(second["properties"]?.objectValue?["ratio"] == .number(-0.0))
    // NaN and infinity, which JSON cannot carry, are null, as in the value.
    #expect(read.arrayValue?[3].objectValue?["properties"]?.objectValue?["ratio"] == .null)
  }

  @Test func classEntitiesMixedTypesAndEmptyInputWriteAsTheirValues() async throws {
    let boxes = try await Self.host.resolve(type: "SpecimenBox", identifiers: ["a", "b\"c"])
      .compactMap(\.entity)
    let specimens = try await entities()
    let mixed = [specimens[0]] + boxes + [specimens[1], specimens[2], boxes[0]]
    for list in [mixed, boxes, [], [specimens[5]]] {
      let expected = try await Self.reference(list, .inexpensive)
      let bytes = try await Self.host.jsonBytes(of: list, properties: .inexpensive)
      #expect(String(decoding: bytes, as: UTF8.self) == expected)
      #expect(try await Self.host.json(of: list, properties: .inexpensive).description == expected)
    }
  }

  @Test
  func pagesResultsAndResolvedIdentifiersWriteAsTheirValues() async throws {
    let host = Self.host
    let page = try await host.findPage(type: "SpecimenEntity", FindRequest(limit: 5))
    #expect(
      String(decoding: try await host.jsonBytes(of: page), as: UTF8.self)
        == (try await host.json(of: page)).description)
    let empty = try await host.findPage(
      type: "SpecimenEntity", FindRequest(limit: 5, offset: 100))
    #expect(
      String(decoding: try await host.jsonBytes(of: empty), as: UTF8.self)
        == (try await host.json(of: empty)).description)
    let resolved = try await host.resolve(type: "SpecimenEntity", identifiers: ["3", "99", "3"])
    #expect(
      String(decoding: try await host.jsonBytes(of: resolved, properties: .all), as: UTF8.self)
        == (try await host.json(of: resolved, properties: .all)).description)
    let suggested = try await host.suggest(type: "SpecimenEntity")
    #expect(
      String(decoding: try await host.jsonBytes(of: suggested), as: UTF8.self)
        == (try await host.json(of: suggested)).description)
  }

  @Test func resolvingAsksForEachDistinctIdentifierOnceAndAnswersInTheOrderAsked() async throws {
    SpecimenBoxQuery.asked.withLock { $0 = [] }
    let resolved = try await Self.host.resolve(
      type: "SpecimenBox", identifiers: ["b", "a", "gone 1", "b", "é", "a"])
    #expect(SpecimenBoxQuery.asked.withLock { $0 } == [["b", "a", "gone 1", "é"]])
    #expect(
      resolved.map { $0.entity?.identifier ?? "missing" } == ["b", "a", "missing", "b", "é", "a"])
    let specimens = try await Self.host.resolve(
      type: "SpecimenEntity", identifiers: ["13", "0", "13", "500"])
    #expect(
      specimens.map { $0.entity?.title ?? "missing" } == [
        Specimens.all[13].text, Specimens.all[0].text, Specimens.all[13].text, "missing",
      ])
  }
}
