import AppIntents
import Foundation

enum TravelMode: String, AppEnum {
  case walking, cycling, driving
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
  static let caseDisplayRepresentations: [TravelMode: DisplayRepresentation] = [
    .walking: "Walking", .cycling: "Cycling", .driving: "Driving",
  ]
}

struct TravelIntent: AppIntent {
  static let title: LocalizedStringResource = "Travel"

  @Parameter(title: "Destination") var destination: String
  @Parameter(title: "Mode") var mode: TravelMode?
  @Parameter(title: "Stops") var stops: Int?
  @Parameter(title: "Note") var note: String?

  static var parameterSummary: some ParameterSummary {
    When(\.$mode, .hasAnyValue) {
      Switch(\.$mode) {
        Case(.walking) { Summary("Walk to \(\.$destination)") }
        Case([.cycling, .driving]) {
          Summary("Ride \(\.$mode) to \(\.$destination)") {
            \.$note
          }
        }
        DefaultCase { Summary("Go to \(\.$destination)") }
      }
    } otherwise: {
      When(\.$stops, .greaterThan, 2) {
        Summary("Travel to \(\.$destination) with \(\.$stops) stops")
      } otherwise: {
        Summary("Travel to \(\.$destination)")
      }
    }
  }

  func perform() async throws -> some IntentResult { .result() }
}
