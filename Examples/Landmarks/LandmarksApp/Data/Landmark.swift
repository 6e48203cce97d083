import Foundation
public import GRDB

/// A landmark as the app stores it: one row of the `landmark` table.
public struct Landmark: Codable, Sendable, Hashable, Identifiable {
  /// A stable number, 1 upward; the identifier of its `LandmarkEntity`.
  public var id: Int
  /// Its usual English name.
  public var name: String
  /// What it is: mountain, temple, waterfall…
  public var kind: String
  /// The continent it is on: Africa, Antarctica, Asia, Europe, North America, Oceania or South America.
  public var continent: String
  /// The country it is in — one of them, where it straddles a border (Everest: Nepal).
  public var country: String
  /// The state, province or region, when there is one.
  public var region: String?
  /// A sentence or two about it.
  public var summary: String
  /// The year it was built or founded — for a natural landmark, the year it was protected (a
  /// park, a reserve or a World Heritage inscription); negative before the common era.
  public var year: Int?
  /// Its height in metres: the summit of a mountain, the top of a building.
  public var heightMeters: Double?
  /// Its area in square kilometres: a park, a lake, a desert.
  public var areaSquareKm: Double?
  /// Degrees north of the equator; negative south of it.
  public var latitude: Double
  /// Degrees east of Greenwich; negative west of it.
  public var longitude: Double
  /// Whether the app shows it first.
  public var isFeatured: Bool
  /// Lower-case keywords.
  public var tags: [String]

  /// A landmark with every field given.
  public init(
    id: Int, name: String, kind: String, continent: String, country: String, region: String?,
    summary: String, year: Int?, heightMeters: Double?, areaSquareKm: Double?, latitude: Double,
    longitude: Double, isFeatured: Bool, tags: [String]
  ) {
    self.id = id
    self.name = name
    self.kind = kind
    self.continent = continent
    self.country = country
    self.region = region
    self.summary = summary
    self.year = year
    self.heightMeters = heightMeters
    self.areaSquareKm = areaSquareKm
    self.latitude = latitude
    self.longitude = longitude
    self.isFeatured = isFeatured
    self.tags = tags
  }
}

extension Landmark: TableRecord {
  /// The table landmarks are kept in.
  public static var databaseTableName: String { "landmark" }
}

extension Landmark: FetchableRecord {
  /// The `landmark` table names its columns in snake case (`height_meters`). GRDB decodes
  /// `tags`, a JSON array in a text column, from JSON: a malformed value is an error, not an
  /// empty list.
  public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy {
    .convertFromSnakeCase
  }
}
