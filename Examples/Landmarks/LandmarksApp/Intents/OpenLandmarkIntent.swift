public import AppIntents

/// Opens a landmark in the app.
public struct OpenLandmarkIntent: AppIntent {
  public static let title: LocalizedStringResource = "Open Landmark"
  public static var description: IntentDescription? {
    IntentDescription("Shows a landmark with its facts.", categoryName: "Landmarks")
  }
  public static let openAppWhenRun = true
  public static var parameterSummary: some ParameterSummary { Summary("Open \(\.$landmark)") }

  @Parameter(title: "Landmark", requestValueDialog: "Which landmark do you want to open?")
  public var landmark: LandmarkEntity

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<LandmarkEntity>
    & ProvidesDialog
  {
    .result(value: landmark, dialog: "Opening \(landmark.name)")
  }
}
