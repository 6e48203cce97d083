import Foundation
import GRDB

/// A landmark as the app stores it: one row of the `landmark` table.
public struct Landmark: Codable, Sendable, Hashable, Identifiable {
  public var id: Int
  public var name: String
  /// What it is: mountain, temple, waterfall…
  public var kind: String
  public var continent: String
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
  public var latitude: Double
  public var longitude: Double
  public var isFeatured: Bool
  /// Lower-case keywords.
  public var tags: [String]

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

extension Landmark: FetchableRecord {
  /// A landmark from a row of the `landmark` table.
  public init(row: Row) throws {
    id = row["id"]
    name = row["name"]
    kind = row["kind"]
    continent = row["continent"]
    country = row["country"]
    region = row["region"]
    summary = row["summary"]
    year = row["year"]
    heightMeters = row["height_meters"]
    areaSquareKm = row["area_square_km"]
    latitude = row["latitude"]
    longitude = row["longitude"]
    isFeatured = row["is_featured"]
    let tagsJSON: String = row["tags"]
    tags = (try? JSONDecoder().decode([String].self, from: Data(tagsJSON.utf8))) ?? []
  }
}
