import AppIntents
import Foundation

enum Summit: String, AppEnum {
  case eiger, moench, jungfrau
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Summit"
  static let caseDisplayRepresentations: [Summit: DisplayRepresentation] = [
    .eiger: "Eiger", .moench: "Mönch", .jungfrau: "Jungfrau",
  ]
}

struct ViewSummitIntent: AppIntent, PredictableIntent {
  static let title: LocalizedStringResource = "View Summit"
  @Parameter(title: "Summit") var summit: Summit

  init() {}
  init(_ summit: Summit) { self.summit = summit }

  static var predictionConfiguration: some IntentPredictionConfiguration {
    IntentPrediction(parameters: (\.$summit)) { summit in
      DisplayRepresentation(title: "View \(summit.rawValue)")
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Viewing \(summit.rawValue)")
  }
}

struct SummitWidgetIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Summit Widget"
  @Parameter(title: "Summit", default: .eiger) var summit: Summit

  init() {}
  init(_ summit: Summit) { self.summit = summit }
}

/// An intent no host serves.
struct UnservedIntent: AppIntent {
  static let title: LocalizedStringResource = "Unserved"
  func perform() async throws -> some IntentResult { .result() }
}

/// A peak, as an entity, for donations that name entities.
struct DonatedPeak: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Peak"
  static let defaultQuery = DonatedPeakQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct DonatedPeakQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [DonatedPeak] {
    identifiers.map(DonatedPeak.init)
  }
}

struct ClimbDonatedPeakIntent: AppIntent {
  static let title: LocalizedStringResource = "Climb Peak"
  @Parameter(title: "Peak") var peak: DonatedPeak

  init() {}
  init(_ id: String) { peak = DonatedPeak(id: id) }

  func perform() async throws -> some IntentResult { .result() }
}
