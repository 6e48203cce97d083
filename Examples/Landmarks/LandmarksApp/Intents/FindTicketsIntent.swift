public import AppIntents

/// Searches for tickets to a landmark, after the person confirms.
public struct FindTicketsIntent: AppIntent {
  public static let title: LocalizedStringResource = "Find Tickets"
  public static var description: IntentDescription? {
    IntentDescription("Searches for entry tickets to a landmark.", categoryName: "Tickets")
  }
  public static var parameterSummary: some ParameterSummary {
    Summary("Find \(\.$quantity) tickets to \(\.$landmark)")
  }

  @Parameter(title: "Landmark", requestValueDialog: "Tickets to which landmark?")
  public var landmark: LandmarkEntity
  @Parameter(title: "Tickets", default: 2, inclusiveRange: (1, 10))
  public var quantity: Int

  @Dependency var database: LandmarkDatabase

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(
      actionName: .search, dialog: "Search for \(quantity) tickets to \(landmark.name)?")
    let search = try await database.recordTicketSearch(landmark: landmark.id, quantity: quantity)
    // Donated, as an app donates what a person did, so that the system can suggest it again.
    try await donate()
    return .result(
      dialog: "Searching for \(quantity) tickets to \(landmark.name) (search \(search.id)).")
  }
}
