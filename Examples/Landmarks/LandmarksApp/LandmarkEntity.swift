import AppIntents

/// A landmark as App Intents sees it.
struct LandmarkEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Landmark", numericFormat: "\(placeholder: .int) landmarks")
  static let defaultQuery = LandmarkEntityQuery()

  let id: Int
  @Property(title: "Name") var name: String
  @Property(title: "Continent") var continent: String
  @Property(title: "Country") var country: String
  @Property(title: "Region") var region: String
  @Property(title: "Elevation (m)") var elevation: Int?
  @Property(title: "Featured") var isFeatured: Bool

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(region), \(country)",
      image: .init(systemName: "mountain.2"))
  }

  init(landmark: Landmark) {
    id = landmark.id
    name = landmark.name
    continent = landmark.continent
    country = landmark.country
    region = landmark.region
    elevation = landmark.elevation
    isFeatured = landmark.isFeatured
  }
}
