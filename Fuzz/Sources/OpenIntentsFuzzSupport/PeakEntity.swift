public import AppIntents
import Foundation

/// A peak as App Intents sees it: Int identifiers, text, number, date, Boolean, enum and list
/// properties, a URL, and a Spotlight entry.
public struct PeakEntity: AppEntity, URLRepresentableEntity, IndexedEntity {
  /// The type's name, with synonyms that narrow a Spotlight search.
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Peak", numericFormat: "\(placeholder: .int) peaks", synonyms: ["mountain", "summit"])
  /// The query.
  public static let defaultQuery = PeakQuery()
  /// The peak's page.
  public static var urlRepresentation: URLRepresentation { "https://peaks.example/p/\(.id)" }

  /// The identifier.
  public let id: Int
  /// The name.
  @Property(title: "Name") public var name: String
  /// The range's identifier.
  @Property(title: "Range") public var range: String
  /// The kind.
  @Property(title: "Kind") public var kind: PeakKind
  /// The height.
  @Property(title: "Height (m)") public var heightMeters: Double
  /// The prominence, when known.
  @Property(title: "Prominence (m)") public var prominenceMeters: Int?
  /// The first ascent, when known.
  @Property(title: "First ascent") public var firstAscent: Date?
  /// Whether it is a volcano.
  @Property(title: "Volcano") public var isVolcano: Bool
  /// Words people search it by.
  @Property(title: "Tags") public var tags: [String]
  /// A sentence about it.
  public let summary: String

  /// The name, and the range below it.
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: "\(range)")
  }

  /// The title and range from the display representation, the summary, the tags as keywords.
  public var attributeSet: CSSearchableItemAttributeSet {
    let attributes = defaultAttributeSet
    attributes.contentDescription = summary
    attributes.keywords = [kind.rawValue] + tags
    return attributes
  }

  /// The entity of a peak.
  public init(_ peak: Peak) {
    id = peak.id
    summary = peak.summary
    name = peak.name
    range = peak.range
    kind = peak.kind
    heightMeters = peak.heightMeters
    prominenceMeters = peak.prominenceMeters
    firstAscent = peak.firstAscent
    isVolcano = peak.isVolcano
    tags = peak.tags
  }
}

// The property table the EntityPropertyTables plugin writes for an app's target, written here
// by hand: the fuzzers build every module with sanitizer flags, and a build tool need not be.
extension PeakEntity: _EntityPropertyTable {
  /// The properties, with key paths, as the plugin lists them.
  public static var _entityPropertyFields: [_EntityPropertyTableEntry<Self>] {
    [
      .init("name", \Self.$name, { $0.$name }),
      .init("range", \Self.$range, { $0.$range }),
      .init("kind", \Self.$kind, { $0.$kind }),
      .init("heightMeters", \Self.$heightMeters, { $0.$heightMeters }),
      .init("prominenceMeters", \Self.$prominenceMeters, { $0.$prominenceMeters }),
      .init("firstAscent", \Self.$firstAscent, { $0.$firstAscent }),
      .init("isVolcano", \Self.$isVolcano, { $0.$isVolcano }),
      .init("tags", \Self.$tags, { $0.$tags }),
    ]
  }
}
