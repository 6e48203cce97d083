public import AppIntents

/// A landmark as App Intents sees it: what Siri, Shortcuts, agents and the command line find,
/// filter and act on.
public struct LandmarkEntity: AppEntity, URLRepresentableEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Landmark", numericFormat: "\(placeholder: .int) landmarks",
    synonyms: ["place", "sight", "monument"])
  public static let defaultQuery = LandmarkEntityQuery()
  public static var urlRepresentation: URLRepresentation {
    "https://landmarks.example/landmarks/\(.id)"
  }

  public let id: Int
  @Property(title: "Name") public var name: String
  @Property(title: "Kind") public var kind: String
  @Property(title: "Continent") public var continent: String
  @Property(title: "Country") public var country: String
  @Property(title: "State or Region") public var region: String?
  @Property(title: "Description") public var description: String
  @Property(title: "Year (built or protected)") public var year: Int?
  @Property(title: "Height (m)") public var heightMeters: Double?
  @Property(title: "Area (km²)") public var areaSquareKm: Double?
  @Property(title: "Featured") public var isFeatured: Bool
  @Property(title: "Tags") public var tags: [String]
  /// Degrees north of the equator; negative south of it.
  public let latitude: Double
  /// Degrees east of Greenwich; negative west of it.
  public let longitude: Double

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(kind.capitalized) · \(country)",
      image: .init(systemName: "building.columns"))
  }

  /// The entity of a stored landmark.
  public init(_ landmark: Landmark) {
    id = landmark.id
    latitude = landmark.latitude
    longitude = landmark.longitude
    name = landmark.name
    kind = landmark.kind
    continent = landmark.continent
    country = landmark.country
    region = landmark.region
    description = landmark.summary
    year = landmark.year
    heightMeters = landmark.heightMeters
    areaSquareKm = landmark.areaSquareKm
    isFeatured = landmark.isFeatured
    tags = landmark.tags
  }
}
