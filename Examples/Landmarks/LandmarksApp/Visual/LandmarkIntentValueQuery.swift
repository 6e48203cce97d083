public import AppIntents
import Foundation
public import VisualIntelligence

/// The Landmarks app's visual search: what a person points the camera at, or labels the system
/// recognised, matched to landmarks and collections.
///
/// Labels are matched against each landmark's kind ("mountain"), tags ("alps"), name and
/// place, and against collection names. Pixels add two things: a picture the app itself made
/// of a landmark's location (its image representation) is read back — the marked position
/// ranks the nearest landmarks first — and any other photo's colours (snow, water, vegetation,
/// sand) favour the kinds of landmark that look like that.
public struct LandmarkIntentValueQuery: IntentValueQuery {
  @Dependency var database: LandmarkDatabase

  public init() {}

  /// The most values returned.
  static let limit = 20

  public func values(for input: SemanticContentDescriptor) async throws -> [LandmarkVisualResult] {
    let labels = input.labels.map { Self.fold($0) }.filter { !$0.isEmpty }
    let landmarks = try await database.allLandmarks()
    var scores: [Int: Double] = [:]
    for landmark in landmarks {
      let score = Self.score(landmark, labels: labels)
      if score > 0 { scores[landmark.id] = score }
    }
    if let pixels = input.pixelBuffer {
      if let marked = LocatorImage.markedPosition(in: pixels) {
        for landmark in landmarks {
          let distance = Self.degrees(
            from: marked, to: (landmark.latitude, landmark.longitude))
          if distance < 5 { scores[landmark.id, default: 0] += 10 / (1 + 4 * distance) }
        }
      } else {
        let profile = ColorProfile(pixels)
        for landmark in landmarks {
          let fit = profile.fit(kind: landmark.kind)
          // Colours only reorder what the labels found; without labels they choose alone.
          if fit > 0.05, labels.isEmpty || scores[landmark.id] != nil {
            scores[landmark.id, default: 0] += 2 * fit
          }
        }
      }
    }
    let byID = Dictionary(uniqueKeysWithValues: landmarks.map { ($0.id, $0) })
    var ranked: [(score: Double, name: String, result: LandmarkVisualResult)] = scores.compactMap {
      id, score in
      byID[id].map { (score, $0.name, .landmark(LandmarkEntity($0))) }
    }
    for collection in try await database.collections() {
      let name = Self.fold(collection.name)
      if labels.contains(where: { name.contains($0) }) {
        ranked.append((2.5, collection.name, .collection(CollectionEntity(collection))))
      }
    }
    ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.name < $1.name }
    return ranked.prefix(Self.limit).map(\.result)
  }

  /// How well a landmark's words match the labels.
  static func score(_ landmark: Landmark, labels: [String]) -> Double {
    guard !labels.isEmpty else { return 0 }
    let kind = fold(landmark.kind)
    let name = fold(landmark.name)
    let tags = landmark.tags.map(fold)
    let places = [landmark.continent, landmark.country, landmark.region ?? ""].map(fold)
    var score = 0.0
    for label in labels {
      let singular = label.hasSuffix("s") ? String(label.dropLast()) : label
      if kind == label || kind == singular { score += 3 }
      if tags.contains(label) || tags.contains(singular) {
        score += 2
      } else if tags.contains(where: { $0.contains(label) }) {
        score += 1
      }
      if name.contains(label) { score += 2.5 }
      if places.contains(label) { score += 1 }
    }
    return score
  }

  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The distance between two positions on the map, in degrees (longitude scaled by latitude).
  static func degrees(
    from a: (latitude: Double, longitude: Double), to b: (latitude: Double, longitude: Double)
  ) -> Double {
    let scale = cos((a.latitude + b.latitude) / 2 * .pi / 180)
    var longitude = abs(a.longitude - b.longitude)
    if longitude > 180 { longitude = 360 - longitude }
    return
      ((a.latitude - b.latitude) * (a.latitude - b.latitude)
      + (longitude * scale) * (longitude * scale)).squareRoot()
  }
}
