// Intents whose parameters are the structured value types: a file, a person, a place, money, a
// payment method; and the app's in-app search.

public import AppIntents

/// Sends a trail pack to someone: takes a value of each structured type and returns the pack
/// as a temporary file, which the system deletes once it has handed it over.
public struct SendTrailPackIntent: AppIntent {
  public static let title: LocalizedStringResource = "Send Trail Pack"

  @Parameter(title: "Recipient", valueOptions: IntentValueOptions(personMode: .emailOrPhone))
  public var recipient: IntentPerson
  @Parameter(
    title: "Map", valueOptions: IntentValueOptions(supportedContentTypes: [.image, .pdf]))
  public var map: IntentFile?
  @Parameter(title: "Meeting Point") public var meetingPoint: CLPlacemark?
  @Parameter(title: "Budget", valueOptions: IntentValueOptions(currencyCodes: ["CHF", "EUR"]))
  public var budget: IntentCurrencyAmount?
  @Parameter(title: "Payment") public var payment: IntentPaymentMethod?
  @Parameter(title: "Distance") public var distance: Measurement<UnitLength>?
  @Parameter(title: "Start") public var start: DateComponents?

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<IntentFile>
    & ProvidesDialog
  {
    var lines = ["To: \(String(localized: recipient.displayRepresentation.title))"]
    if let map {
      let size = try await map.data(contentType: .data).count
      lines.append("Map: \(map.filename), \(size) bytes")
    }
    if let meetingPoint { lines.append("Meet at: \(meetingPoint.description)") }
    if let budget { lines.append("Budget: \(budget.amount) \(budget.currencyCode)") }
    if let payment {
      lines.append("Paid by: \(String(localized: payment.displayRepresentation.title))")
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("TrailPacks-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("pack.txt")
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
    var pack = IntentFile(fileURL: url, type: .plainText)
    pack.removedOnCompletion = true
    return .result(
      value: pack,
      dialog: "Pack ready for \(String(localized: recipient.displayRepresentation.title))")
  }
}

/// The app's in-app search: shows the trails matching a term.
public struct SearchTrailsInAppIntent: ShowInAppSearchResultsIntent {
  public static let title: LocalizedStringResource = "Search Trails"
  public static let searchScopes: [StringSearchScope] = [.general]

  @Parameter(title: "Criteria") public var criteria: StringSearchCriteria

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<[TrailEntity]> {
    .result(value: try await TrailQuery().entities(matching: criteria.term))
  }
}
