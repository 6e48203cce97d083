public import AppIntents
public import VisualIntelligence

/// Shows the app's own search for what a visual search saw — "more results" — listing the
/// landmarks its labels and colours suggest. It adopts the visual-intelligence schema, so the
/// host runs it, with the searched content, for a visual search's "more results".
@AppIntent(schema: .visualIntelligence.semanticContentSearch)
public struct SearchLandmarksByImageIntent: AppIntent {
  public static let title: LocalizedStringResource = "Search Landmarks by Image"
  public static var description: IntentDescription? {
    IntentDescription(
      "Shows every landmark that matches what a visual search saw.", categoryName: "Landmarks")
  }
  public static let openAppWhenRun = true

  @Parameter(title: "Content") public var semanticContent: SemanticContentDescriptor

  @Dependency var database: LandmarkDatabase

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<[LandmarkEntity]>
    & ProvidesDialog
  {
    let query = LandmarkIntentValueQuery()
    var landmarks: [LandmarkEntity] = []
    for result in try await query.values(for: semanticContent) {
      if case .landmark(let landmark) = result { landmarks.append(landmark) }
    }
    let subject =
      semanticContent.labels.isEmpty
      ? "the image" : semanticContent.labels.joined(separator: ", ")
    return .result(
      value: landmarks,
      dialog: "\(landmarks.count) landmarks match \(subject)")
  }
}
