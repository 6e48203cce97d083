/// A landmark as the app stores it.
struct Landmark: Sendable, Hashable {
  var id: Int
  var name: String
  var continent: String
  var country: String
  var region: String
  var summary: String
  /// Height above sea level of the summit or top, in metres; `nil` for places without one.
  var elevation: Int?
  var isFeatured: Bool
}

/// The app's data: a small built-in set of real landmarks.
final class ModelData: Sendable {
  let landmarks: [Landmark]

  init(landmarks: [Landmark] = ModelData.builtIn) {
    self.landmarks = landmarks
  }

  func landmarks(for identifiers: [Int]) -> [Landmark] {
    let byID = Dictionary(uniqueKeysWithValues: landmarks.map { ($0.id, $0) })
    return identifiers.compactMap { byID[$0] }
  }

  var featuredLandmarks: [Landmark] { landmarks.filter(\.isFeatured) }

  static let builtIn: [Landmark] = [
    Landmark(
      id: 1, name: "Matterhorn", continent: "Europe", country: "Switzerland", region: "Valais",
      summary: "A near-symmetric pyramidal peak on the Swiss–Italian border.", elevation: 4478,
      isFeatured: true),
    Landmark(
      id: 2, name: "Mont Blanc", continent: "Europe", country: "France",
      region: "Auvergne-Rhône-Alpes", summary: "The highest mountain of the Alps.",
      elevation: 4806, isFeatured: false),
    Landmark(
      id: 3, name: "Eiffel Tower", continent: "Europe", country: "France",
      region: "Île-de-France",
      summary: "A wrought-iron lattice tower on the Champ de Mars in Paris.",
      elevation: nil, isFeatured: true),
    Landmark(
      id: 4, name: "Grand Canyon", continent: "North America", country: "United States",
      region: "Arizona", summary: "A mile-deep canyon carved by the Colorado River.",
      elevation: 2792, isFeatured: true),
    Landmark(
      id: 5, name: "Denali", continent: "North America", country: "United States",
      region: "Alaska", summary: "The highest peak in North America.", elevation: 6190,
      isFeatured: false),
    Landmark(
      id: 6, name: "Uluru", continent: "Oceania", country: "Australia",
      region: "Northern Territory", summary: "A large sandstone monolith sacred to the Aṉangu.",
      elevation: 863, isFeatured: true),
    Landmark(
      id: 7, name: "Kilimanjaro", continent: "Africa", country: "Tanzania", region: "Kilimanjaro",
      summary: "A dormant volcano and the highest mountain in Africa.", elevation: 5895,
      isFeatured: false),
    Landmark(
      id: 8, name: "Machu Picchu", continent: "South America", country: "Peru", region: "Cusco",
      summary: "A fifteenth-century Inca citadel on a mountain ridge.", elevation: 2430,
      isFeatured: true),
    Landmark(
      id: 9, name: "Mount Fuji", continent: "Asia", country: "Japan", region: "Chūbu",
      summary: "An active stratovolcano and Japan's highest mountain.", elevation: 3776,
      isFeatured: false),
    Landmark(
      id: 10, name: "Zugspitze", continent: "Europe", country: "Germany", region: "Bavaria",
      summary: "Germany's highest peak, in the Wetterstein range.", elevation: 2962,
      isFeatured: false),
  ]
}
